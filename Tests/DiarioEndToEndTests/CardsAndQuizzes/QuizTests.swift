import DiarioTestSupport
import Foundation
import Testing

/// Cards and quizzes through the real binary, in script mode.
@Suite("Cards and quizzes")
struct QuizTests {
    let home = TemporaryDirectory()
    var diario: DiarioProcess { DiarioProcess(database: home.file("diario.sqlite"), home: home.path) }

    @Test("A quiz over a pipe: answers checked (one typo forgiven), Enter accepts, ratings scheduled (fuzz seeded)")
    func quizInScriptMode() throws {
        let setup = """
            /carta --subject history battaglia di Hastings :: 1066
            /carta --subject history chi scoprì l'America? :: Cristoforo Colombo
            /carta --subject history anno della presa della Bastiglia :: 1789
            aggiungi carta capitale della Francia :: Parigi
            """
        let added = try diario.run([], stdin: setup + "\n")
        #expect(added.exitCode == 0, "\(added.stderr)")
        #expect(added.lines.last == "Carta aggiunta: #4 · 🌍 Geografia · Capitale della Francia → Parigi")

        let quiz = """
            interrogami di storia
            1066

            cristofro colombo
            4

            2
            """
        let result = try diario.run([], stdin: quiz + "\n")
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(
            result.lines == [
                "3 carte da ripassare. Invio mostra la risposta; /stop termina.",
                "[1/3] Battaglia di Hastings",
                "Giusto! 1066",
                "[2/3] Chi scoprì l'America?",
                "Giusto! Cristoforo Colombo",
                "[3/3] Anno della presa della Bastiglia",
                "Risposta: 1789",
                "3 carte, 3 ricordate (100%), in 0 s. Prossimo ripasso: tra 6 min.",
            ])
        let cards = try #require(try json(try diario.run(["cards", "--json"]).stdout) as? [[String: Any]])
        #expect(cards.map { $0["state"] as? String } == ["learning", "review", "learning", "learning"])
        // The fuzz is seeded by the review's millisecond (FSRSScheduler.seed(reviewedAt:)), so that a device replaying
        // the review after a sync draws the same spread.
        #expect(
            cards.map { $0["due"] as? String } == [
                "2026-11-21T09:10:00Z", "2026-11-29T09:00:00Z", "2026-11-21T09:05:30Z", "2026-11-21T09:00:00Z",
            ])
    }

    @Test("--json: one object per reviewed card and a summary; a wrong answer proposes Again")
    func quizJSON() throws {
        try diario.run(["cards", "add", "--subject", "english", "to go, past simple :: went"])
        let result = try diario.run(["quiz", "--json", "--subject", "english"], stdin: "goed\n\n")
        #expect(result.exitCode == 0, "\(result.stderr)")
        let objects = try result.lines.map { try #require(try json($0) as? [String: Any]) }
        #expect(objects.count == 2)
        #expect(objects[0]["rating"] as? Int == 1 && objects[0]["correct"] as? Bool == false)
        #expect(objects[1]["reviewed"] as? Int == 1 && objects[1]["remembered"] as? Int == 0)
        let nothing = try diario.run(["quiz", "--subject", "english", "--lang", "en"])
        #expect(nothing.lines == ["No cards are due. Next review: in 1 min."])
    }

    @Test("Cards can be listed, edited, suspended (never quizzed), deleted and brought back with /undo")
    func cardLifecycle() throws {
        let script = """
            /card --subject history Hastings :: 1066
            /cards edit 1 --back "14 ottobre 1066"
            /cards suspend 1
            /quiz
            /cards delete 1
            /undo
            /cards list
            """
        let result = try diario.run(["--lang", "en"], stdin: script + "\n")
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(
            result.lines == [
                "Card added: #1 · 📜 History · Hastings → 1066",
                "Card changed: #1 · 📜 History · Hastings → 14 ottobre 1066",
                "Suspended: #1 · 📜 History · Hastings → 14 ottobre 1066 · suspended",
                "No cards are due. Next review: no cards.",
                "Card deleted: #1 · 📜 History · Hastings → 14 ottobre 1066 · suspended (/undo brings it back)",
                "Undone: the card \"Hastings\" is back, with its reviews.",
                "#1 · 📜 History · Hastings → 14 ottobre 1066 · suspended",
                "1 card",
            ])
        let empty = try diario.run(["cards", "add", "no back here"])
        #expect(empty.exitCode == 1)
        #expect(empty.stderr.hasPrefix("Una carta ha bisogno di fronte e retro"))
    }
}

@Suite("Arithmetic drills through the binary")
struct DrillTests {
    let home = TemporaryDirectory()
    var diario: DiarioProcess { DiarioProcess(database: home.file("diario.sqlite"), home: home.path) }

    @Test("Five right first tries earn 3 stars each and move up a level; /stop ends (problems follow the clock's seed)")
    func levelUp() throws {
        let result = try diario.run(["drill", "--count", "8"], stdin: "4\n3\n6\n4\n6\n/stop\n")
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.lines.first == "Calcoli, livello 1. Scrivi il risultato; ? per un aiuto; /stop per finire.")
        #expect(result.lines.filter { $0 == "Giusto! ★★★" }.count == 5)
        #expect(result.lines.contains("Bravo/a: livello 2!"))
        #expect(result.lines.last == "5 calcoli, 15 stelle su 15. Livello 2.")
    }

    @Test("A hint or a second try earns 2 stars, two misses 1; differences are never negative")
    func starsAndHints() throws {
        let result = try diario.run(["drill", "--count", "3", "--json"], stdin: "?\n4\n0\n3\n0\n0\n")
        let objects = try result.lines.map { try #require(try json($0) as? [String: Any]) }
        #expect(objects.map { $0["stars"] as? Int } == [2, 2, 1, 5])
        #expect(objects.map { $0["problem"] as? String } == ["2 + 2", "2 + 1", "3 + 3", nil])
        #expect(objects.last?["stars"] as? Int == 5 && objects.last?["problems"] as? Int == 3)
        #expect(objects.dropLast().allSatisfy { ($0["answer"] as? Int ?? -1) >= 0 })
    }

    @Test("\"quiz me on math\" with no math cards due starts a drill")
    func mathQuizIsADrill() throws {
        let result = try diario.run(["--lang", "en"], stdin: "quiz me on math\n/stop\n")
        #expect(result.lines.first == "Arithmetic drill, level 1. Type the result; ? for a hint; /stop ends.")
    }
}
