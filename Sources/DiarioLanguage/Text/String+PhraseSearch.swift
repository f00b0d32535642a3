import Foundation

extension String {
    /// The range of the first of `phrases` (in their order) that the string holds, as Foundation's `range(of:)` finds
    /// it.
    ///
    /// Foundation's search bridges the whole string for every phrase: thousands of instructions each, on a line with an
    /// accent or on one that a reader tries many phrases on. Two cases are decided by the bytes and give the same range:
    /// - an ASCII phrase in an ASCII string, neither with a carriage return: neither holds a composed character ("\r\n"
    ///   is one), so the search compares bytes and nothing else;
    /// - a phrase of lowercase ASCII letters and spaces: no other spelling is canonically equal to it (and Foundation
    ///   matches no part of a composed character), so the search can find it only where its bytes stand.
    ///
    /// Any other phrase (one that holds "\u{212A}", which is canonically "K", say) is Foundation's to find.
    func firstRange(ofAny phrases: [String]) -> Range<String.Index>? {
        let bytes = Array(utf8)
        let isASCII = !bytes.contains { $0 >= 0x80 || $0 == 0x0D }
        for phrase in phrases {
            let phraseBytes = Array(phrase.utf8)
            guard !phraseBytes.isEmpty else { continue }
            let plain = phraseBytes.allSatisfy { (0x61...0x7A).contains($0) || $0 == 0x20 }
            let asciiPair = isASCII && !phraseBytes.contains { $0 >= 0x80 || $0 == 0x0D }
            if asciiPair || plain {
                guard let start = Self.offset(of: phraseBytes, in: bytes) else { continue }
                if asciiPair {
                    let lower = utf8.index(utf8.startIndex, offsetBy: start)
                    return lower..<utf8.index(lower, offsetBy: phraseBytes.count)
                }
            }
            // Foundation says where, or (inside a composed character) that the phrase is not there.
            if let range = range(of: phrase) { return range }
        }
        return nil
    }

    /// Where `phrase` first stands in `bytes`, or nil.
    private static func offset(of phrase: [UInt8], in bytes: [UInt8]) -> Int? {
        guard phrase.count <= bytes.count else { return nil }
        return (0...(bytes.count - phrase.count)).first { bytes[$0..<($0 + phrase.count)].elementsEqual(phrase) }
    }
}
