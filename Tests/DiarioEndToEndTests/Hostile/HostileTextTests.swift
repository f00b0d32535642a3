import DiarioTestSupport
import Foundation
import GRDB
import Testing

/// Text with NUL bytes, terminal escapes and lines too long, typed, piped, imported or already stored.
@Suite("Hostile text")
struct HostileTextTests {
    let diary = HostileDiary()

    /// What a terminal receives when `arguments` run on one: the bytes, through util-linux's `script`.
    func onTerminal(_ arguments: [String]) throws -> String {
        let command = ([DiarioProcess.binary] + arguments).map { "'\($0)'" }.joined(separator: " ")
        let result = try DiarioProcess.runCommand(
            ["script", "-qec", command, "/dev/null"], environment: diary.process.environment)
        return result.stdout
    }

    @Test("A piped line with a NUL byte is refused with one line, and the lines around it still run")
    func nulInScript() throws {
        let result = try diary.process.run(
            ["--lang", "en"], stdin: "math homework\u{0} for tomorrow\nhistory test on friday\n")
        #expect(result.exitCode == 1)
        #expect(
            result.stderr == "line 1: This line holds a NUL byte, which is never part of text; nothing was done.\n")
        let titles = try #require(
            try json(try diary.process.run(["list", "--json"]).stdout) as? [[String: Any]]
        ).map { $0["title"] as? String }
        #expect(titles == ["History test"])
    }

    @Test(
        "A piped line of 3 MB is refused without being held whole; the lines around it run, an unfinished last one too")
    func longScriptLine() throws {
        let input =
            "math homework for tomorrow\n" + String(repeating: "x", count: 3 << 20) + "\n"
            + "history test on friday\r\nart project for monday"
        let result = try diary.process.run(["--lang", "en"], stdin: input)
        #expect(result.exitCode == 1)
        #expect(result.stderr == "line 2: This line is longer than Diario reads (1024 KB); nothing was done.\n")
        let titles = try #require(
            try json(try diary.process.run(["list", "--json"]).stdout) as? [[String: Any]]
        ).compactMap { $0["title"] as? String }
        #expect(Set(titles) == ["Math homework", "History test", "Art project"], "\(titles)")
    }

    @Test("Files to import with a NUL byte or a line past 1 MB are refused, nothing imported, nothing cut")
    func importLimits() throws {
        let nul = diary.file("nul.jsonl")
        try Data(
            #"{"type":"task","title":"ok"}"#.utf8 + [0x0A] + Data(#"{"type":"task","title":"a"#.utf8) + [0]
                + Data(#"b"}"#.utf8)
        ).write(to: URL(fileURLWithPath: nul))
        #expect(
            try diary.refuses(["import", nul, "--lang", "en"])
                == "Line 2 holds a NUL byte, which is never part of text: is it a binary file? Nothing was imported.")
        let long = diary.file("long.jsonl")
        try (#"{"type":"task","title":""# + String(repeating: "x", count: 1 << 20) + "\"}\n").write(
            toFile: long, atomically: true, encoding: .utf8)
        #expect(
            try diary.refuses(["import", long, "--lang", "en"])
                == "Line 1 is longer than Diario reads (1024 KB). Nothing was imported.")
        let escaped = diary.file("escaped-nul.jsonl")
        try #"{"type":"task","title":"nul\u0000tail","kind":"homework","priority":"medium"}"#.write(
            toFile: escaped, atomically: true, encoding: .utf8)
        #expect(
            try diary.refuses(["import", escaped, "--lang", "en"])
                == "Line 1: the field \"title\" holds a NUL character, which would cut it short. Nothing was imported.")
        let repeating = diary.file("repeat.jsonl")
        try #"{"type":"task","title":"ogni tanto","kind":"homework","priority":"medium","repeat":"sometimes"}"#.write(
            toFile: repeating, atomically: true, encoding: .utf8)
        #expect(
            try diary.refuses(["import", repeating, "--lang", "en"]).hasPrefix("Line 1: \"sometimes\" is no repetition")
        )
        let csv = diary.file("cards.csv")
        try Data("front,back\nRoma,753".utf8 + [0] + Data(" a.C.\n".utf8)).write(to: URL(fileURLWithPath: csv))
        #expect(try diary.refuses(["cards", "import", csv, "--lang", "en"]).hasPrefix("Line 2 holds a NUL byte"))
    }

    @Test("Escape sequences typed or imported are not stored: titles and card sides keep only their text")
    func escapesAtTheDoor() throws {
        #expect(try diary.process.run(["add", "evil \u{1B}]52;c;aGk=\u{07}title tomorrow"]).exitCode == 0)
        let csv = diary.file("cards.csv")
        try "front,back\n\"\u{1B}[2Jclear\",\"\u{9B}31mback\"\n".write(toFile: csv, atomically: true, encoding: .utf8)
        #expect(try diary.process.run(["cards", "import", csv]).exitCode == 0)
        let stored = try DatabaseQueue(path: diary.file("diario.sqlite")).read { db in
            try String.fetchAll(db, sql: "SELECT title FROM studyTask UNION ALL SELECT front || back FROM studyCard")
        }
        #expect(stored == ["Evil ]52;c;aGk=title", "[2Jclear31mback"])
    }

    @Test("Escapes already stored (a synced device, an old version) reach a terminal as visible text only")
    func escapesOnTheTerminal() throws {
        #expect(try diary.process.run(["add", "placeholder tomorrow"]).exitCode == 0)
        #expect(try diary.process.run(["cards", "add", "front :: back"]).exitCode == 0)
        try DatabaseQueue(path: diary.file("diario.sqlite")).write { db in
            try db.execute(
                sql:
                    "UPDATE studyTask SET title = 'a' || char(27) || ']52;c;aGk=' || char(7) || 'b' || char(27) || '[31mc'"
            )
            try db.execute(sql: "UPDATE studyCard SET front = 'x' || char(155) || '2Jy' || char(127)")
        }
        let listed = try onTerminal(["list", "--lang", "en"])
        #expect(
            listed.contains("a^[]52;c;aGk=^Gb^[[31mc"), "even Diario's own colour codes are text in a title: \(listed)")
        let cards = try onTerminal(["cards", "--lang", "en"])
        #expect(cards.contains("xM-^[2Jy^?"), "\(cards)")
        for output in [listed, cards] {
            #expect(!output.unicodeScalars.contains { $0 == "\u{7}" || $0 == "\u{9B}" || $0 == "\u{7F}" })
            #expect(!output.contains("\u{1B}]"))
        }
        let piped = try diary.process.run(["list", "--json"]).stdout
        #expect(
            piped.contains(#"a\u001b]52;c;aGk=\u0007b\u001b[31mc"#), "JSON keeps them escaped as JSON does: \(piped)")
    }
}
