internal import GRDB

/// One fact of this device's sync bookkeeping (v19's `syncState`), by key: every read and write of that table goes
/// through here, so the keys and what they hold are listed once.
struct SyncStateRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "syncState"

    enum Columns {
        static let key = Column(CodingKeys.key)
        static let value = Column(CodingKeys.value)
    }

    var key: String
    var value: String

    /// The keys, and what each holds.
    enum Key {
        /// This device's name.
        case device
        /// The shared folder's path.
        case folder
        /// The folder's key (base64), when payloads are sealed.
        case sealKey
        /// The number of the last file this device wrote.
        case sequence
        /// The SHA-256 of the last file this device wrote: the next names it as `previous`.
        case previous
        /// The hybrid logical clock's latest stamp.
        case clock
        /// The last file of a name this diary took back (`sync init --reclaim`).
        case reclaimed
        /// The SHA-256 of this device's file `n`, as written.
        case digest(Int)
        /// The SHA-256 of this device's snapshot after file `n`, as written.
        case snapshotDigest(Int)
        /// A name this device published under before a fork.
        case former(String)
        /// The number and length of `device`'s file last found cut short.
        case cut(String)
        /// The numbers of `device`'s files skipped as damaged.
        case skipped(String)

        var name: String {
            switch self {
            case .device: "device"
            case .folder: "folder"
            case .sealKey: "key"
            case .sequence: "sequence"
            case .previous: "previous"
            case .clock: "clock"
            case .reclaimed: "reclaimed"
            case .digest(let number): "digest:\(number)"
            case .snapshotDigest(let number): "digest:snapshot:\(number)"
            case .former(let name): "former:" + name
            case .cut(let device): "cut:" + device
            case .skipped(let device): "skipped:" + device
            }
        }
    }

    /// The value kept under `key`, or nil.
    static func value(_ key: Key, in db: GRDB.Database) throws -> String? {
        try fetchOne(db, key: key.name)?.value
    }

    /// Keeps `value` under `key`, replacing what was there.
    static func set(_ key: Key, to value: String, in db: GRDB.Database) throws {
        // Not `upsert`: GRDB's reads back a rowid, which this table (a text primary key) does not promise.
        try SyncStateRecord(key: key.name, value: value).insert(db, onConflict: .replace)
    }

    /// Forgets `keys`.
    static func remove(_ keys: [Key], in db: GRDB.Database) throws {
        _ = try filter(keys.map(\.name).contains(Columns.key)).deleteAll(db)
    }

    /// Forgets every key that starts with `prefix`.
    static func removeAll(prefixed prefix: String, in db: GRDB.Database) throws {
        for (suffix, _) in try values(prefixed: prefix, in: db) {
            _ = try deleteOne(db, key: prefix + suffix)
        }
    }

    /// Forgets the digests of this device's files numbered up to `through` and of its snapshots before `before`:
    /// they are gone from the folder, and no longer checked.
    static func removeDigests(ofFilesThrough through: Int, snapshotsBefore before: Int, in db: GRDB.Database) throws {
        for (suffix, _) in try values(prefixed: "digest:", in: db) {
            let gone =
                suffix.hasPrefix("snapshot:")
                ? Int(suffix.dropFirst("snapshot:".count)).map { $0 < before } ?? false
                : Int(suffix).map { $0 <= through } ?? false
            if gone { _ = try deleteOne(db, key: "digest:" + suffix) }
        }
    }

    /// Every key that starts with `prefix` ("former:", "skipped:", "digest:"), with the rest of the key and its value.
    static func values(prefixed prefix: String, in db: GRDB.Database) throws -> [(suffix: String, value: String)] {
        try filter(Columns.key.like(prefix.replacingOccurrences(of: "_", with: "\\_") + "%", escape: "\\"))
            .fetchAll(db).map { (String($0.key.dropFirst(prefix.count)), $0.value) }
    }
}
