import DiarioTestSupport
import Foundation
import Testing

/// The REPL on a real terminal (tmux), typed into as a student would.
@Suite("The REPL on a terminal", .serialized)
struct ReplTests {
    let home = TemporaryDirectory()
    var environment: [String: String] {
        var environment = DiarioProcess(database: home.file("diario.sqlite"), home: home.path).environment
        environment["TERM"] = "xterm-256color"
        return environment
    }

    func start(_ arguments: [String] = []) throws -> TerminalSession {
        let terminal = try TerminalSession(arguments: arguments, environment: environment, width: 160)
        try terminal.waitForPrompt()
        return terminal
    }

    @Test("A task typed in English, a question in Italian, the answer in the chosen language; Ctrl-D says goodbye")
    func typeTaskThenAsk() throws {
        let terminal = try start()
        try terminal.waitFor("diario · 0 per oggi ›")
        try terminal.enter(
            "math homework due Friday",
            thenWaitFor: "Aggiunto: #1 Math homework · 📐 Matematica · compiti · ven 27 nov · priorità media")
        try terminal.enter("cosa devo fare venerdì?", thenWaitFor: "1 compito")
        let answer = try terminal.rows(after: "cosa devo fare venerdì?")
        #expect(
            answer.prefix(3) == [
                "Più avanti", "  #1  Math homework  📐 Matematica  compiti  ven 27 nov · tra 6 giorni", "1 compito",
            ])

        try terminal.enter("/lang en", thenWaitFor: "From now on I speak English.")
        try terminal.enter("what's due Friday?", thenWaitFor: "1 task")
        #expect(
            try terminal.rows(after: "what's due Friday?").prefix(2) == [
                "Later", "  #1  Math homework  📐 Math  homework  Fri 27 Nov · in 6 days",
            ])
        try terminal.press("C-d")
        try terminal.waitFor("[exit 0]")
        #expect(try terminal.screen().contains("See you soon!"))
    }

    @Test("The welcome shows the next school day's lessons with what is due for them: pack your bag")
    func welcomeWithTheTimetable() throws {
        let diario = DiarioProcess(database: home.file("diario.sqlite"), home: home.path)
        #expect(try diario.run(["orario", "aggiungi", "lunedì 1a ora matematica"]).exitCode == 0)
        #expect(try diario.run(["add", "esercizi di matematica per lunedì"]).exitCode == 0)
        let terminal = try start()
        // Saturday 21 November: Monday is the next school day.
        let screen = try terminal.screen()
        #expect(screen.contains("Lezioni tra 2 giorni (lun 23 nov), prepara lo zaino: 📐 Matematica"), "\(screen)")
        #expect(screen.contains("  ↳ #1 Esercizi di matematica · 📐 Matematica"))
        try terminal.press("C-d")
        try terminal.waitFor("[exit 0]")
    }

    @Test("The welcome says today's cards for a coming test; /exams and /prepare work in the session")
    func welcomeWithAPlan() throws {
        let diario = DiarioProcess(database: home.file("diario.sqlite"), home: home.path)
        for text in ["Hastings :: 1066", "America :: 1492", "Waterloo :: 1815"] {
            #expect(try diario.run(["cards", "add", "--subject", "history", text]).exitCode == 0)
        }
        #expect(try diario.run(["add", "verifica di storia mercoledì"]).exitCode == 0)
        let terminal = try start()
        #expect(try terminal.screen().contains("Verifica di storia tra 4 giorni: 3 carte oggi"))
        try terminal.enter("/exams", thenWaitFor: "ricordo previsto 0%")
        try terminal.enter("prepara la verifica di storia", thenWaitFor: "La tua risposta")
        #expect(
            try terminal.screen().contains("Prepariamo: #1 Verifica di storia · 📜 Storia · mer 25 nov (tra 4 giorni)"))
        try terminal.enter("/stop", thenWaitFor: "diario · 0 per oggi ›")
        try terminal.press("C-d")
        try terminal.waitFor("[exit 0]")
    }

    @Test("Tab completes subjects, commands and open task titles; Ctrl-C clears the line; accents edit as letters")
    func completionAndEditing() throws {
        let terminal = try start()
        try terminal.type("verifica di sto")
        try terminal.press("Tab")
        try terminal.waitFor("› verifica di storia")
        try terminal.enter("martedì", thenWaitFor: "Aggiunto: #1 Verifica di storia · 📜 Storia · verifica · mar 24 nov")
        try terminal.type("/aiu")
        try terminal.press("Tab")
        try terminal.waitFor("› /aiuto")
        try terminal.press("Enter")
        try terminal.waitFor("Tab completa comandi")

        try terminal.type("/fatto veri")
        try terminal.press("Tab")
        try terminal.waitFor("› /fatto Verifica di storia")
        try terminal.press("Enter")
        try terminal.waitFor("Fatto: #1 Verifica di storia")

        try terminal.type("questa riga non deve arrivare")
        try terminal.press("C-c")
        try terminal.type("compiti di matematica per venerdìì")
        try terminal.press("BSpace", "Enter")
        try terminal.waitFor("Aggiunto: #2 Compiti di matematica · 📐 Matematica · compiti · ven 27 nov")
        #expect(!(try terminal.screen().contains { $0.contains("Non ho capito") || $0.contains("deve arrivare ·") }))
    }

    @Test("An unsure line is asked about (y / n / edit), and the edit is prefilled")
    func unsureQuestion() throws {
        let terminal = try start()
        // A verb of work alone: both readers read a task, with neither a day nor a subject.
        try terminal.enter("ripassare", thenWaitFor: "(s / n / modifica)")
        try terminal.enter("modifica", thenWaitFor: "✎ ripassare")
        try terminal.enter(
            " il capitolo 3 di storia per lunedì",
            thenWaitFor: "Aggiunto: #1 Ripassare il capitolo 3 di storia · 📜 Storia · studio · lun 23 nov")
    }

    @Test("A line typed instead of answering the offer of a hidden subject files the task and then runs the line")
    func lineTypedAtTheSubjectOffer() throws {
        let terminal = try start()
        try terminal.enter("versione di latino per venerdì", thenWaitFor: "Latino non è tra le tue materie")
        try terminal.enter("cosa devo fare venerdì?", thenWaitFor: "1 compito")
        let screen = try terminal.screen()
        #expect(screen.contains { $0.hasPrefix("Aggiunto: #1 Versione di latino") && $0.contains("📌 Altro") })
        #expect(screen.contains { $0.contains("#1  Versione di latino") })
    }

    @Test("History and the chosen language are there the next time")
    func historyAcrossRuns() throws {
        do {
            let first = try start()
            try first.enter("verifica di storia martedì", thenWaitFor: "Aggiunto: #1")
            try first.enter("/lang en", thenWaitFor: "From now on I speak English.")
            try first.press("C-d")
            try first.waitFor("[exit 0]")
        }
        let history = try String(contentsOfFile: home.path + "/state/diario/history", encoding: .utf8)
        #expect(history == "verifica di storia martedì\n/lang en\n")
        let second = try start()
        try second.waitFor("Diario. Type what you have to do, or /help.")
        try second.waitFor("diario · 0 due today ›")
        try second.press("Up", "Up")
        try second.waitFor("› verifica di storia martedì")
    }

    @Test("Without readline the planner says so in one line and still reads lines: a task, a quiz, an edit, Ctrl-D")
    func withoutReadline() throws {
        let broken = try FakeLibrary.environment(named: "libreadline.so.8", in: home.file("fake"))
        let terminal = try TerminalSession(
            environment: environment.merging(broken) { $1 }, width: 160)
        try terminal.waitForPrompt("diario · 0 per oggi ›")
        try terminal.waitFor("Per modificare le righe serve GNU readline 8, che manca")
        try terminal.type("riga da buttare")
        try terminal.press("C-c")
        try terminal.enter("verifica di storia martedì", thenWaitFor: "Aggiunto: #1")
        try terminal.enter("/carta --subject history Hastings :: 1066", thenWaitFor: "Carta aggiunta: #1")
        try terminal.enter("interrogami di storia", thenWaitFor: "[1/1] Hastings")
        try terminal.enter("1066", thenWaitFor: "Giusto! 1066")
        try terminal.enter("", thenWaitFor: "1 carta, 1 ricordate (100%)")
        // An edit shows the text to change in brackets; what is typed replaces it.
        try terminal.enter("ripassare", thenWaitFor: "(s / n / modifica)")
        try terminal.enter("modifica", thenWaitFor: "✎ [ripassare]")
        try terminal.enter(
            "ripassare il capitolo 3 di storia per lunedì",
            thenWaitFor: "Aggiunto: #2 Ripassare il capitolo 3 di storia")
        try terminal.press("C-d")
        try terminal.waitFor("[exit 0]")
        #expect(try terminal.screen().contains("A presto!"))
        #expect(!FileManager.default.fileExists(atPath: home.path + "/state/diario/history"), "no history kept")
        #expect(!(try terminal.screen().contains { $0.contains("riga da buttare") && $0.contains("Aggiunto") }))
        #expect(!(try terminal.screen().contains { $0.contains("Non ho capito") }), "the dropped line never ran")
    }

    @Test("A quiz in the REPL: a typed answer is checked; Ctrl-C stops the quiz, and at the prompt clears the line")
    func quizAndInterrupt() throws {
        let terminal = try start()
        try terminal.enter("/carta --subject history Hastings :: 1066", thenWaitFor: "Carta aggiunta: #1")
        try terminal.enter("/carta --subject history Bastiglia :: 1789", thenWaitFor: "Carta aggiunta: #2")
        try terminal.enter("interrogami di storia", thenWaitFor: "[1/2] Hastings")
        try terminal.enter("1066", thenWaitFor: "Giusto! 1066")
        try terminal.enter("", thenWaitFor: "[2/2] Bastiglia")
        try terminal.type("non lo so")
        try terminal.press("C-c")
        try terminal.waitFor("1 carta, 1 ricordate (100%)")
        try terminal.type("riga da buttare")
        try terminal.press("C-c")
        try terminal.enter("/carte", thenWaitFor: "2 carte")
        #expect(!(try terminal.screen().contains { $0.contains("Non ho capito") }))
    }

    @Test(
        "A new diary's welcome asks the school once: its subjects are ready before the first line; a script never asks")
    func schoolAtTheWelcome() throws {
        let diario = DiarioProcess(database: home.file("diario.sqlite"), home: home.path)
        let script = try diario.run([], stdin: "/materie\n")
        #expect(script.exitCode == 0 && !script.stdout.contains("Che scuola fai?"), "\(script.stdout)")
        #expect(!script.stdout.contains("Greco"))

        let terminal = try TerminalSession(arguments: [], environment: environment, width: 200)
        try terminal.waitFor("Che scuola fai?")
        try terminal.enter("1", thenWaitFor: "Materie per liceo-classico:")
        try terminal.waitFor("›")
        try terminal.enter("versione di greco per domani", thenWaitFor: "Aggiunto: #1")
        #expect(try terminal.screen().contains { $0.contains("Aggiunto: #1 Versione di greco · 🏺 Greco") })
        try terminal.press("C-d")
        try terminal.waitFor("[exit 0]")

        let again = try TerminalSession(arguments: [], environment: environment, width: 200)
        try again.waitFor("›")
        #expect(!(try again.screen().contains { $0.contains("Che scuola fai?") }))
        try again.press("C-d")
        try again.waitFor("[exit 0]")
    }

    @Test("A line typed instead of a school is run as any line, and the question is not asked again")
    func lineInsteadOfSchool() throws {
        let terminal = try TerminalSession(arguments: [], environment: environment, width: 200)
        try terminal.waitFor("Che scuola fai?")
        try terminal.enter("math homework due Friday", thenWaitFor: "Aggiunto: #1 Math homework")
        #expect(try terminal.screen().contains { $0.contains("/materie scuola liceo-classico") })
        try terminal.press("C-d")
        try terminal.waitFor("[exit 0]")
        let diario = DiarioProcess(database: home.file("diario.sqlite"), home: home.path)
        #expect(try diario.run(["delete", "1"]).exitCode == 0)
        let again = try TerminalSession(arguments: [], environment: environment, width: 200)
        try again.waitFor("›")
        #expect(!(try again.screen().contains { $0.contains("Che scuola fai?") }))
        try again.press("C-d")
        try again.waitFor("[exit 0]")
    }
}
