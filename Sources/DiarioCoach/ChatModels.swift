public import DiarioDomain
import Foundation

/// Who a message sent to the model comes from.
public enum ChatRole: String, Sendable {
    case system, user, assistant, tool
}

/// One message of a chat with the model, as the chat completions API takes it.
public struct ChatMessage: Equatable, Sendable {
    /// Who wrote it.
    public var role: ChatRole
    /// The text.
    public var content: String
    /// The actions an assistant message asked for.
    public var toolCalls: [CoachToolCall]
    /// For a tool message: the call it answers.
    public var toolCallID: String?

    /// Creates a message.
    public init(role: ChatRole, content: String, toolCalls: [CoachToolCall] = [], toolCallID: String? = nil) {
        self.role = role
        self.content = content
        self.toolCalls = toolCalls
        self.toolCallID = toolCallID
    }

    /// The message as a JSON object of the API.
    var json: [String: Any] {
        var object: [String: Any] = ["role": role.rawValue, "content": content]
        if !toolCalls.isEmpty {
            object["tool_calls"] = toolCalls.map {
                ["id": $0.id, "type": "function", "function": ["name": $0.name, "arguments": $0.arguments]]
            }
        }
        if let toolCallID { object["tool_call_id"] = toolCallID }
        return object
    }
}

/// A function the model may call: its name, what it does, and a JSON Schema of its parameters.
public struct ToolDefinition: Sendable {
    /// The name.
    public var name: String
    /// What it does, for the model.
    public var description: String
    /// The JSON Schema of its parameters, as text.
    public var parametersSchema: String

    /// Creates a definition.
    public init(name: String, description: String, parametersSchema: String) {
        self.name = name
        self.description = description
        self.parametersSchema = parametersSchema
    }

    var json: [String: Any] {
        let schema = (try? JSONSerialization.jsonObject(with: Data(parametersSchema.utf8))) ?? [String: Any]()
        return ["type": "function", "function": ["name": name, "description": description, "parameters": schema]]
    }
}

/// A whole reply: its text, the actions it proposes, and why it ended.
public struct ChatReply: Equatable, Sendable {
    /// Everything the model wrote.
    public var text: String
    /// The actions it asked for.
    public var toolCalls: [CoachToolCall]
    /// "stop", "tool_calls", "length", … or "done" for a stream ended by `[DONE]` alone.
    public var finishReason: String
}

/// How a connection failed.
public enum ConnectionFailure: String, Equatable, Sendable {
    /// Nothing listens at the address.
    case refused
    /// The host name is unknown.
    case unresolved
    /// The certificate could not be verified, or TLS failed.
    case tls
    /// The server closed the connection before the reply ended.
    case closed
    /// Anything else libcurl reports.
    case other
}

/// Why a reply could not be had; `partial` is the text already shown when things went wrong.
public enum ChatError: Error, Equatable, Sendable {
    /// The endpoint's address is not an http or https URL.
    case invalidEndpoint(url: String)
    /// The server answered with an error status (after the retries for 429 and 5xx), and its message if any.
    case http(status: Int, message: String?)
    /// No connection within the connect timeout.
    case connectTimedOut(seconds: Int)
    /// Nothing arrived for the idle timeout.
    case idleTimedOut(seconds: Int, partial: String)
    /// The whole answer took longer than the answer timeout.
    case answerTimedOut(seconds: Int, partial: String)
    /// The key would go over plain http to another machine, and the student has not allowed it.
    case keyInClear(url: String)
    /// The connection failed or was closed before the reply ended.
    case connection(ConnectionFailure, detail: String, partial: String)
    /// A chunk of the stream, or the whole answer, was not what a chat completion sends.
    case malformed(partial: String)
    /// The student pressed Ctrl-C.
    case interrupted(partial: String)

    /// The text shown before the failure.
    public var partial: String {
        switch self {
        case .invalidEndpoint, .http, .connectTimedOut, .keyInClear: ""
        case .idleTimedOut(_, let partial), .answerTimedOut(_, let partial), .connection(_, _, let partial),
            .malformed(let partial), .interrupted(let partial):
            partial
        }
    }
}

/// Puts the pieces of a streamed chat completion together: text deltas, tool calls split over chunks, and the
/// end (a finish reason or `[DONE]`). A non-streamed answer (`choices[0].message`) is read the same way.
struct ChatReplyAccumulator {
    private(set) var text = ""
    private(set) var finishReason: String?
    private var calls: [Int: CoachToolCall] = [:]

    var reply: ChatReply {
        let toolCalls = calls.sorted { $0.key < $1.key }.map(\.value)
        return ChatReply(text: text, toolCalls: toolCalls, finishReason: finishReason ?? "done")
    }

    /// Whether the reply has ended.
    var hasEnded: Bool { finishReason != nil }

    /// Takes one event's data (or a whole JSON answer); returns the new text it carries.
    mutating func take(_ data: String) throws(MalformedChunk) -> String {
        if data.trimmingCharacters(in: .whitespaces) == "[DONE]" {
            finishReason = finishReason ?? "done"
            return ""
        }
        guard let object = try? JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any],
            let choices = object["choices"] as? [[String: Any]]
        else { throw MalformedChunk() }
        guard let choice = choices.first else { return "" }
        let delta = choice["delta"] as? [String: Any] ?? choice["message"] as? [String: Any] ?? [:]
        let piece = delta["content"] as? String ?? ""
        text += piece
        for call in delta["tool_calls"] as? [[String: Any]] ?? [] {
            let index = call["index"] as? Int ?? calls.count
            let function = call["function"] as? [String: Any] ?? [:]
            var entry = calls[index] ?? CoachToolCall(id: "", name: "", arguments: "")
            if let id = call["id"] as? String { entry.id = id }
            if let name = function["name"] as? String { entry.name += name }
            if let arguments = function["arguments"] as? String { entry.arguments += arguments }
            calls[index] = entry
        }
        if let reason = choice["finish_reason"] as? String { finishReason = reason }
        return piece
    }

    /// A chunk that is not a chat completion chunk.
    struct MalformedChunk: Error {}
}
