import DiarioSync
internal import GRDB

/// How far this device has read another device's files (v19's `syncApplied`): the last file applied and the latest
/// stamp read from it. Every read and write of that table goes through here.
struct SyncAppliedRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "syncApplied"

    enum Columns {
        static let device = Column(CodingKeys.device)
        static let sequence = Column(CodingKeys.sequence)
        static let lastStamp = Column(CodingKeys.lastStamp)
    }

    var device: String
    var sequence: Int
    var lastStamp: String?

    /// The last file applied of every device this one has read, by device.
    static func progress(in db: GRDB.Database) throws -> [String: Int] {
        Dictionary(uniqueKeysWithValues: try fetchAll(db).map { ($0.device, $0.sequence) })
    }

    /// The last file applied of `device`; 0 for none.
    static func sequence(of device: String, in db: GRDB.Database) throws -> Int {
        try fetchOne(db, key: device)?.sequence ?? 0
    }

    /// The latest stamp read from each device: a file names them as the stamps its writer had seen.
    static func seenStamps(in db: GRDB.Database) throws -> [SyncStamp] {
        try fetchAll(db).compactMap { $0.lastStamp.flatMap { SyncStamp($0) } }
    }

    /// Every device this one has read.
    static func devices(in db: GRDB.Database) throws -> [String] {
        try fetchAll(db).map(\.device)
    }

    /// Notes that `device`'s files up to `sequence` are applied (read, skipped as damaged, or brought by a snapshot),
    /// the latest stamp read being `lastStamp` when known. Never goes back: a lower number changes nothing.
    static func advance(_ device: String, to sequence: Int, lastStamp: SyncStamp?, in db: GRDB.Database) throws {
        try db.execute(
            sql: """
                INSERT INTO syncApplied (device, sequence, lastStamp) VALUES (?, ?, ?)
                ON CONFLICT (device) DO UPDATE SET
                    lastStamp = CASE WHEN excluded.sequence > sequence THEN coalesce(excluded.lastStamp, lastStamp)
                        ELSE lastStamp END,
                    sequence = max(sequence, excluded.sequence)
                """,
            arguments: [device, sequence, lastStamp?.description])
    }

    /// Starts reading `device` after its file `sequence`, whatever was noted before: the former name of a copy that
    /// forked, whose files after the copy's last are another device's now.
    static func restart(_ device: String, after sequence: Int, in db: GRDB.Database) throws {
        try SyncAppliedRecord(device: device, sequence: sequence, lastStamp: nil).insert(db, onConflict: .replace)
    }
}
