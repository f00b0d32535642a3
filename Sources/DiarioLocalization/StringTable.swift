import Foundation

/// One language's sentences, looked up where the file's bytes lie: reading the table finds where each member is and
/// hashes its key into a table of slots, and a sentence becomes a string only when it is asked for. A command shows a
/// few sentences of more than a thousand, and decoding them all was 5 % of a cold `add` (docs/benchmarks.md,
/// "Start-up, fourth round"). When a key appears twice the later one counts, as when JSON is read into a dictionary.
struct StringTable: Sendable {
    /// The file as it was read, never copied.
    private let bytes: Data
    private let members: [FlatObjectReader.Member]
    /// Open addressing, a power of two at least twice the members: a member's index, or -1 for an empty slot.
    private let slots: [Int32]

    /// The table in `bytes`; nil when they are not one object whose values are all strings (``FlatObjectReader``).
    init?(bytes: Data) {
        guard
            let members = Self.withBuffer(
                of: bytes,
                { buffer -> [FlatObjectReader.Member]? in
                    var reader = FlatObjectReader(bytes: buffer)
                    return reader.members()
                })
        else { return nil }
        var size = 16
        while size < members.count * 2 { size <<= 1 }
        var slots = [Int32](repeating: -1, count: size)
        Self.withBuffer(of: bytes) { buffer in
            for (index, member) in members.enumerated() {
                let key = UnsafeBufferPointer(rebasing: buffer[member.key])
                var slot = Self.hash(key) & (size - 1)
                while slots[slot] >= 0, !key.elementsEqual(buffer[members[Int(slots[slot])].key]) {
                    slot = (slot + 1) & (size - 1)
                }
                slots[slot] = Int32(index)
            }
        }
        self.bytes = bytes
        self.members = members
        self.slots = slots
    }

    /// The sentence for `key`, or nil.
    subscript(key: String) -> String? {
        var key = key
        return key.withUTF8 { wanted in
            Self.withBuffer(of: bytes) { buffer in
                var slot = Self.hash(wanted) & (slots.count - 1)
                while slots[slot] >= 0 {
                    let member = members[Int(slots[slot])]
                    if wanted.elementsEqual(buffer[member.key]) {
                        return FlatObjectReader.decodedValue(of: member, in: buffer)
                    }
                    slot = (slot + 1) & (slots.count - 1)
                }
                return nil
            }
        }
    }

    /// Every key, in the file's order (a key written twice, twice).
    var keys: [String] {
        Self.withBuffer(of: bytes) { buffer in
            members.map { String(decoding: UnsafeBufferPointer(rebasing: buffer[$0.key]), as: UTF8.self) }
        }
    }

    /// Every member, decoded (for tests that compare the table with another reading).
    var decoded: [String: String] {
        var table: [String: String] = [:]
        Self.withBuffer(of: bytes) { buffer in
            for member in members {
                table[String(decoding: UnsafeBufferPointer(rebasing: buffer[member.key]), as: UTF8.self)] =
                    FlatObjectReader.decodedValue(of: member, in: buffer)
            }
        }
        return table
    }

    private static func withBuffer<Result>(
        of bytes: Data, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        bytes.withUnsafeBytes { raw in body(raw.bindMemory(to: UInt8.self)) }
    }

    /// FNV-1a over the key's bytes.
    private static func hash(_ key: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return Int(truncatingIfNeeded: hash >> 1)
    }
}
