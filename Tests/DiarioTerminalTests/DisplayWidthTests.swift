import DiarioTerminal
import Testing

@Suite("Display width and styling")
struct DisplayWidthTests {
    @Test(
        "Columns as a terminal draws them",
        arguments: [
            ("abc", 3), ("perché", 6), ("pe\u{301}rche\u{301}", 6), ("città", 5), ("📐 math", 7), ("⚽", 2),
            ("✏️", 2), ("🇮🇹", 2), ("👩‍🔬", 2), ("数学", 4), ("a\tb", 2), ("", 0),
        ])
    func widths(text: String, columns: Int) {
        #expect(DisplayWidth.of(text) == columns)
    }

    @Test("Cutting keeps whole characters and never exceeds the width")
    func truncation() {
        #expect(DisplayWidth.truncate("Verifica di storia", to: 10) == "Verifica …")
        #expect(DisplayWidth.truncate("📐📐📐📐", to: 5) == "📐📐…")
        #expect(DisplayWidth.truncate("città", to: 5) == "città")
        #expect(DisplayWidth.of(DisplayWidth.truncate("città di Verità 📜📜", to: 9)) <= 9)
        #expect(DisplayWidth.pad("è", to: 3) == "è  ")
    }

    @Test("Without colour, text passes unchanged; a styled prompt marks its escapes as zero-width")
    func styling() {
        let plain = TextStyle(isEnabled: false)
        #expect(plain.bold("Oggi") == "Oggi")
        #expect(plain.colour("📐 Matematica", .blue) == "📐 Matematica")
        let coloured = TextStyle(isEnabled: true)
        #expect(coloured.bold("Oggi") == "\u{2063}\u{1B}[1mOggi\u{2063}\u{1B}[0m")
        // On a terminal Diario's own marked colours stay, the mark goes; the same codes unmarked are text.
        #expect(TerminalSafeText.visible(coloured.bold("Oggi") + "\u{1B}[1m") == "\u{1B}[1mOggi\u{1B}[0m^[[1m")
        #expect(coloured.promptSafe(coloured.bold("› ")) == "\u{01}\u{1B}[1m\u{02}› \u{01}\u{1B}[0m\u{02}")
    }
}
