import DiarioDomain
import Foundation
import Testing

@testable import DiarioLanguage

/// Due dates named by lessons: the phrase, what it leaves in the title, and the lines that only mention a lesson.
@Suite("Due dates from lessons")
struct LessonDueTests {
    let today = CalendarDay(iso: "2026-11-25")!

    /// History on Mondays and Wednesdays, latin on Tuesdays and Thursdays; the 8 December holiday.
    var router: IntentRouter {
        var router = IntentRouter()
        let lessons = [(Weekday.monday, "history"), (.wednesday, "history"), (.tuesday, "latin"), (.thursday, "latin")]
            .map {
                Lesson(
                    weekday: $0.0, period: 1, start: nil, end: nil, subjectKey: $0.1,
                    createdAt: Date(timeIntervalSince1970: 0))
            }
        router.timetable = { SchoolCalendar(lessons: lessons) }
        return router
    }

    func task(_ line: String, with router: IntentRouter? = nil) throws -> ParsedTask? {
        guard case .addTask(let task) = try (router ?? self.router).route(line, today: today, fallback: .it).request
        else { return nil }
        return task
    }

    @Test("Which lesson: next, nth from today, after next, on a day, last before a day")
    func places() throws {
        let next = try #require(try task("per la prossima lezione di storia leggere il capitolo 5"))
        #expect(next.dueDate == CalendarDay(iso: "2026-11-30") && next.title == "Leggere il capitolo 5")
        #expect(next.subjectKey == "history" && next.lesson?.place == 1)
        #expect(
            try task("latin translation for the second latin class from today")?.dueDate
                == CalendarDay(iso: "2026-12-01"))
        #expect(
            try task("ripassare per la lezione di latino dopo la prossima")?.dueDate == CalendarDay(iso: "2026-12-01"))
        #expect(
            try task("versione per la lezione di latino di giovedì della settimana prossima")?.dueDate
                == CalendarDay(iso: "2026-12-03"))
        // Tuesday 8 December is a holiday: the last latin lesson before the 9th is Thursday 3rd.
        #expect(
            try task("verifica all'ultima lezione di latino prima del 9 dicembre")?.dueDate
                == CalendarDay(iso: "2026-12-03"))
        let english = try #require(try task("read the poem for the next history lesson"))
        #expect(english.title == "Read the poem" && english.dueDate == CalendarDay(iso: "2026-11-30"))
    }

    @Test("The subject of the task stands for a lesson without one; no timetable leaves the day to the app")
    func subjectsAndNoTimetable() throws {
        #expect(try task("compiti di storia per la prox lezione")?.dueDate == CalendarDay(iso: "2026-11-30"))
        let unknown = try #require(try task("compiti di storia per la prox lezione", with: IntentRouter()))
        #expect(unknown.dueDate == nil && unknown.lesson != nil && unknown.title == "Compiti di storia")
    }

    @Test("A lesson mentioned, not named as a due date, is left alone")
    func mentions() throws {
        let plain = try #require(try task("ho lezione di storia domani, ripassare Napoleone"))
        #expect(plain.lesson == nil && plain.dueDate == CalendarDay(iso: "2026-11-26"))
        #expect(try task("history class notes to copy")?.lesson == nil)
        #expect(try task("l'ultima lezione di storia era noiosa")?.lesson == nil)
        // A chapter of a book, a numbered lesson, a class trip with its own day: no lesson's day.
        #expect(try task("ripassa la prima lezione di storia")?.lesson == nil)
        #expect(try task("studia la terza lezione del libro")?.lesson == nil)
        #expect(try task("do the exercises for lesson 4 by friday")?.dueDate == CalendarDay(iso: "2026-11-27"))
        let trip = try #require(try task("pay for the class trip by friday"))
        #expect(trip.lesson == nil && trip.dueDate == CalendarDay(iso: "2026-11-27"))
    }
}
