import DiarioDomain
import Foundation
import Testing

/// Which days have school and which lessons: holidays, breaks, A/B weeks and timetables that change on a date.
@Suite("The school calendar")
struct SchoolCalendarTests {
    static func day(_ iso: String) -> CalendarDay { CalendarDay(iso: iso)! }

    static func lesson(_ weekday: Weekday, _ period: Int, _ subject: String, week: Int? = nil, from: String? = nil)
        -> Lesson
    {
        Lesson(
            weekday: weekday, period: period, start: nil, end: nil, subjectKey: subject, week: week,
            validFrom: from.map(day), createdAt: Date(timeIntervalSince1970: 0))
    }

    @Test("Easter by the computus, the national holidays that hang on it, and the fixed ones")
    func nationalHolidays() {
        // Easter Sundays known from the calendar: 2024-03-31, 2025-04-20, 2026-04-05, 2027-03-28, 2038-04-25.
        for (year, iso) in [
            (2024, "2024-03-31"), (2025, "2025-04-20"), (2026, "2026-04-05"), (2027, "2027-03-28"),
            (2038, "2038-04-25"),
        ] {
            #expect(CalendarDay.easterSunday(in: year) == Self.day(iso))
        }
        #expect(SchoolCalendar.nationalHoliday(on: Self.day("2027-03-29")) == "easter-monday")
        #expect(SchoolCalendar.nationalHoliday(on: Self.day("2026-12-08")) == "immaculate")
        #expect(SchoolCalendar.nationalHoliday(on: Self.day("2026-06-02")) == "republic")
        #expect(SchoolCalendar.nationalHoliday(on: Self.day("2026-12-09")) == nil)
        // 2038: Easter Sunday falls on 25 April; the day is a holiday either way.
        #expect(SchoolCalendar.nationalHoliday(on: Self.day("2038-04-25")) != nil)
    }

    @Test("A/B weeks by calendar week, a break, and the next, nth and last lesson of a subject")
    func rotationAndBreaks() {
        let calendar = SchoolCalendar(
            lessons: [Self.lesson(.monday, 1, "history"), Self.lesson(.tuesday, 5, "geography", week: 2)],
            breaks: [SchoolBreak(name: "Natale", first: Self.day("2026-12-23"), last: Self.day("2027-01-06"))],
            rotation: TimetableRotation(weeks: 2, anyDayOfWeekA: Self.day("2026-11-25")))
        #expect(calendar.week(of: Self.day("2026-11-23")) == 1 && calendar.week(of: Self.day("2026-12-01")) == 2)
        #expect(calendar.week(of: Self.day("2026-11-16")) == 2, "weeks before week A count too")
        #expect(calendar.lessons(on: Self.day("2026-11-24")).isEmpty)
        #expect(calendar.lessons(on: Self.day("2026-12-01")).map(\.subjectKey) == ["geography"])
        #expect(calendar.lessonDay(of: "geography", after: Self.day("2026-12-22")) == Self.day("2027-01-12"))
        #expect(calendar.lessonDay(of: "history", place: 3, after: Self.day("2026-12-14")) == Self.day("2027-01-18"))
        #expect(calendar.lessonDay(of: "history", from: Self.day("2026-11-30")) == Self.day("2026-11-30"))
        #expect(calendar.lastLessonDay(of: "history", before: Self.day("2026-12-25")) == Self.day("2026-12-21"))
        #expect(calendar.lessonDay(of: "latin", after: Self.day("2026-12-01")) == nil)
        #expect(calendar.dayOff(Self.day("2026-12-31")) == .schoolBreak(name: "Natale"))
    }

    @Test("A timetable valid from a date replaces the old one from then on, and the old one answers before")
    func validFrom() {
        let calendar = SchoolCalendar(lessons: [
            Self.lesson(.monday, 1, "history"), Self.lesson(.monday, 1, "latin", from: "2027-02-01"),
        ])
        #expect(calendar.lessons(on: Self.day("2027-01-25")).map(\.subjectKey) == ["history"])
        #expect(calendar.lessons(on: Self.day("2027-02-01")).map(\.subjectKey) == ["latin"])
        #expect(calendar.lessonDay(of: "history", after: Self.day("2027-01-25")) == nil)
    }

    @Test("A cycle of six school days counts Monday to Friday and skips holidays and breaks")
    func cycleOfSchoolDays() {
        let lessons = [1, 2].map {
            Lesson(
                weekday: nil, cycleDay: $0, period: 1, start: nil, end: nil, subjectKey: $0 == 1 ? "math" : "history",
                createdAt: Date(timeIntervalSince1970: 0))
        }
        let calendar = SchoolCalendar(
            lessons: lessons, cycle: SchoolDayCycle(days: 6, firstDay: Self.day("2026-11-23")))
        // 23 Nov is day 1; the weekend is skipped (30 Nov is day 6); 8 December is a holiday: 9 Dec is day 6 again.
        #expect(
            calendar.cycleDay(of: Self.day("2026-11-27")) == 5 && calendar.cycleDay(of: Self.day("2026-11-30")) == 6)
        #expect(
            calendar.cycleDay(of: Self.day("2026-11-28")) == nil && calendar.cycleDay(of: Self.day("2026-12-08")) == nil
        )
        #expect(
            calendar.cycleDay(of: Self.day("2026-12-09")) == 6 && calendar.cycleDay(of: Self.day("2026-12-10")) == 1)
        #expect(calendar.cycleDay(of: Self.day("2026-11-20")) == 6, "days before day 1 count backwards")
        #expect(calendar.lessons(on: Self.day("2026-12-10")).map(\.subjectKey) == ["math"])
        #expect(calendar.lessonDay(of: "history", after: Self.day("2026-12-02")) == Self.day("2026-12-11"))
        #expect(calendar.weeklyHours(on: Self.day("2026-12-01")) == 2 * 5 / 6.0)
    }
}
