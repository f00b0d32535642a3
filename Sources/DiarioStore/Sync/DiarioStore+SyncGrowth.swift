import DiarioDomain
import DiarioSync
import Foundation
internal import GRDB

/// Growth (docs/sync.md): a device folds what it holds into a snapshot of the shadow every so many files, a new
/// device starts from the newest snapshot, and files every device has applied are removed by the device that wrote
/// them.
extension DiarioStore {
    /// How many of its own files a device writes between two snapshots.
    static let filesPerSnapshot = 100

    /// Writes a snapshot of this device's shadow (every row's merged state, tombstones included) after its latest
    /// file, then removes the files and older snapshots it makes unnecessary. Returns the file the snapshot follows
    /// (nil when there was nothing to fold, or a snapshot of that file exists) and how many files went. Throws
    /// ``SyncError/notSetUp``, ``SyncFolderError`` or ``StorageError``.
    public func writeSyncSnapshot() throws -> (written: Int?, removed: Int) {
        guard let setup = try syncSetup() else { throw SyncError.notSetUp }
        let folder = SyncFolder(path: setup.folder)
        try folder.prepare(device: setup.device)
        let written = try writeSnapshot(of: setup, in: folder)
        return (written, removeAppliedFiles(of: setup, in: folder))
    }

    /// After a sync: a snapshot when enough files were written since the last one, and the files every device has
    /// applied removed. Both are housekeeping: a failure leaves them for the next sync.
    func keepSyncFolderSmall(_ report: inout SyncReport, setup: SyncSetup) {
        let folder = SyncFolder(path: setup.folder)
        if let (applied, skipped) = try? read({ db in
            (
                try SyncAppliedRecord.progress(in: db),
                try SyncSession.firstSkippedFiles(in: db)
            )
        }) {
            try? folder.writeProgress(applied, skipped: skipped, device: setup.device)
        }
        let sequence = folder.highestSequence(of: setup.device)
        let newest = folder.snapshots(of: setup.device).last ?? 0
        let unread = unreadByPeers(of: setup, in: folder, after: newest, upTo: sequence)
        if sequence - newest >= Self.filesPerSnapshot || !unread.isEmpty || ownFilesDamaged(of: setup, in: folder) {
            report.snapshotWritten = try? writeSnapshot(of: setup, in: folder)
            if report.snapshotWritten != nil { report.unreadByPeers = unread }
        }
        report.filesRemoved = removeAppliedFiles(of: setup, in: folder)
        report.materialFilesReceived = exchangeMaterialFiles(in: folder)
        folder.removeStaleTemporaryFiles(of: setup.device, now: Date())
    }

    /// The other devices that skipped a file of this device's that no snapshot of it holds yet, with the file's
    /// number (as their progress files say; a number this device never wrote is no request).
    private func unreadByPeers(of setup: SyncSetup, in folder: SyncFolder, after newest: Int, upTo highest: Int)
        -> [String: Int]
    {
        var unread: [String: Int] = [:]
        for device in folder.devices() where device != setup.device {
            if let file = folder.skipped(by: device)[setup.device], file > newest, file <= highest {
                unread[device] = file
            }
        }
        return unread
    }

    /// Whether one of this device's files that no snapshot holds yet, or its newest snapshot, is no longer what it
    /// wrote (damaged in the folder: a disk, a sync engine, a person). A damaged snapshot is removed, so that a new
    /// one can take its number.
    private func ownFilesDamaged(of setup: SyncSetup, in folder: SyncFolder) -> Bool {
        guard
            let digests = try? read({ db in
                try SyncStateRecord.values(prefixed: "digest:", in: db).map { ("digest:" + $0.suffix, $0.value) }
            })
        else { return false }
        let digest = Dictionary(digests, uniquingKeysWith: { first, _ in first })
        let newest = folder.snapshots(of: setup.device).last
        let newestName = newest.map { SyncDevice.snapshotName(sequence: $0) } ?? ""
        // A snapshot past the readers' limit is not read here either: checking it would load it at every sync.
        if let newest, let expected = digest["digest:snapshot:\(newest)"],
            (folder.size(of: setup.device, name: newestName) ?? 0) <= SyncFolder.maxSnapshotBytes,
            folder.snapshot(of: setup.device, sequence: newest).map(FileDigest.sha256) != expected
        {
            unlink(folder.folder(of: setup.device) + "/" + SyncDevice.snapshotName(sequence: newest))
            return true
        }
        for name in folder.fileNames(of: setup.device) {
            guard let sequence = SyncDevice.sequence(ofFileNamed: name), sequence > (newest ?? 0),
                let expected = digest["digest:\(sequence)"]
            else { continue }
            let size = folder.size(of: setup.device, name: name) ?? 0
            let data = size <= SyncFolder.maxFileBytes ? folder.contents(of: setup.device, name: name) : nil
            if data.map(FileDigest.sha256) != expected { return true }
        }
        return false
    }

    /// The snapshot: `VACUUM INTO` a private copy of the database, every table but the shadow dropped from the copy
    /// (nothing else of this device's leaves it: not its key, its journal or its settings), compacted, sealed when
    /// the folder is encrypted, and written once as `snapshot-NNNNNNNN.dsnap` beside this device's files.
    private func writeSnapshot(of setup: SyncSetup, in folder: SyncFolder) throws -> Int? {
        let privateCopy = try SyncPrivateFile()
        defer { privateCopy.remove() }
        let temporary = privateCopy.path
        try writer.writeWithoutTransaction { db in try db.execute(sql: "VACUUM INTO ?", arguments: [temporary]) }
        var configuration = Configuration()
        configuration.foreignKeysEnabled = false
        let copy = try DatabaseQueue(path: temporary, configuration: configuration)
        let facts = try copy.write { db -> (sequence: Int, applied: [String: Int], clock: SyncStamp?, key: SyncKey?) in
            let sequence = Int(try SyncStateRecord.value(.sequence, in: db) ?? "")
            var applied = try SyncAppliedRecord.progress(in: db)
            // A file skipped as damaged is not in the shadow: a device starting from this snapshot must read it (and
            // find it damaged, and heal) itself.
            for (device, first) in try SyncSession.firstSkippedFiles(in: db) {
                applied[device] = min(applied[device] ?? 0, first - 1)
            }
            let clock = try SyncStateRecord.value(.clock, in: db)
            let key = try Self.syncKey(in: db)
            // A page's text the shadow holds by digest goes into the snapshot whole: the reader has no such page.
            try db.execute(
                sql: SyncShadow.putBackHeldText(
                    "(SELECT text FROM materialPage page WHERE page.uuid = syncRow.identity)"))
            let virtual = try String.fetchAll(
                db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'")
            for table in virtual { try db.execute(sql: "DROP TABLE \(table.quotedDatabaseIdentifier)") }
            let tables = try String.fetchAll(
                db,
                sql:
                    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'syncRow'"
            )
            for table in tables { try db.execute(sql: "DROP TABLE \(table.quotedDatabaseIdentifier)") }
            return (sequence ?? 0, applied, clock.flatMap { SyncStamp($0) }, key)
        }
        try copy.writeWithoutTransaction { db in try db.execute(sql: "VACUUM") }
        try copy.close()
        guard facts.sequence > 0, let clock = facts.clock,
            !folder.snapshots(of: setup.device).contains(facts.sequence)
        else { return nil }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: temporary))
        var header = SyncFileHeader(
            schema: Self.syncSchema, device: setup.device, sequence: facts.sequence, clock: clock...clock,
            previous: nil, sealed: facts.key.map { _ in .xchacha20Poly1305 })
        header.applied = facts.applied
        let context = SyncSession.sealContext(device: setup.device, sequence: facts.sequence, snapshot: true)
        let payload = try facts.key?.seal(bytes, context: context) ?? bytes
        let file = SyncFile.encode(header, payload: payload)
        try folder.writeSnapshot(file, device: setup.device, sequence: facts.sequence)
        try write { db in
            try SyncStateRecord.set(.snapshotDigest(facts.sequence), to: FileDigest.sha256(file), in: db)
        }
        return facts.sequence
    }

    /// Removes this device's files that every other device in the folder has applied (as its progress file says)
    /// and that this device's newest snapshot holds, and its older snapshots. A device that has said nothing of its
    /// progress keeps everything here. Returns how many files went.
    private func removeAppliedFiles(of setup: SyncSetup, in folder: SyncFolder) -> Int {
        guard let newest = folder.snapshots(of: setup.device).last else { return 0 }
        var through = newest
        for device in folder.devices() where device != setup.device {
            guard let progress = folder.progress(of: device) else { return 0 }
            through = min(through, progress[setup.device] ?? 0)
            // A file a device skipped stays until it says it has it (from the file arriving whole, or a snapshot).
            if let skipped = folder.skipped(by: device)[setup.device] { through = min(through, skipped - 1) }
            // A snapshot there must stay continued by this device's files.
            for sequence in folder.snapshots(of: device) {
                guard let data = folder.snapshot(of: device, sequence: sequence),
                    let (snapshot, _) = try? SyncFile.decode(data, schema: Int.max)
                else { return 0 }
                through = min(through, snapshot.applied[setup.device] ?? 0)
            }
        }
        let before = folder.fileNames(of: setup.device).count
        folder.removeOwn(device: setup.device, filesThrough: through, snapshotsBefore: newest)
        // The checksums of files and snapshots that are gone are no longer checked.
        try? write { db in
            try SyncStateRecord.removeDigests(ofFilesThrough: through, snapshotsBefore: newest, in: db)
        }
        return before - folder.fileNames(of: setup.device).count
    }
}
