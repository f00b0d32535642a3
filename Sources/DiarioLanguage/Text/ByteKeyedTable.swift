/// A read-only map from words to values, probed linearly in a power-of-two array and keyed by FNV-1a over
/// the words' UTF-8 bytes. The parser looks words up several times per token; this costs a fraction of a
/// `Dictionary<String, _>` lookup, which hashes with SipHash.
struct ByteKeyedTable<Value: Sendable>: Sendable {
    private let keys: [[UInt8]?]
    private let values: [Value]
    private let missing: Value
    private let mask: Int

    /// Builds the table; `missing` is what ``lookup(_:)`` answers for a word that is not in it.
    init(_ entries: [String: Value], missing: Value) {
        var size = 16
        while size < entries.count * 4 { size <<= 1 }
        var keys = [[UInt8]?](repeating: nil, count: size)
        var values = [Value](repeating: missing, count: size)
        for (word, value) in entries {
            let bytes = Array(word.utf8)
            var slot = Self.hash(bytes) & (size - 1)
            while keys[slot] != nil { slot = (slot + 1) & (size - 1) }
            keys[slot] = bytes
            values[slot] = value
        }
        self.keys = keys
        self.values = values
        self.missing = missing
        self.mask = size - 1
    }

    /// The value stored for `word`, or the table's `missing` value.
    func lookup(_ word: String) -> Value {
        var word = word
        return word.withUTF8 { bytes in
            var slot = Self.hash(bytes) & mask
            while let key = keys[slot] {
                if key.count == bytes.count, key.elementsEqual(bytes) { return values[slot] }
                slot = (slot + 1) & mask
            }
            return missing
        }
    }

    private static func hash(_ bytes: some Sequence<UInt8>) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return Int(truncatingIfNeeded: hash >> 1)
    }
}
