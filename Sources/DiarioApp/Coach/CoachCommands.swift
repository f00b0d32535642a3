public import DiarioCoach
public import DiarioDomain
import DiarioLanguage
import Foundation

/// The study coach: a message goes to the configured model (streamed as it is written) or, when none is
/// configured, to the offline coach; both know the student's tasks, tests, weak subjects and streak.
///
/// The student's message is saved before anything is asked; the reply is saved once it ends, with its status, so
/// that a reply cut by Ctrl-C or a failure is never kept as a complete one. When the endpoint fails, the student is
/// told so on one line, offered the offline coach's advice, and the command fails (a one-shot `diario coach` exits
/// non-zero). Actions the model proposes are shown and done only after a yes (`CoachCommands+Actions`).
public struct CoachCommands: Sendable {
    let context: AppContext
    /// How the student is asked: the context's one way.
    var asking: Asking { context.asking }

    /// Which conversation a message goes to.
    public enum ConversationChoice: Sendable {
        /// The session's conversation, else the most recent one, else a new one.
        case current
        /// A new conversation.
        case new
    }

    /// Creates the commands over a context.
    public init(context: AppContext) { self.context = context }

    /// Answers one message from the student.
    public func answer(_ message: String, in choice: ConversationChoice = .current) throws {
        let text = message.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw UsageError.missingCoachMessage }
        let settings: CoachSettings
        do {
            settings = try CoachSettings.resolve(environment: context.environment)
        } catch {
            try failWithOfflineAdvice(error, for: text, conversationID: nil, partial: "")
        }
        let conversationID = try conversation(choice)
        _ = try context.conversations.addMessages([
            CoachMessage(conversationId: conversationID, role: .user, content: text, createdAt: wholeSecondNow())
        ])
        guard let endpoint = settings.endpoint else {
            try answerOffline(text, conversationID: conversationID)
            return
        }
        try answerRemotely(text, endpoint: endpoint, settings: settings, conversationID: conversationID)
    }

    /// Starts chat mode: free text goes to the coach until `/exit`.
    public func enterChat() {
        context.session.isChatting = true
        if !context.json { context.console.out(context.localization.text("coach.chatStarted")) }
    }

    /// Ends chat mode.
    public func leaveChat() {
        context.session.isChatting = false
        if !context.json { context.console.out(context.localization.text("coach.chatEnded")) }
    }

    /// Starts a new conversation at the next message.
    public func startOver() {
        context.session.coachThread = .new
        context.session.isChatting = true
        if !context.json { context.console.out(context.localization.text("coach.newConversation")) }
    }

    // MARK: - The remote coach

    private func answerRemotely(
        _ text: String, endpoint: ChatEndpoint, settings: CoachSettings, conversationID: Int64
    ) throws {
        let progress = try ProgressCommands(context: context).report(.week)
        let system = try systemPrompt(for: try studyContext(progress: progress), progress: progress, message: text)
        let history = Self.chatHistory(try context.conversations.messages(inConversation: conversationID))
        let messages =
            [ChatMessage(role: .system, content: system)]
            + ConversationWindow.fit(history, budget: settings.historyTokens)
        let client = ChatClient(endpoint: endpoint, maxRetries: settings.retries)
        if endpoint.sendsKeyInClear && endpoint.allowsPlainHTTP {
            context.console.err(context.localization.text("coach.keyInClear", ["url": endpoint.displayURL]))
        }
        let shown = ShownText()
        let console = context.console
        let json = context.json
        let reply: ChatReply
        do {
            reply = try client.send(
                messages, tools: CoachAction.tools,
                onText: { piece in
                    guard !json else { return }
                    console.write(piece)
                    shown.add(piece)
                }, shouldStop: asking.wasInterrupted)
        } catch {
            shown.endLine(console)
            let status: CoachMessageStatus = if case .interrupted = error { .interrupted } else { .failed }
            _ = try context.conversations.addMessages([
                CoachMessage(
                    conversationId: conversationID, role: .assistant, content: error.partial, status: status,
                    model: endpoint.model, createdAt: wholeSecondNow())
            ])
            let failure = CoachUnavailable(endpoint: endpoint.description, reason: error)
            if case .interrupted = error {
                if json {
                    console.out(JSONOutput.line(CoachReplyJSON(conversationID, status, error.partial, endpoint.model)))
                } else {
                    console.out(context.localization.text("coach.interrupted"))
                }
                throw ReportedError(failure)
            }
            try failWithOfflineAdvice(failure, for: text, conversationID: conversationID, partial: error.partial)
        }
        shown.endLine(console)
        _ = try context.conversations.addMessages([
            CoachMessage(
                conversationId: conversationID, role: .assistant, content: reply.text, toolCalls: reply.toolCalls,
                model: endpoint.model, createdAt: wholeSecondNow())
        ])
        let actions = try propose(reply.toolCalls, conversationID: conversationID)
        if json {
            var answer = CoachReplyJSON(conversationID, .complete, reply.text, endpoint.model)
            answer.actions = actions
            console.out(JSONOutput.line(answer))
        }
    }

    /// The stored conversation as the API takes it: cut or failed replies are left out (they were never whole),
    /// and an action that got no answer (Diario stopped before asking) is answered "not done", as the API requires.
    static func chatHistory(_ messages: [CoachMessage]) -> [ChatMessage] {
        var history: [ChatMessage] = []
        var unanswered: [String] = []
        func closeUnanswered() {
            for id in unanswered {
                history.append(ChatMessage(role: .tool, content: ActionResult.unanswered, toolCallID: id))
            }
            unanswered = []
        }
        for message in messages {
            switch message.role {
            case .user:
                closeUnanswered()
                history.append(ChatMessage(role: .user, content: message.content))
            case .assistant:
                closeUnanswered()
                guard message.status == .complete else { continue }
                history.append(ChatMessage(role: .assistant, content: message.content, toolCalls: message.toolCalls))
                unanswered = message.toolCalls.map(\.id)
            case .tool:
                guard let id = message.toolCallId, unanswered.contains(id) else { continue }
                history.append(ChatMessage(role: .tool, content: message.content, toolCallID: id))
                unanswered.removeAll { $0 == id }
            }
        }
        closeUnanswered()
        return history
    }

    // MARK: - The offline coach, and failures

    private func answerOffline(_ text: String, conversationID: Int64) throws {
        let lines = try offlineAdvice(for: text) + [context.localization.text("coach.offline.configure")]
        if context.json {
            var answer = CoachReplyJSON(conversationID, .complete, lines.joined(separator: "\n"), nil)
            answer.source = "offline"
            context.console.out(JSONOutput.line(answer))
        } else {
            lines.forEach(context.console.out)
        }
        _ = try context.conversations.addMessages([
            CoachMessage(
                conversationId: conversationID, role: .assistant, content: lines.joined(separator: "\n"),
                createdAt: wholeSecondNow())
        ])
    }

    /// Tells the student on one line that the remote coach failed, offers the offline coach's advice, and fails.
    private func failWithOfflineAdvice(_ error: any Error, for text: String, conversationID: Int64?, partial: String)
        throws -> Never
    {
        let message = ErrorPresenter.describe(error, context.localization).message
        let advice = (try? offlineAdvice(for: text)) ?? []
        if context.json {
            var answer = CoachReplyJSON(conversationID, .failed, partial, nil)
            answer.source = "remote"
            answer.error = message
            answer.offline = advice.joined(separator: "\n")
            context.console.out(JSONOutput.line(answer))
        } else {
            context.console.err(message)
            if !advice.isEmpty {
                context.console.out(context.localization.text("coach.offline.meanwhile"))
                advice.forEach(context.console.out)
            }
        }
        throw ReportedError(error)
    }

    /// The conversation the message goes to: the session's, else the latest, else a new one (always a new one
    /// when asked, or after `/new`); it becomes the session's.
    private func conversation(_ choice: ConversationChoice) throws -> Int64 {
        let thread = choice == .new ? .new : context.session.coachThread
        switch thread {
        case .continuing(let id) where try context.conversations.conversation(id: id) != nil:
            return id
        case .latest, .continuing:
            if let id = try context.conversations.latestConversation()?.id {
                context.session.coachThread = .continuing(id)
                return id
            }
        case .new:
            break
        }
        let started = try context.conversations.startConversation(
            CoachConversation(startedAt: wholeSecondNow(), language: context.session.language))
        let id = started.id ?? 0
        context.session.coachThread = .continuing(id)
        return id
    }

    func wholeSecondNow() -> Date {
        Date(timeIntervalSince1970: context.clock.now().timeIntervalSince1970.rounded(.down))
    }
}

/// The remote coach could not give a whole reply.
public struct CoachUnavailable: Error, Equatable {
    /// The endpoint, as shown to the student (never with the key).
    public let endpoint: String
    /// What went wrong.
    public let reason: ChatError
}

extension CoachUnavailable: StudentFacingError {
    /// The sentence naming the endpoint and what went wrong with it (never the key).
    public var message: StudentMessage {
        var values = ["endpoint": endpoint]
        switch reason {
        case .invalidEndpoint(let url):
            return StudentMessage("error.coach.invalidURL", ["url": url])
        case .http(let status, let detail):
            values["status"] = String(status)
            values["detail"] = detail.map { " «\($0)»" } ?? ""
            let key =
                switch status {
                case 401, 403: "error.coach.unauthorized"
                case 404: "error.coach.notFound"
                case 429: "error.coach.busy"
                case 500...: "error.coach.serverError"
                default: "error.coach.http"
                }
            return StudentMessage(key, values)
        case .connectTimedOut(let seconds):
            values["seconds"] = String(seconds)
            return StudentMessage("error.coach.connectTimeout", values)
        case .idleTimedOut(let seconds, _):
            values["seconds"] = String(seconds)
            return StudentMessage("error.coach.idleTimeout", values)
        case .answerTimedOut(let seconds, _):
            values["seconds"] = String(seconds)
            return StudentMessage("error.coach.answerTimeout", values)
        case .keyInClear(let url):
            values["url"] = url
            return StudentMessage("error.coach.keyInClear", values)
        case .connection(let kind, let detail, _):
            values["detail"] = detail
            return StudentMessage("error.coach.\(kind.rawValue)", values)
        case .malformed:
            return StudentMessage("error.coach.malformed", values)
        case .interrupted:
            return StudentMessage("coach.interrupted")
        }
    }

    /// 130 when the student stopped the reply with Ctrl-C (as a shell reports it), else 1.
    public var exitCode: Int32 {
        if case .interrupted = reason { return 130 }
        return 1
    }
}

/// Whether any of the reply was written, so that the line can be ended after it.
private final class ShownText: @unchecked Sendable {
    private var last: String?

    func add(_ piece: String) { last = piece }

    func endLine(_ console: Console) {
        if let last, !last.hasSuffix("\n") { console.write("\n") }
        last = nil
    }
}
