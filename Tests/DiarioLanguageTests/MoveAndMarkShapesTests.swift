import DiarioDomain
import Testing

@testable import DiarioLanguage

/// Shapes the opened twelfth set and the open set H showed written as a different write (issue 39): a new day said
/// with "now" and no verb of moving, a new deadline, a mark beside a test's name, material handed over for a test's
/// day. The lines are new wordings of those shapes, not the sets' own.
@Suite("Moves without a verb of moving, and marks beside a test")
struct MoveAndMarkShapesTests {
    let today = CalendarDay(iso: "2026-11-25")!  // a Wednesday

    func grammar(_ line: String) throws -> Request { try IntentRouter().grammarAlone(line, today: today) }

    func read(_ line: String) throws -> Utterance { try IntentRouter().bothReaders(line, today: today) }

    @Test(
        "A new day beside 'now', 'ora', 'invece', a new deadline, an old day after 'prima era' is a move",
        arguments: [
            ("the chemistry quiz is now on monday", "2026-11-30", "The chemistry quiz"),
            ("friday now for the english essay", "2026-11-27", "The english essay"),
            ("the geography test is on monday instead", "2026-11-30", "The geography test"),
            ("ora la verifica di storia è giovedì", "2026-11-26", "La verifica di storia"),
            ("tema di italiano: nuova scadenza lunedì", "2026-11-30", "Tema di italiano"),
            ("latin translation deadline extended to friday", "2026-11-27", "Latin translation deadline"),
            ("interrogazione di fisica lunedì prossimo (prima era venerdì)", "2026-11-30", "Interrogazione di fisica"),
        ])
    func movesWithoutAVerbOfMoving(_ line: String, _ day: String, _ title: String) throws {
        guard case .moveTask(let task, _) = try grammar(line) else {
            Issue.record("not a move: \(line)")
            return
        }
        #expect(task.dueDate == CalendarDay(iso: day), "\(line)")
        #expect(task.title == title, "\(line)")
    }

    @Test(
        "No move: 'per ora', 'un'ora', 'a che ora', 'e' as 'and', no task across the word, 'add:', new data",
        arguments: [
            "per ora la verifica di storia è venerdì", "studio un'ora domani per la verifica di storia",
            "a che ora è domani la verifica di storia?", "ora studio chimica e domani fisica",
            "ora per domani faccio il tema di italiano", "io invece domani ho la verifica di mate",
            "add: bio test friday instead of thursday", "segna: verifica giovedì (prima era martedì)",
            "add: revise for the chem test that got moved, on friday",
            "collect new data for the physics lab by friday", "extended essay draft due friday",
        ])
    func notMoves(_ line: String) throws {
        if case .moveTask = try grammar(line) { Issue.record("read as a move: \(line)") }
    }

    @Test("'Adesso' yields to a day the line names; a new time beside 'ora' keeps the task's day")
    func nowAndTime() throws {
        guard case .addTask(let task) = try grammar("ripasso adesso per la verifica di venerdì") else {
            Issue.record("not a task")
            return
        }
        #expect(task.dueDate == CalendarDay(iso: "2026-11-27"))
        guard case .moveTask(let moved, let byDays) = try grammar("la verifica di storia ora è alle 11") else {
            Issue.record("not a move")
            return
        }
        #expect(moved.dueTime == TimeOfDay(hour: 11, minute: 0) && byDays == 0)
    }

    @Test("A mark beside a test's name is asked about, the mark got as the other reading; a time or a unit is no mark")
    func marksBesideATest() throws {
        for line in ["music test monday: 9", "C+ on thursday's history quiz", "bio 7½ verifica di martedì"] {
            let utterance = try read(line)
            #expect(utterance.asks, "\(line)")
            #expect(utterance.alternative?.intent == .addGrade || utterance.intent == .addGrade, "\(line)")
        }
        for line in [
            "verifica di latino giovedì alle 10", "verifica di storia capitolo 3 venerdì", "math test unit 5 friday",
        ] {
            let test = try read(line)
            #expect(test.intent == .addTask && !test.asks, "\(line)")
        }
    }

    @Test("Material handed over for a test's day is material; work due on a day stays a task")
    func materialForATest() throws {
        #expect(try grammar("carico gli appunti di bio per la verifica di giovedì").intent == .addMaterial)
        #expect(try grammar("aggiungi il riassunto di storia per venerdì").intent == .addTask)
        #expect(try grammar("carica le slide del progetto entro lunedì").intent == .addTask)
    }

    @Test("A new task is never chosen silently over a move the grammar read")
    func moveNeverSilentlyATask() throws {
        let line = "geo lab report - new deadline friday"
        guard case .moveTask = try grammar(line) else {
            Issue.record("the grammar reads no move")
            return
        }
        let utterance = try read(line)
        #expect(utterance.intent == .moveTask || utterance.asks)
    }
}
