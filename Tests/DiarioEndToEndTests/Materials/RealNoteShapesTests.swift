import DiarioTestSupport
import Foundation
import Testing

/// Notes shaped as students write them (`appunti-forme.md`, the team's own words), through the binary: the subject
/// read from the whole text and said with its reason, every card shape, and the same notes as a map numbered from 1
/// whose nodes give cards too.
@Suite("Real note shapes, end to end", .serialized)
struct RealNoteShapesTests {
    let home = TemporaryDirectory()
    var diario: DiarioProcess { DiarioProcess(database: home.file("diario.sqlite"), home: home.path) }

    func json(_ arguments: [String]) throws -> [[String: Any]] {
        let run = try diario.run(arguments + ["--json"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
    }

    @Test("Every shape gives its card; links, code and front matter give none; the map's nodes give theirs")
    func shapesRoundTrip() throws {
        let added = try diario.run(["materials", "add", Fixtures.path("materials/appunti-forme.md")])
        #expect(added.exitCode == 0, "\(added.stderr)")
        #expect(added.stdout.contains("Storia ·"))
        #expect(added.stdout.contains("Materia: Storia, da Risorgimento"), "\(added.stdout)")

        let cards = try json(["cards", "from", "1"])
        let pairs = cards.map {
            ($0["origin"] as? String ?? "", $0["front"] as? String ?? "", $0["back"] as? String ?? "")
        }
        func has(_ origin: String, _ front: String, _ back: String) -> Bool {
            pairs.contains { $0.0 == origin && $0.1 == front && $0.2.hasPrefix(back) }
        }
        #expect(has("definition", "Statuto Albertino", "la costituzione concessa"), "\(pairs)")
        #expect(has("arrow", "Restaurazione", "ritorno dei sovrani"))
        #expect(has("person", "Quando visse Giuseppe Mazzini?", "1805-1872"))
        #expect(has("person", "Quando visse Camillo Benso di Cavour?", "1810-1861"))
        #expect(
            has(
                "date", "Il Risorgimento in breve › Le date › Il […] nasce il Regno d'Italia, con Torino capitale.",
                "17 marzo 1861"), "\(pairs)")
        #expect(has("list", "I moti del 1821 falliscono perché", "le società segrete coinvolgono pochi patrioti; "))
        #expect(has("list", "I moti › Conseguenze", "Mazzini cerca il popolo; i moderati guardano ai Savoia"))
        #expect(has("section", "Il Risorgimento in breve › Il neoguelfismo", "Il progetto di una confederazione"))
        #expect(!pairs.contains { $0.1.contains("Vedi anche") || $0.1.contains("Codice") || $0.1.contains("tags") })
        #expect(pairs.allSatisfy { $0.2.count <= 200 && !$0.1.contains($0.2) })

        #expect(try diario.run(["maps", "new", "--from", "1"]).exitCode == 0)
        let shown = try diario.run(["maps", "show", "1"]).lines
        #expect(shown.contains("|-- Le persone  #5"), "\(shown)")
        #expect(shown.contains("|   `-- Giuseppe Mazzini  #6"))
        #expect(shown.contains("|       |-- 1805-1872  #7"))
        let mapCards = try json(["cards", "from", "1", "--map"])
        let person = try #require(mapCards.first { $0["origin"] as? String == "person" })
        #expect(person["node"] as? Int == 6 && person["back"] as? String == "1805-1872")
        #expect(mapCards.contains { $0["front"] as? String == "I moti › Conseguenze" && $0["node"] as? Int == 14 })
    }

    @Test("A note's folder names its subject, its front matter its title; a table and asking headings give cards")
    func folderAndFrontMatter() throws {
        let folder = home.file("scuola/Fisica/moto")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try """
        ---
        title: "Il piano inclinato"
        ---
        ## Grandezze
        | Simbolo | Significato |
        | --- | --- |
        | α | l'angolo del piano con l'orizzonte |
        | μ | il coefficiente d'attrito tra corpo e piano |

        ##### Da che cosa dipende l'accelerazione lungo il piano??
        Dall'angolo e dall'attrito.
        """.write(toFile: folder + "/entry.md", atomically: true, encoding: .utf8)
        let added = try diario.run(["materials", "add", "entry.md"], in: folder)
        #expect(added.exitCode == 0, "\(added.stderr)")
        #expect(added.stdout.contains("Fisica · Il piano inclinato"), "\(added.stdout)")
        let cards = try json(["cards", "from", "1"]).map { "\($0["origin"] ?? "") \($0["front"] ?? "")" }
        #expect(
            cards == [
                "section Da che cosa dipende l'accelerazione lungo il piano?", "table Grandezze › α",
                "table Grandezze › μ",
            ], "\(cards)")
    }

    @Test("A file's name that names a topic is its cards' context; a lesson's code is not")
    func fileNameAsContext() throws {
        let note =
            "## La forza delle cose\nOgni cosa tende a perseverare nel proprio essere, una forza chiamata «conatus»."
        // Two texts, not one: the same text twice is one material.
        try (note + "\n").write(toFile: home.file("Spinoza.md"), atomically: true, encoding: .utf8)
        try (note + " Da ripassare.\n").write(toFile: home.file("T2W10L1.md"), atomically: true, encoding: .utf8)
        for name in ["Spinoza.md", "T2W10L1.md"] {
            #expect(try diario.run(["materials", "add", home.file(name)]).exitCode == 0)
        }
        let fronts = try [1, 2].map { id in try json(["cards", "from", "\(id)"]).compactMap { $0["front"] as? String } }
        let asked = "La forza delle cose › Ogni cosa tende a perseverare nel proprio essere, una forza chiamata «[…]»."
        #expect(fronts == [["Spinoza › " + asked], [asked]], "\(fronts)")
    }

    @Test("Two close subjects in a script: the stronger is taken, the other named with the command that changes it")
    func closeSubjects() throws {
        try "La fotosintesi e la cellula eucariote; poi la legge di Ohm e il campo elettrico.\n".write(
            toFile: home.file("misto.md"), atomically: true, encoding: .utf8)
        let added = try diario.run(["materials", "add", home.file("misto.md")])
        #expect(added.exitCode == 0, "\(added.stderr)")
        // Equal evidence: the first by key is taken, and the other is named with its command.
        #expect(try json(["materials"]).first?["subject"] as? String == "physics")
        #expect(added.stdout.contains("Potrebbe essere anche Scienze"), "\(added.stdout)")
        #expect(added.stdout.contains("diario materiali materia 1 science"))
        let changed = try diario.run(["materials", "subject", "1", "scienze"])
        #expect(changed.exitCode == 0 && changed.stdout.contains("Scienze"), "\(changed.stdout)")
        #expect(try json(["materials"]).first?["subject"] as? String == "science")
        #expect(try diario.run(["undo"]).exitCode == 0)
        #expect(try json(["materials"]).first?["subject"] as? String == "physics")
        let unknown = try diario.run(["materials", "subject", "1", "astrologia"])
        #expect(unknown.exitCode != 0 && unknown.stderr.split(separator: "\n").count == 1, "\(unknown.stderr)")
    }

    @Test("The liceo delle scienze umane shows the human sciences, and psychology notes are theirs")
    func humanSciences() throws {
        let preset = try diario.run(["subjects", "preset", "liceo-scienze-umane"])
        #expect(preset.exitCode == 0 && preset.stdout.contains("Scienze umane"), "\(preset.stdout)")
        try "# Piaget\nGli stadi dello sviluppo cognitivo; il comportamentismo e la socializzazione.\n".write(
            toFile: home.file("psico.md"), atomically: true, encoding: .utf8)
        #expect(try diario.run(["materials", "add", home.file("psico.md")]).exitCode == 0)
        #expect(try json(["materials"]).first?["subject"] as? String == "human-sciences")
    }
}
