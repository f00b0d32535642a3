import DiarioTerminal
import Foundation

/// Where command output goes: results to standard output, notices and errors to standard error.
public struct Console: Sendable {
    /// Writes a line (a newline is added) to the results stream.
    public var out: @Sendable (String) -> Void
    /// Writes a line (a newline is added) to the notices stream.
    public var err: @Sendable (String) -> Void
    /// Writes a piece of a line to the results stream as it comes (a coach's reply); no newline is added.
    public var write: @Sendable (String) -> Void
    /// Redraws a progress line in place (pages read of all), when a person watches a terminal; nil otherwise.
    public var progress: (@Sendable (String) -> Void)?

    /// Creates a console from two line writers and a piece writer (by default each piece becomes a line).
    public init(
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void,
        write: (@Sendable (String) -> Void)? = nil, progress: (@Sendable (String) -> Void)? = nil
    ) {
        self.out = out
        self.err = err
        self.write = write ?? out
        self.progress = progress
    }

    /// The process's standard output and error, each line (or piece) written at once. What goes to a terminal is
    /// made safe first (``TerminalSafeText``): text from files, devices and servers may hold escape sequences.
    public static let standard: Console = {
        let outIsTerminal = isatty(STDOUT_FILENO) != 0
        let errIsTerminal = isatty(STDERR_FILENO) != 0
        return Console(
            out: { line in write(shown(line, outIsTerminal) + "\n", to: .standardOutput) },
            err: { line in write(shown(line, errIsTerminal) + "\n", to: .standardError) },
            write: { piece in write(shown(piece, outIsTerminal), to: .standardOutput) },
            progress: errIsTerminal ? redrawOnStandardError : nil)
    }()

    /// Writes data a command produces (a file's text when no file is named) to standard output, made safe when a
    /// terminal shows it.
    public static func writeToStandardOutput(_ text: String) {
        write(shown(text, isatty(STDOUT_FILENO) != 0), to: .standardOutput)
    }

    /// Writes the text's bytes as they lie: `Data` made from a string's UTF-8 view goes through a generic path whose
    /// first use looks types up at run time (a fiftieth of a cold `list --json`).
    @Sendable private static func write(_ text: String, to handle: FileHandle) {
        var text = text
        text.withUTF8 { handle.write(Data(buffer: $0)) }
    }

    @Sendable private static func shown(_ text: String, _ toTerminal: Bool) -> String {
        toTerminal ? TerminalSafeText.visible(text) : text
    }

    /// Clears the terminal's current line on standard error and writes `line` there, without a newline.
    @Sendable private static func redrawOnStandardError(_ line: String) {
        write("\r\u{1B}[2K" + TerminalSafeText.visible(line), to: .standardError)
    }
}
