import DiarioTestSupport
import Foundation
import Testing

@testable import DiarioLanguage

/// The tokenizer's table of word traits is mapped from `Resources/word-traits.bin` instead of being built at every
/// start (``ByteKeyedTable/init(file:)``): the file must be the table the word lists make, and a table read from a
/// file must answer as the table it was written from.
@Suite("The word-traits file")
struct WordTraitsFileTests {
    /// A table read back from its file bytes.
    func readBack(_ bytes: [UInt8]) -> ByteKeyedTable<WordTraits>? {
        ByteKeyedTable(file: ModelFile(copying: bytes))
    }

    @Test("The shipped file is the table the word lists make now (else: make word-traits)")
    func shippedFileIsCurrent() throws {
        let path = DiarioProcess.packageRoot + "/Sources/DiarioLanguage/Resources/word-traits.bin"
        let shipped = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let built = ShippedTables.wordTraits()
        #expect(shipped.count > 100_000)
        // The file was written by another process: the lists make the same bytes whatever order their sets give.
        #expect(shipped == built, "Resources/word-traits.bin is stale: run `make word-traits`")
    }

    @Test("A table read from its file finds every key, short or long, and no other word")
    func roundTrip() throws {
        var pairs: [(key: String, value: WordTraits)] = [("", .italian), ("è", .english), ("perché", .question)]
        for number in 0..<2000 { pairs.append(("parola\(number)", WordTraits(rawValue: UInt64(number) << 3 | 1))) }
        let long = "precipitevolissimevolmente"
        pairs.append((long, [.coach, .move]))
        pairs.append(("a", .italian))
        pairs.append(("a", .english))
        let table = ByteKeyedTable(pairs: pairs, missing: [], combine: { $0.union($1) })
        let read = try #require(readBack(table.fileBytes()))
        for (word, _) in pairs { #expect(read.lookup(word) == table.lookup(word), "\(word)") }
        #expect(read.lookup("a") == [.italian, .english])
        #expect(read.lookup(long) == [.coach, .move])
        for word in ["parola2000", "Parola1", "precipitevolissimevolment", long + "x", "perche", "b"] {
            #expect(read.lookup(word) == [], "\(word)")
            #expect(!read.containsKey(word), "\(word)")
        }
        #expect(read.fileBytes() == table.fileBytes())
    }

    @Test("A file cut short or of another kind is not read; a key naming bytes it lacks is never matched")
    func damagedFiles() throws {
        let table = ByteKeyedTable(
            pairs: [("precipitevolissimevolmente", WordTraits.coach), ("no", .negation)], missing: [])
        let bytes = table.fileBytes()
        #expect(readBack(bytes) != nil)
        #expect(readBack(Array(bytes.dropLast())) == nil)
        #expect(readBack(bytes + [0]) == nil)
        #expect(readBack(Array(bytes.prefix(40))) == nil)
        var otherKind = bytes
        otherKind[0] = UInt8(ascii: "X")
        #expect(readBack(otherKind) == nil)
        // Written with another hash: every lookup would miss.
        var otherHash = bytes
        otherHash[12] ^= 1
        #expect(readBack(otherHash) == nil)
        // No empty slot: a lookup of a missing word would probe for ever.
        var full = bytes
        let slotCount = Int(bytes[4]) | Int(bytes[5]) << 8
        for slot in 0..<slotCount where bytes[64 + slot * 8..<64 + slot * 8 + 8].allSatisfy({ $0 == 0 }) {
            full[64 + slot * 8] = 1
        }
        #expect(readBack(full) == nil)
        // The long key's start moved past the key bytes: the file is read (only its header is checked), and a
        // lookup meeting that key checks it before reading its bytes, so the key is never found; the others are.
        let slots = Int(bytes[4]) | Int(bytes[5]) << 8
        let starts = 64 + slots * (8 + 16 + 8)
        var outside = bytes
        for slot in 0..<slots where Int(bytes[starts + slots * 4 + slot * 4]) > 16 {
            outside[starts + slot * 4] = 0x7F
        }
        #expect(outside != bytes)
        let damaged = try #require(readBack(outside))
        #expect(damaged.lookup("precipitevolissimevolmente") == [])
        #expect(damaged.lookup("no") == .negation)
        #expect(try #require(readBack(bytes)).lookup("precipitevolissimevolmente") == .coach)
    }
}
