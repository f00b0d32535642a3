import ArgumentParser
import DiarioApp
import DiarioDomain
import Foundation

struct Parse: DiarioCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.parse.name,
            abstract: cliText("cli.Parse.abstract"), aliases: CommandName.parse.aliases)
    }

    @Argument(help: cliHelp("cli.Parse.text"))
    var text: [String] = []

    func run(with options: ResolvedOptions) throws {
        let command = try ParseCommands.make(options, console: .standard)
        if !text.isEmpty {
            let (result, failed) = command.render(text.joined(separator: " "))
            if failed && !options.json {
                Console.standard.err(result)
            } else {
                Console.standard.out(result)
            }
            if failed { throw ExitCode(1) }
            return
        }
        let output = BufferedOutput()
        // Read in chunks: a line too long is passed over, never held whole (it reaches the parser empty, and is refused).
        let input = ScriptLineReader()
        let anyFailed = command.renderAll(readLine: { input.nextAnswer() }) { output.line($0) }
        output.flush()
        if anyFailed { throw ExitCode(1) }
    }
}
