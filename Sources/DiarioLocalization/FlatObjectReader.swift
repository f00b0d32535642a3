import DiarioDomain

/// Reads a JSON file that is one object of strings, the shape of the string tables, into a dictionary without
/// building a tree of values first: at every start of a command that shows a sentence, this reading was 8 %
/// of a cold `add` (docs/benchmarks.md, "Start-up without the argument parser"). A string with an escape is
/// decoded by ``JSONValue``; anything that is not the flat shape gives nil.
struct FlatObjectReader {
    let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The object's members; nil when the bytes are not one object whose values are all strings.
    mutating func table() -> [String: String]? {
        skipSpaces()
        guard take(UInt8(ascii: "{")) else { return nil }
        var table: [String: String] = [:]
        table.reserveCapacity(bytes.count / 64)
        skipSpaces()
        if !take(UInt8(ascii: "}")) {
            repeat {
                skipSpaces()
                guard let key = string() else { return nil }
                skipSpaces()
                guard take(UInt8(ascii: ":")) else { return nil }
                skipSpaces()
                guard let value = string() else { return nil }
                table[key] = value
                skipSpaces()
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "}")) else { return nil }
        }
        skipSpaces()
        return index == bytes.count ? table : nil
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

    /// A string starting at its opening quote. Most have no escape, and their bytes are the string.
    private mutating func string() -> String? {
        let start = index
        guard take(UInt8(ascii: "\"")) else { return nil }
        var escaped = false
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") {
                guard escaped else {
                    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start + 1..<index - 1]), as: UTF8.self)
                }
                let literal = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                guard case .string(let text)? = JSONValue.parse(literal) else { return nil }
                return text
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
