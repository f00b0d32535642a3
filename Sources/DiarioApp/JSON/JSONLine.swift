/// Writes one JSON object on one line, keys in the order they are added: fast enough for batch parsing and for
/// lists of tens of thousands of tasks, where an encoder would cost more than the work.
///
/// The bytes are written into memory of its own rather than appended to an array: batch parsing writes some fifteen
/// keys and values a line, and an array checks that it is unique and has room at every byte (about a twentieth of
/// the time `diario parse --json` spends on a line went there). It cannot be copied, so that memory has one owner.
struct JSONLine: ~Copyable {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count: Int

    init() {
        capacity = 256
        storage = .allocate(capacity: capacity)
        storage[0] = 0x7B  // {
        count = 1
    }

    deinit { storage.deallocate() }

    mutating func add(_ key: StaticString, _ value: String?) {
        addKey(key)
        if let value { appendString(value) } else { append("null") }
    }

    mutating func add(_ key: StaticString, _ value: Int?) {
        addKey(key)
        guard let value else { return append("null") }
        var digits = String(value)
        digits.withUTF8 { append($0) }
    }

    mutating func add(_ key: StaticString, _ value: Bool) {
        addKey(key)
        append(value ? "true" : "false")
    }

    /// A fraction from 0 to 1 with two decimals ("0.45"), without Foundation's number formatting.
    mutating func add(_ key: StaticString, fraction: Double) {
        addKey(key)
        let hundredths = fraction.isNaN ? 0 : Int((min(max(fraction, 0), 1) * 100).rounded())
        guard hundredths < 100 else { return append(0x31) }  // 1
        // "0.07", "0.45": the digits written one by one, no string built.
        reserve(4)
        storage[count] = 0x30
        storage[count + 1] = 0x2E
        storage[count + 2] = 0x30 + UInt8(hundredths / 10)
        storage[count + 3] = 0x30 + UInt8(hundredths % 10)
        count += 4
    }

    /// A mark's value in quarters ("7.25", "6.5", "8"), without Foundation's number formatting.
    mutating func add(_ key: StaticString, quarters value: Double) {
        addKey(key)
        let quarters = Int((value * 4).rounded())
        var text = String(quarters / 4) + ["", ".25", ".5", ".75"][quarters % 4]
        text.withUTF8 { append($0) }
    }

    /// The finished object as UTF-8 bytes, closing brace included.
    consuming func finish() -> [UInt8] {
        append(0x7D)  // }
        return Array(UnsafeBufferPointer(start: storage, count: count))
    }

    /// The finished object.
    consuming func text() -> String { String(decoding: finish(), as: UTF8.self) }

    /// Appends `,"key":` (no comma before the first key), the key's bytes copied straight from the binary.
    private mutating func addKey(_ key: StaticString) {
        // The key's bytes as a buffer: a key of one character may be stored as a scalar, with no bytes to point at.
        key.withUTF8Buffer { source in
            let length = source.count
            reserve(length + 4)
            if count > 1 {
                storage[count] = 0x2C  // ,
                count += 1
            }
            // Through pointers of its own, byte by byte: a key is a few bytes, fewer than a call to copy memory costs.
            let target = storage + count
            target[0] = 0x22  // "
            for index in 0..<length { target[1 + index] = source[index] }
            target[length + 1] = 0x22
            target[length + 2] = 0x3A  // ":
            count += length + 3
        }
    }

    /// Appends `value` as a JSON string, escaped as Foundation's JSONEncoder escapes it (quotes, backslashes and
    /// control characters), so that every JSON Diario writes reads the same.
    private mutating func appendString(_ value: String) {
        append(0x22)
        var value = value
        value.withUTF8 { utf8 in
            // Most values need no escaping: copied as they are looked at, and kept when none needs it. The test of each
            // byte has no branch (a control character, a quote or a backslash sets a flag), so the loop runs straight.
            reserve(utf8.count)
            var escaped: UInt8 = 0
            let target = storage + count
            for index in utf8.indices {
                let byte = utf8[index]
                escaped |= (byte < 0x20 ? 1 : 0) | (byte == 0x22 ? 1 : 0) | (byte == 0x5C ? 1 : 0)
                target[index] = byte
            }
            guard escaped != 0 else {
                count += utf8.count
                return
            }
            for byte in utf8 {
                switch byte {
                case 0x22: append("\\\"")
                case 0x5C: append("\\\\")
                case 0x0A: append("\\n")
                case 0x0D: append("\\r")
                case 0x09: append("\\t")
                case 0x08: append("\\b")
                case 0x0C: append("\\f")
                case 0x00..<0x20:
                    let hex: StaticString = "0123456789abcdef"
                    append("\\u00")
                    append(hex.utf8Start[Int(byte >> 4)])
                    append(hex.utf8Start[Int(byte & 0x0F)])
                default: append(byte)
                }
            }
        }
        append(0x22)
    }

    private mutating func append(_ byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count += 1
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress else { return }
        reserve(bytes.count)
        (storage + count).update(from: start, count: bytes.count)
        count += bytes.count
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    /// Makes room for `more` bytes, doubling the memory as often as needed.
    private mutating func reserve(_ more: Int) {
        guard count + more > capacity else { return }
        var grown = capacity * 2
        while count + more > grown { grown *= 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.update(from: storage, count: count)
        storage.deallocate()
        storage = moved
        capacity = grown
    }
}
