import DiarioTestSupport
import Foundation
import Testing

/// With a coach endpoint, the model may propose a map's outline and more cards; its JSON is checked, and when it is
/// not what was asked the offline reading stands. Against the fake OpenAI-compatible server on 127.0.0.1.
@Suite("The model's proposals for materials", .serialized)
struct ModelProposalTests {
    let home = TemporaryDirectory()
    let server: FakeChatServer
    let diario: DiarioProcess

    init() throws {
        server = try FakeChatServer(logDirectory: home)
        diario = DiarioProcess(database: home.file("diario.sqlite"), home: home.path)
        #expect(try diario.run(["materials", "add", Fixtures.path("materials/risorgimento.md")]).exitCode == 0)
    }

    func model(_ name: String) -> [String: String] {
        ["DIARIO_LLM_BASE_URL": server.baseURL, "DIARIO_LLM_MODEL": name, "DIARIO_LLM_RETRIES": "0"]
    }

    @Test("The model's outline, checked, makes the map; the notes went to it")
    func outline() throws {
        let made = try diario.run(["maps", "new", "--from", "1"], extraEnvironment: model("outline"))
        #expect(made.exitCode == 0, "\(made.stderr)")
        #expect(
            try diario.run(["maps", "show", "1"]).lines == [
                "La Rivoluzione", "|-- Cause  #1", "|   |-- Debito pubblico  #2", "|   `-- Carestia  #3",
                "`-- 1789  #4",
            ])
        let sent = try #require(try server.requests().last?["body"] as? [String: Any])
        let messages = try #require(sent["messages"] as? [[String: Any]])
        #expect((messages.last?["content"] as? String)?.contains("Carboneria") == true)
    }

    @Test("An answer that is no JSON leaves the outline of the notes' own headings")
    func fallback() throws {
        let made = try diario.run(["maps", "new", "--from", "1"], extraEnvironment: model("garbage"))
        #expect(made.exitCode == 0, "\(made.stderr)")
        #expect(
            try diario.run(["maps", "show", "1", "--depth", "1"]).lines.first == "Il Risorgimento italiano (1815–1871)")
    }

    @Test("The model's cards join the review after those found in the text; an empty one is dropped")
    func cards() throws {
        let offline = try diario.run(["cards", "from", "1", "--json"])
        let found = try #require(try JSONSerialization.jsonObject(with: Data(offline.stdout.utf8)) as? [Any])
        let with = try diario.run(["cards", "from", "1", "--json", "--yes"], extraEnvironment: model("cards"))
        let all = try #require(try JSONSerialization.jsonObject(with: Data(with.stdout.utf8)) as? [[String: Any]])
        #expect(all.count == found.count + 1)
        #expect(all.last?["origin"] as? String == "model" && all.last?["back"] as? String == "Il 14 luglio 1789")
    }
}
