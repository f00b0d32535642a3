import Foundation

/// A table written out as it lies in memory, so that a table of thousands of words the parser needs at every start
/// (``WordTraits``) is mapped from a file instead of being built: its arrays are read where they lie.
///
/// The file, little-endian: a header of 64 bytes (`DBKT`, the slot count, the long keys' byte count, the hash check,
/// the lengths bits, the filter's four words, the `missing` value), then the slots' hashes (8 bytes each), packed
/// keys (16), values (8), key starts (4) and key lengths (4), then the long keys' bytes. The slot count is a power of
/// two of at least 16, so every array starts on an 8-byte boundary. The hash check is the hash of a fixed word: a
/// file written before the hash changed is refused, not read with every lookup missing.
extension ByteKeyedTable where Value: OptionSet & BitwiseCopyable, Value.RawValue == UInt64 {
    private static var magic: [UInt8] { Array("DBKT".utf8) }
    private static var headerSize: Int { 64 }

    /// The low half of the hash of a fixed word, as this build hashes.
    private static var hashCheck: UInt32 {
        var word = "diario-word-table"
        return word.withUTF8 { UInt32(truncatingIfNeeded: hash($0)) }
    }

    /// The table as its file holds it.
    func fileBytes() -> [UInt8] {
        var bytes: [UInt8] = []
        func append(_ value: some FixedWidthInteger) {
            withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
        }
        bytes += Self.magic
        append(UInt32(storage.hashes.count))
        append(UInt32(storage.keyBytes.count))
        append(Self.hashCheck)
        append(lengths)
        for index in 0..<4 { append(filter[index]) }
        append(storage.missing.rawValue)
        for hash in storage.hashes { append(hash) }
        for key in storage.packedKeys {
            append(key.first)
            append(key.second)
        }
        for value in storage.values { append(value.rawValue) }
        for start in storage.keyStarts { append(start) }
        for length in storage.keyLengths { append(length) }
        bytes += storage.keyBytes
        return bytes
    }

    /// The table `file` holds, read where it lies (the table keeps the file); nil when the file is not one or is cut
    /// short, or on a big-endian machine. Only the header is checked here, and the pages a lookup touches are the
    /// only ones read: a long key that names bytes the file lacks is checked when a lookup meets it.
    init?(file: ModelFile) {
        // The packed keys are read as they lie, two words in their order, and the values as their raw words: an
        // option set that is plain bits (BitwiseCopyable, one word) is valid whatever its bits.
        guard UInt16(littleEndian: 1) == 1, file.count >= Self.headerSize, MemoryLayout<PackedKey>.size == 16,
            MemoryLayout<PackedKey>.offset(of: \PackedKey.second) == 8, MemoryLayout<Value>.size == 8,
            MemoryLayout<Value>.stride == 8, MemoryLayout<Value>.alignment <= 8
        else { return nil }
        let base = file.base
        func word<T: FixedWidthInteger>(_ offset: Int, _ type: T.Type) -> T {
            T(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: T.self))
        }
        guard (0..<4).allSatisfy({ base.load(fromByteOffset: $0, as: UInt8.self) == Self.magic[$0] }) else {
            return nil
        }
        let slots = Int(word(4, UInt32.self))
        let keyByteCount = Int(word(8, UInt32.self))
        guard slots >= 16, slots.nonzeroBitCount == 1, word(12, UInt32.self) == Self.hashCheck,
            file.count == Self.headerSize + slots * (8 + 16 + 8 + 4 + 4) + keyByteCount
        else { return nil }
        let lengths = word(16, UInt64.self)
        let filter = SIMD4(word(24, UInt64.self), word(32, UInt64.self), word(40, UInt64.self), word(48, UInt64.self))
        let missing = Value(rawValue: word(56, UInt64.self))
        var offset = Self.headerSize
        func array<T>(_ type: T.Type, count: Int, size: Int) -> UnsafeBufferPointer<T> {
            defer { offset += count * size }
            return UnsafeBufferPointer(start: (base + offset).bindMemory(to: T.self, capacity: count), count: count)
        }
        let hashes = array(UInt64.self, count: slots, size: 8)
        let packedKeys = array(PackedKey.self, count: slots, size: 16)
        let values = array(Value.self, count: slots, size: 8)
        let keyStarts = array(Int32.self, count: slots, size: 4)
        let keyLengths = array(Int32.self, count: slots, size: 4)
        let keyBytes = array(UInt8.self, count: keyByteCount, size: 1)
        // A lookup probes until it meets an empty slot: a table with none would never answer a word it lacks.
        guard hashes.contains(0) else { return nil }
        self.init(
            storage: Storage(
                file: file, hashes: hashes, packedKeys: packedKeys, keyStarts: keyStarts, keyLengths: keyLengths,
                keyBytes: keyBytes, values: values, missing: missing),
            filter: filter, lengths: lengths)
    }
}
