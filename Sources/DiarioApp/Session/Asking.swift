/// How a session asks the student a short question and lets them edit a line (both return nil when no one
/// can answer: a script, or the end of input), and whether they pressed Ctrl-C while something ran.
public struct Asking: Sendable {
    /// Shows the question and returns the answer typed.
    public var ask: @Sendable (_ question: String) -> String?
    /// Shows `text` ready to be edited and returns the edited line.
    public var edit: @Sendable (_ text: String) -> String?
    /// Reads an answer to a quiz card after `prompt`; in a script, the next input line.
    public var answer: @Sendable (_ prompt: String) -> String?
    /// Reads a secret (a passphrase) after `prompt`, not shown as it is typed where that can be done; in a script,
    /// the next input line.
    public var secret: @Sendable (_ prompt: String) -> String?
    /// Whether Ctrl-C was pressed since the last call (a coach's reply stops); clears the mark.
    public var wasInterrupted: @Sendable () -> Bool
    /// What happens to a doubtful line when no one can be asked (a script): refused unless `--yes` / `--no`.
    public var unaskedDoubts: UnaskedDoubt = .refuse

    /// Creates the client from its operations.
    public init(
        ask: @escaping @Sendable (_ question: String) -> String?, edit: @escaping @Sendable (_ text: String) -> String?,
        answer: @escaping @Sendable (_ prompt: String) -> String?,
        secret: (@Sendable (_ prompt: String) -> String?)? = nil,
        wasInterrupted: @escaping @Sendable () -> Bool = { false }
    ) {
        self.ask = ask
        self.edit = edit
        self.answer = answer
        self.secret = secret ?? answer
        self.wasInterrupted = wasInterrupted
    }

    /// No one to ask questions of; quiz answers come from `answers` (a script's next lines).
    public static func unavailable(
        answers: @escaping @Sendable (_ prompt: String) -> String? = { _ in nil },
        secrets: (@Sendable (_ prompt: String) -> String?)? = nil
    ) -> Asking {
        Asking(ask: { _ in nil }, edit: { _ in nil }, answer: answers, secret: secrets)
    }
}

/// What a script does with a line whose reading is in doubt ("ho scritto il tema": a task, or work done?), which
/// the REPL would ask about: it never guesses a write.
public enum UnaskedDoubt: Sendable {
    /// Nothing is saved, and the line is reported as not understood for sure (the default).
    case refuse
    /// `--yes`: the line is saved as it was first read.
    case save
    /// `--no`: the line is skipped.
    case skip
}
