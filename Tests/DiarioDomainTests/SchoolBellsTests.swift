import DiarioDomain
import Foundation
import Testing

/// The school's clock: bell times as students type them, the first and last day of lessons, and what they change in
/// the school calendar (lesson times, hours missed, days off).
@Suite("Bells and days of lessons")
struct SchoolBellsTests {
    static func day(_ iso: String) -> CalendarDay { CalendarDay(iso: iso)! }
    static func time(_ iso: String) -> TimeOfDay { TimeOfDay(iso: iso)! }

    func spans(_ words: [String]) -> String? { SchoolBells.parse(words)?.stored }

    @Test("Times in order (the last ends the last period), spans with breaks between, both mixed; 8.00 and 8 read")
    func parsing() {
        #expect(spans(["8:00", "8:55", "9:50"]) == "08:00-08:55 08:55-09:50")
        #expect(spans(["8:00 8:55 9:50"]) == "08:00-08:55 08:55-09:50")
        #expect(spans(["8.00-8.55", "9:05-10"]) == "08:00-08:55 09:05-10:00")
        #expect(spans(["8:00-8:50", "9:00", "9:50", "10:40"]) == "08:00-08:50 09:00-09:50 09:50-10:40")
        #expect(spans(["8:00", "8:50", "9:00-9:50"]) == "08:00-08:50 08:50-09:00 09:00-09:50")
        #expect(spans(["08:00–08:50", "08:50–09:40"]) == "08:00-08:50 08:50-09:40", "what the bells show reads back")
    }

    @Test("Not bells: one time, times going back, overlapping spans, a span with nothing after a lone time, words")
    func refusals() {
        #expect(spans(["8:00"]) == nil)
        #expect(spans(["9:00", "8:00"]) == nil)
        #expect(spans(["8:00-9:00", "8:30-9:30"]) == nil)
        #expect(spans(["8:00-8:55", "9:05"]) == nil)
        #expect(spans(["otto", "nove"]) == nil)
        #expect(spans(["25:00", "26:00"]) == nil)
        #expect(spans((0...11).map { "\(8 + $0):00" }) == nil, "eleven periods")
        #expect(SchoolBells(stored: "08:00-08:55 08:55-09:50")?.periods.count == 2)
        #expect(SchoolBells(stored: "08:00 garbage") == nil)
    }

    @Test("A lesson known by its period starts and ends at its bell; one with its own time keeps it; no bells: 8 + 1 h")
    func lessonTimes() throws {
        let bells = try #require(SchoolBells.parse(["8:00", "8:50", "9:40", "10:40"]))
        let second = Lesson(
            weekday: .monday, period: 2, start: nil, end: nil, subjectKey: "math",
            createdAt: Date(timeIntervalSince1970: 0))
        let timed = Lesson(
            weekday: .monday, period: 3, start: Self.time("09:45"), end: nil, subjectKey: "latin",
            createdAt: Date(timeIntervalSince1970: 0))
        let withBells = SchoolCalendar(lessons: [second, timed], bells: bells)
        #expect(withBells.start(of: second) == Self.time("08:50") && withBells.end(of: second) == Self.time("09:40"))
        #expect(withBells.start(of: timed) == Self.time("09:45") && withBells.end(of: timed) == Self.time("10:45"))
        let without = SchoolCalendar(lessons: [second])
        #expect(without.start(of: second) == Self.time("09:00") && without.end(of: second) == Self.time("10:00"))
        // Late at 8:55: with the bells the second period had begun; without them it had not.
        let monday = Self.day("2026-11-30")
        #expect(withBells.hoursMissed(on: monday, kind: .late, time: Self.time("08:55")) == 1)
        #expect(without.hoursMissed(on: monday, kind: .late, time: Self.time("08:55")) == 0)
    }

    @Test("Days of lessons: none before the first or after the last in that school year; other years untouched")
    func lessonDays() throws {
        let days = try #require(LessonDays(first: Self.day("2026-09-14"), last: Self.day("2027-06-08")))
        let calendar = SchoolCalendar(
            lessons: [
                Lesson(
                    weekday: .friday, period: 1, start: nil, end: nil, subjectKey: "math",
                    createdAt: Date(timeIntervalSince1970: 0))
            ], lessonDays: days)
        #expect(calendar.dayOff(Self.day("2026-09-11")) == .outsideLessons)
        #expect(calendar.dayOff(Self.day("2026-09-14")) == nil)
        #expect(calendar.dayOff(Self.day("2027-06-09")) == .outsideLessons)
        #expect(calendar.dayOff(Self.day("2027-09-17")) == nil, "the next school year is not these days' to say")
        #expect(calendar.lessonDay(of: "math", after: Self.day("2027-06-01")) == Self.day("2027-06-04"))
        #expect(calendar.lessonDay(of: "math", after: Self.day("2027-06-04")) == Self.day("2027-09-03"))
        #expect(LessonDays(first: Self.day("2027-06-08"), last: Self.day("2026-09-14")) == nil)
        #expect(LessonDays(first: Self.day("2026-09-14"), last: Self.day("2027-12-14")) == nil)
        #expect(LessonDays(first: Self.day("2026-06-01"), last: Self.day("2026-09-20")) == nil, "two school years")
    }
}
