import DiarioTestSupport
import Foundation
import GRDB
import Testing

/// Materials through the binary: each committed fixture added, read and searched; bad files refused with one line
/// and nothing saved; a missing program leaves a pending material that `retry` reads once it is there.
@Suite("Materials and search, end to end")
struct MaterialsTests {
    let home = TemporaryDirectory()
    var diario: DiarioProcess { DiarioProcess(database: home.file("diario.sqlite"), home: home.path) }

    func json(_ result: ProcessResult) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }

    func count(_ table: String) throws -> Int {
        try DatabaseQueue(path: home.file("diario.sqlite")).read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? -1
        }
    }

    @Test("Every fixture is added and read; search finds a word typed without its accent")
    func fixtures() throws {
        let files = ["risorgimento.md", "french-revolution.md", "history-notes.pdf", "scan.pdf", "photo.png"]
        for name in files {
            let added = try diario.run(["materials", "add", Fixtures.path("materials/" + name), "--json"])
            #expect(added.exitCode == 0, "\(name): \(added.stderr)")
            let material = try #require(try json(added) as? [String: Any])
            #expect(material["status"] as? String == "done", "\(name)")
            #expect(material["subject"] as? String == "history", "\(name)")
        }
        let list = try #require(try json(try diario.run(["materials", "--json"])) as? [[String: Any]])
        #expect(list.count == 5)
        let pages = Dictionary(
            uniqueKeysWithValues: list.map {
                (($0["file"] as? [String: Any])?["name"] as? String ?? "", $0["page_count"] as? Int)
            })
        #expect(pages["history-notes.pdf"] == 30 && pages["scan.pdf"] == 2 && pages["photo.png"] == 1)
        #expect(
            list.first { ($0["file"] as? [String: Any])?["name"] as? String == "risorgimento.md" }?["title"] as? String
                == "Il Risorgimento italiano (1815–1871)")

        let again = try diario.run(["materiali", "aggiungi", Fixtures.path("materials/photo.png")])
        #expect(again.exitCode == 0)
        #expect(again.stdout.hasPrefix("È già tra i tuoi materiali: #5"))
        #expect(try count("studyMaterial") == 5)

        let search = try diario.run(["cerca", "perche"])
        #expect(search.exitCode == 0)
        #expect(search.stdout.contains("[Perché]") || search.stdout.contains("[perché]"), "\(search.stdout)")
        let photo = try #require(
            try json(try diario.run(["search", "Garibaldi", "Teano", "--json"])) as? [[String: Any]])
        #expect(photo.contains { $0["id"] as? Int == 5 })
        let shown = try diario.run(["materials", "show", "3", "--page", "30", "--lang", "en"])
        #expect(shown.stdout.contains("Page 30 of 30"))
        let files_ = try FileManager.default.contentsOfDirectory(atPath: home.file("materials"))
        #expect(files_.count == 5)
    }

    @Test("Bad files: one line in the student's language, exit 1, nothing saved")
    func badFiles() throws {
        try Data().write(to: URL(fileURLWithPath: home.file("vuoto.md")))
        let cases: [(String, String)] = [
            (home.file("manca.md"), "Non c'è nessun file in"),
            (home.file("vuoto.md"), "è vuoto"),
            (Fixtures.path("materials/damaged.pdf"), "è danneggiato"),
            (Fixtures.path("materials/random.pdf"), "non è un file che Diario sa leggere"),
            (Fixtures.path("materials/blank.png"), "non è stato trovato testo"),
        ]
        for (path, expected) in cases {
            let result = try diario.run(["materials", "add", path])
            #expect(result.exitCode == 1, "\(path)")
            #expect(result.stderr.contains(expected), "\(path): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        }
        // Several files: a bad one after good ones stops the command before any is saved.
        let several = try diario.run([
            "materials", "add", Fixtures.path("materials/risorgimento.md"), Fixtures.path("materials/damaged.pdf"),
        ])
        #expect(several.exitCode == 1 && several.stderr.contains("è danneggiato"))
        #expect(try count("studyMaterial") == 0)
        #expect(!FileManager.default.fileExists(atPath: home.file("materials")))
        let english = try diario.run(["materials", "add", home.file("manca.md"), "--lang", "en"])
        #expect(english.stderr.hasPrefix("There is no file at"))
    }

    @Test("Without tesseract a photo is saved pending, the message names the package; retry reads it once it is there")
    func missingTool() throws {
        let bare = home.file("bin")
        try FileManager.default.createDirectory(atPath: bare, withIntermediateDirectories: true)
        let added = try diario.run(
            ["materials", "add", Fixtures.path("materials/photo.png"), "--subject", "storia"],
            extraEnvironment: ["PATH": bare])
        #expect(added.exitCode == 0, "\(added.stderr)")
        #expect(added.stdout.contains("testo ancora da leggere"))
        #expect(added.stderr.contains("tesseract-ocr"))
        #expect(added.stderr.contains("diario materiali riprova 1"))
        let pending = try #require(try json(try diario.run(["materials", "--pending", "--json"])) as? [[String: Any]])
        #expect(pending.map { $0["status"] as? String } == ["pending"])
        #expect(try diario.run(["search", "garibaldi"]).stdout.contains("Niente trovato"))

        let retried = try diario.run(["materials", "retry", "1"])
        #expect(retried.exitCode == 0, "\(retried.stderr)")
        #expect(try diario.run(["search", "garibaldi"]).stdout.contains("materiale n. 1"))
        #expect(try #require(try json(try diario.run(["materials", "--pending", "--json"])) as? [Any]).isEmpty)
        let again = try diario.run(["materials", "retry", "1"])
        #expect(again.exitCode == 1 && again.stderr.contains("è già stato letto"))
    }

    @Test("A photo saved pending with no subject takes the one its text names once it is read; undo takes it back")
    func subjectOnceRead() throws {
        let bare = home.file("bin")
        try FileManager.default.createDirectory(atPath: bare, withIntermediateDirectories: true)
        let added = try diario.run(
            ["materials", "add", Fixtures.path("materials/photo.png")], extraEnvironment: ["PATH": bare])
        #expect(added.exitCode == 0, "\(added.stderr)")
        #expect(added.stdout.contains("Altro"), "\(added.stdout)")
        let retried = try diario.run(["materials", "retry", "1"])
        #expect(retried.exitCode == 0, "\(retried.stderr)")
        #expect(retried.stdout.contains("Storia ·") && retried.stdout.contains("Materia: Storia"), "\(retried.stdout)")
        #expect(try diario.run(["undo"]).exitCode == 0)
        let listed = try #require(try json(try diario.run(["materials", "--json"])) as? [[String: Any]])
        #expect(listed.first?["subject"] as? String == "other", "\(listed)")
    }

    @Test("Rename and remove are undone; the file stays for the undo")
    func removeAndUndo() throws {
        #expect(try diario.run(["materials", "add", Fixtures.path("materials/risorgimento.md")]).exitCode == 0)
        let renamed = try diario.run(["materials", "rename", "1", "Unità", "d'Italia"])
        #expect(renamed.stdout.contains("Unità d'Italia"))
        let removed = try diario.run(["materials", "remove", "1"])
        #expect(removed.stdout.contains("diario annulla lo riporta"))
        #expect(try count("materialPage") == 0)
        let gone = try diario.run(["materials", "show", "1"])
        #expect(gone.exitCode == 1 && gone.stderr.contains("Non c'è un materiale numero 1"))
        #expect(try diario.run(["undo"]).exitCode == 0)
        #expect(try count("materialPage") == 1)
        let back = try #require(try json(try diario.run(["materials", "show", "1", "--json"])) as? [String: Any])
        #expect(back["title"] as? String == "Unità d'Italia")
        #expect(try diario.run(["cerca", "unita"]).stdout.contains("Unità"))
    }

    @Test("A backup to a file takes the materials' files along; a restore elsewhere puts them back")
    func backupWithFiles() throws {
        for name in ["risorgimento.md", "photo.png"] {
            #expect(try diario.run(["materials", "add", Fixtures.path("materials/" + name)]).exitCode == 0)
        }
        let backup = home.file("copia.sqlite")
        #expect(try diario.run(["backup", backup]).exitCode == 0)
        let travelled = try FileManager.default.contentsOfDirectory(atPath: backup + ".materials").sorted()
        #expect(travelled == (try FileManager.default.contentsOfDirectory(atPath: home.file("materials")).sorted()))
        #expect(travelled.count == 2)

        let elsewhere = TemporaryDirectory()
        let other = DiarioProcess(database: elsewhere.file("diario.sqlite"), home: elsewhere.path)
        #expect(try other.run(["list"]).exitCode == 0)
        let restored = try other.run(["restore", backup])
        #expect(restored.exitCode == 0, "\(restored.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.file("materials")).sorted() == travelled)
        #expect(try other.run(["search", "Garibaldi"]).stdout.contains("materiale n. 2"))
    }

    @Test("In words: a search shows the hits; adding material asks for the file, and a script is told how")
    func inWords() throws {
        #expect(try diario.run(["materials", "add", Fixtures.path("materials/risorgimento.md")]).exitCode == 0)
        let script = try diario.run([], stdin: "cerca carboneria\naggiungi i miei appunti di storia\n")
        #expect(script.stdout.contains("[Carboneria]"), "\(script.stdout)")
        #expect(script.stderr.contains("Quale file? Aggiungilo con: diario materiali aggiungi FILE"))
        var environment = diario.environment
        environment["TERM"] = "xterm-256color"
        let terminal = try TerminalSession(arguments: [], environment: environment, width: 200)
        try terminal.waitForPrompt()
        try terminal.enter("aggiungi i miei appunti di storia", thenWaitFor: "Quale file?")
        try terminal.enter(Fixtures.path("materials/french-revolution.md"), thenWaitFor: "Materiale aggiunto: #2")
        let listed = try diario.run(["materials", "--json"])
        #expect(listed.stdout.contains("\"subject\":\"history\"") && listed.stdout.contains("French Revolution"))
    }

    @Test("On a terminal, reading a scan shows pages done of all, then clears the line")
    func progressOnTerminal() throws {
        var environment = diario.environment
        environment["TERM"] = "xterm-256color"
        let terminal = try TerminalSession(
            arguments: ["materials", "add", Fixtures.path("materials/scan.pdf")], environment: environment, width: 120)
        let shown = try terminal.waitFor("/2 pagine")
        #expect(shown.contains { $0.contains("Lettura ") && ($0.contains("█") || $0.contains("░")) })
        let done = try terminal.waitFor("Materiale aggiunto: #1")
        #expect(!done.contains { $0.contains("/2 pagine") })
    }

    @Test("The REPL has /materiali and /cerca")
    func repl() throws {
        let path = Fixtures.path("materials/french-revolution.md")
        let result = try diario.run([], stdin: "/materiali aggiungi \(path)\n/cerca bastille\n/materiali\n")
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Materiale aggiunto: #1"))
        #expect(result.stdout.contains("[Bastille]"))
        #expect(result.stdout.contains("1 materiale"))
    }
}
