import ArgumentParser
import DiarioApp
import DiarioDomain
import Foundation

struct SRS: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.srs.name, abstract: cliText("cli.SRS.abstract"), subcommands: [Replay.self])
    }
}

struct Replay: DiarioCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "replay", abstract: cliText("cli.Replay.abstract"), aliases: ["riesegui"])
    }

    @Argument(help: cliHelp("cli.Replay.file")) var file: String?

    func run(with options: ResolvedOptions) throws {
        let console = Console.standard
        if let file, file != "-" {
            guard let handle = FileHandle(forReadingAtPath: file) else { throw ImportError.unreadable(path: file) }
            var lines = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
                .split(separator: "\n", omittingEmptySubsequences: false).makeIterator()
            try SRSCommands(console: console).replay(readLine: { lines.next().map(String.init) })
        } else {
            try SRSCommands(console: console).replay(readLine: { Swift.readLine(strippingNewline: true) })
        }
    }
}
