import DiarioDomain
import DiarioStore
import DiarioTestSupport
import Foundation
import GRDB
import Testing

/// A large import, and the sync that brings a new device a whole diary, insert their rows with the tables' insert
/// triggers set aside and do the triggers' work once at the end (a row's UUID, its search entry, its sync mark).
/// These tests hold that way to the one every small write takes: the same index, the same marks, the same schema.
@Suite("Bulk insertion: large imports and first syncs")
struct BulkInsertionTests {
    /// More rows than a bulk insertion needs (200).
    static let manyTasks = 300

    /// An export of a small diary (cards, a material with pages) followed by `tasks` task lines: some with notes,
    /// some under a subject the diary does not have, a few of the first export format (no UUID), and one row twice,
    /// the second time newer and retitled.
    static func lines(tasks: Int) throws -> [String] {
        let source = try TestStore()
        _ = try source.store.addCard(
            StudyCard(front: "Chi fondò la Giovine Italia?", back: "Mazzini", subjectKey: "history", createdAt: Date()))
        _ = try source.store.addCard(
            StudyCard(front: "Capitale del Piemonte", back: "Torino", subjectKey: "geography", createdAt: Date()))
        let file = MaterialFile(
            sha256: String(repeating: "b", count: 64), originalName: "moti.md", format: .markdown, byteCount: 10)
        _ = try source.store.addMaterial(
            StudyMaterial(title: "I moti del 1821", subjectKey: "history", kind: .notes, createdAt: Date(), file: file),
            pages: ["La Carboneria a Napoli.", "Santorre di Santarosa e la lavagna del Piemonte."])
        var lines: [String] = []
        try source.store.exportEverything { lines.append($0) }
        for number in 1...tasks {
            var task: [String: JSONValue] = [
                "type": .string("task"), "uuid": .string(UUID().uuidString.lowercased()),
                "title": .string("Esercizio \(number) sulla lavagna"), "kind": .string("homework"),
                "subject": .string(number % 7 == 0 ? "robotica" : "math"),
                "due": .string("2026-12-\(String(format: "%02d", number % 28 + 1))"), "priority": .string("medium"),
                "created_at": .string("2026-11-01T10:00:00.000Z"), "updated_at": .string("2026-11-01T10:00:00.000Z"),
            ]
            if number % 5 == 0 { task["notes"] = .string("Ripassare il teorema \(number)") }
            if number % 50 == 0 { task["uuid"] = nil }
            lines.append(JSONValue.object(task).text)
            if number == tasks / 2 + 1 {
                task["title"] = .string("Esercizio \(number) riscritto")
                task["updated_at"] = .string("2026-11-02T10:00:00.000Z")
                lines.append(JSONValue.object(task).text)
            }
        }
        return lines
    }

    /// The search index, row by row.
    static func searchIndex(_ t: TestStore) throws -> [String] {
        try t.raw().read { db in
            try Row.fetchAll(db, sql: "SELECT rowid, title, body, subjectId FROM searchIndex ORDER BY rowid")
                .map { "\($0[0] as Int64) \($0[1] as String) | \($0[2] as String) | \($0[3] as Int64?)" }
        }
    }

    /// Every trigger, as the SQL that made it.
    static func triggers(_ t: TestStore) throws -> [String] {
        try t.raw().read { db in
            try String.fetchAll(
                db, sql: "SELECT name || ': ' || sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name")
        }
    }

    /// The rows marked changed for sync, by kind, as the titles of the tasks and the fronts of the cards they name.
    static func marks(_ t: TestStore) throws -> [String] {
        try t.raw().read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT d.kind || ' ' || coalesce(task.title, card.front, material.title, subject.key, d.identity)
                    FROM syncDirty d
                    LEFT JOIN studyTask task ON d.kind = 'task' AND task.uuid = d.identity
                    LEFT JOIN studyCard card ON d.kind = 'card' AND card.uuid = d.identity
                    LEFT JOIN studyMaterial material ON d.kind = 'material' AND material.uuid = d.identity
                    LEFT JOIN subject ON d.kind = 'subject' AND subject.uuid = d.identity
                    ORDER BY 1
                    """)
        }
    }

    static func count(_ sql: String, _ t: TestStore) throws -> Int {
        try t.raw().read { db in try Int.fetchOne(db, sql: sql) ?? -1 }
    }

    static func setUpSync(_ t: TestStore, device: String, folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try t.store.setUpSync(device: device, folder: folder)
    }

    @Test("A large import indexes, names and marks its rows as a few lines at a time do")
    func largeImport() throws {
        let lines = try Self.lines(tasks: Self.manyTasks)
        let bulk = try TestStore()
        let small = try TestStore()
        try Self.setUpSync(bulk, device: "bulk", folder: bulk.directory.file("sync"))
        try Self.setUpSync(small, device: "small", folder: small.directory.file("sync"))
        let before = try Self.triggers(bulk)

        let report = try bulk.store.importEverything(lines: lines, now: Date())
        // Forty lines at a time: under the bulk size, so every row goes through the triggers.
        for start in stride(from: 0, to: lines.count, by: 40) {
            _ = try small.store.importEverything(lines: Array(lines[start..<min(start + 40, lines.count)]), now: Date())
        }

        #expect(report.added["task"] == Self.manyTasks)
        #expect(try Self.searchIndex(bulk) == Self.searchIndex(small))
        #expect(try Self.searchIndex(bulk).count == Self.manyTasks + 2 + 1 + 2)
        #expect(try Self.marks(bulk) == Self.marks(small))
        #expect(try Self.marks(bulk).filter { $0.hasPrefix("task ") }.count == Self.manyTasks)
        #expect(try Self.count("SELECT count(*) FROM studyTask WHERE uuid IS NULL", bulk) == 0)
        #expect(try Self.triggers(bulk) == before)
        let twice = Self.manyTasks / 2 + 1
        #expect(try bulk.store.search("riscritto", subjectKey: nil, limit: 5).count == 1)
        #expect(try bulk.store.search("Esercizio \(twice) sulla", subjectKey: nil, limit: 5).isEmpty)
        #expect(try bulk.store.search("teorema", subjectKey: "robotica", limit: 100).count == Self.manyTasks / 35)

    }

    @Test("Undoing a large import takes every row and its search entry away")
    func undoLargeImport() throws {
        let t = try TestStore()
        let before = try Self.triggers(t)
        _ = try t.store.importEverything(lines: try Self.lines(tasks: Self.manyTasks), now: Date())
        // Every task but the retitled one, and a page.
        #expect(try t.store.search("lavagna", subjectKey: nil, limit: 500).count == Self.manyTasks)
        _ = try t.store.undoLastChange()
        #expect(try Self.count("SELECT count(*) FROM studyTask", t) == 0)
        #expect(try Self.count("SELECT count(*) FROM searchIndex", t) == 0)
        #expect(try Self.triggers(t) == before)
    }

    @Test("A large import that fails at its last line leaves the diary and its schema as they were")
    func failedImport() throws {
        let t = try TestStore()
        let before = try Self.triggers(t)
        let lines = try Self.lines(tasks: Self.manyTasks) + [#"{"type":"task","title":"Senza tipo","kind":"gita"}"#]
        #expect(throws: ImportError.self) { try t.store.importEverything(lines: lines, now: Date()) }
        #expect(try Self.triggers(t) == before)
        #expect(try Self.count("SELECT count(*) FROM studyTask", t) == 0)
        #expect(try Self.count("SELECT count(*) FROM searchIndex", t) == 0)
        // The triggers work again: a task added now is found.
        _ = try t.store.addTask(task("Versione di latino"))
        #expect(try t.store.search("latino", subjectKey: nil, limit: 5).count == 1)
    }

    @Test("A new device that gets a whole diary in its first sync holds it, numbers it and indexes it as the first")
    func firstSync() throws {
        let folder = TemporaryDirectory()
        let laptop = try TestStore()
        _ = try laptop.store.importEverything(lines: try Self.lines(tasks: Self.manyTasks), now: Date())
        try Self.setUpSync(laptop, device: "laptop", folder: folder.path)
        _ = try laptop.store.synchronize(replay: SyncPropertyTests.replay)

        let phone = try TestStore()
        try Self.setUpSync(phone, device: "phone", folder: folder.path)
        let report = try phone.store.synchronize(replay: SyncPropertyTests.replay)

        #expect(report.applied["laptop"] ?? 0 > Self.manyTasks)
        #expect(try Self.marks(phone).isEmpty)
        #expect(try Self.triggers(phone) == Self.triggers(laptop))
        #expect(try Self.searchIndex(phone) == Self.searchIndex(laptop))
        // The built-in rows both diaries made (the phone's are its own changes) meet once the laptop hears of them.
        _ = try laptop.store.synchronize(replay: SyncPropertyTests.replay)
        _ = try phone.store.synchronize(replay: SyncPropertyTests.replay)
        #expect(try SyncPropertyTests.export(phone.store) == SyncPropertyTests.export(laptop.store))
    }
}
