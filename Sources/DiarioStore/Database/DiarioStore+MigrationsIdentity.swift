import Foundation
internal import GRDB

extension DiarioStore {
    // v24: a row's UUID comes from its column's default instead of two triggers per table. Since v6 every table with
    // an identity had `T_gets_uuid` (a row inserted without one gets a random UUID) and `T_keeps_uuid` (an update
    // that sets it to NULL puts the old one back). SQLite parses every trigger of the file at every open: those forty
    // were half a millisecond of each command, a fifteenth of a cold `list` (docs/benchmarks.md, "Start-up, fourth
    // round"). The column's default gives the UUID now, and records write their UUID only when they know it
    // (`StableIdentity`), so an update without one leaves it alone; SQL that may bind none writes `uuidOrNew`. The
    // column is NOT NULL too: a write that would leave a row without an identity fails instead of passing unseen.
    // Neither can be added by ALTER TABLE. SQLite documents changing a default by editing the table's text in
    // `sqlite_schema`, which changes nothing stored (lang_altertable.html, "Making Other Kinds Of Table Schema
    // Changes"); adding NOT NULL that way is sound only when no row is NULL there, which the triggers made sure of
    // and this migration makes sure of again (a row without one gets one first). Rows, indexes and the other
    // triggers stay as they are. A Diario older than v24 still running when the file is migrated writes NULL UUIDs,
    // which are now refused: its adds and edits fail until it is started again. What travels by sync does not change,
    // so sync files keep their schema number (`migrationsSyncIgnores`).
    static func registerIdentityDefaults(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v24-identity-by-default") { db in
            let tables = try String.fetchAll(
                db,
                sql: """
                    SELECT tbl_name FROM sqlite_master WHERE type = 'trigger' AND name = tbl_name || '_gets_uuid'
                    ORDER BY tbl_name
                    """)
            guard !tables.isEmpty else { return }
            // A table whose text is not as the migrations wrote it keeps its triggers, which do the same work.
            var given: [(table: String, sql: String)] = []
            for table in tables {
                let sql = try String.fetchOne(
                    db, sql: "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?", arguments: [table])
                if let edited = sql.flatMap(identityByDefault) { given.append((table, edited)) }
            }
            guard !given.isEmpty else { return }
            // The triggers gave every row one; a row without one would break the NOT NULL the column now has.
            for (table, _) in given {
                try db.execute(sql: "UPDATE \(table) SET uuid = \(randomUUID) WHERE uuid IS NULL")
            }
            let version = try Int.fetchOne(db, sql: "PRAGMA schema_version") ?? 0
            try db.execute(sql: "PRAGMA writable_schema = ON")
            for (table, sql) in given {
                try db.execute(
                    sql: "UPDATE sqlite_master SET sql = ? WHERE type = 'table' AND name = ?", arguments: [sql, table])
            }
            try db.execute(sql: "PRAGMA schema_version = \(version + 1)")
            try db.execute(sql: "PRAGMA writable_schema = OFF")
            for (table, _) in given {
                try db.execute(sql: "DROP TRIGGER \(table)_gets_uuid")
                try db.execute(sql: "DROP TRIGGER IF EXISTS \(table)_keeps_uuid")
            }
        }
    }

    /// A table's CREATE text with NOT NULL and a default added to its one `uuid TEXT` column (as v6 and the later
    /// migrations wrote it, quoted or not); nil when the text has no such column, or more than one.
    static func identityByDefault(_ createTable: String) -> String? {
        let columns = [", uuid TEXT", ", \"uuid\" TEXT"].flatMap { spelling in
            createTable.ranges(of: spelling).filter { range in
                // The type ends the definition: a comma or the closing parenthesis follows, nothing else.
                range.upperBound == createTable.endIndex || [",", ")"].contains(createTable[range.upperBound])
            }
        }
        guard columns.count == 1, let column = columns.first else { return nil }
        return createTable.replacingCharacters(
            in: column, with: createTable[column] + " NOT NULL DEFAULT (\(randomUUID))")
    }

    /// A placeholder for a UUID that may be bound NULL: the value bound, else a new random one, as the column's
    /// default would give.
    static let uuidOrNew = "coalesce(?, \(randomUUID))"
}
