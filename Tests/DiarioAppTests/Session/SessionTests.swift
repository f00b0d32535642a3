import DiarioApp
import DiarioDomain
import DiarioTestSupport
import Foundation
import Synchronization
import Testing

/// Answers questions from a list, the way a student would type them; records what was asked.
final class ScriptedAnswers: Sendable {
    let answers: Mutex<[String]>
    let asked = Mutex<[String]>([])

    init(_ answers: [String]) { self.answers = Mutex(answers) }

    var asking: Asking {
        Asking(
            ask: { question in
                self.asked.withLock { $0.append(question) }
                return self.answers.withLock { $0.isEmpty ? nil : $0.removeFirst() }
            },
            edit: { _ in self.answers.withLock { $0.isEmpty ? nil : $0.removeFirst() } },
            answer: { _ in self.answers.withLock { $0.isEmpty ? nil : $0.removeFirst() } })
    }
}

@Suite("A session: undo, references by title, questions, language")
struct SessionTests {
    @Test("undo reverses add, done (with the next occurrence it filed), edit and delete, newest first")
    func undoEveryChange() throws {
        let directory = TemporaryDirectory()
        let recorder = RecordingConsole()
        let context = try openContext(directory, language: "en", recorder: recorder)
        let commands = TaskCommands(context: context)
        let undo = UndoCommands(context: context)
        let weekly = try commands.add("ripasso di inglese ogni lunedì")
        let test = try commands.add("history test on Friday")
        try commands.complete("ripasso")
        #expect(try context.tasks.tasks(.allOpen).map(\.title) == ["History test", "Ripasso di inglese"])
        try commands.edit("#2", to: "history test next Wednesday urgent")
        try commands.delete("1")
        let afterAll = try context.tasks.allTasks()
        #expect(afterAll.count == 2)

        try undo.undo()  // delete
        #expect(try context.tasks.task(id: 1)?.completedAt != nil)
        try undo.undo()  // edit
        #expect(try context.tasks.task(id: 2) == test)
        try undo.undo()  // done: open again, next occurrence gone
        #expect(try context.tasks.allTasks() == [weekly, test])
        try undo.undo()
        try undo.undo()
        #expect(try context.tasks.allTasks() == [])
        try undo.undo()
        #expect(recorder.output.last == "Nothing to undo.")
    }

    @Test("A task is named by id, #id or its title (ignoring case and accents); ambiguity is an error")
    func references() throws {
        let directory = TemporaryDirectory()
        let recorder = RecordingConsole()
        let commands = TaskCommands(context: try openContext(directory, recorder: recorder))
        try commands.add("esercizi di matematica per venerdì")
        try commands.add("esercizi di fisica per lunedì")
        try commands.add("verifica di storia martedì")
        #expect(try commands.resolve("#3").title == "Verifica di storia")
        #expect(try commands.resolve("VERIFICA").id == 3)
        #expect(try commands.resolve("fisica").id == 2)
        #expect(throws: TaskReferenceError.ambiguous(reference: "esercizi", ids: [1, 2])) {
            try commands.resolve("esercizi")
        }
        #expect(throws: TaskReferenceError.noMatch(reference: "latino")) { try commands.resolve("latino") }
        #expect(throws: DomainError.taskNotFound(id: 9)) { try commands.resolve("9") }
    }

    @Test("A task with neither date nor subject is asked about: no files nothing, yes files, edit re-reads")
    func vagueTaskQuestion() throws {
        let directory = TemporaryDirectory()
        let recorder = RecordingConsole()
        let context = try openContext(directory, recorder: recorder)
        let answers = ScriptedAnswers(["n", "s", "modifica", "leggere il capitolo di storia per lunedì"])
        let free = UtteranceCommands(context: context.with(asking: answers.asking))
        try free.handle("ripassare")
        #expect(try context.tasks.allTasks().isEmpty)
        #expect(recorder.output.last == "Va bene, non ho salvato niente.")
        try free.handle("ripassare")
        #expect(try context.tasks.allTasks().map(\.title) == ["Ripassare"])
        try free.handle("ripassare")
        let edited = try #require(try context.tasks.allTasks().last)
        #expect(edited.title == "Leggere il capitolo di storia" && edited.subjectKey == "history")
        #expect(edited.dueDate == .day("2026-11-23"))
        #expect(answers.asked.withLock { $0.count } == 3)
        #expect(answers.asked.withLock { $0[0] }.hasSuffix("Lo salvo? (s / n / modifica)"))

        try free.handle("compiti di matematica per venerdì")  // clear: no question
        #expect(answers.asked.withLock { $0.count } == 3)
    }

    @Test("A line that also reads as work done is asked about: c files it, f marks the task done, n saves nothing")
    func doubtfulLineQuestion() throws {
        let directory = TemporaryDirectory()
        let recorder = RecordingConsole()
        let context = try openContext(directory, recorder: recorder)
        let answers = ScriptedAnswers(["n", "f", "c"])
        let free = UtteranceCommands(context: context.with(asking: answers.asking))
        try free.handle("tema di italiano per venerdì")
        try free.handle("ho scritto il tema di italiano")
        #expect(try context.tasks.allTasks().count == 1)
        // Work done told in the past is the likelier reading: the question names it first.
        #expect(answers.asked.withLock { $0[0] }.hasSuffix("Lo segno come fatto o lo salvo come compito? (f / c / n)"))
        try free.handle("ho scritto il tema di italiano")
        #expect(try context.tasks.allTasks().map { $0.completedAt != nil } == [true])
        try free.handle("ho scritto il tema di italiano")
        #expect(try context.tasks.allTasks().map(\.title) == ["Tema di italiano", "Scritto il tema di italiano"])
        #expect(answers.asked.withLock { $0.count } == 3)
    }

    @Test("At a question, a line that is not an answer is run as a new line: the command typed there is not lost")
    func nonAnswerRunsAsNewLine() throws {
        let directory = TemporaryDirectory()
        let recorder = RecordingConsole()
        let context = try openContext(directory, recorder: recorder)
        let answers = ScriptedAnswers(["verifica di storia domani"])
        let free = UtteranceCommands(context: context.with(asking: answers.asking))
        try free.handle("take back the library books")
        let titles = try context.tasks.allTasks().map(\.title)
        #expect(titles == ["Verifica di storia"])
        #expect(recorder.output.contains("Va bene, non ho salvato niente."))
        #expect(answers.asked.withLock { $0.count } == 1)
    }

    @Test("A line that is only a date asks what is due then; the answer is filed with that date")
    func onlyADate() throws {
        let directory = TemporaryDirectory()
        let recorder = RecordingConsole()
        let context = try openContext(directory, recorder: recorder)
        let answers = ScriptedAnswers(["verifica di storia", ""])
        let free = UtteranceCommands(context: context.with(asking: answers.asking))
        try free.handle("il secondo giorno di dicembre")
        let filed = try #require(try context.tasks.allTasks().first)
        #expect(filed.title == "Verifica di storia" && filed.dueDate == .day("2026-12-02"))
        #expect(answers.asked.withLock { $0 } == ["Cosa c'è per mer 2 dic? Scrivilo (invio: niente)"])
        try free.handle("venerdì")
        #expect(try context.tasks.allTasks().count == 1)
        #expect(recorder.output.last == "Va bene, non ho salvato niente.")
        let unattended = UtteranceCommands(context: context.with(asking: .unavailable()))
        #expect(throws: UsageError.notUnderstood(line: "domani")) { try unattended.handle("domani") }
    }

    @Test("A moved test changes the open task's date at once when the match is sure; undo puts the old day back")
    func moveSureMatch() throws {
        let directory = TemporaryDirectory()
        let recorder = RecordingConsole()
        let context = try openContext(directory, recorder: recorder)
        let commands = TaskCommands(context: context)
        try commands.add("verifica di storia martedì")
        try commands.add("compiti di storia per lunedì")
        try commands.add("verifica di matematica mercoledì")
        let free = UtteranceCommands(context: context.with(asking: .unavailable()))
        try free.handle("spostata la verifica di storia a giovedì")
        #expect(try context.tasks.task(id: 1)?.dueDate == .day("2026-11-26"))
        #expect(try context.tasks.task(id: 2)?.dueDate == .day("2026-11-23"))
        #expect(try context.tasks.task(id: 3)?.dueDate == .day("2026-11-25"))
        #expect(recorder.output.last?.hasPrefix("Spostato: #1 Verifica di storia") == true)
        #expect(try context.tasks.allTasks().count == 3)
        try UndoCommands(context: context).undo()
        #expect(try context.tasks.task(id: 1)?.dueDate == .day("2026-11-24"))
    }

    @Test("An unsure move is asked about: yes moves, no moves nothing; with no one to ask it is an error")
    func moveUnsureMatch() throws {
        let directory = TemporaryDirectory()
        let recorder = RecordingConsole()
        let context = try openContext(directory, language: "en", recorder: recorder)
        let commands = TaskCommands(context: context)
        try commands.add("history test on Tuesday")
        try commands.add("history test on Wednesday")
        let answers = ScriptedAnswers(["n", "y"])
        let free = UtteranceCommands(context: context.with(asking: answers.asking))
        try free.handle("the history test was moved to Friday")
        #expect(try context.tasks.allTasks().compactMap(\.dueDate) == [.day("2026-11-24"), .day("2026-11-25")])
        #expect(recorder.output.last == "OK, nothing moved.")
        try free.handle("the history test was moved to Friday")
        #expect(try context.tasks.allTasks().compactMap(\.dueDate) == [.day("2026-11-27"), .day("2026-11-25")])
        #expect(
            answers.asked.withLock { $0 } == Array(repeating: "Move \"History test\" to Fri 27 Nov? (y / n)", count: 2))

        let unattended = UtteranceCommands(context: context.with(asking: .unavailable()))
        #expect(throws: TaskReferenceError.ambiguous(reference: "History test", ids: [1, 2])) {
            try unattended.handle("history test moved to Monday")
        }
        #expect(throws: TaskReferenceError.noMatch(reference: "Latin oral")) {
            try unattended.handle("latin oral moved to Monday")
        }
    }

    @Test("Free text lists, completes, and, with no one to ask, refuses what it does not understand")
    func freeText() throws {
        let directory = TemporaryDirectory()
        let recorder = RecordingConsole()
        let context = try openContext(directory, language: "en", recorder: recorder)
        let free = UtteranceCommands(context: context.with(asking: .unavailable()))
        try free.handle("math homework due Friday")
        try free.handle("history test tomorrow")
        let before = recorder.output.count
        try free.handle("what's due Friday?")
        #expect(recorder.output[before...].contains { $0.contains("Math homework") })
        #expect(!recorder.output[before...].contains { $0.contains("History test") })
        try free.handle("I finished the math homework")
        #expect(try context.tasks.task(id: 1)?.completedAt != nil)
        #expect(throws: UsageError.notUnderstood(line: "blah")) { try free.handle("blah") }
        try free.handle("   ")
    }

    @Test("/lang switches at once and is remembered; --lang still wins")
    func languagePreference() throws {
        let directory = TemporaryDirectory()
        let recorder = RecordingConsole()
        let context = try openContext(directory, language: nil, recorder: recorder)
        #expect(context.localization.language == .it)
        try InterfaceCommands(context: context).setLanguage(.en)
        #expect(recorder.output.last == "From now on I speak English.")
        #expect(context.localization.text("list.group.today") == "Today")
        #expect(try openContext(directory, language: nil, recorder: recorder).localization.language == .en)
        #expect(try openContext(directory, language: "it", recorder: recorder).localization.language == .it)
    }
}
