import DiarioTestSupport
import Testing

@testable import DiarioDomain

/// Folding ASCII by its bytes gives what Foundation's folding gives, on every ASCII character and on random lines.
@Suite("Text folding")
struct TextFoldingTests {
    @Test("Each ASCII character alone and between words folds as Foundation folds it")
    func everyCharacter() {
        for byte in UInt8(0)..<0x80 {
            let character = String(decoding: [byte], as: UTF8.self)
            for text in [character, "Ab" + character + "cD", " " + character + " ", character + character + "x"] {
                #expect(TextFolding.foldedASCII(text) == TextFolding.foldedByFoundation(text), "\(Array(text.utf8))")
            }
        }
    }

    @Test("Random ASCII lines, white space of every kind included, fold as Foundation folds them")
    func randomLines() {
        var generator = SeededGenerator(seed: 0x5EED_F01D)
        let alphabet = Array("aZ09 \t\r\n\u{B}\u{C}.,'\"-:;!?()AbCdEfGhIjKlMnOpQrStUvWxYz".utf8)
        for _ in 0..<5000 {
            let length = Int(generator.next() % 40)
            let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(TextFolding.foldedASCII(text) == TextFolding.foldedByFoundation(text), "\(bytes)")
        }
    }

    @Test("Text that is not ASCII goes to Foundation: accents, curly apostrophes, wide letters")
    func notASCII() {
        #expect(TextFolding.foldedASCII("perché") == nil)
        #expect(TextFolding.fold("  Perché   L’ÀRTE ") == "perche l'arte")
        #expect(TextFolding.fold("ＡＢＣ déjà") == "abc deja")
    }

    @Test("ASCII with tabs and line breaks folds to single spaces, lowered")
    func asciiSpacing() {
        #expect(TextFolding.fold("  Storia\tDell'Arte \r\n") == "storia dell'arte")
    }
}
