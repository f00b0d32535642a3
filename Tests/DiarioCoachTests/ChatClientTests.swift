import DiarioDomain
import DiarioTestSupport
import Foundation
import Synchronization
import Testing

@testable import DiarioCoach

/// Collects streamed text.
final class Received: Sendable {
    let pieces = Mutex<[String]>([])
    func add(_ piece: String) { pieces.withLock { $0.append(piece) } }
    var text: String { pieces.withLock { $0.joined() } }
    var count: Int { pieces.withLock { $0.count } }
}

@Suite("The chat client against a real HTTP server on 127.0.0.1", .serialized)
struct ChatClientTests {
    let directory = TemporaryDirectory()
    let server: FakeChatServer

    init() throws { server = try FakeChatServer(logDirectory: directory) }

    func client(model: String, idle: Int = 30, key: String? = "sk-secret-123") -> ChatClient {
        ChatClient(
            endpoint: ChatEndpoint(baseURL: server.baseURL, model: model, apiKey: key, idleTimeout: idle),
            sleep: { _ in })
    }

    let messages = [ChatMessage(role: .system, content: "Sii breve."), ChatMessage(role: .user, content: "Ciao")]

    @Test("A long streamed reply arrives piece by piece, whole, with the key sent as a bearer token")
    func longReply() throws {
        let received = Received()
        let reply = try client(model: "long").send(messages, onText: received.add)
        #expect(received.count == 200)
        #expect(reply.text == (0..<200).map { "parola\($0) " }.joined())
        #expect(reply.text == received.text && reply.finishReason == "stop")
        let request = try #require(try server.requests().first)
        #expect(request["authorized"] as? Bool == true)
        let body = try #require(request["body"] as? [String: Any])
        #expect(body["stream"] as? Bool == true && body["model"] as? String == "long")
        let sent = try #require(body["messages"] as? [[String: Any]])
        #expect(sent.map { $0["role"] as? String } == ["system", "user"])
    }

    @Test("Chunks split inside lines, between CR and LF and inside UTF-8 characters; comments; multi-line data")
    func splitChunks() throws {
        let received = Received()
        let reply = try client(model: "split").send(messages, onText: received.add)
        #expect(reply.text == "Perché è bello 🙂")
        #expect(received.text == reply.text)
    }

    @Test("A plain JSON answer is accepted")
    func plainJSON() throws {
        let received = Received()
        let reply = try client(model: "json").send(messages, onText: received.add)
        #expect(reply.text == "Risposta intera, non a pezzi." && received.text == reply.text)
    }

    @Test("500 is retried and then reported; a 500 once, then fine, gives the reply")
    func serverErrors() throws {
        #expect(throws: ChatError.http(status: 500, message: "boom")) {
            try client(model: "500").send(messages, onText: { _ in })
        }
        #expect(try server.requests().count == 4)
        let reply = try client(model: "flaky500").send(messages, onText: { _ in })
        #expect(reply.text == "Eccomi, dopo l'attesa.")
    }

    @Test("429 waits as Retry-After says, in seconds or as an HTTP date, then succeeds")
    func retryAfter() throws {
        for (model, range) in [("429", 1.0...1.0), ("429date", 1.0...3.0)] {
            let waits = Mutex<[TimeInterval]>([])
            var client = client(model: model)
            client.sleep = { seconds in waits.withLock { $0.append(seconds) } }
            let reply = try client.send(messages, onText: { _ in })
            #expect(reply.text == "Eccomi, dopo l'attesa.")
            let waited = waits.withLock { $0.reduce(0, +) }
            #expect(range.contains(waited), "\(model): \(waited)")
        }
    }

    @Test("A refused key is reported by its status alone: the server's words, where it may echo the key, are dropped")
    func unauthorized() throws {
        #expect(throws: ChatError.http(status: 401, message: nil)) {
            _ = try client(model: "401", key: "sk-very-secret").send(messages, onText: { _ in })
        }
    }

    @Test("A server's words lose the key however it is spelled: cut before the first piece of it")
    func keySpelledOut() {
        let key = "Tr0ub4dor-Horse-Battery-77"
        let hex = key.utf8.map { String($0, radix: 16) }.joined(separator: " ")
        for spelled in [
            key, String(key.reversed()), key.uppercased(), key.map(String.init).joined(separator: " "), hex,
            key.addingPercentEncoding(withAllowedCharacters: []) ?? "",
            key.unicodeScalars.map { "&#\($0.value);" }.joined(),
            key.unicodeScalars.map { String(format: "\\u%04x", $0.value) }.joined(),
        ] {
            let shown = ChatClient.beforeAnyPieceOfKey("model not found: " + spelled + " please", key: key)
            #expect(shown.hasPrefix("model not found:") && !shown.contains("please"), "\(spelled) → \(shown)")
        }
        #expect(ChatClient.beforeAnyPieceOfKey("model llama3 not found", key: key) == "model llama3 not found")
    }

    @Test("A stalled stream times out after the idle time, keeping what was shown")
    func stalled() throws {
        #expect(throws: ChatError.idleTimedOut(seconds: 2, partial: "Inizio e poi ")) {
            try client(model: "stall", idle: 2).send(messages, onText: { _ in })
        }
    }

    @Test("A connection closed mid-reply and a malformed chunk are errors, never a complete reply")
    func cutAndMalformed() throws {
        #expect(throws: ChatError.connection(.closed, detail: "", partial: "Una risposta che si interrompe")) {
            try client(model: "cut").send(messages, onText: { _ in })
        }
        #expect(throws: ChatError.malformed(partial: "Prima parte ")) {
            try client(model: "malformed").send(messages, onText: { _ in })
        }
    }

    @Test("Nothing listening is a refused connection, not retried")
    func refused() throws {
        let closed = ChatClient(
            endpoint: ChatEndpoint(baseURL: "http://127.0.0.1:1/v1", model: "m", apiKey: nil), sleep: { _ in })
        do {
            _ = try closed.send(messages, onText: { _ in })
            Issue.record("no error")
        } catch {
            guard case .connection(.refused, _, "") = error else {
                Issue.record("\(error)")
                return
            }
        }
        #expect(throws: ChatError.invalidEndpoint(url: "ftp://example.org/v1/chat/completions")) {
            try ChatClient(endpoint: ChatEndpoint(baseURL: "ftp://example.org/v1", model: "m", apiKey: nil))
                .send(messages, onText: { _ in })
        }
    }

    @Test("A tool call split over chunks is put together, and the tools are declared in the request")
    func toolCall() throws {
        let reply = try client(model: "tool").send(messages, tools: CoachAction.tools, onText: { _ in })
        #expect(reply.finishReason == "tool_calls")
        #expect(
            reply.toolCalls == [
                CoachToolCall(id: "call_1", name: "add_task", arguments: #"{"text": "ripasso di fisica per giovedì"}"#)
            ])
        let body = try #require(try server.requests().first?["body"] as? [String: Any])
        let tools = try #require(body["tools"] as? [[String: Any]])
        #expect(
            tools.compactMap { ($0["function"] as? [String: Any])?["name"] as? String } == [
                "add_task", "list_tasks", "create_cards", "start_quiz",
            ])
    }

    @Test("Ctrl-C during the wait before a retry ends it as interrupted, without a second request")
    func interruptedWait() throws {
        let waits = Mutex(0)
        var client = client(model: "500")
        client.sleep = { _ in waits.withLock { $0 += 1 } }
        #expect(throws: ChatError.interrupted(partial: "")) {
            try client.send(messages, onText: { _ in }, shouldStop: { waits.withLock { $0 } >= 2 })
        }
        #expect(try server.requests().count == 1)
    }

    @Test("Ctrl-C (the stop check) ends the reply as interrupted, keeping what was shown")
    func interrupted() throws {
        let received = Received()
        do {
            _ = try client(model: "long").send(messages, onText: received.add, shouldStop: { received.count >= 5 })
            Issue.record("the reply was not stopped")
        } catch {
            guard case .interrupted(let partial) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(partial.hasPrefix("parola0 parola1 parola2 parola3 parola4 ") && received.count < 200)
        }
    }

    @Test("The models list is read with GET /models")
    func models() throws {
        #expect(try client(model: "long").models() == ["long", "echo", "tool"])
    }
}
