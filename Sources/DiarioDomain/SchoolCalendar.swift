/// A break the school gives ("vacanze di Natale", 2026-12-23 to 2027-01-06), both days included.
public struct SchoolBreak: Identifiable, Hashable, Sendable {
    /// The store's id; nil until saved.
    public var id: Int64?
    /// Its name, as written.
    public var name: String
    /// The first day without school.
    public var first: CalendarDay
    /// The last day without school.
    public var last: CalendarDay

    /// Creates a break value.
    public init(id: Int64? = nil, name: String, first: CalendarDay, last: CalendarDay) {
        self.id = id
        self.name = name
        self.first = first
        self.last = last
    }
}

/// Weeks that take turns (A/B): week 1 is the week of `firstMonday`, and the turns go on by calendar week,
/// holidays included, as schools count them.
public struct TimetableRotation: Hashable, Sendable {
    /// How many weeks take turns (2 for A/B).
    public var weeks: Int
    /// The Monday of a week 1 (week A).
    public var firstMonday: CalendarDay

    /// Creates a rotation; `anyDayOfWeekA` may be any day of a week A.
    public init(weeks: Int, anyDayOfWeekA: CalendarDay) {
        self.weeks = weeks
        self.firstMonday = anyDayOfWeekA.monday
    }

    /// The week (1 = A) that `day` falls in.
    public func week(of day: CalendarDay) -> Int {
        let count = firstMonday.days(until: day.monday) / 7
        return ((count % weeks) + weeks) % weeks + 1
    }

    /// The week "A", "b", "2" names (1 = A), up to ``Lesson/maxWeeks``; nil for anything else.
    public static func week(named text: some StringProtocol) -> Int? {
        let written = text.trimmingCharacters(in: .whitespaces).lowercased()
        let week = ["a", "b", "c", "d"].firstIndex(of: written).map { $0 + 1 } ?? Int(written)
        return week.flatMap { (1...Lesson.maxWeeks).contains($0) ? $0 : nil }
    }

    /// "A", "B", "C", "D": how a week of the rotation is written.
    public static func letter(_ week: Int) -> String {
        String(UnicodeScalar(UInt8(64 + min(max(week, 1), 26))))
    }
}

/// School days that take turns in a cycle ("giorno 1" to "giorno 6"): the cycle counts Monday-to-Friday days with
/// school, holidays and breaks skipped, from `firstDay` (a day 1).
public struct SchoolDayCycle: Hashable, Sendable {
    /// How many days the cycle has.
    public var days: Int
    /// A day 1.
    public var firstDay: CalendarDay

    /// Creates a cycle.
    public init(days: Int, firstDay: CalendarDay) {
        self.days = days
        self.firstDay = firstDay
    }
}

/// Why a day has no school.
public enum DayOff: Hashable, Sendable {
    /// An Italian national holiday, by its key ("christmas", "easter-monday").
    case national(key: String)
    /// A break the school gave.
    case schoolBreak(name: String)
    /// July and August: no school anywhere in Italy.
    case summer
    /// Before the first or after the last day of lessons the school set.
    case outsideLessons
}

/// The school year's days as the timetable, the rotation and the holidays make them: which lessons a day has, and
/// when the next (or the last) lesson of a subject comes. Pure: built from values, no I/O.
public struct SchoolCalendar: Sendable {
    /// Every lesson of every timetable.
    public let lessons: [Lesson]
    /// The school's own breaks.
    public let breaks: [SchoolBreak]
    /// The weeks' rotation, or nil.
    public let rotation: TimetableRotation?
    /// The cycle of school days, or nil.
    public let cycle: SchoolDayCycle?
    /// The bell times of the periods, or nil (then 08:00 and an hour a period).
    public let bells: SchoolBells?
    /// The first and last day of lessons, or nil (then September to June, less July and August).
    public let lessonDays: LessonDays?

    /// How far a search for a lesson looks, in days: past a summer holiday, not forever.
    static let searchLimit = 400

    /// Creates a calendar over its parts.
    public init(
        lessons: [Lesson], breaks: [SchoolBreak] = [], rotation: TimetableRotation? = nil, cycle: SchoolDayCycle? = nil,
        bells: SchoolBells? = nil, lessonDays: LessonDays? = nil
    ) {
        self.lessons = lessons
        self.breaks = breaks
        self.rotation = rotation
        self.cycle = cycle
        self.bells = bells
        self.lessonDays = lessonDays
    }

    /// When a lesson starts: its own time, else its period's bell, else 08:00 and an hour a period.
    public func start(of lesson: Lesson) -> TimeOfDay {
        lesson.start ?? lesson.period.flatMap { bells?.period($0)?.start } ?? lesson.effectiveStart
    }

    /// When a lesson ends: its own end, else its period's bell (for a lesson with no time of its own), else an hour
    /// after it starts.
    public func end(of lesson: Lesson) -> TimeOfDay {
        if let end = lesson.end { return end }
        if lesson.start == nil, let bell = lesson.period.flatMap({ bells?.period($0) }) { return bell.end }
        return TimeOfDay(minutesAfterMidnight: start(of: lesson).minutesAfterMidnight + 60)
    }

    /// Whether there is any lesson at all.
    public var isEmpty: Bool { lessons.isEmpty }

    /// The Italian national holidays: fixed days, Easter Sunday and Monday.
    public static func nationalHoliday(on day: CalendarDay) -> String? {
        switch (day.month, day.day) {
        case (1, 1): return "new-year"
        case (1, 6): return "epiphany"
        case (4, 25): return "liberation"
        case (5, 1): return "labour"
        case (6, 2): return "republic"
        case (8, 15): return "assumption"
        case (11, 1): return "all-saints"
        case (12, 8): return "immaculate"
        case (12, 25): return "christmas"
        case (12, 26): return "st-stephen"
        default: break
        }
        guard day.month == 3 || day.month == 4, let easter = CalendarDay.easterSunday(in: day.year) else {
            return nil
        }
        if day == easter { return "easter" }
        if day == easter.adding(days: 1) { return "easter-monday" }
        return nil
    }

    /// Why `day` has no school, when it is outside the days of lessons the school set for its year, a holiday, in a
    /// break or in July and August (a Sunday is no holiday here). Without days of lessons set, the last days of June
    /// and the first of September are school days.
    public func dayOff(_ day: CalendarDay) -> DayOff? {
        if let lessonDays, lessonDays.excludes(day) { return .outsideLessons }
        if day.month == 7 || day.month == 8 { return .summer }
        if let key = Self.nationalHoliday(on: day) { return .national(key: key) }
        if let schoolBreak = breaks.first(where: { $0.first <= day && day <= $0.last }) {
            return .schoolBreak(name: schoolBreak.name)
        }
        return nil
    }

    /// The week of the rotation `day` falls in, or nil without a rotation.
    public func week(of day: CalendarDay) -> Int? { rotation.map { $0.week(of: day) } }

    /// Whether a cycle counts `day`: Monday to Friday, no holiday, no break.
    private func countsInCycle(_ day: CalendarDay) -> Bool {
        day.weekday.rawValue <= 5 && dayOff(day) == nil
    }

    /// The day of the cycle (1 to its length) that `day` is, or nil without a cycle or on a day it skips.
    public func cycleDay(of day: CalendarDay) -> Int? {
        guard let cycle, cycle.days > 0, countsInCycle(day) else { return nil }
        var count = 0
        if day >= cycle.firstDay {
            var current = cycle.firstDay
            while current < day {
                if countsInCycle(current) { count += 1 }
                current = current.adding(days: 1)
            }
        } else {
            var current = day
            while current < cycle.firstDay {
                if countsInCycle(current) { count -= 1 }
                current = current.adding(days: 1)
            }
        }
        return ((count % cycle.days) + cycle.days) % cycle.days + 1
    }

    /// The lessons of the timetable in force on `day` (the one with the latest start not after it), whatever the
    /// holidays.
    public func timetable(on day: CalendarDay) -> [Lesson] {
        let starts = lessons.compactMap(\.validFrom).filter { $0 <= day }
        let inForce = starts.max()
        return lessons.filter { $0.validFrom == inForce }
    }

    /// The lessons held on `day`, by period or time: none on a holiday or in a break.
    public func lessons(on day: CalendarDay) -> [Lesson] {
        guard dayOff(day) == nil else { return [] }
        let week = week(of: day)
        let inForce = timetable(on: day)
        let cycleDay = inForce.contains { $0.cycleDay != nil } ? self.cycleDay(of: day) : nil
        return inForce.filter { lesson in
            if let lessonCycleDay = lesson.cycleDay { return lessonCycleDay == cycleDay }
            return lesson.weekday == day.weekday && (lesson.week == nil || week == nil || lesson.week == week)
        }.sorted(by: Self.inDayOrder)
    }

    /// Whether `subject` (any subject when nil) has a lesson on `day`.
    public func hasLesson(of subject: String?, on day: CalendarDay) -> Bool {
        lessons(on: day).contains { subject == nil || $0.subjectKey == subject }
    }

    /// The `place`th day (1 = the next) after `day`, not counting it, on which `subject` has a lesson.
    public func lessonDay(of subject: String?, place: Int = 1, after day: CalendarDay) -> CalendarDay? {
        lessonDay(of: subject, place: place, from: day.adding(days: 1))
    }

    /// The `place`th day (1 = the first) from `day`, counting it, on which `subject` has a lesson.
    public func lessonDay(of subject: String?, place: Int = 1, from day: CalendarDay) -> CalendarDay? {
        guard place >= 1, !lessons.isEmpty else { return nil }
        var found = 0
        for offset in 0..<Self.searchLimit {
            let candidate = day.adding(days: offset)
            if hasLesson(of: subject, on: candidate) {
                found += 1
                if found == place { return candidate }
            }
        }
        return nil
    }

    /// The last day before `day`, not counting it, on which `subject` has a lesson.
    public func lastLessonDay(of subject: String?, before day: CalendarDay) -> CalendarDay? {
        guard !lessons.isEmpty else { return nil }
        for offset in 1...Self.searchLimit {
            let candidate = day.adding(days: -offset)
            if hasLesson(of: subject, on: candidate) { return candidate }
        }
        return nil
    }

    /// Lessons of a day in the order they are held: by period, then start.
    static func inDayOrder(_ a: Lesson, _ b: Lesson) -> Bool {
        let left = (a.period ?? Lesson.maxPeriod + 1, a.start?.iso ?? "")
        let right = (b.period ?? Lesson.maxPeriod + 1, b.start?.iso ?? "")
        return left < right
    }
}
