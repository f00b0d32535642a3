public import Foundation

/// The one source of "now" for the whole program: live in use, fixed in tests and with `--now`.
public struct DiarioClock: Sendable {
    /// The current instant.
    public var now: @Sendable () -> Date
    /// The student's time zone, which decides what "today" is.
    public var timeZone: LocalTimeZone

    /// Creates a clock from a source of instants and a time zone.
    public init(timeZone: LocalTimeZone, now: @escaping @Sendable () -> Date) {
        self.now = now
        self.timeZone = timeZone
    }

    /// The machine's clock in the time zone the process's environment names (`TZ`, else `/etc/localtime`).
    public static var live: DiarioClock {
        DiarioClock(timeZone: .current(environment: ProcessInfo.processInfo.environment)) { Date() }
    }

    /// A clock that always answers `instant`.
    public static func fixed(_ instant: Date, timeZone: LocalTimeZone) -> DiarioClock {
        DiarioClock(timeZone: timeZone) { instant }
    }

    /// Today's date in the student's time zone.
    public var today: CalendarDay { localDayAndTime(of: now()).day }

    /// The current time of day, to the minute, in the student's time zone.
    public var timeOfDay: TimeOfDay { localDayAndTime(of: now()).time }

    /// The calendar day and time of day of an instant in the student's time zone.
    public func localDayAndTime(of instant: Date) -> (day: CalendarDay, time: TimeOfDay) {
        let (day, second) = timeZone.local(instant)
        return (day, TimeOfDay(hour: second / 3_600, minute: second % 3_600 / 60) ?? TimeOfDay(hour: 0, minute: 0)!)
    }

    /// Reads the value of `--now` / `DIARIO_NOW`: an ISO 8601 local date-time, with or without seconds
    /// or an offset ("2026-11-21T10:00", "2026-11-21T10:00:30", "2026-11-21T10:00+01:00"); a date alone
    /// means its midnight. Nil when the text is not such a date-time.
    public static func instant(fromISO text: String, timeZone: LocalTimeZone) -> Date? {
        // Spaces and tabs as `CharacterSet.whitespaces` has them, without Foundation's character set: making that set
        // was a twentieth of a cold `list` run with `DIARIO_NOW`.
        func isSpace(_ character: Character) -> Bool {
            character.unicodeScalars.allSatisfy { $0 == "\t" || $0.properties.generalCategory == .spaceSeparator }
        }
        var text = Substring(text)
        while let first = text.first, isSpace(first) { text.removeFirst() }
        while let last = text.last, isSpace(last) { text.removeLast() }
        let datePart = text.prefix(10)
        guard let day = CalendarDay(iso: datePart) else { return nil }
        var rest = text.dropFirst(10)
        var hour = 0
        var minute = 0
        var second = 0
        var zone = timeZone
        if let separator = rest.first {
            guard separator == "T" || separator == " " else { return nil }
            rest = rest.dropFirst()
            let clock = rest.prefix { $0.isNumber || $0 == ":" }
            let fields = clock.split(separator: ":", omittingEmptySubsequences: false)
            guard (2...3).contains(fields.count), fields.allSatisfy({ $0.count == 2 }),
                let h = Int(fields[0]), let m = Int(fields[1]), (0...23).contains(h), (0...59).contains(m)
            else { return nil }
            hour = h
            minute = m
            if fields.count == 3 {
                guard let s = Int(fields[2]), (0...59).contains(s) else { return nil }
                second = s
            }
            rest = rest.dropFirst(clock.count)
            if rest.first == "." {  // fractional seconds are accepted and dropped
                rest = rest.dropFirst().drop { $0.isNumber }
            }
            if !rest.isEmpty {
                guard let offset = Self.offsetSeconds(rest) else { return nil }
                zone = .fixed(secondsFromGMT: offset)
            }
        }
        return zone.instant(on: day, at: hour * 3_600 + minute * 60 + second)
    }

    /// "Z", "+01:00", "+0100", "-05" as seconds east of UTC.
    private static func offsetSeconds(_ text: Substring) -> Int? {
        if text == "Z" || text == "z" { return 0 }
        guard let sign = text.first, sign == "+" || sign == "-" else { return nil }
        let digits = text.dropFirst().filter { $0 != ":" }
        guard digits.allSatisfy(\.isNumber), digits.count == 2 || digits.count == 4,
            let hours = Int(digits.prefix(2)),
            let minutes = Int(digits.dropFirst(2).isEmpty ? "0" : digits.dropFirst(2)),
            hours <= 14, minutes < 60
        else { return nil }
        let total = hours * 3600 + minutes * 60
        return sign == "-" ? -total : total
    }
}
