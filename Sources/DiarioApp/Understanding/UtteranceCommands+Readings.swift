import DiarioDomain
import DiarioLanguage
import DiarioLocalization
import Foundation

/// The question that names a line's two readings ("Lo aggiungo ai materiali o lo salvo come compito? (m / c / n)"),
/// or its one doubted reading ("Registro il voto? (s / n)").
extension UtteranceCommands {
    /// Asks which reading to carry out. The letter of a reading (or 1 / 2, or yes for the first) carries it out, no
    /// does nothing, anything else is run as a new line. With no one to ask, `--yes` carries out the first reading,
    /// `--no` skips the line, and otherwise nothing is done and the line is reported.
    func settleReadings(_ first: Request, or second: Request?, line: String) throws {
        let localization = context.localization
        let firstKey = localization.text("reading.\(first.intent.rawValue).key")
        let secondKey = second.map { localization.text("reading.\($0.intent.rawValue).key") }
        // Two readings with the same letter are told apart by number.
        let keys = secondKey == firstKey ? ("1", "2") : (firstKey, secondKey ?? "")
        let question: String
        if let second {
            question = localization.text(
                "ask.readings",
                [
                    "first": Self.capitalized(localization.text("reading.\(first.intent.rawValue)")),
                    "second": localization.text("reading.\(second.intent.rawValue)"), "a": keys.0, "b": keys.1,
                ])
        } else {
            question = localization.text(
                "ask.reading", ["first": Self.capitalized(localization.text("reading.\(first.intent.rawValue)"))])
        }
        guard let answer = asking.ask(question) else {
            switch asking.unaskedDoubts {
            case .save: try carryOut(first, line: line)
            case .skip: context.console.out(localization.text("ask.notSaved"))
            case .refuse: throw UsageError.doubtful(line: line)
            }
            return
        }
        let typed = TextFolding.fold(answer.trimmingCharacters(in: .whitespaces))
        if typed == keys.0 || typed == "1" {
            try carryOut(first, line: line)
        } else if let second, typed == keys.1 || typed == "2" {
            try carryOut(second, line: line)
        } else {
            switch ConfirmationReply(answer) {
            case .yes: try carryOut(first, line: line)
            case .no, .edit: context.console.out(localization.text("ask.notSaved"))
            case .notAnAnswer:
                context.console.out(localization.text("ask.notSaved"))
                try handle(answer)
            }
        }
    }

    /// A reading the student chose: a task is filed as it reads (the choice was the question), anything else runs.
    private func carryOut(_ request: Request, line: String) throws {
        if case .addTask(let task) = request, !task.title.isEmpty {
            try TaskCommands(context: context).file(task, sourceText: line)
        } else {
            try run(request, line: line)
        }
    }

    private static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
