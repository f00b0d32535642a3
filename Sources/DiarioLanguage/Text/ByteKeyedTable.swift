/// A read-only map from words to values, probed linearly in a power-of-two array. The parser looks words up several
/// times per token; this costs a fraction of a `Dictionary<String, _>` lookup, which hashes with SipHash.
///
/// A key of up to 16 bytes (nearly every word) is read as two 64-bit words, zero-padded: its hash is one multiply of
/// the two, and a probe compares the two words and the length instead of bytes. Longer keys are hashed with FNV-1a
/// and compared byte by byte. Each slot keeps its key's full hash (0 for an empty slot). Most words looked up are in
/// no table: a filter of 256 bits, one set for each key, answers most of those without touching the slots (in a
/// small table: in one of thousands of keys nearly every bit is set, and the filter lets every word through).
struct ByteKeyedTable<Value: Sendable>: Sendable {
    /// The slots, behind one reference: a copy of the table (tables live in structs the parser copies) retains one
    /// object. Written once in `init` and only read afterwards, which is what makes it safe to share.
    final class Storage: @unchecked Sendable {
        /// Each slot's key's hash; 0 for an empty slot.
        let hashes: UnsafeBufferPointer<UInt64>
        /// A short key's bytes as ``ByteKeyedTable/packed(_:)`` reads them (a long key's first 16 bytes, which no
        /// lookup compares: a long key is compared by its bytes).
        let packedKeys: UnsafeBufferPointer<PackedKey>
        /// Where each slot's long key starts in ``keyBytes`` (0 for a short one), and how many bytes each key has.
        let keyStarts: UnsafeBufferPointer<Int32>
        let keyLengths: UnsafeBufferPointer<Int32>
        /// Every long key's UTF-8 bytes, end to end.
        let keyBytes: UnsafeBufferPointer<UInt8>
        /// Each slot's value (`missing` in an empty slot).
        let values: UnsafeBufferPointer<Value>
        let missing: Value
        /// The slot count less one (the count is a power of two).
        let mask: Int
        /// The file the arrays lie in, for a table read from one (``ByteKeyedTable/init(file:)``); nil when this
        /// storage allocated them.
        private let file: AnyObject?

        fileprivate init(slots: Slots, keyBytes: [UInt8], missing: Value) {
            func copy<Element>(_ elements: [Element]) -> UnsafeBufferPointer<Element> {
                let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(elements.count, 1))
                _ = buffer.initialize(from: elements)
                return UnsafeBufferPointer(buffer)
            }
            hashes = copy(slots.hashes)
            packedKeys = copy(slots.packedKeys)
            keyStarts = copy(slots.keyStarts)
            keyLengths = copy(slots.keyLengths)
            self.keyBytes = copy(keyBytes)
            values = copy(slots.values)
            self.missing = missing
            mask = slots.hashes.count - 1
            file = nil
        }

        /// Arrays that lie in `file`, which the storage keeps for as long as it lives.
        init(
            file: AnyObject, hashes: UnsafeBufferPointer<UInt64>, packedKeys: UnsafeBufferPointer<PackedKey>,
            keyStarts: UnsafeBufferPointer<Int32>, keyLengths: UnsafeBufferPointer<Int32>,
            keyBytes: UnsafeBufferPointer<UInt8>, values: UnsafeBufferPointer<Value>, missing: Value
        ) {
            self.hashes = hashes
            self.packedKeys = packedKeys
            self.keyStarts = keyStarts
            self.keyLengths = keyLengths
            self.keyBytes = keyBytes
            self.values = values
            self.missing = missing
            mask = hashes.count - 1
            self.file = file
        }

        deinit {
            guard file == nil else { return }
            hashes.deallocate()
            packedKeys.deallocate()
            keyStarts.deallocate()
            keyLengths.deallocate()
            keyBytes.deallocate()
            UnsafeMutablePointer(mutating: values.baseAddress!).deinitialize(count: mask + 1)
            values.deallocate()
        }

        /// The slot a key of this hash is looked for first: from the hash without its lowest bit, which is always set.
        static func startSlot(_ hash: UInt64, mask: Int) -> Int { Int(truncatingIfNeeded: hash >> 1) & mask }

        /// The slot of the short key read as `packed` (``ByteKeyedTable/packed(_:)``), of `count` bytes and this
        /// hash; nil when the table lacks it.
        @inline(__always)
        func slot(ofShort packed: PackedKey, count: Int, hash: UInt64) -> Int? {
            var slot = Self.startSlot(hash, mask: mask)
            while true {
                let stored = hashes[slot]
                if stored == 0 { return nil }
                if stored == hash, packedKeys[slot] == packed, Int(keyLengths[slot]) == count { return slot }
                slot = (slot + 1) & mask
            }
        }

        /// The slot of the long key of these bytes and this hash, nil when the table lacks it.
        func slot(ofLong key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int? {
            var slot = Self.startSlot(hash, mask: mask)
            while true {
                let stored = hashes[slot]
                if stored == 0 { return nil }
                // A long key read from a file is checked to lie within the key bytes when it is met, not when the
                // file is read: a command looks up a few words of thousands.
                if stored == hash, Int(keyLengths[slot]) == key.count, keyStarts[slot] >= 0,
                    Int(keyStarts[slot]) + key.count <= keyBytes.count
                {
                    let start = Int(keyStarts[slot])
                    var offset = 0
                    while offset < key.count, keyBytes[start + offset] == key[offset] { offset += 1 }
                    if offset == key.count { return slot }
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// A key of up to 16 bytes, zero-padded, as two little-endian words.
    struct PackedKey: Equatable {
        var first: UInt64
        var second: UInt64
    }

    /// The slot arrays while the table is built.
    fileprivate struct Slots {
        var hashes: [UInt64]
        var packedKeys: [PackedKey]
        var keyStarts: [Int32]
        var keyLengths: [Int32]
        var values: [Value]

        init(count: Int, missing: Value) {
            hashes = [UInt64](repeating: 0, count: count)
            packedKeys = [PackedKey](repeating: PackedKey(first: 0, second: 0), count: count)
            keyStarts = [Int32](repeating: 0, count: count)
            keyLengths = [Int32](repeating: 0, count: count)
            values = [Value](repeating: missing, count: count)
        }

        /// Fills slot `target` with slot `slot` of `other`.
        mutating func copy(_ slot: Int, of other: Slots, to target: Int) {
            hashes[target] = other.hashes[slot]
            packedKeys[target] = other.packedKeys[slot]
            keyStarts[target] = other.keyStarts[slot]
            keyLengths[target] = other.keyLengths[slot]
            values[target] = other.values[slot]
        }
    }

    /// The longest key read as a ``PackedKey``: the 16 bytes of its two words (fixed, as ``packed(_:)`` reads them).
    private static var longestShortKey: Int { 16 }

    let storage: Storage
    /// One bit of 256 set for each key (``filterBit(_:)``): a word whose bit is clear is not a key.
    let filter: SIMD4<UInt64>
    /// Bit `n` set when a key has `n` bytes (bit 63: 63 or more): a word of a length no key has is turned away
    /// before it is hashed (most sets hold a few short words).
    let lengths: UInt64

    /// A table of these parts (``ByteKeyedTable/init(file:)``).
    init(storage: Storage, filter: SIMD4<UInt64>, lengths: UInt64) {
        self.storage = storage
        self.filter = filter
        self.lengths = lengths
    }

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
        var slots = Slots(count: size, missing: missing)
        var keyBytes: [UInt8] = []
        var filter = SIMD4<UInt64>()
        var lengths: UInt64 = 0
        var distinct = 0
        for (index, (word, value)) in pairs.enumerated() {
            // The key's bytes in place (a copy of a word of a few letters costs nothing), not an array of them.
            var word = word
            let added = word.withUTF8 { bytes -> Bool in
                let hash = Self.hash(bytes)
                let packed = Self.packed(bytes)
                var slot = Storage.startSlot(hash, mask: size - 1)
                while slots.hashes[slot] != 0 {
                    if slots.hashes[slot] == hash, Int(slots.keyLengths[slot]) == bytes.count,
                        bytes.count <= Self.longestShortKey
                            ? slots.packedKeys[slot] == packed
                            : keyBytes[Int(slots.keyStarts[slot])..<(Int(slots.keyStarts[slot]) + bytes.count)]
                                .elementsEqual(bytes)
                    {
                        if let combine { slots.values[slot] = combine(slots.values[slot], value) }
                        return false
                    }
                    slot = (slot + 1) & (size - 1)
                }
                lengths |= Self.lengthBit(bytes.count)
                slots.hashes[slot] = hash
                slots.packedKeys[slot] = packed
                slots.keyLengths[slot] = Int32(bytes.count)
                if bytes.count > Self.longestShortKey {
                    slots.keyStarts[slot] = Int32(keyBytes.count)
                    keyBytes.append(contentsOf: bytes)
                }
                slots.values[slot] = value
                let bit = Self.filterBit(hash)
                filter[bit >> 6] |= 1 << UInt64(bit & 63)
                return true
            }
            if added {
                distinct += 1
                kept(index)
            }
        }
        // The slots were counted with the repeats: a table left mostly empty is laid out again at its own size, so that
        // a lookup touches less memory.
        var fitted = 16
        while fitted < distinct * 4 { fitted <<= 1 }
        if fitted < size {
            var fittedSlots = Slots(count: fitted, missing: missing)
            for slot in 0..<size where slots.hashes[slot] != 0 {
                var target = Storage.startSlot(slots.hashes[slot], mask: fitted - 1)
                while fittedSlots.hashes[target] != 0 { target = (target + 1) & (fitted - 1) }
                fittedSlots.copy(slot, of: slots, to: target)
            }
            slots = fittedSlots
        }
        storage = Storage(slots: slots, keyBytes: keyBytes, missing: missing)
        self.filter = filter
        self.lengths = lengths
    }

    /// The value stored for `word`, or the table's `missing` value.
    func lookup(_ word: String) -> Value {
        slot(of: word).map { storage.values[$0] } ?? storage.missing
    }

    /// The value stored for the word of these UTF-8 bytes, or the table's `missing` value.
    func lookup(bytes: UnsafeBufferPointer<UInt8>) -> Value {
        guard lengths & Self.lengthBit(bytes.count) != 0 else { return storage.missing }
        return slot(of: bytes).map { storage.values[$0] } ?? storage.missing
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

    /// The slot of `word`, nil when the table lacks it. Inlined at every lookup, so that the bytes are read without a
    /// call through a closure (a lookup costs a few dozen instructions, and a line makes over a hundred).
    @inline(__always)
    private func slot(of word: String) -> Int? {
        guard lengths & Self.lengthBit(word.utf8.count) != 0 else { return nil }
        // The bytes in place, without a copy of the string (whose reference would be counted): every string the
        // parser makes has them.
        if let found = word.utf8.withContiguousStorageIfAvailable({ slot(of: $0) }) { return found }
        var word = word
        return word.withUTF8 { slot(of: $0) }
    }

    /// The slot of the word of these UTF-8 bytes, nil when the table lacks it.
    @inline(__always)
    private func slot(of key: UnsafeBufferPointer<UInt8>) -> Int? {
        if key.count <= Self.longestShortKey {
            let packed = Self.packed(key)
            let hash = Self.shortHash(packed, count: key.count)
            guard passesFilter(hash) else { return nil }
            return storage.slot(ofShort: packed, count: key.count, hash: hash)
        }
        let hash = Self.longHash(key)
        guard passesFilter(hash) else { return nil }
        return storage.slot(ofLong: key, hash: hash)
    }

    @inline(__always)
    private func passesFilter(_ hash: UInt64) -> Bool {
        let bit = Self.filterBit(hash)
        return filter[bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }

    /// The bit of ``lengths`` for a word of `count` bytes.
    @inline(__always)
    private static func lengthBit(_ count: Int) -> UInt64 { 1 &<< UInt64(truncatingIfNeeded: min(count, 63)) }

    /// A key's hash, never 0 (0 marks an empty slot).
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        bytes.count <= longestShortKey ? shortHash(packed(bytes), count: bytes.count) : longHash(bytes)
    }

    /// The bytes of a key of up to 16 bytes as two little-endian words, zero-padded: read with a few overlapping
    /// loads, never a byte outside the key (a longer key gives its first 16 bytes, which no lookup uses).
    @inline(__always)
    static func packed(_ bytes: UnsafeBufferPointer<UInt8>) -> PackedKey {
        let count = bytes.count
        guard let base = bytes.baseAddress, count > 0 else { return PackedKey(first: 0, second: 0) }
        let raw = UnsafeRawPointer(base)
        if count >= 8 {
            let first = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            guard count > 8 else { return PackedKey(first: first, second: 0) }
            // The last eight bytes, shifted so that those already in `first` fall off.
            let last = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: min(count, 16) - 8, as: UInt64.self))
            return PackedKey(first: first, second: last >> UInt64(8 * (16 - min(count, 16))))
        }
        if count >= 4 {
            let low = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
            let high = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)))
            return PackedKey(first: low | (high >> UInt64(8 * (8 - count))) << 32, second: 0)
        }
        var first: UInt64 = 0
        for index in 0..<count { first |= UInt64(bytes[index]) << UInt64(8 * index) }
        return PackedKey(first: first, second: 0)
    }

    /// The hash of a short key: the two words multiplied in full width (as wyhash mixes), never 0.
    @inline(__always)
    private static func shortHash(_ key: PackedKey, count: Int) -> UInt64 {
        let product = (key.first ^ 0xA076_1D64_78BD_642F).multipliedFullWidth(
            by: key.second ^ UInt64(truncatingIfNeeded: count) ^ 0xE703_7ED1_A0B4_28DB)
        return (product.high ^ product.low) | 1
    }

    /// FNV-1a over a long key's bytes, never 0.
    private static func longHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash | 1
    }

    /// The filter's bit for a hash: its top eight bits once mixed.
    @inline(__always)
    private static func filterBit(_ hash: UInt64) -> Int {
        Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> 56)
    }
}
