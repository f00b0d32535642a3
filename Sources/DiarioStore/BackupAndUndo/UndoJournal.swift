internal import CSQLiteSession
public import DiarioDomain
import Foundation
internal import GRDB

/// The undo journal: each undoable write is recorded, in its own transaction, as an SQLite changeset (the
/// session extension records every row it inserts, updates or deletes, cascades and triggers included), so
/// that undoing it is applying the inverted changeset. A restore is recorded by the backup it replaced.
enum UndoJournal {
    /// The tables whose rows a student owns; the journal and the migrations table are never recorded.
    static let recordedTables = [
        "subject", "subjectAlias", "studyTask", "studyMaterial", "materialPage", "mindMap", "mindMapNode", "studyCard",
        "reviewLog", "preference",
        "conversation", "coachMessage", "studySession", "studyTerm", "studyGoal", "goalTarget", "termGoal",
        "achievement", "drillAnswer", "studyTimer", "grade", "lesson", "schoolBreak", "absence",
    ]
    /// How many changes the journal keeps; the oldest go first.
    static let keptEntries = 100

    /// Runs `body` in `db`'s open transaction while recording what it changes, then journals the change (when
    /// it changed anything) under `action`, with the summary and item `body` returns.
    static func recording<T>(
        _ action: ChangeAction, in db: GRDB.Database, at instant: Date,
        _ body: () throws -> (result: T, summary: String, itemId: Int64?)
    ) throws -> T {
        guard let connection = db.sqliteConnection else { return try body().result }
        var session: OpaquePointer?
        try check(diario_session_start(UnsafeMutableRawPointer(connection), &session), db)
        defer { diario_session_end(session) }
        for table in recordedTables { try check(diario_session_attach(session, table), db) }
        let (result, summary, itemId) = try body()
        var size: Int32 = 0
        var bytes: UnsafeMutableRawPointer?
        try check(diario_session_changeset(session, &size, &bytes), db)
        defer { diario_sqlite_free(bytes) }
        guard size > 0, let bytes else { return result }
        let changeset = Data(bytes: bytes, count: Int(size))
        try db.execute(
            sql: """
                INSERT INTO undoEntry (createdAt, action, summary, itemId, changeset) VALUES (?, ?, ?, ?, ?)
                """,
            arguments: [StoredInstant(instant), action.rawValue, String(summary.prefix(1000)), itemId, changeset])
        try prune(db)
        return result
    }

    /// Journals a restore: undoing it puts back the database kept at `backup`.
    static func recordRestore(from backup: String, summary: String, in db: GRDB.Database, at instant: Date) throws {
        try db.execute(
            sql: "INSERT INTO undoEntry (createdAt, action, summary, backupPath) VALUES (?, ?, ?, ?)",
            arguments: [StoredInstant(instant), ChangeAction.restored.rawValue, String(summary.prefix(1000)), backup])
        try prune(db)
    }

    /// The newest entries first.
    static func entries(limit: Int, in db: GRDB.Database) throws -> [(change: JournaledChange, backup: String?)] {
        try Row.fetchAll(
            db,
            sql: "SELECT id, createdAt, action, summary, itemId, backupPath FROM undoEntry ORDER BY id DESC LIMIT ?",
            arguments: [limit]
        ).map { row in
            let change = JournaledChange(
                id: row["id"], madeAt: try row.requiredInstant(at: 1),
                action: ChangeAction(rawValue: row["action"]) ?? .imported,
                summary: row["summary"], itemId: row["itemId"])
            return (change, row["backupPath"])
        }
    }

    /// Applies the inverse of entry `id`'s changeset and deletes the entry, inside `db`'s open transaction.
    /// A row changed since by something the journal does not record (a quiz review) is put back as the change
    /// found it; a row already gone is left gone. Throws ``StorageError/cannotUndo`` when the data no longer
    /// allows it (a constraint would break).
    static func revert(entry id: Int64, in db: GRDB.Database) throws {
        guard let connection = db.sqliteConnection,
            let changeset = try Data.fetchOne(db, sql: "SELECT changeset FROM undoEntry WHERE id = ?", arguments: [id])
        else { return }
        var size: Int32 = 0
        var inverted: UnsafeMutableRawPointer?
        try changeset.withUnsafeBytes { raw in
            try check(diario_changeset_invert(Int32(raw.count), raw.baseAddress, &size, &inverted), db)
        }
        defer { diario_sqlite_free(inverted) }
        let code = diario_changeset_apply(UnsafeMutableRawPointer(connection), size, inverted, answerConflict, nil)
        guard code == diario_sqlite_ok else { throw StorageError.cannotUndo }
        try db.execute(sql: "DELETE FROM undoEntry WHERE id = ?", arguments: [id])
    }

    /// A row of one table by its number.
    struct RowNumber: Hashable {
        var table: String
        var id: Int64
    }

    /// Forgets every entry whose change touched a row at one of `numbers`: sync has given those numbers to other
    /// rows, so undoing the entry would change a row it never changed. Returns how many entries it forgot.
    static func forget(entriesTouching numbers: Set<RowNumber>, in db: GRDB.Database) throws -> Int {
        guard !numbers.isEmpty else { return 0 }
        var forgotten: [Int64] = []
        for row in try Row.fetchAll(db, sql: "SELECT id, changeset FROM undoEntry WHERE changeset IS NOT NULL") {
            let changeset: Data = row["changeset"]
            if try rows(in: changeset, db).contains(where: numbers.contains) { forgotten.append(row["id"]) }
        }
        for id in forgotten { try db.execute(sql: "DELETE FROM undoEntry WHERE id = ?", arguments: [id]) }
        return forgotten.count
    }

    /// The rows a changeset touches, by table and number.
    private static func rows(in changeset: Data, _ db: GRDB.Database) throws -> [RowNumber] {
        final class Found { var rows: [RowNumber] = [] }
        let found = Found()
        let context = Unmanaged.passUnretained(found).toOpaque()
        var copy = changeset
        let code = copy.withUnsafeMutableBytes { raw in
            diario_changeset_rows(
                Int32(raw.count), raw.baseAddress,
                { context, table, key in
                    guard let context, let table else { return }
                    Unmanaged<Found>.fromOpaque(context).takeUnretainedValue().rows.append(
                        RowNumber(table: String(cString: table), id: key))
                }, context)
        }
        try check(code, db)
        return withExtendedLifetime(found) { found.rows }
    }

    private static func prune(_ db: GRDB.Database) throws {
        try db.execute(
            sql: "DELETE FROM undoEntry WHERE id <= (SELECT max(id) FROM undoEntry) - ?", arguments: [keptEntries])
    }

    private static func check(_ code: Int32, _ db: GRDB.Database) throws {
        guard code == diario_sqlite_ok else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "undo journal")
        }
    }
}

/// The undo's answer to a conflict: the change being undone wins over later unrecorded edits; rows already
/// gone stay gone; anything that would break a constraint stops the undo.
private func answerConflict(_ context: UnsafeMutableRawPointer?, _ kind: Int32, _ iterator: OpaquePointer?) -> Int32 {
    switch kind {
    case diario_changeset_data, diario_changeset_conflict: diario_changeset_replace
    case diario_changeset_notfound: diario_changeset_omit
    default: diario_changeset_abort
    }
}

extension DiarioStore: UndoJournalRepository {
    /// The most recent changes that can still be undone, newest first.
    public func recentChanges(limit: Int) throws -> [JournaledChange] {
        try read { db in try UndoJournal.entries(limit: limit, in: db).map(\.change) }
    }

    /// Takes back the newest change, whichever process made it; nil when the journal is empty.
    public func undoLastChange() throws -> JournaledChange? {
        let newest = try read { db in try UndoJournal.entries(limit: 1, in: db).first }
        guard let (change, backup) = newest else { return nil }
        if let backup {
            try putBack(backup)
            return change
        }
        return try write { db -> JournaledChange? in
            // Another process may have undone it meanwhile: undo only what is still the newest entry.
            guard let current = try UndoJournal.entries(limit: 1, in: db).first, current.change.id == change.id else {
                return nil
            }
            try UndoJournal.revert(entry: change.id, in: db)
            return change
        }
    }

    /// Writes `change` in one journaled transaction: `body` returns its result, a summary and the item it was
    /// about.
    func journaledWrite<T>(
        _ action: ChangeAction, _ body: (GRDB.Database) throws -> (result: T, summary: String, itemId: Int64?)
    ) throws -> T {
        let instant = clock.now()
        return try write { db in try UndoJournal.recording(action, in: db, at: instant) { try body(db) } }
    }
}
