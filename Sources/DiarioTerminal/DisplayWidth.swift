/// How many terminal columns text takes: accented letters take one, emoji and East Asian wide letters two,
/// combining marks and controls none. Measured per grapheme cluster, as terminals draw them.
public enum DisplayWidth {
    /// The columns `text` takes on a terminal.
    public static func of<S: StringProtocol>(_ text: S) -> Int {
        // Printable ASCII, most of any list, takes a column a byte.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    /// The columns one character (grapheme cluster) takes: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        if character.isASCII {
            guard let byte = character.asciiValue else { return 1 }  // "\r\n" is the only two-scalar ASCII cluster
            return byte < 0x20 || byte == 0x7F ? 0 : 1
        }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if first.value >= 0x80 && first.value < 0xA0 { return 0 }
        if isZeroWidth(first) { return 0 }
        if first.properties.isEmojiPresentation || isWide(first.value) { return 2 }
        if first.properties.isEmoji && scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return 2 }  // a flag: two regional indicators
        return 1
    }

    /// `text` cut to at most `width` columns, ending with "…" when something was cut.
    public static func truncate(_ text: String, to width: Int) -> String {
        guard of(text) > width else { return text }
        guard width > 0 else { return "" }
        var kept = ""
        var used = 0
        for character in text {
            let columns = of(character)
            if used + columns > width - 1 { break }
            kept.append(character)
            used += columns
        }
        return kept + "…"
    }

    /// `text` followed by spaces up to `width` columns (unchanged when it is wider already).
    public static func pad(_ text: String, to width: Int) -> String {
        let missing = width - of(text)
        return missing > 0 ? text + String(repeating: " ", count: missing) : text
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return scalar.value == 0x200B
        }
    }

    /// East Asian Wide and Fullwidth ranges (Unicode's EastAsianWidth.txt, the blocks a student may meet).
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
