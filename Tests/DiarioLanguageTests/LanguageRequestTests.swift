import DiarioDomain
import Testing

@testable import DiarioLanguage

/// Asking Diario to speak a language, as students type it (issue 39).
@Suite("Language requests")
struct LanguageRequestTests {
    let router = IntentRouter()
    let today = CalendarDay(iso: "2026-11-25")!

    @Test(
        "Short names, joined articles and 'mode' ask for a language",
        arguments: [
            ("ita pls", "it"), ("lingua ita", "it"), ("passa allitaliano", "it"), ("imposta la lingua italiana", "it"),
            ("italian mode", "it"), ("set lang en", "en"), ("passa allinglese grz", "en"),
        ])
    func asked(line: String, target: String) throws {
        let request = try router.route(line, today: today, fallback: .it).request
        #expect(request == .setLanguage(InterfaceLanguage(code: target)!), "\(line)")
    }

    @Test("A task or a subject named by the short name stays what it is")
    func notAsked() throws {
        #expect(try router.route("compiti di ita per domani", today: today, fallback: .it).intent == .addTask)
        #expect(try router.route("write the eng essay by friday", today: today, fallback: .it).intent == .addTask)
    }
}
