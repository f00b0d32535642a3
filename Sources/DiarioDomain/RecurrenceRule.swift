/// How a task repeats: the subset of iCalendar's RRULE that a school planner needs
/// (`FREQ=DAILY`, `FREQ=WEEKLY;BYDAY=MO`, `FREQ=WEEKLY;INTERVAL=2;BYDAY=FR`).
public struct RecurrenceRule: Hashable, Sendable, CustomStringConvertible {
    /// How often the rule repeats.
    public enum Frequency: String, Sendable {
        case daily = "DAILY"
        case weekly = "WEEKLY"
    }

    /// Daily or weekly.
    public var frequency: Frequency
    /// Every `interval` days or weeks (1 = every, 2 = every other).
    public var interval: Int
    /// For weekly rules, the days of the week it falls on; empty means "the weekday of the first occurrence".
    public var weekdays: [Weekday]

    /// Creates a rule; the interval is at least 1 and the weekdays are kept in week order.
    public init(frequency: Frequency, interval: Int = 1, weekdays: [Weekday] = []) {
        self.frequency = frequency
        self.interval = max(1, interval)
        self.weekdays = Array(Set(weekdays)).sorted { $0.rawValue < $1.rawValue }
    }

    private static let codes: [Weekday: String] = [
        .monday: "MO", .tuesday: "TU", .wednesday: "WE", .thursday: "TH", .friday: "FR", .saturday: "SA",
        .sunday: "SU",
    ]

    /// Reads `FREQ=…;INTERVAL=…;BYDAY=…`; nil for anything outside the supported subset.
    public init?(rrule text: String) {
        var frequency: Frequency?
        var interval = 1
        var weekdays: [Weekday] = []
        for part in text.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { return nil }
            switch pair[0] {
            case "FREQ": frequency = Frequency(rawValue: pair[1])
            case "INTERVAL":
                guard let value = Int(pair[1]), (1...52).contains(value) else { return nil }
                interval = value
            case "BYDAY":
                for code in pair[1].split(separator: ",") {
                    guard let day = Self.codes.first(where: { $0.value == code })?.key else { return nil }
                    weekdays.append(day)
                }
            default: return nil
            }
        }
        guard let frequency, frequency == .weekly || weekdays.isEmpty else { return nil }
        self.init(frequency: frequency, interval: interval, weekdays: weekdays)
    }

    /// The rule as an RRULE string, fields in a fixed order.
    public var description: String {
        var parts = ["FREQ=\(frequency.rawValue)"]
        if interval > 1 { parts.append("INTERVAL=\(interval)") }
        if !weekdays.isEmpty { parts.append("BYDAY=" + weekdays.compactMap { Self.codes[$0] }.joined(separator: ",")) }
        return parts.joined(separator: ";")
    }

    /// The first occurrence on or after `day` (today counts when it matches).
    public func firstOccurrence(onOrAfter day: CalendarDay) -> CalendarDay {
        guard frequency == .weekly, !weekdays.isEmpty else { return day }
        for offset in 0..<7 where weekdays.contains(day.adding(days: offset).weekday) {
            return day.adding(days: offset)
        }
        return day
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
        }
    }
}
