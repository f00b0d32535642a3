import Foundation

/// The JSON line a script run in `--json` mode prints for each input line:
/// `{"line":3,"ok":true,"output":[…]}` or `{"line":4,"ok":false,"error":"…"}`.
public enum ScriptOutput {
    /// The success line: every JSON value the command printed, in order (text it printed becomes strings).
    public static func success(line: Int, printed: [String]) -> String {
        let values = printed.map { text in
            text.hasPrefix("{") || text.hasPrefix("[") ? text : JSONOutput.line(text)
        }
        return "{\"line\":\(line),\"ok\":true,\"output\":[\(values.joined(separator: ","))]}"
    }

    /// The failure line, with the one-line error the student would read.
    public static func failure(line: Int, message: String) -> String {
        "{\"error\":\(JSONOutput.line(message)),\"line\":\(line),\"ok\":false}"
    }
}

/// Lines a command printed, kept to be wrapped into one JSON object per input line.
public final class CapturedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    /// Starts empty.
    public init() {}

    /// Keeps a printed line.
    public func append(_ line: String) { lock.withLock { lines.append(line) } }

    /// The lines kept since the last call; empties the buffer.
    public func take() -> [String] {
        lock.withLock {
            defer { lines.removeAll() }
            return lines
        }
    }
}
