/// A POSIX time-zone rule (`CET-1CEST,M3.5.0,M10.5.0/3`): a standard offset, and optionally a daylight-saving offset
/// with the two yearly changes. TZif files end with one for the years after their table (RFC 8536, section 3.3).
struct DaylightRule: Sendable, Hashable {
    /// Seconds east of UTC in standard time.
    let standardOffset: Int32
    /// Seconds east of UTC in daylight-saving time, and when it starts and ends; nil for a zone without it.
    let daylight: Daylight?

    struct Daylight: Sendable, Hashable {
        let offset: Int32
        let start: ChangeDay
        /// Local time of the change, in seconds after midnight (may be negative or past 24 h, RFC 8536).
        let startTime: Int
        let end: ChangeDay
        let endTime: Int
    }

    /// A day of the year on which the clocks change.
    enum ChangeDay: Sendable, Hashable {
        /// `Jn`: day 1 to 365, February 29 never counted.
        case julian(Int)
        /// `n`: day 0 to 365, February 29 counted.
        case zeroBased(Int)
        /// `Mm.w.d`: weekday d (0 Sunday) of week w (5 the last) of month m.
        case monthWeekDay(month: Int, week: Int, weekday: Int)

        /// The day in `year`.
        func day(in year: Int) -> CalendarDay {
            let january1 = CalendarDay(year: year, month: 1, day: 1)!
            switch self {
            case .julian(let number):
                let leapShift = CalendarDay.isLeap(year) && number >= 60 ? 1 : 0
                return january1.adding(days: number - 1 + leapShift)
            case .zeroBased(let number):
                return january1.adding(days: number)
            case .monthWeekDay(let month, let week, let weekday):
                let first = CalendarDay(year: year, month: month, day: 1)!
                // Day number 0 (1970-01-01) was a Thursday: weekday 4 with Sunday 0.
                let firstWeekday = ((first.dayNumber % 7) + 7 + 4) % 7
                var day = 1 + (weekday - firstWeekday + 7) % 7 + (week - 1) * 7
                let length = CalendarDay.length(ofMonth: month, year: year)
                while day > length { day -= 7 }
                return CalendarDay(year: year, month: month, day: day)!
            }
        }
    }

    /// The offset in force at `second` (seconds since 1970, UTC).
    func offset(atSecond second: Int64) -> Int32 {
        guard let daylight else { return standardOffset }
        let year = localYear(atSecond: second)
        let (start, end) = changes(in: year, daylight)
        let inDaylight = start < end ? (second >= start && second < end) : !(second >= end && second < start)
        return inDaylight ? daylight.offset : standardOffset
    }

    /// The first change after `second`; nil for a zone without daylight-saving time.
    func nextChange(after second: Int64) -> Int64? {
        guard let daylight else { return nil }
        let year = localYear(atSecond: second)
        let candidates = [year, year + 1].flatMap { year -> [Int64] in
            let (start, end) = changes(in: year, daylight)
            return [start, end]
        }
        return candidates.filter { $0 > second }.min()
    }

    /// The year of `second` in standard time.
    private func localYear(atSecond second: Int64) -> Int {
        let local = second + Int64(standardOffset)
        return CalendarDay(dayNumber: Int(local >= 0 ? local / 86_400 : (local - 86_399) / 86_400)).year
    }

    /// The instants daylight-saving time starts and ends in `year`: the start is read in standard time, the end in
    /// daylight time.
    private func changes(in year: Int, _ daylight: Daylight) -> (start: Int64, end: Int64) {
        let start =
            Int64(daylight.start.day(in: year).dayNumber) * 86_400 + Int64(daylight.startTime)
            - Int64(standardOffset)
        let end =
            Int64(daylight.end.day(in: year).dayNumber) * 86_400 + Int64(daylight.endTime)
            - Int64(daylight.offset)
        return (start, end)
    }
}

extension DaylightRule {
    /// Parses a POSIX `TZ` rule; nil when `text` is not one.
    init?(posix text: String) {
        var scanner = RuleScanner(bytes: Array(text.utf8))
        guard scanner.name(), let standard = scanner.offset() else { return nil }
        standardOffset = Int32(-standard)
        guard !scanner.atEnd else {
            daylight = nil
            return
        }
        guard scanner.name() else { return nil }
        let daylightOffset = scanner.peekIsOffsetStart ? scanner.offset().map { -$0 } : -standard + 3_600
        guard let daylightOffset else { return nil }
        let start: (ChangeDay, Int)
        let end: (ChangeDay, Int)
        if scanner.atEnd {
            // No rule given: the United States' rule, as the C library assumes.
            start = (.monthWeekDay(month: 3, week: 2, weekday: 0), 7_200)
            end = (.monthWeekDay(month: 11, week: 1, weekday: 0), 7_200)
        } else {
            guard scanner.take(","), let first = scanner.change(), scanner.take(","), let second = scanner.change(),
                scanner.atEnd
            else { return nil }
            start = first
            end = second
        }
        daylight = Daylight(
            offset: Int32(daylightOffset), start: start.0, startTime: start.1, end: end.0, endTime: end.1)
    }
}

/// Reads the parts of a POSIX `TZ` rule.
private struct RuleScanner {
    let bytes: [UInt8]
    var position = 0

    var atEnd: Bool { position == bytes.count }

    var peekIsOffsetStart: Bool {
        guard position < bytes.count else { return false }
        let byte = bytes[position]
        return byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte)
    }

    mutating func take(_ character: Character) -> Bool {
        guard position < bytes.count, bytes[position] == character.asciiValue else { return false }
        position += 1
        return true
    }

    /// A zone abbreviation: three or more letters, or anything between `<` and `>`.
    mutating func name() -> Bool {
        if take("<") {
            guard let close = bytes[position...].firstIndex(of: UInt8(ascii: ">")), close > position else {
                return false
            }
            position = close + 1
            return true
        }
        let start = position
        while position < bytes.count, (0x41...0x5A).contains(bytes[position] & 0xDF) { position += 1 }
        return position - start >= 3
    }

    /// `[+|-]hh[:mm[:ss]]` as seconds, sign kept as written (POSIX counts west as positive).
    mutating func offset() -> Int? {
        let negative = take("-")
        if !negative { _ = take("+") }
        guard let seconds = clock(maximumHours: 24) else { return nil }
        return negative ? -seconds : seconds
    }

    /// `hh[:mm[:ss]]` as seconds.
    mutating func clock(maximumHours: Int) -> Int? {
        guard let hours = number(), hours <= maximumHours else { return nil }
        var seconds = hours * 3_600
        if take(":") {
            guard let minutes = number(), minutes < 60 else { return nil }
            seconds += minutes * 60
            if take(":") {
                guard let rest = number(), rest < 60 else { return nil }
                seconds += rest
            }
        }
        return seconds
    }

    /// A change: its day, then `/time` (02:00 when absent; RFC 8536 allows -167 to 167 hours).
    mutating func change() -> (DaylightRule.ChangeDay, Int)? {
        let day: DaylightRule.ChangeDay
        if take("M") {
            guard let month = number(), (1...12).contains(month), take("."), let week = number(),
                (1...5).contains(week),
                take("."), let weekday = number(), (0...6).contains(weekday)
            else { return nil }
            day = .monthWeekDay(month: month, week: week, weekday: weekday)
        } else if take("J") {
            guard let number = number(), (1...365).contains(number) else { return nil }
            day = .julian(number)
        } else {
            guard let number = number(), (0...365).contains(number) else { return nil }
            day = .zeroBased(number)
        }
        guard take("/") else { return (day, 7_200) }
        let negative = take("-")
        if !negative { _ = take("+") }
        guard let time = clock(maximumHours: 167) else { return nil }
        return (day, negative ? -time : time)
    }

    mutating func number() -> Int? {
        let start = position
        var value = 0
        while position < bytes.count, (0x30...0x39).contains(bytes[position]), position - start < 4 {
            value = value * 10 + Int(bytes[position] - 0x30)
            position += 1
        }
        return position > start ? value : nil
    }
}
