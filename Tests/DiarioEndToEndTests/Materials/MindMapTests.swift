import DiarioTestSupport
import Foundation
import Testing

/// Mind maps through the binary: made from the team's notes, drawn, changed and undone, and written in four formats
/// that read back to the same file.
@Suite("Mind maps, end to end")
struct MindMapTests {
    let home = TemporaryDirectory()
    var diario: DiarioProcess { DiarioProcess(database: home.file("diario.sqlite"), home: home.path) }

    func made() throws {
        #expect(try diario.run(["materials", "add", Fixtures.path("materials/french-revolution.md")]).exitCode == 0)
        let made = try diario.run(["maps", "new", "--from", "1", "--lang", "en"])
        #expect(made.exitCode == 0, "\(made.stderr)")
        #expect(made.stdout.hasPrefix("Mind map made: #1 · "))
    }

    @Test("From a material: its headings and lists as a tree, ASCII in a pipe, folded below a depth")
    func fromMaterial() throws {
        try made()
        let shown = try diario.run(["maps", "show", "1", "--depth", "1"])
        #expect(shown.exitCode == 0)
        let lines = shown.lines
        let title = try String(contentsOfFile: Fixtures.path("materials/french-revolution.md"), encoding: .utf8)
            .split(separator: "\n").first { $0.hasPrefix("# ") }.map { String($0.dropFirst(2)) }
        #expect(lines.first == title)
        let sections = try String(contentsOfFile: Fixtures.path("materials/french-revolution.md"), encoding: .utf8)
            .split(separator: "\n").filter { $0.hasPrefix("## ") }.map { $0.dropFirst(3) }
        #expect(lines.count == sections.count + 1)
        for (line, section) in zip(lines.dropFirst(), sections) {
            #expect(line.hasPrefix("|-- " + section) || line.hasPrefix("`-- " + section), "\(line)")
        }
        #expect(lines.dropFirst().first?.contains("(+") == true, "a folded node says what it hides")
        #expect(!shown.stdout.contains("├"))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(try diario.run(["maps", "show", "1", "--json"]).stdout.utf8))
                as? [String: Any])
        let nodes = try #require(json["nodes"] as? [[String: Any]])
        #expect(nodes.count == json["node_count"] as? Int)
        // The JSON names nodes by their numbers in the map, drawn order, each parent before its children.
        #expect(nodes.compactMap { $0["number"] as? Int } == Array(1...nodes.count))
        for node in nodes {
            if let parent = node["parent"] as? Int { #expect(parent < (node["number"] as? Int ?? 0)) }
        }
        #expect(nodes.allSatisfy { $0["id"] == nil }, "the row id stays inside the store")
    }

    @Test("A map made after others numbers its nodes from 1, and commands take those numbers")
    func numberedFromOne() throws {
        try made()
        #expect(try diario.run(["mappe", "nuova", "Fotosintesi", "--materia", "scienze"]).exitCode == 0)
        #expect(try diario.run(["maps", "add", "2", "Fase luminosa"]).stdout.contains("(#1)"))
        #expect(try diario.run(["maps", "add", "2", "ATP", "--under", "1"]).stdout.contains("(#2)"))
        #expect(
            try diario.run(["maps", "show", "2"]).lines == ["Fotosintesi", "`-- Fase luminosa  #1", "    `-- ATP  #2"])
        let missing = try diario.run(["maps", "rename", "2", "x", "--node", "3"])
        #expect(missing.exitCode == 1 && missing.stderr.contains("numero 3"), "\(missing.stderr)")
        // A number of map 1 is no node of map 2: nothing changes there.
        #expect(try diario.run(["maps", "remove", "2", "--node", "9"]).exitCode == 1)
        #expect(try diario.run(["maps", "show", "2"]).lines.count == 3)
    }

    @Test("Add, rename, move and remove nodes; undo takes each back")
    func edits() throws {
        #expect(try diario.run(["mappe", "nuova", "Fotosintesi", "--materia", "scienze"]).exitCode == 0)
        #expect(try diario.run(["maps", "add", "1", "Fase luminosa"]).stdout.contains("#1"))
        #expect(try diario.run(["maps", "add", "1", "Ciclo di Calvin"]).exitCode == 0)
        // Numbers follow the drawing: ATP, under the first node, is #2 and pushes "Ciclo di Calvin" to #3.
        let atp = try diario.run(["maps", "add", "1", "ATP", "--under", "1", "--note", "energia"])
        #expect(atp.exitCode == 0 && atp.stdout.contains("(#2)"), "\(atp.stdout)")
        #expect(try diario.run(["maps", "move", "1", "2", "--under", "3"]).exitCode == 0)
        #expect(try diario.run(["maps", "rename", "1", "Clorofilla", "--node", "1"]).exitCode == 0)
        #expect(
            try diario.run(["maps", "show", "1"]).lines == [
                "Fotosintesi", "|-- Clorofilla  #1", "`-- Ciclo di Calvin  #2", "    `-- ATP  #3",
            ])
        let cycle = try diario.run(["maps", "move", "1", "2", "--under", "3"])
        #expect(cycle.exitCode == 1 && cycle.stderr.contains("non può andare sotto"))
        let removed = try diario.run(["maps", "remove", "1", "--node", "2"])
        #expect(removed.stdout.contains("2 nodi rimossi"))
        #expect(try diario.run(["maps", "show", "1"]).lines == ["Fotosintesi", "`-- Clorofilla  #1"])
        #expect(try diario.run(["undo"]).exitCode == 0)
        #expect(try diario.run(["maps", "show", "1"]).lines.count == 4)
        let missing = try diario.run(["maps", "show", "9"])
        #expect(missing.exitCode == 1 && missing.stderr.contains("Non c'è una mappa mentale numero 9"))
    }

    @Test("Each format: export, import, export gives the same file", arguments: ["md", "opml", "mm", "mermaid"])
    func roundTrip(format: String) throws {
        try made()
        #expect(
            try diario.run(["maps", "add", "1", "Quote \"<&>\" [brackets] (round)", "--note", "a & b"]).exitCode == 0)
        let first = home.file("first.\(format)")
        #expect(try diario.run(["maps", "export", "1", "--format", format, "--output", first]).exitCode == 0)
        let imported = try diario.run(["maps", "import", first, "--format", format])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        let second = home.file("second.\(format)")
        #expect(try diario.run(["maps", "export", "2", "--format", format, "--output", second]).exitCode == 0)
        let a = try String(contentsOfFile: first, encoding: .utf8)
        let b = try String(contentsOfFile: second, encoding: .utf8)
        #expect(a == b)
        #expect(a.contains("Bastille"))
    }

    @Test("Files from other programs: Freeplane rich text, a byte-order mark, markmap's headings and other bullets")
    func otherPrograms() throws {
        try """
        \u{FEFF}<map version="freeplane 1.9.0">
        <!--To view this file, download free mind mapping software Freeplane from https://www.freeplane.org -->
        <node TEXT="Fotosintesi" ID="ID_1"><font BOLD="true"/>
        <node ID="ID_2" POSITION="right"><richcontent TYPE="NODE"><html><body><p>Fase &amp; luce</p></body></html>
        </richcontent><attribute NAME="x" VALUE="1"/><icon BUILTIN="idea"/>
        <node TEXT="ATP"/></node>
        </node>
        </map>
        """.write(toFile: home.file("free.mm"), atomically: true, encoding: .utf8)
        let free = try diario.run(["maps", "import", home.file("free.mm")])
        #expect(free.exitCode == 0, "\(free.stderr)")
        #expect(
            try diario.run(["maps", "show", "1"]).lines == ["Fotosintesi", "`-- Fase & luce  #1", "    `-- ATP  #2"])
        try """
        ---
        title: appunti
        ---
        # Cellula
        ## Organuli
        * Mitocondrio
          + Respirazione
        1. Nucleo
        """.write(toFile: home.file("markmap.md"), atomically: true, encoding: .utf8)
        let markmap = try diario.run(["maps", "import", home.file("markmap.md")])
        #expect(markmap.exitCode == 0, "\(markmap.stderr)")
        #expect(
            try diario.run(["maps", "show", "2"]).lines == [
                "Cellula", "`-- Organuli  #1", "    |-- Mitocondrio  #2", "    |   `-- Respirazione  #3",
                "    `-- Nucleo  #4",
            ])
    }

    @Test("A file that is no map is refused with one line, nothing saved")
    func badImport() throws {
        try "<opml><body><outline text=\"x\"></body></opml>".write(
            toFile: home.file("rotto.opml"), atomically: true, encoding: .utf8)
        let broken = try diario.run(["maps", "import", home.file("rotto.opml")])
        #expect(broken.exitCode == 1 && broken.stderr.contains("non è una mappa mentale"))
        try "x".write(toFile: home.file("mappa.txt"), atomically: true, encoding: .utf8)
        let unknown = try diario.run(["maps", "import", home.file("mappa.txt")])
        #expect(unknown.exitCode == 1 && unknown.stderr.contains("--formato"))
        #expect(try diario.run(["maps", "--json"]).stdout == "[]\n")
    }
}
