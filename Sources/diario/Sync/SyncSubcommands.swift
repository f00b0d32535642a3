import ArgumentParser
import DiarioApp
import DiarioDomain

/// `diario sync` / `sincronizza`: the same diary on every device, through a folder a sync engine moves. Without a
/// subcommand it syncs now.
struct SyncCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.sync.name, abstract: cliText("cli.Sync.abstract"),
            discussion: cliText("cli.Sync.discussion"),
            subcommands: [SyncNow.self, SetUpSync.self, SyncStatusCommand.self, SyncSnapshot.self],
            defaultSubcommand: SyncNow.self,
            aliases: CommandName.sync.aliases)
    }
}

/// `diario sync now`: publish this device's changes, apply everyone else's.
struct SyncNow: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "now", abstract: cliText("cli.SyncNow.abstract"), aliases: ["ora"])
    }

    func run(in context: AppContext) throws { try SyncCommands(context: context).run() }
}

/// `diario sync init FOLDER [--device NAME] [--encrypt]`: name this device and the shared folder.
struct SetUpSync: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "init", abstract: cliText("cli.SetUpSync.abstract"), aliases: ["imposta"])
    }
    @Argument(help: cliHelp("cli.SetUpSync.folder"), completion: .directory) var folder: String
    @Option(name: [.customLong("device"), .customLong("dispositivo")], help: cliHelp("cli.SetUpSync.device"))
    var device: String?
    @Flag(name: [.customLong("encrypt"), .customLong("cifra")], help: cliHelp("cli.SetUpSync.encrypt"))
    var encrypt = false
    @Flag(name: [.customLong("reclaim"), .customLong("riprendi")], help: cliHelp("cli.SetUpSync.reclaim"))
    var reclaim = false

    func validate() throws {
        if let device, !SyncDeviceName.isValid(device) { throw invalid(SyncError.invalidDeviceName(name: device)) }
    }

    func run(in context: AppContext) throws {
        try SyncCommands(context: context).setUp(folder: folder, device: device, encrypt: encrypt, reclaim: reclaim)
    }
}

/// `diario sync status`: devices, what each has read, what waits, the last conflicts.
struct SyncStatusCommand: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "status", abstract: cliText("cli.SyncStatus.abstract"), aliases: ["stato"])
    }

    func run(in context: AppContext) throws { try SyncCommands(context: context).status() }
}

/// `diario sync snapshot`: fold everything into a snapshot now, and remove the files every device has read.
struct SyncSnapshot: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "snapshot", abstract: cliText("cli.SyncSnapshot.abstract"), aliases: ["istantanea"])
    }

    func run(in context: AppContext) throws { try SyncCommands(context: context).snapshot() }
}
