import ArgumentParser
import DiarioApp
import DiarioDomain
import Foundation

struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: cliText("cli.Export.abstract"))
    @OptionGroup var options: GlobalOptions
    @Option(help: cliHelp("cli.Export.output")) var output: String?

    func run() throws {
        let commands = try BackupCommands(context: options.context())
        guard let output else {
            try commands.export { Console.standard.out($0) }
            return
        }
        var text = ""
        try commands.export { text += $0 + "\n" }
        guard
            FileManager.default.createFile(
                atPath: output, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600])
        else { throw UsageError.invalidValue(option: "--output", value: output) }
    }
}

struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: cliText("cli.Import.abstract"))
    @OptionGroup var options: GlobalOptions
    @Argument(help: cliHelp("cli.Import.file")) var file: String

    func run() throws {
        let data: Data?
        if file == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            data = FileManager.default.contents(atPath: file)
        }
        guard let data else { throw ImportError.unreadable(path: file) }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.hasSuffix("\r") ? $0.dropLast() : $0) }
        try BackupCommands(context: options.context()).importLines(lines)
    }
}

struct Backup: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: cliText("cli.Backup.abstract"))
    @OptionGroup var options: GlobalOptions
    @Argument(help: cliHelp("cli.Backup.file")) var file: String?

    func run() throws { try BackupCommands(context: options.context()).backUp(to: file) }
}

struct Restore: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: cliText("cli.Restore.abstract"), aliases: ["ripristina"])
    @OptionGroup var options: GlobalOptions
    @Argument(help: cliHelp("cli.Restore.file")) var file: String

    func run() throws {
        try BackupCommands.restore(
            from: file, options: options.session(), environment: ProcessInfo.processInfo.environment,
            console: .standard)
    }
}
