import DiarioDomain
import DiarioStore
import DiarioTestSupport
import Foundation
import GRDB
import Testing

/// The full-text index stays right through every path that writes what it indexes: adding, editing, removing,
/// undoing, importing. Each test searches the real FTS5 index of a real file.
@Suite("Search index")
struct SearchIndexTests {
    func notes(_ t: TestStore, title: String = "Il Risorgimento", subject: String = "history", hash: Character = "a")
        throws -> StudyMaterial
    {
        let file = MaterialFile(
            sha256: String(repeating: hash, count: 64), originalName: "ris.md", format: .markdown, byteCount: 10)
        return try t.store.addMaterial(
            StudyMaterial(title: title, subjectKey: subject, kind: .notes, createdAt: Date(), file: file),
            pages: ["Il Congresso di Vienna, nel 1815.", "Perché i moti del 1820 fallirono: la Carboneria."])
    }

    func found(_ t: TestStore, _ text: String, subject: String? = nil) throws -> [String] {
        try t.store.search(text, subjectKey: subject, limit: 20).map {
            "\($0.source.rawValue) \($0.itemId)" + ($0.page.map { " p\($0)" } ?? "")
        }
    }

    @Test("Pages, cards and tasks are found without accents or case, the last word as a prefix; matches are marked")
    func finds() throws {
        let t = try TestStore()
        let material = try notes(t)
        let card = try t.store.addCard(
            StudyCard(
                front: "Chi fondò la Giovine Italia?", back: "Mazzini, perché…", subjectKey: "history",
                createdAt: Date()))
        let filed = try t.store.addTask(task("ripassare il Congresso di Vienna", subject: "history"))
        #expect(Set(try found(t, "PERCHE")) == ["card \(card.id!)", "material \(material.id!) p2"])
        #expect(Set(try found(t, "congresso vien")) == ["material \(material.id!) p1", "task \(filed.id!)"])
        // The title finds the material once, not once per page.
        #expect(try found(t, "risorgimento") == ["material \(material.id!)"])
        let book = try t.store.addMaterial(
            StudyMaterial(title: "Libro di storia", subjectKey: "history", createdAt: Date()))
        #expect(try found(t, "libro") == ["material \(book.id!)"])
        #expect(try found(t, "carbonari").isEmpty)
        let hit = try #require(try t.store.search("carboneria", subjectKey: nil, limit: 5).first)
        #expect(hit.snippet.contains(SearchHit.matchStart + "Carboneria" + SearchHit.matchEnd))
        #expect(try found(t, "vienna", subject: "math").isEmpty)
        #expect(try found(t, "\"(*) OR -").isEmpty)
    }

    @Test("Passages read as plain text, and a material found by its title shows how its first page opens")
    func plainPassages() throws {
        let t = try TestStore()
        let file = MaterialFile(
            sha256: String(repeating: "e", count: 64), originalName: "mazzini.md", format: .markdown, byteCount: 10)
        let material = try t.store.addMaterial(
            StudyMaterial(
                title: "Giuseppe Mazzini", subjectKey: "history", kind: .notes, createdAt: Date(), file: file),
            pages: ["## La vita\n- **Nato** a Genova\n- fonda la *Giovine Italia* con [[Carboneria|ex carbonari]]"])
        let page = try #require(try t.store.search("giovine", subjectKey: nil, limit: 5).first)
        #expect(page.page == 1)
        let passage = page.snippet
        #expect(!passage.contains { "#*[]|".contains($0) } && !passage.contains("- "), "\(passage)")
        #expect(page.snippet.contains(SearchHit.matchStart + "Giovine" + SearchHit.matchEnd))
        #expect(page.snippet.contains("ex carbonari"))
        let title = try #require(try t.store.search("mazzini", subjectKey: nil, limit: 5).first { $0.page == nil })
        #expect(title.itemId == material.id)
        #expect(title.snippet == "La vita Nato a Genova fonda la Giovine Italia con ex carbonari")
    }

    @Test("The title weighs more than the body")
    func ranking() throws {
        let t = try TestStore()
        let body = try t.store.addTask(
            StudyTask(
                title: "esercizi", subjectKey: "history", kind: .homework, notes: "anche Cavour", createdAt: Date()))
        let title = try t.store.addTask(task("Cavour e il Piemonte", subject: "history"))
        #expect(try found(t, "cavour") == ["task \(title.id!)", "task \(body.id!)"])
    }

    @Test("Renames, edits and removals change the index; undo puts it back")
    func edits() throws {
        let t = try TestStore()
        let material = try notes(t)
        _ = try t.store.renameMaterial(id: material.id!, to: "Unità d'Italia")
        #expect(try found(t, "unita") == ["material \(material.id!)"])
        #expect(try found(t, "risorgimento").isEmpty)
        _ = try t.store.undoLastChange()
        #expect(try found(t, "unita").isEmpty)
        #expect(try found(t, "risorgimento") == ["material \(material.id!)"])
        #expect(throws: DomainError.titleTooLong(maxLength: 500)) {
            try t.store.renameMaterial(id: material.id!, to: String(repeating: "a", count: 501))
        }

        _ = try t.store.removeMaterial(id: material.id!)
        #expect(try found(t, "vienna").isEmpty)
        #expect(try t.store.pages(ofMaterial: material.id!).isEmpty)
        _ = try t.store.undoLastChange()
        #expect(try found(t, "vienna") == ["material \(material.id!) p1"])
        #expect(try t.store.pages(ofMaterial: material.id!).count == 2)

        // Undoing the addition takes the material, its pages and their index away.
        let added = try notes(t, title: "Seconda copia", hash: "b")
        #expect(try found(t, "seconda") == ["material \(added.id!)"])
        #expect(try t.store.undoLastChange()?.action == .materialAdded)
        #expect(try found(t, "seconda").isEmpty)
        #expect(try found(t, "carboneria") == ["material \(material.id!) p2"])

        var filed = try t.store.addTask(task("leggere Manzoni", subject: "italian"))
        filed.title = "leggere Leopardi"
        _ = try t.store.updateTask(filed)
        #expect(try found(t, "manzoni").isEmpty)
        #expect(try found(t, "leopardi") == ["task \(filed.id!)"])
        _ = try t.store.deleteTask(id: filed.id!)
        #expect(try found(t, "leopardi").isEmpty)
    }

    @Test("Reading a material again replaces its pages in the index")
    func reread() throws {
        let t = try TestStore()
        let material = try notes(t)
        try t.store.recordReading(ofMaterial: material.id!, status: .done, pages: ["Garibaldi a Marsala"])
        #expect(try found(t, "vienna").isEmpty)
        #expect(try found(t, "marsala") == ["material \(material.id!) p1"])
        #expect(try t.store.material(id: material.id!)?.pageCount == 1)
        // A failed reading keeps the pages it had, and says so by its count.
        try t.store.recordReading(ofMaterial: material.id!, status: .failed(reason: "timedOut:tesseract"), pages: [])
        #expect(try t.store.material(id: material.id!)?.status == .failed(reason: "timedOut:tesseract"))
        #expect(try t.store.material(id: material.id!)?.pageCount == 1)
        #expect(try found(t, "marsala") == ["material \(material.id!) p1"])
        #expect(try t.store.materials(.pending).map(\.id) == [material.id])
    }

    @Test("An export imported into a new database brings the materials, their pages and their index")
    func exportImport() throws {
        let source = try TestStore()
        let material = try notes(source)
        var lines: [String] = []
        try source.store.exportEverything { lines.append($0) }
        #expect(lines.contains { $0.contains("\"type\":\"material_page\"") })
        let target = try TestStore()
        _ = try target.store.importEverything(lines: lines, now: Date())
        let copy = try #require(try target.store.material(sha256: material.file!.sha256))
        #expect(copy.title == material.title && copy.pageCount == 2 && copy.file == material.file)
        #expect(try found(target, "carboneria") == ["material \(copy.id!) p2"])
    }

    @Test("Imports merge materials by their file and pages by their number; an export from before v11 imports")
    func mergeImports() throws {
        let first = try TestStore()
        let original = try notes(first)
        var before: [String] = []
        try first.store.exportEverything { before.append($0) }
        // Read again after the export: the pages keep their identity, and the export still merges back.
        try first.store.recordReading(
            ofMaterial: original.id!, status: .done, pages: ["Vienna, 1815", "Moti", "Mazzini"])
        _ = try first.store.importEverything(lines: before, now: Date())
        #expect(try first.store.pages(ofMaterial: original.id!).count == 3)

        // The same file added in another database (another uuid) is the same material.
        let second = try TestStore()
        let twin = try notes(second, title: "Risorgimento, copia")
        _ = try second.store.importEverything(lines: before, now: Date())
        #expect(try second.store.allMaterials().map(\.id) == [twin.id])
        #expect(try second.store.pages(ofMaterial: twin.id!).count == 2)

        // A file written before v11 has no status nor page count for a material.
        let older = before.map { line in
            line.contains("\"type\":\"material\"")
                ? line.replacingOccurrences(of: "\"status\":\"done\",", with: "")
                    .replacingOccurrences(of: "\"pages\":2,", with: "") : line
        }.filter { !$0.contains("\"type\":\"material_page\"") }
        #expect(older.contains { $0.contains("\"type\":\"material\"") && !$0.contains("\"status\"") })
        let third = try TestStore()
        _ = try third.store.importEverything(lines: older, now: Date())
        #expect(try third.store.allMaterials().map(\.status) == [.done])
    }

    @Test("A database of the previous schema gets its tasks and cards indexed when it migrates")
    func migration() throws {
        let directory = TemporaryDirectory()
        let path = try Fixtures.copy("db/diario-v9.sqlite", to: directory)
        let titles = try DatabaseQueue(path: path).read { db in
            try String.fetchAll(db, sql: "SELECT title FROM studyTask ORDER BY id")
        }
        let store = try DiarioStore.open(path: path)
        let word = try #require(titles.first?.split(separator: " ").first.map(String.init))
        #expect(try !store.search(word, subjectKey: nil, limit: 50).isEmpty)
    }
}
