import DiarioDomain
import DiarioTestSupport
import Testing

@testable import DiarioLanguage

/// One typo (a letter added, dropped, changed, or two neighbours swapped) is an optimal-string-alignment distance of
/// at most one: the fast check agrees with that distance computed in full on every pair of short words.
@Suite("Edit distance")
struct EditDistanceTests {
    @Test("Every pair of words of up to five letters from a small alphabet, and random longer ones")
    func agreesWithTheFullDistance() {
        var words: [[UInt8]] = [[]]
        var last: [[UInt8]] = [[]]
        for _ in 1...5 {
            last = last.flatMap { word in Array("abc".utf8).map { word + [$0] } }
            words += last
        }
        for x in words where x.count <= 4 {
            for y in words { #expect(isWithinOneTypo(x, y) == (Self.distance(x, y) <= 1), "\(x) \(y)") }
        }
        var random = SeededGenerator(seed: 7)
        for _ in 0..<20_000 {
            let x = (0..<(4 + random.next(below: 8))).map { _ in UInt8(0x61 + random.next(below: 3)) }
            var y = x
            // One or two random edits of the first word.
            for _ in 0..<(1 + random.next(below: 2)) {
                let place = random.next(below: y.count + 1)
                switch random.next(below: 4) {
                case 0: y.insert(UInt8(0x61 + random.next(below: 3)), at: place)
                case 1 where place < y.count: y.remove(at: place)
                case 2 where place < y.count: y[place] = UInt8(0x61 + random.next(below: 3))
                case 3 where place + 1 < y.count: y.swapAt(place, place + 1)
                default: break
                }
            }
            #expect(isWithinOneTypo(x, y) == (Self.distance(x, y) <= 1), "\(x) \(y)")
        }
    }

    /// The optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours.
    static func distance(_ x: [UInt8], _ y: [UInt8]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in 0...x.count { table[i][0] = i }
        for j in 0...y.count { table[0][j] = j }
        for i in stride(from: 1, through: x.count, by: 1) {
            for j in stride(from: 1, through: y.count, by: 1) {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[x.count][y.count]
    }
}
