import DiarioTestSupport
import Foundation
import GRDB
import Testing

/// Cards found in the team's notes, through the binary: proposed, kept with `--yes` or one by one on a terminal,
/// linked to their material in the quiz, and kept when their material goes.
@Suite("Cards from materials, end to end", .serialized)
struct CardsFromMaterialTests {
    let home = TemporaryDirectory()
    var diario: DiarioProcess { DiarioProcess(database: home.file("diario.sqlite"), home: home.path) }

    func count(_ sql: String) throws -> Int {
        try DatabaseQueue(path: home.file("diario.sqlite")).read { db in try Int.fetchOne(db, sql: sql) ?? -1 }
    }

    func proposals() throws -> [[String: Any]] {
        let listed = try diario.run(["cards", "from", "1", "--json"])
        #expect(listed.exitCode == 0, "\(listed.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
    }

    @Test("Proposed from every shape the notes use; nothing saved without --yes; with it, linked and shown in the quiz")
    func proposeAndKeep() throws {
        #expect(try diario.run(["materials", "add", Fixtures.path("materials/risorgimento.md")]).exitCode == 0)
        let found = try proposals()
        let origins = Set(found.compactMap { $0["origin"] as? String })
        #expect(origins.isSuperset(of: ["pair", "question", "glossary", "cloze", "date", "list"]), "\(origins)")
        #expect(
            found.contains {
                $0["front"] as? String == "1815" && $0["back"] as? String == "Congresso di Vienna e Santa Alleanza"
            })
        #expect(
            found.contains {
                ($0["front"] as? String)?.contains("[…]") == true && $0["back"] as? String == "Carboneria"
            })
        #expect(try count("SELECT count(*) FROM studyCard") == 0)
        let plain = try diario.run(["cards", "from", "1"])
        #expect(plain.stdout.contains("Niente salvato: tieni le \(found.count) carte con --yes"))

        let kept = try diario.run(["cards", "from", "1", "--yes"])
        #expect(kept.stdout.contains("\(found.count) carte tenute da \"Il Risorgimento italiano (1815–1871)\""))
        #expect(
            try count("SELECT count(*) FROM studyCard WHERE materialId = 1 AND subjectId IS NOT NULL") == found.count)
        let quiz = try diario.run([], stdin: "interrogami di storia\n\n3\n/fine\n")
        #expect(quiz.stdout.contains("da: Il Risorgimento italiano (1815–1871)"), "\(quiz.stdout)")
    }

    @Test("A material with cards is removed only with --keep-cards; the cards stay, and undo links them again")
    func removeWithCards() throws {
        #expect(try diario.run(["materials", "add", Fixtures.path("materials/french-revolution.md")]).exitCode == 0)
        #expect(try diario.run(["cards", "from", "1", "--yes"]).exitCode == 0)
        let cards = try count("SELECT count(*) FROM studyCard")
        #expect(cards > 10)
        let refused = try diario.run(["materials", "remove", "1", "--lang", "en"])
        #expect(refused.exitCode == 1)
        #expect(refused.stderr.hasPrefix("\(cards) cards were made from material 1: "))
        #expect(try count("SELECT count(*) FROM studyMaterial") == 1)
        #expect(try diario.run(["materials", "remove", "1", "--keep-cards"]).exitCode == 0)
        #expect(try count("SELECT count(*) FROM studyCard WHERE materialId IS NULL") == cards)
        #expect(try diario.run(["undo"]).exitCode == 0)
        #expect(try count("SELECT count(*) FROM studyCard WHERE materialId = 1") == cards)
    }

    @Test("From a mind map: each node with nodes under it")
    func fromMap() throws {
        #expect(try diario.run(["maps", "new", "Fotosintesi", "--subject", "science"]).exitCode == 0)
        #expect(try diario.run(["maps", "add", "1", "Fase luminosa"]).exitCode == 0)
        #expect(try diario.run(["maps", "add", "1", "ATP", "--under", "1"]).exitCode == 0)
        #expect(try diario.run(["maps", "add", "1", "NADPH", "--under", "1"]).exitCode == 0)
        let kept = try diario.run(["cards", "from", "1", "--map", "--yes", "--json"])
        let listed = try #require(try JSONSerialization.jsonObject(with: Data(kept.stdout.utf8)) as? [[String: Any]])
        #expect(listed.map { $0["front"] as? String } == ["Fase luminosa"])
        #expect(listed.first?["back"] as? String == "ATP; NADPH")
        #expect(try count("SELECT count(*) FROM studyCard WHERE mindMapNodeId = 1") == 1)
    }

    @Test("On a terminal each card is asked about: keep, drop, keep all the rest")
    func reviewedOnTerminal() throws {
        #expect(try diario.run(["materials", "add", Fixtures.path("materials/risorgimento.md")]).exitCode == 0)
        let total = try proposals().count
        var environment = diario.environment
        environment["TERM"] = "xterm-256color"
        let terminal = try TerminalSession(arguments: [], environment: environment, width: 200)
        try terminal.waitForPrompt()
        try terminal.enter("/carte da 1", thenWaitFor: "La tengo?")
        try terminal.enter("s", thenWaitFor: "2/\(total)")
        try terminal.enter("n", thenWaitFor: "3/\(total)")
        try terminal.enter("t", thenWaitFor: "carte tenute")
        #expect(try count("SELECT count(*) FROM studyCard") == total - 1)
    }
}
