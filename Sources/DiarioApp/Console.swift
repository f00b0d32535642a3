import Foundation

/// Where command output goes: results to standard output, notices and errors to standard error.
public struct Console: Sendable {
    /// Writes a line (a newline is added) to the results stream.
    public var out: @Sendable (String) -> Void
    /// Writes a line (a newline is added) to the notices stream.
    public var err: @Sendable (String) -> Void

    /// Creates a console from two line writers.
    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        self.out = out
        self.err = err
    }

    /// The process's standard output and error, each line flushed as it is written.
    public static let standard = Console(
        out: { line in FileHandle.standardOutput.write(Data((line + "\n").utf8)) },
        err: { line in FileHandle.standardError.write(Data((line + "\n").utf8)) })
}
