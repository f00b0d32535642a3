import DiarioTestSupport
import Foundation
import Testing

/// Servers that misbehave (a coach that never ends its answer, one that echoes the key back altered, one that sends
/// escape sequences) and addresses that would send a secret in clear.
@Suite("Hostile servers")
struct HostileServerTests {
    let diary = HostileDiary()
    let server: FakeChatServer
    let key = "sk-test-Abcdefghijklmnopqrstuvwxyz0123456789"

    init() throws {
        server = try FakeChatServer(logDirectory: diary.home)
    }

    func coach(_ model: String, _ extra: [String: String] = [:]) throws -> ProcessResult {
        try diary.process.run(
            ["coach", "--lang", "en", "ciao"],
            extraEnvironment: [
                "DIARIO_LLM_BASE_URL": server.baseURL, "DIARIO_LLM_MODEL": model, "DIARIO_LLM_API_KEY": key,
                "DIARIO_LLM_RETRIES": "0",
            ].merging(extra) { $1 })
    }

    @Test("A coach that sends only keep-alive comments is stopped at the whole answer's deadline, in one line")
    func keepAliveForEver() throws {
        let started = Date()
        let result = try coach("keepalive", ["DIARIO_LLM_ANSWER_TIMEOUT": "3"])
        #expect(Date().timeIntervalSince(started) < 20)
        #expect(result.exitCode == 1)
        #expect(result.stdout.hasPrefix("Un momento..."))
        #expect(
            result.stderr.contains("took longer than 3 s for the whole answer; it was stopped"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        try diary.expectWhole()
    }

    @Test("A server that echoes the key back altered (base64, upper case, cut) never gets it printed")
    func keyEchoed() throws {
        let result = try coach("echo_key")
        #expect(result.exitCode == 1)
        #expect(result.stderr.contains("(HTTP 401)") && !result.stderr.contains("Bad key"), "\(result.stderr)")
        let percent = key.utf8.map { String(format: "%%%02X", $0) }.joined()
        let entities = key.unicodeScalars.map { "&#\($0.value);" }.joined()
        for form in [
            key, Data(key.utf8).base64EncodedString(), key.uppercased(), String(key.prefix(18)), String(key.suffix(9)),
            String(percent.prefix(30)), String(entities.prefix(30)),
        ] {
            #expect(!result.stderr.contains(form), "\(form) in \(result.stderr)")
            #expect(!result.stdout.contains(form))
        }
    }

    @Test("Escape sequences in a coach's reply reach a terminal as visible text")
    func escapesInReply() throws {
        var environment = diary.process.environment
        environment.merge([
            "DIARIO_LLM_BASE_URL": server.baseURL, "DIARIO_LLM_MODEL": "escapes", "DIARIO_LLM_API_KEY": key,
        ]) { $1 }
        let command = [DiarioProcess.binary, "coach", "ciao"].map { "'\($0)'" }.joined(separator: " ")
        let shown = try DiarioProcess.runCommand(["script", "-qec", command, "/dev/null"], environment: environment)
        #expect(shown.stdout.contains("Copia^[]52;c;aGk=^G questo ^[[2JM-^[31m fatto"), "\(shown.stdout)")
        #expect(!shown.stdout.unicodeScalars.contains { $0 == "\u{7}" || $0 == "\u{9B}" })
    }

    @Test("A key over plain http to another machine is refused unless allowed, and then said aloud")
    func keyInClear() throws {
        let remote = ["DIARIO_LLM_BASE_URL": "http://coach.invalid/v1"]
        let refused = try coach("echo", remote)
        #expect(refused.exitCode == 1)
        #expect(
            refused.stderr.hasPrefix("The coach's key would travel unencrypted over http to http://coach.invalid/v1"),
            "\(refused.stderr)")
        #expect(try server.requests().isEmpty)
        let local = try coach("echo")
        #expect(local.exitCode == 0 && local.stderr.isEmpty, "127.0.0.1 is this machine: \(local.stderr)")
        let allowed = try coach(
            "echo",
            remote.merging(["DIARIO_LLM_INSECURE_HTTP": "1", "http_proxy": "http://127.0.0.1:\(server.port)"]) {
                $1
            })
        #expect(allowed.exitCode == 0, "\(allowed.stderr)")
        #expect(allowed.stderr.hasPrefix("Warning: the coach's key travels unencrypted over http"))
    }

    @Test("A calendar password over plain http to another machine is refused with one line; nothing is sent")
    func calendarPasswordInClear() throws {
        #expect(try diary.process.run(["add", "verifica di storia venerdì"]).exitCode == 0)
        let line = try diary.refuses(
            ["calendar", "push", "http://calendar.invalid/dav/tasks/", "--lang", "en"],
            environment: ["DIARIO_CALDAV_USER": "giulia", "DIARIO_CALDAV_PASSWORD": "segreta"])
        #expect(line.hasPrefix("The calendar password would travel unencrypted over http"), "\(line)")
        #expect(!line.contains("segreta"))
    }
}
