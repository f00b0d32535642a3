import DiarioDomain
import DiarioLocalization
import DiarioSRS
import Foundation

/// The same diary on every device (docs/sync.md): `diario sync init FOLDER` names this device and the shared folder
/// a sync engine moves, `diario sync` publishes this device's changes and applies everyone else's, `diario sync
/// status` says where each device stands. Once set up, the REPL syncs when it starts and ends, and a one-shot
/// command that changed something publishes it.
public struct SyncCommands: Sendable {
    let context: AppContext

    /// Creates the commands over a context.
    public init(context: AppContext) { self.context = context }

    /// Sets this database up to sync through `folder` as `device` (by default the computer's name), then syncs
    /// once. With `encrypt`, payloads are sealed with the folder's passphrase, read from `DIARIO_SYNC_PASSPHRASE`
    /// or asked for. Throws ``SyncError`` or the folder's error (an empty path names no folder); nothing is changed
    /// then, and a first sync that fails undoes the set-up.
    public func setUp(folder: String, device: String?, encrypt: Bool = false, reclaim: Bool = false) throws {
        guard !folder.trimmingCharacters(in: .whitespaces).isEmpty else { throw SyncFolderError.missing(path: folder) }
        let absolute = folder.hasPrefix("/") ? folder : FileManager.default.currentDirectoryPath + "/" + folder
        let name = device ?? Self.defaultDeviceName()
        var passphrase: String?
        if encrypt {
            passphrase =
                context.environment["DIARIO_SYNC_PASSPHRASE"]
                ?? context.asking.secret(context.localization.text("sync.passphrase.prompt"))
            guard let passphrase, !passphrase.isEmpty else { throw SyncError.emptyPassphrase }
        }
        let wasSetUp = try context.sync.syncSetup() != nil
        try context.sync.setUpSync(device: name, folder: absolute, passphrase: passphrase, reclaiming: reclaim)
        let report: SyncReport
        do {
            report = try context.sync.synchronize(applyingOthers: true, replay: Self.replay)
        } catch {
            if !wasSetUp { try? context.sync.abandonSyncSetUp() }
            throw error
        }
        if !context.json {
            context.console.out(context.localization.text("sync.setUp", ["device": name, "folder": absolute]))
            if encrypt { context.console.out(context.localization.text("sync.encrypted")) }
        }
        show(report)
    }

    /// Publishes and applies; says what moved, the conflicts met and what waits; then pulls the subscribed calendar
    /// feeds (a feed that fails is one line, and the sync stands). Throws ``SyncError/notSetUp``,
    /// the folder's error (the local data is kept as it was), or ``StorageError``.
    public func run() throws {
        show(try context.sync.synchronize(applyingOthers: true, replay: Self.replay))
        CalendarCommands(context: context).pullSubscriptions()
    }

    private func show(_ report: SyncReport) {
        if context.json {
            context.console.out(JSONOutput.line(SyncReportJSON(report)))
            return
        }
        describe(report).forEach(context.console.out)
    }

    /// Folds what this device holds into a snapshot now, and removes the files every device has applied. Throws
    /// ``SyncError/notSetUp``, the folder's error, or ``StorageError``.
    public func snapshot() throws {
        let (written, removed) = try context.sync.writeSyncSnapshot()
        if context.json {
            context.console.out(JSONOutput.line(SyncSnapshotJSON(snapshot: written, filesRemoved: removed)))
            return
        }
        let l10n = context.localization
        context.console.out(
            written.map { l10n.text("sync.snapshot.written", ["file": String($0)]) }
                ?? l10n.text("sync.snapshot.none"))
        if removed > 0 { context.console.out(l10n.text("sync.filesRemoved", ["count": String(removed)])) }
    }

    /// Where sync stands: this device, what is not published, every other device, the last conflicts.
    public func status() throws {
        guard let status = try context.sync.syncStatus() else { throw SyncError.notSetUp }
        if context.json {
            context.console.out(JSONOutput.line(SyncStatusJSON(status)))
            return
        }
        let l10n = context.localization
        context.console.out(
            context.style.bold(
                l10n.text("sync.status.device", ["device": status.setup.device, "folder": status.setup.folder])))
        context.console.out("  " + l10n.plural("sync.status.published", count: status.published))
        context.console.out("  " + l10n.plural("sync.status.unpublished", count: status.unpublished))
        if status.waitingRows > 0 {
            context.console.out("  " + l10n.plural("sync.status.waitingRows", count: status.waitingRows))
        }
        if status.devices.isEmpty { context.console.out("  " + context.style.dim(l10n.text("sync.status.alone"))) }
        for device in status.devices {
            var line = l10n.text("sync.status.other", ["device": device.device, "applied": String(device.applied)])
            if device.waiting > 0 { line += " · " + l10n.plural("sync.status.waiting", count: device.waiting) }
            context.console.out("  " + line)
        }
        if !status.conflicts.isEmpty {
            context.console.out(context.style.bold(l10n.text("sync.status.conflicts")))
            status.conflicts.forEach { context.console.out("  " + describe($0)) }
        }
    }

    /// The REPL's sync when it starts or ends: nothing when sync is not set up; otherwise what moved, in a line or
    /// two, and a failure in one line (the local data is kept).
    public func automatic() {
        guard (try? context.sync.syncSetup()) != nil else { return }
        do {
            let report = try context.sync.synchronize(applyingOthers: true, replay: Self.replay)
            // Damage is reported once: a student who syncs only from the planner must see it then.
            guard
                report.published > 0 || !report.applied.isEmpty || !report.conflicts.isEmpty || report.forked != nil
                    || !report.renumbered.isEmpty || !report.damaged.isEmpty || !report.aheadOfClock.isEmpty
                    || !report.healed.isEmpty || !report.unreadByPeers.isEmpty || !report.held.isEmpty
                    || !report.heldFormat.isEmpty || !report.locked.isEmpty || !report.unsealed.isEmpty
            else { return }
            describe(report).forEach(context.console.out)
        } catch {
            ErrorPresenter.report(error, context.localization, to: context.console)
        }
    }

    /// After a one-shot command: publishes what it changed, when sync is set up. A failure is one line on standard
    /// error and changes nothing: the change waits for the next sync.
    public func publishIfChanged() {
        guard (try? context.sync.hasUnpublishedChanges()) == true else { return }
        do {
            let report = try context.sync.synchronize(applyingOthers: false, replay: Self.replay)
            // Taking a new name is news the student must see, even from a command that only publishes.
            if let fork = report.forked { context.console.err(describe(fork)) }
        } catch let error as any StudentFacingError {
            context.console.err(
                context.localization.text(
                    "sync.notPublished", ["reason": context.localization.text(error.message)]))
        } catch {
            context.console.err(context.localization.text("sync.notPublished", ["reason": "\(error)"]))
        }
    }

    /// A card's memory from its state before its first review and its reviews in time order, as the quiz makes it.
    static func replay(_ start: MemoryState, _ reviews: [(rating: ReviewRating, at: Date)]) -> MemoryState {
        let scheduler = FSRSScheduler(fuzz: true)
        return reviews.reduce(start) { memory, review in
            scheduler.review(
                memory, rating: review.rating, at: review.at, seed: FSRSScheduler.seed(reviewedAt: review.at))
        }
    }

    /// The computer's name as a device name: lower case, letters, digits and hyphens.
    static func defaultDeviceName() -> String {
        let host = ProcessInfo.processInfo.hostName.split(separator: ".").first.map(String.init) ?? ""
        let name = String(
            host.lowercased().unicodeScalars.map {
                ("a"..."z").contains($0) || ("0"..."9").contains($0) ? Character($0) : "-"
            }
        ).trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        return name.isEmpty ? "device" : String(name.prefix(40))
    }

    /// Past this many rows renumbered in one sync, one line counts them (`--json` lists each).
    static let renumberingsShown = 3

    private func describe(_ report: SyncReport) -> [String] {
        let l10n = context.localization
        let received = report.applied.values.reduce(0, +)
        var lines = [
            l10n.text(
                report.applied.isEmpty ? "sync.done" : "sync.doneFrom",
                [
                    "sent": l10n.plural("sync.changes", count: report.published),
                    "received": l10n.plural("sync.changes", count: received),
                    "devices": report.applied.keys.sorted().joined(separator: ", "),
                ])
        ]
        lines += report.conflicts.map { "  " + describe($0) }
        if let fork = report.forked { lines.append(describe(fork)) }
        if let device = report.snapshotRead { lines.append(l10n.text("sync.snapshot.read", ["device": device])) }
        if let file = report.snapshotWritten {
            lines.append(l10n.text("sync.snapshot.written", ["file": String(file)]))
        }
        if report.materialFilesReceived > 0 {
            lines.append(l10n.plural("sync.materialFiles", count: report.materialFilesReceived))
        }
        if report.filesRemoved > 0 {
            lines.append(l10n.text("sync.filesRemoved", ["count": String(report.filesRemoved)]))
        }
        if report.renumbered.count <= Self.renumberingsShown {
            lines += report.renumbered.map {
                l10n.text(
                    "sync.renumbered", ["from": String($0.from), "to": String($0.to), "title": $0.title ?? $0.row])
            }
        } else {
            lines.append(l10n.plural("sync.renumberedMany", count: report.renumbered.count))
        }
        if report.forgottenUndo > 0 {
            lines.append(l10n.text("sync.undoForgotten", ["count": String(report.forgottenUndo)]))
        }
        lines += report.waiting.map { l10n.text("sync.waiting", ["device": $0]) }
        lines += report.damaged.sorted { $0.key < $1.key }.map {
            l10n.text("sync.damaged", ["device": $0.key, "file": String($0.value)])
        }
        lines += report.aheadOfClock.sorted { $0.key < $1.key }.map {
            l10n.text("sync.aheadOfClock", ["device": $0.key, "file": String($0.value)])
        }
        lines += report.healed.sorted { $0.key < $1.key }.map { l10n.text("sync.healed", ["device": $0.key]) }
        lines += report.unreadByPeers.sorted { $0.key < $1.key }.map {
            l10n.text("sync.unreadByPeer", ["device": $0.key, "file": String($0.value)])
        }
        lines += report.held.sorted { $0.key < $1.key }.map {
            l10n.text("sync.held", ["device": $0.key, "schema": String($0.value)])
        }
        lines += report.heldFormat.sorted { $0.key < $1.key }.map {
            l10n.text("sync.heldFormat", ["device": $0.key, "format": String($0.value)])
        }
        lines += report.locked.sorted { $0.key < $1.key }.map {
            l10n.text("sync.locked", ["device": $0.key, "file": String($0.value)])
        }
        lines += report.unsealed.sorted { $0.key < $1.key }.map {
            l10n.text("sync.unsealed", ["device": $0.key, "file": String($0.value)])
        }
        return lines
    }

    private func describe(_ fork: SyncReport.Fork) -> String {
        context.localization.text("sync.forked", ["former": fork.formerName, "new": fork.newName])
    }

    private func describe(_ conflict: SyncConflict) -> String {
        let l10n = context.localization
        let title = conflict.title ?? conflict.row
        switch conflict.event {
        case .deletionWon:
            return l10n.text("sync.conflict.deleted", ["title": title, "device": conflict.device])
        case .fieldOverwritten:
            return l10n.text(
                "sync.conflict.field",
                [
                    "title": title, "device": conflict.device, "field": conflict.field ?? "",
                    "kept": conflict.kept ?? "", "lost": conflict.lost ?? "",
                ])
        }
    }
}

/// `diario sync --json`: what moved.
struct SyncReportJSON: Encodable {
    let published: Int
    let file: Int?
    let applied: [String: Int]
    let conflicts: [SyncConflictJSON]
    let waiting: [String]
    let damaged: [String: Int]
    let healed: [String: Int]
    let aheadOfClock: [String: Int]
    let unreadByPeers: [String: Int]
    let held: [String: Int]
    let heldFormat: [String: Int]
    let locked: [String: Int]
    let unsealed: [String: Int]
    let renumbered: [Renumbered]
    let forgottenUndo: Int
    let snapshotRead: String?
    let snapshotWritten: Int?
    let filesRemoved: Int
    let materialFilesReceived: Int
    let forked: Forked?

    /// The name this device gave up and the one it took.
    struct Forked: Encodable {
        let from: String
        let to: String
    }

    /// A row that took another number here.
    struct Renumbered: Encodable {
        let kind: String
        let uuid: String
        let from: Int64
        let to: Int64
    }

    enum CodingKeys: String, CodingKey {
        case published, file, applied, conflicts, waiting, damaged, healed, held, locked, unsealed, renumbered
        case unreadByPeers = "unread_by_peers"
        case aheadOfClock = "ahead_of_clock"
        case heldFormat = "held_format"
        case forgottenUndo = "forgotten_undo"
        case snapshotRead = "snapshot_read"
        case snapshotWritten = "snapshot_written"
        case filesRemoved = "files_removed"
        case materialFilesReceived = "material_files_received"
        case forked
    }

    init(_ report: SyncReport) {
        published = report.published
        file = report.publishedFile
        applied = report.applied
        conflicts = report.conflicts.map(SyncConflictJSON.init)
        waiting = report.waiting
        damaged = report.damaged
        healed = report.healed
        aheadOfClock = report.aheadOfClock
        unreadByPeers = report.unreadByPeers
        held = report.held
        heldFormat = report.heldFormat
        locked = report.locked
        unsealed = report.unsealed
        renumbered = report.renumbered.map { Renumbered(kind: $0.kind, uuid: $0.row, from: $0.from, to: $0.to) }
        forgottenUndo = report.forgottenUndo
        snapshotRead = report.snapshotRead
        snapshotWritten = report.snapshotWritten
        filesRemoved = report.filesRemoved
        materialFilesReceived = report.materialFilesReceived
        forked = report.forked.map { Forked(from: $0.formerName, to: $0.newName) }
    }
}

/// `diario sync snapshot --json`: the file the snapshot follows, and the files removed.
struct SyncSnapshotJSON: Encodable {
    let snapshot: Int?
    let filesRemoved: Int

    enum CodingKeys: String, CodingKey {
        case snapshot
        case filesRemoved = "files_removed"
    }
}

/// A conflict in `--json` output.
struct SyncConflictJSON: Encodable {
    let kind: String
    let id: String
    let device: String
    let event: String
    let title: String?
    let field: String?
    let kept: String?
    let lost: String?

    init(_ conflict: SyncConflict) {
        kind = conflict.kind
        id = conflict.row
        device = conflict.device
        event = conflict.event.rawValue
        title = conflict.title
        field = conflict.field
        kept = conflict.kept
        lost = conflict.lost
    }
}

/// `diario sync status --json`.
struct SyncStatusJSON: Encodable {
    let device: String
    let folder: String
    let published: Int
    let unpublished: Int
    let waitingRows: Int
    let devices: [Device]
    let conflicts: [SyncConflictJSON]

    enum CodingKeys: String, CodingKey {
        case device, folder, published, unpublished, devices, conflicts
        case waitingRows = "waiting_rows"
    }

    struct Device: Encodable {
        let device: String
        let applied: Int
        let lastChange: String?
        let waiting: Int

        enum CodingKeys: String, CodingKey {
            case device, applied, waiting
            case lastChange = "last_change"
        }
    }

    init(_ status: SyncStatus) {
        device = status.setup.device
        folder = status.setup.folder
        published = status.published
        unpublished = status.unpublished
        waitingRows = status.waitingRows
        devices = status.devices.map {
            Device(device: $0.device, applied: $0.applied, lastChange: $0.lastChange, waiting: $0.waiting)
        }
        conflicts = status.conflicts.map(SyncConflictJSON.init)
    }
}
