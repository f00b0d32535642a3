import DiarioTestSupport
import GRDB
import Testing

@testable import DiarioStore

/// Every table the migrations make is covered by the undo journal and by export / import, or the store says why
/// not (``SchemaCoverage``): a new table that is forgotten fails here.
@Suite("Schema coverage")
struct SchemaCoverageTests {
    /// The tables of a new database at the newest schema.
    func tables() throws -> Set<String> {
        let t = try TestStore()
        let names = try t.raw().read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        }
        #expect(SchemaCoverage.derived.isSubset(of: Set(names)), "a derived table the migrations do not make")
        return Set(names).subtracting(SchemaCoverage.bookkeeping).subtracting(SchemaCoverage.derived)
    }

    @Test("Each table is recorded by the undo journal, or the store says why not")
    func journal() throws {
        let tables = try tables()
        let journaled = Set(UndoJournal.recordedTables)
        let exempt = Set(SchemaCoverage.notJournaled.keys)
        #expect(tables.subtracting(journaled).subtracting(exempt).isEmpty, "neither journaled nor exempt")
        #expect(journaled.intersection(exempt).isEmpty, "both journaled and exempt")
        #expect(journaled.union(exempt).subtracting(tables).isEmpty, "names no table")
    }

    @Test("Each table is written by export as a kind of its own, or the store says why not")
    func export() throws {
        let tables = try tables()
        let exported = Set(BackupRowKind.all.map(\.table))
        let exempt = Set(SchemaCoverage.notExported.keys)
        #expect(tables.subtracting(exported).subtracting(exempt).isEmpty, "neither exported nor exempt")
        #expect(exported.intersection(exempt).isEmpty, "both exported and exempt")
        #expect(exported.union(exempt).subtracting(tables).isEmpty, "names no table")
    }

    @Test("Each table travels with sync, or the store says why it stays on this device")
    func synced() throws {
        let tables = try tables()
        let synced = Set(SyncedTables.all.map(\.table))
        let exempt = Set(SyncedTables.stayOnThisDevice.keys)
        #expect(tables.subtracting(synced).subtracting(exempt).isEmpty, "neither synced nor exempt")
        #expect(synced.intersection(exempt).isEmpty, "both synced and exempt")
        #expect(synced.union(exempt).subtracting(tables).isEmpty, "names no table")
        #expect(Set(SyncedTables.all.map(\.type)).count == SyncedTables.all.count, "a kind listed twice")
    }

    @Test(
        "Each synced table marks its changes for sync once sync is set up, and a diary that does not sync has no sync trigger to parse at each start"
    )
    func sync() throws {
        let t = try TestStore()
        let folder = TemporaryDirectory()
        let triggers = {
            try Set(
                t.raw().read { db in
                    try String.fetchAll(
                        db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger' AND name GLOB '*_sync_*'")
                })
        }
        #expect(try triggers().isEmpty)
        try t.store.setUpSync(device: "laptop", folder: folder.path)
        let installed = try triggers()
        for kind in SyncedTables.all {
            for event in ["insert", "update", "delete"] {
                #expect(installed.contains("\(kind.table)_sync_\(event)"), "\(kind.table) has no sync \(event) trigger")
            }
        }
        #expect(
            installed.contains("materialPage_text_sync_update") && installed.contains("materialPage_text_sync_delete"))
        #expect(installed.count == SyncedTables.all.count * 3 + 3 + 2, "a trigger on a table that stays on this device")
    }
}

/// The store in memory, for tests of what it keeps: the same schema as a file, and it keeps what it is given.
@Suite("The store in memory")
struct InMemoryStoreTests {
    @Test("An in-memory store has the file's schema and keeps a task")
    func sameSchema() throws {
        let memory = try DiarioStore.inMemory()
        let file = try TestStore()
        let schema = { (writer: any DatabaseWriter) in
            try writer.read { db in
                try String.fetchAll(db, sql: "SELECT type || ' ' || name FROM sqlite_master ORDER BY type, name")
            }
        }
        #expect(try schema(memory.writer) == schema(file.store.writer))
        let added = try memory.addTask(task("compiti", due: "2026-11-27"))
        #expect(try memory.task(id: added.id ?? 0)?.title == "compiti")
        #expect(try memory.appliedMigrations() == DiarioStore.knownMigrations)
    }
}
