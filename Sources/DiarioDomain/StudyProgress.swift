public import Foundation

/// What a student did in one quarter of an hour, as the store adds it up: the unit every figure of progress is made
/// of, small enough to fall into the right local day in any time zone. Study minutes come per subject; reviews and
/// completed tasks for every subject together (subject nil).
public struct ActivityTally: Hashable, Sendable {
    /// The start of the quarter of an hour.
    public var start: Date
    /// The subject of the minutes; nil for reviews and tasks.
    public var subjectKey: String?
    /// Minutes of study sessions that started then.
    public var minutes: Int
    /// Cards reviewed.
    public var reviews: Int
    /// Cards reviewed and remembered (rated above "again").
    public var remembered: Int
    /// Tasks completed.
    public var tasksCompleted: Int

    /// Creates a tally.
    public init(
        start: Date, subjectKey: String?, minutes: Int = 0, reviews: Int = 0, remembered: Int = 0,
        tasksCompleted: Int = 0
    ) {
        self.start = start
        self.subjectKey = subjectKey
        self.minutes = minutes
        self.reviews = reviews
        self.remembered = remembered
        self.tasksCompleted = tasksCompleted
    }
}

/// One local day of study.
public struct DayActivity: Hashable, Sendable {
    /// Minutes studied, every subject together.
    public var minutes = 0
    /// Minutes studied per subject key.
    public var minutesBySubject: [String: Int] = [:]
    /// Cards reviewed.
    public var reviews = 0
    /// Tasks completed.
    public var tasksCompleted = 0

    /// Creates an empty day.
    public init() {}

    /// Whether the day counts for the streak: the student studied, reviewed a card or completed a task. The one
    /// definition of a day of study, for the stats, the achievements and the coach.
    public var counts: Bool { minutes > 0 || reviews > 0 || tasksCompleted > 0 }
}

/// The student's days of study, in their time zone: tallies folded into local days.
public struct StudyLedger: Sendable {
    /// Each day with any activity.
    public private(set) var days: [CalendarDay: DayActivity] = [:]

    /// Folds the tallies into local days by `clock`'s time zone (a day is midnight to midnight there, 23 or 25
    /// hours long on the days the clocks change). The zone is asked for its offset once per stretch between two
    /// transitions, not once per tally: a year of tallies costs a few lookups.
    public init(_ tallies: [ActivityTally], clock: DiarioClock) {
        let zone = clock.timeZone
        var offset = 0
        var offsetUntil = Date.distantPast
        for tally in tallies.sorted(by: { $0.start < $1.start }) {
            if tally.start >= offsetUntil {
                offset = zone.secondsFromGMT(at: tally.start)
                offsetUntil = zone.nextTransition(after: tally.start) ?? .distantFuture
            }
            let local = Int(tally.start.timeIntervalSince1970.rounded(.down)) + offset
            let day = CalendarDay(dayNumber: local >= 0 ? local / 86_400 : (local - 86_399) / 86_400)
            var activity = days[day] ?? DayActivity()
            activity.minutes += tally.minutes
            if tally.minutes > 0, let key = tally.subjectKey {
                activity.minutesBySubject[key, default: 0] += tally.minutes
            }
            activity.reviews += tally.reviews
            activity.tasksCompleted += tally.tasksCompleted
            days[day] = activity
        }
    }

    /// The days that count for the streak.
    public var studyDays: Set<CalendarDay> { Set(days.filter { $0.value.counts }.keys) }

    /// The current and longest streak on `today`.
    public func streak(today: CalendarDay) -> StudyStreak { StudyStreak(studyDays: studyDays, today: today) }

    /// Minutes per subject over the days of `range`.
    public func minutesBySubject(in range: DayRange) -> [String: Int] {
        var totals: [String: Int] = [:]
        for (day, activity) in days where range.contains(day) {
            totals.merge(activity.minutesBySubject, uniquingKeysWith: +)
        }
        return totals
    }
}

/// Days of study in a row.
public struct StudyStreak: Hashable, Sendable {
    /// The run that ends today, or yesterday while nothing is done today yet; 0 when neither day counts.
    public var current: Int
    /// The longest run ever.
    public var longest: Int

    /// Creates a streak of known lengths.
    public init(current: Int, longest: Int) {
        self.current = current
        self.longest = longest
    }

    /// Measures the runs of `studyDays` as seen on `today`.
    public init(studyDays: Set<CalendarDay>, today: CalendarDay) {
        var day = studyDays.contains(today) ? today : today.adding(days: -1)
        var current = 0
        while studyDays.contains(day) {
            current += 1
            day = day.adding(days: -1)
        }
        var longest = 0
        for start in studyDays where !studyDays.contains(start.adding(days: -1)) {
            var length = 1
            while studyDays.contains(start.adding(days: length)) { length += 1 }
            longest = max(longest, length)
        }
        self.init(current: current, longest: longest)
    }
}

/// The stretch of days `diario stats` sums up.
public enum StatsPeriod: String, CaseIterable, Sendable {
    /// Monday to Sunday of this week.
    case week
    /// This calendar month.
    case month
    /// The term that contains today.
    case term
}
