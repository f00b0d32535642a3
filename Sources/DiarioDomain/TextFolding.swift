import Foundation

/// The one way Diario compares words typed by a student: without regard to case, accents or
/// the shape of apostrophes.
public enum TextFolding {
    /// Lower-cases `text`, removes accents, turns curly apostrophes straight and collapses white space.
    public static func fold(_ text: some StringProtocol) -> String {
        if let folded = foldedASCII(text) { return folded }
        return foldedByFoundation(text)
    }

    /// ``fold(_:)`` by Foundation's folding, for any text.
    static func foldedByFoundation(_ text: some StringProtocol) -> String {
        let folded = String(text)
            .folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .replacingOccurrences(of: "\u{2019}", with: "'")
            .replacingOccurrences(of: "\u{2018}", with: "'")
        return folded.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// ``fold(_:)`` of ASCII text by its bytes (no accent, no curly apostrophe: folding only lowers its letters),
    /// nil for other text. Tens of times cheaper than Foundation's folding.
    static func foldedASCII(_ text: some StringProtocol) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            // Tab, line feed, vertical tab, form feed, carriage return and space: Character.isWhitespace in ASCII.
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                pendingSpace = !bytes.isEmpty
                continue
            }
            if pendingSpace {
                bytes.append(0x20)
                pendingSpace = false
            }
            bytes.append((0x41...0x5A).contains(byte) ? byte | 0x20 : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
