import DiarioDomain
import Testing

@testable import DiarioLanguage

/// One decision from two readers (issue 39): the grammar's reading and the model's scores.
@Suite("Two readers decide")
struct DecisionTests {
    let router = IntentRouter()
    let today = CalendarDay(iso: "2026-11-25")!  // a Wednesday

    func read(_ line: String) throws -> Utterance {
        try router.route(line, today: today, now: TimeOfDay(hour: 10, minute: 0), fallback: .it)
    }

    @Test("Agreement acts: a task with a day and a kind is written without a question")
    func agreementActs() throws {
        let utterance = try read("verifica di storia venerdì")
        #expect(utterance.readers?.grammar == .addTask && utterance.readers?.model == .addTask)
        #expect(utterance.intent == .addTask && !utterance.asks)
    }

    @Test("A task without evidence (no day ahead, kind, verb of doing or duty) is asked about")
    func noWriteWithoutEvidence() throws {
        let utterance = try read("fotocopie del libro di storia")
        #expect(utterance.intent == .addTask && utterance.asks)
        let withVerb = try read("fare le fotocopie del libro di storia per venerdì")
        #expect(withVerb.intent == .addTask && !withVerb.asks)
    }

    @Test("Where the grammar only fell back on a task, a certain model's reading takes its place")
    func modelReadsWhatTheGrammarCannot() throws {
        let material = try read("ho fotografato gli appunti di mate di oggi, eccoli")
        #expect(material.readers?.grammar == .addTask)
        #expect(material.request == .addMaterial(subjectKey: "math"))
        let subject = try read("add Korean as a subject")
        #expect(subject.intent == .addSubject)
        if case .addSubject(let name, _) = subject.request { #expect(name == "Korean") }
    }

    @Test("A task with its day and its kind gives way to a reading that writes nothing only when the model is sure")
    func taskWithEvidenceOverUnsureNonWrite() throws {
        let utterance = try read("oddio venerdì c'è il compito di matematica e non ho capito niente")
        #expect(utterance.readers?.grammar == .addTask)
        #expect(utterance.intent == .addTask && utterance.asks)
        #expect(utterance.alternative?.intent == .coach)
        let drill = try read("allenamento per la verifica di storia di venerdì")
        #expect(drill.readers?.grammar == .addTask && drill.readers?.model == .prepareTest)
        #expect(drill.intent == .addTask && drill.asks && drill.alternative?.intent == .prepareTest)
    }

    @Test("A reading that writes nothing takes the place of a task with its day and its kind when the model is sure")
    func sureModelOverTaskWithEvidence() throws {
        let utterance = try read("prep plan for the physics quiz monday")
        #expect(utterance.readers?.grammar == .addTask)
        #expect((utterance.readers?.modelConfidence ?? 0) >= IntentRouter.modelSure)
        #expect(utterance.intent == .prepareTest && !utterance.asks)
    }

    @Test("A slash command names its intent: no reader's doubt")
    func slashCommandsAreSure() throws {
        let utterance = try read("/add fotocopie")
        #expect(utterance.readers == nil && !utterance.asks && utterance.intent == .addTask)
    }

    @Test("Without a model the grammar decides alone, as before")
    func grammarAlone() throws {
        var alone = router
        alone.intentModel = nil
        let utterance = try alone.route("fotocopie del libro di storia", today: today, fallback: .it)
        #expect(utterance.readers == nil && utterance.intent == .addTask)
    }

    @Test("The model's features are the same for the same line, whatever the process")
    func featuresAreStable() throws {
        let tokens = Tokenizer.tokenize("verifica di storia venerdì")
        let first = router.modelFeatures(tokens, dated: DueExpression(), today: today)
        let second = router.modelFeatures(
            Tokenizer.tokenize("verifica di storia venerdì"), dated: DueExpression(), today: today)
        #expect(first.buckets == second.buckets && !first.buckets.isEmpty)
        #expect(first.buckets.allSatisfy { (0..<Int32(IntentFeatures.bucketCount)).contains($0) })
    }

    @Test("A third reader orders the question about a write, carries out a read, and is ignored when it says nothing")
    func thirdReader() throws {
        let line = "fotocopie del libro di storia"
        let doubtful = try read(line)
        #expect(doubtful.asks && IntentRouter.wantsThirdReader(doubtful))
        let task = try router.reconsider(doubtful, as: .addTask, line: line, today: today)
        #expect(task.intent == .addTask && task.asks && task.runnerUp == doubtful.runnerUp)
        let tests = try router.reconsider(doubtful, as: .listTests, line: line, today: today)
        #expect(
            tests.request == .listTests(range: nil, subjectKey: "history") && !tests.asks && tests.alternative == nil)
        #expect(try router.reconsider(doubtful, as: .unknown, line: line, today: today) == doubtful)
        // A goal needs an amount the line does not have: no reading, no change.
        #expect(try router.reconsider(doubtful, as: .setGoal, line: line, today: today) == doubtful)
        #expect(!IntentRouter.wantsThirdReader(try read("verifica di storia venerdì")))
        #expect(!IntentRouter.wantsThirdReader(try read("ciao")))
    }

    @Test("The readings are weighed: the model's reading that writes nothing replaces a task it outweighs")
    func readingsWeighed() throws {
        let drill = try read("preparami per il compito di fisica di giovedi")
        #expect(drill.readers?.grammar == .addTask)
        #expect(drill.request == .prepareTest(subjectKey: "physics") && !drill.asks)
        // A line for another app is nothing, and the task it might be stays one offer away in the REPL.
        let alarm = try read("metti una sveglia alle 6:30")
        #expect(alarm.readers?.grammar == .addTask && !alarm.asks)
        guard case .unknown(let unsure?) = alarm.request else {
            Issue.record("\(alarm.request)")
            return
        }
        #expect(unsure.dueTime == TimeOfDay(hour: 18, minute: 30))  // the next 6:30 after 10:00
    }

    @Test("A task the model puts far below a reading the grammar cannot fill is asked about, not written")
    func unreadReadingStillDoubts() throws {
        let goal = try read("nuovo obiettivo: studiare storia 3 volte a settimana")
        #expect(goal.readers?.model == .setGoal && goal.intent == .addTask && goal.asks)
    }

    @Test("A subject added to the student's list is the grammar's reading too: no question")
    func subjectAddedToTheList() throws {
        for (line, name) in [
            ("aggiungi economia aziendale all'elenco materie", "Economia aziendale"),
            ("add economics to my subjects", "Economics"), ("inserisci diritto tra le mie materie pls", "Diritto"),
        ] {
            let utterance = try read(line)
            guard case .addSubject(let read, _) = utterance.request else {
                Issue.record("\(line): \(utterance.request)")
                continue
            }
            #expect(read == name && utterance.readers?.grammar == .addSubject && !utterance.asks, "\(line)")
        }
        #expect(try read("aggiungi le foto alle materie di storia").readers?.grammar != .addSubject)
    }
}
