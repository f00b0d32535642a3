import DiarioTestSupport
import GRDB
import Testing

@testable import DiarioStore

/// v20: the sync triggers v19 made stay only in a diary that syncs (each start parses every trigger of the schema).
@Suite("The sync triggers' migration (v20)")
struct SyncTriggerMigrationTests {
    func syncTriggers(_ t: TestStore) throws -> Int {
        try t.raw().read { db in
            try Int.fetchOne(
                db, sql: "SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name GLOB '*_sync_*'") ?? -1
        }
    }

    @Test(
        "A v19 diary that syncs keeps its sync triggers and still marks changes; one that does not loses them",
        arguments: [true, false])
    func v20(syncing: Bool) throws {
        let t = try TestStore()
        let folder = TemporaryDirectory()
        if syncing { try t.store.setUpSync(device: "laptop", folder: folder.path) }
        // As v19 left it: every trigger there, and v20 not run yet.
        try t.raw().write { db in
            try DiarioStore.installSyncTriggers(in: db)
            try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = 'v20-sync-triggers-when-set-up'")
            try db.execute(sql: "DELETE FROM syncDirty")
        }
        // v19's 69, and the two v22 adds to a diary that syncs.
        #expect(try syncTriggers(t) == 71)
        let reopened = try DiarioStore.open(path: t.path)
        #expect(try reopened.appliedMigrations() == DiarioStore.knownMigrations)
        #expect(try syncTriggers(t) == (syncing ? 71 : 0))
        _ = try reopened.addTask(task("Esercizi"))
        let marked = try t.raw().read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM syncDirty") ?? 0 }
        #expect(marked == (syncing ? 1 : 0), "a new task is marked for the next sync only when the diary syncs")
    }
}
