import DiarioTestSupport
import Foundation
import Testing

/// The command line as a new user meets it: help in the interface language, the version, global options anywhere
/// and in Italian, suggestions for a mistyped command, completions and the manual page.
@Suite("Help, version and global options")
struct HelpAndOptionsTests {
    let home = TemporaryDirectory()
    var diario: DiarioProcess { DiarioProcess(database: home.file("diario.sqlite"), home: home.path) }

    /// Words of the argument parser's own help, and English names of commands and options that have Italian ones.
    static let englishWords = [
        "OVERVIEW", "USAGE", "OPTIONS", "ARGUMENTS", "SUBCOMMANDS", "Usage", "Options", "Commands", "Show help",
        "See '", "subcommand", "--help", "--version", "--lang", "--now", "--no-color", "list", "add", "done",
        "subjects", "delete", "undo", "restore", "export", "import", "doctor", "parse", "cards", "completions",
        "homework", "Friday", "Tuesday", "next",
    ]

    /// Whether `text` has `word` as a whole word (not inside "lista", "importa", "--versione").
    static func contains(_ word: String, in text: String) -> Bool {
        let escaped = NSRegularExpression.escapedPattern(for: word)
        return text.range(of: "(?<![\\p{L}-])" + escaped + "(?![\\p{L}-])", options: .regularExpression) != nil
    }

    @Test("diario --help is the root's help in Italian with no English word; --lang en gives it in English")
    func rootHelp() throws {
        for arguments in [["--help"], ["-h"], ["help"], ["aiuto"], ["--aiuto"]] {
            let italian = try diario.run(arguments)
            #expect(italian.exitCode == 0)
            #expect(italian.stdout.hasPrefix("Un diario di studio bilingue"))
            #expect(italian.stdout.contains("\nComandi:\n"))
            #expect(italian.stdout.contains("  aggiungi "))
            for word in Self.englishWords {
                #expect(!Self.contains(word, in: italian.stdout), "\(arguments): «\(word)» in the Italian help")
            }
        }
        for arguments in [["--help", "--lang", "en"], ["-h", "--lang", "en"], ["help", "--lang", "en"]] {
            let english = try diario.run(arguments)
            #expect(english.exitCode == 0)
            #expect(english.stdout.hasPrefix("A bilingual (Italian / English) study planner"))
            #expect(english.stdout.contains("\nUsage:\n  diario [options] [command]"))
            #expect(english.stdout.contains("\n  add "))
            #expect(english.stdout.contains("--lang <it|en>"))
            #expect(!english.stdout.contains("aggiungi,"))
        }
    }

    @Test("A command's help, by either name, in the interface language")
    func commandHelp() throws {
        let italian = try diario.run(["aiuto", "lista"])
        #expect(italian.stdout.contains("Uso:\n  diario lista [opzioni]"))
        #expect(italian.stdout.contains("--settimana"))
        #expect(!italian.stdout.contains("--week"))
        let english = try diario.run(["add", "--help", "--lang", "en"])
        #expect(english.stdout.contains("Usage:\n  diario add [options] <text>"))
        #expect(english.stdout.contains("--subject <subject>"))
        let group = try diario.run(["materie", "-h"])
        #expect(group.stdout.contains("diario materie <comando>"))
        #expect(group.stdout.contains("  nascondi "))
        let unknown = try diario.run(["help", "lsit"])
        #expect(unknown.exitCode == 2)
        #expect(unknown.stderr == "Il comando «lsit» non esiste. Forse intendevi «list»?\n")
    }

    @Test("--version prints the version and exits 0, in any position")
    func version() throws {
        let plain = try diario.run(["--version"])
        #expect(plain.exitCode == 0)
        #expect(plain.stdout.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil)
        #expect(try diario.run(["--versione"]).stdout == plain.stdout)
    }

    @Test("Global options stand anywhere, in English or Italian, with Italian command names")
    func globalOptionsAnywhere() throws {
        #expect(try diario.run(["add", "compiti di storia per domani"]).exitCode == 0)
        for arguments in [
            ["--json", "lista"], ["lista", "--json"], ["--json", "list", "--all"],
            ["--lingua", "en", "--json", "elenco"],
            ["--adesso", "2026-11-21T10:00", "lista", "--json", "--senza-colori"],
        ] {
            let result = try diario.run(arguments)
            #expect(result.exitCode == 0, "\(arguments): \(result.stderr)")
            let tasks = try #require(try json(result.stdout) as? [[String: Any]], "\(arguments)")
            #expect(tasks.first?["due"] as? String == "2026-11-22", "\(arguments)")
        }
        let english = try diario.run(["lista", "--lingua", "en"])
        #expect(english.stdout.contains("Tomorrow"))
        let wrong = try diario.run(["--lingua", "fr", "lista"])
        #expect(wrong.exitCode == 2)
        #expect(wrong.stderr == "\"fr\" non è una lingua di Diario: usa it o en.\n")
    }

    @Test("The language: --lang, then DIARIO_LANG, then the one saved with /lang, then LANG")
    func languagePrecedence() throws {
        #expect(try diario.run(["lang", "en"], stdin: nil).exitCode == 2)  // `lang` is a session command only
        #expect(try diario.run([], stdin: "/lang en\n").exitCode == 0)
        let saved = try diario.run(["--help"])
        #expect(saved.stdout.contains("\nCommands:\n"), "the saved language reaches even the help")
        let environment = try diario.run(["--help"], extraEnvironment: ["DIARIO_LANG": "it"])
        #expect(environment.stdout.contains("\nComandi:\n"))
        let flag = try diario.run(["--help", "--lang", "it"], extraEnvironment: ["DIARIO_LANG": "en"])
        #expect(flag.stdout.contains("\nComandi:\n"))
        // Commands that open the database read the saved language there; their errors and the parser's are in it.
        #expect(try diario.run(["done", "9"]).stderr == "There is no task #9: see the ids with diario list --all.\n")
        #expect(try diario.run(["add"]).stderr == "Missing <text> ... (see diario --help)\n")
        #expect(try diario.run(["list", "--today", "--week"]).stderr.hasPrefix("Choose one of --today"))
        #expect(try diario.run(["add", "compiti per domani"]).stdout.hasPrefix("Added: #1"))
    }

    @Test("Completions for bash, zsh and fish, and the manual page, from the command tree")
    func completionsAndManual() throws {
        for shell in ["bash", "zsh", "fish"] {
            let script = try diario.run(["completions", shell])
            #expect(script.exitCode == 0)
            #expect(script.stdout.contains("diario"), "\(shell)")
            #expect(script.stdout.contains("subjects"), "\(shell)")
        }
        let unknown = try diario.run(["completions", "ksh"])
        #expect(unknown.exitCode == 2)
        #expect(unknown.stderr == "Non c'è uno script di completamento per «ksh»: usa bash, zsh o fish.\n")
        let manual = try diario.run(["man-page", "--lang", "en"])
        #expect(manual.stdout.hasPrefix(".TH DIARIO 1"))
        #expect(manual.stdout.contains(".SH COMMANDS"))
        #expect(manual.stdout.contains("\\fBadd\\fR"))
    }

    @Test("In a session: slash names in help and in errors, a suggestion for a typo")
    func typedLines() throws {
        let script = try diario.run([], stdin: "/lsit\n/add --help\n/subjects remove math\n")
        #expect(script.exitCode == 2)
        #expect(script.stderr.contains("riga 1: Il comando /lsit non esiste. Forse intendevi /list?\n"))
        #expect(script.stdout.contains("Uso:\n  /aggiungi [opzioni] <testo>"))
        #expect(script.stderr.contains("nascondila con /materie nascondi math."))
    }

    @Test("The argument parser's own messages in the student's language, on the command line and in a session")
    func parserMessages() throws {
        let cases: [([String], String)] = [
            (["add"], "Manca <testo> ... (vedi diario --aiuto)"),
            (["--lang", "en", "done"], "Missing <task> ... (see diario --help)"),
            (["lista", "--bogus"], "Opzione sconosciuta '--bogus': forse intendevi '--oggi'? (vedi diario --aiuto)"),
            (["aggiungi", "--materia"], "Manca il valore di '--materia <materia>' (vedi diario --aiuto)"),
            (
                ["materie", "rinomina", "storia", "Storia", "antica"],
                "'antica' è un argomento di troppo (vedi diario --aiuto)"
            ),
            (["--lang", "en", "subjects", "rename", "x"], "Missing <name> (see diario --help)"),
        ]
        for (arguments, message) in cases {
            let result = try diario.run(arguments)
            #expect(result.exitCode == 2, "\(arguments)")
            #expect(result.stderr == message + "\n", "\(arguments)")
        }
        let typed = try diario.run([], stdin: "/aggiungi\n/lista --foo\n")
        #expect(
            typed.stderr
                == "riga 1: Manca <testo> ... (vedi /aiuto)\nriga 2: Opzione sconosciuta '--foo': forse intendevi '--all'? (vedi /aiuto)\n"
        )
    }

    @Test("Tab in a shell offers the student's subjects and open task ids; a missing database is not created")
    func completionCandidates() throws {
        let built = try diario.run(["---completion", "add", "--", "--subject", "2", "0"])
        #expect(built.lines.contains("math") && !built.lines.contains("latino"))
        #expect(!FileManager.default.fileExists(atPath: home.file("diario.sqlite")))
        try diario.run(["add", "compiti di mate per domani"])
        try diario.run(["add", "verifica di storia venerdì"])
        try diario.run(["subjects", "add", "Latino"])
        try diario.run(["done", "1"])
        #expect(try diario.run(["---completion", "add", "--", "--subject", "2", "0"]).lines.contains("latino"))
        #expect(try diario.run(["---completion", "done", "--", "positional@0", "2", "0"]).lines == ["2"])
        #expect(try diario.run(["---completion", "sposta", "--", "positional@0", "2", "0"]).lines == ["2"])
        let script = try diario.run(["completions", "bash"])
        #expect(script.stdout.contains("---completion done -- positional@0"))
    }
}
