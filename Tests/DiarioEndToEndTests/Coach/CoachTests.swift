import DiarioDomain
import DiarioStore
import DiarioTestSupport
import Foundation
import Testing

/// `diario coach` as a student runs it, against a real OpenAI-compatible server on 127.0.0.1 (the fake server of
/// the fixtures), and without one. Every case checks what was printed, the exit code, and what the database kept.
@Suite("The study coach, end to end", .serialized)
struct CoachTests {
    let home = TemporaryDirectory()
    let server: FakeChatServer
    let diario: DiarioProcess
    let key = "sk-test-SECRET-4242"

    init() throws {
        server = try FakeChatServer(logDirectory: home)
        diario = DiarioProcess(database: home.file("diario.sqlite"), home: home.path)
    }

    /// The environment that points the coach at the fake server, answering as `model` does.
    func remote(_ model: String, _ extra: [String: String] = [:]) -> [String: String] {
        [
            "DIARIO_LLM_BASE_URL": server.baseURL, "DIARIO_LLM_MODEL": model, "DIARIO_LLM_API_KEY": key,
            "DIARIO_LLM_RETRIES": "1",
        ].merging(extra) { $1 }
    }

    func coach(_ message: String, model: String?, _ extra: [String: String] = [:], stdin: String? = nil) throws
        -> ProcessResult
    {
        try diario.run(["coach", message], stdin: stdin, extraEnvironment: model.map { remote($0, extra) } ?? extra)
    }

    /// The messages of the latest conversation, as stored.
    func lastConversation() throws -> [CoachMessage] {
        let store = try DiarioStore.open(path: home.file("diario.sqlite"))
        let id = try #require(try store.latestConversation()?.id)
        #expect(try store.integrityCheck() == ["ok"])
        return try store.messages(inConversation: id)
    }

    @Test("The coach's context carries the next school day's lessons, the averages and the grade a pass needs")
    func schoolYear() throws {
        #expect(try diario.run(["orario", "aggiungi", "lunedì 1a ora matematica"]).exitCode == 0)
        for mark in ["5", "5-"] {
            #expect(try diario.run(["voti", "aggiungi", mark, "--materia", "matematica"]).exitCode == 0)
        }
        #expect(try coach("come sto andando?", model: "echo").exitCode == 0)
        let body = try #require(try server.requests().last?["body"] as? [String: Any])
        let system = try #require((body["messages"] as? [[String: Any]])?.first?["content"] as? String)
        #expect(system.contains("Lezioni del prossimo giorno di scuola (lun 23 nov):\n- Matematica"), "\(system)")
        // (5 + 4.75) / 2 = 4.875; a third grade of 8.125 makes 6, so at least 8+.
        #expect(system.contains("- Matematica: 4,88 (sotto la sufficienza: alla prossima verifica serve almeno 8+)"))
    }

    @Test(
        "The coach reads the student's materials: matching passages go to the model with their source, and the offline coach quotes one"
    )
    func readsMaterials() throws {
        #expect(try diario.run(["materials", "add", Fixtures.path("materials/risorgimento.md")]).exitCode == 0)
        let result = try coach("spiegami la Carboneria", model: "echo")
        #expect(result.exitCode == 0, "\(result.stderr)")
        let body = try #require(try server.requests().last?["body"] as? [String: Any])
        let sent = try #require(body["messages"] as? [[String: Any]])
        let system = try #require(sent.first?["content"] as? String)
        #expect(system.contains("- Il Risorgimento italiano (1815–1871), p. 1: «"), "\(system)")
        #expect(system.contains("Carboneria, con riti e gradi gerarchici"))
        let unrelated = try coach("spiegami la fotosintesi", model: "echo")
        #expect(unrelated.exitCode == 0)
        let other = try #require(
            (try server.requests().last?["body"] as? [String: Any])?["messages"] as? [[String: Any]])
        #expect((other.first?["content"] as? String)?.contains("Dai materiali dello studente") == true)
        #expect((other.first?["content"] as? String)?.contains("Carboneria") == false)
        let offline = try coach("spiegami la Carboneria", model: nil)
        #expect(offline.stdout.hasPrefix("Dai tuoi appunti (Il Risorgimento italiano (1815–1871), p. 1): «"))
    }

    @Test("With the variables set, the reply streams in Italian; it is stored whole with the model's name")
    func streamsAReply() throws {
        let result = try diario.run(
            ["coach", "--lang", "it", "non riesco a concentrarmi su fisica"],
            extraEnvironment: remote("echo", ["LANG": "en_GB.UTF-8"]))
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout == "Hai scritto: non riesco a concentrarmi su fisica\n" && result.stderr == "")
        let messages = try lastConversation()
        #expect(messages.map(\.role) == [.user, .assistant] && messages.map(\.status) == [.complete, .complete])
        #expect(
            messages[1].content == "Hai scritto: non riesco a concentrarmi su fisica" && messages[1].model == "echo")
        let body = try #require(try server.requests().last?["body"] as? [String: Any])
        let sent = try #require(body["messages"] as? [[String: Any]])
        let system = try #require(sent.first?["content"] as? String)
        #expect(sent.first?["role"] as? String == "system" && system.contains("Rispondi sempre in italiano"))
        #expect(body["stream"] as? Bool == true && (body["tools"] as? [Any])?.count == 4)
    }

    @Test("Text is printed as it arrives, before the reply has ended")
    func printsAsItArrives() throws {
        let running = try diario.start(["coach", "ciao"], extraEnvironment: remote("slow"))
        let first = running.outPipe.fileHandleForReading.readData(ofLength: 6)
        #expect(String(decoding: first, as: UTF8.self) == "lento0")
        #expect(running.process.isRunning, "the first words came while the reply was still being written")
        #expect(running.finish() == 0)
    }

    @Test("The prompt carries today's and overdue tasks, upcoming tests, weakest subjects and the streak")
    func promptHasTheContext() throws {
        try diario.run(["add", "ripasso di musica per domani"], extraEnvironment: ["DIARIO_NOW": "2026-11-19T10:00"])
        try diario.run(["done", "1"], extraEnvironment: ["DIARIO_NOW": "2026-11-20T18:00"])
        try diario.run(
            ["add", "relazione di scienze per il 12 novembre"], extraEnvironment: ["DIARIO_NOW": "2026-11-10T10:00"])
        try diario.run(["add", "esercizi di fisica per oggi"])
        try diario.run(["add", "verifica di storia martedì"])
        try diario.run(["add", "compiti di inglese per domani"])
        try diario.run(["cards", "add", "--subject", "history", "Hastings :: 1066"])
        try diario.run(["cards", "add", "--subject", "history", "America :: 1492"])
        try diario.run(["cards", "add", "--subject", "history", "Waterloo :: 1815"])
        // One remembered, two forgotten: 33% over three reviews, today.
        try diario.run(["quiz", "--subject", "history"], stdin: "1066\n\n1500\n\n1800\n\n")
        let result = try coach(
            "how do I study for the history test?", model: "echo",
            ["DIARIO_LANG": "en", "DIARIO_NOW": "2026-11-21T10:30"])
        #expect(result.exitCode == 0)
        let body = try #require(try server.requests().last?["body"] as? [String: Any])
        let system = try #require((body["messages"] as? [[String: Any]])?.first?["content"] as? String)
        #expect(system.contains("Always answer in English") && system.contains("Today is Sat 21 Nov."))
        #expect(system.contains("Overdue tasks:\n- Relazione di scienze (Science, was due Thu 12 Nov)"))
        #expect(system.contains("Due today:\n- Esercizi di fisica (Physics)"))
        #expect(system.contains("Due tomorrow:\n- Compiti di inglese (English)"))
        #expect(
            system.contains(
                "- Verifica di storia (History), Tue 24 Nov, in 3 days; 3 cards, predicted recall on the day "))
        #expect(try system.contains(Regex(#"% with it, [0-9]+ planned today\n"#)))
        #expect(system.contains("- History: remembered 33% of 3 reviews"))
        #expect(
            system.contains("Days of study in a row: 2 (longest 2)."), "a task done yesterday, cards reviewed today")
        #expect(system.contains("Goals of the current term:\n- none set"))
        #expect(system.contains("Flashcards due now: 3."))
    }

    @Test("SSE chunks cut inside lines and UTF-8 characters, and a plain JSON answer, give the right text")
    func splitAndPlain() throws {
        var result = try coach("ciao", model: "split")
        #expect(result.exitCode == 0 && result.stdout == "Perché è bello 🙂\n")
        result = try coach("ciao", model: "json")
        #expect(result.exitCode == 0 && result.stdout == "Risposta intera, non a pezzi.\n")
        #expect(try lastConversation().last?.content == "Risposta intera, non a pezzi.")
    }

    @Test("A 500 is retried, then reported on one line with a non-zero exit; the offline advice follows")
    func serverError() throws {
        let result = try coach("non riesco a concentrarmi su fisica", model: "500")
        #expect(result.exitCode == 1)
        #expect(result.stderr.split(separator: "\n").count == 1 && result.stderr.contains("HTTP 500"))
        #expect(result.stdout.hasPrefix("Intanto, un consiglio del coach offline:\nCapita a tutti di distrarsi."))
        #expect(try server.requests().count == 2, "one retry (DIARIO_LLM_RETRIES=1)")
        let messages = try lastConversation()
        #expect(messages.map(\.status) == [.complete, .failed] && messages[1].content == "")
    }

    @Test("A 429 waits for Retry-After and then answers; nothing is printed twice")
    func tooManyRequests() throws {
        let started = Date()
        let result = try coach("ciao", model: "429")
        #expect(result.exitCode == 0 && result.stdout == "Eccomi, dopo l'attesa.\n")
        #expect(Date().timeIntervalSince(started) >= 1, "Retry-After: 1")
        #expect(try server.requests().count == 2)
    }

    @Test("A stalled stream, a cut connection and a malformed chunk: the text shown, a clear error, a failed reply")
    func brokenStreams() throws {
        let cases = [
            ("stall", "Inizio e poi ", "niente per 2 s"),
            ("cut", "Una risposta che si interrompe", "chiuso la connessione"),
            ("malformed", "Prima parte ", "dati che non capisco"),
        ]
        for (model, partial, words) in cases {
            let result = try coach("ciao", model: model, ["DIARIO_LLM_IDLE_TIMEOUT": "2"])
            #expect(result.exitCode == 1, "\(model)")
            #expect(result.stdout.hasPrefix(partial + "\nIntanto, un consiglio del coach offline:"), "\(model)")
            #expect(result.stderr.contains(words) && result.stderr.split(separator: "\n").count == 1, "\(model)")
            let messages = try lastConversation()
            #expect(messages.count == 2 && messages[1].status == .failed && messages[1].content == partial, "\(model)")
        }
    }

    @Test("Ctrl-C stops a reply: exit 130, the text shown kept as interrupted, never as complete")
    func interrupted() throws {
        let running = try diario.start(["coach", "ciao"], extraEnvironment: remote("slow"))
        _ = running.outPipe.fileHandleForReading.readData(ofLength: 12)
        kill(running.process.processIdentifier, SIGINT)
        let rest = String(decoding: running.outPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        running.process.waitUntilExit()
        #expect(running.process.terminationStatus == 130)
        #expect(rest.hasSuffix("\nRisposta interrotta.\n"))
        let messages = try lastConversation()
        #expect(messages.count == 2 && messages[1].status == .interrupted)
        #expect(messages[1].content.hasPrefix("lento0 lento1 ") && !messages[1].content.contains("lento39"))
    }

    @Test("A proposed task is shown and filed only after a yes; a no files nothing; the model hears which")
    func toolCallNeedsAYes() throws {
        var result = try coach("aiutami a organizzarmi", model: "tool", stdin: "n\n")
        #expect(result.exitCode == 0)
        #expect(
            result.stdout.contains("Il coach propone di aggiungere: Ripasso di fisica · 🧲 Fisica · studio · gio 26 nov")
        )
        #expect(result.stdout.contains("Va bene, non lo faccio."))
        #expect(try diario.run(["list", "--all", "--json"]).stdout == "[]\n")
        #expect(try lastConversation().last?.content == "Not done: the student said no.")

        result = try coach("aiutami a organizzarmi", model: "tool", stdin: "s\n")
        #expect(result.stdout.contains("Aggiunto: #1 Ripasso di fisica · 🧲 Fisica · studio · gio 26 nov"))
        let messages = try lastConversation()
        #expect(messages.map(\.role) == [.user, .assistant, .tool])
        #expect(messages[1].toolCalls.map(\.name) == ["add_task"] && messages[2].toolCallId == "call_1")
        #expect(messages[2].content.hasPrefix("Done: task #1 filed: Ripasso di fisica"))

        result = try coach("aiutami", model: "tool")
        #expect(result.stdout.contains("Non fatto: qui non posso chiedertelo."), "no one to ask: nothing done")
        #expect(try diario.run(["list", "--all"]).stdout.contains("1 compito"))
    }

    @Test("Proposed flashcards are made in one go after a yes; an unknown action is skipped with a word")
    func cardsAndUnknownActions() throws {
        var result = try coach("spiegami la forza", model: "tool_cards", stdin: "s\n")
        #expect(result.stdout.contains("Il coach propone 2 flashcard di Fisica:\n  • Unità della forza → newton"))
        #expect(result.stdout.contains("Aggiunte 2 flashcard"))
        let cards = try diario.run(["cards", "list", "--subject", "physics", "--json"]).stdout
        #expect(cards.contains("Unità della forza") && cards.contains("F = m · a"))
        result = try coach("ciao", model: "tool_unknown", stdin: "s\n")
        #expect(result.exitCode == 0 && result.stdout.contains("un'azione che non so fare (launch_rocket)"))
        #expect(try lastConversation().last?.content == "Not done: there is no action called launch_rocket.")
    }

    @Test("The key is never printed, stored or shown in an error; it can come from config.toml")
    func keyStaysSecret() throws {
        let config = home.file("config/diario")
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try "[coach]\nbase_url = \"\(server.baseURL)\"\nmodel = \"401\"\napi_key = \"\(key)\"\n"
            .write(toFile: config + "/config.toml", atomically: true, encoding: .utf8)
        let refused = try diario.run(["coach", "ciao"])
        #expect(
            refused.exitCode == 1 && refused.stderr.contains("HTTP 401")
                && !refused.stderr.contains("Incorrect API key")
        )
        let doctor = try diario.run(["doctor"], extraEnvironment: ["DIARIO_LLM_MODEL": "long"])
        #expect(doctor.stdout.contains("chiave impostata") && doctor.stdout.contains("leggibile da altri"))
        let json = try diario.run(["coach", "--json", "ciao"], extraEnvironment: ["DIARIO_LLM_MODEL": "echo"])
        #expect(json.exitCode == 0 && json.stdout.contains(#""model":"echo""#))
        #expect(try server.requests().allSatisfy { $0["authorized"] as? Bool == true })
        for output in [refused.stdout, refused.stderr, doctor.stdout, doctor.stderr, json.stdout, json.stderr] {
            #expect(!output.contains(key) && !output.contains("SECRET"))
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: home.path).filter {
            $0.hasPrefix("diario.sqlite")
        }
        #expect(!files.isEmpty)
        for file in files {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: home.file(file)))
            #expect(bytes.range(of: Data("SECRET".utf8)) == nil, "\(file)")
        }
    }

    @Test("--continue sends the conversation back, oldest turns dropped first to stay in the token budget")
    func historyWithinBudget() throws {
        for n in 1...6 {
            let message = "messaggio \(n) " + String(repeating: "parola ", count: 40)
            let result = try diario.run(
                ["coach", "--continue", message], extraEnvironment: remote("echo", ["DIARIO_LLM_HISTORY_TOKENS": "400"])
            )
            #expect(result.exitCode == 0)
        }
        let sent = try #require(
            (try server.requests().last?["body"] as? [String: Any])?["messages"] as? [[String: Any]])
        let users = sent.filter { $0["role"] as? String == "user" }.compactMap { $0["content"] as? String }
        #expect(sent.first?["role"] as? String == "system")
        #expect(users.last?.hasPrefix("messaggio 6 ") == true)
        #expect(users.count >= 2 && users.count < 6, "older turns dropped: \(users.count) kept")
        #expect(users.first?.hasPrefix("messaggio \(7 - users.count) ") == true, "the newest turns are the ones kept")
        let store = try DiarioStore.open(path: home.file("diario.sqlite"))
        #expect(try store.messages(inConversation: 1).count == 12, "all six turns are kept in the database")
        let fresh = try coach("di nuovo", model: "echo")
        let latest = try store.latestConversation()?.id
        #expect(fresh.exitCode == 0 && latest == 2, "without --continue: a new one")
    }

    @Test("Without an endpoint the offline coach answers, in both languages, and says how to set up a remote one")
    func offline() throws {
        try diario.run(["add", "esercizi di fisica per domani"])
        var result = try coach("non riesco a concentrarmi su fisica", model: nil)
        #expect(result.exitCode == 0 && result.stderr == "")
        #expect(
            result.lines.prefix(4) == [
                "Capita a tutti di distrarsi. Proviamo a rendere il lavoro piccolo.",
                "Per Fisica: scegli un solo esercizio, il più facile. Metti il telefono in un'altra stanza.",
                "Piano per domani:", "  1. Esercizi di fisica · Fisica · domani",
            ])
        #expect(result.stdout.contains("DIARIO_LLM_BASE_URL"))
        result = try diario.run(["coach", "--lang", "en", "I'm anxious about tomorrow"])
        #expect(result.lines.first == "Feeling anxious is normal. Breathe slowly: we go one step at a time.")
        #expect(try lastConversation().map(\.role) == [.user, .assistant])
        #expect(try lastConversation().last?.model == nil)
    }

    @Test("libcurl's proxy variables are honoured: an address no one resolves is reached through the proxy")
    func proxy() throws {
        let result = try coach(
            "ciao", model: "echo",
            [
                "DIARIO_LLM_BASE_URL": "http://coach.invalid/v1", "http_proxy": "http://127.0.0.1:\(server.port)",
                "DIARIO_LLM_INSECURE_HTTP": "1",
            ])
        #expect(result.exitCode == 0 && result.stdout == "Hai scritto: ciao\n", "\(result.stderr)")
        #expect(
            result.stderr.hasPrefix("Attenzione: la chiave del coach viaggia in chiaro via http"), "\(result.stderr)")
    }

    @Test("TLS verification is always on: a self-signed certificate is refused, the reply stored as failed")
    func tlsVerified() throws {
        let tlsServer = try FakeChatServer(
            logDirectory: home, tls: try FakeChatServer.selfSignedCertificate(in: home))
        let result = try coach("ciao", model: "echo", ["DIARIO_LLM_BASE_URL": tlsServer.baseURL])
        #expect(result.exitCode == 1 && result.stderr.contains("non ha un certificato valido"), "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Intanto, un consiglio del coach offline:"))
        #expect(try lastConversation().last?.status == .failed)
    }

    @Test("The other actions: the week's tasks shown, and a quiz run, each after a yes")
    func listAndQuizActions() throws {
        try diario.run(["add", "verifica di storia domani"])  // Sunday: the week ends tomorrow
        try diario.run(["cards", "add", "--subject", "history", "Hastings :: 1066"])
        var result = try coach("cosa ho questa settimana?", model: "tool_list", stdin: "s\n")
        #expect(result.stdout.contains("Il coach propone di mostrarti i compiti di questa settimana."))
        #expect(result.stdout.contains("#1  Verifica di storia") && result.stdout.contains("1 compito"))
        #expect(try lastConversation().last?.content.hasPrefix("Done: shown 1 tasks: Verifica di storia") == true)
        result = try coach("interrogami", model: "tool_quiz", stdin: "s\n1066\n\n")
        #expect(result.stdout.contains("Il coach propone un quiz di Storia (1 carta da ripassare)."))
        #expect(result.stdout.contains("Giusto! 1066"))
        #expect(try lastConversation().last?.content == "Done: quiz of 1 cards, 1 remembered.")
    }

    @Test("doctor: the database and a working endpoint; a closed port and a broken config say what to fix")
    func doctor() throws {
        var result = try diario.run(["doctor"], extraEnvironment: remote("long"))
        #expect(
            result.exitCode == 0 && result.stdout.contains("✓ ok Database:") && result.stdout.contains("✓ ok Coach:"))
        result = try diario.run(
            ["doctor", "--lang", "en"],
            extraEnvironment: remote("long", ["DIARIO_LLM_BASE_URL": "http://127.0.0.1:1/v1"]))
        #expect(
            result.exitCode == 1 && result.stdout.contains("✗ error The remote coach (http://127.0.0.1:1/v1 · long)"))
        #expect(result.stdout.contains("connection refused"))
        result = try diario.run(["doctor", "--json"])
        #expect(result.exitCode == 0 && result.stdout.contains(#""check":"coach","message":"Coach: offline"#))
        result = try diario.run(["doctor"], extraEnvironment: ["DIARIO_LLM_BASE_URL": "localhost:11434"])
        #expect(result.exitCode == 1 && result.stdout.contains("http:// o https://"))
        result = try diario.run(["coach", "ciao"], extraEnvironment: ["DIARIO_LLM_BASE_URL": "http://127.0.0.1:1/v1"])
        #expect(result.exitCode == 1 && result.stderr.contains("manca il modello"))
        #expect(result.stdout.hasPrefix("Intanto, un consiglio del coach offline:"))
    }
}
