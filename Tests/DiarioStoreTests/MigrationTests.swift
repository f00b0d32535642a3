import DiarioDomain
import DiarioLanguage
import DiarioStore
import DiarioTestSupport
import Foundation
import GRDB
import Testing

@Suite("Opening and migrating database files")
struct MigrationTests {
    @Test("An empty file is migrated to the newest schema and created with mode 0600")
    func emptyFile() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("nested/folder/diario.sqlite")
        let store = try DiarioStore.open(path: path)
        #expect(try store.appliedMigrations() == DiarioStore.knownMigrations)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(!FileManager.default.fileExists(atPath: path + ".bak"))
        #expect(try store.integrityCheck() == ["ok"])
        let journal = try DatabaseQueue(path: path).read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
        #expect(journal == "wal")
    }

    @Test("A zero-byte file (as created by touch) is migrated without a backup")
    func zeroByteFile() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("diario.sqlite")
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        #expect(try DiarioStore.open(path: path).subjects(includingHidden: true).count == 12)
        #expect(!FileManager.default.fileExists(atPath: path + ".bak"))
    }

    @Test("The v1 fixture migrates with every row kept, a .bak copy first, and subjects for subject-less rows")
    func v1Fixture() throws {
        let directory = TemporaryDirectory()
        let path = try Fixtures.copy("db/diario-v1.sqlite", to: directory)
        let before = try DatabaseQueue(path: path).read { db in
            try Row.fetchAll(
                db,
                sql:
                    "SELECT id, title, subjectId, kind, dueDate, dueTime, priority, completedAt FROM studyTask ORDER BY id"
            )
        }
        #expect(before.count == 8)

        let store = try DiarioStore.open(path: path)
        #expect(try store.appliedMigrations() == DiarioStore.knownMigrations)

        let backup = try DatabaseQueue(path: path + ".bak")
        #expect(
            try backup.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") }
                == ["v1-subjects-and-tasks"])
        #expect(
            try backup.read { db in
                try Row.fetchAll(
                    db,
                    sql:
                        "SELECT id, title, subjectId, kind, dueDate, dueTime, priority, completedAt FROM studyTask ORDER BY id"
                )
            } == before)

        let tasks = try store.allTasks()
        #expect(tasks.map(\.title) == before.map { $0["title"] as String })
        #expect(try store.subject(key: "latino")?.aliases == ["lat"])
        #expect(tasks[1].completedAt != nil && tasks[1].dueTime == TimeOfDay(hour: 9, minute: 0))

        let report = try DataMigrationService(store: store, detector: SubjectDetectionService()).run()
        #expect(report.tasksBySubject == ["italian": 1, "science": 1, "other": 1])
        #expect(
            try store.allTasks().map(\.subjectKey) == [
                "math", "history", "english", "latino", "math", "italian", "science", "other",
            ])
    }

    @Test("The v2 fixture migrates to v3 with every task and material kept, and no saved language yet")
    func v2Fixture() throws {
        let directory = TemporaryDirectory()
        let path = try Fixtures.copy("db/diario-v2.sqlite", to: directory)
        let columns = "id, title, subjectId, kind, dueDate, dueTime, priority, completedAt, repeatRule, sourceText"
        let (tasksBefore, materialsBefore) = try DatabaseQueue(path: path).read { db in
            (
                try Row.fetchAll(db, sql: "SELECT \(columns) FROM studyTask ORDER BY id"),
                try Row.fetchAll(db, sql: "SELECT * FROM studyMaterial ORDER BY id")
            )
        }
        #expect(tasksBefore.count == 4 && materialsBefore.count == 1)

        let store = try DiarioStore.open(path: path)
        #expect(try store.appliedMigrations() == DiarioStore.knownMigrations)
        #expect(DiarioStore.knownMigrations.contains("v3-preferences"))
        let after = try DatabaseQueue(path: path).read { db in
            (
                try Row.fetchAll(db, sql: "SELECT \(columns) FROM studyTask ORDER BY id"),
                try Row.fetchAll(db, sql: "SELECT * FROM studyMaterial ORDER BY id")
            )
        }
        #expect(after.0 == tasksBefore && after.1 == materialsBefore)
        #expect(try store.preferredLanguage() == nil)
        try store.savePreferredLanguage(.en)
        #expect(try DiarioStore.open(path: path).preferredLanguage() == .en)
        let backup = try DatabaseQueue(path: path + ".bak")
        #expect(
            try backup.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") }
                == ["v1-subjects-and-tasks", "v2-study-materials"])
    }

    @Test("The v4 fixture migrates to v5 with every task, card and review kept, and no conversation yet")
    func v4Fixture() throws {
        let directory = TemporaryDirectory()
        let path = try Fixtures.copy("db/diario-v4.sqlite", to: directory)
        let tables = ["studyTask", "studyCard", "reviewLog", "preference", "subject"]
        let read = { (path: String) in
            try DatabaseQueue(path: path).read { db in
                try tables.map { try Row.fetchAll(db, sql: "SELECT * FROM \($0) ORDER BY rowid") }
            }
        }
        let before = try read(path)
        #expect(before.map(\.count) == [3, 3, 2, 1, 12])

        let store = try DiarioStore.open(path: path)
        #expect(try store.appliedMigrations() == DiarioStore.knownMigrations)
        #expect(DiarioStore.knownMigrations.last == "v5-coach-conversations")
        #expect(try read(path) == before)
        #expect(try store.latestConversation() == nil)
        #expect(try store.preferredLanguage() == .it)
        let figures = try store.accuracyBySubject(since: .distantPast)
        #expect(figures == [SubjectAccuracy(subjectKey: "history", reviews: 2, remembered: 1)])
        #expect(try store.integrityCheck() == ["ok"])
        let backup = try DatabaseQueue(path: path + ".bak")
        #expect(
            try backup.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") }.last
                == "v4-cards-and-reviews")
    }

    @Test("A database written by a newer Diario is refused and left byte for byte untouched")
    func newerSchemaRefused() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("diario.sqlite")
        _ = try DiarioStore.open(path: path)
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')")
        }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: StorageError.newerSchema(path: path)) { try DiarioStore.open(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        #expect(!FileManager.default.fileExists(atPath: path + ".bak"))
    }

    @Test("A file that is not SQLite is refused with a clear error, and kept")
    func notADatabase() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("notes.sqlite")
        let text = Data(String(repeating: "my precious notes\n", count: 400).utf8)
        _ = FileManager.default.createFile(atPath: path, contents: text)
        #expect(throws: StorageError.notADatabase(path: path)) { try DiarioStore.open(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == text)
    }
}
