import DiarioDomain

/// Reads a JSON file that is one object of strings, the shape of the string tables, without building a tree of
/// values: it finds where each member's key and value lie in the bytes, and ``StringTable`` decodes a value only
/// when it is asked for. Reading the whole table into strings was 5 % of a cold `add` (docs/benchmarks.md,
/// "Start-up, fourth round"). A string with an escape is decoded at once, by ``JSONValue``; anything that is not the
/// flat shape (a key with an escape included) gives nil.
struct FlatObjectReader {
    /// Where one member lies: its key's bytes and its value's, both without their quotes, and the value itself when
    /// it had an escape.
    struct Member {
        let key: Range<Int>
        let value: Range<Int>
        let escapedValue: String?
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
                guard let key = string(), key.decoded == nil else { return nil }
                skipSpaces()
                guard take(UInt8(ascii: ":")) else { return nil }
                skipSpaces()
                guard let value = string() else { return nil }
                members.append(Member(key: key.content, value: value.content, escapedValue: value.decoded))
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

    /// A string starting at its opening quote: where its content lies, and the string itself when it had an escape
    /// (most have none, and their bytes are the string).
    private mutating func string() -> (content: Range<Int>, decoded: String?)? {
        let start = index
        guard take(UInt8(ascii: "\"")) else { return nil }
        var escaped = false
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") {
                let content = start + 1..<index - 1
                guard escaped else { return (content, nil) }
                let literal = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                guard case .string(let text)? = JSONValue.parse(literal) else { return nil }
                return (content, text)
            }
            if byte < 0x20 { return nil }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                index += 1
            }
        }
        return nil
    }
}
