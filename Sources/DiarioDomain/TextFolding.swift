import Foundation

/// The one way Diario compares words typed by a student: without regard to case, accents or
/// the shape of apostrophes.
public enum TextFolding {
    /// Lower-cases `text`, removes accents, turns curly apostrophes straight and collapses white space.
    public static func fold(_ text: some StringProtocol) -> String {
        let folded = String(text)
            .folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .replacingOccurrences(of: "\u{2019}", with: "'")
            .replacingOccurrences(of: "\u{2018}", with: "'")
        return folded.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
