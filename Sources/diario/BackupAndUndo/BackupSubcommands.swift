import ArgumentParser
import DiarioApp
import DiarioDomain
import Foundation

struct Export: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.export.name,
            abstract: cliText("cli.Export.abstract"), aliases: CommandName.export.aliases)
    }
    @Option(name: [.long, .customLong("uscita")], help: cliHelp("cli.Export.output")) var output: String?

    func run(in context: AppContext) throws {
        let commands = BackupCommands(context: context)
        guard let output else {
            try commands.export { Console.standard.out($0) }
            return
        }
        var text = ""
        try commands.export { text += $0 + "\n" }
        try OutputFile.write(Data(text.utf8), to: output)
        try commands.exportMaterialFiles(besideExport: output)
    }
}

struct Import: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.`import`.name,
            abstract: cliText("cli.Import.abstract"), aliases: CommandName.`import`.aliases)
    }
    @Argument(help: cliHelp("cli.Import.file")) var file: String

    func run(in context: AppContext) throws {
        let commands = BackupCommands(context: context)
        try commands.importLines(try TextInput.lines(ofFile: file))
        if file != "-" { try commands.importMaterialFiles(besideExport: file) }
    }
}

struct Backup: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.backup.name, abstract: cliText("cli.Backup.abstract"),
            aliases: CommandName.backup.aliases)
    }
    @Argument(help: cliHelp("cli.Backup.file")) var file: String?

    func run(in context: AppContext) throws { try BackupCommands(context: context).backUp(to: file) }
}

struct Restore: DiarioCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.restore.name, abstract: cliText("cli.Restore.abstract"),
            aliases: CommandName.restore.aliases)
    }
    @Argument(help: cliHelp("cli.Restore.file")) var file: String

    func run(with options: ResolvedOptions) throws {
        try BackupCommands.restore(from: file, options: options, console: .standard)
    }
}
