public import Foundation

/// A grade a student received: the mark as the teacher wrote it ("7+", "6½", "6/7"), its value, what it was for.
public struct Grade: Identifiable, Hashable, Sendable {
    /// The store's id; nil until saved.
    public var id: Int64?
    /// The key of its subject.
    public var subjectKey: String
    /// The mark as written, normalized ("7+", "6½", "6/7", "6--", "ottimo" for a judgement).
    public var mark: String
    /// Its value on the 1–10 scale; nil for a judgement (religion's "ottimo"), which no average counts.
    public var value: Double?
    /// Written, oral or practical; nil when not said.
    public var component: GradeComponent?
    /// How much it counts in the average (1 by default).
    public var weight: Double
    /// The day it was given.
    public var day: CalendarDay
    /// The test task it answers, when there was one.
    public var taskId: Int64?
    /// When it was recorded.
    public var createdAt: Date

    /// Creates a grade value.
    public init(
        id: Int64? = nil, subjectKey: String, mark: String, value: Double?, component: GradeComponent? = nil,
        weight: Double = 1, day: CalendarDay, taskId: Int64? = nil, createdAt: Date
    ) {
        self.id = id
        self.subjectKey = subjectKey
        self.mark = mark
        self.value = value
        self.component = component
        self.weight = weight
        self.day = day
        self.taskId = taskId
        self.createdAt = createdAt
    }
}

/// The part of a subject a grade is for.
public enum GradeComponent: String, CaseIterable, Codable, Sendable {
    case written, oral, practical
}

/// What the marks' signs are worth: there is no national rule, so each school's is a setting.
public struct GradeSigns: Hashable, Sendable {
    /// What "+" adds (0.25 by default).
    public var plus: Double
    /// What "-" adds (−0.25 by default).
    public var minus: Double
    /// What "--" adds (−0.5 by default).
    public var doubleMinus: Double

    /// The usual values: + 0.25, − −0.25, −− −0.5.
    public static let usual = GradeSigns(plus: 0.25, minus: -0.25, doubleMinus: -0.5)

    /// Creates a setting.
    public init(plus: Double, minus: Double, doubleMinus: Double) {
        self.plus = plus
        self.minus = minus
        self.doubleMinus = doubleMinus
    }
}

/// Reads and keeps grades. Every change is one undoable transaction.
public protocol GradeRepository: Sendable {
    /// Saves a grade (and, when it answers a test task still open, completes that task in the same change). Throws
    /// ``DomainError/subjectNotFound(key:)`` or ``DomainError/invalidGrade(text:)``, else ``StorageError``.
    func addGrade(_ grade: Grade) throws -> Grade
    /// The grades, oldest first; of one subject when given.
    func grades(subjectKey: String?) throws(StorageError) -> [Grade]
    /// Removes a grade and returns it; undo brings it back. Throws ``DomainError/gradeNotFound(id:)``.
    func removeGrade(id: Int64) throws -> Grade
}
