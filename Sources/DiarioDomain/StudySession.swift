public import Foundation

/// A stretch of time a student spent studying one subject: typed ("ho studiato fisica per un'ora"), timed, or
/// spent in a quiz or a drill.
public struct StudySession: Identifiable, Hashable, Sendable {
    /// The store's id; nil until saved.
    public var id: Int64?
    /// The key of its subject.
    public var subjectKey: String
    /// When it started.
    public var startedAt: Date
    /// How long it lasted, in whole minutes (1 to 1,440).
    public var minutes: Int
    /// How it was recorded.
    public var source: StudySource

    /// Creates a session value.
    public init(id: Int64? = nil, subjectKey: String, startedAt: Date, minutes: Int, source: StudySource) {
        self.id = id
        self.subjectKey = subjectKey
        self.startedAt = startedAt
        self.minutes = minutes
        self.source = source
    }

    /// The longest session, a whole day.
    public static let maxMinutes = 24 * 60

    /// The session, or ``DomainError/invalidStudyMinutes(_:)`` when it lasts no time or more than a day.
    public func validated() throws(DomainError) -> StudySession {
        guard (1...Self.maxMinutes).contains(minutes) else { throw .invalidStudyMinutes(minutes) }
        return self
    }
}

/// How a study session was recorded.
public enum StudySource: String, CaseIterable, Codable, Sendable {
    /// Typed by the student, in words or with `diario study`.
    case typed
    /// Measured by the timer.
    case timer
    /// The time of a quiz.
    case quiz
    /// The time of an arithmetic drill.
    case drill
}
