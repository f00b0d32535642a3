import DiarioDomain
import DiarioSync
import Foundation
internal import GRDB

/// One sync inside one write transaction (``DiarioStore/synchronize(replay:)``): capture this device's changes, fold
/// in every other device's files, write the rows that changed, publish.
struct SyncSession {
    let db: GRDB.Database
    let setup: SyncSetup
    let folder: SyncFolder
    /// The folder's key, when payloads are sealed.
    let key: SyncKey?
    let now: Date
    let wall: Int64
    let schema: Int
    var clock: HybridLogicalClock
    var report = SyncReport()
    var shadow: SyncShadow { SyncShadow(db: db, device: setup.device) }
    /// Rows other devices changed, by kind: they are written to the tables at the end.
    var touched: [String: Set<String>] = [:]
    /// Cards that gained a review from another device.
    var reviewedCards: Set<String> = []

    init(
        db: GRDB.Database, setup: SyncSetup, folder: SyncFolder, key: SyncKey?, now: Date, wall: Int64, schema: Int
    ) throws {
        self.db = db
        self.setup = setup
        self.folder = folder
        self.key = key
        self.now = now
        self.wall = wall
        self.schema = schema
        let latest = try SyncStateRecord.value(.clock, in: db)
        clock = HybridLogicalClock(device: setup.device, latest: latest.flatMap { SyncStamp($0) })
    }

    // MARK: - This device's changes

    /// The changes made here since the last capture, stamped and folded into the shadow.
    mutating func captureLocalChanges() throws -> [SyncChange] {
        let wall = self.wall
        return try shadow.captureLocalChanges { clock.tick(wallMilliseconds: wall) }
    }

    /// Writes `changes` as this device's next file and remembers it (its number, its hash, the clock). Nothing is
    /// written when there is nothing to say.
    mutating func publish(_ changes: [SyncChange]) throws {
        try saveState(.clock, clock.latest.description)
        guard let first = changes.first?.stamp, let last = changes.last?.stamp else { return }
        let stored = Int(try state(.sequence) ?? "0") ?? 0
        // A restored backup may remember fewer files than the folder holds, or held before its snapshot let them go:
        // numbers are never used twice.
        let sequence =
            max(stored, folder.highestSequence(of: setup.device), folder.snapshots(of: setup.device).last ?? 0) + 1
        let seen = try SyncAppliedRecord.seenStamps(in: db)
        var header = SyncFileHeader(
            schema: schema, device: setup.device, sequence: sequence, clock: min(first, last)...max(first, last),
            previous: try state(.previous), seen: seen, sealed: key.map { _ in .xchacha20Poly1305 })
        header.applied = try SyncAppliedRecord.progress(in: db)
        let plain = SyncPayload.encode(changes)
        let payload = try key?.seal(plain, context: Self.sealContext(device: setup.device, sequence: sequence)) ?? plain
        let data = SyncFile.encode(header, payload: payload)
        try folder.write(data, device: setup.device, sequence: sequence)
        try saveState(.sequence, String(sequence))
        try saveState(.digest(sequence), FileDigest.sha256(data))
        try saveState(.previous, FileDigest.sha256(data))
        report.published = changes.count
        report.publishedFile = sequence
    }

    // MARK: - Other devices' changes

    /// Reads every other device's files from the first it has not applied, each whole or not at all, stopping at
    /// one that is not whole yet, from a newer schema or sealed with another key. A damaged file (or one too large,
    /// stamped too far ahead, or cut short for good) is reported once and skipped, and the device asked for a
    /// snapshot (docs/sync.md, "Damage"); then the rows they changed are written.
    mutating func applyOtherDevices() throws {
        try catchUpFromSnapshot()
        for device in folder.devices() where device != setup.device {
            var applied = try SyncAppliedRecord.sequence(of: device, in: db)
            let names = folder.fileNames(of: device)
            let highest = names.compactMap(SyncDevice.sequence(ofFileNamed:)).max() ?? 0
            try retrySkipped(of: device)
            let readable = SyncDevice.readable(names, from: applied + 1)
            for (sequence, name) in readable {
                let size = folder.size(of: device, name: name) ?? 0
                guard size <= SyncFolder.maxFileBytes else {
                    guard try skipDamaged(device: device, sequence: sequence) else { break }
                    applied = sequence
                    continue
                }
                guard let data = folder.contents(of: device, name: name) else {
                    report.waiting.append(device)
                    break
                }
                do {
                    let (header, payload) = try SyncFile.decode(data, schema: schema)
                    guard header.device == device, header.sequence == sequence else { throw SyncFileError.corrupt }
                    let changes = try SyncPayload.decode(try open(payload, of: header))
                    guard isPlausible(header.clock.upperBound), changes.allSatisfy({ isPlausible($0.stamp) }) else {
                        guard try skipDamaged(device: device, sequence: sequence, aheadOfClock: true) else { break }
                        applied = sequence
                        continue
                    }
                    try apply(changes, from: header)
                    try SyncAppliedRecord.advance(device, to: sequence, lastStamp: header.clock.upperBound, in: db)
                    try forgetCut(of: device)
                    applied = sequence
                    report.applied[device, default: 0] += changes.count
                } catch SyncFileError.truncated {
                    guard try isCutForGood(device: device, sequence: sequence, size: size) else {
                        report.waiting.append(device)
                        break
                    }
                    guard try skipDamaged(device: device, sequence: sequence) else { break }
                    applied = sequence
                } catch SyncFileError.newerSchema(let newer) {
                    report.held[device] = newer
                    break
                } catch SyncFileError.newerFormat(let newer) {
                    report.heldFormat[device] = newer
                    break
                } catch SyncFileError.sealed, SyncFileError.sealedWithAnotherKey {
                    report.locked[device] = sequence
                    break
                } catch SyncFileError.unsealed {
                    report.unsealed[device] = sequence
                    break
                } catch is SyncFileError {
                    guard try skipDamaged(device: device, sequence: sequence) else { break }
                    applied = sequence
                }
            }
            if highest > applied, report.waiting.last != device, report.held[device] == nil,
                report.heldFormat[device] == nil,
                report.locked[device] == nil, report.unsealed[device] == nil
            {
                report.waiting.append(device)  // a number missing before the ones that are there
            }
        }
        try healFromSnapshots()
        try writeTouchedRows()
    }

    /// A file's payload, opened with the folder's key when it is sealed. Throws ``SyncFileError/sealed`` when this
    /// device has no key, ``SyncFileError/sealedWithAnotherKey`` when its key is not the one that sealed it,
    /// ``SyncFileError/unsealed`` for a plain payload in an encrypted folder (headers are not sealed: leaving out
    /// the `sealed` line must not be a way in).
    func open(_ payload: Data, of header: SyncFileHeader, snapshot: Bool = false) throws(SyncFileError) -> Data {
        guard let cipher = header.sealed else {
            guard key == nil else { throw .unsealed }
            return payload
        }
        guard let key else { throw .sealed }
        return try key.open(
            payload, cipher: cipher,
            context: Self.sealContext(device: header.device, sequence: header.sequence, snapshot: snapshot))
    }

    /// What a seal is bound to: the file's device, number and kind, so that no sealed payload passes for another.
    static func sealContext(device: String, sequence: Int, snapshot: Bool = false) -> String {
        (snapshot ? "diario-sync-snapshot " : "diario-sync ") + "\(device) \(sequence)"
    }

    /// Starts or catches up from a snapshot (docs/sync.md, "Growth"): a device that has applied nothing yet starts
    /// from the newest snapshot in the folder that the files there continue, instead of reading every file from the
    /// first; a device whose next file from another device is gone (removed after a snapshot, say while this device
    /// read other files or waited for the snapshot to arrive) catches up the same way. A snapshot is joined into the
    /// shadow like any change, so joining one late never takes anything back.
    mutating func catchUpFromSnapshot() throws {
        let devices = folder.devices().filter { $0 != setup.device }
        let reclaimed = Int(try state(.reclaimed) ?? "") ?? 0
        let applied = try SyncAppliedRecord.progress(in: db)
        let lowest = Dictionary(uniqueKeysWithValues: devices.map { ($0, folder.lowestSequence(of: $0)) })
        let snapshots = Dictionary(uniqueKeysWithValues: devices.map { ($0, folder.snapshots(of: $0)) })
        // A device's next file is gone when the files left start after it, or none is left but its snapshot is.
        let gone = { (device: String, next: Int) in
            lowest[device].flatMap { $0 }.map { $0 > next } ?? ((snapshots[device]?.last ?? 0) >= next)
        }
        let stuck = devices.filter { gone($0, (applied[$0] ?? 0) + 1) }
        guard applied.isEmpty || !stuck.isEmpty else { return }
        var newest: (header: SyncFileHeader, payload: Data, covered: [String: Int])?
        for device in devices {
            for sequence in snapshots[device] ?? [] {
                guard let data = folder.snapshot(of: device, sequence: sequence) else { continue }
                let header: SyncFileHeader
                let payload: Data
                do {
                    (header, payload) = try SyncFile.decode(data, schema: schema)
                } catch SyncFileError.newerSchema(let newer) {
                    report.held[device] = newer
                    continue
                } catch {
                    continue
                }
                guard header.device == device, header.sequence == sequence, isPlausible(header.clock.upperBound)
                else { continue }
                var covered = header.applied
                covered[device] = sequence
                covered = covered.merging(applied, uniquingKeysWith: max)
                // The files left must continue it, and it must bring a stuck device on; a diary that took its name
                // back needs one that holds that name's files up to the last (docs/sync.md, "Taking a name back").
                guard devices.allSatisfy({ !gone($0, (covered[$0] ?? 0) + 1) }),
                    applied.isEmpty || stuck.contains(where: { (covered[$0] ?? 0) > (applied[$0] ?? 0) }),
                    (header.applied[setup.device] ?? 0) >= reclaimed
                else { continue }
                if newest.map({ header.clock.upperBound > $0.header.clock.upperBound }) ?? true {
                    newest = (header, payload, covered)
                }
            }
        }
        guard let (header, payload, covered) = newest else { return }
        guard try joinSnapshot(header, payload: payload) else { return }
        for (device, sequence) in covered where device != setup.device && sequence > (applied[device] ?? 0) {
            try SyncAppliedRecord.advance(
                device, to: sequence, lastStamp: device == header.device ? header.clock.upperBound : nil, in: db)
        }
        clock.receive(header.clock.upperBound, wallMilliseconds: wall)
        report.snapshotRead = header.device
    }

    /// Folds one file's changes into the shadow, noting the conflicts the rule resolves.
    mutating func apply(_ changes: [SyncChange], from header: SyncFileHeader) throws {
        var seen: [String: SyncStamp] = [:]
        for stamp in header.seen { seen[stamp.device] = max(seen[stamp.device] ?? stamp, stamp) }
        for change in changes {
            clock.receive(change.stamp, wallMilliseconds: wall)
            let state = try shadow.state(kind: change.kind, row: change.row)
            // A page's text this device could not read back is no value to show.
            let readable = !SyncShadow.holdsUnreadText(state, kind: change.kind)
            for finding in SyncPolicy.conflicts(of: change, meeting: state, writer: header.device, seen: seen)
            where readable {
                try note(finding, change, state: state)
            }
            try shadow.save(SyncMerge.apply(change, to: state).state, kind: change.kind, row: change.row)
            touched[change.kind, default: []].insert(change.row)
            if change.kind == "review", change.event == .insert, let card = change.columns["card"]?.string {
                reviewedCards.insert(card)
            }
        }
    }

    /// Writes the rows other devices changed, as the shadow now holds them: rows that exist are added or replaced
    /// (what they point to first), deleted ones removed (what points to them first). A row whose reference has not
    /// arrived yet waits in `syncPending` for a later sync.
    private mutating func writeTouchedRows() throws {
        touched.merge(try SyncPendingRecord.marked(in: db)) { $0.union($1) }
        try SyncPendingRecord.unmarkAll(in: db)
        var merger = try BackupMerger(db: db, now: now)
        merger.replacesAlways = true
        let above = NumbersAboveClaims()
        merger.numberWhenTaken = { [db] kind in
            if let next = above.next[kind.table] {
                above.next[kind.table] = next + 1
                return next
            }
            let claimed = try SyncNumbering.highestClaim(of: kind, in: db)
            let held = try Int64.fetchOne(db, sql: "SELECT max(id) FROM \(kind.table)") ?? 0
            above.next[kind.table] = max(claimed, held) + 2
            return max(claimed, held) + 1
        }
        var orphans = SyncOrphans(db: db, shadow: shadow)
        var deletions: [(BackupRowKind, String)] = []
        // The numbers the rows claim, as read before they were written: placing them needs them again.
        var claims: [String: [String: SyncNumbering.Claim?]] = [:]
        let bulk =
            touched.values.reduce(0) { $0 + $1.count } >= BulkInsertion.threshold
            ? try BulkInsertion(tables: SyncedTables.all.map(\.table), in: db) : nil
        for kind in SyncedTables.all {
            guard var rows = touched[kind.type] else { continue }
            var states: [String: SyncRowState] = [:]
            for row in rows { states[row] = try shadow.state(kind: kind.type, row: row) }
            if SyncNumbering.isNumbered(kind) { claims[kind.type] = states.mapValues { SyncNumbering.Claim($0) } }
            // Rows go in in the order they were made, so that rows with no number of their own (a goal's targets)
            // take the order they have where they were made.
            let order = rows.map { (made: states[$0]?.insertedAt?.description ?? "", row: $0) }
                .sorted { ($0.made, $0.row) < ($1.made, $1.row) }.map(\.row)
            // A node may point to another node of the same file: rows are tried again while any goes in.
            var progress = true
            while !rows.isEmpty, progress {
                progress = false
                for row in order where rows.contains(row) {
                    guard let state = states[row] else { continue }
                    guard state.exists else {
                        deletions.append((kind, row))
                        rows.remove(row)
                        progress = true
                        continue
                    }
                    // A page's text held by a digest its table no longer holds waits for a change that brings it.
                    guard !SyncShadow.holdsUnreadText(state, kind: kind.type) else { continue }
                    var object = state.values
                    object["type"] = .string(kind.type)
                    object[kind.identity] = .string(row)
                    do {
                        if try orphans.settle(&object, of: kind, merger: &merger) {
                            try merger.merge(object, as: kind)
                        }
                        rows.remove(row)
                        progress = true
                    } catch is BackupLineProblem {
                        continue
                    } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
                        continue
                    }
                }
            }
            for row in rows { try SyncPendingRecord.mark(kind.type, row, in: db) }
        }
        // Before any row moves to another number: the replay finds the rows inserted at the numbers they went in at.
        try bulk?.finish(inserted: merger.insertedRows)
        for (kind, row) in deletions.reversed() {
            do {
                try db.execute(
                    sql: "DELETE FROM \(kind.table) WHERE \(kind.identity) = ?", arguments: [row])
            } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
                // Rows written here must point to it (a grade filed under a subject removed elsewhere): it stays.
                orphans.keep(kind, row: row)
            }
        }
        // Writing them marked them as changed here; they are not.
        for (kind, rows) in touched { try SyncDirtyRecord.unmark(kind, rows, in: db) }
        // The pages written now hold their text: the shadow keeps it as a digest from here on.
        for row in touched[SyncShadow.heldKind] ?? [] {
            try shadow.save(try shadow.state(kind: SyncShadow.heldKind, row: row), kind: SyncShadow.heldKind, row: row)
        }
        // Rows brought back are published again, as insertions that undo their deletion.
        for (kind, row) in orphans.revived { try SyncDirtyRecord.mark(kind.type, row, in: db) }
        try placeNumbers(inserted: merger.insertedRows, claims: claims)
        touched = [:]
    }

    /// Gives the rows other devices changed the numbers the shadow says they have (``SyncNumbering``). Undo entries
    /// that changed a row at a number another row now holds are forgotten: undoing them would change that row.
    private mutating func placeNumbers(
        inserted: [String: Set<Int64>], claims: [String: [String: SyncNumbering.Claim?]]
    ) throws {
        var numbering = try SyncNumbering(db: db, device: setup.device)
        for kind in SyncedTables.all {
            for id in inserted[kind.table] ?? [] { numbering.inserted(kind, at: id) }
            guard SyncNumbering.isNumbered(kind), let rows = touched[kind.type] else { continue }
            for row in rows.sorted() { try numbering.place(kind, row: row, known: claims[kind.type]?[row]) }
        }
        for (kind, row) in numbering.displaced { try SyncPendingRecord.mark(kind.type, row, in: db) }
        report.renumbered += numbering.reportedMoves
        report.forgottenUndo += try UndoJournal.forget(entriesTouching: numbering.entered, in: db)
    }

    /// Replays the reviews of every card that gained one from another device, so that reviews made on two devices
    /// both count (rule 4). The new memory is a change of this device, published with the others.
    mutating func recomputeCards(replay: (MemoryState, [(rating: ReviewRating, at: Date)]) -> MemoryState) throws {
        for card in reviewedCards.sorted() {
            guard var record = try StudyCardRecord.filter(Column("uuid") == card).fetchOne(db), let id = record.id
            else { continue }
            let reviews = try ReviewLogRecord.filter(ReviewLogRecord.Columns.cardId == id)
                .order(ReviewLogRecord.Columns.reviewedAt, Column("uuid")).fetchAll(db)
            guard let first = reviews.first else { continue }
            let memory = replay(
                first.before, reviews.map { (ReviewRating(rawValue: $0.rating) ?? .good, $0.reviewedAt) })
            guard memory != record.memory else { continue }
            record.memory = memory
            try record.update(db)
        }
        reviewedCards = []
    }

    // MARK: - Conflicts and state

    private mutating func note(_ finding: SyncPolicy.Finding, _ change: SyncChange, state: SyncRowState) throws {
        let conflict = SyncConflict(
            seenAt: now, kind: change.kind, row: change.row, device: change.stamp.device, event: finding.event,
            title: ["title", "front", "name", "text"].lazy.compactMap { state.values[$0]?.string }.first,
            field: finding.field, kept: finding.kept?.text, lost: finding.lost?.text)
        try SyncConflictRecord.keep(conflict, in: db)
        report.conflicts.append(conflict)
    }

    private func state(_ key: SyncStateRecord.Key) throws -> String? {
        try SyncStateRecord.value(key, in: db)
    }

    private func saveState(_ key: SyncStateRecord.Key, _ value: String) throws {
        try SyncStateRecord.set(key, to: value, in: db)
    }
}

/// The next number above every claim, by table, for the rows of one sync whose number is taken (counted once).
private final class NumbersAboveClaims {
    var next: [String: Int64] = [:]
}
