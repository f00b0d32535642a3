/// A JSON value of any shape, for backup lines and for the fields Diario stores as JSON text (a review's states, a
/// message's tool calls, a sync file's changes). Written with sorted keys and no spaces, so that the same value
/// always gives the same text.
/// Read and written by hand: an export or import handles a line per row, and Foundation's coders cost several
/// times more per line.
public enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number (whole numbers are written without a fraction).
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object; its keys are written sorted.
    case object([String: JSONValue])

    /// The string, when this is one.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// One line of JSON: keys sorted, whole numbers without a fraction, non-ASCII letters as they are.
    public var text: String {
        var output = ""
        write(to: &output)
        return output
    }

    private func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let value):
            if value.rounded() == value, abs(value) < 9e15 {
                output += String(Int64(value))
            } else {
                output += value.isFinite ? "\(value)" : "null"
            }
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let items):
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                item.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { output += "," }
                Self.writeString(key, to: &output)
                output += ":"
                members[key]!.write(to: &output)
            }
            output += "}"
        }
    }

    private static func writeString(_ value: String, to output: inout String) {
        output += "\""
        // Most strings need no escape: they are written whole.
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            output += value
            output += "\""
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    /// Reads one JSON value that fills the whole text (spaces around it allowed); nil when it is not JSON.
    public static func parse(_ text: String) -> JSONValue? {
        var reader = JSONReader(bytes: Array(text.utf8))
        guard let value = reader.value() else { return nil }
        reader.skipSpaces()
        return reader.atEnd ? value : nil
    }
}

/// A recursive-descent reader of RFC 8259 JSON over UTF-8 bytes.
private struct JSONReader {
    let bytes: [UInt8]
    var index = 0

    var atEnd: Bool { index == bytes.count }

    mutating func skipSpaces() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    mutating func value(depth: Int = 0) -> JSONValue? {
        guard depth < 64 else { return nil }
        skipSpaces()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"): return object(depth: depth)
        case UInt8(ascii: "["): return array(depth: depth)
        case UInt8(ascii: "\""): return string().map(JSONValue.string)
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        default: return number()
        }
    }

    private mutating func literal(_ word: String, _ value: JSONValue) -> JSONValue? {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            return nil
        }
        index += expected.count
        return value
    }

    private mutating func number() -> JSONValue? {
        let start = index
        while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
        guard index > start, let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            return nil
        }
        return .number(number)
    }

    private mutating func array(depth: Int) -> JSONValue? {
        index += 1
        var items: [JSONValue] = []
        skipSpaces()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            guard let item = value(depth: depth + 1) else { return nil }
            items.append(item)
            skipSpaces()
            guard index < bytes.count else { return nil }
            index += 1
            if bytes[index - 1] == UInt8(ascii: "]") { return .array(items) }
            guard bytes[index - 1] == UInt8(ascii: ",") else { return nil }
        }
    }

    private mutating func object(depth: Int) -> JSONValue? {
        index += 1
        var members: [String: JSONValue] = [:]
        skipSpaces()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return nil }
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            guard let member = value(depth: depth + 1) else { return nil }
            members[key] = member
            skipSpaces()
            guard index < bytes.count else { return nil }
            index += 1
            if bytes[index - 1] == UInt8(ascii: "}") { return .object(members) }
            guard bytes[index - 1] == UInt8(ascii: ",") else { return nil }
        }
    }

    /// A string starting at the opening quote; escapes decoded, surrogate pairs joined.
    private mutating func string() -> String? {
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flush(_ reader: JSONReader, upTo end: Int) {
            scalars.append(contentsOf: String(decoding: reader.bytes[runStart..<end], as: UTF8.self).unicodeScalars)
        }
        var escaped = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                // Most strings have no escape: their bytes are the string.
                guard escaped else { return String(decoding: bytes[runStart..<index - 1], as: UTF8.self) }
                flush(self, upTo: index - 1)
                return String(scalars)
            }
            if byte < 0x20 { return nil }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            flush(self, upTo: index)
            escaped = true
            index += 1
            guard index < bytes.count else { return nil }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                guard var code = hex4() else { return nil }
                if (0xD800..<0xDC00).contains(code) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u")
                    else { return nil }
                    index += 2
                    guard let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { return nil }
                scalars.append(scalar)
            default: return nil
            }
            runStart = index
        }
        return nil
    }

    private mutating func hex4() -> UInt32? {
        guard index + 4 <= bytes.count,
            let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { return nil }
        index += 4
        return code
    }
}
