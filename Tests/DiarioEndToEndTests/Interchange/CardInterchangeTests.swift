import DiarioTestSupport
import Foundation
import Testing

@Suite("Cards in CSV and TSV")
struct CardInterchangeTests {
    let home = TemporaryDirectory()

    func diario(_ name: String) -> DiarioProcess {
        DiarioProcess(database: home.file("\(name).sqlite"), home: home.path)
    }

    static let deck = #"""
        front,back,subject,tags
        "Capitale d'Italia, oggi",Roma,geografia,capitali europa
        "Citazione ""famosa""","Riga uno
        riga due",Latino,
        to be (past),was/were,english,verbs irregular
        perché?,perché sì 🙂,,

        """#

    @Test(
        "Import, export, import elsewhere, export again: the same file, fields with commas, quotes and line breaks",
        arguments: ["csv", "tsv"])
    func roundTrip(format: String) throws {
        let source = home.file("deck.csv")
        try Self.deck.write(toFile: source, atomically: true, encoding: .utf8)
        let first = diario("first")
        let imported = try first.run(["cards", "import", source, "--lang", "en"])
        #expect(imported.exitCode == 0, "\(imported.stderr)")
        #expect(imported.lines == ["Imported 4 cards."])
        let exported = home.file("out.\(format)")
        #expect(try first.run(["cards", "export", "--output", exported]).exitCode == 0)
        let second = diario("second-\(format)")
        #expect(try second.run(["cards", "import", exported]).exitCode == 0)
        let again = try second.run(["cards", "export", "--format", format])
        #expect(again.stdout == (try String(contentsOfFile: exported, encoding: .utf8)))
        let cards = try #require(try json(try second.run(["cards", "--json"]).stdout) as? [[String: Any]])
        #expect(
            cards.map { $0["front"] as? String } == [
                "Capitale d'Italia, oggi", "Citazione \"famosa\"", "to be (past)", "perché?",
            ])
        #expect(cards[1]["back"] as? String == "Riga uno\nriga due")
        // "Latino" is the built-in Latin since issue 25, not a new subject of the student's.
        #expect(cards.map { $0["subject"] as? String } == ["geography", "latin", "english", nil])
        #expect(cards[2]["tags"] as? [String] == ["verbs", "irregular"])
        if format == "tsv" { #expect(again.stdout.contains("\t")) }
    }

    @Test("A malformed file names its line and imports nothing")
    func malformed() throws {
        let store = diario("bad")
        for (text, message) in [
            ("a,b\n\"never closed,c\n", "Riga 2: un campo tra virgolette non viene mai chiuso."),
            (
                "a,b\nonly one field\n",
                "Riga 2: una carta ha bisogno almeno di fronte e retro, questa riga ha 1 campo/i."
            ),
            ("a,b\n ,back\n", "Riga 2: il fronte o il retro è vuoto o troppo lungo."),
        ] {
            let path = home.file("bad.csv")
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let result = try store.run(["cards", "import", path])
            #expect(result.exitCode == 1)
            #expect(result.stderr == message + " Non è stato importato niente.\n")
        }
        #expect((try json(try store.run(["cards", "--json"]).stdout) as? [Any])?.isEmpty == true)
    }
}
