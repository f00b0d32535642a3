import Foundation

/// A day on the wall calendar (no time, no time zone), as a student writes it in a planner.
public struct CalendarDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, e.g. 2026.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month, 1 to 31.
    public let day: Int

    /// Creates a day when the three numbers name a real date (so 31 February gives nil).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...CalendarDay.length(ofMonth: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD`; nil for anything else or an impossible date.
    public init?(iso text: some StringProtocol) {
        // Read byte by byte: every task row read from the database parses its due day.
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == 0x2D, bytes[7] == 0x2D,  // -
            let year = decimal(bytes[0..<4]), let month = decimal(bytes[5..<7]), let day = decimal(bytes[8..<10])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day as `YYYY-MM-DD`.
    public var iso: String {
        guard (0...9999).contains(year) else { return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) }
        let digits: [UInt8] = [
            digit(year / 1000), digit(year / 100 % 10), digit(year / 10 % 10), digit(year % 10), 0x2D,
            digit(month / 10), digit(month % 10), 0x2D, digit(day / 10), digit(day % 10),
        ]
        return String(decoding: digits, as: UTF8.self)
    }

    public var description: String { iso }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// The number of days in a month, with leap years of the Gregorian calendar.
    public static func length(ofMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// Days since 1970-01-01 (negative before), exact for every Gregorian date.
    public var dayNumber: Int {
        // Howard Hinnant's days_from_civil algorithm.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let shiftedMonth = month > 2 ? month - 3 : month + 9
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day with the given day number (see ``dayNumber``).
    public init(dayNumber: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        self.year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.month = month
        self.day = day
    }

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> CalendarDay {
        CalendarDay(dayNumber: dayNumber + count)
    }

    /// The same day of the month `count` months later, clamped to the month's length.
    public func adding(months count: Int) -> CalendarDay {
        let index = year * 12 + (month - 1) + count
        let newYear = index / 12
        let newMonth = index % 12 + 1
        let newDay = min(day, CalendarDay.length(ofMonth: newMonth, year: newYear))
        return CalendarDay(year: newYear, month: newMonth, day: newDay) ?? self
    }

    /// Whole days from `self` to `other` (positive when `other` is later).
    public func days(until other: CalendarDay) -> Int {
        other.dayNumber - dayNumber
    }

    /// The day of the week; weeks start on Monday.
    public var weekday: Weekday {
        // 1970-01-01 was a Thursday.
        let index = ((dayNumber % 7) + 7 + 3) % 7
        return Weekday.allCases[index]
    }

    /// The last day of this day's month.
    public var endOfMonth: CalendarDay {
        CalendarDay(year: year, month: month, day: CalendarDay.length(ofMonth: month, year: year)) ?? self
    }
}

/// A day of the week, Monday first as in Italian and European calendars.
public enum Weekday: Int, CaseIterable, Sendable {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday
}

/// A time of day to the minute, as written on a planner ("15:30").
public struct TimeOfDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The hour, 0 to 23.
    public let hour: Int
    /// The minute, 0 to 59.
    public let minute: Int

    /// Creates a time when hour and minute are in range.
    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// The time `minutes` after midnight, kept within the day (00:00 to 23:59).
    public init(minutesAfterMidnight minutes: Int) {
        let kept = min(max(minutes, 0), 23 * 60 + 59)
        hour = kept / 60
        minute = kept % 60
    }

    /// Minutes since midnight.
    public var minutesAfterMidnight: Int { hour * 60 + minute }

    /// Parses `HH:MM` (24 h); nil for anything else.
    public init?(iso text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard bytes.count == 5, bytes[2] == 0x3A,  // :
            let hour = decimal(bytes[0..<2]), let minute = decimal(bytes[3..<5])
        else { return nil }
        self.init(hour: hour, minute: minute)
    }

    /// The time as `HH:MM`.
    public var iso: String {
        String(
            decoding: [digit(hour / 10), digit(hour % 10), 0x3A, digit(minute / 10), digit(minute % 10)], as: UTF8.self)
    }

    public var description: String { iso }

    public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool {
        (lhs.hour, lhs.minute) < (rhs.hour, rhs.minute)
    }
}

/// An inclusive range of days, as in "from Monday to Sunday".
public struct DayRange: Hashable, Sendable {
    /// The first day in the range.
    public let first: CalendarDay
    /// The last day in the range (included).
    public let last: CalendarDay

    /// Creates the range; the bounds are swapped when given in the wrong order.
    public init(_ first: CalendarDay, _ last: CalendarDay) {
        self.first = min(first, last)
        self.last = max(first, last)
    }

    /// Whether `day` lies in the range.
    public func contains(_ day: CalendarDay) -> Bool { first <= day && day <= last }

    /// "This week" as seen on `today`: from today to Sunday; on a Saturday or Sunday, through the Sunday after,
    /// since the school week that matters is the one coming.
    public static func schoolWeek(from today: CalendarDay) -> DayRange {
        let sunday = today.adding(days: 7 - today.weekday.rawValue)
        return DayRange(today, today.weekday.rawValue >= 6 ? sunday.adding(days: 7) : sunday)
    }
}

/// `value` in decimal, zero-padded to `width` digits (cheaper than `String(format:)`, which is slow on Linux).
func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
}

/// The ASCII byte of a decimal digit.
@inline(__always)
func digit(_ value: Int) -> UInt8 { UInt8(truncatingIfNeeded: 0x30 + value) }

/// The number that ASCII digits spell; nil when a byte is no digit.
private func decimal(_ digits: ArraySlice<UInt8>) -> Int? {
    var value = 0
    for byte in digits {
        guard (0x30...0x39).contains(byte) else { return nil }
        value = value * 10 + Int(byte - 0x30)
    }
    return value
}
