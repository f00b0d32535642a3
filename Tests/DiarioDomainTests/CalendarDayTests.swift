import DiarioDomain
import DiarioTestSupport
import Foundation
import Testing

@Suite("Calendar days and the clock")
struct CalendarDayTests {
    @Test("Day numbers round-trip across four centuries and agree with Foundation")
    func dayNumbersRoundTrip() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        for number in stride(from: -50_000, through: 150_000, by: 37) {
            let day = CalendarDay(dayNumber: number)
            #expect(day.dayNumber == number)
            let date = Date(timeIntervalSince1970: Double(number) * 86_400)
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            let expected: [Int] = [parts.year!, parts.month!, parts.day!]
            #expect([day.year, day.month, day.day] == expected)
        }
    }

    @Test("Weekdays start on Monday; 21 November 2026 is a Saturday")
    func weekdays() {
        #expect(CalendarDay.day("2026-11-21").weekday == .saturday)
        #expect(CalendarDay.day("2026-11-23").weekday == .monday)
        #expect(CalendarDay.day("2000-01-01").weekday == .saturday)
    }

    @Test(
        "Impossible dates do not exist",
        arguments: ["2026-02-29", "2026-02-31", "2026-13-01", "2026-00-10", "26-11-21"])
    func impossibleDates(_ text: String) {
        #expect(CalendarDay(iso: text) == nil)
    }

    @Test("Leap days exist only in leap years")
    func leapDays() {
        #expect(CalendarDay(iso: "2028-02-29") != nil)
        #expect(CalendarDay(iso: "2000-02-29") != nil)
        #expect(CalendarDay(iso: "2100-02-29") == nil)
    }

    @Test("Adding months clamps to the month's length")
    func addingMonths() {
        #expect(CalendarDay.day("2026-01-31").adding(months: 1) == .day("2026-02-28"))
        #expect(CalendarDay.day("2026-12-15").adding(months: 1) == .day("2027-01-15"))
        #expect(CalendarDay.day("2026-03-31").adding(months: -1) == .day("2026-02-28"))
    }

    @Test("--now accepts local date-times with or without seconds or an offset")
    func nowValues() throws {
        let rome = LocalTimeZone(identifier: "Europe/Rome")!
        let local = try #require(DiarioClock.instant(fromISO: "2026-11-21T10:00", timeZone: rome))
        #expect(local == DiarioClock.instant(fromISO: "2026-11-21T09:00:00Z", timeZone: rome))
        #expect(local == DiarioClock.instant(fromISO: "2026-11-21T10:00:00+01:00", timeZone: rome))
        #expect(local == DiarioClock.instant(fromISO: "2026-11-21 10:00:00.000", timeZone: rome))
        // Spaces and tabs around it are no part of it (a no-break space is a space); a line end is not a space.
        #expect(local == DiarioClock.instant(fromISO: " \t2026-11-21T10:00\u{00A0} ", timeZone: rome))
        for bad in [
            "tomorrow", "2026-11-21T25:00", "2026-02-30T10:00", "2026-11-21T10", "2026-11-21T10:00+99",
            "2026-11-21T10:00\n", " ",
        ] {
            #expect(DiarioClock.instant(fromISO: bad, timeZone: rome) == nil, "\(bad)")
        }
    }

    @Test("Today is the date of now in the student's time zone")
    func todayFollowsTheTimeZone() {
        let instant = DiarioClock.instant(fromISO: "2026-11-21T23:30:00Z", timeZone: .utc)!
        #expect(DiarioClock.fixed(instant, timeZone: .utc).today == .day("2026-11-21"))
        let rome = LocalTimeZone(identifier: "Europe/Rome")!
        #expect(DiarioClock.fixed(instant, timeZone: rome).today == .day("2026-11-22"))
    }
}
