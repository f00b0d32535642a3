import DiarioDomain
import DiarioSync
import Foundation
internal import GRDB

/// A conflict this device met while applying another device's change (v19's `syncConflict`), the latest hundred
/// kept for `diario sync status`. Every read and write of that table goes through here.
struct SyncConflictRecord: Codable, InstantStoringRecord, MutablePersistableRecord {
    static let databaseTableName = "syncConflict"

    enum Columns {
        static let id = Column(CodingKeys.id)
    }

    var id: Int64?
    var seenAt: Date
    var kind: String
    var identity: String
    var device: String
    /// JSON: the event, and the row's title, the field, the value kept and the value dropped when known.
    var detail: String

    /// How many are kept.
    static let kept = 100

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    /// Keeps `conflict`, and forgets all but the latest ``kept``.
    static func keep(_ conflict: SyncConflict, in db: GRDB.Database) throws {
        var detail: [String: JSONValue] = ["event": .string(conflict.event.rawValue)]
        detail["title"] = conflict.title.map(JSONValue.string)
        detail["field"] = conflict.field.map(JSONValue.string)
        detail["kept"] = conflict.kept.map(JSONValue.string)
        detail["lost"] = conflict.lost.map(JSONValue.string)
        var record = SyncConflictRecord(
            id: nil, seenAt: conflict.seenAt, kind: conflict.kind, identity: conflict.row,
            device: conflict.device, detail: JSONValue.object(detail).text)
        try record.insert(db)
        let latest = all().order(Columns.id.desc).limit(kept).select(Columns.id)
        _ = try filter(!latest.contains(Columns.id)).deleteAll(db)
    }

    /// The latest `limit` conflicts, newest first.
    static func latest(_ limit: Int, in db: GRDB.Database) throws -> [SyncConflict] {
        try order(Columns.id.desc).limit(limit).fetchAll(db).compactMap { record in
            guard case .object(let detail)? = JSONValue.parse(record.detail),
                let event = detail["event"]?.string.flatMap(SyncConflict.Event.init(rawValue:))
            else { return nil }
            return SyncConflict(
                seenAt: record.seenAt, kind: record.kind, row: record.identity, device: record.device,
                event: event, title: detail["title"]?.string, field: detail["field"]?.string,
                kept: detail["kept"]?.string, lost: detail["lost"]?.string)
        }
    }
}
