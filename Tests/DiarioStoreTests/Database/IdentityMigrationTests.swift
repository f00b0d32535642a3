import DiarioDomain
import DiarioStore
import DiarioTestSupport
import Foundation
import GRDB
import Testing

/// v24: a row's UUID from its column's default, not from two triggers per table.
@Suite("Identities given by the column's default (v24)")
struct IdentityMigrationTests {
    /// The tables with an identity, as the fixture's binary (before v24) gave them their triggers.
    static let tables = [
        "absence", "coachMessage", "conversation", "drillAnswer", "goalTarget", "grade", "lesson", "materialPage",
        "mindMap", "mindMapNode", "reviewLog", "schoolBreak", "studyCard", "studyGoal", "studyMaterial", "studySession",
        "studyTask", "studyTerm", "subject", "termGoal",
    ]

    @Test("The v23 fixture migrates: every row as it was, no UUID trigger left, each table's default gives one")
    func fixtureMigrates() throws {
        let directory = TemporaryDirectory()
        let path = try Fixtures.copy("db/diario-v23.sqlite", to: directory)
        let before = try Self.rows(at: path)
        let triggersBefore = try Self.uuidTriggers(at: path)
        #expect(triggersBefore.count == 40, "the fixture was made before v24")
        #expect(before.values.filter { !$0.isEmpty }.count >= 19, "the fixture holds rows in nearly every table")

        let store = try DiarioStore.open(path: path)
        #expect(try store.appliedMigrations() == DiarioStore.knownMigrations)
        #expect(try store.integrityCheck() == ["ok"])
        #expect(try Self.rows(at: path) == before)
        #expect(try Self.uuidTriggers(at: path) == [])
        let defaults = try DatabaseQueue(path: path).read { db in
            try Self.tables.map { table in
                try Row.fetchAll(db, sql: "PRAGMA table_info(\(table))").first { $0["name"] == "uuid" }?["dflt_value"]
                    as String?
            }
        }
        #expect(defaults.allSatisfy { $0?.contains("randomblob") == true }, "\(defaults)")
        let nullable = try DatabaseQueue(path: path).read { db in
            try Self.tables.filter { table in
                try Row.fetchAll(db, sql: "PRAGMA table_info(\(table))").first { $0["name"] == "uuid" }?["notnull"] != 1
            }
        }
        #expect(nullable == [])
    }

    @Test("A new diary has no UUID trigger either: every identity column gives its own")
    func newDiary() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("diario.sqlite")
        _ = try DiarioStore.open(path: path)
        #expect(try Self.uuidTriggers(at: path) == [])
    }

    @Test("A new row gets a random UUID, an edit made from the domain value keeps it, and SQL without one gets one")
    func givenAndKept() throws {
        let directory = TemporaryDirectory()
        let path = try Fixtures.copy("db/diario-v23.sqlite", to: directory)
        let store = try DiarioStore.open(path: path)
        let added = try store.addTask(
            StudyTask(
                title: "Ricerca di scienze", subjectKey: "science", kind: .homework,
                dueDate: CalendarDay(year: 2026, month: 12, day: 2)!, priority: .medium,
                createdAt: Date(timeIntervalSince1970: 1_795_000_000)))
        let id = try #require(added.id)
        let uuid = { (id: Int64) in
            try DatabaseQueue(path: path).read { db in
                try String.fetchOne(db, sql: "SELECT uuid FROM studyTask WHERE id = ?", arguments: [id])
            }
        }
        let given = try #require(try uuid(id))
        #expect(given.wholeMatch(of: /[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/) != nil)

        var edited = added
        edited.title = "Ricerca di scienze sulle cellule"
        _ = try store.updateTask(edited)
        #expect(try uuid(id) == given)
        #expect(try store.task(id: id)?.title == "Ricerca di scienze sulle cellule")

        let second = try store.addTask(
            StudyTask(
                title: "Ricerca di storia", subjectKey: "history", kind: .homework, priority: .low,
                createdAt: Date(timeIntervalSince1970: 1_795_000_000)))
        #expect(try uuid(#require(second.id)).map { $0 != given } == true)

        try DatabaseQueue(path: path).write { db in
            try db.execute(
                sql: "INSERT INTO studyTask (title, kind, priority, createdAt) VALUES ('Tema', 'homework', 'low', ?)",
                arguments: ["2026-11-23 10:00:00.000"])
        }
        let last = try DatabaseQueue(path: path).read { db in
            try Int64.fetchOne(db, sql: "SELECT max(id) FROM studyTask")
        }
        #expect(try uuid(#require(last)) != nil)
        // A write that would leave a row without its identity is refused, and the row keeps it.
        #expect(throws: DatabaseError.self) {
            try DatabaseQueue(path: path).write { db in
                try db.execute(sql: "UPDATE studyTask SET uuid = NULL WHERE id = ?", arguments: [id])
            }
        }
        #expect(try uuid(id) == given)
    }

    /// Every row of every identity table, as text, by table.
    static func rows(at path: String) throws -> [String: [String]] {
        try DatabaseQueue(path: path).read { db in
            try Dictionary(
                uniqueKeysWithValues: tables.map { table in
                    (table, try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY rowid").map(\.description))
                })
        }
    }

    static func uuidTriggers(at path: String) throws -> [String] {
        try DatabaseQueue(path: path).read { db in
            try String.fetchAll(
                db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE '%\\_uuid' ESCAPE '\\'")
        }
    }
}
