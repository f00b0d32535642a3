import DiarioDomain
import Foundation

/// The lines of standard input in script mode, read in chunks: a line longer than ``TextInput/maxLineBytes`` is
/// never held whole (a gigabyte without a line break must not fill the memory); it is passed over to its end and
/// given back as ``Line/tooLong``. Answers a command asks for in a script come from the same reader, so that no line
/// is read ahead and lost.
final class ScriptLineReader: @unchecked Sendable {
    /// One line of the script.
    enum Line {
        /// A line, without its line end (`\n` or `\r\n`).
        case text(String)
        /// A line longer than a line may be; what it held was dropped.
        case tooLong
    }

    /// Bytes read and not yet given back, from ``start`` on: lines are taken from the front without moving the rest,
    /// which is moved down only when more is read.
    private var pending: [UInt8] = []
    private var start = 0
    private var skippingLongLine = false
    private var atEnd = false

    /// The next line, nil at the end of the input.
    func next() -> Line? {
        while true {
            if let newline = pending[start...].firstIndex(of: 0x0A) {
                var line = pending[start..<newline]
                start = newline + 1
                if skippingLongLine {
                    skippingLongLine = false
                    return .tooLong
                }
                if line.last == 0x0D { line.removeLast() }
                return .text(String(decoding: line, as: UTF8.self))
            }
            pending.removeSubrange(..<start)
            start = 0
            if pending.count > TextInput.maxLineBytes {
                skippingLongLine = true
                pending.removeAll(keepingCapacity: true)
            }
            if atEnd {
                guard !pending.isEmpty || skippingLongLine else { return nil }
                defer {
                    pending = []
                    skippingLongLine = false
                }
                return skippingLongLine ? .tooLong : .text(String(decoding: pending, as: UTF8.self))
            }
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 {
                atEnd = true
            } else {
                pending.append(contentsOf: buffer[0..<count])
            }
        }
    }

    /// The next line as text, for an answer (a line too long is an empty answer); nil at the end of the input.
    func nextAnswer() -> String? {
        switch next() {
        case .text(let text): text
        case .tooLong: ""
        case nil: nil
        }
    }
}
