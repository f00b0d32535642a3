import DiarioTestSupport
import Foundation
import Testing

/// `diario` with standard input from a pipe: each line runs as if typed.
@Suite("Script mode")
struct ScriptModeTests {
    let home = TemporaryDirectory()
    var diario: DiarioProcess { DiarioProcess(database: home.file("diario.sqlite"), home: home.path) }

    @Test("Lines run as typed, with no prompt and no colour; a failing line is named and the exit is non-zero")
    func textScript() throws {
        let script = """
            math homework due Friday
            verifica di storia martedì prossimo alle 9
            blah blah
            /done math
            /nope

            cosa devo fare martedì?
            """
        let result = try diario.run([], stdin: script + "\n")
        #expect(result.exitCode == 2)
        #expect(
            result.stderr.split(separator: "\n") == [
                "riga 3: Non ho capito \"blah blah\". Prova /aiuto per qualche esempio.",
                "riga 5: Il comando /nope non esiste. Scrivi /aiuto per vederli.",
            ])
        #expect(
            result.lines == [
                "Aggiunto: #1 Math homework · 📐 Matematica · compiti · ven 27 nov · priorità media",
                "Aggiunto: #2 Verifica di storia · 📜 Storia · verifica · mar 24 nov 09:00 · priorità media",
                "Fatto: #1 Math homework. Brava/o!",
                "Più avanti",
                "  #2  Verifica di storia  📜 Storia  verifica  mar 24 nov · tra 3 giorni · 09:00",
                "1 compito",
            ])
        #expect(!result.stdout.contains("\u{1B}") && !result.stdout.contains("›"))
        let edit = try diario.run([], stdin: "/modifica\n/modifica 2 verifica di storia venerdì\n")
        #expect(edit.exitCode == 2)
        #expect(
            edit.stderr
                == "riga 1: Scrivi il compito come deve essere, per esempio /modifica #3 verifica di storia venerdì.\n")
        #expect(edit.lines == ["Modificato: #2 Verifica di storia · 📜 Storia · verifica · ven 27 nov · priorità media"])
        let clean = try diario.run([], stdin: "/list --all\n/quit\nthis line is never read\n")
        #expect(clean.exitCode == 0 && clean.stderr.isEmpty)
    }

    @Test("--json: one object per input line, failures included, naming the line")
    func jsonScript() throws {
        let result = try diario.run(
            ["--json", "--lang", "en"], stdin: "math homework due Friday\n\nblah\n/list\n/undo\n/lang it\n")
        #expect(result.exitCode == 2)
        let objects = try result.lines.map { try #require(try json($0) as? [String: Any]) }
        #expect(objects.map { $0["line"] as? Int } == [1, 2, 3, 4, 5, 6])
        #expect(objects.map { $0["ok"] as? Bool } == [true, true, false, true, true, true])
        let added = try #require((objects[0]["output"] as? [[String: Any]])?.first)
        #expect(added["title"] as? String == "Math homework" && added["due"] as? String == "2026-11-27")
        #expect((objects[1]["output"] as? [Any])?.isEmpty == true)
        #expect(objects[2]["error"] as? String == "I did not understand \"blah\". Try /help for examples.")
        #expect(((objects[3]["output"] as? [Any])?.first as? [Any])?.count == 1)
        #expect(((objects[4]["output"] as? [Any])?.first as? [String: Any])?["id"] as? Int == 1)
        #expect(((objects[5]["output"] as? [Any])?.first as? [String: Any])?["language"] as? String == "it")
        #expect(result.stderr == "line 3: I did not understand \"blah\". Try /help for examples.\n")
        let after = try diario.run(["list", "--json"])
        #expect((try json(after.stdout) as? [Any])?.isEmpty == true)
    }

    @Test("--json answers each line before the next is read, and only once the change is on disk")
    func flushedPerLine() throws {
        let running = try diario.start(["--json"], keepInputOpen: true)
        running.send("compiti di matematica per venerdì")
        let first = try #require(running.readLine())
        #expect(first.hasPrefix("{\"line\":1,\"ok\":true"))
        let listed = try diario.run(["list", "--json"])
        #expect((try json(listed.stdout) as? [[String: Any]])?.first?["title"] as? String == "Compiti di matematica")
        running.send("/done 1")
        let second = try #require(running.readLine())
        #expect(second.hasPrefix("{\"line\":2,\"ok\":true"))
        #expect(running.finish() == 0)
    }
}
