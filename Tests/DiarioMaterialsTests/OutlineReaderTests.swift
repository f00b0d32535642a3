import DiarioDomain
import DiarioTestSupport
import Foundation
import Testing

@testable import DiarioMaterials

/// Outlines found in the team's notes and in text shaped as PDFs and scans give it.
@Suite("Outlines of materials")
struct OutlineReaderTests {
    @Test("Markdown: the first heading is the title, headings and nested lists the tree, paragraphs notes")
    func markdown() throws {
        let text = try String(contentsOfFile: Fixtures.path("materials/risorgimento.md"), encoding: .utf8)
        let (title, nodes) = OutlineReader.outline(of: text)
        #expect(title == "Il Risorgimento italiano (1815–1871)")
        #expect(
            nodes.map(\.text) == [
                "La Restaurazione e i primi moti", "Mazzini e il dibattito sull'unità",
                "Il 1848 e la Prima guerra d'indipendenza", "Cavour e la Seconda guerra d'indipendenza",
                "Dai Mille al Regno d'Italia (1860–1861)", "Il completamento dell'unità, Venezia e Roma",
                "Date da ricordare", "Glossario", "Domande",
            ])
        #expect(
            nodes[0].children.map(\.text) == [
                "Il Congresso di Vienna (1814–1815)", "I moti del 1820–21", "I moti del 1830–31",
            ])
        #expect(nodes[0].children[0].children[0].children.count == 2)  // a nested list under its item
        #expect(!(nodes[0].children[0].children[0].children[0].text.contains("**")))
    }

    @Test("Plain text: numbered sections, capitals, bullets; a paragraph is the note of the node above it")
    func plain() {
        let text = """
            LA RESTAURAZIONE
            1.1 Il Congresso di Vienna
            Le potenze si riuniscono dopo Napoleone.
            • legittimità
            • equilibrio
            1.2 La Santa Alleanza
            2.1 I moti
            """
        let (title, nodes) = OutlineReader.outline(of: text)
        #expect(title == nil)
        #expect(nodes.map(\.text) == ["La Restaurazione"])
        #expect(nodes[0].children.map(\.text) == ["Il Congresso di Vienna", "La Santa Alleanza", "I moti"])
        #expect(nodes[0].children[0].note == "Le potenze si riuniscono dopo Napoleone.")
        #expect(nodes[0].children[0].children.map(\.text) == ["legittimità", "equilibrio"])
    }

    @Test("Front matter and fenced code are no outline; a date is no numbered section")
    func notOutline() {
        let text = """
            ---
            tags: [storia]
            ---
            # Waterloo
            ```
            # not a heading
            ```
            18.6.1815 Napoleone è sconfitto
            ## La battaglia
            """
        let (title, nodes) = OutlineReader.outline(of: text)
        #expect(title == "Waterloo")
        #expect(nodes.map(\.text) == ["La battaglia"])
    }

    @Test("Students' shapes: bold lines as headings, a name or a label over a list as its parent, tabs nesting")
    func studentShapes() throws {
        let text = try String(contentsOfFile: Fixtures.path("materials/outline-shapes.md"), encoding: .utf8)
        let (title, nodes) = OutlineReader.outline(of: text)
        #expect(title == "Il Risorgimento in breve")
        #expect(nodes.map(\.text) == ["I protagonisti", "Le rivolte"])
        #expect(nodes[0].children.map(\.text) == ["Giuseppe Mazzini", "Camillo Benso di Cavour"])
        #expect(nodes[0].children[0].children.map(\.text) == ["1805-1872", "fonda la Giovine Italia"])
        #expect(nodes[1].children.map(\.text) == ["I moti del 1821 falliscono perché", "Eventi"])
        #expect(nodes[1].children[0].children.count == 2)
        let events = nodes[1].children[1]
        #expect(events.children.map(\.text) == ["1848: prima guerra d'indipendenza", "1861: nasce il Regno d'Italia"])
        #expect(events.children[0].children.map(\.text) == ["Custoza", "Novara"], "a tab nests one level")
        #expect(events.children[1].note == "Una frase qualunque che resta una nota.")
    }

    @Test("Logseq: headings inside bullets, nesting by tabs, block properties left out")
    func logseq() throws {
        let text = try String(contentsOfFile: Fixtures.path("materials/logseq-page.md"), encoding: .utf8)
        let (title, nodes) = OutlineReader.outline(of: text)
        #expect(title == nil)
        #expect(nodes.map(\.text) == ["La Restaurazione", "I moti"])
        #expect(nodes[0].children.map(\.text) == ["Congresso di Vienna", "Santa Alleanza"])
        #expect(nodes[0].children[0].children.map(\.text) == ["legittimità", "equilibrio"])
        #expect(nodes[1].children.map(\.text) == ["1820-21", "1830-31"])
        #expect(nodes.allSatisfy { $0.note == nil }, "collapsed:: and id:: are the app's")
    }

    @Test("Text with no structure has no outline")
    func noStructure() {
        #expect(OutlineReader.outline(of: "Solo una frase, senza titoli né elenchi.").nodes.isEmpty)
    }

    @Test("Front matter's title, quoted or not; none outside front matter")
    func frontMatterTitle() {
        #expect(
            OutlineReader.frontMatterTitle(["---", "date: 2020", "title: \"Stats - Median\"", "---", "# x"])
                == "Stats - Median")
        #expect(OutlineReader.frontMatterTitle(["---", "title: Matrici", "---"]) == "Matrici")
        #expect(OutlineReader.frontMatterTitle(["---", "tags: a", "---", "title: no"]) == nil)
        #expect(OutlineReader.frontMatterTitle(["title: no front matter"]) == nil)
        #expect(OutlineReader.frontMatterTitle(["---", "title: never closed", "# x"]) == nil)
    }
}
