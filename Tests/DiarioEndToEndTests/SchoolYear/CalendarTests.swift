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
    /// The same diary before the school year starts, when a school's calendar is all ahead.
    var september: DiarioProcess {
        DiarioProcess(database: home.file("diario.sqlite"), now: "2026-09-01T10:00", home: home.path)
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

    /// A collection on the server, made as a phone's app would (Radicale) or the one Xandikos makes.
    static func collection(on server: CalendarServer, _ software: CalendarServer.Software) throws -> String {
        guard software == .radicale else { return server.xandikosCalendar }
        let made = try DiarioProcess.runCommand(
            [
                python, DiarioProcess.packageRoot + "/scripts/check-calendar.py", "make", server.baseURL,
                CalendarServer.user, CalendarServer.password, "scuola",
            ], environment: ["PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory()])
        return try #require(made.stdout.split(separator: "\n").first.map(String.init), "\(made.stderr)")
    }

    /// One JSON object from a command's `--json` output.
    func json(_ arguments: [String], _ environment: [String: String], on process: DiarioProcess? = nil) throws
        -> [String: Any]
    {
        let result = try (process ?? diario).run(["--json"] + arguments, extraEnvironment: environment)
        #expect(result.exitCode == 0, "\(arguments): \(result.stderr)")
        let line = result.stdout.split(separator: "\n").last.map(String.init) ?? ""
        return try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
    }

    @Test(
        "Push; a phone ticks a to-do and deletes an event; pull; push: the server holds what Diario holds, and a second pull and push change nothing",
        arguments: [CalendarServer.Software.radicale, .xandikos])
    func roundTrip(software: CalendarServer.Software) throws {
        try setUp()
        let serverHome = TemporaryDirectory()
        let server = try CalendarServer(directory: serverHome, software: software)
        let collection = try Self.collection(on: server, software)
        let credentials = [
            "DIARIO_CALDAV_USER": CalendarServer.user, "DIARIO_CALDAV_PASSWORD": CalendarServer.password,
        ]
        let phone = [collection, CalendarServer.user, CalendarServer.password]
        let pushed = try diario.run(["calendar", "push", collection], extraEnvironment: credentials)
        #expect(pushed.exitCode == 0 && pushed.stdout.contains("5 aggiunti"), "\(pushed.stdout)\(pushed.stderr)")
        #expect(!pushed.stdout.contains(CalendarServer.password) && !pushed.stderr.contains(CalendarServer.password))
        func uids(_ items: [[String: Any]]) -> [String: String] {
            Dictionary(
                items.compactMap { item in (item["summary"] as? String).map { ($0, item["uid"] as? String ?? "") } },
                uniquingKeysWith: { first, _ in first })
        }
        let first = uids(try Self.check(["read"] + phone))
        #expect(first.count == 5, "\(first)")
        let homework = try #require(first["Esercizi di matematica"])
        let test = try #require(first["Verifica di storia"])

        // The phone ticks the homework and deletes the test; Diario deletes the reading it had done.
        _ = try Self.check(["tick"] + phone + [homework])
        _ = try Self.check(["delete"] + phone + [test])
        #expect(try diario.run(["delete", "3"]).exitCode == 0)
        // Pushing before pulling writes nothing over the phone's tick.
        let early = try json(["calendar", "push", collection], credentials)
        #expect(early["kept_on_server"] as? Int == 1 && early["updated"] as? Int == 0, "\(early)")
        let pulled = try json(["calendar", "pull", collection], credentials)
        #expect(pulled["ticked"] as? Int == 1 && pulled["tests_added"] as? Int == 0, "\(pulled)")
        #expect(pulled["deleted_on_phone"] as? Int == 0, "the early push sent the test again: \(pulled)")
        let tasks = try diario.run(["--json", "list", "--all"]).stdout
        #expect(!tasks.contains("Esercizi di matematica"), "done now: \(tasks)")
        let after = try json(["calendar", "push", collection], credentials)
        #expect(after["updated"] as? Int == 1 && after["kept_on_server"] as? Int == 0, "\(after)")

        // Diario and the server agree on every item.
        #expect(try diario.run(["calendar", "export", home.file("a.ics")]).exitCode == 0)
        let exported = try Self.check(["parse", home.file("a.ics")]).filter { $0["type"] as? String != "VTIMEZONE" }
        let read = try Self.check(["read"] + phone)
        #expect(uids(read) == uids(exported) && read.count == 4, "\(read)")
        #expect(read.first { $0["uid"] as? String == homework }?["status"] as? String == "COMPLETED")
        #expect(read.contains { $0["uid"] as? String == test }, "Diario still holds the test")

        // Again: nothing to do either way.
        let again = try json(["calendar", "pull", collection], credentials)
        #expect(again["ticked"] as? Int == 0 && again["tests_added"] as? Int == 0, "\(again)")
        let quiet = try json(["calendar", "push", collection], credentials)
        #expect(
            quiet["added"] as? Int == 0 && quiet["updated"] as? Int == 0 && quiet["removed"] as? Int == 0
                && quiet["unchanged"] as? Int == 4, "\(quiet)")
    }

    @Test(
        "A school's published calendar (written blind): its tests filed with the right subject and day, once",
        arguments: ["school-3b", "closed/school-2c"])
    func schoolCalendar(name: String) throws {
        let fixture = Fixtures.path("calendar/\(name).ics")
        let score = try score(pulling: fixture, key: Fixtures.path("calendar/\(name).expected.jsonl"))
        #expect(score.right >= Int((Double(score.wanted) * 0.95).rounded(.up)), "\(score)")
        #expect(score.wronglyFiled <= 1, "\(score)")
        let twice = try json(["calendar", "pull", fixture], [:], on: september)
        #expect(twice["tests_added"] as? Int == 0 && twice["tests_moved"] as? Int == 0, "\(twice)")
    }

    @Test("Pulled in the middle of the year, a school's calendar files only the tests still to come")
    func onlyComingTests() throws {
        let pulled = try json(["calendar", "pull", Fixtures.path("calendar/school-3b.ics")], [:])
        let key = try String(contentsOfFile: Fixtures.path("calendar/school-3b.expected.jsonl"), encoding: .utf8)
            .split(separator: "\n").compactMap {
                try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }
            .filter { $0["import"] as? Bool != false }
        let coming = key.filter { ($0["day"] as? String ?? "") >= "2026-11-25" }.count
        #expect(pulled["tests_added"] as? Int == coming && pulled["past"] as? Int == key.count - coming, "\(pulled)")
    }

    /// Pulls `ics` into this diary and compares the tasks filed with the key's lines: how many tests it wants, how
    /// many were filed on the right day with the right subject ("other" is no subject), and how many filed tasks
    /// the key does not want.
    func score(pulling ics: String, key: String) throws -> (wanted: Int, right: Int, wronglyFiled: Int) {
        #expect(try september.run(["calendar", "pull", ics]).exitCode == 0)
        let lines = try String(contentsOfFile: key, encoding: .utf8).split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:]
        }
        let wanted = lines.filter { $0["import"] as? Bool != false }
        let tasks = try september.run(["export"]).stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }.filter { $0["type"] as? String == "task" }
        func matches(_ line: [String: Any], _ task: [String: Any]) -> Bool {
            (line["summary"] as? String)?.trimmingCharacters(in: .whitespaces) == task["title"] as? String
                && line["day"] as? String == task["due"] as? String
        }
        let right = wanted.filter { line in
            tasks.contains { task in
                let subject = task["subject"] as? String
                return matches(line, task) && (subject == "other" ? nil : subject) == line["subject"] as? String
            }
        }.count
        let wrong = tasks.filter { task in !wanted.contains { matches($0, task) } }.count
        return (wanted.count, right, wrong)
    }

    @Test("A subscribed feed is pulled at every sync: a test added to it later arrives, nothing twice")
    func subscriptionPulledBySync() throws {
        let feed = home.file("school.ics")
        let original = try String(contentsOfFile: Fixtures.path("calendar/school-3b.ics"), encoding: .utf8)
        try original.write(toFile: feed, atomically: true, encoding: .utf8)
        let subscribed = try september.run(["calendar", "subscribe", feed])
        #expect(subscribed.exitCode == 0 && subscribed.stdout.contains("34 verifiche aggiunte"), "\(subscribed)")
        #expect(try september.run(["calendar", "subscribe"]).stdout.contains(feed))
        try FileManager.default.createDirectory(atPath: home.file("shared"), withIntermediateDirectories: true)
        let setUp = try september.run(["sync", "init", home.file("shared"), "--device", "laptop"])
        #expect(setUp.exitCode == 0, "\(setUp.stderr)")
        let extra = """
            BEGIN:VEVENT\r
            UID:added-later@school\r
            DTSTAMP:20261128T090000Z\r
            DTSTART;VALUE=DATE:20270312\r
            SUMMARY:Verifica di greco\r
            END:VEVENT\r
            END:VCALENDAR\r\n
            """
        try original.replacingOccurrences(of: "END:VCALENDAR\r\n", with: extra).write(
            toFile: feed, atomically: true, encoding: .utf8)
        let synced = try september.run(["sync"])
        #expect(synced.exitCode == 0 && synced.stdout.contains("1 verifiche aggiunte"), "\(synced)")
        let list = try september.run(["--json", "list", "--all"]).stdout
        #expect(list.contains("Verifica di greco") && list.contains("2027-03-12"), "\(list)")
        let unsubscribed = try september.run(["calendar", "unsubscribe", feed])
        let feeds = try september.run(["calendar", "subscribe"]).stdout
        #expect(unsubscribed.exitCode == 0 && feeds.contains("Nessun feed"), "\(unsubscribed.stderr)\(feeds)")
        let wrong = try september.run(["calendar", "pull", home.file("diario.sqlite")])
        #expect(wrong.exitCode == 1 && wrong.stderr.contains("non è un calendario"), "\(wrong.stderr)")
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
