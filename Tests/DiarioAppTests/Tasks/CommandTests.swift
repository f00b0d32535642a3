import DiarioApp
import DiarioDomain
import DiarioLocalization
import DiarioTerminal
import DiarioTestSupport
import Foundation
import Synchronization
import Testing

/// A console that keeps what was written, for assertions.
final class RecordingConsole: Sendable {
    let lines = Mutex<[String]>([])
    let errors = Mutex<[String]>([])
    var console: Console {
        Console(
            out: { line in self.lines.withLock { $0.append(line) } },
            err: { line in self.errors.withLock { $0.append(line) } })
    }
    var output: [String] { lines.withLock { $0 } }
}

func openContext(
    _ directory: TemporaryDirectory, language: String? = "it", json: Bool = false,
    recorder: RecordingConsole
) throws -> AppContext {
    let options = try ResolvedOptions.resolve(
        CommandLineFlags(
            databasePath: directory.file("diario.sqlite"), language: language, now: "2026-11-21T10:00",
            json: json, noColor: true),
        environment: [:], outputIsTerminal: false)
    return try AppContext.open(options, console: recorder.console)
}

@Suite("Commands over a real store")
struct CommandTests {
    @Test("add echoes what was understood, in the session's language")
    func addEcho() throws {
        let directory = TemporaryDirectory()
        let italian = RecordingConsole()
        try TaskCommands(context: openContext(directory, recorder: italian)).add("math homework due Friday")
        #expect(italian.output == ["Aggiunto: #1 Math homework · 📐 Matematica · compiti · ven 27 nov · priorità media"])
        let english = RecordingConsole()
        try TaskCommands(context: openContext(directory, language: "en", recorder: english))
            .add("verifica di storia martedì prossimo alle 9 urgente")
        #expect(
            english.output == ["Added: #2 Verifica di storia · 📜 History · test · Tue 24 Nov 09:00 · high priority"])
        let repeating = RecordingConsole()
        try TaskCommands(context: openContext(directory, language: "en", recorder: repeating))
            .add("ripasso di inglese ogni lunedì e giovedì")
        #expect(
            repeating.output == [
                "Added: #3 Ripasso di inglese · 🔤 English · study · Mon 23 Nov · medium priority · every Mon, Thu"
            ])
    }

    @Test("A line with no subject is filed under the fallback; --subject overrides detection")
    func subjects() throws {
        let directory = TemporaryDirectory()
        let recorder = RecordingConsole()
        let commands = TaskCommands(context: try openContext(directory, recorder: recorder))
        #expect(try commands.add("buy a new notebook").subjectKey == "other")
        #expect(try commands.add("algebra", subjectKey: "physics").subjectKey == "physics")
        #expect(throws: DomainError.subjectNotFound(key: "astronomy")) {
            try commands.add("x", subjectKey: "astronomy")
        }
    }

    @Test("list groups tasks by when they are due and counts them")
    func listGroups() throws {
        let directory = TemporaryDirectory()
        let recorder = RecordingConsole()
        let context = try openContext(directory, language: "en", recorder: recorder)
        let commands = TaskCommands(context: context)
        _ = try context.tasks.addTask(
            StudyTask(
                title: "History essay", subjectKey: "history", kind: .homework, dueDate: .day("2026-11-20"),
                createdAt: context.clock.now()))
        try commands.add("read chapter 3 tomorrow")
        try commands.add("geometry exercises today")
        try commands.add("verifica di fisica lunedì prossimo")
        try commands.add("storia dell'arte: ricerca sul Rinascimento italiano per il 30 novembre urgente")
        try commands.add("latin words someday")
        let before = recorder.output.count
        try commands.list(.all)
        #expect(
            Array(recorder.output[before...]) == [
                "Overdue",
                "  #1  History essay                                           📜 History  homework  Fri 20 Nov · yesterday",
                "",
                "Today",
                "  #3  Geometry exercises                                      📐 Math     homework  Sat 21 Nov · today",
                "",
                "Tomorrow",
                "  #2  Read chapter 3                                          📌 Other    reading   Sun 22 Nov · tomorrow",
                "",
                "Later",
                "  #4  Verifica di fisica                                      🧲 Physics  test      Mon 23 Nov · in 2 days",
                "  #5  !! Storia dell'arte: ricerca sul Rinascimento italiano  🎨 Art      project   Mon 30 Nov · in 9 days",
                "",
                "No due date",
                "  #6  ↓ Latin words                                           📌 Other    task",
                "6 tasks",
            ])
    }

    @Test("On a weekend 'this week' is the school week coming; an empty window names the next task due")
    func weekendWeekAndEmptyWindow() throws {
        let directory = TemporaryDirectory()
        let recorder = RecordingConsole()
        let commands = TaskCommands(context: try openContext(directory, recorder: recorder))  // Saturday 21 November
        try commands.add("verifica di storia lunedì")
        try commands.add("tema di italiano per il 10 dicembre")
        #expect(try commands.list(.week).map(\.title) == ["Verifica di storia"])
        #expect(try commands.list(.today).isEmpty)
        #expect(
            recorder.output.last?.hasPrefix("Niente in scadenza in questi giorni. Il prossimo: #1 Verifica di storia")
                == true)
        #expect(try commands.list(.range(DayRange(.day("2026-11-24"), .day("2026-11-30")))).isEmpty)
        #expect(recorder.output.last?.contains("#2 Tema di italiano") == true)
        #expect(try commands.list(.range(DayRange(.day("2026-12-11"), .day("2026-12-31")))).isEmpty)
        #expect(recorder.output.last?.hasPrefix("Niente in scadenza. Aggiungi un compito") == true)
    }

    @Test("Lists fit the terminal: the title column gives way, cut at whole characters")
    func fittedToWidth() throws {
        let directory = TemporaryDirectory()
        let recorder = RecordingConsole()
        let wide = try openContext(directory, language: "en", recorder: recorder)
        let context = AppContext(
            store: wide.store, clock: wide.clock, session: wide.session, console: recorder.console, json: false,
            colour: false, columns: 60)
        try TaskCommands(context: context).add("ricerca sulla città di Firenze e le sue piazze più belle domani")
        try TaskCommands(context: context).add("verifica di storia sull'unità d'Italia dopodomani")
        let before = recorder.output.count
        try TaskCommands(context: context).list(.agenda)
        let lines = Array(recorder.output[before...])
        #expect(lines[1] == "  #1  Ricerca sul…  📌 Other    project  Sun 22 Nov · tomor…")
        #expect(lines[4] == "  #2  Verifica di…  📜 History  test     Mon 23 Nov · in 2 …")
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 60 })
    }
}
