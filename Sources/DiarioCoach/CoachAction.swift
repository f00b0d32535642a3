public import DiarioDomain
import Foundation

/// Something the coach proposes to do for the student. Nothing is done until the student says yes.
public enum CoachAction: Equatable, Sendable {
    /// File a task written in the student's words ("ripasso di fisica per giovedì").
    case addTask(text: String)
    /// Show the tasks of a range: "today", "tomorrow", "week", "overdue" or "all" (the agenda when nil).
    case listTasks(range: String?)
    /// Make flashcards on a topic the coach explained, in a subject when named.
    case createCards(subject: String?, cards: [(front: String, back: String)])
    /// Start a quiz on the due cards, of a subject when named.
    case startQuiz(subject: String?)

    /// The tools, as the chat completions API declares them. Descriptions are for the model, in English.
    public static let tools: [ToolDefinition] = [
        ToolDefinition(
            name: "add_task",
            description:
                "Propose adding a task to the student's planner. Diario shows it and files it only if the student agrees.",
            parametersSchema: #"""
                {"type":"object","properties":{"text":{"type":"string","description":"The task as the student would write it in a planner, with subject and due date in words, in the student's language, e.g. 'ripasso di fisica per giovedì'."}},"required":["text"]}
                """#),
        ToolDefinition(
            name: "list_tasks",
            description: "Propose showing the student's open tasks for a range of days.",
            parametersSchema: #"""
                {"type":"object","properties":{"range":{"type":"string","enum":["today","tomorrow","week","overdue","all"]}}}
                """#),
        ToolDefinition(
            name: "create_cards",
            description:
                "Propose flashcards (question and answer) about a topic you just explained, for spaced-repetition quizzes.",
            parametersSchema: #"""
                {"type":"object","properties":{"subject":{"type":"string","description":"The school subject, e.g. 'storia' or 'physics'."},"cards":{"type":"array","minItems":1,"maxItems":20,"items":{"type":"object","properties":{"front":{"type":"string"},"back":{"type":"string"}},"required":["front","back"]}}},"required":["cards"]}
                """#),
        ToolDefinition(
            name: "start_quiz",
            description: "Propose starting a short quiz on the student's flashcards that are due.",
            parametersSchema: #"""
                {"type":"object","properties":{"subject":{"type":"string","description":"The school subject, if one."}}}
                """#),
    ]

    /// The most cards one proposal may make.
    public static let maxCards = 20

    /// Reads a tool call; an unknown name or arguments that do not fit the schema are an error.
    public init(_ call: CoachToolCall) throws(CoachActionError) {
        let object =
            call.arguments.trimmingCharacters(in: .whitespaces).isEmpty
            ? [:] : try? JSONSerialization.jsonObject(with: Data(call.arguments.utf8)) as? [String: Any]
        guard let arguments = object else { throw .invalidArguments(name: call.name) }
        func text(_ key: String) -> String? {
            (arguments[key] as? String).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                .flatMap { $0.isEmpty ? nil : $0 }
        }
        switch call.name {
        case "add_task":
            guard let task = text("text") else { throw .invalidArguments(name: call.name) }
            self = .addTask(text: task)
        case "list_tasks":
            let range = text("range")
            guard range == nil || ["today", "tomorrow", "week", "overdue", "all"].contains(range ?? "") else {
                throw .invalidArguments(name: call.name)
            }
            self = .listTasks(range: range)
        case "create_cards":
            guard let list = arguments["cards"] as? [[String: Any]], !list.isEmpty, list.count <= Self.maxCards
            else { throw .invalidArguments(name: call.name) }
            var cards: [(front: String, back: String)] = []
            for item in list {
                guard let front = (item["front"] as? String)?.trimmingCharacters(in: .whitespacesAndNewlines),
                    let back = (item["back"] as? String)?.trimmingCharacters(in: .whitespacesAndNewlines),
                    !front.isEmpty, !back.isEmpty
                else { throw .invalidArguments(name: call.name) }
                cards.append((front, back))
            }
            self = .createCards(subject: text("subject"), cards: cards)
        case "start_quiz":
            self = .startQuiz(subject: text("subject"))
        default:
            throw .unknownAction(name: call.name)
        }
    }

    /// Two proposals are equal when they would do the same thing (tuples are not Equatable, hence by hand).
    public static func == (lhs: CoachAction, rhs: CoachAction) -> Bool {
        switch (lhs, rhs) {
        case (.addTask(let a), .addTask(let b)): a == b
        case (.listTasks(let a), .listTasks(let b)): a == b
        case (.startQuiz(let a), .startQuiz(let b)): a == b
        case (.createCards(let s1, let c1), .createCards(let s2, let c2)):
            s1 == s2 && c1.map(\.front) == c2.map(\.front) && c1.map(\.back) == c2.map(\.back)
        default: false
        }
    }
}

/// A proposed action Diario cannot take.
public enum CoachActionError: Error, Equatable, Sendable {
    /// The model asked for an action Diario does not have.
    case unknownAction(name: String)
    /// The arguments are not JSON, or miss what the action needs.
    case invalidArguments(name: String)
}
