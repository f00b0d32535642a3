import DiarioDomain
internal import GRDB

/// A mark on a synced row, by kind and identity: a table of v19 with nothing else in it. ``SyncDirtyRecord`` and
/// ``SyncPendingRecord`` read and write theirs; only the triggers that mark changed rows, the join that reads the
/// dirty rows' columns (``SyncRows``) and the bulk copy of a restore go around them.
protocol SyncRowMark: Codable, FetchableRecord, PersistableRecord {
    var kind: String { get }
    var identity: String { get }
    init(kind: String, identity: String)
}

extension SyncRowMark {
    // A sync marks and unmarks rows one by one, up to every row of a diary: the statements are prepared once.

    /// Marks a row; marking it twice is one mark.
    static func mark(_ kind: String, _ identity: String, in db: GRDB.Database) throws {
        try db.cachedStatement(sql: "INSERT OR IGNORE INTO \(databaseTableName) (kind, identity) VALUES (?, ?)")
            .execute(arguments: [kind, identity])
    }

    /// Takes a row's mark away.
    static func unmark(_ kind: String, _ identity: String, in db: GRDB.Database) throws {
        try db.cachedStatement(sql: "DELETE FROM \(databaseTableName) WHERE kind = ? AND identity = ?")
            .execute(arguments: [kind, identity])
    }

    /// Takes the marks of many rows of one kind away, in one statement.
    static func unmark(_ kind: String, _ identities: Set<String>, in db: GRDB.Database) throws {
        let list = JSONValue.array(identities.map(JSONValue.string)).text
        try db.cachedStatement(
            sql: "DELETE FROM \(databaseTableName) WHERE kind = ? AND identity IN (SELECT value FROM json_each(?))"
        ).execute(arguments: [kind, list])
    }

    /// Whether a row is marked.
    static func isMarked(_ kind: String, _ identity: String, in db: GRDB.Database) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(
                sql: "SELECT EXISTS (SELECT 1 FROM \(databaseTableName) WHERE kind = ? AND identity = ?)"),
            arguments: [kind, identity]) ?? false
    }

    /// The marked rows, by kind.
    static func marked(in db: GRDB.Database) throws -> [String: Set<String>] {
        var rows: [String: Set<String>] = [:]
        for mark in try fetchAll(db) { rows[mark.kind, default: []].insert(mark.identity) }
        return rows
    }

    /// Whether any row is marked.
    static func anyMarked(in db: GRDB.Database) throws -> Bool {
        // SQL text rather than the query interface, which reads the table's schema first: every command runs this
        // (``SyncRepository/hasUnpublishedChanges()``), and it was a twelfth of an empty `list --json`.
        try Bool.fetchOne(db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM \(databaseTableName))")) ?? false
    }

    /// How many rows are marked.
    static func count(in db: GRDB.Database) throws -> Int { try fetchCount(db) }

    /// Takes every mark away.
    static func unmarkAll(in db: GRDB.Database) throws { _ = try deleteAll(db) }
}

/// A row changed here since the last capture (`syncDirty`), marked by the sync triggers whoever changed it.
struct SyncDirtyRecord: SyncRowMark {
    static let databaseTableName = "syncDirty"
    var kind: String
    var identity: String

    /// Marks every row of `kind`, to be compared with the shadow at the next capture.
    static func markEveryRow(of kind: BackupRowKind, in db: GRDB.Database) throws {
        try db.execute(
            sql: """
                INSERT OR IGNORE INTO syncDirty (kind, identity)
                SELECT '\(kind.type)', \(kind.identity) FROM main.\(kind.table) WHERE \(kind.identity) IS NOT NULL
                """)
    }

    /// Marks the rows of `kind` that differ between this database and the attached `schema` (a copy of it before a
    /// restore), or are in one only: a row whose every column is the same on both sides is the same row, untouched.
    static func markRowsThatDiffer(_ kind: BackupRowKind, from schema: String, in db: GRDB.Database) throws {
        try db.execute(
            sql: """
                INSERT OR IGNORE INTO syncDirty (kind, identity)
                SELECT '\(kind.type)', \(kind.identity) FROM (
                    SELECT * FROM (SELECT * FROM main.\(kind.table) EXCEPT SELECT * FROM \(schema).\(kind.table))
                    UNION ALL
                    SELECT * FROM (SELECT * FROM \(schema).\(kind.table) EXCEPT SELECT * FROM main.\(kind.table))
                ) WHERE \(kind.identity) IS NOT NULL
                """)
    }
}

/// A row read from another device that could not be written yet (`syncPending`): what it points to has not arrived,
/// its number is taken, or its held text has no page. It is tried again at every sync that applies.
struct SyncPendingRecord: SyncRowMark {
    static let databaseTableName = "syncPending"
    var kind: String
    var identity: String
}
