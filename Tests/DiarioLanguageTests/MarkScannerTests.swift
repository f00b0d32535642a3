import DiarioDomain
import DiarioTestSupport
import Foundation
import Testing

@testable import DiarioLanguage

/// The mark scanner against the ICU regular expression it replaced, run by Foundation as before: both must find the
/// same marks, first and last, in every corpus line and in lines built at random from the pieces marks are made of.
@Suite("Mark scanner")
struct MarkScannerTests {
    /// The pattern the parser used until the scanner replaced it.
    static let pattern = try? NSRegularExpression(
        pattern:
            #"(?<![\w/.,+\-])(?:(?:10|[1-9])(?:/(?:10|[1-9])|[,.](?:5|25|75)\b|\s*(?:\+|--|-|½)|\s+(?:meno\s+meno|meno|più|piu))?"#
            + #"(?:\s+(?:e|and)\s+(?:mezzo|mezza|1/2|a\s+half))?"#
            + #"|(?:dieci|nove|otto|sette|sei|cinque|quattro|ten|nine|eight|seven|six|five|four)"#
            + #"(?:\s+(?:e\s+mezzo|e\s+mezza|meno\s+meno|meno|più|piu|and\s+a\s+half))?)(?![\w½+])"#)

    private static func expected(_ text: String) throws -> (first: Range<String.Index>?, last: Range<String.Index>?) {
        let regex = try #require(pattern)
        let matches = regex.matches(in: text, range: NSRange(text.startIndex..., in: text))
        return (matches.first.flatMap { Range($0.range, in: text) }, matches.last.flatMap { Range($0.range, in: text) })
    }

    private static func check(_ text: String) throws {
        let (first, last) = try expected(text)
        #expect(MarkScanner.firstMark(in: text) == first, "first mark of \(text.debugDescription)")
        #expect(MarkScanner.lastMark(in: text) == last, "last mark of \(text.debugDescription)")
    }

    @Test("Marks of every shape, and near misses, are found as the pattern finds them")
    func shapes() throws {
        for text in [
            "7", "10", "6/7", "10/10", "7,5", "7.25", "7,75x", "7,5a", "6+", "6 --", "6-", "6½", "6 meno meno",
            "6 meno", "6 più", "6 piu", "6 e mezzo", "6 and a half", "6 e mezzox", "sette", "sei e mezza",
            "six and a half", "ten", "tennis", "a7", "/7", "7/", "7+1", "verifica: 8 e mezzo!", "x 0 1 2", "3 4 5",
            "6\u{301}", "6,5\u{301}", "6\u{A0}meno", "nove\u{2003}più", "otto,meno", "4½+", "9 - 10", "5 e 1/2",
            "", "  ", "presi 7 e poi 8 in storia", "1 0", "100", "01", "6,25 e mezzo",
        ] {
            try Self.check(text)
        }
    }

    @Test("Every corpus line, lowered, gives the same marks")
    func corpusLines() throws {
        let lines = try CorpusLines.all()
        #expect(lines.count > 10000)
        for line in lines { try Self.check(line.lowercased()) }
    }

    @Test("20,000 lines built at random from the pieces of marks give the same marks")
    func randomLines() throws {
        let pieces = [
            "1", "10", "0", "6", "7", "/", ",", ".", "5", "25", "75", "+", "-", "--", "½", " ", "  ", "\u{A0}", "\t",
            "e", "and", "a", "half", "mezzo", "mezza", "1/2", "meno", "più", "piu", "sette", "sei", "ten", "four",
            "x", "_", "é", "\u{301}", "\u{200D}", "ù", "verifica", ":", "!",
        ]
        var random = SeededGenerator(seed: 44)
        for _ in 0..<20_000 {
            let text = (0..<(1 + random.next(below: 9))).map { _ in pieces[random.next(below: pieces.count)] }.joined()
            try Self.check(text)
        }
    }
}
