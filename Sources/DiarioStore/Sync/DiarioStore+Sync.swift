public import DiarioDomain
import DiarioSync
public import Foundation
internal import GRDB

extension DiarioStore: SyncRepository {
    /// The current set-up, nil when sync is not set up.
    public func syncSetup() throws(StorageError) -> SyncSetup? {
        try read { db in try Self.syncSetup(in: db) }
    }

    /// Sets this database up to sync as `device` through `folder`: every row it holds is marked to be published
    /// at the first sync. With a `passphrase`, the folder's key is made (for a folder not encrypted yet) or checked
    /// (slow on purpose), and kept here. Throws ``SyncError`` for a bad or taken name, a database set up as another
    /// device, a wrong or missing passphrase, a folder encrypted before libsodium (``SyncError/sealedInOldFormat(path:)``)
    /// or no libsodium (``SyncError/sealingUnavailable``); ``SyncFolderError`` for a folder it cannot write in.
    public func setUpSync(device: String, folder: String, passphrase: String? = nil, reclaiming: Bool = false) throws {
        guard SyncDevice.isValidName(device) else { throw SyncError.invalidDeviceName(name: device) }
        let shared = SyncFolder(path: folder)
        let current = try syncSetup()
        if let current, current.device != device { throw SyncError.alreadySetUp(device: current.device) }
        // Any file of the name's (a change file, a snapshot, a progress file) means another diary writes as it.
        var reclaimed: (sequence: Int, previous: String?)? = nil
        if current == nil, !shared.fileNames(of: device).isEmpty {
            guard reclaiming else { throw SyncError.deviceNameTaken(name: device) }
            reclaimed = try Self.reclaimable(device, in: shared)
        }
        // The passphrase is checked before anything is written to the folder: a wrong one leaves it as it was.
        if passphrase != nil, !SyncKey.isAvailable { throw SyncError.sealingUnavailable }
        try shared.checkFolder()
        if passphrase == nil, shared.isEncrypted, try read({ db in try SyncStateRecord.value(.sealKey, in: db) }) == nil
        {
            throw SyncError.passphraseNeeded(path: folder)
        }
        var key = try passphrase.flatMap { passphrase throws -> SyncKey? in
            try Self.existingKey(of: shared, passphrase: passphrase)
        }
        // Encryption is chosen by the first device: files already there unsealed could not be read by the others.
        if passphrase != nil, key == nil,
            let plain = shared.devices().first(where: { !shared.fileNames(of: $0).isEmpty })
        {
            throw SyncError.folderHasPlainFiles(path: folder, device: plain)
        }
        let ownFolderWasThere = FileManager.default.fileExists(atPath: shared.folder(of: device))
        try shared.prepare(device: device)
        do {
            if let passphrase, key == nil { key = try Self.newKey(of: shared, passphrase: passphrase) }
            try write { db in
                try SyncStateRecord.set(.device, to: device, in: db)
                try SyncStateRecord.set(.folder, to: folder, in: db)
                if let key { try SyncStateRecord.set(.sealKey, to: key.base64, in: db) }
                if let reclaimed {
                    // The name's files go on from its last: the next is numbered after it and says it follows it, so
                    // that no sync takes this diary for a copy of the old one (a fork).
                    try SyncStateRecord.set(.sequence, to: String(reclaimed.sequence), in: db)
                    try SyncStateRecord.set(.reclaimed, to: String(reclaimed.sequence), in: db)
                    if let previous = reclaimed.previous { try SyncStateRecord.set(.previous, to: previous, in: db) }
                }
                try Self.installSyncTriggers(in: db)
                guard current == nil else { return }
                for kind in SyncedTables.all { try SyncDirtyRecord.markEveryRow(of: kind, in: db) }
            }
        } catch {
            // An empty folder of a device that never was would keep every other device from clearing old files.
            if !ownFolderWasThere { rmdir(shared.folder(of: device)) }
            throw error
        }
    }

    /// Undoes a set-up whose first sync failed (see ``SyncRepository/abandonSyncSetUp()``).
    public func abandonSyncSetUp() throws {
        guard let setup = try syncSetup() else { return }
        let reclaimed = try read { db in
            try SyncStateRecord.value(.reclaimed, in: db).flatMap { Int($0) }
        }
        try write { db in
            for table in Self.syncBookkeepingTables { try db.execute(sql: "DELETE FROM \(table)") }
            try Self.dropSyncTriggers(in: db)
        }
        // The folder was empty before the set-up (a name with files is refused): whatever the failed sync left goes.
        // A name taken back keeps the files it had: only those the failed sync wrote after them go.
        let shared = SyncFolder(path: setup.folder)
        for name in shared.fileNames(of: setup.device) {
            if let reclaimed {
                let number = SyncDevice.sequence(ofFileNamed: name) ?? SyncDevice.sequence(ofSnapshotNamed: name)
                guard let number, number > reclaimed else { continue }
            }
            unlink(shared.folder(of: setup.device) + "/" + name)
        }
        if reclaimed == nil { rmdir(shared.folder(of: setup.device)) }
    }

    /// The last file (its number and hash) of a name a reinstalled diary takes back: only when every other device
    /// says it has read that file, and one of them has written a snapshot that holds it, so that nothing the name
    /// published is lost (a device never reads its own name's files: the snapshot brings them). Throws
    /// ``SyncError/deviceNameNotFree(name:)`` otherwise.
    static func reclaimable(_ device: String, in folder: SyncFolder) throws -> (sequence: Int, previous: String?) {
        let last = max(folder.highestSequence(of: device), folder.snapshots(of: device).last ?? 0)
        let others = folder.devices().filter { $0 != device }
        let heldInSnapshot = others.contains { other in
            folder.snapshots(of: other).contains { sequence in
                guard let data = folder.snapshot(of: other, sequence: sequence),
                    let (header, _) = try? SyncFile.decode(data, schema: Int.max)
                else { return false }
                return (header.applied[device] ?? 0) >= last
            }
        }
        guard heldInSnapshot, others.allSatisfy({ (folder.progress(of: $0)?[device] ?? 0) >= last }) else {
            throw SyncError.deviceNameNotFree(name: device)
        }
        let file = folder.highestSequence(of: device)
        let previous =
            file == last
            ? folder.contents(of: device, name: SyncDevice.fileName(sequence: file)).map { FileDigest.sha256($0) } : nil
        return (last, previous)
    }

    /// Whether rows changed here wait to be published (false when sync is not set up): one small read.
    public func hasUnpublishedChanges() throws(StorageError) -> Bool {
        try read { db in try SyncDirtyRecord.anyMarked(in: db) }
    }

    /// One sync, in one transaction: publishes this device's changes as its next file, applies (when
    /// `applyingOthers`) every other device's files it has not applied (in order, each whole or not at all), and recomputes the memory of cards
    /// whose reviews grew with `replay` (the card's state before its first review, then its reviews in time order).
    /// Throws ``SyncError/notSetUp``, ``SyncFolderError`` when the folder cannot be used (nothing is changed then),
    /// or ``StorageError``.
    public func synchronize(
        applyingOthers: Bool = true, replay: (MemoryState, [(rating: ReviewRating, at: Date)]) -> MemoryState
    ) throws -> SyncReport {
        guard let known = try syncSetup() else { throw SyncError.notSetUp }
        let folder = SyncFolder(path: known.folder)
        try folder.prepare(device: known.device)
        let now = clock.now()
        let wall = Int64((now.timeIntervalSince1970 * 1000).rounded(.down))
        let schema = Self.syncSchema
        // A new name taken in a sync that then failed is given up with it (the transaction is rolled back), and so is
        // its folder: an empty device folder would keep the other devices from clearing old files.
        var newDeviceFolder: String?
        let (written, setup): (SyncReport, SyncSetup)
        do {
            (written, setup) = try write { db in
                let key = try Self.syncKey(in: db)
                guard key != nil || !folder.isEncrypted else { throw SyncError.passphraseNeeded(path: known.folder) }
                // A copy of this diary that went on publishing under the same name: this copy becomes a new device
                // before it stamps anything.
                var setup = known
                let fork = try SyncFork.detect(
                    in: db, device: known.device, folder: folder, schema: schema, key: key)
                if let fork {
                    newDeviceFolder = folder.folder(of: fork.newName)
                    try fork.takeNewName(in: db, folder: folder)
                    setup = SyncSetup(device: fork.newName, folder: known.folder)
                }
                var session = try SyncSession(
                    db: db, setup: setup, folder: folder, key: key, now: now, wall: wall, schema: schema)
                session.report.forked = fork.map { SyncReport.Fork(formerName: $0.formerName, newName: $0.newName) }
                var outgoing = try session.captureLocalChanges()
                if applyingOthers {
                    try session.applyOtherDevices()
                    try session.recomputeCards(replay: replay)
                    outgoing += try session.captureLocalChanges()
                }
                try session.publish(outgoing)
                return (session.report, setup)
            }
        } catch {
            if let newDeviceFolder { rmdir(newDeviceFolder) }
            throw error
        }
        var report = written
        if applyingOthers { keepSyncFolderSmall(&report, setup: setup) }
        return report
    }

    /// Where sync stands; nil when it is not set up.
    public func syncStatus() throws(StorageError) -> SyncStatus? {
        try read { db in
            guard let setup = try Self.syncSetup(in: db) else { return nil }
            let folder = SyncFolder(path: setup.folder)
            var devices: [SyncDeviceStatus] = []
            for device in folder.devices() where device != setup.device {
                let record = try SyncAppliedRecord.fetchOne(db, key: device)
                let applied = record?.sequence ?? 0
                devices.append(
                    SyncDeviceStatus(
                        device: device, applied: applied, lastChange: record?.lastStamp,
                        waiting: max(0, folder.highestSequence(of: device) - applied)))
            }
            let published =
                Int(try SyncStateRecord.value(.sequence, in: db) ?? "0") ?? 0
            let unpublished = try SyncDirtyRecord.count(in: db)
            let waitingRows = try SyncPendingRecord.count(in: db)
            return SyncStatus(
                setup: setup, published: published, unpublished: unpublished, waitingRows: waitingRows,
                devices: devices,
                conflicts: try SyncConflictRecord.latest(10, in: db))
        }
    }

    /// The key of an encrypted folder for `passphrase`; nil for a folder not encrypted yet. Throws
    /// ``SyncError/wrongPassphrase``, ``SyncError/emptyPassphrase``, ``SyncError/sealedInOldFormat(path:)`` or
    /// ``SyncError/sealingUnavailable``, or ``SyncFolderError`` for an encryption file that is not whole (or is of a
    /// newer Diario, or asks for a cost out of bounds).
    private static func existingKey(of folder: SyncFolder, passphrase: String) throws -> SyncKey? {
        guard !passphrase.isEmpty else { throw SyncError.emptyPassphrase }
        guard let encryption = folder.encryption() else {
            guard !folder.isEncrypted else {
                throw SyncFolderError.failed(path: folder.base, reason: SyncEncryption.fileName)
            }
            return nil
        }
        guard let key = try encryption.key(passphrase: passphrase, path: folder.path) else {
            throw SyncError.wrongPassphrase
        }
        return key
    }

    /// A new key for a folder not encrypted yet, whose encryption file is written. Throws
    /// ``SyncError/wrongPassphrase`` when another device encrypted it meanwhile with another passphrase, or
    /// ``SyncFolderError``.
    private static func newKey(of folder: SyncFolder, passphrase: String) throws -> SyncKey {
        let (encryption, key) = try SyncEncryption.create(passphrase: passphrase)
        do {
            try folder.write(encryption)
        } catch {
            // Another device wrote the folder's encryption meanwhile: the passphrase must be its.
            guard let written = folder.encryption() else { throw error }
            guard let key = try written.key(passphrase: passphrase, path: folder.path) else {
                throw SyncError.wrongPassphrase
            }
            return key
        }
        return key
    }

    /// Sync's own tables (v19): this device's name, clock, shadow and progress, which a restored backup must not
    /// rewind.
    static let syncBookkeepingTables = [
        "syncState", "syncRow", "syncDirty", "syncPending", "syncApplied", "syncConflict",
    ]

    /// After a backup was written over this database: takes sync's bookkeeping back from `current` (a copy of the
    /// database just before), and marks the rows the restore added, removed or changed, so that the next sync
    /// publishes them as new changes (docs/sync.md, rule 7). Without it the shadow would rewind with the rows: this
    /// device would forget files it published and read, and differ from the others for good. Rows the restore did not
    /// touch are not marked: a row the shadow holds but the tables lack for another reason (one waiting for what it
    /// points to) must not be published as deleted.
    func keepSyncBookkeeping(of current: String) throws {
        try writer.writeWithoutTransaction { db in
            try db.execute(sql: "ATTACH DATABASE ? AS kept", arguments: [current])
            defer { try? db.execute(sql: "DETACH DATABASE kept") }
            try db.inTransaction {
                for table in Self.syncBookkeepingTables {
                    try db.execute(sql: "DELETE FROM main.\(table)")
                    try db.execute(sql: "INSERT INTO main.\(table) SELECT * FROM kept.\(table)")
                }
                // The pages' texts the kept shadow holds by digest are the kept pages' texts: those the backup's
                // pages do not have are put back whole.
                let kept = "(SELECT text FROM kept.materialPage page WHERE page.uuid = main.syncRow.identity)"
                let restored = "(SELECT text FROM main.materialPage page WHERE page.uuid = main.syncRow.identity)"
                try db.execute(sql: SyncShadow.putBackHeldText(kept, where: "\(restored) IS NOT \(kept)"))
                guard try Self.syncSetup(in: db) != nil else { return .commit }
                // A backup from before sync was set up has no triggers (v20).
                try Self.installSyncTriggers(in: db)
                for kind in SyncedTables.all { try SyncDirtyRecord.markRowsThatDiffer(kind, from: "kept", in: db) }
                // A subject's aliases travel inside its row: subjects are few, all are compared.
                try SyncDirtyRecord.markEveryRow(of: .subject, in: db)
                return .commit
            }
        }
    }

    /// This device's key for the folder, nil when its payloads are not sealed. Throws
    /// ``SyncError/sealingUnavailable`` for a key when libsodium is missing: nothing could be sealed or opened.
    static func syncKey(in db: GRDB.Database) throws -> SyncKey? {
        guard let key = try SyncStateRecord.value(.sealKey, in: db).flatMap({ SyncKey(base64: $0) }) else { return nil }
        guard SyncKey.isAvailable else { throw SyncError.sealingUnavailable }
        return key
    }

    static func syncSetup(in db: GRDB.Database) throws -> SyncSetup? {
        guard let device = try SyncStateRecord.value(.device, in: db),
            let folder = try SyncStateRecord.value(.folder, in: db)
        else { return nil }
        return SyncSetup(device: device, folder: folder)
    }
}
