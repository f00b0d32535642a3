/// The command line itself is wrong; shown with exit code 2.
public enum UsageError: Error, Equatable, Sendable {
    /// `--now` or `DIARIO_NOW` is not an ISO 8601 date-time.
    case invalidNow(value: String)
    /// `--lang` names no language Diario speaks.
    case invalidLanguage(value: String)
    /// Two list filters that exclude each other were given.
    case conflictingFilters
    /// A value given for an option is not one of the allowed ones.
    case invalidValue(option: String, value: String)
    /// The argument parser refused the command line; its own message follows.
    case parser(message: String)
    /// A command that needs a task (`/done`, `/delete`, `/edit`) was given none, and there is none to take.
    case missingTask
    /// `/edit` was given no new text where none can be typed in (a script), or the edit was left empty.
    case missingEditText
    /// A free-text line could not be understood and no one can be asked (script mode).
    case notUnderstood(line: String)
    /// A REPL command that does not exist.
    case unknownCommand(name: String)
    /// `diario coach` was given no message.
    case missingCoachMessage
}

/// A failure the student has already been told about, on its own line, by the command that met it (the coach
/// says that the endpoint failed before it offers the offline coach's advice). Whoever catches it exits with its
/// code without printing the message again.
public struct ReportedError: Error {
    /// What went wrong; ``ErrorPresenter`` gives its message and exit code.
    public let underlying: any Error

    /// Wraps an error already shown.
    public init(_ underlying: any Error) { self.underlying = underlying }
}
