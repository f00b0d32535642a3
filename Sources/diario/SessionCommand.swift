import ArgumentParser
import DiarioApp
import Foundation

/// What a command runs in: the open context and a way to ask the student (unavailable outside the REPL).
struct Session {
    let context: AppContext
    let asking: Asking
}

/// A command that the command line and the REPL share: the command line opens a session for one run,
/// the REPL parses the typed words into the same command and runs it in its own session.
protocol SessionCommand: ParsableCommand {
    var options: GlobalOptions { get }
    func run(in session: Session) throws
}

extension SessionCommand {
    func run() throws {
        let answers: @Sendable (String) -> String? = { prompt in
            if isatty(STDIN_FILENO) != 0 { FileHandle.standardOutput.write(Data((prompt + " ").utf8)) }
            return Swift.readLine()
        }
        try run(in: Session(context: options.context(), asking: .unavailable(answers: answers)))
    }
}
