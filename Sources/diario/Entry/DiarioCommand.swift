import ArgumentParser
import DiarioApp
import Foundation

/// A command of the tree: it runs with the options resolved once, before it was parsed.
protocol DiarioCommand: ParsableCommand {
    /// Does the command's work; throws what the student is to be told.
    func run(with options: ResolvedOptions) throws
}

/// A command over the student's data. The command line opens a context for one run (a question to the student
/// is read from standard input); the REPL and scripts run it in their own context.
protocol ContextCommand: DiarioCommand {
    /// Does the command's work in `context`.
    func run(in context: AppContext) throws
}

extension ContextCommand {
    func run(with options: ResolvedOptions) throws {
        try AppContext.runOnce(with: options, run(in:))
    }
}

extension Asking {
    /// A one-shot command's way to ask: the prompt is shown when standard input is a terminal, the answer is
    /// its next line.
    static var standardInput: Asking {
        let answers: @Sendable (String) -> String? = { prompt in
            if isatty(STDIN_FILENO) != 0 { FileHandle.standardOutput.write(Data((prompt + " ").utf8)) }
            return Swift.readLine()
        }
        // A passphrase typed at a terminal is not shown.
        let secrets: @Sendable (String) -> String? = { prompt in
            guard isatty(STDIN_FILENO) != 0 else { return Swift.readLine() }
            return getpass(prompt + " ").map { String(cString: $0) }
        }
        return .unavailable(answers: answers, secrets: secrets)
    }
}
