/// One period of the school day by the bell.
public struct BellPeriod: Hashable, Sendable {
    /// When it starts.
    public let start: TimeOfDay
    /// When it ends (after it starts).
    public let end: TimeOfDay

    /// Creates a period.
    public init(start: TimeOfDay, end: TimeOfDay) {
        self.start = start
        self.end = end
    }
}

/// The school's bell times: period n (from 1) runs from the n-th period's start to its end. Periods follow each
/// other without overlapping; a break between two is a gap.
public struct SchoolBells: Hashable, Sendable {
    /// The periods, first to last.
    public let periods: [BellPeriod]

    /// The bells for `periods`, or nil when one ends before it starts, two overlap, or there are none or more than
    /// ``Lesson/maxPeriod``.
    public init?(periods: [BellPeriod]) {
        guard (1...Lesson.maxPeriod).contains(periods.count),
            periods.allSatisfy({ $0.start < $0.end }),
            zip(periods, periods.dropFirst()).allSatisfy({ $0.end <= $1.start })
        else { return nil }
        self.periods = periods
    }

    /// Reads the bells as a student types them: times in order, each period ending when the next begins and the last
    /// time ending the last period ("8:00 8:55 9:50 10:55 11:50 12:45"), or spans where there are breaks between
    /// ("8:00-8:55 9:05-10:00"); both may mix. "8.00" and "8" are read as 8:00. Nil when the words are not that.
    public static func parse(_ words: [String]) -> SchoolBells? {
        var periods: [BellPeriod] = []
        // A time waiting for the next to end its period; after a span, a lone time must be followed by another.
        var open: TimeOfDay? = nil
        var openAfterSpan = false
        for word in words.flatMap({ $0.split(whereSeparator: { $0 == " " || $0 == "," || $0 == ";" }) }) {
            // "–" too: what `timetable bells` shows reads back.
            let parts = word.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "–" })
            if parts.count == 2 {
                guard let start = time(parts[0]), let end = time(parts[1]) else { return nil }
                if let begun = open { periods.append(BellPeriod(start: begun, end: start)) }
                periods.append(BellPeriod(start: start, end: end))
                open = nil
                openAfterSpan = true
            } else if parts.count == 1, let time = time(parts[0]) {
                if let begun = open {
                    periods.append(BellPeriod(start: begun, end: time))
                    openAfterSpan = false
                }
                open = time
            } else {
                return nil
            }
        }
        if open != nil, openAfterSpan, periods.last?.end != open { return nil }
        return SchoolBells(periods: periods)
    }

    /// The period `number` (from 1), or nil beyond the last.
    public func period(_ number: Int) -> BellPeriod? {
        periods.indices.contains(number - 1) ? periods[number - 1] : nil
    }

    /// "08:00-08:55 08:55-09:50 …": how the bells are kept.
    public var stored: String { periods.map { $0.start.iso + "-" + $0.end.iso }.joined(separator: " ") }

    /// The bells kept as ``stored`` writes them, or nil for anything else.
    public init?(stored: String) {
        let spans = stored.split(separator: " ").map { $0.split(separator: "-") }
        guard spans.allSatisfy({ $0.count == 2 }) else { return nil }
        let periods = spans.compactMap { span in
            TimeOfDay(iso: span[0]).flatMap { start in TimeOfDay(iso: span[1]).map { BellPeriod(start: start, end: $0) }
            }
        }
        guard periods.count == spans.count else { return nil }
        self.init(periods: periods)
    }

    /// "8", "8:05", "08.05", "8h05" as a time of day; nil for anything else.
    public static func time(_ text: some StringProtocol) -> TimeOfDay? {
        let parts = text.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == ":" || $0 == "." || $0 == "h" })
        guard (1...2).contains(parts.count), let hour = Int(parts[0]), parts[0].count <= 2 else { return nil }
        let minute = parts.count == 2 ? Int(parts[1]) : 0
        guard let minute, parts.count == 1 || parts[1].count == 2 else { return nil }
        return TimeOfDay(hour: hour, minute: minute)
    }
}

/// The first and last day of lessons of a school year: outside them, in that school year (September to August), a day
/// has no lessons. Other school years are not its to say: a diary not told the next year's days goes on as before.
public struct LessonDays: Hashable, Sendable {
    /// The first day of lessons.
    public let first: CalendarDay
    /// The last day of lessons.
    public let last: CalendarDay

    /// The span, or nil when `last` comes before `first` or the two are in different school years (September to
    /// August).
    public init?(first: CalendarDay, last: CalendarDay) {
        guard first <= last, first.schoolYear == last.schoolYear else { return nil }
        self.first = first
        self.last = last
    }

    /// Whether `day` falls within the span.
    public func contains(_ day: CalendarDay) -> Bool { first <= day && day <= last }

    /// Whether `day` is in the school year of these days but not among them.
    public func excludes(_ day: CalendarDay) -> Bool {
        let year = first.schoolYear
        return year.first <= day && day <= year.last && !contains(day)
    }
}
