import DiarioDomain
import DiarioSync
import Foundation
internal import GRDB

/// A diary whose history no longer continues from its own last file: the folder holds files under this device's name
/// that it did not write (the diary was copied to another computer, or an old copy of it was put back, and the other
/// copy went on publishing). Both copies would go on writing one device's files, each never reading the other's (a
/// device never reads its own folder): the copy that finds the fork takes a new name, reads the other copy's files
/// from where their histories part, and publishes as a new device. No row of either side is lost (docs/sync.md,
/// "Forks").
struct SyncFork: Equatable {
    /// The name both copies published under.
    let formerName: String
    /// The name this copy takes.
    let newName: String
    /// The last file this copy wrote under the former name (0 for none): the other copy's files after it are read.
    let lastOwnFile: Int

    /// The fork of the diary set up as `device` in `folder`, nil when its history continues from its own last file:
    /// a file (or snapshot) under its name numbered above the last it wrote. One exception: the file right after its
    /// last, continuing its history (`previous`) and holding only rows still waiting here to be published, is this
    /// copy's own, written by a sync that then could not commit (a crash, a full disk): no fork.
    static func detect(in db: GRDB.Database, device: String, folder: SyncFolder, schema: Int, key: SyncKey?) throws
        -> SyncFork?
    {
        let lastOwnFile = Int(try SyncStateRecord.value(.sequence, in: db) ?? "") ?? 0
        // Only a well-formed file of this device's name counts: junk, a cut file, a link or a FIFO planted under its
        // name is someone else's doing, not a copy of this diary (the damage rules deal with it).
        let above = folder.fileNames(of: device).compactMap(SyncDevice.sequence(ofFileNamed:)).filter {
            $0 > lastOwnFile && isWellFormed($0, of: device, in: folder, snapshot: false)
        }
        let snapshotAbove = folder.snapshots(of: device).contains {
            $0 > lastOwnFile && isWellFormed($0, of: device, in: folder, snapshot: true)
        }
        guard !above.isEmpty || snapshotAbove else { return nil }
        if !snapshotAbove, above == [lastOwnFile + 1],
            try isUncommitted(lastOwnFile + 1, of: device, in: db, folder: folder, schema: schema, key: key)
        {
            return nil
        }
        let taken = Set(folder.devices()).union(try SyncAppliedRecord.devices(in: db))
        return SyncFork(formerName: device, newName: freeName(after: device, taken: taken), lastOwnFile: lastOwnFile)
    }

    /// Whether `device`'s file (or snapshot) `sequence` is whole, says it is that device's of that number, and is
    /// a regular file within the size limits.
    private static func isWellFormed(_ sequence: Int, of device: String, in folder: SyncFolder, snapshot: Bool)
        -> Bool
    {
        let data =
            snapshot
            ? folder.snapshot(of: device, sequence: sequence)
            : folder.contents(of: device, name: SyncDevice.fileName(sequence: sequence))
        guard let data, let (header, _) = try? SyncFile.decode(data, schema: Int.max) else { return false }
        return header.device == device && header.sequence == sequence
    }

    /// Whether file `sequence` of `device` is this copy's own from a sync that did not commit: it says it follows
    /// this copy's last file, and every row it changes is still marked here as changed and not published.
    private static func isUncommitted(
        _ sequence: Int, of device: String, in db: GRDB.Database, folder: SyncFolder, schema: Int, key: SyncKey?
    ) throws -> Bool {
        guard let data = folder.contents(of: device, name: SyncDevice.fileName(sequence: sequence)),
            let (header, payload) = try? SyncFile.decode(data, schema: schema),
            header.device == device, header.sequence == sequence,
            header.previous == (try SyncStateRecord.value(.previous, in: db))
        else { return false }
        let plain: Data?
        if let cipher = header.sealed {
            plain = try? key?.open(
                payload, cipher: cipher, context: SyncSession.sealContext(device: device, sequence: sequence))
        } else {
            plain = key == nil ? payload : nil
        }
        guard let plain, let changes = try? SyncPayload.decode(plain), !changes.isEmpty else { return false }
        for change in changes {
            guard try SyncDirtyRecord.isMarked(change.kind, change.row, in: db) else { return false }
        }
        return true
    }

    /// The first of `laptop-2`, `laptop-3`, … that no device of the folder has used (shortened to fit a name's 40
    /// characters).
    static func freeName(after name: String, taken: Set<String>) -> String {
        var number = 2
        while true {
            let suffix = "-\(number)"
            let candidate = String(name.prefix(SyncDeviceName.maxLength - suffix.count)) + suffix
            if !taken.contains(candidate) { return candidate }
            number += 1
        }
    }

    /// Makes this copy the device ``newName``: its files start again from 1 with no previous file, and the former
    /// name's files after ``lastOwnFile`` are read as another device's. The rows and the shadow stay as they are: what
    /// this copy changed since its last file is published under the new name. Run in the sync's transaction, before
    /// any change is stamped (a stamp names its device).
    func takeNewName(in db: GRDB.Database, folder: SyncFolder) throws {
        try folder.prepare(device: newName)
        try SyncAppliedRecord.restart(formerName, after: lastOwnFile, in: db)
        try SyncStateRecord.remove([.sequence, .previous], in: db)
        try SyncStateRecord.removeAll(prefixed: "digest:", in: db)
        try SyncStateRecord.set(.device, to: newName, in: db)
        // The rows this copy numbered under the former name are still its own to renumber when their claim loses:
        // when the copy that took the new name was an old copy put back, nobody writes under the former name again.
        try SyncStateRecord.set(.former(formerName), to: "", in: db)
    }

    /// The names this device published under before it took its own (every fork's former name), and its own.
    static func ownNames(of device: String, in db: GRDB.Database) throws -> Set<String> {
        let former = try SyncStateRecord.values(prefixed: "former:", in: db).map(\.suffix)
        return Set(former).union([device])
    }

}
