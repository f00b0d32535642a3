import DiarioTestSupport
import Foundation
import Testing

/// Grades through the binary: six notations, a weighted average computed by hand, the grade needed, bad marks.
@Suite("Grades, end to end")
struct GradesTests {
    let home = TemporaryDirectory()
    var diario: DiarioProcess {
        DiarioProcess(database: home.file("diario.sqlite"), now: "2026-11-25T10:00", home: home.path)
    }

    @Test("Six notations give the weighted average computed by hand, and the grade still needed")
    func averages() throws {
        // 7+ = 7.25, 6½ = 6.5, 6/7 = 6.5 (weight 2), 6-- = 5.5, 8- = 7.75, 5,5 = 5.5:
        // (7.25 + 6.5 + 2 × 6.5 + 5.5 + 7.75 + 5.5) / 7 = 45.5 / 7 = 6.5.
        for (mark, extra) in [
            ("7+", ["--scritto"]), ("6 e mezzo", []), ("6/7", ["--orale", "--peso", "2"]), ("sei meno meno", []),
            ("8-", []), ("5,5", []),
        ] {
            let added = try diario.run(["voti", "aggiungi", mark, "--materia", "storia"] + extra)
            #expect(added.exitCode == 0, "\(mark): \(added.stderr)")
        }
        let listed = try diario.run(["grades", "--json"])
        let subjects = try #require(
            try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        #expect(subjects.first?["subject"] as? String == "history")
        #expect(subjects.first?["year"] as? Double == 6.5)
        let marks = (subjects.first?["grades"] as? [[String: Any]])?.compactMap { $0["mark"] as? String }
        #expect(marks == ["7+", "6½", "6/7", "6--", "8-", "5.5"])
        #expect(try diario.run(["voti"]).stdout.contains("anno: 6,5"))
        // One more grade: (7 × 8 − 45.5) = 10.5, out of reach. Three more: (7 × 10 − 45.5) / 3 = 8.17, at least 8+.
        #expect(try diario.run(["voti", "serve", "7", "--materia", "storia"]).stdout.contains("neanche con un 10"))
        let three = try diario.run(["voti", "serve", "7", "--materia", "storia", "--verifiche", "3"])
        #expect(three.stdout.contains("almeno 8+ (8,17) in ognuno dei prossimi 3 voti"), "\(three.stdout)")
        // Target 5: (5 × 8 − 45.5) < 1, so even a 1 keeps the average at 5 or more.
        #expect(try diario.run(["voti", "serve", "5", "--materia", "storia"]).stdout.contains("qualunque sia"))
        #expect(try diario.run(["voti", "serve", "6", "--materia", "storia"]).stdout.contains("almeno 2½"))
        // Stats show the week's grades over time, in text and JSON.
        let stats = try diario.run(["stats"])
        #expect(stats.stdout.contains("Voti\n") && stats.stdout.contains("7+ 6½ 6/7 6-- 8- 5.5"), "\(stats.stdout)")
        #expect(stats.stdout.contains("media 6,5"))
        let statsJSON = try #require(
            try JSONSerialization.jsonObject(with: Data(try diario.run(["--json", "stats"]).stdout.utf8))
                as? [String: Any])
        #expect(((statsJSON["grades"] as? [[String: Any]])?.first?["grades"] as? [Any])?.count == 6)
    }

    @Test("In words: a grade is recorded, completes the test it answers; the grade needed is answered")
    func inWords() throws {
        #expect(
            try diario.run(
                ["add", "verifica di storia lunedì 23 novembre"], extraEnvironment: ["DIARIO_NOW": "2026-11-20T10:00"]
            ).exitCode == 0)
        let script = try diario.run(
            [],
            stdin: "ho preso 7+ nella verifica di storia\ngot an 8 on the history oral\n"
                + "che voto mi serve nella prossima verifica di storia per avere 8\n")
        #expect(script.exitCode == 0, "\(script.stderr)")
        #expect(script.stdout.contains("Voto registrato: 7+ in Storia (scritto) · media 7,25"), "\(script.stdout)")
        #expect(script.stdout.contains("8 in Storia (orale) · media 7,63"))
        // (8 × 3 − 15.25) / 1 = 8.75: at least 9-.
        #expect(script.stdout.contains("almeno 9- (8,75) nel prossimo voto"))
        let tasks = try diario.run(["list", "--all", "--json"])
        #expect(!tasks.stdout.contains("\"title\":\"Verifica di storia\""), "the test is done: \(tasks.stdout)")
    }

    @Test("What the signs are worth is the school's: set once, read by every later grade")
    func signs() throws {
        let set = try diario.run(["voti", "segni", "--piu", "0.5", "--meno", "0.5", "--meno-meno", "0.75"])
        #expect(set.stdout.contains("+ vale 0,5, - vale -0,5, -- vale -0,75"), "\(set.stdout)")
        #expect(try diario.run(["voti", "aggiungi", "7+", "--materia", "storia"]).stdout.contains("media 7,5"))
        #expect(try diario.run(["voti", "aggiungi", "6--", "--materia", "storia"]).stdout.contains("media 6,38"))
        let refused = try diario.run(["voti", "segni", "--piu", "2"])
        #expect(refused.exitCode == 2)
    }

    @Test("Impossible marks are refused with one line; religion's judgement is kept and left out of averages")
    func badMarks() throws {
        for mark in ["11", "7++++", "zero"] {
            let refused = try diario.run(["grades", "add", mark, "--subject", "history"])
            #expect(refused.exitCode == 1 && refused.stderr.contains("non è un voto da 1 a 10"), "\(mark)")
        }
        #expect(try diario.run(["grades", "add", "ottimo", "--subject", "religion"]).exitCode == 0)
        let listed = try diario.run(["grades", "--json"])
        let subjects = try #require(
            try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        #expect(subjects.count == 1 && subjects.first?["year"] == nil)
        let removed = try diario.run(["grades", "remove", "1"])
        #expect(removed.exitCode == 0 && removed.stdout.contains("diario annulla lo riporta"))
        #expect(try diario.run(["undo"]).exitCode == 0)
        #expect(try diario.run(["grades"]).stdout.contains("ottimo"))
    }

    @Test("A letter scale: marks and averages in letters, the grade needed for a B average; a bad letter refused")
    func letterScale() throws {
        #expect(try diario.run(["grades", "scale", "letters", "--lang", "en"]).stdout.contains("letter (A–F)"))
        for mark in ["C+", "B-"] {
            #expect(try diario.run(["grades", "add", mark, "--subject", "physics", "--lang", "en"]).exitCode == 0)
        }
        // (7.85 + 8.15) / 2 = 8.0: the lowest of B-. A B average (8.3) over two more tests: (8.3 × 4 − 16) / 2 = 8.6,
        // so at least a B+ (8.85).
        #expect(try diario.run(["grades", "--lang", "en"]).stdout.contains("B-"))
        let need = try diario.run(["grades", "need", "B", "--subject", "physics", "--tests", "2", "--lang", "en"])
        #expect(need.stdout.contains("B+"), "\(need.stdout)")
        // An A+ is worth 9.85: an A+ average (9.7) over one more test after C+ and B- needs 13.1, out of reach.
        let out = try diario.run(["grades", "need", "A+", "--subject", "physics", "--lang", "en"])
        #expect(!out.stdout.contains("at least"), "\(out.stdout)")
        let bad = try diario.run(["grades", "add", "E", "--subject", "physics", "--lang", "en"])
        #expect(bad.exitCode == 1 && bad.stderr.contains("not a letter mark"), "\(bad.stderr)")
        #expect(try diario.run(["grades", "scale", "percent"]).exitCode == 0)
        #expect(try diario.run(["voti", "aggiungi", "91%", "--materia", "storia"]).stdout.contains("media 91%"))
    }
}
