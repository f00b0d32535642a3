/// How a task repeats: the subset of iCalendar's RRULE that a school planner needs (`FREQ=DAILY`,
/// `FREQ=WEEKLY;BYDAY=MO`, `FREQ=WEEKLY;INTERVAL=2;BYDAY=FR`, `FREQ=MONTHLY;BYMONTHDAY=5`, `FREQ=MONTHLY;BYDAY=1MO`,
/// `FREQ=MONTHLY;BYDAY=-1FR`, `FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3`). A month without the day a rule names (31 April)
/// has no occurrence, as RFC 5545 says.
public struct RecurrenceRule: Hashable, Sendable, CustomStringConvertible {
    /// How often the rule repeats.
    public enum Frequency: String, Sendable {
        case daily = "DAILY"
        case weekly = "WEEKLY"
        case monthly = "MONTHLY"
        case yearly = "YEARLY"
    }

    /// Daily, weekly, monthly or yearly.
    public var frequency: Frequency
    /// Every `interval` days, weeks, months or years (1 = every, 2 = every other).
    public var interval: Int
    /// For weekly rules, the days of the week it falls on; empty means "the weekday of the first occurrence".
    public var weekdays: [Weekday]
    /// For monthly and yearly rules, the day of the month (1 to 31).
    public var monthDay: Int?
    /// For monthly rules, the nth weekday of the month (1 to 4 from the start, -1 for the last).
    public var nthWeekday: (ordinal: Int, weekday: Weekday)? {
        get { nth.map { ($0.ordinal, $0.weekday) } }
        set { nth = newValue.map { NthWeekday(ordinal: $0.ordinal, weekday: $0.weekday) } }
    }
    /// For yearly rules, the month (1 to 12).
    public var month: Int?

    private struct NthWeekday: Hashable, Sendable {
        let ordinal: Int
        let weekday: Weekday
    }
    private var nth: NthWeekday?

    /// Creates a rule; the interval is at least 1 and the weekdays are kept in week order.
    public init(frequency: Frequency, interval: Int = 1, weekdays: [Weekday] = []) {
        self.frequency = frequency
        self.interval = max(1, interval)
        self.weekdays = Array(Set(weekdays)).sorted { $0.rawValue < $1.rawValue }
    }

    /// A monthly rule on a day of the month ("ogni mese il 5").
    public static func monthly(onDay day: Int, interval: Int = 1) -> RecurrenceRule {
        var rule = RecurrenceRule(frequency: .monthly, interval: interval)
        rule.monthDay = min(max(day, 1), 31)
        return rule
    }

    /// A monthly rule on the nth weekday of the month (1 to 4, or -1 for the last: "l'ultimo venerdì del mese").
    public static func monthly(_ ordinal: Int, _ weekday: Weekday, interval: Int = 1) -> RecurrenceRule {
        var rule = RecurrenceRule(frequency: .monthly, interval: interval)
        rule.nthWeekday = (ordinal == -1 ? -1 : min(max(ordinal, 1), 4), weekday)
        return rule
    }

    /// A yearly rule on a date ("every year on 3 March", "ogni due anni il 3 marzo").
    public static func yearly(month: Int, day: Int, interval: Int = 1) -> RecurrenceRule {
        var rule = RecurrenceRule(frequency: .yearly, interval: interval)
        rule.month = min(max(month, 1), 12)
        rule.monthDay = min(max(day, 1), 31)
        return rule
    }

    private static let codes: [Weekday: String] = [
        .monday: "MO", .tuesday: "TU", .wednesday: "WE", .thursday: "TH", .friday: "FR", .saturday: "SA",
        .sunday: "SU",
    ]

    /// Reads `FREQ=…;INTERVAL=…;BYMONTH=…;BYMONTHDAY=…;BYDAY=…`; nil for anything outside the supported subset.
    public init?(rrule text: String) {
        var frequency: Frequency?
        var interval = 1
        var weekdays: [Weekday] = []
        var nth: NthWeekday?
        var monthDay: Int?
        var month: Int?
        for part in text.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { return nil }
            switch pair[0] {
            case "FREQ": frequency = Frequency(rawValue: pair[1])
            case "INTERVAL":
                guard let value = Int(pair[1]), (1...52).contains(value) else { return nil }
                interval = value
            case "BYMONTHDAY":
                guard let value = Int(pair[1]), (1...31).contains(value) else { return nil }
                monthDay = value
            case "BYMONTH":
                guard let value = Int(pair[1]), (1...12).contains(value) else { return nil }
                month = value
            case "BYDAY":
                for code in pair[1].split(separator: ",") {
                    let name = code.suffix(2)
                    guard let day = Self.codes.first(where: { $0.value == name })?.key else { return nil }
                    if code.count > 2 {
                        guard let ordinal = Int(code.dropLast(2)), [-1, 1, 2, 3, 4].contains(ordinal), nth == nil
                        else { return nil }
                        nth = NthWeekday(ordinal: ordinal, weekday: day)
                    } else {
                        weekdays.append(day)
                    }
                }
            default: return nil
            }
        }
        guard let frequency else { return nil }
        switch frequency {
        case .daily: guard weekdays.isEmpty, nth == nil, monthDay == nil, month == nil else { return nil }
        case .weekly: guard nth == nil, monthDay == nil, month == nil else { return nil }
        case .monthly:
            guard weekdays.isEmpty, month == nil, (monthDay == nil) != (nth == nil) else { return nil }
        case .yearly:
            // A date no year has (30 February, 31 April) never occurs: refused, not read as some other day.
            guard weekdays.isEmpty, nth == nil, let monthDay, let month,
                monthDay <= CalendarDay.length(ofMonth: month, year: 2028)
            else { return nil }
        }
        self.init(frequency: frequency, interval: interval, weekdays: weekdays)
        self.nth = nth
        self.monthDay = monthDay
        self.month = month
    }

    /// The rule as an RRULE string, fields in a fixed order.
    public var description: String {
        var parts = ["FREQ=\(frequency.rawValue)"]
        if interval > 1 { parts.append("INTERVAL=\(interval)") }
        if let month { parts.append("BYMONTH=\(month)") }
        if let monthDay { parts.append("BYMONTHDAY=\(monthDay)") }
        if let nth { parts.append("BYDAY=\(nth.ordinal)\(Self.codes[nth.weekday] ?? "")") }
        if !weekdays.isEmpty { parts.append("BYDAY=" + weekdays.compactMap { Self.codes[$0] }.joined(separator: ",")) }
        return parts.joined(separator: ";")
    }

    /// The first occurrence on or after `day` (today counts when it matches).
    public func firstOccurrence(onOrAfter day: CalendarDay) -> CalendarDay {
        switch frequency {
        case .daily: return day
        case .weekly:
            guard !weekdays.isEmpty else { return day }
            for offset in 0..<7 where weekdays.contains(day.adding(days: offset).weekday) {
                return day.adding(days: offset)
            }
            return day
        case .monthly, .yearly:
            return occurrence(onOrAfter: day, stepping: 1) ?? day
        }
    }

    /// The occurrence after `day`, which is itself an occurrence.
    public func occurrence(after day: CalendarDay) -> CalendarDay {
        switch frequency {
        case .daily:
            return day.adding(days: interval)
        case .weekly:
            guard !weekdays.isEmpty else { return day.adding(days: 7 * interval) }
            // A later weekday in the same week, else the first weekday `interval` weeks on.
            if let later = weekdays.first(where: { $0.rawValue > day.weekday.rawValue }) {
                return day.adding(days: later.rawValue - day.weekday.rawValue)
            }
            let monday = day.adding(days: 1 - day.weekday.rawValue)
            return monday.adding(days: 7 * interval + weekdays[0].rawValue - 1)
        case .monthly, .yearly:
            return occurrence(onOrAfter: day.adding(days: 1), stepping: interval, from: day) ?? day.adding(days: 1)
        }
    }

    /// The first day on or after `day` that the rule names, looking in every `stepping`th month (or year) from the
    /// month (or year) of `start`; nil when none comes within eight years (a rule on 29 February finds one).
    /// Monthly rules look eight years ahead too: a rule on the 31st every other month may skip a few.
    private func occurrence(onOrAfter day: CalendarDay, stepping: Int, from start: CalendarDay? = nil) -> CalendarDay? {
        let start = start ?? day
        if frequency == .yearly, let month {
            for index in 0...8 {
                if let candidate = self.day(inYear: start.year + index * stepping, month: month), candidate >= day {
                    return candidate
                }
            }
            return nil
        }
        for index in 0...96 {
            let count = start.year * 12 + (start.month - 1) + index * stepping
            if let candidate = self.day(inYear: count / 12, month: count % 12 + 1), candidate >= day {
                return candidate
            }
        }
        return nil
    }

    /// The day the rule names in a month: nil when the month has none (31 April, a yearly rule's other months).
    private func day(inYear year: Int, month: Int) -> CalendarDay? {
        if frequency == .yearly, month != self.month { return nil }
        if let monthDay { return CalendarDay(year: year, month: month, day: monthDay) }
        guard let nth, let first = CalendarDay(year: year, month: month, day: 1) else { return nil }
        if nth.ordinal == -1 {
            let last = first.endOfMonth
            return last.adding(days: -((last.weekday.rawValue - nth.weekday.rawValue + 7) % 7))
        }
        let firstMatch = first.adding(days: (nth.weekday.rawValue - first.weekday.rawValue + 7) % 7)
        let candidate = firstMatch.adding(days: 7 * (nth.ordinal - 1))
        return candidate.month == month ? candidate : nil
    }
}
