import DiarioTestSupport
import Foundation
import Testing

@Suite("Export and import")
struct BackupTests {
    let home = TemporaryDirectory()

    func diario(_ name: String) -> DiarioProcess {
        DiarioProcess(database: home.file(name), home: home.path)
    }

    /// The exported lines without their ids, which a new database gives anew.
    func withoutIds(_ export: String) throws -> [NSDictionary] {
        try export.split(separator: "\n").map {
            let object = try #require(try json(String($0)) as? [String: Any])
            return object.filter { $0.key != "id" } as NSDictionary
        }
    }

    @Test("A backup round-trips: export, import into a new database, export again")
    func roundTrip() throws {
        let source = diario("a.sqlite")
        try source.run(["subjects", "add", "Latino"])
        for line in [
            "math homework due Friday", "verifica di storia martedì prossimo alle 9 urgente",
            "versione di latino per domani", "leggere \"Il barone rampante\" con calma", "tema di italiano oggi",
        ] {
            #expect(try source.run(["add", line]).exitCode == 0)
        }
        try source.run(["add", "--notes", "pag. 45, es. 3", "esercizi di fisica 2/12"])
        try source.run(["done", "2"])
        let exported = try source.run(["export"])
        #expect(exported.lines.count == 6)

        let file = home.file("backup.jsonl")
        try exported.stdout.write(toFile: file, atomically: true, encoding: .utf8)
        let target = diario("b.sqlite")
        let imported = try target.run(["import", file, "--lang", "en"])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        #expect(imported.lines == ["Imported 6 tasks.", "Created the subjects it named that were missing: latino."])
        let again = try target.run(["export"])
        #expect(try withoutIds(again.stdout) == withoutIds(exported.stdout))
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
        #expect(try target.run(["export"]).lines.count == 1)
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
                "Riga 2: Il compito non ha un titolo: scrivi cosa devi fare, per esempio \"compiti di matematica per venerdì\". Non è stato importato niente."
            ),
            (
                "{\"title\":\"old\",\"due\":\"2020-01-01\"}\n",
                "Riga 1: La scadenza 2020-01-01 è di più di un anno fa: controlla la data. Non è stato importato niente."
            ),
        ])
    func malformed(_ input: String, _ message: String) throws {
        let target = diario("b.sqlite")
        let result = try target.run(["import", "-"], stdin: input)
        #expect(result.exitCode == 1)
        #expect(result.stderr == message + "\n")
        #expect(try target.run(["export"]).stdout.isEmpty)
    }

    @Test("Completed history older than a year imports; a missing file is a clear error")
    func history() throws {
        let target = diario("b.sqlite")
        let line =
            #"{"title":"Tema","due":"2020-01-01","completed_at":"2020-01-02T10:00:00Z","created_at":"2019-12-20T08:00:00Z"}"#
        #expect(try target.run(["import", "-"], stdin: line + "\n").exitCode == 0)
        let missing = try target.run(["import", home.file("nope.jsonl"), "--lang", "en"])
        #expect(missing.exitCode == 1)
        #expect(missing.stderr.hasPrefix("Cannot read"))
    }
}
