/// Writes one JSON object on one line, keys in the order they are added: fast enough for batch parsing and for
/// lists of tens of thousands of tasks, where an encoder would cost more than the work.
struct JSONLine {
    private var bytes: [UInt8] = {
        var bytes: [UInt8] = [0x7B]  // {
        bytes.reserveCapacity(256)
        return bytes
    }()

    private static let null = Array("null".utf8)

    mutating func add(_ key: StaticString, _ value: String?) {
        addKey(key)
        if let value { Self.appendString(value, to: &bytes) } else { bytes.append(contentsOf: Self.null) }
    }

    mutating func add(_ key: StaticString, _ value: Int?) {
        addKey(key)
        bytes.append(contentsOf: (value.map(String.init) ?? "null").utf8)
    }

    mutating func add(_ key: StaticString, _ value: Bool) {
        addKey(key)
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    /// A fraction from 0 to 1 with two decimals ("0.45"), without Foundation's number formatting.
    mutating func add(_ key: StaticString, fraction: Double) {
        addKey(key)
        let hundredths = fraction.isNaN ? 0 : Int((min(max(fraction, 0), 1) * 100).rounded())
        guard hundredths < 100 else { return bytes.append(0x31) }  // 1
        // "0.07", "0.45": the digits written one by one, no string built.
        bytes.append(0x30)
        bytes.append(0x2E)
        bytes.append(0x30 + UInt8(hundredths / 10))
        bytes.append(0x30 + UInt8(hundredths % 10))
    }

    /// A mark's value in quarters ("7.25", "6.5", "8"), without Foundation's number formatting.
    mutating func add(_ key: StaticString, quarters value: Double) {
        addKey(key)
        let quarters = Int((value * 4).rounded())
        let whole = String(quarters / 4)
        let text = ["", ".25", ".5", ".75"][quarters % 4]
        bytes.append(contentsOf: (whole + text).utf8)
    }

    /// The finished object as UTF-8 bytes, closing brace included (the writer is spent afterwards).
    consuming func finish() -> [UInt8] {
        bytes.append(0x7D)
        return bytes
    }

    /// The finished object.
    var line: String {
        var bytes = bytes
        bytes.append(0x7D)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `,"key":` (no comma before the first key), the key's bytes copied straight from the binary.
    private mutating func addKey(_ key: StaticString) {
        if bytes.count > 1 { bytes.append(0x2C) }  // ,
        bytes.append(0x22)
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(0x22)
        bytes.append(0x3A)  // ":
    }

    /// Appends `value` as a JSON string, escaped as Foundation's JSONEncoder escapes it (quotes, backslashes and
    /// control characters), so that every JSON Diario writes reads the same.
    static func appendString(_ value: String, to bytes: inout [UInt8]) {
        bytes.append(0x22)
        // Most values need no escaping: copy them whole.
        var value = value
        let copied = value.withUTF8 { utf8 in
            guard !utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if copied {
            bytes.append(0x22)
            return
        }
        for byte in value.utf8 {
            switch byte {
            case 0x22: bytes.append(contentsOf: [0x5C, 0x22])  // \"
            case 0x5C: bytes.append(contentsOf: [0x5C, 0x5C])  // \\
            case 0x0A: bytes.append(contentsOf: [0x5C, 0x6E])  // \n
            case 0x0D: bytes.append(contentsOf: [0x5C, 0x72])  // \r
            case 0x09: bytes.append(contentsOf: [0x5C, 0x74])  // \t
            case 0x08: bytes.append(contentsOf: [0x5C, 0x62])  // \b
            case 0x0C: bytes.append(contentsOf: [0x5C, 0x66])  // \f
            case 0x00..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
            default: bytes.append(byte)
            }
        }
        bytes.append(0x22)
    }
}
