import DiarioTestSupport
import Foundation
import Testing

/// Progress end to end: sessions typed, timed and quizzed over two months (across the October DST change) show up
/// in `diario stats`, text and JSON; goals project; the timer works across processes; achievements are announced once.
@Suite("Progress: stats, goals, the timer and achievements", .serialized)
struct ProgressTests {
    let home = TemporaryDirectory()
    var database: String { home.file("diario.sqlite") }

    /// `diario` at the local time `now` in Europe/Rome.
    func diario(at now: String) -> DiarioProcess { DiarioProcess(database: database, now: now, home: home.path) }

    /// Runs a command at `now`, expecting success.
    @discardableResult
    func run(_ arguments: [String], at now: String, stdin: String? = nil) throws -> ProcessResult {
        let result = try diario(at: now).run(arguments, stdin: stdin)
        #expect(result.exitCode == 0, "\(arguments) → \(result.stderr)")
        return result
    }

    /// Six weeks of a student's study: sessions in the evening before, on and after the night the clocks went back
    /// (25 October), a task completed, four days in a row up to today, a quiz today, a daily goal and a term goal.
    func seed() throws {
        try run(["study", "fisica", "30"], at: "2026-10-24T21:00")
        try run(["study", "matematica", "45"], at: "2026-10-25T10:00")
        try run(["study", "storia", "60"], at: "2026-10-26T17:00")
        try run(["add", "esercizi di matematica per venerdì"], at: "2026-11-20T08:00")
        try run(["done", "1"], at: "2026-11-20T15:00")
        try run(["study", "matematica", "30"], at: "2026-11-21T11:30")
        try run([], at: "2026-11-22T17:40", stdin: "ho studiato scienze dalle 17 alle 17:40\n")
        try run(["study", "matematica", "50", "--at", "16:30"], at: "2026-11-23T18:00")
        try run(["cards", "add", "--subject", "history", "battaglia di Hastings :: 1066"], at: "2026-11-23T17:00")
        try run(["cards", "add", "--subject", "history", "scoperta dell'America :: 1492"], at: "2026-11-23T17:00")
        try run(["quiz"], at: "2026-11-23T18:00", stdin: "1066\n\n1492\n\n")
        try run(["terms", "add", "Trimestre", "--from", "2026-09-14", "--to", "2026-12-13"], at: "2026-11-23T18:00")
        try run(["goals", "add", "40 ore di matematica e 20 carte"], at: "2026-11-23T18:00")
        try run(["goals", "daily", "45"], at: "2026-11-23T18:00")
    }

    @Test("stats --json: the week's minutes by subject, the streak, the daily goal and the goal's projection")
    func statsJSON() throws {
        try seed()
        let printed = try run(["stats", "--json"], at: "2026-11-23T19:00")
        let stats = try #require(try json(printed.stdout) as? [String: Any])
        #expect(stats["streak"] as? [String: Int] == ["current": 4, "longest": 4])
        // Today: 50 typed minutes of math and the quiz's minute of history.
        #expect(stats["minutes_by_subject"] as? [String: Int] == ["math": 50, "history": 1])
        let daily = try #require(stats["daily_goal"] as? [String: Any])
        #expect(daily["minutes"] as? Int == 45 && daily["today"] as? Int == 51 && daily["met"] as? Bool == true)
        let goal = try #require((stats["goals"] as? [[String: Any]])?.first)
        let targets = try #require(goal["targets"] as? [[String: Any]])
        #expect(targets.map { $0["metric"] as? String } == ["minutes_studied", "cards_reviewed"])
        // 125 minutes of math in 71 of the term's 91 days: at that pace 2400 minutes take 1,364 days.
        #expect(targets[0]["done"] as? Double == 125 && targets[0]["status"] as? String == "behind")
        #expect(targets[0]["projected"] as? String == "2030-06-08")
        #expect(targets[1]["done"] as? Double == 2)
        let days = try #require(stats["days"] as? [[String: Any]])
        let byDate = Dictionary(uniqueKeysWithValues: days.map { ($0["date"] as? String ?? "", $0) })
        #expect(byDate["2026-10-24"]?["minutes"] as? Int == 30)
        #expect(byDate["2026-10-25"]?["minutes"] as? Int == 45)
        #expect(byDate["2026-10-26"]?["minutes"] as? Int == 60)
        #expect(byDate["2026-11-20"]?["tasks"] as? Int == 1)
        #expect(byDate["2026-11-23"]?["reviews"] as? Int == 2)
        #expect(
            byDate["2026-11-23"]?["goal_met"] as? Bool == true && byDate["2026-11-22"]?["goal_met"] as? Bool == false)
        let month = try run(["stats", "--json", "--month"], at: "2026-11-23T19:00")
        let minutes = try #require(try json(month.stdout) as? [String: Any])["minutes_by_subject"] as? [String: Int]
        #expect(minutes == ["math": 80, "science": 40, "history": 1])
    }

    @Test("stats as plain text (a pipe): the golden pages in Italian and English", arguments: ["it", "en"])
    func statsGolden(_ language: String) throws {
        try seed()
        let printed = try run(["--lang", language, "stats"], at: "2026-11-23T19:00")
        let golden = Fixtures.path("golden/stats.\(language).txt")
        if ProcessInfo.processInfo.environment["DIARIO_UPDATE_GOLDEN"] == "1" {
            try printed.stdout.write(toFile: golden, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOfFile: golden, encoding: .utf8)
        #expect(printed.stdout == expected)
        #expect(
            printed.stdout.unicodeScalars.allSatisfy {
                $0 != "\u{1B}"
                    && ($0.isASCII || $0.properties.isEmoji || $0.properties.isAlphabetic
                        || "·–—✓".unicodeScalars.contains($0))
            })
    }

    @Test("The timer runs across processes: started in one, seen in another, stopped in a third, undone")
    func timerAcrossProcesses() throws {
        try run(["timer", "start", "fisica", "--pomodoro"], at: "2026-11-23T15:00")
        let status = try run(["timer", "status"], at: "2026-11-23T15:10")
        #expect(status.stdout == "Timer: 🧲 Fisica da 10 min · 🍅 15:00\n")
        let again = try diario(at: "2026-11-23T15:11").run(["timer", "start", "storia"])
        #expect(again.exitCode == 1)
        #expect(again.stderr.contains("Il timer di Fisica va già da 11 min"))
        let stopped = try run(["--json", "timer", "stop"], at: "2026-11-23T15:47")
        let object = try #require(try json(stopped.stdout) as? [String: Any])
        let session = try #require(object["session"] as? [String: Any])
        #expect(session["minutes"] as? Int == 47 && session["source"] as? String == "timer")
        let stats = try #require(
            try json(try run(["stats", "--json"], at: "2026-11-23T16:00").stdout) as? [String: Any])
        #expect(stats["minutes_by_subject"] as? [String: Int] == ["physics": 47])
        let none = try diario(at: "2026-11-23T15:48").run(["timer", "stop"])
        #expect(none.exitCode == 1 && none.stderr.hasPrefix("Nessun timer in corso"))
        try run(["undo"], at: "2026-11-23T15:50")
        #expect(try run(["timer"], at: "2026-11-23T15:50").stdout.hasPrefix("Timer: 🧲 Fisica da 50 min"))
    }

    @Test("An achievement is announced once, in the REPL, when it is earned")
    func achievementAnnouncedOnce() throws {
        try run(["study", "storia", "20"], at: "2026-11-21T11:00")
        try run(["study", "storia", "20"], at: "2026-11-22T11:00")
        var environment = diario(at: "2026-11-23T21:00").environment
        environment["TERM"] = "xterm-256color"
        let terminal = try TerminalSession(arguments: [], environment: environment, width: 160)
        try terminal.waitForPrompt()
        try terminal.enter("ho studiato fisica per mezz'ora", thenWaitFor: "Nottambulo")
        try terminal.enter("/studio storia 10", thenWaitFor: "oggi 40 min in tutto")
        let screen = try terminal.screen().joined(separator: "\n")
        #expect(screen.components(separatedBy: "Traguardo raggiunto: 3 giorni di fila!").count == 2)
        #expect(screen.components(separatedBy: "Traguardo raggiunto: Nottambulo").count == 2)
        try terminal.enter("/traguardi", thenWaitFor: "Traguardi: 2 su 12")
        #expect(try terminal.screen().contains { $0.contains("✓ 3 giorni di fila — lun 23 nov") })
    }

    @Test("Goals and terms: added, listed, edited, removed and brought back by undo, in words")
    func goalsLifecycle() throws {
        let added = try run([], at: "2026-11-23T18:00", stdin: "obiettivo: 300 carte questo quadrimestre\n")
        #expect(
            added.lines == [
                "Periodo #1 Quadrimestre: lun 23 nov – lun 22 mar. /annulla lo toglie.",
                "Obiettivo #1 per Quadrimestre (lun 23 nov – lun 22 mar): 300 carte. /annulla lo toglie.",
            ])
        try run(["goals", "edit", "1", "250 carte e 10 ore di storia"], at: "2026-11-23T18:05")
        let listed = try run(["--json", "goals"], at: "2026-11-23T18:10")
        let goals = try #require(try json(listed.stdout) as? [String: Any])["goals"] as? [[String: Any]]
        let targets = try #require(goals?.first?["targets"] as? [[String: Any]])
        #expect(targets.map { $0["target"] as? Double } == [250, 600])
        #expect(targets.map { $0["subject"] as? String } == [nil, "history"])
        try run(["goals", "remove", "1"], at: "2026-11-23T18:15")
        #expect(try run(["goals"], at: "2026-11-23T18:16").stdout.hasPrefix("Ancora nessun obiettivo"))
        try run(["undo"], at: "2026-11-23T18:17")
        #expect(try run(["goals"], at: "2026-11-23T18:18").stdout.contains("250 carte e 10 ore di storia"))
        let wrong = try diario(at: "2026-11-23T18:20").run(["goals", "add", "studiare tanto"])
        #expect(wrong.exitCode == 1 && wrong.stderr.hasPrefix("Un obiettivo ha bisogno di almeno un traguardo"))
        let terms = try run(["terms"], at: "2026-11-23T18:21")
        #expect(terms.stdout == "  #1 Quadrimestre · lun 23 nov – lun 22 mar · 1 obiettivo (in corso)\n")
    }
}
