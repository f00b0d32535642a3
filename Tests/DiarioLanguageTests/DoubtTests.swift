import DiarioDomain
import DiarioLanguage
import Testing

/// Which task readings the REPL asks about before saving (docs/natural-language.md, "Never a silent wrong write").
@Suite("Doubt about a task reading")
struct DoubtTests {
    let router = IntentRouter()
    let today = CalendarDay(iso: "2026-11-19")!

    @Test(
        "A line with no day that speaks of the student is the coach's, or a task asked about with the coach second",
        arguments: [
            "i always blank out in latin tests", "xke non mi entra in testa la fisica",
            "chem is killing me what should i do", "i never remember the dates in history",
            "non mi piace la geometria",
        ])
    func personalLines(line: String) throws {
        let utterance = try router.route(line, today: today, fallback: .it)
        let asked = utterance.intent == .addTask && utterance.needsConfirmation && utterance.runnerUp == .coach
        #expect(utterance.intent == .coach || asked, "\(utterance)")
    }

    @Test(
        "A task with no day that speaks of the student is never saved without a question",
        arguments: ["non mi piace la geometria"])
    func askedAbout(line: String) throws {
        let utterance = try router.route(line, today: today, fallback: .it)
        #expect(utterance.intent != .addTask || utterance.needsConfirmation, "\(utterance)")
    }

    @Test(
        "A plain task, a task with a day, and a line that opens with a task's filler are saved without a question",
        arguments: [
            "verifica di storia venerdì", "math homework due Friday", "i have to finish the essay",
            "devo ripassare la storia", "ricordami di portare il libro di arte",
            "esercizi di fisica per martedì, non urgente",
        ])
    func plainTasks(line: String) throws {
        let utterance = try router.route(line, today: today, fallback: .it)
        #expect(utterance.intent == .addTask)
        #expect(!utterance.needsConfirmation, "\(utterance)")
    }

    @Test(
        "A line with a task's kind and a day that speaks of nobody names work about a feeling word",
        arguments: ["ansia e nostalgia nel romanticismo: tema per ita il 20", "essay on anxiety in poetry for friday"])
    func topicalWork(line: String) throws {
        #expect(try router.route(line, today: today, fallback: .it).intent == .addTask)
    }

    @Test(
        "A task that is not ahead and holds an amount of time or a word of work done is asked about, with that second",
        arguments: [
            ("mappa concettuale di scienze 45 min", Intent.logStudy),
            ("ricerca di arte, consegnata a mano", Intent.completeTask),
            ("cartellone di geo: done and dusted, finally", Intent.completeTask),
        ])
    func notAheadWithAmountOrDone(line: String, second: Intent) throws {
        let utterance = try router.route(line, today: today, fallback: .it)
        if utterance.intent == .addTask {
            #expect(utterance.needsConfirmation && utterance.runnerUp == second, "\(utterance)")
        } else {
            #expect(utterance.intent == second, "\(utterance)")
        }
    }

    @Test("A denial speaks of the student even on a dated line; 'non urgente' is only a priority")
    func denials() throws {
        let denied = try router.route("nn ho proprio voglia della versione di domani", today: today, fallback: .it)
        #expect(denied.intent == .coach || denied.needsConfirmation && denied.runnerUp == .coach, "\(denied)")
        let priority = try router.route("esercizi di fisica per martedì, non urgente", today: today, fallback: .it)
        #expect(priority.intent == .addTask && !priority.needsConfirmation, "\(priority)")
    }

    @Test("Feelings about a test are still the coach's", arguments: ["ho paura dell'interrogazione di domani"])
    func feelings(line: String) throws {
        #expect(try router.route(line, today: today, fallback: .it).intent == .coach)
    }
}
