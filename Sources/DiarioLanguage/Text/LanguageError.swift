public import DiarioDomain

/// Free text that cannot be understood as written; the interface says so instead of guessing.
public enum LanguageError: Error, Equatable, Sendable {
    /// A phrase looks like a date but no such day exists ("31/02", "il 45").
    case impossibleDate(text: String)
    /// A phrase looks like a time but no such time exists ("at 25:00").
    case impossibleTime(text: String)
    /// The line is longer than the parser reads.
    case lineTooLong(maxLength: Int)
}

extension LanguageError: StudentFacingError {
    /// The sentence naming the phrase that cannot be understood.
    public var message: StudentMessage {
        switch self {
        case .impossibleDate(let text): StudentMessage("error.impossibleDate", ["text": text])
        case .impossibleTime(let text): StudentMessage("error.impossibleTime", ["text": text])
        case .lineTooLong(let max): StudentMessage("error.lineTooLong", ["max": String(max)])
        }
    }

    /// The student's text: 1.
    public var exitCode: Int32 { 1 }
}
