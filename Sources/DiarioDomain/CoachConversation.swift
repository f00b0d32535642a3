public import Foundation

/// A chat between the student and the study coach, kept so that it can go on later.
public struct CoachConversation: Equatable, Sendable {
    /// Nil until saved.
    public var id: Int64?
    /// When the first message was written.
    public var startedAt: Date
    /// The language the conversation began in.
    public var language: InterfaceLanguage

    /// Creates a conversation.
    public init(id: Int64? = nil, startedAt: Date, language: InterfaceLanguage) {
        self.id = id
        self.startedAt = startedAt
        self.language = language
    }
}

/// Who wrote a message of a conversation.
public enum CoachRole: String, CaseIterable, Codable, Sendable {
    /// The student.
    case user
    /// The coach (a remote model, or the offline coach).
    case assistant
    /// Diario, answering an action the coach proposed: what was done, or that the student said no.
    case tool
}

/// Whether a message is whole. A reply cut by Ctrl-C or by a failure keeps the text shown but is never
/// taken for a complete answer.
public enum CoachMessageStatus: String, CaseIterable, Codable, Sendable {
    /// Written to the end.
    case complete
    /// Stopped by the student before it ended.
    case interrupted
    /// The endpoint failed before the reply ended.
    case failed
}

/// An action the coach proposes through the tools API: a function name and its arguments as a JSON object.
public struct CoachToolCall: Equatable, Sendable {
    /// The call's id, which the answer to it repeats.
    public var id: String
    /// The action's name ("add_task").
    public var name: String
    /// Its arguments, as JSON object text.
    public var arguments: String

    /// Creates a call.
    public init(id: String, name: String, arguments: String) {
        self.id = id
        self.name = name
        self.arguments = arguments
    }
}

/// One message of a conversation with the coach.
public struct CoachMessage: Equatable, Sendable {
    /// Nil until saved.
    public var id: Int64?
    /// The conversation it belongs to.
    public var conversationId: Int64
    /// Who wrote it.
    public var role: CoachRole
    /// The text (for a tool message: what happened to the proposed action).
    public var content: String
    /// Whether it is whole.
    public var status: CoachMessageStatus
    /// The actions an assistant message proposed.
    public var toolCalls: [CoachToolCall]
    /// For a tool message: the call it answers.
    public var toolCallId: String?
    /// The model that wrote an assistant message; nil for the offline coach and for the student.
    public var model: String?
    /// When it was written.
    public var createdAt: Date

    /// The longest message kept, in characters; a longer reply is cut there.
    public static let maxContentLength = 100_000

    /// Creates a message.
    public init(
        id: Int64? = nil, conversationId: Int64, role: CoachRole, content: String,
        status: CoachMessageStatus = .complete, toolCalls: [CoachToolCall] = [], toolCallId: String? = nil,
        model: String? = nil, createdAt: Date
    ) {
        self.id = id
        self.conversationId = conversationId
        self.role = role
        self.content = content
        self.status = status
        self.toolCalls = toolCalls
        self.toolCallId = toolCallId
        self.model = model
        self.createdAt = createdAt
    }
}

/// How well the student remembers one subject's cards: reviews and how many were not forgotten.
public struct SubjectAccuracy: Equatable, Sendable {
    /// The subject.
    public var subjectKey: String
    /// Reviews counted.
    public var reviews: Int
    /// Reviews not rated "again".
    public var remembered: Int

    /// Creates a figure.
    public init(subjectKey: String, reviews: Int, remembered: Int) {
        self.subjectKey = subjectKey
        self.reviews = reviews
        self.remembered = remembered
    }

    /// The share remembered, 0…1.
    public var accuracy: Double { reviews == 0 ? 0 : Double(remembered) / Double(reviews) }

    /// The share remembered as a whole percentage, rounded.
    public var percent: Int { Int((accuracy * 100).rounded()) }
}
