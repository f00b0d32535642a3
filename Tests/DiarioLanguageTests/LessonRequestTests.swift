import DiarioDomain
import Testing

@testable import DiarioLanguage

/// Lessons of the timetable told in words, and the lines that only look like them.
@Suite("Lessons in words")
struct LessonRequestTests {
    let router = IntentRouter()
    let today = CalendarDay(iso: "2026-11-25")!

    func lesson(_ line: String) throws -> LessonRequest? {
        guard case .addLesson(let lesson) = try router.route(line, today: today, fallback: .it).request else {
            return nil
        }
        return lesson
    }

    @Test("Weekday, period or time, subject, room and teacher")
    func fields() throws {
        let first = try #require(try lesson("lunedì 1a ora matematica aula 12"))
        #expect(first.weekday == .monday && first.period == 1 && first.subjectKey == "math" && first.room == "12")
        let second = try #require(try lesson("giovedi terza ora storia con la Neri"))
        #expect(second.weekday == .thursday && second.period == 3 && second.teacher == "Neri")
        let third = try #require(try lesson("martedì dalle 9 alle 10 inglese"))
        #expect(third.start == TimeOfDay(hour: 9, minute: 0) && third.end == TimeOfDay(hour: 10, minute: 0))
        let fourth = try #require(try lesson("thursday 8-9 italian"))
        #expect(fourth.start == TimeOfDay(hour: 8, minute: 0) && fourth.end == TimeOfDay(hour: 9, minute: 0))
    }

    @Test("A test at a lesson, a one-off rehearsal, a day to come: no lesson")
    func notLessons() throws {
        #expect(try lesson("verifica di latino alla 3a ora di giovedi") == nil)
        #expect(try lesson("interrogazione di fisica alla 2a ora domani") == nil)
        #expect(try lesson("prove del coro giovedì alle 15") == nil)
        #expect(try lesson("per la prossima lezione di storia lunedì 2a ora") == nil)
    }

    @Test("Timetable shorthand: short weekdays, p4, 3^ ora, ora 4, am and pm, '9 to 11'; a room stops at the weekday")
    func shorthand() throws {
        let p4 = try #require(try lesson("mon p4 chemistry"))
        #expect(p4.weekday == .monday && p4.period == 4)
        #expect(try lesson("mart 3a ora chimica lab 2")?.weekday == .tuesday)
        #expect(try lesson("ven 3^ ora diritto")?.period == 3)
        #expect(try lesson("mercoledi ora 4 diritto ed economia")?.period == 4)
        let afternoon = try #require(try lesson("monday 2-3pm computer science"))
        #expect(afternoon.start == TimeOfDay(hour: 14, minute: 0) && afternoon.end == TimeOfDay(hour: 15, minute: 0))
        let fromTo = try #require(try lesson("pe on tuesdays from 1pm to 3pm"))
        #expect(fromTo.start == TimeOfDay(hour: 13, minute: 0) && fromTo.end == TimeOfDay(hour: 15, minute: 0))
        let lab = try #require(try lesson("physics lab friday 9 to 11"))
        #expect(
            lab.room == "lab" && lab.start == TimeOfDay(hour: 9, minute: 0) && lab.end == TimeOfDay(hour: 11, minute: 0)
        )
        #expect(IntentRouter.twentyFourHour("10am-11am, 12pm, 12am") == "10-11, 12, 0")
        // A range across noon keeps its start in the morning.
        #expect(IntentRouter.twentyFourHour("11-1pm, 10-12pm") == "11-13, 10-12")
    }
}
