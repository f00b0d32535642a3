import DiarioTestSupport
import Foundation
import Testing

/// Lines that read as a task and as something else (issue 25): a script never guesses the write.
@Suite("Doubtful lines")
struct DoubtfulLinesTests {
    let home = TemporaryDirectory()
    var diario: DiarioProcess { DiarioProcess(database: home.file("diario.sqlite"), home: home.path) }

    @Test("A script saves nothing for a doubtful line unless --yes; --no skips it; either way the rest runs")
    func scriptFollowsYesAndNo() throws {
        let script = "ho scritto il tema di italiano\nverifica di storia venerdì\n"
        let refused = try diario.run([], stdin: script)
        #expect(refused.exitCode == 2)
        #expect(refused.stderr.contains("riga 1: Non fatto") && refused.stderr.contains("--si"))
        #expect(refused.lines.count == 1 && refused.lines[0].hasPrefix("Aggiunto: #1 Verifica di storia"))

        let skipped = try diario.run(["--no"], stdin: script)
        #expect(skipped.exitCode == 0)
        #expect(skipped.lines.first == "Va bene, non ho salvato niente.")

        // --yes takes the first reading: here a task (the runner-up is material to hand over).
        let saved = try diario.run(["--yes"], stdin: "fotocopie del libro di storia\n")
        #expect(saved.exitCode == 0, "\(saved.stderr)")
        #expect(saved.lines.first?.hasPrefix("Aggiunto: #3 Fotocopie del libro di storia") == true, "\(saved.stdout)")
        let list = try diario.run(["list", "--all", "--json"])
        let titles = try #require(try json(list.stdout) as? [[String: Any]]).compactMap { $0["title"] as? String }
        #expect(titles.sorted() == ["Fotocopie del libro di storia", "Verifica di storia", "Verifica di storia"])
    }

    @Test("diario parse --json says how sure it is and what came second")
    func parseSaysConfidence() throws {
        let doubtful = try json(diario.run(["parse", "--json", "ho scritto il tema di italiano"]).stdout)
        let object = try #require(doubtful as? [String: Any])
        #expect(object["intent"] as? String == "complete_task")
        #expect(object["runner_up"] as? String == "add_task")
        #expect((object["confidence"] as? Double ?? 1) < 0.7)
        let plain = try #require(
            try json(diario.run(["parse", "--json", "verifica di storia venerdì"]).stdout) as? [String: Any])
        #expect(plain["runner_up"] is NSNull)
        #expect((plain["confidence"] as? Double ?? 0) >= 0.7)
    }

    @Test("subjects preset shows a school's subjects; a hidden one a task names is offered, --yes adds it; undo")
    func schoolSubjects() throws {
        let before = try diario.run(["add", "versione di latino per venerdì"])
        #expect(before.exitCode == 0)
        #expect(before.stdout.contains("📌 Altro") && before.stderr.contains("Latino non è tra le tue materie"))
        let added = try diario.run(["--yes", "add", "versione di latino per lunedì"])
        #expect(added.stdout.contains("🐺 Latino"))
        let preset = try diario.run(["subjects", "preset", "liceo-classico"])
        #expect(preset.exitCode == 0 && preset.stdout.contains("Greco") && preset.stdout.contains("Filosofia"))
        #expect(!preset.stdout.contains("Musica"))
        let bad = try diario.run(["subjects", "preset", "liceo-magico"])
        #expect(bad.exitCode == 2 && bad.stderr.split(separator: "\n").count == 1)
        let undo = try diario.run(["undo"])
        #expect(undo.exitCode == 0)
        let shown = try diario.run(["subjects", "list"]).stdout
        #expect(shown.contains("Musica") && shown.contains("Latino") && !shown.contains("Greco"))
    }
}
