import DiarioDomain
import Testing

@testable import DiarioLanguage

/// Shapes the opened twelfth set and the open set H showed written as a different write (issue 39): a new day said
/// with "now" and no verb of moving, a new deadline, a mark beside a test's name, material handed over for a test's
/// day. The lines are new wordings of those shapes, not the sets' own.
@Suite("Moves without a verb of moving, and marks beside a test")
struct MoveAndMarkShapesTests {
    let today = CalendarDay(iso: "2026-11-25")!  // a Wednesday

    func grammar(_ line: String) throws -> Request {
        var alone = IntentRouter()
        alone.intentModel = nil
        return try alone.route(line, today: today, now: TimeOfDay(hour: 10, minute: 0), fallback: .it).request
    }

    func read(_ line: String) throws -> Utterance {
        try IntentRouter().route(line, today: today, now: TimeOfDay(hour: 10, minute: 0), fallback: .it)
    }

    @Test(
        "A new day beside 'now', 'ora', 'invece', a new deadline, an old day after 'prima era' is a move",
        arguments: [
            ("the chemistry quiz is now on monday", "2026-11-30", "The chemistry quiz"),
            ("friday now for the english essay", "2026-11-27", "The english essay"),
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

    @Test("'Per ora', 'un'ora', a line opened by 'add' are no move; 'adesso' yields to a day the line names")
    func notMoves() throws {
        for line in [
            "per ora la verifica di storia è venerdì", "studio un'ora di mate domani",
            "add: revise for the chem test that got moved, on friday",
        ] {
            guard case .addTask = try grammar(line) else {
                Issue.record("not a task: \(line)")
                continue
            }
        }
        guard case .addTask(let task) = try grammar("ripasso adesso per la verifica di venerdì") else {
            Issue.record("not a task")
            return
        }
        #expect(task.dueDate == CalendarDay(iso: "2026-11-27"))
    }

    @Test("A mark beside a test's name is asked about, the mark got as the other reading; a clock time is no mark")
    func marksBesideATest() throws {
        for line in ["music test monday: 9", "C+ on thursday's history quiz", "bio 7½ verifica di martedì"] {
            let utterance = try read(line)
            #expect(utterance.asks, "\(line)")
            #expect(utterance.alternative?.intent == .addGrade || utterance.intent == .addGrade, "\(line)")
        }
        let test = try read("verifica di latino giovedì alle 10")
        #expect(test.intent == .addTask && !test.asks)
    }

    @Test("Material handed over for a test's day is material; a move read by the grammar is never a silent new task")
    func materialAndMoves() throws {
        #expect(try grammar("carico gli appunti di bio per la verifica di giovedì").intent == .addMaterial)
        let moved = try read("geo lab report - new deadline friday")
        #expect(moved.intent == .moveTask || moved.asks)
    }
}
