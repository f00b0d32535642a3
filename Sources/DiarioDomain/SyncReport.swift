public import Foundation

/// Where this database syncs: its device name and the shared folder.
public struct SyncSetup: Equatable, Sendable {
    /// This device's name in the folder.
    public var device: String
    /// The shared folder.
    public var folder: String

    /// Creates a set-up.
    public init(device: String, folder: String) {
        self.device = device
        self.folder = folder
    }
}

/// A conflict sync met and resolved by the rule of docs/sync.md, kept so that the student can see what was lost.
public struct SyncConflict: Equatable, Sendable {
    /// What happened.
    public enum Event: String, Sendable {
        /// Another device edited a row this side had deleted, or the reverse: the deletion won.
        case deletionWon
        /// Both sides changed the same field without seeing each other's change: the later one won.
        case fieldOverwritten
    }

    /// When this device met it.
    public var seenAt: Date
    /// The kind of row (`task`, `card`, …).
    public var kind: String
    /// The row's stable id.
    public var row: String
    /// The other device.
    public var device: String
    /// What happened.
    public var event: Event
    /// The row's title (or front, or name) as this device holds it, when it has one.
    public var title: String?
    /// The field both changed (for `fieldOverwritten`).
    public var field: String?
    /// The value kept, and the value that lost, as JSON text.
    public var kept: String?
    /// The value that lost, as JSON text.
    public var lost: String?

    /// Creates a conflict.
    public init(
        seenAt: Date, kind: String, row: String, device: String, event: Event, title: String?, field: String?,
        kept: String?, lost: String?
    ) {
        self.seenAt = seenAt
        self.kind = kind
        self.row = row
        self.device = device
        self.event = event
        self.title = title
        self.field = field
        self.kept = kept
        self.lost = lost
    }
}

/// A row that sync moved to another number on this device, because another device's row claimed its number first
/// (docs/sync.md, "Row numbers").
public struct SyncRenumbering: Equatable, Sendable {
    /// The kind of row (`task`, `card`, …).
    public var kind: String
    /// The row's stable id.
    public var row: String
    /// The row's title (or front, or name), when it has one.
    public var title: String?
    /// The number it had here, and the one it has now.
    public var from: Int64
    /// The number it has now.
    public var to: Int64

    /// Creates a renumbering.
    public init(kind: String, row: String, title: String?, from: Int64, to: Int64) {
        self.kind = kind
        self.row = row
        self.title = title
        self.from = from
        self.to = to
    }
}

/// What one sync did.
public struct SyncReport: Sendable {
    /// The number of changes this device published, and the file they went into.
    public var published = 0
    /// The number of the file written, nil when there was nothing to publish.
    public var publishedFile: Int?
    /// The changes applied from each device.
    public var applied: [String: Int] = [:]
    /// The conflicts met.
    public var conflicts: [SyncConflict] = []
    /// Devices whose next file is not whole yet (still arriving, or cut): read again at the next sync.
    public var waiting: [String] = []
    /// Devices with a file found damaged (or a snapshot this device could not use), by its number: skipped, and the
    /// device asked for a snapshot.
    public var damaged: [String: Int] = [:]
    /// Devices with a file stamped more than a day ahead of this device's clock, by its number: skipped like a
    /// damaged one (one of the two clocks is wrong).
    public var aheadOfClock: [String: Int] = [:]
    /// Devices whose snapshot brought back what their skipped files held, by the snapshot's number.
    public var healed: [String: Int] = [:]
    /// Devices that could not read a file of this device's, by its number: this device wrote a snapshot for them.
    public var unreadByPeers: [String: Int] = [:]
    /// Devices whose next file comes from a newer Diario (its schema): held until this one is updated.
    public var held: [String: Int] = [:]
    /// Devices whose next file is in a newer sync format than this Diario reads: held until it is updated.
    public var heldFormat: [String: Int] = [:]
    /// Devices whose next file is sealed with a key this device does not have (another passphrase, or none).
    public var locked: [String: Int] = [:]
    /// Devices whose next file is not sealed though the folder is encrypted: not written by a device that knows the
    /// passphrase, never applied.
    public var unsealed: [String: Int] = [:]
    /// The device whose snapshot this device started or caught up from, nil when it read files only.
    public var snapshotRead: String?
    /// The number of this device's file after which it wrote a snapshot, nil when it wrote none.
    public var snapshotWritten: Int?
    /// This device's own files removed from the folder: every device had applied them, and a snapshot holds them.
    public var filesRemoved = 0
    /// Materials' files taken from the folder: their materials had arrived here without them.
    public var materialFilesReceived = 0
    /// Rows that took another number here.
    public var renumbered: [SyncRenumbering] = []
    /// Undo entries forgotten because a row they changed changed number (undoing them would change another row).
    public var forgottenUndo = 0
    /// The name this device gave up and the one it took, when another copy of this diary published under its name
    /// (a copied diary, an old copy put back); nil otherwise.
    public var forked: Fork?

    /// A device that took a new name because another copy of its diary went on publishing under the old one.
    public struct Fork: Equatable, Sendable {
        /// The name both copies published under.
        public var formerName: String
        /// The name this device publishes under from now on.
        public var newName: String

        /// A fork from `formerName` to `newName`.
        public init(formerName: String, newName: String) {
            self.formerName = formerName
            self.newName = newName
        }
    }

    /// An empty report.
    public init() {}
}

/// How far this device has read another's files.
public struct SyncDeviceStatus: Equatable, Sendable {
    /// Its name.
    public var device: String
    /// The number of its last file applied here, 0 for none.
    public var applied: Int
    /// The stamp of the last change applied from it.
    public var lastChange: String?
    /// Its files in the folder not applied yet.
    public var waiting: Int

    /// Creates a device's status.
    public init(device: String, applied: Int, lastChange: String?, waiting: Int) {
        self.device = device
        self.applied = applied
        self.lastChange = lastChange
        self.waiting = waiting
    }
}

/// Where sync stands: this device, what it has not published, how far it has read every other device, the last
/// conflicts.
public struct SyncStatus: Sendable {
    /// The set-up.
    public var setup: SyncSetup
    /// The number of this device's files.
    public var published: Int
    /// Rows changed here and not published yet.
    public var unpublished: Int
    /// Rows another device made that wait, unseen, for a row they point to (not arrived yet, or deleted).
    public var waitingRows: Int
    /// The other devices in the folder.
    public var devices: [SyncDeviceStatus]
    /// The latest conflicts, newest first.
    public var conflicts: [SyncConflict]

    /// Creates a status.
    public init(
        setup: SyncSetup, published: Int, unpublished: Int, waitingRows: Int = 0, devices: [SyncDeviceStatus],
        conflicts: [SyncConflict]
    ) {
        self.setup = setup
        self.published = published
        self.unpublished = unpublished
        self.waitingRows = waitingRows
        self.devices = devices
        self.conflicts = conflicts
    }
}

/// Sync across devices through a shared folder (docs/sync.md).
public protocol SyncRepository: Sendable {
    /// The current set-up, nil when sync is not set up.
    func syncSetup() throws(StorageError) -> SyncSetup?
    /// Sets this database up to sync as `device` through `folder`; every row is published at the first sync. With a
    /// `passphrase`, payloads are sealed (the folder's key is made, or checked against the folder's). With
    /// `reclaiming`, a name already in the folder is taken back (a reinstall) once every other device has read its
    /// last file; its files go on from there. Throws ``SyncError`` (``SyncError/deviceNameNotFree(name:)`` when the
    /// check fails).
    func setUpSync(device: String, folder: String, passphrase: String?, reclaiming: Bool) throws
    /// Publishes this device's changes and (when `applyingOthers`) applies every other device's, in one
    /// transaction; `replay` gives a card's memory from its state before its first review and its reviews in time
    /// order.
    func synchronize(
        applyingOthers: Bool, replay: (MemoryState, [(rating: ReviewRating, at: Date)]) -> MemoryState
    ) throws -> SyncReport
    /// Writes a snapshot of everything this device holds after its latest file, and removes the files every device
    /// has applied; returns the file the snapshot follows (nil when there was none to write) and the files removed.
    func writeSyncSnapshot() throws -> (written: Int?, removed: Int)
    /// Undoes a set-up whose first sync failed: sync's bookkeeping emptied, its triggers dropped, this device's folder
    /// removed from the shared one when nothing is in it. The diary's own rows are untouched.
    func abandonSyncSetUp() throws
    /// Whether rows changed here wait to be published (false when sync is not set up): one small read.
    func hasUnpublishedChanges() throws(StorageError) -> Bool
    /// Where sync stands; nil when it is not set up.
    func syncStatus() throws(StorageError) -> SyncStatus?
}
