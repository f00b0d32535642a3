public import DiarioDomain
import Foundation

extension DiarioClock {
    /// The clock the tests use: a fixed local date-time (default Saturday 2026-11-21 10:00) in a fixed zone.
    public static func test(_ localDateTime: String = "2026-11-21T10:00", timeZone: String = "Europe/Rome")
        -> DiarioClock
    {
        let zone = LocalTimeZone(identifier: timeZone)!
        return .fixed(DiarioClock.instant(fromISO: localDateTime, timeZone: zone)!, timeZone: zone)
    }
}

extension CalendarDay {
    /// A day from `YYYY-MM-DD`, for test literals.
    public static func day(_ iso: String) -> CalendarDay { CalendarDay(iso: iso)! }
}
