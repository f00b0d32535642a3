import DiarioDomain
import DiarioSync
import Foundation
internal import GRDB

/// What this device holds of every synced row (`syncRow`): the merged state of docs/sync.md, tombstones included.
/// The rows in the tables are what the shadow says exists; a row that differs from its shadow was changed here and
/// not yet published.
struct SyncShadow {
    let db: GRDB.Database
    /// This device's name: a row's number is published by the device whose number it holds (``SyncNumbering``).
    let device: String

    /// The state of one row; an empty state for a row never seen.
    func state(kind: String, row: String) throws -> SyncRowState {
        let text = try String.fetchOne(
            db.cachedStatement(sql: "SELECT state FROM syncRow WHERE kind = ? AND identity = ?"),
            arguments: [kind, row])
        var state = text.map { Self.state(stored: $0, kind: kind) } ?? SyncRowState()
        state.laterInsertRevives = SyncPolicy.laterInsertRevives(kind: kind)
        if kind == Self.heldKind, case .object(let held)? = state.values[Self.heldColumn],
            case .string(let digest)? = held[Self.heldKey],
            let text = try String.fetchOne(
                db.cachedStatement(sql: "SELECT text FROM materialPage WHERE uuid = ?"), arguments: [row]),
            FileDigest.sha256(Data(text.utf8)) == digest
        {
            state.values[Self.heldColumn] = .string(text)
        }
        return state
    }

    /// A state of a row of `kind` as `syncRow` keeps it: JSON with the values (`v`), the latest insertion's stamp
    /// (`i`), the stamp most columns share (`t`, left out when it is the insertion's), the columns whose stamp differs
    /// from it (`s`), the deletions (`d`) and the undone deletions (`r`). The values are an array in the order of
    /// ``SyncedTables/columns(of:)`` when the row has every column of its kind, else an object by column. Before v22
    /// the values were always an object, `s` held every column's stamp and there was no `t`: read the same way, such
    /// a state means the same.
    static func state(stored text: String, kind: String) -> SyncRowState {
        guard case .object(let object)? = JSONValue.parse(text) else { return SyncRowState() }
        var state = SyncRowState()
        switch object["v"] {
        case .object(let values)?:
            state.values = values
        case .array(let values)?:
            // A kind's columns only grow at the end: a state written before a column was added lacks it.
            guard let columns = SyncedTables.columns(of: kind), values.count <= columns.count else { break }
            state.values = Dictionary(uniqueKeysWithValues: zip(columns, values))
        default:
            break
        }
        state.insertedAt = object["i"]?.string.flatMap { SyncStamp($0) }
        let rowStamp = object["t"]?.string.flatMap { SyncStamp($0) } ?? state.insertedAt
        var exceptions: [String: SyncStamp] = [:]
        if case .object(let stamps)? = object["s"] {
            for (column, stamp) in stamps { exceptions[column] = stamp.string.flatMap { SyncStamp($0) } }
        }
        for column in state.values.keys { state.stamps[column] = exceptions[column] ?? rowStamp }
        for deletion in SyncStamp.list(object["d"]) { state.deletions[deletion.device] = deletion }
        for undone in SyncStamp.list(object["r"]) { state.revived[undone.device] = undone }
        return state
    }

    /// `state` of a row of `kind` as `syncRow` keeps it (``state(stored:kind:)``): its values without their names
    /// when it has every column of its kind, and one stamp for the row with a stamp of its own only for a column
    /// changed since, so that a row changed in one column holds two stamps, not one a column.
    static func stored(_ state: SyncRowState, kind: String) -> String {
        var object: [String: JSONValue] = ["v": .object(state.values)]
        if let columns = SyncedTables.columns(of: kind), columns.count == state.values.count {
            let values = columns.compactMap { state.values[$0] }
            if values.count == columns.count { object["v"] = .array(values) }
        }
        // The stamp most columns share, the latest of equals: the same row gives the same text on every device.
        var shared: [SyncStamp: Int] = [:]
        for stamp in state.stamps.values { shared[stamp, default: 0] += 1 }
        let rowStamp = shared.max { ($0.value, $0.key) < ($1.value, $1.key) }?.key
        if let inserted = state.insertedAt { object["i"] = .string(inserted.description) }
        if let rowStamp, rowStamp != state.insertedAt { object["t"] = .string(rowStamp.description) }
        let exceptions = state.stamps.filter { $0.value != rowStamp }
        if !exceptions.isEmpty { object["s"] = .object(exceptions.mapValues { .string($0.description) }) }
        if !state.deletions.isEmpty { object["d"] = Self.stamps(state.deletions) }
        if !state.revived.isEmpty { object["r"] = Self.stamps(state.revived) }
        return JSONValue.object(object).text
    }

    /// Keeps `state` as the row's; a page's text the table holds is kept as its digest.
    func save(_ state: SyncRowState, kind: String, row: String) throws {
        var state = state
        if kind == Self.heldKind, case .string(let text)? = state.values[Self.heldColumn],
            text.utf8.count >= Self.shortestHeld,
            try String.fetchOne(
                db.cachedStatement(sql: "SELECT text FROM materialPage WHERE uuid = ?"), arguments: [row]) == text
        {
            state.values[Self.heldColumn] = .object([Self.heldKey: .string(FileDigest.sha256(Data(text.utf8)))])
        }
        try db.cachedStatement(sql: "INSERT OR REPLACE INTO syncRow (kind, identity, state) VALUES (?, ?, ?)")
            .execute(arguments: [kind, row, Self.stored(state, kind: kind)])
    }

    private static func stamps(_ byDevice: [String: SyncStamp]) -> JSONValue {
        .array(byDevice.values.sorted().map { .string($0.description) })
    }

    // MARK: - Page text the table holds

    /// The kind and column whose value the shadow does not copy while the table holds it: a page's text, the one
    /// value that is large (docs/sync.md, "The shadow"). In its place the shadow keeps `{"held": SHA-256}`, read back
    /// from the table by ``state(kind:row:)``.
    static let heldKind = "material_page"
    static let heldColumn = "text"
    private static let heldKey = "held"
    /// Texts shorter than this (in bytes) are kept, not held: the digest would take as much room.
    private static let shortestHeld = 96

    /// Whether `state`, a row of `kind`, has a page's text the shadow holds by digest and could not read back from
    /// the table: such a row cannot be written until a change brings the text again.
    static func holdsUnreadText(_ state: SyncRowState, kind: String) -> Bool {
        guard kind == heldKind, case .object(let held)? = state.values[heldColumn] else { return false }
        return held[heldKey] != nil
    }

    /// SQL that puts back in the shadow the held text of the page whose UUID is `identity` (of every page when nil,
    /// and only where `condition` holds, when given), from `text` (SQL expressions over `syncRow`), for a page about
    /// to lose that text: the triggers before a page's text changes or the page is deleted, a snapshot, a restored
    /// backup. A text is held only while its page holds it, so `text` is the one held.
    static func putBackHeldText(_ text: String, identity: String? = nil, where condition: String? = nil) -> String {
        let path = SyncedTables.valuePaths(of: heldColumn, in: heldKind)
        let held = (byPosition: path.byPosition + "." + heldKey, byName: path.byName + "." + heldKey)
        return """
            UPDATE syncRow SET state = CASE
                WHEN json_type(state, '\(held.byPosition)') = 'text' THEN json_set(state, '\(path.byPosition)', \(text))
                ELSE json_set(state, '\(path.byName)', \(text)) END
            WHERE kind = '\(heldKind)' \(identity.map { "AND identity = \($0)" } ?? "") AND \(text) IS NOT NULL
            \(condition.map { "AND (\($0))" } ?? "")
            AND coalesce(json_type(state, '\(held.byPosition)'), json_type(state, '\(held.byName)')) = 'text'
            """
    }

    // MARK: - Changes made here

    /// The changes made here since the last publish: each dirty row compared with its shadow, column by column,
    /// stamped by `stamp` and folded into the shadow. The dirty marks are cleared.
    func captureLocalChanges(stamp: () -> SyncStamp) throws -> [SyncChange] {
        let dirty = try SyncDirtyRecord.marked(in: db)
        guard !dirty.isEmpty else { return [] }
        let ownNames = try SyncFork.ownNames(of: device, in: db)
        var changes: [SyncChange] = []
        for kind in SyncedTables.all {
            guard var identities = dirty[kind.type] else { continue }
            var lost: [String] = []
            try SyncRows.forEachDirty(kind, in: db) { identity, columns in
                identities.remove(identity)
                let shadow = try state(kind: kind.type, row: identity)
                let change: SyncChange
                if !shadow.exists {
                    change = SyncChange(
                        kind: kind.type, row: identity, stamp: stamp(), event: .insert, columns: columns,
                        revives: SyncPolicy.deletionsUndone(byInsertingOver: shadow, ownNames: ownNames))
                } else {
                    // A row's number is another device's to change while its claim is that device's; here it may
                    // be a number held for the time being.
                    let numbered = ownNames.contains(shadow.stamps["id"]?.device ?? "")
                    let edited = columns.filter {
                        ($0.key != "id" || numbered) && shadow.values[$0.key] != $0.value
                    }
                    guard !edited.isEmpty else {
                        // A page whose text was written again unchanged had it put back whole: it is held again.
                        if kind.type == Self.heldKind { try save(shadow, kind: kind.type, row: identity) }
                        return
                    }
                    change = SyncChange(kind: kind.type, row: identity, stamp: stamp(), event: .edit, columns: edited)
                }
                let merged = SyncMerge.apply(change, to: shadow).state
                try save(merged, kind: kind.type, row: identity)
                changes.append(change)
                if !merged.exists { lost.append(identity) }
                // A row made here that another device had made and edited already: its edits win over this
                // insertion's values (docs/sync.md, rule 1), so the row here is written again as every device holds
                // it, at the next write of rows from other devices. Its number is the numbering's to settle.
                if merged.exists,
                    change.columns.contains(where: { $0.key != "id" && merged.values[$0.key] != $0.value })
                {
                    try SyncPendingRecord.mark(kind.type, identity, in: db)
                }
            }
            // A row made here that another device had deleted before this one saw it made (the same recurring
            // occurrence): the deletion wins here too, as it does everywhere.
            for identity in lost {
                do {
                    try db.execute(
                        sql: "DELETE FROM \(kind.table) WHERE \(kind.identity) = ?", arguments: [identity])
                } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
                    continue  // rows here point to it: it stays, and is published again at the next change
                }
            }
            // What is dirty but no longer in the table was deleted here. A row made and deleted between two syncs
            // is deleted too: another device may make the same row (a recurring occurrence). So is a row the shadow
            // counts deleted already (brought back by an undo, then deleted again, before a sync): a copy of this
            // diary may hold the undo and publish it (an old copy put back, a fork), and this deletion is the later
            // word.
            for identity in identities.sorted() {
                let shadow = try state(kind: kind.type, row: identity)
                let change = SyncChange(kind: kind.type, row: identity, stamp: stamp(), event: .delete)
                try save(SyncMerge.apply(change, to: shadow).state, kind: kind.type, row: identity)
                changes.append(change)
            }
        }
        try SyncDirtyRecord.unmarkAll(in: db)
        return changes
    }
}

/// The synced form of rows: an export's line without its `type`, its local `id` and its identity, which is the row's
/// name in sync (docs/json.md gives the fields).
enum SyncRows {
    /// Calls `body` with the identity and synced columns of every row of `kind` marked dirty. The local `id` comes
    /// along as a hint: an insertion carries it, so that a row keeps its number on every device where that number
    /// is free (docs/sync.md); edits never do.
    static func forEachDirty(
        _ kind: BackupRowKind, in db: GRDB.Database, _ body: (String, [String: JSONValue]) throws -> Void
    ) throws {
        let query = DiarioStore.exportQuery(
            kind,
            join: "JOIN syncDirty d ON d.kind = '\(kind.type)' AND d.identity = t.\(kind.identity)")
        let aliases = kind.table == "subject" ? try DiarioStore.aliasesBySubject(in: db) : [:]
        let cursor = try Row.fetchCursor(db, sql: query)
        while let row = try cursor.next() {
            guard let identity = row[kind.identity] as String? else { continue }
            var line = DiarioStore.line(of: row, kind)
            if kind.table == "subject" { line["aliases"] = .array(aliases[row["id"]] ?? []) }
            line["type"] = nil
            line[kind.identity] = nil
            try body(identity, line)
        }
    }
}
