import DiarioCoach
import DiarioLanguage
import Foundation

/// The third reader: with a coach endpoint configured, a line the grammar and the intent model left in doubt is sent
/// to the endpoint's model once, which names its intent as JSON of a fixed schema, within
/// ``EndpointReader/timeoutMilliseconds``. No endpoint, a failure, a late or malformed answer: no word, and the two
/// readers' decision stands. Its word never writes anything by itself (``IntentRouter/reconsider(_:as:line:today:now:)``).
struct EndpointReader {
    let context: AppContext

    /// The longest the student waits for the third reader.
    static let timeoutMilliseconds = 3_000

    /// The intent the endpoint's model reads in `line`, or nil.
    func intent(of line: String) -> Intent? {
        guard let settings = try? CoachSettings.resolve(environment: context.environment),
            var endpoint = settings.endpoint
        else { return nil }
        endpoint.connectTimeout = min(endpoint.connectTimeout, Self.timeoutMilliseconds / 1000)
        endpoint.idleTimeout = min(endpoint.idleTimeout, Self.timeoutMilliseconds / 1000)
        if !context.json {
            context.console.err(
                context.style.dim(context.localization.text("ask.endpointReads", ["model": endpoint.model])))
        }
        let client = ChatClient(endpoint: endpoint, maxRetries: 0)
        let messages = [
            ChatMessage(role: .system, content: Self.instruction),
            ChatMessage(role: .user, content: line),
        ]
        let interrupted = context.asking.wasInterrupted
        guard
            let reply = try? client.send(
                messages, answerSchema: Self.schema, withinMilliseconds: Self.timeoutMilliseconds, onText: { _ in },
                shouldStop: interrupted),
            reply.finishReason != "interrupted",
            case .object(let fields)? = ModelJSON.parse(reply.text), case .string(let name)? = fields["intent"]
        else { return nil }
        return Intent(rawValue: name.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// What each intent means, for the model.
    private static let meanings: [(intent: Intent, meaning: String)] = [
        (.addTask, "write something to do in the planner: homework, a test to sit, a book to read, a chore"),
        (.listTasks, "see what is due (today, a day, a week, a subject)"),
        (.completeTask, "tick off a task as done"),
        (.moveTask, "move a task to another day or time"),
        (.quiz, "be quizzed now on flashcards"),
        (.prepareTest, "get a study plan or a drill before a coming test or oral"),
        (.listTests, "see the coming tests, orals and exams"),
        (.addCard, "make a flashcard with a question and an answer"),
        (.coach, "talk to a study coach: a worry, a feeling, a question of method"),
        (.addSubject, "add a new school subject of their own"),
        (.setLanguage, "make the program speak Italian or English"),
        (.logStudy, "record time already spent studying"),
        (.stats, "see their progress, time studied or streak"),
        (.setGoal, "set a study goal"),
        (.search, "find something in their notes, materials, cards or tasks"),
        (.addMaterial, "hand over notes, a PDF, photos of pages or slides to keep as study material"),
        (.addLesson, "put a lesson in the weekly timetable"),
        (.addGrade, "record a mark they got"),
        (.gradeNeeded, "ask which mark they need to reach an average"),
        (.help, "ask how to use the program"),
        (.unknown, "none of these: chit-chat, a random word, a line meant for another app"),
    ]

    /// The system message: the task, and the intents.
    static let instruction =
        """
        You read one line that an Italian or English-speaking secondary-school student typed into a study planner, \
        and say what the line asks for. Answer with JSON only: {"intent": "<name>"}, the name one of these:
        """ + "\n" + meanings.map { "- \($0.intent.rawValue): \($0.meaning)" }.joined(separator: "\n")

    /// The answer's JSON Schema: one intent's name.
    static let schema =
        #"{"type":"object","properties":{"intent":{"type":"string","enum":["#
        + Intent.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ",")
        + #"]}},"required":["intent"],"additionalProperties":false}"#
}
