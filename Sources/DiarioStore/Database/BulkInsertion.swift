import DiarioDomain
internal import GRDB

/// Many rows inserted in one transaction (an import, the sync that brings a new device a whole diary) without each
/// row paying for its table's AFTER INSERT triggers: the triggers are dropped for the time being, and their work is
/// done once, in one statement per trigger, for every row inserted.
///
/// Why: with SQLite 3.40, any AFTER INSERT trigger gives each INSERT a statement journal, and FTS5 writes its pending
/// terms out as a new segment at every statement savepoint. Inserting 100,000 tasks cost about 30 µs a row in
/// triggers alone, and 3 µs done this way (docs/benchmarks.md, "Import and first sync").
///
/// Only the three triggers the migrations give such tables are suspended: a row's UUID (`T_gets_uuid`, v6; since v24
/// the column's default gives it, and the trigger is left only where a table's text could not take one), its
/// search entry (`T_indexed`, v11) and its sync mark (`T_sync_insert`, v19/v20). A table with any other AFTER INSERT
/// trigger keeps all of its triggers (a trigger is found by the text ` AFTER INSERT ON ` in its SQL, as the migrations
/// write it). The replays below are copies of those triggers' bodies: `BulkInsertionTests` compares a large import
/// with the same lines written through the triggers, so a migration that changes a body must change its replay.
/// Dropping and creating the triggers belongs to the caller's transaction: when it is rolled back, the triggers are
/// back as they were.
struct BulkInsertion {
    /// How many rows make it worth it (an import's lines, the rows a sync writes): below, changing the schema twice
    /// costs more than the triggers. A caller that uses one must call ``finish(inserted:)`` before its transaction
    /// commits, or let the transaction fail.
    static let threshold = 200

    private let db: GRDB.Database
    /// The dropped triggers, by table, in the order tables were given: (name, the SQL that made it).
    private let suspended: [(table: String, triggers: [(name: String, sql: String)])]

    /// Drops the AFTER INSERT triggers of each of `tables` that can be suspended.
    init(tables: [String], in db: GRDB.Database) throws {
        self.db = db
        var suspended: [(table: String, triggers: [(name: String, sql: String)])] = []
        for table in tables {
            let triggers = try Row.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ?
                        AND sql LIKE '% AFTER INSERT ON %' ORDER BY name
                        """),
                arguments: [table]
            ).map { (name: $0["name"] as String, sql: $0["sql"] as String) }
            guard !triggers.isEmpty, triggers.allSatisfy({ Self.replay(of: $0.name, table: table) != nil }) else {
                continue
            }
            for trigger in triggers { try db.execute(sql: "DROP TRIGGER \(trigger.name.quotedDatabaseIdentifier)") }
            suspended.append((table, triggers))
        }
        self.suspended = suspended
    }

    /// Does the dropped triggers' work for `inserted` (the rowids inserted meanwhile, by table), then creates the
    /// triggers again, word for word.
    func finish(inserted: [String: Set<Int64>]) throws {
        for (table, triggers) in suspended {
            if let rows = inserted[table], !rows.isEmpty {
                let ids = "[" + rows.sorted().map(String.init).joined(separator: ",") + "]"
                // The UUID first: the search entry does not need it, the sync mark does.
                for name in triggers.map(\.name).sorted(by: { Self.order(of: $0) < Self.order(of: $1) }) {
                    guard let replay = Self.replay(of: name, table: table) else { continue }
                    try db.execute(sql: replay, arguments: [ids])
                }
            }
            for trigger in triggers { try db.execute(sql: trigger.sql) }
        }
    }

    // MARK: - What each trigger does, for many rows at once

    /// The rows the replay works on: those inserted, named by a JSON array of rowids bound to the one argument.
    private static let amongInserted = "NEW.rowid IN (SELECT value FROM json_each(?))"

    private static func order(of trigger: String) -> Int {
        trigger.hasSuffix("_gets_uuid") ? 0 : trigger.hasSuffix("_indexed") ? 1 : 2
    }

    /// One statement that does what the trigger `name` of `table` does for every inserted row; nil for a trigger
    /// this type does not know, which is then left in place.
    private static func replay(of name: String, table: String) -> String? {
        switch name {
        case "\(table)_gets_uuid":
            return """
                UPDATE \(table) AS NEW SET uuid = \(DiarioStore.randomUUID) WHERE \(amongInserted) AND NEW.uuid IS NULL
                """
        case "\(table)_indexed":
            guard let entry = searchEntries[table] else { return nil }
            // An inserted row edited later in the same transaction was indexed by its update trigger already.
            return """
                INSERT OR REPLACE INTO searchIndex (rowid, title, body, subjectId) \(entry) WHERE \(amongInserted)
                """
        case "\(table)_sync_insert":
            guard let kind = SyncedTables.kind(inTable: table) else { return nil }
            return """
                INSERT OR IGNORE INTO syncDirty (kind, identity)
                SELECT '\(kind.type)', NEW.\(kind.identity) FROM \(table) AS NEW
                WHERE \(amongInserted) AND NEW.\(kind.identity) IS NOT NULL
                AND EXISTS (SELECT 1 FROM syncState WHERE key = 'device')
                """
        default:
            return nil
        }
    }

    /// What each indexed table's `T_indexed` trigger (v11) writes into the search index, as a query over the table
    /// named `NEW`: the rowid (the row's number times four plus the table's code), title, body and subject.
    private static let searchEntries: [String: String] = [
        "studyTask": "SELECT NEW.id * 4 + 0, NEW.title, coalesce(NEW.notes, ''), NEW.subjectId FROM studyTask AS NEW",
        "studyCard": "SELECT NEW.id * 4 + 1, NEW.front, NEW.back, NEW.subjectId FROM studyCard AS NEW",
        "studyMaterial":
            "SELECT NEW.id * 4 + 3, NEW.title, coalesce(NEW.notes, ''), NEW.subjectId FROM studyMaterial AS NEW",
        "materialPage": """
        SELECT NEW.id * 4 + 2, '', NEW.text, material.subjectId
        FROM materialPage AS NEW JOIN studyMaterial AS material ON material.id = NEW.materialId
        """,
    ]
}
