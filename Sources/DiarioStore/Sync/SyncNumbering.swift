import DiarioDomain
import DiarioSync
import Foundation
internal import GRDB

/// Row numbers across devices (docs/sync.md, "Row numbers"). A row's number travels as its `id` column, and the
/// last writer wins as for any column. Each device puts each row at the number the shadow gives it:
///
/// - a free number is taken;
/// - a number held by a row that claims another one (put there for the time being) is taken back;
/// - when two rows claim one number, the earlier claim keeps it. The other row moves above every number claimed,
///   and the device whose claim lost publishes that new number (``SyncShadow`` does, at its next capture), so
///   every device ends with the same numbers.
///
/// A row that another device must renumber stays where it is meanwhile, and is tried again at every sync.
struct SyncNumbering {
    let db: GRDB.Database
    let device: String
    /// Every move made here, in order.
    private var moves: [SyncRenumbering] = []
    /// The numbers the merge inserted rows at in this sync: a row that arrived is no news where it lands first.
    private var insertedAt: Set<UndoJournal.RowNumber> = []
    /// The numbers rows entered here (moved or inserted into): undo entries that touched them must be forgotten.
    private(set) var entered: Set<UndoJournal.RowNumber> = []
    /// Rows left at a number that is not theirs, waiting for another device to renumber them.
    private(set) var displaced: [(kind: BackupRowKind, row: String)] = []
    private var claimed: [String: Int64] = [:]
    private var references: [String: [(table: String, column: String)]]?
    private var shadow: SyncShadow { SyncShadow(db: db, device: device) }

    /// The tables whose rows have a number of their own in an export.
    static func isNumbered(_ kind: BackupRowKind) -> Bool { kind.fields.contains { $0.column == "id" } }

    /// This device's name and those it published under before a fork: a claim under any of them is its own.
    private let ownNames: Set<String>

    init(db: GRDB.Database, device: String) throws {
        self.db = db
        self.device = device
        ownNames = try SyncFork.ownNames(of: device, in: db)
    }

    /// Notes that a row was inserted at `id` by the merge.
    mutating func inserted(_ kind: BackupRowKind, at id: Int64) {
        entered.insert(UndoJournal.RowNumber(table: kind.table, id: id))
        insertedAt.insert(UndoJournal.RowNumber(table: kind.table, id: id))
    }

    /// What the student is told: each row this device held before the sync whose number changed, once, from the
    /// number it had to the one it has now (a row moved twice is one change; one moved back is none).
    var reportedMoves: [SyncRenumbering] {
        let tables = Dictionary(SyncedTables.all.map { ($0.type, $0.table) }, uniquingKeysWith: { first, _ in first })
        var net: [String: SyncRenumbering] = [:]
        var order: [String] = []
        for move in moves {
            let key = move.kind + " " + move.row
            if var earlier = net[key] {
                earlier.to = move.to
                net[key] = earlier
            } else {
                net[key] = move
                order.append(key)
            }
        }
        return order.compactMap { net[$0] }.filter { move in
            move.from != move.to
                && !insertedAt.contains(UndoJournal.RowNumber(table: tables[move.kind] ?? "", id: move.from))
        }
    }

    /// The number the shadow gives a row, and the stamp of that claim.
    struct Claim {
        var number: Int64
        var stamp: SyncStamp

        /// The claim of a row in `state`; nil when the row does not exist or claims no number.
        init?(_ state: SyncRowState) {
            guard state.exists, let number = state.values["id"]?.integer, let stamp = state.stamps["id"] else {
                return nil
            }
            self.number = number
            self.stamp = stamp
        }
    }

    /// Puts the row `row` of `kind` at the number the shadow gives it, where the rule allows. `known` is the row's
    /// claim when the caller has just read its state (it saves reading it again); nil reads it.
    mutating func place(_ kind: BackupRowKind, row: String, known: Claim?? = nil) throws {
        guard Self.isNumbered(kind) else { return }
        let found = try known ?? Claim(try shadow.state(kind: kind.type, row: row))
        guard let found, let local = try number(of: row, kind) else { return }
        let (wanted, claim) = (found.number, found.stamp)
        guard local != wanted else { return }
        if let occupant = try String.fetchOne(
            db.cachedStatement(sql: "SELECT uuid FROM \(kind.table) WHERE id = ?"), arguments: [wanted])
        {
            let other = try shadow.state(kind: kind.type, row: occupant)
            if other.values["id"]?.integer == wanted, let otherClaim = other.stamps["id"], otherClaim < claim {
                // The earlier claim keeps the number. This device renumbers the row when the lost claim is its own.
                if ownNames.contains(claim.device) {
                    try move(kind, row: row, from: local, to: try freeNumber(kind))
                } else {
                    displaced.append((kind, row))
                }
                return
            }
            // The occupant waits at a number no row has while this row moves, so that it can take this row's place.
            try move(kind, row: occupant, from: wanted, to: -wanted, reported: false)
            try move(kind, row: row, from: local, to: wanted)
            try move(kind, row: occupant, from: -wanted, to: try freeNumber(kind), reportedFrom: wanted)
            if !ownNames.contains(other.stamps["id"]?.device ?? "") { displaced.append((kind, occupant)) }
            return
        }
        try move(kind, row: row, from: local, to: wanted)
    }

    private func number(of row: String, _ kind: BackupRowKind) throws -> Int64? {
        try Int64.fetchOne(
            db.cachedStatement(sql: "SELECT id FROM \(kind.table) WHERE uuid = ?"), arguments: [row])
    }

    /// A number above every number a row of `kind` holds here or claims in the shadow.
    private mutating func freeNumber(_ kind: BackupRowKind) throws -> Int64 {
        if claimed[kind.table] == nil { claimed[kind.table] = try Self.highestClaim(of: kind, in: db) }
        let held = try Int64.fetchOne(db, sql: "SELECT max(id) FROM \(kind.table)") ?? 0
        return max(held, claimed[kind.table] ?? 0) + 1
    }

    /// The highest number any device claims for a row of `kind`, as the shadow holds the claims; 0 for none.
    static func highestClaim(of kind: BackupRowKind, in db: GRDB.Database) throws -> Int64 {
        let path = SyncedTables.valuePaths(of: "id", in: kind.type)
        return try Int64.fetchOne(
            db,
            sql: """
                SELECT max(CAST(coalesce(json_extract(state, ?), json_extract(state, ?)) AS INTEGER))
                FROM syncRow WHERE kind = ?
                """,
            arguments: [path.byPosition, path.byName, kind.type]) ?? 0
    }

    /// Moves a row from one number to another, with every reference to it and its entry in the search index.
    private mutating func move(
        _ kind: BackupRowKind, row: String, from old: Int64, to new: Int64, reported: Bool = true,
        reportedFrom: Int64? = nil
    ) throws {
        // The row and the rows pointing to it change one after the other: the keys are checked at commit.
        try db.execute(sql: "PRAGMA defer_foreign_keys = ON")
        try db.execute(sql: "UPDATE \(kind.table) SET id = ? WHERE id = ?", arguments: [new, old])
        for reference in try references(to: kind.table) {
            try db.execute(
                sql: "UPDATE \(reference.table) SET \(reference.column) = ? WHERE \(reference.column) = ?",
                arguments: [new, old])
        }
        if let code = Self.searchCodes[kind.table] {
            try db.execute(
                sql: """
                    INSERT INTO searchIndex (rowid, title, body, subjectId)
                    SELECT ? * 4 + \(code), title, body, subjectId FROM searchIndex WHERE rowid = ? * 4 + \(code)
                    """, arguments: [new, old])
            try db.execute(sql: "DELETE FROM searchIndex WHERE rowid = ? * 4 + \(code)", arguments: [old])
        }
        entered.insert(UndoJournal.RowNumber(table: kind.table, id: new))
        entered.insert(UndoJournal.RowNumber(table: kind.table, id: old))
        guard reported else { return }
        let values = try shadow.state(kind: kind.type, row: row).values
        let title = ["title", "front", "name", "text"].lazy.compactMap { values[$0]?.string }.first
        moves.append(SyncRenumbering(kind: kind.type, row: row, title: title, from: reportedFrom ?? old, to: new))
    }

    /// The search index's row of a task, card or material is its number times four plus a code per table
    /// (migration v11).
    private static let searchCodes: [String: Int] = ["studyTask": 0, "studyCard": 1, "studyMaterial": 3]

    /// Every column that points to a row of `table`, from the schema's foreign keys.
    private mutating func references(to table: String) throws -> [(table: String, column: String)] {
        if references == nil {
            var found: [String: [(table: String, column: String)]] = [:]
            let tables = try String.fetchAll(
                db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
            for child in tables {
                for key in try Row.fetchAll(db, sql: "PRAGMA foreign_key_list(\(child.quotedDatabaseIdentifier))") {
                    found[key["table"], default: []].append((child, key["from"]))
                }
            }
            references = found
        }
        return references?[table] ?? []
    }
}

extension JSONValue {
    /// The value as a whole number, when it is one.
    var integer: Int64? {
        guard case .number(let number) = self, number == number.rounded(), abs(number) < 9e15 else { return nil }
        return Int64(number)
    }
}
