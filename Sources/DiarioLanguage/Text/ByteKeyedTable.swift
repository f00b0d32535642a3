/// A read-only map from words to values, probed linearly in a power-of-two array and keyed by FNV-1a over
/// the words' UTF-8 bytes. The parser looks words up several times per token; this costs a fraction of a
/// `Dictionary<String, _>` lookup, which hashes with SipHash.
///
/// Each slot keeps its key's full hash (0 for an empty slot), so that a probe compares bytes only when the hashes
/// are equal; the keys' bytes lie end to end. Most words looked up are in no table: a filter of 256 bits, one set
/// for each key, answers most of those without touching the table's memory (in a small table: in one of thousands of
/// keys nearly every bit is set, and the filter lets every word through to the slots).
struct ByteKeyedTable<Value: Sendable>: Sendable {
    /// The slots, behind one reference: a copy of the table (tables live in structs the parser copies) retains one
    /// object. Written once in `init` and only read afterwards, which is what makes it safe to share.
    private final class Storage: @unchecked Sendable {
        /// Each slot's key's hash; 0 for an empty slot.
        let hashes: UnsafeMutableBufferPointer<UInt64>
        /// Where each slot's key starts in ``keyBytes``, and how many bytes it has.
        let keyStarts: UnsafeMutableBufferPointer<Int32>
        let keyLengths: UnsafeMutableBufferPointer<Int32>
        /// Every key's UTF-8 bytes, end to end.
        let keyBytes: UnsafeMutableBufferPointer<UInt8>
        /// Each slot's value (`missing` in an empty slot).
        let values: [Value]
        let missing: Value
        /// The slot count less one (the count is a power of two).
        let mask: Int

        init(
            hashes: [UInt64], keyStarts: [Int32], keyLengths: [Int32], keyBytes: [UInt8], values: [Value],
            missing: Value
        ) {
            func copy<Element>(_ elements: [Element]) -> UnsafeMutableBufferPointer<Element> {
                let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(elements.count, 1))
                _ = buffer.initialize(from: elements)
                return buffer
            }
            self.hashes = copy(hashes)
            self.keyStarts = copy(keyStarts)
            self.keyLengths = copy(keyLengths)
            self.keyBytes = copy(keyBytes)
            self.values = values
            self.missing = missing
            self.mask = hashes.count - 1
        }

        deinit {
            hashes.deallocate()
            keyStarts.deallocate()
            keyLengths.deallocate()
            keyBytes.deallocate()
        }

        /// The slot a key of this hash is looked for first: from the hash without its lowest bit, which is always set.
        static func startSlot(_ hash: UInt64, mask: Int) -> Int { Int(truncatingIfNeeded: hash >> 1) & mask }

        /// The slot of the key of these bytes and this hash, nil when the table lacks it.
        func slot(of key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int? {
            var slot = Self.startSlot(hash, mask: mask)
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

    private let storage: Storage
    /// One bit of 256 set for each key (``filterBit(_:)``): a word whose bit is clear is not a key.
    private let filter: SIMD4<UInt64>
    /// Bit `n` set when a key has `n` bytes (bit 63: 63 or more): a word of a length no key has is turned away
    /// before it is hashed (most sets hold a few short words).
    private let lengths: UInt64

    /// Builds the table; `missing` is what ``lookup(_:)`` answers for a word that is not in it.
    init(_ entries: [String: Value], missing: Value) {
        self.init(pairs: entries.map { (key: $0.key, value: $0.value) }, missing: missing)
    }

    /// Builds the table from `pairs` in their order, hashing each key once (no `Set` or `Dictionary` first): a key
    /// given again keeps its first value, or the two values combined by `combine`. `kept` is told the index of every
    /// pair added.
    init(
        pairs: [(key: String, value: Value)], missing: Value, combine: ((Value, Value) -> Value)? = nil,
        kept: (Int) -> Void = { _ in }
    ) {
        var size = 16
        while size < pairs.count * 4 { size <<= 1 }
        var hashes = [UInt64](repeating: 0, count: size)
        var keyStarts = [Int32](repeating: 0, count: size)
        var keyLengths = [Int32](repeating: 0, count: size)
        var keyBytes: [UInt8] = []
        var values = [Value](repeating: missing, count: size)
        var filter = SIMD4<UInt64>()
        var lengths: UInt64 = 0
        keyBytes.reserveCapacity(pairs.count * 8)
        for (index, (word, value)) in pairs.enumerated() {
            // The key's bytes in place (a copy of a word of a few letters costs nothing), not an array of them.
            var word = word
            let added = word.withUTF8 { bytes -> Bool in
                let hash = Self.hash(bytes)
                var slot = Storage.startSlot(hash, mask: size - 1)
                while hashes[slot] != 0 {
                    if hashes[slot] == hash, Int(keyLengths[slot]) == bytes.count,
                        keyBytes[Int(keyStarts[slot])..<(Int(keyStarts[slot]) + bytes.count)].elementsEqual(bytes)
                    {
                        if let combine { values[slot] = combine(values[slot], value) }
                        return false
                    }
                    slot = (slot + 1) & (size - 1)
                }
                lengths |= Self.lengthBit(bytes.count)
                hashes[slot] = hash
                keyStarts[slot] = Int32(keyBytes.count)
                keyLengths[slot] = Int32(bytes.count)
                keyBytes.append(contentsOf: bytes)
                values[slot] = value
                let bit = Self.filterBit(hash)
                filter[bit >> 6] |= 1 << UInt64(bit & 63)
                return true
            }
            if added { kept(index) }
        }
        // The slots were counted with the repeats: a table left mostly empty is laid out again at its own size, so that
        // a lookup touches less memory.
        let distinct = hashes.reduce(0) { $1 == 0 ? $0 : $0 + 1 }
        var fitted = 16
        while fitted < distinct * 4 { fitted <<= 1 }
        if fitted < size {
            var fittedHashes = [UInt64](repeating: 0, count: fitted)
            var fittedStarts = [Int32](repeating: 0, count: fitted)
            var fittedLengths = [Int32](repeating: 0, count: fitted)
            var fittedValues = [Value](repeating: missing, count: fitted)
            for slot in 0..<size where hashes[slot] != 0 {
                var target = Storage.startSlot(hashes[slot], mask: fitted - 1)
                while fittedHashes[target] != 0 { target = (target + 1) & (fitted - 1) }
                fittedHashes[target] = hashes[slot]
                fittedStarts[target] = keyStarts[slot]
                fittedLengths[target] = keyLengths[slot]
                fittedValues[target] = values[slot]
            }
            (hashes, keyStarts, keyLengths, values) = (fittedHashes, fittedStarts, fittedLengths, fittedValues)
        }
        storage = Storage(
            hashes: hashes, keyStarts: keyStarts, keyLengths: keyLengths, keyBytes: keyBytes, values: values,
            missing: missing)
        self.filter = filter
        self.lengths = lengths
    }

    /// The value stored for `word`, or the table's `missing` value.
    func lookup(_ word: String) -> Value {
        slot(of: word).map { storage.values[$0] } ?? storage.missing
    }

    /// The value stored for `word` without its last character ("mondays" → "monday"), or the table's `missing`
    /// value; a word that ends in ASCII is looked up in place, without making the shorter string.
    func lookupDroppingLastCharacter(_ word: String) -> Value {
        let found = word.utf8.withContiguousStorageIfAvailable { bytes -> ShortenedLookup in
            // An ASCII byte at the end is a character of its own (a token holds no "\r\n").
            guard let last = bytes.last, last < 0x80 else { return .unknown }
            let key = UnsafeBufferPointer(rebasing: bytes.dropLast())
            guard lengths & Self.lengthBit(key.count) != 0 else { return .slot(nil) }
            return .slot(slot(of: key))
        }
        guard case .slot(let slot) = found else { return lookup(String(word.dropLast())) }
        return slot.map { storage.values[$0] } ?? storage.missing
    }

    /// What a word's bytes in place tell of it without its last character: the key's slot or its absence, or nothing
    /// when that character is not one ASCII byte (then the shorter string is made).
    private enum ShortenedLookup {
        case slot(Int?)
        case unknown
    }

    /// Whether `word` is a key of the table.
    func containsKey(_ word: String) -> Bool { slot(of: word) != nil }

    /// The slot of `word`, nil when the table lacks it.
    private func slot(of word: String) -> Int? {
        guard lengths & Self.lengthBit(word.utf8.count) != 0 else { return nil }
        // The bytes in place, without a copy of the string (whose reference would be counted): every string the
        // parser makes has them.
        if let found = word.utf8.withContiguousStorageIfAvailable({ slot(of: $0) }) { return found }
        var word = word
        return word.withUTF8 { slot(of: $0) }
    }

    /// The slot of the word of these UTF-8 bytes, nil when the table lacks it.
    private func slot(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        let hash = Self.hash(key)
        let bit = Self.filterBit(hash)
        guard filter[bit >> 6] & (1 << UInt64(bit & 63)) != 0 else { return nil }
        return storage.slot(of: key, hash: hash)
    }

    /// The bit of ``lengths`` for a word of `count` bytes.
    @inline(__always)
    private static func lengthBit(_ count: Int) -> UInt64 { 1 &<< UInt64(truncatingIfNeeded: min(count, 63)) }

    /// FNV-1a, never 0 (0 marks an empty slot).
    private static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash | 1
    }

    /// The filter's bit for a hash: its top eight bits once mixed (FNV-1a's own top bits hardly change with the
    /// last byte, which the slot's low bits already use).
    private static func filterBit(_ hash: UInt64) -> Int {
        Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> 56)
    }
}
