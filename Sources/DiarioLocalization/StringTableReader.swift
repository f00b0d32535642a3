/// Reads a string table: one JSON object whose values are all strings (`{"task.added": "…", …}`), the shape of
/// `Resources/*.json`. The first message a command shows reads a whole table, and a general JSON decoder spends
/// several times the work on one; this reads the bytes once.
///
/// Anything else (another value, a broken escape, bytes that are not UTF-8, a key given twice, text after the object)
/// gives nil, and the caller falls back to Foundation's decoder, so that a table this reader does not follow is never
/// read wrongly.
enum StringTableReader {
    /// The keys and values of the table in `bytes`, or nil when they are not one object of strings.
    static func table(_ bytes: UnsafeRawBufferPointer) -> [String: String]? {
        var reader = Cursor(bytes: bytes)
        reader.skipWhiteSpace()
        guard reader.take(0x7B) else { return nil }  // {
        var table: [String: String] = [:]
        reader.skipWhiteSpace()
        if reader.take(0x7D) {  // }
            reader.skipWhiteSpace()
            return reader.atEnd ? table : nil
        }
        while true {
            reader.skipWhiteSpace()
            guard let key = reader.string() else { return nil }
            reader.skipWhiteSpace()
            guard reader.take(0x3A) else { return nil }  // :
            reader.skipWhiteSpace()
            guard let value = reader.string(), table.updateValue(value, forKey: key) == nil else { return nil }
            reader.skipWhiteSpace()
            if reader.take(0x2C) { continue }  // ,
            guard reader.take(0x7D) else { return nil }  // }
            reader.skipWhiteSpace()
            return reader.atEnd ? table : nil
        }
    }

    /// A position in the bytes, moving forward only.
    private struct Cursor {
        /// The whole table.
        let bytes: UnsafeRawBufferPointer
        /// Where the next byte is read.
        var position = 0

        /// Whether every byte was read.
        var atEnd: Bool { position == bytes.count }

        /// Moves past JSON's white space.
        mutating func skipWhiteSpace() {
            while position < bytes.count {
                switch bytes[position] {
                case 0x20, 0x0A, 0x0D, 0x09: position += 1
                default: return
                }
            }
        }

        /// Moves past `byte` when it comes next.
        mutating func take(_ byte: UInt8) -> Bool {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }

        /// A JSON string, its escapes read; nil when there is none here or it is malformed.
        mutating func string() -> String? {
            guard take(0x22) else { return nil }
            let start = position
            // The usual case: no escape, the bytes as they are.
            while position < bytes.count, bytes[position] != 0x22, bytes[position] != 0x5C {
                guard bytes[position] >= 0x20 else { return nil }
                position += 1
            }
            guard position < bytes.count else { return nil }
            if bytes[position] == 0x22 {
                defer { position += 1 }
                return String(validating: UnsafeRawBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
            }
            var utf8 = Array(bytes[start..<position])
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                switch byte {
                case 0x22: return String(validating: utf8, as: UTF8.self)
                case 0x5C:
                    guard position < bytes.count else { return nil }
                    let escape = bytes[position]
                    position += 1
                    switch escape {
                    case 0x22, 0x5C, 0x2F: utf8.append(escape)  // " \ /
                    case 0x62: utf8.append(0x08)  // b
                    case 0x66: utf8.append(0x0C)  // f
                    case 0x6E: utf8.append(0x0A)  // n
                    case 0x72: utf8.append(0x0D)  // r
                    case 0x74: utf8.append(0x09)  // t
                    case 0x75:  // u, and a second one after a high surrogate
                        guard var value = hex4() else { return nil }
                        if (0xD800..<0xDC00).contains(value) {
                            guard take(0x5C), take(0x75), let low = hex4(), (0xDC00..<0xE000).contains(low) else {
                                return nil
                            }
                            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                        }
                        guard let scalar = Unicode.Scalar(value) else { return nil }
                        utf8.append(contentsOf: String(Character(scalar)).utf8)
                    default: return nil
                    }
                default:
                    guard byte >= 0x20 else { return nil }
                    utf8.append(byte)
                }
            }
            return nil
        }

        /// Four hexadecimal digits, as a number.
        private mutating func hex4() -> UInt32? {
            guard position + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[position]
                position += 1
                let digit: UInt8
                switch byte {
                case 0x30...0x39: digit = byte - 0x30
                case 0x41...0x46: digit = byte - 0x41 + 10
                case 0x61...0x66: digit = byte - 0x61 + 10
                default: return nil
                }
                value = value << 4 | UInt32(digit)
            }
            return value
        }
    }
}
