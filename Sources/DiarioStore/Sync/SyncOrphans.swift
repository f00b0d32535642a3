import DiarioDomain
import DiarioSync
import Foundation
internal import GRDB

/// What a row from another device meets when a row it points to was deleted (docs/sync.md, "References to deleted
/// rows"). The schema's own answer to a deletion decides, so that the device that deleted first and the device that
/// wrote first end alike:
///
/// - a reference that may be empty (a task's subject, a study session's task) is emptied, as the deletion does here;
/// - a row that goes with what it points to (a card's reviews) goes;
/// - a row that must point somewhere (a grade's subject) brings what it points to back, on every device: the work
///   wins over the removal.
struct SyncOrphans {
    let db: GRDB.Database
    let shadow: SyncShadow
    /// Rows brought back here: they are published as insertions that undo their deletion.
    private(set) var revived: [(kind: BackupRowKind, row: String)] = []
    private var actions: [String: [String: String]] = [:]

    init(db: GRDB.Database, shadow: SyncShadow) {
        self.db = db
        self.shadow = shadow
    }

    /// Settles `object`'s references to deleted rows; false when the row goes with a row it points to.
    mutating func settle(
        _ object: inout [String: JSONValue], of kind: BackupRowKind, merger: inout BackupMerger
    ) throws -> Bool {
        for field in kind.fields {
            guard let reference = object[field.key]?.string,
                let (parentKind, parent, state) = try deleted(reference, field)
            else { continue }
            switch try action(kind.table, field.column) {
            case "SET NULL":
                object[field.key] = .null
            case "CASCADE":
                return false
            default:
                var parentObject = state.values
                parentObject["type"] = .string(parentKind.type)
                parentObject[parentKind.identity] = .string(parent)
                guard try settle(&parentObject, of: parentKind, merger: &merger) else { return false }
                try merger.merge(parentObject, as: parentKind)
                revived.append((parentKind, parent))
            }
        }
        return true
    }

    /// Notes that a deletion could not be applied because rows here must point to the row: it comes back.
    mutating func keep(_ kind: BackupRowKind, row: String) {
        revived.append((kind, row))
    }

    /// The row a reference names, when it is absent here and deleted in the shadow.
    private func deleted(
        _ reference: String, _ field: BackupField
    ) throws -> (BackupRowKind, String, SyncRowState)? {
        switch field.value {
        case .subjectKey:
            guard
                try Bool.fetchOne(
                    db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM subject WHERE key = ?)"),
                    arguments: [reference]) == false,
                case let path = SyncedTables.valuePaths(of: "key", in: BackupRowKind.subject.type),
                let identity = try String.fetchOne(
                    db,
                    sql: """
                        SELECT identity FROM syncRow WHERE kind = 'subject'
                        AND coalesce(json_extract(state, ?), json_extract(state, ?)) = ?
                        """,
                    arguments: [path.byPosition, path.byName, reference])
            else { return nil }
            let state = try shadow.state(kind: BackupRowKind.subject.type, row: identity)
            return state.isDeleted ? (.subject, identity, state) : nil
        case .reference(let table):
            guard let parentKind = SyncedTables.kind(inTable: table),
                try Bool.fetchOne(
                    db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM \(table) WHERE uuid = ?)"),
                    arguments: [reference]) == false
            else { return nil }
            let state = try shadow.state(kind: parentKind.type, row: reference)
            return state.isDeleted ? (parentKind, reference, state) : nil
        default:
            return nil
        }
    }

    /// What the schema does to `column` of `table` when the row it points to is deleted (`SET NULL`, `CASCADE`, …).
    private mutating func action(_ table: String, _ column: String) throws -> String {
        if actions[table] == nil {
            var found: [String: String] = [:]
            for key in try Row.fetchAll(db, sql: "PRAGMA foreign_key_list(\(table.quotedDatabaseIdentifier))") {
                found[key["from"]] = key["on_delete"]
            }
            actions[table] = found
        }
        return actions[table]?[column] ?? "NO ACTION"
    }
}
