public import DiarioDomain
import DiarioLanguage

/// The command line (or a typed command) is wrong; shown with exit code 2.
public enum UsageError: Error, Equatable, Sendable {
    /// `--now` or `DIARIO_NOW` is not an ISO 8601 date-time.
    case invalidNow(value: String)
    /// `--lang` names no language Diario speaks.
    case invalidLanguage(value: String)
    /// Two list filters that exclude each other were given.
    case conflictingFilters
    /// A value given for an option is not one of the allowed ones.
    case invalidValue(option: String, value: String)
    /// The argument parser refused the words; its own message follows. `typed` when they were typed in a
    /// session (the REPL, a script), where help is `/help`, not `diario --help`.
    case parser(message: String, typed: Bool)
    /// A command that needs a task (`/done`, `/delete`, `/edit`) was given none, and there is none to take.
    case missingTask
    /// `/edit` was given no new text where none can be typed in (a script), or the edit was left empty.
    case missingEditText
    /// A free-text line could not be understood and no one can be asked (script mode).
    case notUnderstood(line: String)
    /// A line that reads as a task and as something else, in a script run without `--yes` or `--no`: not saved.
    case doubtful(line: String)
    /// A command that does not exist, with the nearest one's name when one is close; `typed` as for `parser`.
    case unknownCommand(name: String, suggestion: String?, typed: Bool)
    /// `diario coach` was given no message.
    case missingCoachMessage
    /// `diario completions` was given a shell it has no script for.
    case unknownShell(name: String)
    /// `--save` was given with no setting to save.
    case nothingToSave
    /// A day was asked for (`diario move`, `--due`) and the words name none, or name more than a day.
    case notADay(text: String)
    /// A time was asked for (`--time`) and the words name none.
    case notATime(text: String)
    /// `diario move` was given a task but no day to move it to.
    case missingWhen
    /// `materials add --title` was given more than one file: a title names one material.
    case titleForManyFiles
    /// `maps new` was given neither a title nor a material to take one from.
    case missingMapTitle
    /// A grade told in words names no subject.
    case gradeWithoutSubject
    /// `timetable add` was given words that name no lesson.
    case notALesson(text: String)
    /// A lesson was named as a due date ("per la prossima lezione di storia") and there is no timetable.
    case needsTimetable
    /// A lesson was named as a due date and the timetable has none of that subject within a year.
    case noSuchLesson(subject: String)
    /// An absence on a day the timetable has no lessons, with no hours said.
    case noLessonsToMiss(day: String)
    /// `timetable bells` was given words (or a file) that are not bell times in order.
    case invalidBells(text: String)
    /// `timetable year` was given a last day before the first, or a span longer than a year.
    case invalidLessonDays(first: String, last: String)
}

extension UsageError: StudentFacingError {
    /// The sentence saying what is wrong and where help is, on the command line or in a session.
    public var message: StudentMessage {
        switch self {
        case .invalidNow(let value): StudentMessage("error.invalidNow", ["value": value])
        case .invalidLanguage(let value): StudentMessage("error.invalidLanguage", ["value": value])
        case .conflictingFilters: StudentMessage("error.conflictingFilters")
        case .invalidValue(let option, let value):
            StudentMessage("error.invalidValue", ["option": option, "value": value])
        case .parser(let detail, let typed):
            StudentMessage(typed ? "error.usage.typed" : "error.usage", ["detail": detail])
        case .missingTask: StudentMessage("error.missingTask")
        case .missingEditText: StudentMessage("error.missingEditText")
        case .notUnderstood(let line): StudentMessage("error.notUnderstood", ["text": line])
        case .doubtful(let line): StudentMessage("error.doubtful", ["text": line])
        case .unknownCommand(let name, let suggestion, let typed):
            StudentMessage(
                "error.unknownCommand" + (typed ? ".typed" : "") + (suggestion == nil ? "" : ".suggestion"),
                ["name": name, "suggestion": suggestion ?? ""])
        case .missingCoachMessage: StudentMessage("error.missingCoachMessage")
        case .unknownShell(let name): StudentMessage("error.unknownShell", ["name": name])
        case .nothingToSave: StudentMessage("error.nothingToSave")
        case .notADay(let text): StudentMessage("error.notADay", ["text": text])
        case .notATime(let text): StudentMessage("error.notATime", ["text": text])
        case .missingWhen: StudentMessage("error.missingWhen")
        case .titleForManyFiles: StudentMessage("error.titleForManyFiles")
        case .missingMapTitle: StudentMessage("error.missingMapTitle")
        case .gradeWithoutSubject: StudentMessage("error.gradeWithoutSubject")
        case .notALesson(let text): StudentMessage("error.notALesson", ["text": text])
        case .needsTimetable: StudentMessage("error.needsTimetable")
        case .noSuchLesson(let subject): StudentMessage("error.noSuchLesson", ["subject": subject])
        case .noLessonsToMiss(let day): StudentMessage("error.noLessonsToMiss", ["day": day])
        case .invalidBells(let text): StudentMessage("error.invalidBells", ["text": text])
        case .invalidLessonDays(let first, let last):
            StudentMessage("error.invalidLessonDays", ["first": first, "last": last])
        }
    }

    /// Usage: 2.
    public var exitCode: Int32 { 2 }
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

extension UsageError {
    /// A command that does not exist, with the nearest of `names` when one is a typo away (or the only one it
    /// begins).
    public static func unknownCommand(name: String, among names: [String], typed: Bool) -> UsageError {
        .unknownCommand(name: name, suggestion: closestWord(to: name, among: names), typed: typed)
    }
}
