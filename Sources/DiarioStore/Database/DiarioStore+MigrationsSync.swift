internal import GRDB

extension DiarioStore {
    /// The migrations of sync across devices (issue 28), in order.
    static func registerSync(in migrator: inout DatabaseMigrator) {
        // v19: sync through a shared folder (docs/sync.md). Six tables of this device's own bookkeeping, never
        // exported, journaled or sent: its name, folder and clock (`syncState`); what it holds of every row with the
        // stamp of each column and of its latest insertion and deletion, tombstones included (`syncRow`); the rows
        // changed since it last published (`syncDirty`); rows read from other devices that could not be written yet,
        // for a row they point to has not arrived (`syncPending`); how far it has read every device's files
        // (`syncApplied`); the conflicts it met (`syncConflict`). Triggers on every table a student owns mark a changed row dirty,
        // whoever changes it (a command, an import, an undo, another process); they do nothing until sync is set up.
        // Since v20 a database has these triggers only while it syncs: see below.
        migrator.registerMigration("v19-sync") { db in
            try db.create(table: "syncState") { t in
                t.primaryKey("key", .text)
                t.column("value", .text).notNull()
            }
            try db.create(table: "syncRow", options: .withoutRowID) { t in
                t.column("kind", .text).notNull()
                t.column("identity", .text).notNull()
                t.column("state", .text).notNull()
                t.primaryKey(["kind", "identity"])
            }
            try db.create(table: "syncDirty", options: .withoutRowID) { t in
                t.column("kind", .text).notNull()
                t.column("identity", .text).notNull()
                t.primaryKey(["kind", "identity"])
            }
            try db.create(table: "syncPending", options: .withoutRowID) { t in
                t.column("kind", .text).notNull()
                t.column("identity", .text).notNull()
                t.primaryKey(["kind", "identity"])
            }
            try db.create(table: "syncApplied") { t in
                t.primaryKey("device", .text)
                t.column("sequence", .integer).notNull()
                t.column("lastStamp", .text)
            }
            try db.create(table: "syncConflict") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("seenAt", .datetime).notNull()
                t.column("kind", .text).notNull()
                t.column("identity", .text).notNull()
                t.column("device", .text).notNull()
                t.column("detail", .text).notNull()
            }
            let synced: [(table: String, kind: String, identity: String)] = [
                ("subject", "subject", "uuid"), ("preference", "preference", "key"), ("studyTask", "task", "uuid"),
                ("studyMaterial", "material", "uuid"), ("materialPage", "material_page", "uuid"),
                ("mindMap", "mind_map", "uuid"), ("mindMapNode", "mind_map_node", "uuid"),
                ("studyCard", "card", "uuid"), ("reviewLog", "review", "uuid"),
                ("conversation", "conversation", "uuid"), ("coachMessage", "message", "uuid"),
                ("studySession", "study_session", "uuid"), ("studyTerm", "term", "uuid"),
                ("studyGoal", "goal", "uuid"), ("goalTarget", "goal_target", "uuid"),
                ("termGoal", "term_goal", "uuid"), ("achievement", "achievement", "key"),
                ("drillAnswer", "drill_answer", "uuid"),
                ("grade", "grade", "uuid"), ("lesson", "lesson", "uuid"), ("schoolBreak", "school_break", "uuid"),
                ("absence", "absence", "uuid"),
            ]
            for table in synced {
                try markChangesForSync(of: table.table, kind: table.kind, identity: table.identity, in: db)
            }
            // A subject's aliases travel inside its row: changing one changes the subject.
            for (event, row) in [("INSERT", "NEW"), ("DELETE", "OLD"), ("UPDATE", "NEW")] {
                try db.execute(
                    sql: """
                        CREATE TRIGGER subjectAlias_sync_\(event.lowercased()) AFTER \(event) ON subjectAlias
                        WHEN EXISTS (SELECT 1 FROM syncState WHERE key = 'device')
                        BEGIN INSERT OR IGNORE INTO syncDirty (kind, identity)
                            SELECT 'subject', uuid FROM subject WHERE id = \(row).subjectId AND uuid IS NOT NULL; END
                        """)
            }
        }
    }

    /// The migrations after v19, in order.
    static func registerSyncTriggersWhenSetUp(in migrator: inout DatabaseMigrator) {
        // v20: SQLite parses every trigger of the schema at each start, and v19's 69 sync triggers cost a seventh of a
        // cold `diario list --json` (47 million instructions, 40 without them, by callgrind). A diary that does not
        // sync drops them; `diario sync init` puts them back (`installSyncTriggers`). A later migration that makes a
        // synced table anew calls `installSyncTriggers` when the diary syncs.
        migrator.registerMigration("v20-sync-triggers-when-set-up") { db in
            guard try syncSetup(in: db) == nil else { return }
            try dropSyncTriggers(in: db)
        }
    }

    /// The migrations of sync after v21, in order.
    static func registerCompactShadow(in migrator: inout DatabaseMigrator) {
        // v22: the shadow kept every column's stamp, 27 bytes each and the same for most columns of a row: 16 MB of
        // states for 20,000 tasks whose table takes 3 MB, a synced diary 2.8 times the size of the same diary
        // unsynced, and a page's text kept twice. Every state is written again in the form of `SyncShadow.save`: one
        // stamp a row with the columns changed since on their own, values by position, and a page's text the table
        // holds kept as its digest (two triggers put it back before the page loses it). It means the same. A
        // snapshot is a copy of the shadow, so a device still on v21 must not read one written now: the sync schema
        // goes up with this migration, and such a device holds this one's files until it is updated.
        migrator.registerMigration("v22-compact-sync-shadow") { db in
            try db.rename(table: "syncRow", to: "syncRowBefore22")
            try db.create(table: "syncRow", options: .withoutRowID) { t in
                t.column("kind", .text).notNull()
                t.column("identity", .text).notNull()
                t.column("state", .text).notNull()
                t.primaryKey(["kind", "identity"])
            }
            let shadow = SyncShadow(db: db, device: "")  // its name is for numbering, which this does not do
            let rows = try Row.fetchCursor(db, sql: "SELECT kind, identity, state FROM syncRowBefore22")
            while let row = try rows.next() {
                let kind: String = row["kind"]
                try shadow.save(SyncShadow.state(stored: row["state"], kind: kind), kind: kind, row: row["identity"])
            }
            try db.drop(table: "syncRowBefore22")
            if try syncSetup(in: db) != nil { try installHeldTextTriggers(in: db) }
        }
    }

    /// Drops the triggers ``installSyncTriggers(in:)`` makes.
    static func dropSyncTriggers(in db: GRDB.Database) throws {
        let triggers = try String.fetchAll(
            db,
            sql: """
                SELECT name FROM sqlite_master WHERE type = 'trigger'
                AND (name GLOB '*_sync_insert' OR name GLOB '*_sync_update' OR name GLOB '*_sync_delete')
                """)
        for trigger in triggers { try db.execute(sql: "DROP TRIGGER \(trigger.quotedDatabaseIdentifier)") }
    }

    /// The triggers that mark what changes for sync, on every table a student owns (``SyncedTables/all``) and on
    /// subjects' aliases; those already there are kept. Called when sync is set up, in its transaction.
    static func installSyncTriggers(in db: GRDB.Database) throws {
        for kind in SyncedTables.all {
            try markChangesForSync(of: kind.table, kind: kind.type, identity: kind.identity, in: db)
        }
        for (event, row) in [("INSERT", "NEW"), ("DELETE", "OLD"), ("UPDATE", "NEW")] {
            try db.execute(
                sql: """
                    CREATE TRIGGER IF NOT EXISTS subjectAlias_sync_\(event.lowercased()) AFTER \(event) ON subjectAlias
                    WHEN EXISTS (SELECT 1 FROM syncState WHERE key = 'device')
                    BEGIN INSERT OR IGNORE INTO syncDirty (kind, identity)
                        SELECT 'subject', uuid FROM subject WHERE id = \(row).subjectId AND uuid IS NOT NULL; END
                    """)
        }
        try installHeldTextTriggers(in: db)
    }

    /// Two triggers that put a page's text back in the shadow just before the page loses it (its text changes, or the
    /// page is deleted), when the shadow holds that text only by digest (``SyncShadow/save(_:kind:row:)``): the shadow
    /// never holds a digest of a text no row has. Those already there are kept.
    static func installHeldTextTriggers(in db: GRDB.Database) throws {
        let setUp = "EXISTS (SELECT 1 FROM syncState WHERE key = 'device')"
        let putBack = SyncShadow.putBackHeldText("OLD.text", identity: "OLD.uuid")
        try db.execute(
            sql: """
                CREATE TRIGGER IF NOT EXISTS materialPage_text_sync_update BEFORE UPDATE OF text ON materialPage
                WHEN OLD.text IS NOT NEW.text AND \(setUp) BEGIN \(putBack); END;
                CREATE TRIGGER IF NOT EXISTS materialPage_text_sync_delete BEFORE DELETE ON materialPage
                WHEN \(setUp) BEGIN \(putBack); END;
                """)
    }

    /// Three triggers that mark a row of `table` dirty (as `kind`, by its `identity` column) when it is inserted,
    /// updated or deleted, once sync is set up; those already there are kept.
    static func markChangesForSync(of table: String, kind: String, identity: String, in db: GRDB.Database) throws {
        let setUp = "EXISTS (SELECT 1 FROM syncState WHERE key = 'device')"
        let mark = { (row: String) in
            "INSERT OR IGNORE INTO syncDirty (kind, identity) SELECT '\(kind)', \(row).\(identity) WHERE \(row).\(identity) IS NOT NULL;"
        }
        try db.execute(
            sql: """
                CREATE TRIGGER IF NOT EXISTS \(table)_sync_insert AFTER INSERT ON \(table) WHEN \(setUp)
                    BEGIN \(mark("NEW")) END;
                CREATE TRIGGER IF NOT EXISTS \(table)_sync_update AFTER UPDATE ON \(table) WHEN \(setUp)
                    BEGIN \(mark("OLD")) \(mark("NEW")) END;
                CREATE TRIGGER IF NOT EXISTS \(table)_sync_delete AFTER DELETE ON \(table) WHEN \(setUp)
                    BEGIN \(mark("OLD")) END;
                """)
    }
}
