import Testing

@testable import DiarioDomain

/// Search passages read as plain text: the Markdown marks students type go, the words and a match's marks stay.
@Suite("Plain passages")
struct PlainPassageTests {
    @Test(
        "Headings, bullets, numbers, quotes and task boxes go from the start of a line",
        arguments: [
            ("## Il Risorgimento", "Il Risorgimento"),
            ("  - Giuseppe Mazzini", "Giuseppe Mazzini"),
            ("\t* 1805-1872", "1805-1872"),
            ("+ la Carboneria", "la Carboneria"),
            ("• Cavour", "Cavour"),
            ("3. I moti del 1821", "I moti del 1821"),
            ("12) Garibaldi", "Garibaldi"),
            ("> - [x] ripassare", "ripassare"),
            ("#hashtag resta", "#hashtag resta"),
            ("1821 fu l'anno dei moti", "1821 fu l'anno dei moti"),
            ("- 1805-1872", "1805-1872"),
            ("Io esisto come soggetto che **dubita e pensa.** ^bb70d1", "Io esisto come soggetto che dubita e pensa."),
            ("^intro-2", ""),
            ("la potenza $x ^2$ e y ^2", "la potenza $x ^2$ e y ^2"),
        ])
    func lineMarks(line: String, plain: String) {
        #expect(PlainPassage.plain(line) == plain)
    }

    @Test(
        "Bold, italics, highlights, ticks and links go inside a line; the words stay",
        arguments: [
            ("**Feudo** → terra data dal re", "Feudo → terra data dal re"),
            ("la *Giovine Italia* (1831)", "la Giovine Italia (1831)"),
            ("_De bello gallico_ di Cesare", "De bello gallico di Cesare"),
            ("==17 marzo 1861== nasce il Regno", "17 marzo 1861 nasce il Regno"),
            ("il file `appunti_storia.md`", "il file appunti_storia.md"),
            ("vedi [[Carboneria]] e [[Mazzini|Giuseppe Mazzini]]", "vedi Carboneria e Giuseppe Mazzini"),
            ("[la voce](https://it.wikipedia.org/wiki/Feudo) e ![mappa](mappa.png)", "la voce e mappa"),
            ("2 * 3 = 6 e a*b", "2 * 3 = 6 e a*b"),
            ("~~sbagliato~~ giusto", "sbagliato giusto"),
            ("fonda con [[Carboneria|ex…", "fonda con ex…"),
            ("la [voce](https://it.wiki…", "la voce"),
            ("<u>The Nervous System</u><br>", "The Nervous System"),
            ("a < b e b > c", "a < b e b > c"),
            ("la poetica di [[Verga]] e il [[Positivismo#Origine delle idee]]", "la poetica di Verga e il Positivismo"),
            ("vedi [[#Le cause]] e [[Cartesio#^bb70d1|cogito]][[#^bb70d1]]", "vedi Le cause e cogito"),
            (
                "Dante scrive <<Nel mezzo del cammin>> e List<String>",
                "Dante scrive <<Nel mezzo del cammin>> e List<String>"
            ),
            ("la potenza 2 ^n", "la potenza 2 ^n"),
            ("il <span title=\"nota\">diritto di veto</span> e x<y", "il diritto di veto e x<y"),
        ])
    func inlineMarks(line: String, plain: String) {
        #expect(PlainPassage.plain(line) == plain)
    }

    @Test("A search match's marks stay around the word, also inside bold")
    func matchMarks() {
        let start = SearchHit.matchStart, end = SearchHit.matchEnd
        #expect(PlainPassage.plain("- **\(start)Mazzini\(end)** fonda") == "\(start)Mazzini\(end) fonda")
        #expect(PlainPassage.plain("*\(start)Cavour\(end)*") == "\(start)Cavour\(end)")
        #expect(PlainPassage.plain("## uno\n- due") == "uno\ndue", "lines stay lines")
    }

    @Test("An opening is the first words made plain, with … when more follow")
    func opening() {
        #expect(PlainPassage.opening(of: "## Il feudo\n- **terra** data dal re", words: 4) == "Il feudo terra data…")
        #expect(PlainPassage.opening(of: "# Uno due", words: 4) == "Uno due")
        #expect(PlainPassage.opening(of: "  \n# \n", words: 4) == "")
    }
}
