import DiarioDomain
import DiarioLanguage
import Testing

/// The work a completion names, without the words around it that say it is done (docs/natural-language.md,
/// "Phrasings").
@Suite("Completion titles")
struct CompletionTitleTests {
    let router = IntentRouter()
    let today = CalendarDay(iso: "2026-11-19")!

    @Test(
        "Closing words, trailing fillers and a trailing day leave the title; a day after 'di' stays",
        arguments: [
            ("il questionario di religione l'ho fatto ieri", "Questionario di religione"),
            ("mark my spanish homework as done pls", "Spanish homework"),
            ("ho finito i compiti di oggi", "Compiti di oggi"),
            ("physics problems done, finally", "Physics problems"),
            ("segna svolti gli esercizi di matematica", "Esercizi di matematica"),
        ])
    func titles(line: String, title: String) throws {
        let request = try router.route(line, today: today, fallback: .it).request
        guard case .completeTask(let reference, _) = request else {
            Issue.record("\(line) → \(request)")
            return
        }
        #expect(reference == title)
    }
}
