import DiarioTestSupport
import Foundation
import Testing

/// The third reader: with a coach endpoint, a line the grammar and the intent model leave in doubt is read once by the
/// endpoint's model (a JSON schema of the intents, 3 s at most); its word orders the question or carries out a
/// reading that writes nothing, and never writes without the question. Against the fake server on 127.0.0.1.
@Suite("The endpoint as a third reader", .serialized)
struct ThirdReaderTests {
    let home = TemporaryDirectory()
    let server: FakeChatServer
    let diario: DiarioProcess
    /// Read by the model as material handed over and by the grammar as a task (a kind word): asked about.
    let doubtful = "la scheda di chimica, eccola"

    init() throws {
        server = try FakeChatServer(logDirectory: home)
        diario = DiarioProcess(database: home.file("diario.sqlite"), now: "2026-11-25T10:00", home: home.path)
    }

    func endpoint(_ model: String) -> [String: String] {
        ["DIARIO_LLM_BASE_URL": server.baseURL, "DIARIO_LLM_MODEL": model, "DIARIO_LLM_RETRIES": "3"]
    }

    private func count(_ arguments: [String]) throws -> Int {
        let listed = try diario.run(arguments + ["--json"])
        return (try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [Any])?.count ?? -1
    }

    @Test(
        "One request with the schema of the intents; a write it names is still asked, first, and a script saves nothing"
    )
    func writeStillAsked() throws {
        let refused = try diario.run([], stdin: doubtful + "\n", extraEnvironment: endpoint("intent_add_task"))
        #expect(refused.exitCode != 0 && refused.stderr.contains("si può leggere in più modi"), "\(refused.stderr)")
        #expect(try count(["list", "--all"]) == 0)
        #expect(try count(["voti"]) == 0)
        let requests = try server.requests()
        #expect(requests.count == 1)
        let body = try #require(requests.first?["body"] as? [String: Any])
        let format = try #require(body["response_format"] as? [String: Any])
        let schema = try #require((format["json_schema"] as? [String: Any])?["schema"] as? [String: Any])
        let names = ((schema["properties"] as? [String: Any])?["intent"] as? [String: Any])?["enum"] as? [String]
        #expect(names?.count == 21 && names?.contains("grade_needed") == true)
        #expect(((body["messages"] as? [[String: Any]])?.last?["content"] as? String) == doubtful)

        // --yes takes the first reading: the endpoint's, a task (without it, the model's material comes first, and a
        // script cannot say which file).
        let yes = try diario.run(["--yes"], stdin: doubtful + "\n", extraEnvironment: endpoint("intent_add_task"))
        #expect(yes.exitCode == 0 && yes.stdout.contains("Aggiunto: #1"), "\(yes.stdout) \(yes.stderr)")
        let offline = try diario.run(["--yes"], stdin: doubtful + "\n")
        #expect(offline.exitCode != 0 && !offline.stdout.contains("Aggiunto"), "\(offline.stdout)")
        #expect(try count(["list", "--all"]) == 1)
    }

    @Test("A reading that writes nothing, named by the endpoint, is carried out without a question")
    func readCarriedOut() throws {
        #expect(try diario.run(["add", "verifica di chimica venerdì"]).exitCode == 0)
        let read = try diario.run([], stdin: doubtful + "\n", extraEnvironment: endpoint("intent_list_tests"))
        #expect(read.exitCode == 0, "\(read.stderr)")
        #expect(read.stdout.contains("Verifica di chimica"), "\(read.stdout)")
        #expect(try count(["list", "--all"]) == 1)
    }

    @Test(
        "An endpoint that stalls, fails or answers no intent is given up within seconds; the two readers' decision stands"
    )
    func stallsAndFailures() throws {
        // "stall" goes quiet (the idle limit), "slow" keeps talking past 3 s (the total limit), "500" would be retried.
        for model in ["stall", "slow", "500", "garbage", "intent_nonsense"] {
            let started = Date()
            let result = try diario.run([], stdin: doubtful + "\n", extraEnvironment: endpoint(model))
            // 60 s of stall, or three retries of a 500, would take far longer than the 3 s the reader is given.
            #expect(Date().timeIntervalSince(started) < 10, "\(model)")
            #expect(
                result.exitCode != 0 && result.stderr.contains("si può leggere in più modi"),
                "\(model): \(result.stderr)")
        }
        #expect(try count(["list", "--all"]) == 0)
        #expect(try count(["voti"]) == 0)
        // One request a line: no retry.
        #expect(try server.requests().count == 5)
    }

    @Test("A line both readers agree on never reaches the endpoint")
    func sureLinesStayOffline() throws {
        let sure = try diario.run(
            [], stdin: "compiti di matematica per venerdì\n", extraEnvironment: endpoint("intent_help"))
        #expect(sure.exitCode == 0 && sure.stdout.contains("Aggiunto: #1"), "\(sure.stdout)")
        #expect(try server.requests().isEmpty)
    }
}
