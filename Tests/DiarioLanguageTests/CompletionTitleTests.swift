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
            ("la traduzione di greco l'ho chiusa", "Traduzione di greco"),
            ("abbiamo consegnato il cartellone di geografia oggi", "Cartellone di geografia"),
            ("we turned in the lab report", "Lab report"),
            ("latin translation - finished it last night", "Latin translation"),
            ("allora.. biologia fatta, metti la spunta", "Biologia"),
        ])
    func titles(line: String, title: String) throws {
        let request = try router.route(line, today: today, fallback: .it).request
        guard case .completeTask(let reference, _) = request else {
            Issue.record("\(line) → \(request)")
            return
        }
        #expect(reference == title)
    }

    @Test(
        "No completion where the work is denied, planned or only near a particle",
        arguments: [
            "non l'ho fatto", "esercizi di mate non fatti", "ho in programma la verifica di storia venerdì",
            "get the english essay done tonight", "non ho ancora finito la versione",
        ])
    func notCompletions(line: String) throws {
        let utterance = try router.route(line, today: today, fallback: .it)
        // The grammar never reads a completion here; the model may still lean to one ("done tonight"), and then the
        // student is asked: nothing is ticked off without a yes.
        #expect(utterance.readers?.grammar != .completeTask)
        #expect(utterance.intent != .completeTask || utterance.asks)
    }

    @Test("A reminder that opens with 'non' is a task saved without a question")
    func reminder() throws {
        let utterance = try router.route("non dimenticare il libro di arte domani", today: today, fallback: .it)
        #expect(utterance.intent == .addTask && !utterance.needsConfirmation, "\(utterance)")
    }
}
