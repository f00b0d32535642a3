import DiarioDomain
import DiarioTestSupport
import Foundation
import Testing

@testable import DiarioLanguage

/// A line searched for the first of several phrases finds what Foundation's `range(of:)` finds, phrase after phrase.
@Suite("Phrase search")
struct PhraseSearchTests {
    @Test("Random lines of ASCII, accents, decomposed accents and line ends, searched for words and separators")
    func agreesWithFoundation() {
        var random = SeededGenerator(seed: 39)
        let pieces = [
            "per avere", "to get a", "per", "a", " ", "7", "avere", "to", "get", "è", "perché", "x avere", "\t",
            "e\u{301}", "\u{301}", "ǹ", "Å", "per avere\u{301}", "::", ":", "->", "→", " ; ", ";", "\u{37E}", " = ",
            "≠",
            "=", " / ", " | ", "\r\n", "\r", "Italia: regioni", "K", "k", "`", "\u{212A}", "\u{1FEF}",
        ]
        // The app's own lists, and phrases that only Foundation's canonical equivalence finds ("\u{212A}" is "K").
        let phrases =
            IntentVocabulary.gradeTargetOpenings + ["::", "->", "→", " ; ", ";", " = ", " | ", " / "]
            + ["a", "è", "e", "=", "", "K", "\u{212A}", "\u{37E}", "\u{1FEF}", "`", "\r\n", "\r"]
        for _ in 0..<4000 {
            let text = (0..<random.next(below: 8)).map { _ in pieces[random.next(below: pieces.count)] }.joined()
            var shuffled = phrases
            shuffled.shuffle(using: &random)
            for count in [1, 2, 3, 5, 8, 13, shuffled.count] {
                let asked = Array(shuffled.prefix(count))
                let expected = asked.lazy.compactMap { text.range(of: $0) }.first
                #expect(text.firstRange(ofAny: asked) == expected, "\(Array(text.unicodeScalars)) \(asked)")
            }
        }
    }
}
