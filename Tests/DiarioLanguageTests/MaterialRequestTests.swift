import DiarioDomain
import DiarioTestSupport
import Testing

@testable import DiarioLanguage

/// Lines that look something up in the student's materials, or add one (issue 26).
@Suite("Searching and adding material in words")
struct MaterialRequestTests {
    let router = IntentRouter()
    let today = CalendarDay(iso: "2026-11-25")!

    func request(_ line: String) throws -> Request {
        try router.route(line, today: today, fallback: .it).request
    }

    @Test(
        "A search opening and what follows it, without where to look and words of no weight",
        arguments: [
            ("cerca fotosintesi", "fotosintesi"), ("trova Cavour nei miei appunti", "Cavour"),
            ("where did I write about the French Revolution", "French Revolution"),
            ("dove ho scritto della Carboneria?", "Carboneria"), ("search my notes for Bastille", "Bastille"),
            ("look up the Congress of Vienna", "Congress Vienna"),
        ])
    func search(line: String, text: String) throws {
        guard case .search(let found, _) = try request(line) else {
            Issue.record("\(line) is \(try request(line))")
            return
        }
        #expect(found == text)
    }

    @Test("With a date, looking for something is a task; a search with nothing after it is none")
    func notSearches() throws {
        #expect(try request("cerca casa per domani").intent == .addTask)
        #expect(try request("cerca nei miei appunti").intent != .search)
        #expect(try request("trova il tempo per la verifica di storia venerdì").intent == .addTask)
    }

    @Test("Adding material: an opening, perhaps a possessive, a kind of material; with a date it is a task")
    func addMaterial() throws {
        #expect(try request("aggiungi i miei appunti di storia") == .addMaterial(subjectKey: "history"))
        #expect(try request("upload my history notes") == .addMaterial(subjectKey: "history"))
        #expect(try request("carica il pdf di fisica") == .addMaterial(subjectKey: "physics"))
        #expect(try request("aggiungi i compiti di storia per domani").intent == .addTask)
        #expect(try request("aggiungi appunti di storia per venerdì").intent == .addTask)
    }

    @Test("The words the coach looks up: without asking words and words of no weight")
    func coachWords() {
        #expect(IntentRouter.searchWords(in: "spiegami la fotosintesi") == ["fotosintesi"])
        #expect(IntentRouter.searchWords(in: "explain the Congress of Vienna") == ["Congress", "Vienna"])
        #expect(IntentRouter.searchWords(in: "non ho capito cos'è la Carboneria") == ["Carboneria"])
    }
}
