import Testing

@testable import DiarioApp

/// What a material's path and first page tell before its text is read: the folders above it and its title.
@Suite("A material's folders and title")
struct MaterialPathTests {
    @Test("Folders nearest first, '.' and '..' resolved, the home and what is above it left out")
    func folders() {
        #expect(
            MaterialCommands.folders(of: "/home/anna/scuola/./Storia/../Fisica/moto.md", home: "/home/anna")
                == ["Fisica", "scuola"])
        #expect(
            MaterialCommands.folders(of: "/srv/notes/maths/entry.md", home: "/home/anna") == ["maths", "notes", "srv"])
        #expect(MaterialCommands.folders(of: "/home/anna/x.md", home: "/home/anna/") == [])
    }

    @Test("The one level-one heading, else front matter's title, else the file's name; code is no heading")
    func title() {
        #expect(
            MaterialCommands.title(pages: ["# Le onde\n```bash\n# un commento\n```\n"], fileName: "a.md") == "Le onde")
        #expect(
            MaterialCommands.title(pages: ["# Introduzione\ntesto\n# Opere\naltro"], fileName: "Pirandello.md")
                == "Pirandello")
        #expect(
            MaterialCommands.title(pages: ["---\ntitle: 'Matrici'\n---\n## Uno"], fileName: "entry.md") == "Matrici")
        #expect(MaterialCommands.title(pages: ["---\ntitle: mai chiuso\n## Uno"], fileName: "entry.md") == "entry")
    }
}
