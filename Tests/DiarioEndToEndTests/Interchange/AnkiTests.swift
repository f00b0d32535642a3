import DiarioTestSupport
import Foundation
import Testing

@Suite("Anki packages")
struct AnkiTests {
    let home = TemporaryDirectory()

    func diario(_ name: String) -> DiarioProcess {
        DiarioProcess(database: home.file("\(name).sqlite"), home: home.path)
    }

    func cards(_ store: DiarioProcess) throws -> [[String: Any]] {
        try #require(try json(try store.run(["cards", "--json"]).stdout) as? [[String: Any]])
    }

    @Test("genanki decks import with their fields as text, tags, the deck as subject, and review history")
    func importFixtures() throws {
        let store = diario("import")
        let storia = try store.run(["cards", "import", Fixtures.path("anki/storia.apkg")])
        #expect(storia.exitCode == 0, "\(storia.stderr)")
        #expect(storia.lines == ["Importate 3 carte."])
        #expect(try store.run(["cards", "import", Fixtures.path("anki/inglese.apkg")]).exitCode == 0)
        let all = try cards(store)
        #expect(
            all.map { $0["front"] as? String } == [
                "Battaglia di Hastings", "Chi era Giulio Cesare?", "Presa della Bastiglia", "to go (past simple)",
                "to be (past simple)",
            ])
        #expect(
            all.map { $0["subject"] as? String } == ["history", "history", "history", "english", "english"])
        #expect(all[1]["tags"] as? [String] == ["roma", "antica"])
        #expect(all.map { $0["state"] as? String } == ["learning", "learning", "learning", "review", "learning"])
        // The third review of "to go" (Easy, three days after two Goods) gave FSRS stability 18.53.
        #expect(abs((all[3]["stability"] as? Double ?? 0) - 18.534332441919044) < 1e-9)
    }

    @Test("Export then import elsewhere gives the same cards, subjects, tags and FSRS states")
    func roundTrip() throws {
        let first = diario("first")
        try first.run(["cards", "import", Fixtures.path("anki/inglese.apkg")])
        try first.run([
            "cards", "add", "--subject", "history", "--tag", "date", "Hastings & <Normandia> :: 1066\\nottobre",
        ])
        let package = home.file("export.apkg")
        let exported = try first.run(["cards", "export", "--output", package])
        #expect(exported.exitCode == 0, "\(exported.stderr)")
        let second = diario("second")
        let imported = try second.run(["cards", "import", package, "--lang", "en"])
        #expect(imported.lines == ["Imported 3 cards."])
        let before = try cards(first)
        let after = try cards(second)
        for key in ["front", "back", "state", "due"] {
            #expect(after.map { $0[key] as? String } == before.map { $0[key] as? String }, "\(key)")
        }
        #expect(after.map { $0["tags"] as? [String] } == before.map { $0["tags"] as? [String] })
        #expect(after.map { $0["stability"] as? Double } == before.map { $0["stability"] as? Double })
    }

    @Test("A file that is not an Anki package is refused with one line, and nothing is imported")
    func notAPackage() throws {
        let store = diario("bad")
        let path = home.file("fake.apkg")
        try "not a zip".write(toFile: path, atomically: true, encoding: .utf8)
        let result = try store.run(["cards", "import", path])
        #expect(result.exitCode == 1)
        #expect(result.stderr == "\(path) non è un pacchetto Anki (.apkg). Non è stato importato niente.\n")
        #expect(try cards(store).isEmpty)
    }
}
