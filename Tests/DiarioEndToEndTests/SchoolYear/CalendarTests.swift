import DiarioTestSupport
import Foundation
import Testing

/// The calendar a phone reads: the iCalendar file read by PyPI's `icalendar`, and a push to Debian's Radicale read
/// back by PyPI's `caldav` (scripts/check-calendar.py, run with `make test`'s virtual environment).
@Suite("The calendar, end to end")
struct CalendarTests {
    let home = TemporaryDirectory()
    var diario: DiarioProcess {
        DiarioProcess(database: home.file("diario.sqlite"), now: "2026-11-25T10:00", home: home.path)
    }

    /// `make test`'s Python with icalendar and caldav (DIARIO_TEST_PYTHON), else the repository's `.venv-test`.
    static var python: String {
        ProcessInfo.processInfo.environment["DIARIO_TEST_PYTHON"]
            ?? DiarioProcess.packageRoot + "/.venv-test/bin/python"
    }

    /// The peer script's JSON lines.
    static func check(_ arguments: [String]) throws -> [[String: Any]] {
        let result = try DiarioProcess.runCommand(
            [python, DiarioProcess.packageRoot + "/scripts/check-calendar.py"] + arguments,
            environment: ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()])
        #expect(result.exitCode == 0, "check-calendar.py \(arguments.first ?? ""): \(result.stderr)")
        return try result.stdout.split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:]
        }
    }

    /// Two lessons (one in week B only), the Christmas break, a test, a homework, a done task.
    func setUp() throws {
        try """
        day,period,subject,room,week
        tuesday,1,math,12,
        tuesday,5,geography,,B
        """.write(toFile: home.file("week.csv"), atomically: true, encoding: .utf8)
        #expect(try diario.run(["timetable", "import", home.file("week.csv")]).exitCode == 0)
        #expect(try diario.run(["timetable", "rotation", "2", "--week-a", "2026-11-23"]).exitCode == 0)
        #expect(try diario.run(["holidays", "add", "Christmas break", "2026-12-23", "2027-01-06"]).exitCode == 0)
        #expect(try diario.run(["add", "verifica di storia venerdì alle 9"]).exitCode == 0)
        #expect(try diario.run(["add", "esercizi di matematica per domani"]).exitCode == 0)
        #expect(try diario.run(["add", "leggere il capitolo 3 per lunedì"]).exitCode == 0)
        #expect(try diario.run(["done", "3"]).exitCode == 0)
    }

    @Test("The file parses with icalendar: to-dos, events, weekly lessons in turns with the holidays left out")
    func fileParses() throws {
        try setUp()
        #expect(try diario.run(["calendar", "export", home.file("a.ics")]).exitCode == 0)
        let items = try Self.check(["parse", home.file("a.ics")])
        let components = items.filter { $0["type"] as? String != "VTIMEZONE" }
        #expect(components.count == 5, "\(components)")
        #expect(items.last?["count"] as? Int == 1 && items.last?["tzid"] as? String == "Europe/Rome")
        let test = try #require(components.first { $0["summary"] as? String == "Verifica di storia" })
        #expect(test["type"] as? String == "VEVENT" && test["start"] as? String == "2026-11-27T09:00:00+01:00")
        let homework = try #require(components.first { $0["summary"] as? String == "Esercizi di matematica" })
        #expect(homework["type"] as? String == "VTODO" && homework["due"] as? String == "2026-11-26")
        let done = try #require(components.first { $0["summary"] as? String == "Leggere il capitolo 3" })
        #expect(done["status"] as? String == "COMPLETED")
        let math = try #require(components.first { $0["summary"] as? String == "Matematica" })
        #expect(math["rrule"] as? String == "FREQ=WEEKLY;UNTIL=20270630T215959Z", "\(math)")
        #expect(math["start"] as? String == "2026-09-01T08:00:00+02:00" && math["tzid"] as? String == "Europe/Rome")
        let mathOff = math["exdates"] as? [String] ?? []
        #expect(mathOff.contains("2026-12-08") && mathOff.contains("2026-12-29") && mathOff.contains("2027-01-05"))
        #expect(!mathOff.contains("2026-12-22") && mathOff.contains("2027-03-30") == false)
        let geography = try #require(components.first { $0["summary"] as? String == "Geografia" })
        let rule = Set((geography["rrule"] as? String ?? "").split(separator: ";").map(String.init))
        #expect(rule == ["FREQ=WEEKLY", "INTERVAL=2", "UNTIL=20270630T215959Z"], "\(geography)")
        #expect(geography["start"] as? String == "2026-09-08T12:00:00+02:00", "week B: 7 September's week")
        // 8 December falls in a week A, when geography is not taught anyway; 29 December is a B in the break.
        #expect((geography["exdates"] as? [String]) == ["2026-12-29"])
        // A second export keeps every UID.
        #expect(try diario.run(["calendar", "export", home.file("b.ics")]).exitCode == 0)
        let again = try Self.check(["parse", home.file("b.ics")]).compactMap { $0["uid"] as? String }
        #expect(Set(again) == Set(components.compactMap { $0["uid"] as? String }) && Set(again).count == 5)
    }

    @Test("Radicale accepts the push; caldav reads back the same items; a second push updates and adds nothing")
    func pushToRadicale() throws {
        try setUp()
        let serverHome = TemporaryDirectory()
        let server = try CalendarServer(directory: serverHome)
        let collection = try #require(
            try DiarioProcess.runCommand(
                [
                    Self.python, DiarioProcess.packageRoot + "/scripts/check-calendar.py", "make", server.baseURL,
                    CalendarServer.user, CalendarServer.password, "scuola",
                ], environment: ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()]
            ).stdout.split(separator: "\n").first.map(String.init))
        let credentials = [
            "DIARIO_CALDAV_USER": CalendarServer.user, "DIARIO_CALDAV_PASSWORD": CalendarServer.password,
        ]
        let pushed = try diario.run(["calendar", "push", collection], extraEnvironment: credentials)
        #expect(pushed.exitCode == 0 && pushed.stdout.contains("5 elementi"), "\(pushed.stdout)\(pushed.stderr)")
        #expect(!pushed.stdout.contains(CalendarServer.password) && !pushed.stderr.contains(CalendarServer.password))
        #expect(try diario.run(["calendar", "export", home.file("a.ics")]).exitCode == 0)
        func summaries(_ items: [[String: Any]]) -> [String: String] {
            Dictionary(
                items.compactMap { item in (item["uid"] as? String).map { ($0, item["summary"] as? String ?? "") } },
                uniquingKeysWith: { first, _ in first })
        }
        let exported = summaries(try Self.check(["parse", home.file("a.ics")]))
        let read = try Self.check(["read", collection, CalendarServer.user, CalendarServer.password])
        #expect(summaries(read) == exported && read.count == 5, "\(read)")
        // Done on the computer, pushed again: the same five, the homework now completed.
        #expect(try diario.run(["done", "2"]).exitCode == 0)
        #expect(try diario.run(["calendar", "push", collection], extraEnvironment: credentials).exitCode == 0)
        let again = try Self.check(["read", collection, CalendarServer.user, CalendarServer.password])
        #expect(again.count == 5 && summaries(again) == exported)
        let homework = again.first { $0["summary"] as? String == "Esercizi di matematica" }
        #expect(homework?["status"] as? String == "COMPLETED")
    }

    @Test("401, 500 and no server: one clear line each, the password never shown, nothing lost")
    func failures() throws {
        try setUp()
        let serverHome = TemporaryDirectory()
        let server = try CalendarServer(directory: serverHome)
        let wrong = try diario.run(
            ["calendar", "push", server.baseURL + "anna/"],
            extraEnvironment: ["DIARIO_CALDAV_USER": "anna", "DIARIO_CALDAV_PASSWORD": "sbagliata"])
        #expect(wrong.exitCode == 1 && wrong.stderr.contains("rifiutato utente o password (401)"), "\(wrong.stderr)")
        #expect(!wrong.stderr.contains("sbagliata"))
        let fake = try FakeChatServer(logDirectory: home)
        let failing = try diario.run(["calendar", "push", "http://127.0.0.1:\(fake.port)/500/scuola/"])
        #expect(
            failing.exitCode == 1 && failing.stderr.contains("ha risposto con un errore (500)"), "\(failing.stderr)")
        let down = try diario.run(["calendar", "push", "http://127.0.0.1:\(try CalendarServer.freePort())/x/"])
        #expect(down.exitCode == 1 && down.stderr.contains("Non riesco a raggiungere"), "\(down.stderr)")
        let notURL = try diario.run(["calendar", "push", "ftp://user:pw@example.org/cal/"])
        #expect(notURL.exitCode == 1 && !notURL.stderr.contains("pw@"), "\(notURL.stderr)")
        #expect(try diario.run(["--json", "list", "--all"]).stdout.contains("Esercizi di matematica"))
    }
}
