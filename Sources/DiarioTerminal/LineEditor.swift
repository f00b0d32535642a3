internal import CReadline
import Foundation

/// Reads lines from the student on a terminal with GNU readline: editing (accented letters and emoji
/// included, in a UTF-8 locale), history kept in a file, tab completion, Ctrl-C to clear the line and
/// Ctrl-D to end. Readline is loaded when the first editor is made; without it (``isAvailable`` false) lines are
/// read plainly, with no editing, history or completion, and Ctrl-C still ends a quiz's answer.
///
/// Readline keeps global state, so one editor exists per process; create it once, on a terminal.
public final class LineEditor: @unchecked Sendable {
    /// Whether GNU readline could be loaded (libreadline.so.8, else libreadline.so, with every function Diario uses).
    public static var isAvailable: Bool { diario_rl_available() != 0 }

    /// What tab completion offers: given the text before the cursor and the word being completed, the words
    /// (or, for a whole-line command, whole lines) that may replace it.
    public typealias Completer = @Sendable (_ lineBeforeCursor: String, _ word: String) -> [String]

    private let historyPath: String?

    /// Sets readline up: the locale for multibyte editing, the history file (created 0600, trimmed to
    /// `historyLimit` lines), completion, and the Ctrl-C handler. Commands in `wholeLineCommands`
    /// ("/done") complete their whole argument (task titles have spaces) rather than one word.
    public init(
        historyPath: String?, historyLimit: Int32 = 1000, wholeLineCommands: [String],
        completer: @escaping Completer = { _, _ in [] }
    ) {
        EditorState.hasReadline = Self.isAvailable
        self.historyPath = EditorState.hasReadline ? historyPath : nil
        diario_use_utf8_locale()
        EditorState.completer = completer
        EditorState.wholeLinePrefixes = wholeLineCommands.map { $0 + " " }
        if EditorState.hasReadline {
            diario_rl_configure(readlineName, completeAttempt, wordBreaks, insertPrefill)
            diario_rl_using_history(historyLimit)
            if let historyPath {
                Self.prepareHistoryFile(historyPath)
                diario_rl_read_history(historyPath, historyLimit)
            }
            diario_rl_use_interruptible_getc()
        }
        diario_install_interrupt_handler(onInterrupt)
        // A parent may have started us with SIGINT blocked (signal masks are inherited); Ctrl-C must work.
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
    }

    /// What Tab offers from now on (the planner knows it only once its data is open).
    public func complete(with completer: @escaping Completer) { EditorState.completer = completer }

    /// Shows `prompt` and returns the line typed, or nil at end of input (Ctrl-D on an empty line).
    /// `prefill` is put on the line first, for the student to edit. When `interruptible` (a quiz answer),
    /// Ctrl-C ends the input and returns nil instead of clearing the line.
    public func readLine(prompt: String, prefill: String? = nil, interruptible: Bool = false) -> String? {
        EditorState.prefill = prefill
        EditorState.isReading = !interruptible
        diario_set_end_read(interruptible ? 1 : 0)
        defer {
            EditorState.isReading = false
            diario_set_end_read(0)
        }
        guard EditorState.hasReadline else {
            return Self.readPlainLine(prompt: prompt, prefill: prefill, interruptible: interruptible)
        }
        let raw = diario_rl_readline(prompt)
        defer { free(raw) }
        if diario_read_was_ended() != 0 {
            write(STDOUT_FILENO, "\n", 1)
            return nil
        }
        return raw.map { String(cString: $0) }
    }

    /// A line read without readline: the prompt, then the bytes up to a newline. `prefill` is shown in brackets
    /// after the prompt, and an empty line keeps it. Ctrl-C ends an interruptible read (nil); at the prompt the
    /// terminal has dropped what was typed, and the prompt is shown again on a new line.
    private static func readPlainLine(prompt: String, prefill: String?, interruptible: Bool) -> String? {
        // The marks around invisible escapes (`TextStyle.promptSafe`) are for readline, not for the terminal.
        let visible = prompt.filter { $0 != "\u{01}" && $0 != "\u{02}" }
        let shown = prefill.map { visible + "[" + $0 + "] " } ?? visible
        while true {
            diario_set_end_read(1)
            diario_plain_prompt(shown)
            var bytes: [UInt8] = []
            var next = diario_plain_getc()
            while next != EOF && next != 0x0A {
                bytes.append(UInt8(next))
                next = diario_plain_getc()
            }
            if diario_read_was_ended() != 0 {
                write(STDOUT_FILENO, "\n", 1)
                if interruptible { return nil }
                EditorState.interrupted = 0
                continue
            }
            if next == EOF && bytes.isEmpty { return nil }
            let line = String(decoding: bytes, as: UTF8.self)
            return line.isEmpty ? (prefill ?? line) : line
        }
    }

    /// Adds a line, without trailing spaces, to the history (and to the history file at once, so a crash
    /// loses nothing); blank lines and a repeat of the previous line are skipped.
    public func remember(_ typed: String) {
        let line = String(typed.reversed().drop(while: \.isWhitespace).reversed())
        guard !line.isEmpty else { return }
        guard EditorState.hasReadline else { return }
        if let last = diario_last_history_line(), String(cString: last) == line { return }
        diario_rl_add_history(line)
        if let historyPath { diario_rl_append_history(historyPath) }
    }

    /// Notes Ctrl-C instead of dying of it, for a program that runs without an editor (a one-shot coach reply):
    /// `takeInterrupt()` then tells whether it was pressed.
    public static func catchInterrupts() {
        diario_install_interrupt_handler(onInterrupt)
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
    }

    /// Whether Ctrl-C was pressed since the last call (for a quiz or a reply to stop); clears the mark.
    public static func takeInterrupt() -> Bool {
        let pressed = EditorState.interrupted != 0
        EditorState.interrupted = 0
        return pressed
    }

    private static func prepareHistoryFile(_ path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
        }
    }
}

/// The state readline's C callbacks read: they cannot capture Swift context. Touched only on the main
/// thread, except `interrupted`, which the signal handler sets.
private enum EditorState {
    nonisolated(unsafe) static var completer: LineEditor.Completer = { _, _ in [] }
    nonisolated(unsafe) static var wholeLinePrefixes: [String] = []
    nonisolated(unsafe) static var candidates: [String] = []
    nonisolated(unsafe) static var prefill: String?
    nonisolated(unsafe) static var isReading = false
    nonisolated(unsafe) static var interrupted: sig_atomic_t = 0
    /// Whether readline was loaded when the editor was made; lines are read plainly otherwise.
    nonisolated(unsafe) static var hasReadline = false
}

// C strings readline keeps pointers to for the life of the process.
nonisolated(unsafe) private let readlineName: UnsafeMutablePointer<CChar> = strdup("diario")
nonisolated(unsafe) private let defaultBreaks: UnsafeMutablePointer<CChar> = strdup(" \t\n\"'")
nonisolated(unsafe) private let lineBreaks: UnsafeMutablePointer<CChar> = strdup("\n")

/// For a whole-line command the "word" is the whole line, so a title with spaces completes in one go.
private func wordBreaks() -> UnsafeMutablePointer<CChar>? {
    let line = diario_rl_line_buffer().map { String(cString: $0) } ?? ""
    let whole = EditorState.wholeLinePrefixes.contains { line.hasPrefix($0) }
    return whole ? lineBreaks : defaultBreaks
}

private func completeAttempt(
    _ text: UnsafePointer<CChar>?, _ start: Int32, _ end: Int32
) -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    diario_rl_no_default_completion()
    let word = text.map { String(cString: $0) } ?? ""
    let line = diario_rl_line_buffer().map { String(cString: $0) } ?? ""
    let beforeCursor = String(decoding: line.utf8.prefix(Int(diario_rl_point())), as: UTF8.self)
    EditorState.candidates = EditorState.completer(beforeCursor, word)
    return diario_rl_completion_matches(text, nextCandidate)
}

private func nextCandidate(_ text: UnsafePointer<CChar>?, _ state: Int32) -> UnsafeMutablePointer<CChar>? {
    if state == 0 { EditorState.candidates.reverse() }
    guard let next = EditorState.candidates.popLast() else { return nil }
    return strdup(next)
}

private func insertPrefill() -> Int32 {
    if let prefill = EditorState.prefill {
        diario_rl_insert_text(prefill)
        EditorState.prefill = nil
    }
    return 0
}

/// Ctrl-C: at the prompt, the line is dropped and a fresh prompt shown; elsewhere the press is noted for
/// whatever is running (a quiz, a reply) to stop at its next step.
private func onInterrupt(_ signal: Int32) {
    EditorState.interrupted = 1
    guard EditorState.isReading, EditorState.hasReadline else { return }
    write(STDOUT_FILENO, "^C\n", 3)
    diario_rl_clear_line()
}
