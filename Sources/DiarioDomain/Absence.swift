public import Foundation

/// How a student missed school on a day.
public enum AbsenceKind: String, CaseIterable, Sendable {
    /// The whole day.
    case absent
    /// A late entry: the lessons before it.
    case late
    /// An early exit: the lessons after it.
    case early
}

/// An absence, a late entry or an early exit, with the hours of lessons it cost.
public struct Absence: Identifiable, Hashable, Sendable {
    /// The store's id; nil until saved.
    public var id: Int64?
    /// The day.
    public var day: CalendarDay
    /// Absent, late or early.
    public var kind: AbsenceKind
    /// The hours of lessons missed.
    public var hours: Double
    /// The period of the late entry or early exit, when given that way ("entrata in 2a ora": 2).
    public var period: Int?
    /// The time of the late entry or early exit, when given that way.
    public var time: TimeOfDay?
    /// A note ("visita medica").
    public var note: String?
    /// When it was written down.
    public var createdAt: Date

    /// The most hours one day can cost.
    public static let maxHours = 12.0

    /// Creates an absence value.
    public init(
        id: Int64? = nil, day: CalendarDay, kind: AbsenceKind, hours: Double, period: Int? = nil,
        time: TimeOfDay? = nil, note: String? = nil, createdAt: Date
    ) {
        self.id = id
        self.day = day
        self.kind = kind
        self.hours = hours
        self.period = period
        self.time = time
        self.note = note
        self.createdAt = createdAt
    }
}

/// Reads and keeps absences; every change is one undoable transaction.
public protocol AbsenceRepository: Sendable {
    /// Saves an absence. Throws ``DomainError/invalidAbsence`` for hours outside 0 to 12, else ``StorageError``.
    func addAbsence(_ absence: Absence) throws -> Absence
    /// The absences whose day is in `range`, oldest first.
    func absences(in range: DayRange) throws(StorageError) -> [Absence]
    /// Removes an absence; undo brings it back. Throws ``DomainError/absenceNotFound(id:)``.
    func removeAbsence(id: Int64) throws -> Absence
}

/// The hours a school year allows to be missed: a quarter of its hours, which Italian schools count as the weekly
/// hours of the timetable times 33 weeks (the "monte ore annuale").
public struct AbsenceAllowance: Hashable, Sendable {
    /// The weeks a school year is counted as.
    public static let schoolWeeks = 33.0
    /// The hours of the year.
    public let yearlyHours: Double
    /// The hours missed so far.
    public let used: Double

    /// Creates the allowance of a year of `weeklyHours` with `used` hours missed.
    public init(weeklyHours: Double, used: Double) {
        yearlyHours = weeklyHours * Self.schoolWeeks
        self.used = used
    }

    /// A quarter of the year's hours.
    public var limit: Double { yearlyHours / 4 }
    /// What is left before the limit (negative past it).
    public var left: Double { limit - used }
    /// Whether three quarters of the limit are gone: time to be warned.
    public var isRunningLow: Bool { limit > 0 && used >= limit * 0.75 }
}

extension Lesson {
    /// Where a lesson known only by its period sits in the day when the school's bells are not set: the first at
    /// 08:00, an hour each.
    public static let firstPeriodStart = 8 * 60

    /// When it starts, without the school's bells: its time, else its period's at an hour each
    /// (``SchoolCalendar/start(of:)`` uses the bells).
    public var effectiveStart: TimeOfDay {
        start ?? TimeOfDay(minutesAfterMidnight: Self.firstPeriodStart + 60 * ((period ?? 1) - 1))
    }

    /// When it ends, without the school's bells: its end, else an hour after it starts
    /// (``SchoolCalendar/end(of:)`` uses the bells).
    public var effectiveEnd: TimeOfDay {
        end ?? TimeOfDay(minutesAfterMidnight: effectiveStart.minutesAfterMidnight + 60)
    }

    /// How long it lasts, in hours (a period is one).
    public var hours: Double {
        guard let start, let end else { return 1 }
        return Double(end.minutesAfterMidnight - start.minutesAfterMidnight) / 60
    }
}

extension SchoolCalendar {
    /// The hours of lessons an absence of `kind` on `day` misses: the whole day's; for a late entry those that start
    /// before it (in `period`, or at `time`); for an early exit those after it (after `period`, or ending after
    /// `time`).
    public func hoursMissed(on day: CalendarDay, kind: AbsenceKind, period: Int? = nil, time: TimeOfDay? = nil)
        -> Double
    {
        let lessons = lessons(on: day)
        let missed: [Lesson]
        switch kind {
        case .absent:
            missed = lessons
        case .late:
            if let period {
                missed = lessons.filter { ($0.period ?? Int.max) < period }
            } else {
                let entry = time?.minutesAfterMidnight ?? 0
                missed = lessons.filter { start(of: $0).minutesAfterMidnight < entry }
            }
        case .early:
            if let period {
                missed = lessons.filter { ($0.period ?? 0) > period }
            } else {
                let exit = time?.minutesAfterMidnight ?? 24 * 60
                missed = lessons.filter { end(of: $0).minutesAfterMidnight > exit }
            }
        }
        return missed.reduce(0) { $0 + $1.hours }
    }

    /// The weekly hours of the timetable in force on `day` (over a rotation, the mean of its weeks; over a cycle of
    /// school days, five days' share of it).
    public func weeklyHours(on day: CalendarDay) -> Double {
        let lessons = timetable(on: day)
        let weeks = Double(rotation?.weeks ?? 1)
        let cycleDays = Double(cycle?.days ?? 5)
        return lessons.reduce(0) { total, lesson in
            if lesson.cycleDay != nil { return total + lesson.hours * 5 / cycleDays }
            return total + lesson.hours * (lesson.week == nil || rotation == nil ? 1 : 1 / weeks)
        }
    }
}
