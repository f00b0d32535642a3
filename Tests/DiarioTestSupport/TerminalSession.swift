public import Foundation

/// The real binary on a real terminal: a tmux server of its own runs it in a pane of a fixed size, keys are
/// typed with `send-keys`, and the screen is read with `capture-pane`, as a student would see it.
public final class TerminalSession: @unchecked Sendable {
    private let socket = "diario-test-\(UUID().uuidString.prefix(8))"
    private var serverPID: pid_t = 0

    /// Starts `diario` with the arguments and environment in a `width`×`height` pane. When the program
    /// ends, the pane shows `[exit N]` and stays open for reading.
    public init(
        arguments: [String] = [], environment: [String: String], width: Int = 110, height: Int = 40
    ) throws {
        let assignments = environment.sorted { $0.key < $1.key }.map { Self.quoted("\($0.key)=\($0.value)") }
        let program = ([Self.quoted(DiarioProcess.binary)] + arguments.map(Self.quoted)).joined(separator: " ")
        let script = "env -i \(assignments.joined(separator: " ")) \(program); echo \"[exit $?]\"; sleep 600"
        // The server runs in the foreground (-D) as this process's child: a daemonized server would inherit
        // the descriptors Foundation uses to see its client exit. It is spawned directly, with every signal
        // unblocked, because the test runner's threads block most signals and children inherit the mask
        // (a pane would then ignore Ctrl-C).
        serverPID = try Self.spawnServer(["tmux", "-u", "-D", "-L", socket, "-f", "/dev/null"])
        // A client started before the server listens would fork a daemon server of its own: wait for the socket.
        let socketPath = "/tmp/tmux-\(getuid())/\(socket)"
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: socketPath) {
            guard Date() < deadline else { throw TerminalSessionError.serverNotReady }
            Thread.sleep(forTimeInterval: 0.02)
        }
        try tmux(["new-session", "-d", "-x", "\(width)", "-y", "\(height)", "sh", "-c", script])
    }

    deinit {
        _ = try? tmux(["kill-server"])
        var status: Int32 = 0
        if waitpid(serverPID, &status, WNOHANG) == 0 {
            Thread.sleep(forTimeInterval: 0.1)
            if waitpid(serverPID, &status, WNOHANG) == 0 {
                kill(serverPID, SIGKILL)
                waitpid(serverPID, &status, 0)
            }
        }
    }

    private static func spawnServer(_ arguments: [String]) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor: Int32 in 0...2 {
            posix_spawn_file_actions_addopen(
                &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        let environment = tmuxEnvironment.map { "\($0.key)=\($0.value)" }
        var argv = arguments.map { strdup($0) } + [nil]
        var envp = environment.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        guard posix_spawn(&pid, "/usr/bin/tmux", &actions, &attributes, &argv, &envp) == 0 else {
            throw TerminalSessionError.serverNotReady
        }
        return pid
    }

    /// Types text literally (no key names), once the program waits for input (``waitForInput(timeout:)``).
    public func type(_ text: String) throws {
        try waitForInput()
        try tmux(["send-keys", "-t", "0", "-l", text])
    }

    /// Presses keys by tmux name (`Enter`, `Tab`, `Up`, `BSpace`, `C-c`, `C-d`), once the program waits for
    /// input.
    public func press(_ keys: String...) throws {
        try waitForInput()
        try tmux(["send-keys", "-t", "0"] + keys)
    }

    /// Presses keys at once, whatever the program is doing (Ctrl-C during a reply).
    public func interrupt(_ keys: String...) throws { try tmux(["send-keys", "-t", "0"] + keys) }

    /// Waits until the program waits for input: a prompt is drawn, which readline does only after it has put the
    /// terminal in the mode where it reads each key. A key typed before that is read by the terminal's line
    /// discipline instead (Ctrl-D there is lost), so no key is sent earlier. The sign is the cursor at the end of
    /// a non-empty row; while output is written it stands at the start of an empty one.
    @discardableResult
    public func waitForInput(timeout: TimeInterval = TerminalSession.timeout) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let position = try tmux(["display-message", "-p", "-t", "0", "#{cursor_x} #{cursor_y}"])
                .split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            let rows = try screen()
            if position.count == 2, position[1] < rows.count {
                let row = rows[position[1]]
                if !row.isEmpty && position[0] >= row.count { return rows }
            }
            guard Date() < deadline else { throw TerminalSessionError.timedOut(waitingFor: "a prompt", screen: rows) }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// How long a wait lasts before it fails: long enough for a loaded two-core machine, since a wait ends as soon
    /// as what it waits for is there.
    public static let timeout: TimeInterval = 60

    /// Types a line, presses Enter, and waits until `expected` is on the screen; returns the screen.
    @discardableResult
    public func enter(_ line: String, thenWaitFor expected: String) throws -> [String] {
        try type(line)
        try press("Enter")
        return try waitFor(expected)
    }

    /// Waits for the REPL's prompt (a row containing `prompt`); on a new diary the welcome first asks which school the
    /// student attends, and that question is passed with Enter. Returns the screen.
    @discardableResult
    public func waitForPrompt(_ prompt: String = "›") throws -> [String] {
        let question = ["Invio per saltare", "Enter to skip"]
        let rows = try waitFor(anyOf: [prompt] + question)
        guard rows.contains(where: { row in question.contains { row.contains($0) } }) else { return rows }
        try press("Enter")
        return try waitFor(prompt)
    }

    /// Waits until some row contains one of `texts`; returns the screen.
    @discardableResult
    public func waitFor(anyOf texts: [String], timeout: TimeInterval = TerminalSession.timeout) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var rows = try screen()
        while !rows.contains(where: { row in texts.contains { row.contains($0) } }) {
            guard Date() < deadline else {
                throw TerminalSessionError.timedOut(waitingFor: texts.joined(separator: " | "), screen: rows)
            }
            Thread.sleep(forTimeInterval: 0.05)
            rows = try screen()
        }
        return rows
    }

    /// The screen as it is now, one string per row, trailing spaces removed.
    public func screen() throws -> [String] {
        try tmux(["capture-pane", "-p", "-t", "0"]).split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    /// Waits (up to `timeout` seconds) until some row of the screen contains `text`; returns the screen.
    @discardableResult
    public func waitFor(_ text: String, timeout: TimeInterval = TerminalSession.timeout) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var rows = try screen()
        while !rows.contains(where: { $0.contains(text) }) {
            guard Date() < deadline else { throw TerminalSessionError.timedOut(waitingFor: text, screen: rows) }
            Thread.sleep(forTimeInterval: 0.05)
            rows = try screen()
        }
        return rows
    }

    /// The rows after the last one containing `marker` (what the last command printed).
    public func rows(after marker: String) throws -> [String] {
        let rows = try screen()
        guard let index = rows.lastIndex(where: { $0.contains(marker) }) else { return [] }
        return Array(rows[(index + 1)...])
    }

    private static let tmuxEnvironment = [
        "PATH": "/usr/bin:/bin", "TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": "/tmp",
    ]

    /// Runs a tmux client against this session's server and returns what it printed.
    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/tmux")
        process.arguments = ["-u", "-L", socket] + arguments
        process.environment = Self.tmuxEnvironment
        process.standardInput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        // Output goes to a file, not a pipe: the server holds the client's descriptors for a while, and a pane
        // started meanwhile would inherit a pipe's write end and keep it open for good.
        let path = NSTemporaryDirectory() + "\(socket)-\(UUID().uuidString).out"
        guard FileManager.default.createFile(atPath: path, contents: nil), let file = FileHandle(forWritingAtPath: path)
        else { throw TerminalSessionError.serverNotReady }
        defer { try? FileManager.default.removeItem(atPath: path) }
        process.standardOutput = file
        try process.run()
        process.waitUntilExit()
        try file.close()
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return String(decoding: data, as: UTF8.self)
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// A terminal test waited for text that never appeared.
public enum TerminalSessionError: Error, CustomStringConvertible {
    /// The text, and the screen as it was at the deadline.
    case timedOut(waitingFor: String, screen: [String])
    /// The tmux server did not start, or its output could not be kept.
    case serverNotReady

    public var description: String {
        switch self {
        case .timedOut(let text, let screen):
            "timed out waiting for \"\(text)\"; screen:\n" + screen.joined(separator: "\n")
        case .serverNotReady: "the tmux server did not start"
        }
    }
}
