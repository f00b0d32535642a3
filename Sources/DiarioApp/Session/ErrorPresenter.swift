import DiarioDomain
public import DiarioLocalization

/// Turns any error into the one line a student reads, in their language, and the exit code.
public enum ErrorPresenter {
    /// The localized message and exit code for `error`: what a ``StudentFacingError`` says, else "something went
    /// wrong" with the error's own description and exit code 1.
    public static func describe(_ error: any Error, _ l10n: LocalizationManager) -> (message: String, exitCode: Int32) {
        if let reported = error as? ReportedError { return describe(reported.underlying, l10n) }
        guard let error = error as? any StudentFacingError else {
            return (l10n.text("error.unknown", ["detail": "\(error)"]), 1)
        }
        return (l10n.text(namingSubjects(error.message, l10n)), error.exitCode)
    }

    /// The one way every loop (a command, a script's lines, the REPL's) tells the student about a failure: the
    /// message on standard error, after "riga N:" for a script's line, unless it was shown already
    /// (``ReportedError``); returns the exit code it calls for.
    @discardableResult
    public static func report(_ error: any Error, _ l10n: LocalizationManager, to console: Console, line: Int? = nil)
        -> Int32
    {
        let (message, code) = describe(error, l10n)
        guard !(error is ReportedError) else { return code }
        if let line {
            console.err(l10n.text("error.atLine", ["line": String(line), "message": message]))
        } else {
            console.err(message)
        }
        return code
    }

    /// A message whose `subject` names a built-in subject by its key ("physics") names it as the student reads it
    /// ("Fisica"); a subject of the student's own is named by its key, which is made from its name.
    private static func namingSubjects(_ message: StudentMessage, _ l10n: LocalizationManager) -> StudentMessage {
        guard let key = message.arguments["subject"], l10n.has("subject.\(key)") else { return message }
        var arguments = message.arguments
        arguments["subject"] = l10n.text("subject.\(key)")
        return StudentMessage(message.key, arguments, count: message.count, nested: message.nested)
    }
}
