public import Foundation

/// A lesson of the weekly timetable: a weekday, a period (hour slot) or a time, a subject, perhaps a room and a
/// teacher.
public struct Lesson: Identifiable, Hashable, Sendable {
    /// The store's id; nil until saved.
    public var id: Int64?
    /// The day of the week.
    public var weekday: Weekday
    /// The period ("3a ora": 3), when said.
    public var period: Int?
    /// When it starts, when said.
    public var start: TimeOfDay?
    /// When it ends, when said.
    public var end: TimeOfDay?
    /// The key of its subject.
    public var subjectKey: String
    /// The room, as written ("12", "lab 2", "palestra").
    public var room: String?
    /// The teacher, as written ("prof.ssa Bianchi").
    public var teacher: String?
    /// When it was added.
    public var createdAt: Date

    /// The most periods a school day has.
    public static let maxPeriod = 10

    /// Creates a lesson value.
    public init(
        id: Int64? = nil, weekday: Weekday, period: Int?, start: TimeOfDay?, end: TimeOfDay?, subjectKey: String,
        room: String? = nil, teacher: String? = nil, createdAt: Date
    ) {
        self.id = id
        self.weekday = weekday
        self.period = period
        self.start = start
        self.end = end
        self.subjectKey = subjectKey
        self.room = room
        self.teacher = teacher
        self.createdAt = createdAt
    }
}

/// Reads and keeps the weekly timetable. Every change is one undoable transaction.
public protocol TimetableRepository: Sendable {
    /// Saves a lesson. Throws ``DomainError/lessonOverlaps(weekday:period:)`` when another lesson holds that period or
    /// those minutes of that day, ``DomainError/subjectNotFound(key:)``, else ``StorageError``.
    func addLesson(_ lesson: Lesson) throws -> Lesson
    /// Every lesson, by weekday, then period or start time.
    func lessons() throws(StorageError) -> [Lesson]
    /// Removes a lesson; undo brings it back. Throws ``DomainError/lessonNotFound(id:)``.
    func removeLesson(id: Int64) throws -> Lesson
}
