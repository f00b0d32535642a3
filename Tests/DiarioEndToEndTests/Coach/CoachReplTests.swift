import DiarioDomain
import DiarioStore
import DiarioTestSupport
import Foundation
import Testing

/// The coach in the REPL on a real terminal (tmux), against the fake server on 127.0.0.1.
@Suite("The coach in the REPL", .serialized)
struct CoachReplTests {
    let home = TemporaryDirectory()
    let server: FakeChatServer

    init() throws { server = try FakeChatServer(logDirectory: home) }

    func start() throws -> TerminalSession {
        var environment = DiarioProcess(database: home.file("diario.sqlite"), home: home.path).environment
        environment["TERM"] = "xterm-256color"
        // "auto": the first word of each message picks what the server does (echo, slow, tool, …).
        environment["DIARIO_LLM_BASE_URL"] = server.baseURL
        environment["DIARIO_LLM_MODEL"] = "auto"
        let terminal = try TerminalSession(arguments: [], environment: environment, width: 160)
        try terminal.waitForPrompt("diario · 0 per oggi ›")
        return terminal
    }

    @Test("/coach chats; Ctrl-C stops a reply; a proposed task is asked about; /new and /exit; the coach intent")
    func chatMode() throws {
        let terminal = try start()
        try terminal.enter("/coach", thenWaitFor: "Modalità coach")
        try terminal.waitFor("coach ›")
        try terminal.enter("echo come studio la storia?", thenWaitFor: "Hai scritto: echo come studio la storia?")

        try terminal.enter("slow raccontami tutto", thenWaitFor: "lento2")
        try terminal.interrupt("C-c")
        try terminal.waitFor("Risposta interrotta.")
        let afterStop = try terminal.rows(after: "slow raccontami tutto").filter { !$0.isEmpty }
        #expect(!afterStop.contains { $0.contains("lento39") })
        #expect(afterStop.last?.hasPrefix("coach ›") == true, "the prompt comes back: \(afterStop)")

        try terminal.enter("tool organizzami", thenWaitFor: "Lo faccio? (s / n)")
        #expect(
            try terminal.screen().contains {
                $0
                    == "Il coach propone di aggiungere: Ripasso di fisica · 🧲 Fisica · studio · gio 26 nov · priorità media"
            })
        try terminal.enter("s", thenWaitFor: "Aggiunto: #1 Ripasso di fisica")

        try terminal.enter("/new", thenWaitFor: "Nuova conversazione")
        try terminal.enter("echo di nuovo", thenWaitFor: "Hai scritto: echo di nuovo")
        try terminal.enter("/exit", thenWaitFor: "Torniamo al diario.")
        try terminal.waitForPrompt("diario · 0 per oggi ›")
        try terminal.enter(
            "sono in ansia per la verifica", thenWaitFor: "Per continuare a parlare con il coach: /coach")
        #expect(try terminal.screen().contains("Hai scritto: sono in ansia per la verifica"))
        // No /quit: the pane's shell got the Ctrl-C too and would close the pane as soon as Diario ends. Every
        // message is committed before the next prompt, so the database can be read once it is drawn.
        try terminal.waitForInput()

        let store = try DiarioStore.open(path: home.file("diario.sqlite"))
        let first = try store.messages(inConversation: 1)
        #expect(first.map(\.role) == [.user, .assistant, .user, .assistant, .user, .assistant, .tool])
        #expect(
            first.map(\.status) == [.complete, .complete, .complete, .interrupted, .complete, .complete, .complete])
        #expect(try store.messages(inConversation: 2).map(\.content).first == "echo di nuovo")
        #expect(
            try store.messages(inConversation: 2).count == 4, "the coach intent continues the session's conversation")
    }
}
