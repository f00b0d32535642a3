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

    /// The process's standard output and error, each line (or piece) written at once.
    public static let standard = Console(
        out: { line in FileHandle.standardOutput.write(Data((line + "\n").utf8)) },
        err: { line in FileHandle.standardError.write(Data((line + "\n").utf8)) },
        write: { piece in FileHandle.standardOutput.write(Data(piece.utf8)) },
        progress: isatty(STDERR_FILENO) != 0 ? redrawOnStandardError : nil)

    /// Clears the terminal's current line on standard error and writes `line` there, without a newline.
    @Sendable private static func redrawOnStandardError(_ line: String) {
        FileHandle.standardError.write(Data(("\r\u{1B}[2K" + line).utf8))
    }
}
