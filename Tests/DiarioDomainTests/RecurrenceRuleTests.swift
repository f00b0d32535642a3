import DiarioDomain
import Testing

/// Monthly and yearly rules (issue 39): RFC 5545's meaning, a month without the day having no occurrence.
@Suite("Recurrence rules by month and year")
struct RecurrenceRuleTests {
    func day(_ text: String) -> CalendarDay { CalendarDay(iso: text)! }

    @Test(
        "RRULE text round-trips for every supported shape; shapes outside the subset are refused",
        arguments: [
            "FREQ=MONTHLY;BYMONTHDAY=5", "FREQ=MONTHLY;BYDAY=1MO", "FREQ=MONTHLY;BYDAY=-1FR",
            "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3", "FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=31",
            "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU",
        ])
    func roundTrip(text: String) throws {
        #expect(try #require(RecurrenceRule(rrule: text)).description == text)
    }

    @Test(
        "Refused: a day of the month out of range, an ordinal out of range, a yearly rule without its date",
        arguments: [
            "FREQ=MONTHLY;BYMONTHDAY=32", "FREQ=MONTHLY;BYDAY=5MO", "FREQ=YEARLY;BYMONTHDAY=3", "FREQ=MONTHLY",
            "FREQ=DAILY;BYMONTHDAY=3", "FREQ=MONTHLY;BYDAY=1MO;BYMONTHDAY=2", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30",
            "FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=31",
        ])
    func refused(text: String) {
        #expect(RecurrenceRule(rrule: text) == nil)
    }

    @Test("A day of the month: today counts, and a month without it has no occurrence (31: April is skipped)")
    func monthDay() {
        let fifth = RecurrenceRule.monthly(onDay: 5)
        #expect(fifth.firstOccurrence(onOrAfter: day("2026-11-05")) == day("2026-11-05"))
        #expect(fifth.firstOccurrence(onOrAfter: day("2026-11-06")) == day("2026-12-05"))
        #expect(fifth.occurrence(after: day("2026-12-05")) == day("2027-01-05"))
        let last = RecurrenceRule.monthly(onDay: 31)
        #expect(last.occurrence(after: day("2027-03-31")) == day("2027-05-31"))
        #expect(
            RecurrenceRule.monthly(onDay: 31, interval: 2).occurrence(after: day("2027-01-31")) == day("2027-03-31"))
    }

    @Test("The first Monday and the last Friday of the month")
    func nthWeekday() {
        let firstMonday = RecurrenceRule.monthly(1, .monday)
        #expect(firstMonday.firstOccurrence(onOrAfter: day("2026-11-26")) == day("2026-12-07"))
        #expect(firstMonday.occurrence(after: day("2026-12-07")) == day("2027-01-04"))
        let lastFriday = RecurrenceRule.monthly(-1, .friday)
        #expect(lastFriday.firstOccurrence(onOrAfter: day("2026-11-26")) == day("2026-11-27"))
        #expect(lastFriday.occurrence(after: day("2026-11-27")) == day("2026-12-25"))
    }

    @Test("Every year on a date; 29 February comes every four years")
    func yearly() {
        let march = RecurrenceRule.yearly(month: 3, day: 3)
        #expect(march.firstOccurrence(onOrAfter: day("2026-11-26")) == day("2027-03-03"))
        #expect(march.occurrence(after: day("2027-03-03")) == day("2028-03-03"))
        #expect(RecurrenceRule.yearly(month: 2, day: 29).occurrence(after: day("2028-02-29")) == day("2032-02-29"))
    }
}
