import ArgumentParser
import DiarioApp
import DiarioDomain
import DiarioTerminal
import Foundation

/// `diario coach "message"` answers once and exits (a new conversation, unless `--continue`); in the REPL
/// `/coach [message]` enters chat mode, where every line goes to the coach until `/exit`.
struct Coach: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.coach.name, abstract: cliText("cli.Coach.abstract"),
            aliases: CommandName.coach.aliases)
    }

    @Flag(name: .customLong("continue"), help: cliHelp("cli.Coach.continue"))
    var continueConversation = false

    @Argument(help: cliHelp("cli.Coach.message"))
    var message: [String] = []

    /// One-shot: a yes to a proposed action is read from standard input (asked on the terminal when it is one);
    /// Ctrl-C stops the reply, which is kept as interrupted.
    func run(with options: ResolvedOptions) throws {
        guard !message.isEmpty else { throw UsageError.missingCoachMessage }
        LineEditor.catchInterrupts()
        let terminal = isatty(STDIN_FILENO) != 0
        let read: @Sendable (String) -> String? = { prompt in
            if terminal { FileHandle.standardOutput.write(Data((prompt + " ").utf8)) }
            return Swift.readLine()
        }
        let asking = Asking(ask: read, edit: { _ in nil }, answer: read, wasInterrupted: LineEditor.takeInterrupt)
        let context = try AppContext.open(options, console: .standard, asking: asking)
        try CoachCommands(context: context)
            .answer(message.joined(separator: " "), in: continueConversation ? .current : .new)
    }

    func run(in context: AppContext) throws {
        let coach = CoachCommands(context: context)
        coach.enterChat()
        if !message.isEmpty { try coach.answer(message.joined(separator: " ")) }
    }
}

/// `/new` in the REPL: the next message starts a new conversation with the coach.
struct NewConversation: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.new.name, abstract: cliText("cli.NewConversation.abstract"),
            aliases: CommandName.new.aliases)
    }

    func run(in context: AppContext) throws {
        CoachCommands(context: context).startOver()
    }
}

/// `diario doctor`: checks the database, the coach's configuration and its endpoint.
struct Doctor: DiarioCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.doctor.name, abstract: cliText("cli.Doctor.abstract"),
            aliases: CommandName.doctor.aliases)
    }

    func run(with options: ResolvedOptions) throws {
        let doctor = DoctorCommands(options: options, console: .standard)
        if !doctor.run() { throw ExitCode(1) }
    }
}
