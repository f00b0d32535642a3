public import DiarioDomain

/// ANSI styling that can be switched off (`--no-color`, `NO_COLOR`, output that is not a terminal); when off,
/// text passes unchanged, so colour never carries meaning that the words do not.
public struct TextStyle: Sendable {
    /// Whether escape sequences are written.
    public let isEnabled: Bool

    /// Creates a style that colours only when `isEnabled`.
    public init(isEnabled: Bool) { self.isEnabled = isEnabled }

    /// Bold text.
    public func bold(_ text: String) -> String { wrap(text, "1") }

    /// Dim text, for what matters less (ids, counts).
    public func dim(_ text: String) -> String { wrap(text, "2") }

    /// Text in a subject's colour.
    public func colour(_ text: String, _ colour: SubjectColour) -> String { wrap(text, Self.codes[colour] ?? "37") }

    /// Red text, for what is overdue or failed (always said in words too).
    public func warning(_ text: String) -> String { wrap(text, "31") }

    /// What comes before every escape sequence Diario writes itself (U+2063, invisible and of no width): on a
    /// terminal, ``TerminalSafeText`` keeps only the sequences it marks, and removes the mark.
    public static let mark: Character = "\u{2063}"

    /// `code`'s select-graphic-rendition sequence, marked as Diario's own.
    public static func sequence(_ code: String) -> String { "\(mark)\u{1B}[\(code)m" }

    /// A styled prompt for readline: the escape sequences are marked as taking no columns, so that line
    /// editing keeps the cursor where it belongs.
    public func promptSafe(_ text: String) -> String {
        guard isEnabled else { return text }
        var result = ""
        var inEscape = false
        for character in text where character != Self.mark {
            if character == "\u{1B}" {
                result += "\u{01}"
                inEscape = true
            }
            result.append(character)
            if inEscape && character == "m" {
                result += "\u{02}"
                inEscape = false
            }
        }
        return result
    }

    private func wrap(_ text: String, _ code: String) -> String {
        isEnabled ? Self.sequence(code) + text + Self.sequence("0") : text
    }

    private static let codes: [SubjectColour: String] = [
        .red: "31", .green: "32", .yellow: "33", .blue: "34", .magenta: "35", .cyan: "36", .white: "37", .gray: "90",
    ]
}
