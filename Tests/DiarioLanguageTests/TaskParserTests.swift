import DiarioDomain
import DiarioLanguage
import DiarioTestSupport
import Testing

@Suite("Reading a planner line")
struct TaskParserTests {
    let parser = NaturalLanguageTaskParser()
    let saturday = CalendarDay.day("2026-11-21")

    func parse(_ line: String, today: CalendarDay? = nil) throws -> ParsedTask {
        try parser.parse(line, today: today ?? saturday)
    }

    @Test("The issue's example: math homework due Friday")
    func mathHomework() throws {
        let task = try parse("math homework due Friday")
        #expect(
            task
                == ParsedTask(
                    title: "Math homework", subjectKey: "math", kind: .homework,
                    dueDate: .day("2026-11-27"), dueTime: nil, priority: .medium))
    }

    @Test("Italian with next week's weekday and a time")
    func italianNextWeek() throws {
        let task = try parse("verifica di storia martedì prossimo alle 14:30")
        #expect(task.title == "Verifica di storia")
        #expect(task.subjectKey == "history")
        #expect(task.kind == .test)
        #expect(task.dueDate == .day("2026-11-24"))
        #expect(task.dueTime == TimeOfDay(hour: 14, minute: 30))
    }

    @Test(
        "Weekdays are strictly after today; next weekday is in next calendar week",
        arguments: [
            ("friday", "2026-11-27"), ("sabato", "2026-11-28"), ("per ven", "2026-11-27"),
            ("next monday", "2026-11-23"), ("il prossimo venerdì", "2026-11-27"), ("domani", "2026-11-22"),
            ("dopodomani", "2026-11-23"), ("the day after tomorrow", "2026-11-23"), ("next week", "2026-11-23"),
            ("tra due settimane", "2026-12-05"), ("in 3 days", "2026-11-24"), ("27/11", "2026-11-27"),
            ("12/14", "2026-12-14"), ("2027-01-15", "2027-01-15"), ("20/11", "2027-11-20"),
            ("27 novembre", "2026-11-27"), ("Nov 27th", "2026-11-27"), ("sabato 5 dicembre", "2026-12-05"),
        ])
    func dates(_ pair: (String, String)) throws {
        #expect(try parse("compiti \(pair.0)").dueDate == .day(pair.1))
    }

    @Test("Numbers that are not dates stay in the title")
    func countsStay() throws {
        let task = try parse("read pages 10-20 of chapter 5")
        #expect(task.dueDate == nil)
        #expect(task.title == "Read pages 10-20 of chapter 5")
        #expect(try parse("esercizi 3 e 4 pag. 112").title == "Esercizi 3 e 4 pag. 112")
    }

    @Test("A date that cannot exist is an error, never a default", arguments: ["compiti 31/02", "test 30/02/2027"])
    func impossible(_ line: String) {
        #expect(throws: LanguageError.self) { try parse(line) }
    }

    @Test("Quoted text is never read for dates or subjects")
    func quoted() throws {
        let task = try parse("read \"Tuesdays with Morrie\" for english")
        #expect(task.dueDate == nil)
        #expect(task.subjectKey == "english")
        #expect(task.kind == .reading)
    }

    @Test("Priority words leave the title; a negated word is not itself")
    func priority() throws {
        let urgent = try parse("urgente: ricerca di geografia per domani")
        #expect(urgent.priority == .high)
        #expect(urgent.title == "Ricerca di geografia")
        #expect(try parse("ripasso di inglese non urgente").priority == .low)
        #expect(try parse("physics exercises!!").priority == .high)
    }

    @Test("Fillers at the start leave the title")
    func fillers() throws {
        #expect(try parse("remind me to study for the music test friday").title == "Study for the music test")
        #expect(try parse("devo fare i compiti di mate per domani").title == "Fare i compiti di mate")
    }

    @Test("Lines longer than 10,000 characters are refused")
    func tooLong() {
        #expect(throws: LanguageError.lineTooLong(maxLength: 10_000)) {
            try parse(String(repeating: "a", count: 10_001))
        }
    }
}
