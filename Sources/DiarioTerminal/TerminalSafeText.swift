/// Text made safe for a terminal: a title, a card side or a coach's reply may hold escape sequences (from a file, a
/// synced device or a server) that would move the cursor, retitle the window or, with OSC 52, write the clipboard.
/// Every control character is shown in caret notation, as `cat -v` shows it (`ESC` as `^[`, DEL as `^?`, C1
/// characters as `M-^…`), so it is seen and does nothing. The only sequences kept are the colours ``TextStyle``
/// writes, which it marks as its own (``TextStyle/mark``): the same colour codes in a title are shown as text too. A
/// carriage return just before a line feed is dropped.
public enum TerminalSafeText {
    /// `text` with every control character but line feeds and tabs made visible, keeping ``TextStyle``'s colours.
    public static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) || $0 == markScalar }) else { return text }
        var result = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == markScalar {
                if index + 1 < scalars.count, scalars[index + 1] == "\u{1B}",
                    let length = styleLength(scalars, at: index + 1)
                {
                    result.append(contentsOf: scalars[index + 1..<index + 1 + length])
                    index += 1 + length
                } else {
                    index += 1
                }
                continue
            }
            if scalar == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" {
                index += 1
                continue
            }
            if isControl(scalar) {
                result.append(contentsOf: caretNotation(scalar).unicodeScalars)
            } else {
                result.append(scalar)
            }
            index += 1
        }
        return String(result)
    }

    private static let markScalar: Unicode.Scalar = "\u{2063}"

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(value)
    }

    /// `^[` for ESC, `^?` for DEL, `M-^[` for the C1 character 0x9B.
    private static func caretNotation(_ scalar: Unicode.Scalar) -> String {
        let value = scalar.value
        if value == 0x7F { return "^?" }
        if value >= 0x80 { return "M-^" + String(UnicodeScalar(UInt8(value - 0x80 + 0x40))) }
        return "^" + String(UnicodeScalar(UInt8(value + 0x40)))
    }

    /// The length of the colour sequence ``TextStyle`` writes starting at `index` (`ESC [ codes m`, codes among its
    /// own), or nil when what starts there is anything else.
    private static func styleLength(_ scalars: [Unicode.Scalar], at index: Int) -> Int? {
        guard index + 2 < scalars.count, scalars[index + 1] == "[" else { return nil }
        var codes = ""
        var end = index + 2
        while end < scalars.count, end - index < 16, scalars[end] != "m" {
            codes.unicodeScalars.append(scalars[end])
            end += 1
        }
        guard end < scalars.count, scalars[end] == "m", styleCodes.contains(codes) else { return nil }
        return end - index + 1
    }

    /// The select-graphic-rendition codes ``TextStyle`` and the charts write.
    private static let styleCodes: Set<String> = [
        "0", "1", "2", "22", "31", "32", "33", "34", "35", "36", "37", "90", "38;5;22", "38;5;28", "38;5;34", "38;5;40",
    ]
}
