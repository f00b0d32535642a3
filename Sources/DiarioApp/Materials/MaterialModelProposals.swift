import DiarioCoach
import DiarioDomain
import DiarioMaterials
import Foundation

/// What the coach's model may add to study material, when an endpoint is configured: an outline for a mind map, and
/// more cards. Each answer is JSON, checked before it is used; anything else (no endpoint, a failure, an answer that
/// is not the shape asked for) gives nil, and the offline reading stands alone.
struct MaterialModelProposals {
    let context: AppContext

    /// The most text sent: about 4,000 words, what a small local model takes.
    static let maxCharacters = 24_000

    /// The model's outline of `text`, or nil.
    func outline(of text: String, title: String) -> (title: String, nodes: [OutlineNode])? {
        guard
            let answer = ask(
                """
                Make a mind map of the student's notes below. Answer with JSON only, no prose, in the notes' language: \
                {"title": "…", "nodes": [{"text": "…", "children": [ … ]}]}. Short node texts (at most 12 words), \
                at most 5 levels and 150 nodes, in the order of the notes.
                """, text: text),
            case .object(let object)? = ModelJSON.parse(answer), let nodes = object["nodes"]
        else { return nil }
        var count = 0
        func read(_ value: ModelJSON, depth: Int) -> [OutlineNode]? {
            guard case .array(let items) = value, depth <= 5 else { return nil }
            var result: [OutlineNode] = []
            for item in items {
                guard case .object(let fields) = item, case .string(let text)? = fields["text"] else { return nil }
                let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
                count += 1
                guard !trimmed.isEmpty, trimmed.count <= MindMap.maxTextLength, count <= 300 else { return nil }
                let children = fields["children"].map { read($0, depth: depth + 1) } ?? []
                guard let children else { return nil }
                result.append(OutlineNode(trimmed, children: children))
            }
            return result
        }
        guard let outline = read(nodes, depth: 1), !outline.isEmpty else { return nil }
        let named = object["title"].flatMap { value -> String? in
            guard case .string(let text) = value else { return nil }
            let trimmed = StoredText.clean(text)
            return trimmed.isEmpty || trimmed.unicodeScalars.count > MindMap.maxTextLength ? nil : trimmed
        }
        return (named ?? title, outline)
    }

    /// The model's cards for `text` (those `known` does not have already), or none.
    func cards(in text: String, materialId: Int64, known: [ProposedCard]) -> [ProposedCard] {
        guard
            let answer = ask(
                """
                Propose flashcards for the student's notes below: the facts, dates, terms and causes worth \
                remembering. Answer with JSON only, no prose, in the notes' language: [{"front": "question", \
                "back": "answer"}], at most 20 cards, each side at most 200 characters.
                """, text: text),
            case .array(let items)? = ModelJSON.parse(answer)
        else { return [] }
        var seen = Set(known.map { TextFolding.fold($0.front) })
        var cards: [ProposedCard] = []
        for item in items.prefix(20) {
            guard case .object(let fields) = item, case .string(let front)? = fields["front"],
                case .string(let back)? = fields["back"]
            else { return [] }
            let question = front.trimmingCharacters(in: .whitespacesAndNewlines)
            let answer = back.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !question.isEmpty, !answer.isEmpty, question.count <= 300, answer.count <= 600 else { continue }
            guard seen.insert(TextFolding.fold(question)).inserted else { continue }
            cards.append(
                ProposedCard(
                    front: question, back: answer, origin: .model, source: CardSource(materialId: materialId)))
        }
        return cards
    }

    /// The most an answer may hold; a model that goes on past it is stopped.
    static let maxAnswerCharacters = 60_000

    /// The model's whole answer to `instruction` about `text`; nil without an endpoint, when the exchange fails, when
    /// the student presses Ctrl-C, or when the answer runs past ``maxAnswerCharacters``. The student is told, on the
    /// notices stream, that their notes go to the model.
    private func ask(_ instruction: String, text: String) -> String? {
        guard let settings = try? CoachSettings.resolve(environment: context.environment),
            let endpoint = settings.endpoint
        else { return nil }
        if !context.json {
            context.console.err(
                context.style.dim(context.localization.text("material.toModel", ["model": endpoint.model])))
        }
        let client = ChatClient(endpoint: endpoint, maxRetries: settings.retries)
        let messages = [
            ChatMessage(role: .system, content: instruction),
            ChatMessage(role: .user, content: String(text.prefix(Self.maxCharacters))),
        ]
        let received = ReceivedLength()
        let interrupted = context.asking.wasInterrupted
        guard
            let reply = try? client.send(
                messages, onText: { received.add($0.count) },
                shouldStop: { interrupted() || received.total > Self.maxAnswerCharacters }),
            reply.finishReason != "interrupted", received.total <= Self.maxAnswerCharacters
        else { return nil }
        return reply.text
    }
}

/// How much of an answer has come, counted while it streams.
private final class ReceivedLength: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func add(_ characters: Int) { lock.withLock { count += characters } }

    var total: Int { lock.withLock { count } }
}

/// Just enough JSON for a model's answer: the first JSON value in it (a model may wrap it in a code fence).
enum ModelJSON: Equatable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([ModelJSON])
    case object([String: ModelJSON])

    /// The JSON in `answer`, from its first `{` or `[` to the matching last one; nil when there is none.
    static func parse(_ answer: String) -> ModelJSON? {
        guard let start = answer.firstIndex(where: { $0 == "{" || $0 == "[" }),
            let end = answer.lastIndex(where: { $0 == "}" || $0 == "]" }), start < end,
            let value = try? JSONSerialization.jsonObject(
                with: Data(answer[start...end].utf8), options: [.fragmentsAllowed])
        else { return nil }
        return ModelJSON(value)
    }

    init?(_ value: Any) {
        switch value {
        case let text as String: self = .string(text)
        case let flag as Bool: self = .bool(flag)
        case let number as NSNumber: self = .number(number.doubleValue)
        case let items as [Any]:
            var converted: [ModelJSON] = []
            for item in items {
                guard let value = ModelJSON(item) else { return nil }
                converted.append(value)
            }
            self = .array(converted)
        case let fields as [String: Any]:
            var converted: [String: ModelJSON] = [:]
            for (key, item) in fields {
                guard let value = ModelJSON(item) else { return nil }
                converted[key] = value
            }
            self = .object(converted)
        case is NSNull: self = .null
        default: return nil
        }
    }
}
