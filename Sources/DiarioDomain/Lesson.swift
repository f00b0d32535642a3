public import Foundation

/// A lesson of the weekly timetable: a weekday, a period (hour slot) or a time, a subject, perhaps a room and a
/// teacher.
public struct Lesson: Identifiable, Hashable, Sendable {
    /// The store's id; nil until saved.
    public var id: Int64?
    /// The day of the week; nil for a lesson of a cycle of school days.
    public var weekday: Weekday?
    /// The day of a cycle of school days ("giorno 3") it is held on, instead of a weekday; nil for a weekly lesson.
    public var cycleDay: Int?
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
    /// The week of a rotation it is held in (1 = week A, 2 = week B); nil when it is held every week.
    public var week: Int?
    /// The first day of the timetable it belongs to; nil for the timetable in force from the start.
    public var validFrom: CalendarDay?
    /// When it was added.
    public var createdAt: Date

    /// The most periods a school day has.
    public static let maxPeriod = 10
    /// The most weeks a rotation has.
    public static let maxWeeks = 4
    /// The most days a cycle of school days has.
    public static let maxCycleDays = 10

    /// Creates a lesson value.
    public init(
        id: Int64? = nil, weekday: Weekday?, cycleDay: Int? = nil, period: Int?, start: TimeOfDay?, end: TimeOfDay?,
        subjectKey: String,
        room: String? = nil, teacher: String? = nil, week: Int? = nil, validFrom: CalendarDay? = nil, createdAt: Date
    ) {
        self.id = id
        self.weekday = weekday
        self.cycleDay = cycleDay
        self.period = period
        self.start = start
        self.end = end
        self.subjectKey = subjectKey
        self.room = room
        self.teacher = teacher
        self.week = week
        self.validFrom = validFrom
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
    /// Saves a whole timetable in one undoable transaction: every lesson or none. Throws as ``addLesson(_:)`` for
    /// the first lesson refused.
    func addLessons(_ lessons: [Lesson]) throws -> [Lesson]
    /// The rotation the lessons' weeks follow; nil when every week is the same.
    func rotation() throws(StorageError) -> TimetableRotation?
    /// Sets or clears the rotation; setting one clears a cycle.
    func setRotation(_ rotation: TimetableRotation?) throws(StorageError)
    /// The cycle of school days the lessons with a cycle day follow; nil when none.
    func cycle() throws(StorageError) -> SchoolDayCycle?
    /// Sets or clears the cycle; setting one clears a rotation.
    func setCycle(_ cycle: SchoolDayCycle?) throws(StorageError)
    /// The school's own breaks, by first day.
    func schoolBreaks() throws(StorageError) -> [SchoolBreak]
    /// Saves a break, undoably. Throws ``DomainError/invalidBreak`` for a range that ends before it starts.
    func addSchoolBreak(_ schoolBreak: SchoolBreak) throws -> SchoolBreak
    /// Removes a break; undo brings it back. Throws ``DomainError/breakNotFound(id:)``.
    func removeSchoolBreak(id: Int64) throws -> SchoolBreak
    /// The lessons, breaks, rotation and cycle read together, as every question about school days needs them.
    func schoolCalendar() throws(StorageError) -> SchoolCalendar
    /// The bell times of the periods, or nil when not set.
    func bells() throws(StorageError) -> SchoolBells?
    /// Sets the bells, or clears them with nil; undoable.
    func setBells(_ bells: SchoolBells?) throws(StorageError)
    /// The first and last day of lessons, or nil when not set.
    func lessonDays() throws(StorageError) -> LessonDays?
    /// Sets the first and last day of lessons, or clears them with nil; undoable.
    func setLessonDays(_ days: LessonDays?) throws(StorageError)
}
