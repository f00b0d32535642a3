/// A read-only map from words to values, probed linearly in a power-of-two array and keyed by FNV-1a over
/// the words' UTF-8 bytes. The parser looks words up several times per token; this costs a fraction of a
/// `Dictionary<String, _>` lookup, which hashes with SipHash.
///
/// Each slot keeps its key's full hash (0 for an empty slot), so that a probe compares bytes only when the hashes
/// are equal; the keys' bytes lie end to end in one array.
struct ByteKeyedTable<Value: Sendable>: Sendable {
    /// The arrays behind one reference: a copy of the table (tables live in structs the parser copies) retains one
    /// object, not six arrays.
    private final class Storage: Sendable {
        let hashes: [UInt64]
        let keyStarts: [Int32]
        let keyLengths: [Int32]
        let keyBytes: [UInt8]
        let values: [Value]
        let missing: Value
        let mask: Int

        init(
            hashes: [UInt64], keyStarts: [Int32], keyLengths: [Int32], keyBytes: [UInt8], values: [Value],
            missing: Value, mask: Int
        ) {
            self.hashes = hashes
            self.keyStarts = keyStarts
            self.keyLengths = keyLengths
            self.keyBytes = keyBytes
            self.values = values
            self.missing = missing
            self.mask = mask
        }
    }

    private let storage: Storage

    /// Builds the table; `missing` is what ``lookup(_:)`` answers for a word that is not in it.
    init(_ entries: [String: Value], missing: Value) {
        var size = 16
        while size < entries.count * 4 { size <<= 1 }
        var hashes = [UInt64](repeating: 0, count: size)
        var keyStarts = [Int32](repeating: 0, count: size)
        var keyLengths = [Int32](repeating: 0, count: size)
        var keyBytes: [UInt8] = []
        var values = [Value](repeating: missing, count: size)
        for (word, value) in entries {
            let bytes = Array(word.utf8)
            let hash = Self.hash(bytes)
            var slot = Int(truncatingIfNeeded: hash) & (size - 1)
            while hashes[slot] != 0 { slot = (slot + 1) & (size - 1) }
            hashes[slot] = hash
            keyStarts[slot] = Int32(keyBytes.count)
            keyLengths[slot] = Int32(bytes.count)
            keyBytes += bytes
            values[slot] = value
        }
        storage = Storage(
            hashes: hashes, keyStarts: keyStarts, keyLengths: keyLengths, keyBytes: keyBytes, values: values,
            missing: missing, mask: size - 1)
    }

    /// The value stored for `word`, or the table's `missing` value.
    func lookup(_ word: String) -> Value {
        slot(of: word).map { storage.values[$0] } ?? storage.missing
    }

    /// Whether `word` is a key of the table.
    func containsKey(_ word: String) -> Bool { slot(of: word) != nil }

    private func slot(of word: String) -> Int? {
        let storage = storage
        let mask = storage.mask
        let keyStarts = storage.keyStarts
        let keyLengths = storage.keyLengths
        var word = word
        return word.withUTF8 { key -> Int? in
            let hash = Self.hash(key)
            var slot = Int(truncatingIfNeeded: hash) & mask
            return storage.hashes.withUnsafeBufferPointer { hashes in
                storage.keyBytes.withUnsafeBufferPointer { keyBytes in
                    while true {
                        let stored = hashes[slot]
                        if stored == 0 { return nil }
                        if stored == hash, Int(keyLengths[slot]) == key.count {
                            let start = Int(keyStarts[slot])
                            var offset = 0
                            while offset < key.count, keyBytes[start + offset] == key[offset] { offset += 1 }
                            if offset == key.count { return slot }
                        }
                        slot = (slot + 1) & mask
                    }
                }
            }
        }
    }

    /// FNV-1a, never 0 (0 marks an empty slot).
    private static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash | 1
    }
}
