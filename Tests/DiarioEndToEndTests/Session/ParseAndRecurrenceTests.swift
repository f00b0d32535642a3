import DiarioTestSupport
import Foundation
import Testing

@Suite("diario parse and repeating tasks")
struct ParseAndRecurrenceTests {
    let home = TemporaryDirectory()
    var diario: DiarioProcess {
        var process = DiarioProcess(database: home.file("diario.sqlite"), home: home.path)
        process.environment["DIARIO_DB"] = nil
        return process
    }

    @Test("parse TEXT prints the contract's JSON and touches no database")
    func single() throws {
        let result = try diario.run(["parse", "--json", "math homework due Friday"])
        #expect(result.exitCode == 0)
        // The contract's fields, then what the two readers said (the model's probability moves with each training).
        #expect(
            result.stdout.hasPrefix(
                #"{"intent":"add_task","title":"Math homework","subject":"math","kind":"homework","due":"2026-11-27","time":null,"repeat":null,"priority":"medium","language":"en","confidence":"#
            ), "\(result.stdout)")
        #expect(
            result.stdout.contains(
                #","runner_up":null,"ask":false,"grammar":"add_task","model":"add_task","model_confidence":"#),
            "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: home.path + "/data"))
    }

    @Test("Batch mode: one JSON line per input line, in order, an empty line giving unknown")
    func batch() throws {
        let input = "verifica di storia martedì prossimo\n\nquiz me on history\ncompiti 31/02\nshow my tasks\n"
        let result = try diario.run(["parse", "--json"], stdin: input)
        let lines = result.lines
        #expect(lines.count == 5)
        #expect(lines[1] == #"{"intent":"unknown"}"#)
        let intents = try lines.map { try #require(try json($0) as? [String: Any])["intent"] as? String }
        #expect(intents == ["add_task", "unknown", "quiz", "unknown", "list_tasks"])
        #expect(lines[3].contains(#""error":"impossible_date""#))
        #expect(result.exitCode == 1)  // a line failed; the others were still answered
    }

    @Test("Human output is localized; an impossible date is a one-line error with exit 1")
    func human() throws {
        let english = try diario.run(["parse", "--lang", "en", "verifica di storia martedì prossimo"])
        #expect(
            english.stdout
                == "Add a task · title: Verifica di storia · subject: history · kind: test · due: Tue 24 Nov (2026-11-24) · priority: medium priority · written in: it\n"
        )
        let wrong = try diario.run(["parse", "compiti il 45"])
        #expect(wrong.exitCode == 1)
        #expect(wrong.stderr == "\"il 45\" non è una data vera: controlla giorno e mese.\n")
    }

    @Test("--db makes custom subjects and their aliases visible to parse")
    func customSubjects() throws {
        let database = home.file("custom.sqlite")
        try diario.run(["subjects", "add", "Latino", "--alias", "lat", "--db", database])
        let withDB = try diario.run(["parse", "--json", "--db", database, "versione di lat per domani"])
        #expect(try (json(withDB.stdout) as? [String: Any])?["subject"] as? String == "latino")
        let without = try diario.run(["parse", "--json", "versione di lat per domani"])
        // Without the database, "lat" is the built-in Latin (issue 25); the student's own alias wins with it.
        #expect(try (json(without.stdout) as? [String: Any])?["subject"] as? String == "latin")
    }

    @Test("Completing a repeating task files the next occurrence once, never twice")
    func recurrence() throws {
        var diario = self.diario
        diario.environment["DIARIO_DB"] = home.file("repeat.sqlite")
        let added = try diario.run(["add", "--json", "palestra ogni lunedì e giovedì"])
        let task = try #require(try json(added.stdout) as? [String: Any])
        #expect(task["due"] as? String == "2026-11-23")
        #expect(task["repeat"] as? String == "FREQ=WEEKLY;BYDAY=MO,TH")

        let done = try diario.run(["done", "1", "--lang", "en"])
        #expect(done.lines == ["Done: #1 Palestra. Well done!", "Next time: #2 on Thu 26 Nov."])
        let next = try #require(try json(diario.run(["list", "--all", "--json"]).stdout) as? [[String: Any]])
        #expect(next.map { $0["due"] as? String } == ["2026-11-26"])
        try diario.run(["done", "2"])
        let afterTwo = try #require(try json(diario.run(["list", "--all", "--json"]).stdout) as? [[String: Any]])
        #expect(afterTwo.map { $0["due"] as? String } == ["2026-11-30"])
        #expect(try diario.run(["done", "2"]).exitCode == 1)  // completing twice is refused: nothing new filed
        #expect(try diario.run(["export"]).lines.filter { $0.contains(#""type":"task""#) }.count == 3)
    }

    @Test("A next occurrence that is already open is not filed again")
    func noDuplicate() throws {
        var diario = self.diario
        diario.environment["DIARIO_DB"] = home.file("dup.sqlite")
        try diario.run(["add", "gym every monday"])
        let twin = #"{"title":"Gym","subject":"pe","kind":"other","due":"2026-11-30","repeat":"FREQ=WEEKLY;BYDAY=MO"}"#
        #expect(try diario.run(["import", "-"], stdin: twin + "\n").exitCode == 0)
        try diario.run(["done", "1"])
        let open = try #require(try json(diario.run(["list", "--all", "--json"]).stdout) as? [[String: Any]])
        #expect(open.map { $0["due"] as? String } == ["2026-11-30"])
    }
}
