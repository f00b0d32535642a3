import DiarioTestSupport
import Foundation
import Testing

@Suite("Export and import: every row, merged by stable id")
struct BackupTests {
    let home = TemporaryDirectory()

    func diario(_ name: String) -> DiarioProcess {
        DiarioProcess(database: home.file(name), home: home.path)
    }

    /// A database with something of every kind: subjects (a custom one with an alias, a renamed built-in), open,
    /// done and repeating tasks, cards with reviews, study sessions (typed and a quiz's), a term with a goal of two
    /// targets, a conversation with the coach, a saved language.
    func filled(_ name: String) throws -> DiarioProcess {
        let source = diario(name)
        let setup = """
            /subjects add Latino --alias lat
            /subjects rename math "Matematica e geometria"
            math homework due Friday
            verifica di storia martedì prossimo alle 9 urgente
            versione di lat per domani
            palestra ogni lunedì
            /fatto 1
            /fatto palestra
            /carta --subject history battaglia di Hastings :: 1066
            /carta --subject history presa della Bastiglia :: 1789
            interrogami di storia
            1066

            1800

            /studio lat 30
            /terms add Trimestre --from 2026-09-14 --to 2026-12-13
            /goals add 10 ore di lat e 50 carte
            /lang en
            """
        let filled = try source.run([], stdin: setup + "\n")
        #expect(filled.exitCode == 0, "\(filled.stderr)")
        #expect(try source.run(["coach", "I can't focus"]).exitCode == 0)
        return source
    }

    func lines(_ text: String, type: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.contains("\"type\":\"\(type)\"") }
    }

    @Test("export → import into an empty database → export gives the same file; importing twice changes nothing")
    func roundTrip() throws {
        let source = try filled("a.sqlite")
        let exported = try source.run(["export"])
        #expect(exported.exitCode == 0, "\(exported.stderr)")
        for (type, count) in [
            ("subject", 25), ("task", 5), ("card", 2), ("review", 2), ("preference", 1), ("conversation", 1),
            ("message", 2), ("study_session", 2), ("term", 1), ("goal", 1), ("goal_target", 2), ("term_goal", 1),
        ] {
            #expect(lines(exported.stdout, type: type).count == count, "\(type)")
        }
        #expect(exported.lines.first == #"{"format":2,"type":"diario"}"#)
        let file = home.file("backup.jsonl")
        try exported.stdout.write(toFile: file, atomically: true, encoding: .utf8)

        let target = diario("b.sqlite")
        let imported = try target.run(["import", file, "--lang", "en"])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        #expect(imported.lines == ["Imported: 21 new rows, 2 updated, 22 already there."])
        #expect(try target.run(["export"]).stdout == exported.stdout)

        let again = try target.run(["import", file, "--lang", "en"])
        #expect(again.lines == ["Imported: 0 new rows, 0 updated, 45 already there."])
        #expect(try target.run(["export"]).stdout == exported.stdout)
        #expect(try target.run(["list", "--all", "--json"]).stdout.contains("Versione di lat"))
        // The numbers the student knows stay: task 2 is still the history test.
        #expect(try target.run(["done", "2", "--lang", "en"]).lines == ["Done: #2 Verifica di storia. Well done!"])
    }

    @Test("A row that exists is replaced only by a newer copy; an import is one change that undo takes back")
    func newerWins() throws {
        let source = diario("a.sqlite")
        try source.run(["add", "compiti di matematica per venerdì"])
        let exported = try source.run(["export"]).stdout
        let task = try #require(lines(exported, type: "task").first)
        let older = task.replacingOccurrences(of: "Compiti di matematica", with: "Vecchio titolo")
            .replacingOccurrences(
                of: "\"updated_at\":\"2026-11-21T09:00:00.000Z\"", with: "\"updated_at\":\"2026-11-20T09:00:00.000Z\"")
        let newer = task.replacingOccurrences(of: "Compiti di matematica", with: "Nuovo titolo")
            .replacingOccurrences(
                of: "\"updated_at\":\"2026-11-21T09:00:00.000Z\"", with: "\"updated_at\":\"2026-11-22T09:00:00.000Z\"")
        #expect(older != task && newer != task)

        #expect(
            try source.run(["import", "-", "--lang", "en"], stdin: older + "\n").lines == [
                "Imported: 0 new rows, 0 updated, 1 already there."
            ])
        #expect(try source.run(["list", "--all", "--json"]).stdout.contains("Compiti di matematica"))
        #expect(
            try source.run(["import", "-", "--lang", "en"], stdin: newer + "\n").lines == [
                "Imported: 0 new rows, 1 updated, 0 already there."
            ])
        #expect(try source.run(["list", "--all", "--json"]).stdout.contains("Nuovo titolo"))
        let undone = try source.run(["undo", "--lang", "en"])
        #expect(undone.lines == ["Undone: the import was taken back; your data is as it was before it."])
        #expect(try source.run(["list", "--all", "--json"]).stdout.contains("Compiti di matematica"))
    }

    @Test("export --output writes a 0600 file; import - reads standard input")
    func outputFileAndStdin() throws {
        let source = diario("a.sqlite")
        try source.run(["add", "compiti di geografia per lunedì"])
        let file = home.file("out.jsonl")
        #expect(try source.run(["export", "--output", file]).exitCode == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int == 0o600)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let target = diario("b.sqlite")
        #expect(try target.run(["import", "-"], stdin: text).exitCode == 0)
        #expect(lines(try target.run(["export"]).stdout, type: "task").count == 1)
    }

    @Test(
        "A malformed line imports nothing and names the line",
        arguments: [
            (
                "{\"title\":\"ok\"}\n{\"title\":\"bad\",\"kind\":\"chores\"}\n",
                "Riga 2: tipo sconosciuto \"chores\". Non è stato importato niente."
            ),
            (
                "{\"title\":\"ok\"}\nnot json\n",
                "Riga 2: non è un oggetto JSON con un \"title\". Non è stato importato niente."
            ),
            (
                "{\"title\":\"ok\",\"due\":\"2026-02-30\"}\n",
                "Riga 1: \"2026-02-30\" non è una data (AAAA-MM-GG). Non è stato importato niente."
            ),
            (
                "\n{\"title\":\"ok\",\"time\":\"09:00\"}\n",
                "Riga 2: \"09:00\" non è un orario (HH:MM) o manca la data. Non è stato importato niente."
            ),
            (
                "{\"title\":\"ok\"}\n{\"title\":\"  \"}\n",
                "Riga 2: il compito non ha un titolo. Non è stato importato niente."
            ),
            (
                "{\"title\":\"ok\"}\n{\"type\":\"spaceship\"}\n",
                "Riga 2: tipo di riga sconosciuto \"spaceship\". Non è stato importato niente."
            ),
            (
                "{\"type\":\"task\",\"uuid\":\"not-a-uuid\",\"title\":\"ok\",\"kind\":\"other\",\"priority\":\"low\",\"created_at\":\"2026-01-01T00:00:00Z\"}\n",
                "Riga 1: \"not-a-uuid\" non è un UUID. Non è stato importato niente."
            ),
            (
                "{\"title\":\"ok\"}\n{\"type\":\"review\",\"uuid\":\"0b0c5f4e-8f5e-4d7e-9a51-5a7f3c2d1e00\",\"card\":\"6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a00\",\"rating\":3,\"reviewed_at\":\"2026-01-01T00:00:00Z\",\"before\":{},\"after\":{}}\n",
                "Riga 2: rimanda a 6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a00, che non è né nel file prima di questa riga né nel database. Non è stato importato niente."
            ),
            (
                "{\"type\":\"card\",\"uuid\":\"0b0c5f4e-8f5e-4d7e-9a51-5a7f3c2d1e01\",\"front\":\"a\",\"back\":\"b\",\"tags\":\"\",\"suspended\":false,\"created_at\":\"2026-01-01T00:00:00Z\",\"phase\":\"flying\",\"due\":\"2026-01-01T00:00:00Z\",\"review_count\":0}\n",
                "Riga 1: un valore è fuori da ciò che Diario accetta. Non è stato importato niente."
            ),
        ])
    func malformed(_ input: String, _ message: String) throws {
        let target = diario("b.sqlite")
        let result = try target.run(["import", "-"], stdin: input)
        #expect(result.exitCode == 1)
        #expect(result.stderr == message + "\n")
        let export = try target.run(["export"]).stdout
        #expect(lines(export, type: "task").isEmpty && lines(export, type: "card").isEmpty)
    }

    @Test("Stored history imports as it was: an open task due years ago, done tasks; a missing file is a clear error")
    func history() throws {
        let target = diario("b.sqlite")
        let input = """
            {"title":"Tema","due":"2020-01-01","completed_at":"2020-01-02T10:00:00Z","created_at":"2019-12-20T08:00:00Z"}
            {"title":"Ricerca mai consegnata","due":"2021-03-05","created_at":"2021-02-20T08:00:00Z"}
            """
        let result = try target.run(["import", "-", "--lang", "en"], stdin: input + "\n")
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.lines.first == "Imported 2 tasks.")
        #expect(try target.run(["list", "--overdue", "--json"]).stdout.contains("2021-03-05"))
        let missing = try target.run(["import", home.file("nope.jsonl"), "--lang", "en"])
        #expect(missing.exitCode == 1)
        #expect(missing.stderr.hasPrefix("Cannot read"))
    }

    @Test("Thousands of tasks over four years (98% done, some open for years) round-trip byte for byte")
    func largeHistory() throws {
        let count = Int(ProcessInfo.processInfo.environment["DIARIO_LARGE_HISTORY"] ?? "") ?? 3_000
        let start = Date(timeIntervalSince1970: 1_668_000_000)  // November 2022
        var input = ""
        for number in 1...count {
            let created = start.addingTimeInterval(Double(number) * 126_000_000 / Double(count))
            let due = String(ISO8601DateFormatter().string(from: created.addingTimeInterval(86_400 * 5)).prefix(10))
            let done = number % 50 != 0
            let subject = ["math", "history", "latino", "physics", "english"][number % 5]
            input += #"{"title":"Compito \#(number)","subject":"\#(subject)","kind":"homework","due":"\#(due)","#
            input += #""created_at":"\#(ISO8601DateFormatter().string(from: created))""#
            if done {
                input +=
                    #","completed_at":"\#(ISO8601DateFormatter().string(from: created.addingTimeInterval(3_600)))""#
            }
            input += "}\n"
        }
        let source = diario("a.sqlite")
        let first = try source.run(["import", "-", "--lang", "en"], stdin: input)
        #expect(first.exitCode == 0, "\(first.stderr)")
        let exported = try source.run(["export"]).stdout
        #expect(lines(exported, type: "task").count == count)
        let file = home.file("backup.jsonl")
        try exported.write(toFile: file, atomically: true, encoding: .utf8)
        let target = diario("b.sqlite")
        #expect(try target.run(["import", file]).exitCode == 0)
        #expect(try target.run(["export"]).stdout == exported)
        let twice = try target.run(["import", file, "--lang", "en", "--json"])
        #expect(twice.stdout.contains(#""added":{}"#) && twice.stdout.contains(#""updated":{}"#))
        #expect(try target.run(["export"]).stdout == exported)
    }
}

@Suite("Export and import: text as it was typed")
struct BackupTextTests {
    let home = TemporaryDirectory()

    @Test("Quotes, backslashes, control characters, accents and emoji (escaped or not) survive export and import")
    func escapes() throws {
        let source = DiarioProcess(database: home.file("a.sqlite"), home: home.path)
        let line =
            #"{"title":"Tema \"perch\u00e9\" back\\slash \ud83d\ude00 è","notes":"riga 1\nriga 2\t/fine\u0001","created_at":"2026-11-20T08:00:00+01:00"}"#
        let imported = try source.run(["import", "-"], stdin: line + "\n")
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        let exported = try source.run(["export"]).stdout
        let task = try #require(exported.split(separator: "\n").first { $0.contains(#""type":"task""#) })
        let object = try #require(try json(String(task)) as? [String: Any])
        #expect(object["title"] as? String == "Tema \"perché\" back\\slash 😀 è")
        #expect(object["notes"] as? String == "riga 1\nriga 2\t/fine\u{01}")
        #expect(object["created_at"] as? String == "2026-11-20T07:00:00.000Z")
        let target = DiarioProcess(database: home.file("b.sqlite"), home: home.path)
        #expect(try target.run(["import", "-"], stdin: exported).exitCode == 0)
        #expect(try target.run(["export"]).stdout == exported)
    }
}

extension BackupTests {
    @Test(
        "A material's file travels beside an export (FILE.materials/) and is taken in by the import; a file whose content is not its hash is not"
    )
    func materialFilesBesideExport() throws {
        for folder in ["laptop", "desktop", "third"] {
            try FileManager.default.createDirectory(atPath: home.file(folder), withIntermediateDirectories: true)
        }
        let notes = try Fixtures.copy("materials/french-revolution.md", to: home)
        let laptop = diario("laptop/diario.sqlite")
        #expect(try laptop.run(["materials", "add", notes, "--subject", "history"]).exitCode == 0)
        let exported = try laptop.run(["export", "--output", home.file("all.jsonl")])
        #expect(exported.exitCode == 0 && exported.stdout.contains("all.jsonl.materials"), "\(exported.stdout)")
        let beside = try FileManager.default.contentsOfDirectory(atPath: home.file("all.jsonl.materials"))
        #expect(beside.count == 1, "\(beside)")

        let desktop = diario("desktop/diario.sqlite")
        let imported = try desktop.run(["import", home.file("all.jsonl")])
        #expect(imported.exitCode == 0 && imported.stdout.contains("1 file di un materiale"), "\(imported.stdout)")
        let kept = try FileManager.default.contentsOfDirectory(atPath: home.file("desktop/materials"))
        #expect(kept == beside)
        let original = try Data(contentsOf: URL(fileURLWithPath: home.file("laptop/materials/" + beside[0])))
        #expect(try Data(contentsOf: URL(fileURLWithPath: home.file("desktop/materials/" + beside[0]))) == original)

        // A file changed beside the export is not taken: its name no longer says its content.
        try Data("altro".utf8).write(to: URL(fileURLWithPath: home.file("all.jsonl.materials/" + beside[0])))
        let third = diario("third/diario.sqlite")
        let refused = try third.run(["import", home.file("all.jsonl")])
        #expect(refused.exitCode == 0 && !refused.stdout.contains("file di un materiale"), "\(refused.stdout)")
        #expect(!FileManager.default.fileExists(atPath: home.file("third/materials/" + beside[0])))

        // Nor a link, even to a file with the right content: what is checked must be what is kept.
        try FileManager.default.removeItem(atPath: home.file("all.jsonl.materials/" + beside[0]))
        try FileManager.default.createSymbolicLink(
            atPath: home.file("all.jsonl.materials/" + beside[0]),
            withDestinationPath: home.file("laptop/materials/" + beside[0]))
        #expect(try third.run(["import", home.file("all.jsonl")]).exitCode == 0)
        #expect(!FileManager.default.fileExists(atPath: home.file("third/materials/" + beside[0])))
    }
}
