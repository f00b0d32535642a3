import DiarioCoach
import DiarioDomain
import Foundation
import Testing

@testable import DiarioApp

@Suite("What the coach is sent of a stored conversation")
struct CoachHistoryTests {
    let at = Date(timeIntervalSince1970: 1_795_000_000)

    func message(
        _ role: CoachRole, _ content: String, _ status: CoachMessageStatus = .complete, calls: [String] = [],
        answers: String? = nil
    ) -> CoachMessage {
        CoachMessage(
            conversationId: 1, role: role, content: content, status: status,
            toolCalls: calls.map { CoachToolCall(id: $0, name: "add_task", arguments: "{}") }, toolCallId: answers,
            createdAt: at)
    }

    @Test("Cut and failed replies are left out; an action never answered gets 'not done'; stray answers are dropped")
    func history() {
        let stored = [
            message(.user, "uno"), message(.assistant, "risposta interrotta", .interrupted),
            message(.user, "due"), message(.assistant, "propongo", calls: ["a", "b"]),
            message(.tool, "Done", answers: "a"), message(.tool, "orphan", answers: "zzz"),
            message(.user, "tre"), message(.assistant, "", .failed),
        ]
        let sent = CoachCommands.chatHistory(stored)
        #expect(sent.map(\.role) == [.user, .user, .assistant, .tool, .tool, .user])
        #expect(sent.map(\.content) == ["uno", "due", "propongo", "Done", ActionResult.unanswered, "tre"])
        #expect(sent[3].toolCallID == "a" && sent[4].toolCallID == "b")
    }
}
