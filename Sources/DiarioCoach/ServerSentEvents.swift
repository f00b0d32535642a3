/// One event of a `text/event-stream`.
public struct ServerSentEvent: Equatable, Sendable {
    /// The `event:` field; "message" when absent.
    public var name: String
    /// The `data:` lines, joined with line feeds.
    public var data: String
    /// The last `id:` field seen in the stream, if any (it carries over to later events).
    public var id: String?

    /// Creates an event.
    public init(name: String, data: String, id: String?) {
        self.name = name
        self.data = data
        self.id = id
    }
}

/// Parses a `text/event-stream` as the HTML specification's "event stream interpretation" says, from bytes that
/// arrive in chunks split anywhere: inside a line, between CR and LF, inside a UTF-8 character. A leading byte order
/// mark is skipped; lines end in CRLF, LF or CR; a line starting with ":" is a comment; "field: value" loses one
/// leading space; a blank line dispatches the event (none when it has no data line); an unfinished event at the end
/// is dropped.
public struct ServerSentEventParser: Sendable {
    private var line: [UInt8] = []
    private var lastWasCR = false
    private var data: [String] = []
    private var hasData = false
    private var name = ""
    private var id: String?
    /// The first bytes, held while the stream may still begin with a byte order mark; nil once that is settled.
    private var heldAtStart: [UInt8]? = []

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// A parser at the start of a stream.
    public init() {}

    /// Feeds the next chunk; returns the events it completed, in order.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [ServerSentEvent] {
        var events: [ServerSentEvent] = []
        for byte in bytes {
            guard var held = heldAtStart else {
                take(byte, into: &events)
                continue
            }
            held.append(byte)
            if held == Self.byteOrderMark {
                heldAtStart = nil
            } else if Self.byteOrderMark.starts(with: held) {
                heldAtStart = held
            } else {
                heldAtStart = nil
                for heldByte in held { take(heldByte, into: &events) }
            }
        }
        return events
    }

    private mutating func take(_ byte: UInt8, into events: inout [ServerSentEvent]) {
        if lastWasCR {
            lastWasCR = false
            if byte == 0x0A { return }
        }
        if byte == 0x0D || byte == 0x0A {
            lastWasCR = byte == 0x0D
            if let event = endLine() { events.append(event) }
        } else {
            line.append(byte)
        }
    }

    private mutating func endLine() -> ServerSentEvent? {
        defer { line.removeAll(keepingCapacity: true) }
        if line.isEmpty { return dispatch() }
        if line.first == UInt8(ascii: ":") { return nil }
        let colon = line.firstIndex(of: UInt8(ascii: ":"))
        let field = String(decoding: line[..<(colon ?? line.endIndex)], as: UTF8.self)
        var valueStart = colon.map { $0 + 1 } ?? line.endIndex
        if valueStart < line.endIndex, line[valueStart] == UInt8(ascii: " ") { valueStart += 1 }
        let value = String(decoding: line[valueStart...], as: UTF8.self)
        switch field {
        case "data":
            data.append(value)
            hasData = true
        case "event": name = value
        case "id": if !value.contains("\0") { id = value }
        default: break  // "retry" and unknown fields: nothing to do for a chat reply
        }
        return nil
    }

    private mutating func dispatch() -> ServerSentEvent? {
        defer {
            data.removeAll()
            hasData = false
            name = ""
        }
        guard hasData else { return nil }
        return ServerSentEvent(name: name.isEmpty ? "message" : name, data: data.joined(separator: "\n"), id: id)
    }
}
