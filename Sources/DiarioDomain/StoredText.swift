import Foundation

/// Text from files and models as Diario stores it: no control characters (a file could hide terminal escapes in
/// them), line breaks and tabs kept, trimmed; and cut to a length counted as SQLite counts, in code points.
public enum StoredText {
    /// The text without control characters other than line breaks and tabs, trimmed.
    public static func clean(_ text: String) -> String {
        let kept = text.unicodeScalars.filter { $0 == "\n" || $0 == "\t" || $0.properties.generalCategory != .control }
        return String(String.UnicodeScalarView(kept)).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The text cut to at most `limit` code points, never inside a character.
    public static func prefix(_ text: String, _ limit: Int) -> String {
        guard text.unicodeScalars.count > limit else { return text }
        var result = ""
        var count = 0
        for character in text {
            count += character.unicodeScalars.count
            guard count <= limit else { break }
            result.append(character)
        }
        return result
    }
}
