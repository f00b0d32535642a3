import ArgumentParser
import DiarioApp
import DiarioDomain
import Foundation

/// `diario` with no command: the planner on a terminal, or script mode when standard input is not one.
enum Start {
    static func run(with options: ResolvedOptions) throws {
        if isatty(STDIN_FILENO) != 0 {
            try Repl(options: options).run()
        } else {
            try ScriptRunner(options: options).run()
        }
    }
}

/// Script mode: each line of standard input runs as if typed, with no prompt and no colour. With `--json`,
/// one JSON object per input line, written and flushed once the line's change is committed. Failing lines
/// are named on standard error and make the exit code non-zero; the lines after them still run.
struct ScriptRunner {
    let options: ResolvedOptions

    func run() throws {
        let captured = CapturedLines()
        let console = options.json ? Console(out: captured.append, err: Console.standard.err) : Console.standard
        let input = ScriptLineReader()
        let context = try AppContext.open(
            options, kind: .script, console: console, asking: .unavailable(answers: { _ in input.nextAnswer() }))
        let interpreter = LineInterpreter(context: context)
        var number = 0
        var firstFailure: Int32?
        while let read = input.next() {
            number += 1
            do {
                guard case .text(let line) = read else {
                    throw TextInputError.lineTooLong(line: nil, maxKilobytes: TextInput.maxLineBytes >> 10)
                }
                try TextInput.check(line: line)
                let goOn = try interpreter.run(line)
                if options.json { Console.standard.out(ScriptOutput.success(line: number, printed: captured.take())) }
                if !goOn { break }
            } catch {
                _ = captured.take()
                if options.json {
                    let message = ErrorPresenter.describe(error, context.localization).message
                    Console.standard.out(ScriptOutput.failure(line: number, message: message))
                }
                let code = ErrorPresenter.report(error, context.localization, to: .standard, line: number)
                firstFailure = firstFailure ?? code
            }
        }
        if let firstFailure { throw ExitCode(firstFailure) }
    }
}
