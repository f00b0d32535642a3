import DiarioTestSupport
import Foundation
import Testing

/// Decodes one JSON document printed by the binary.
func json(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
}

@Suite("The diario binary")
struct CommandLineTests {
    let home = TemporaryDirectory()
    var database: String { home.file("diario.sqlite") }
    var diario: DiarioProcess { DiarioProcess(database: database, home: home.path) }

    @Test(
        "add then list --json: the issue's example, whatever the machine's time zone",
        arguments: ["Europe/Rome", "Pacific/Kiritimati", "America/Adak", "UTC"])
    func addThenList(_ zone: String) throws {
        let diario = DiarioProcess(database: database, home: home.path, timeZone: zone)
        let added = try diario.run(["add", "math homework due Friday"])
        #expect(added.exitCode == 0, "\(added.stderr)")
        let listed = try diario.run(["list", "--json"])
        let tasks = try #require(try json(listed.stdout) as? [[String: Any]])
        #expect(tasks.count == 1)
        #expect(tasks.first?["subject"] as? String == "math")
        #expect(tasks.first?["due"] as? String == "2026-11-27")
        #expect(tasks.first?["title"] as? String == "Math homework")
        #expect(tasks.first?["kind"] as? String == "homework")
        let keys = Set(tasks.first?.keys.map { $0 } ?? [])
        #expect(
            keys == [
                "id", "title", "subject", "kind", "due", "time", "priority", "notes", "created_at",
                "completed_at", "repeat",
            ])
    }

    @Test("study logs time by subject in both languages, typed or in words; a session of no time is refused")
    func studyTime() throws {
        let logged = try diario.run(["study", "matematica", "30"])
        #expect(logged.exitCode == 0, "\(logged.stderr)")
        #expect(
            logged.lines == ["Segnato: 30 min di 📐 Matematica (oggi 30 min in tutto; diario annulla lo toglie)"])
        let typed = try diario.run(["--lang", "en"], stdin: "ho studiato fisica per un'ora\n/studio storia 45\n")
        #expect(typed.exitCode == 0, "\(typed.stderr)")
        #expect(
            typed.lines == [
                "Logged: 1 h of 🧲 Physics (today 1 h 30 min in all; /undo takes it back)",
                "Logged: 45 min of 📜 History (today 2 h 15 min in all; /undo takes it back)",
            ])
        let printed = try diario.run(["--json", "study", "history", "20"])
        let object = try #require(try json(printed.stdout) as? [String: Any])
        #expect(object["subject"] as? String == "history" && object["minutes"] as? Int == 20)
        #expect(object["source"] as? String == "typed")
        let none = try diario.run(["study", "fisica", "0"])
        #expect(none.exitCode == 1)
        #expect(none.stderr == "Una sessione di studio dura da 1 a 1440 minuti (un giorno); 0 non va bene.\n")
        let undone = try diario.run(["undo"])
        #expect(undone.stdout.hasPrefix("Annullato: la sessione di studio Storia, 20 min"))
    }

    @Test("subjects --json lists the 11 built-ins by key, then the fallback")
    func subjectsJSON() throws {
        let result = try diario.run(["subjects", "--json"])
        let subjects = try #require(try json(result.stdout) as? [[String: Any]])
        #expect(
            subjects.map { $0["key"] as? String } == [
                "italian", "math", "history", "geography", "science", "physics", "english", "art", "music", "pe",
                "religion", "other",
            ])
        let english = try diario.run(["subjects", "--json", "--lang", "en"])
        let names = try #require(try json(english.stdout) as? [[String: Any]]).map { $0["name"] as? String }
        #expect(names.prefix(3) == ["Italian", "Math", "History"])
    }

    @Test("Global options work before the subcommand too, and with no subcommand piped lines run as a script")
    func optionsBeforeSubcommand() throws {
        try diario.run(["add", "compiti di storia per domani"])
        let before = try diario.run(["--json", "--lang", "en", "list"])
        #expect(before.exitCode == 0)
        #expect(try (json(before.stdout) as? [Any])?.count == 1)
        let bare = try diario.run(["--lang", "en", "--no-color"], stdin: "/list\n")
        #expect(
            bare.lines == ["Tomorrow", "  #1  Compiti di storia  📜 History  homework  Sun 22 Nov · tomorrow", "1 task"])
    }

    @Test("The database goes to XDG_DATA_HOME with mode 0600; --db beats DIARIO_DB")
    func databaseLocation() throws {
        var diario = self.diario
        diario.environment["DIARIO_DB"] = nil
        try diario.run(["add", "compiti per domani"])
        let path = home.path + "/data/diario/diario.sqlite"
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        let other = home.file("other.sqlite")
        diario.environment["DIARIO_DB"] = home.file("env.sqlite")
        try diario.run(["add", "--db", other, "compiti per dopodomani"])
        #expect(FileManager.default.fileExists(atPath: other))
        #expect(!FileManager.default.fileExists(atPath: home.file("env.sqlite")))
    }

    @Test("done completes a task; a second done and a missing id are clear errors")
    func done() throws {
        try diario.run(["add", "read chapter 5 tomorrow"])
        #expect(try diario.run(["done", "1"]).exitCode == 0)
        let again = try diario.run(["done", "1", "--lang", "en"])
        #expect(again.exitCode == 1)
        #expect(again.stderr == "Task #1 is already done.\n")
        let missing = try diario.run(["done", "42"])
        #expect(missing.exitCode == 1)
        #expect(missing.stderr == "Non c'è nessun compito #42: vedi i numeri con diario lista --tutti.\n")
        #expect(try diario.run(["list", "--all", "--json"]).stdout == "[]\n")
    }

    @Test(
        "Bad input gives one localized line and the documented exit code",
        arguments: [
            (["add", "compiti 31/02"], 1, "\"31/02\" non è una data vera: controlla giorno e mese."),
            (
                ["add", "--lang", "en", "homework 31/02"], 1,
                "\"31/02\" is not a real date: check the day and the month."
            ),
            (
                ["add", "   "], 1,
                "Il compito non ha un titolo: scrivi cosa devi fare, per esempio \"compiti di matematica per venerdì\"."
            ),
            (
                ["list", "--now", "yesterday"], 2,
                "\"yesterday\" non è una data e ora: usa ISO 8601, per esempio 2026-11-21T10:00."
            ),
            (
                ["list", "--today", "--week", "--lang", "en"], 2,
                "Choose one of --today, --tomorrow, --week, --overdue, --all. (see diario --help)"
            ),
            (["list", "--lang", "fr"], 2, "\"fr\" non è una lingua di Diario: usa it o en."),
            (
                ["subjects", "remove", "math"], 1,
                "Matematica è una materia predefinita: nascondila con diario materie nascondi math."
            ),
            (
                ["list", "--subject", "astronomy", "--lang", "en"], 1,
                "There is no subject \"astronomy\": see them with diario subjects."
            ),
        ] as [([String], Int32, String)])
    func errors(_ arguments: [String], _ code: Int32, _ message: String) throws {
        let result = try diario.run(arguments)
        #expect(result.exitCode == code)
        #expect(result.stderr == message + "\n")
        #expect(result.stdout.isEmpty)
    }

    @Test("A database from a newer Diario: exit 3, one line, the file untouched")
    func newerDatabase() throws {
        try diario.run(["add", "compiti per domani"])
        let sqlite = Process()
        sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        sqlite.arguments = [
            "python3", "-c",
            "import sqlite3,sys; d=sqlite3.connect(sys.argv[1]); "
                + "d.execute(\"INSERT INTO grdb_migrations VALUES ('v99-future')\"); d.commit()",
            database,
        ]
        try sqlite.run()
        sqlite.waitUntilExit()
        let bytes = try Data(contentsOf: URL(fileURLWithPath: database))
        let result = try diario.run(["list", "--lang", "en"])
        #expect(result.exitCode == 3)
        #expect(
            result.stderr == "\(database) was written by a newer Diario: update Diario. The file was not touched.\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == bytes)
    }

    @Test("An unknown command is a usage error (exit 2) in one line, with the nearest command when one is close")
    func unknownSubcommand() throws {
        let typo = try diario.run(["lsit"])
        #expect(typo.exitCode == 2)
        #expect(typo.stderr == "Il comando «lsit» non esiste. Forse intendevi «list»?\n")
        let english = try diario.run(["--lang", "en", "aggiung", "x"])
        #expect(english.stderr == "There is no command «aggiung». Did you mean «aggiungi»?\n")
        let nothingClose = try diario.run(["zebra"])
        #expect(nothingClose.exitCode == 2)
        #expect(nothingClose.stderr == "Il comando «zebra» non esiste: diario --aiuto li elenca.\n")
    }

    @Test("Custom subjects: add with an alias, detection by alias, removal only with somewhere for the tasks")
    func customSubjects() throws {
        #expect(try diario.run(["subjects", "add", "Latino", "--alias", "lat"]).exitCode == 0)
        let added = try diario.run(["add", "--json", "versione di lat per domani"])
        #expect(try (json(added.stdout) as? [String: Any])?["subject"] as? String == "latino")
        let refused = try diario.run(["subjects", "remove", "latino", "--lang", "en"])
        #expect(refused.exitCode == 1)
        #expect(refused.stderr == "Latino still has 1 task: move it with --move-to KEY, or hide the subject instead.\n")
        #expect(try diario.run(["subjects", "remove", "latino", "--move-to", "italian"]).exitCode == 0)
        let tasks = try #require(try json(diario.run(["list", "--all", "--json"]).stdout) as? [[String: Any]])
        #expect(tasks.map { $0["subject"] as? String } == ["italian"])
    }
}
