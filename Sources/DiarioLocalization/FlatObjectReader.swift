import DiarioDomain

/// Reads a JSON file that is one object of strings, the shape of the string tables, without building a tree of
/// values: it finds where each member's key and value lie in the bytes, and ``StringTable`` decodes a value only
/// when it is asked for. Reading the whole table into strings was 5 % of a cold `add` (docs/benchmarks.md,
/// "Start-up, fourth round"). A string with an escape is checked here and decoded only when asked for (decoding the
/// hundred-odd such sentences at every start was 5 % of a cold `add`); anything that is not the flat shape (a key
/// with an escape included) gives nil.
struct FlatObjectReader {
    /// Where one member lies: its key's bytes and its value's, both without their quotes, and whether the value has
    /// an escape (then its bytes are JSON to decode, ``decodedValue(of:in:)``; otherwise they are the string).
    struct Member {
        let key: Range<Int>
        let value: Range<Int>
        let valueIsEscaped: Bool
    }

    let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The object's members in the file's order; nil when the bytes are not one object whose values are all strings.
    mutating func members() -> [Member]? {
        skipSpaces()
        guard take(UInt8(ascii: "{")) else { return nil }
        var members: [Member] = []
        members.reserveCapacity(bytes.count / 64)
        skipSpaces()
        if !take(UInt8(ascii: "}")) {
            repeat {
                skipSpaces()
                guard let key = string(), !key.escaped else { return nil }
                skipSpaces()
                guard take(UInt8(ascii: ":")) else { return nil }
                skipSpaces()
                guard let value = string() else { return nil }
                members.append(Member(key: key.content, value: value.content, valueIsEscaped: value.escaped))
                skipSpaces()
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "}")) else { return nil }
        }
        skipSpaces()
        return index == bytes.count ? members : nil
    }

    private mutating func skipSpaces() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// A string starting at its opening quote: where its content lies, and whether it has an escape. Every escape is
    /// checked as ``JSONValue`` reads it (a `\u` of four hex digits, a high surrogate followed by a low one), so that
    /// a value checked here always decodes.
    private mutating func string() -> (content: Range<Int>, escaped: Bool)? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        var escaped = false
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") { return (start..<index - 1, escaped) }
            if byte < 0x20 { return nil }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                guard escape() else { return nil }
            }
        }
        return nil
    }

    /// Reads the escape after a backslash; false when JSON has no such escape.
    private mutating func escape() -> Bool {
        guard index < bytes.count else { return false }
        let letter = bytes[index]
        index += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return true
        case UInt8(ascii: "u"):
            guard let code = hex4() else { return false }
            if (0xDC00..<0xE000).contains(code) { return false }
            guard (0xD800..<0xDC00).contains(code) else { return true }
            guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")), let low = hex4() else { return false }
            return (0xDC00..<0xE000).contains(low)
        default:
            return false
        }
    }

    /// Four hex digits, as a number.
    private mutating func hex4() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var code: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x41 + 10
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: return nil
            }
            code = code << 4 | UInt32(digit)
        }
        index += 4
        return code
    }

    /// The string `member`'s value holds, its escapes decoded when it has any.
    static func decodedValue(of member: Member, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        if member.valueIsEscaped {
            // The quotes around the value make it one JSON string again.
            let quoted = bytes[(member.value.lowerBound - 1)..<(member.value.upperBound + 1)]
            if case .string(let decoded)? = JSONValue.parse(String(decoding: quoted, as: UTF8.self)) { return decoded }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[member.value]), as: UTF8.self)
    }
}
