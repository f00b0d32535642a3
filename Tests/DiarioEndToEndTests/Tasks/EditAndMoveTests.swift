import DiarioTestSupport
import Foundation
import Testing

/// `diario edit` and `diario move`: what the REPL's /edit does and what "sposta la verifica a giovedì" says, as
/// commands, in both languages, undoable, with JSON.
@Suite("Editing and moving a task from the command line")
struct EditAndMoveTests {
    let home = TemporaryDirectory()
    var diario: DiarioProcess { DiarioProcess(database: home.file("diario.sqlite"), home: home.path) }

    func task(_ id: Int) throws -> [String: Any] {
        let listed = try diario.run(["list", "--all", "--json"])
        let tasks = try #require(try json(listed.stdout) as? [[String: Any]])
        return try #require(tasks.first { $0["id"] as? Int == id })
    }

    @Test("edit sets the fields named, an empty value clears one, and undo puts the task back as it was")
    func editFields() throws {
        try diario.run(["add", "math homework due Friday"])
        let edited = try diario.run([
            "edit", "1", "--due", "lunedì", "--time", "alle 15", "--priority", "alta", "--notes", "pagina 12",
            "--kind", "verifica",
        ])
        #expect(edited.exitCode == 0, "\(edited.stderr)")
        #expect(
            edited.lines == [
                "Modificato: #1 Math homework · 📐 Matematica · verifica · lun 23 nov 15:00 · priorità alta"
            ])
        var task = try task(1)
        #expect(task["due"] as? String == "2026-11-23" && task["time"] as? String == "15:00")
        #expect(task["kind"] as? String == "test" && task["notes"] as? String == "pagina 12")

        let cleared = try diario.run(["--json", "edit", "Math homework", "--notes", "", "--subject", "storia"])
        #expect(cleared.exitCode == 0, "\(cleared.stderr)")
        let printed = try #require(try json(cleared.stdout) as? [String: Any])
        #expect(printed["subject"] as? String == "history")
        #expect(printed["notes"] is NSNull)

        #expect(try diario.run(["undo"]).exitCode == 0)
        task = try self.task(1)
        #expect(task["subject"] as? String == "math" && task["notes"] as? String == "pagina 12")
        #expect(try diario.run(["undo"]).exitCode == 0)
        task = try self.task(1)
        #expect(
            task["due"] as? String == "2026-11-27" && task["time"] is NSNull && task["kind"] as? String == "homework")
    }

    @Test("edit retypes a task named by title, and the English names of options and values work too")
    func editByTitleAndText() throws {
        try diario.run(["add", "verifica di storia martedì"])
        let edited = try diario.run([
            "--lang", "en", "modifica", "verifica di storia", "interrogazione di storia giovedì", "--priority", "low",
        ])
        #expect(edited.exitCode == 0, "\(edited.stderr)")
        #expect(edited.lines == ["Changed: #1 Interrogazione di storia · 📜 History · oral · Thu 26 Nov · low priority"])
    }

    @Test("move takes the task by id or title and the day in words; undo puts the old day back")
    func move() throws {
        try diario.run(["add", "verifica di storia martedì"])
        try diario.run(["add", "math homework due Friday"])
        let moved = try diario.run(["sposta", "verifica", "di", "storia", "giovedì", "alle", "9"])
        #expect(moved.exitCode == 0, "\(moved.stderr)")
        #expect(
            moved.lines == [
                "Spostato: #1 Verifica di storia · 📜 Storia · verifica · gio 26 nov 09:00 · priorità media "
                    + "(diario annulla lo rimette com'era)"
            ])
        let english = try diario.run(["--lang", "en", "--json", "move", "2", "to next monday"])
        #expect(english.exitCode == 0, "\(english.stderr)")
        #expect((try json(english.stdout) as? [String: Any])?["due"] as? String == "2026-11-23")
        #expect(try diario.run(["undo"]).exitCode == 0)
        #expect(try task(2)["due"] as? String == "2026-11-27")
        #expect(try task(1)["due"] as? String == "2026-11-26")
    }

    @Test("Bad input: a day that is not one, no day, an unknown kind or time, an empty title; nothing changes")
    func badInput() throws {
        try diario.run(["add", "verifica di storia martedì"])
        let before = try diario.run(["list", "--all", "--json"]).stdout
        let cases: [([String], String)] = [
            (
                ["move", "1", "banana"],
                "\"banana\" non è un giorno che so leggere: prova venerdì, 12/3 o tra 2 giorni."
            ),
            (["sposta", "verifica"], "A quando? Indica il compito e il giorno, per esempio diario sposta 3 venerdì."),
            (["--lang", "en", "move", "verifica"], "To when? Name the task and the day, e.g. diario move 3 friday."),
            (["edit", "1", "--kind", "banana"], "\"banana\" non è un valore valido per --kind."),
            (["--lang", "en", "edit", "1", "--time", "xyz"], "\"xyz\" is not a time I can read: try 9:30 or at 3pm."),
            (
                ["edit", "1", "--title", ""],
                "Il compito non ha un titolo: scrivi cosa devi fare, per esempio \"compiti di matematica per venerdì\"."
            ),
            (["move", "7", "venerdì"], "Non c'è nessun compito #7: vedi i numeri con diario lista --tutti."),
        ]
        for (arguments, message) in cases {
            let result = try diario.run(arguments)
            #expect(result.exitCode != 0, "\(arguments)")
            #expect(result.stderr == message + "\n", "\(arguments)")
        }
        #expect(try diario.run(["list", "--all", "--json"]).stdout == before)
    }

    @Test("In the REPL's script mode, /edit with options and /sposta work on the same tasks")
    func typed() throws {
        let result = try diario.run(
            [], stdin: "compiti di mate per venerdì\n/modifica --note \"es. 3 e 4\"\n/sposta 1 lunedì\n")
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.lines.last?.hasPrefix("Spostato: #1 Compiti di mate") == true)
        #expect(try task(1)["notes"] as? String == "es. 3 e 4")
        #expect(try task(1)["due"] as? String == "2026-11-23")
    }
}
