import DiarioDomain
import DiarioSync
import Foundation
internal import GRDB

/// Damage (docs/sync.md, "Damage"): a file that cannot be read is reported once and skipped, so that the files after
/// it still arrive; the reader notes it in `syncState` (`skipped:DEVICE`, the numbers skipped) and says so in its
/// progress file, and the device that wrote it answers with a snapshot, which the reader joins to get back what the
/// file held. A skipped file that arrives whole later (a sync engine that was still copying it) is applied then. A file cut short is given until the next sync to arrive whole: found cut at the same length twice, it is
/// damaged. (A later file of its device proves nothing: sync engines deliver files in any order.)
extension SyncSession {
    /// How far ahead of this device's clock a stamp may be: a device's clock may be wrong by minutes, not by days. A
    /// stamp beyond it would drag every clock that adopted it into the future for good.
    static let maxClockLead: Int64 = 86_400_000

    /// Whether a stamp read from the folder is no further ahead of this device's clock than ``maxClockLead``.
    func isPlausible(_ stamp: SyncStamp) -> Bool { stamp.milliseconds <= wall + Self.maxClockLead }

    /// The most skipped files remembered per device: past them, a damaged file stops that device's files until a
    /// snapshot heals the ones skipped (nothing is ever skipped without being remembered).
    static let maxSkippedRemembered = 200

    /// Reports `device`'s file `sequence` as damaged (or stamped too far ahead of this device's clock, which may be
    /// the wrong one), remembers it as skipped, and counts it as applied; returns false (and skips nothing) when that
    /// device already has ``maxSkippedRemembered`` files skipped.
    mutating func skipDamaged(device: String, sequence: Int, aheadOfClock: Bool = false) throws -> Bool {
        if aheadOfClock {
            report.aheadOfClock[device] = sequence
        } else {
            report.damaged[device] = sequence
        }
        var skipped = try Self.skippedFiles(in: db)[device] ?? []
        guard skipped.count < Self.maxSkippedRemembered else { return false }
        skipped.append(sequence)
        try saveSkipped(Array(Set(skipped)).sorted(), of: device)
        try SyncAppliedRecord.advance(device, to: sequence, lastStamp: nil, in: db)
        try forgetCut(of: device)
        return true
    }

    /// Whether a file cut short will never be whole: the last sync found it cut at the same length. Otherwise
    /// remembers its length for the next sync.
    mutating func isCutForGood(device: String, sequence: Int, size: Int) throws -> Bool {
        let seen = "\(sequence) \(size)"
        if try SyncStateRecord.value(.cut(device), in: db) == seen { return true }
        try SyncStateRecord.set(.cut(device), to: seen, in: db)
        return false
    }

    /// Forgets a file of `device` seen cut short: it arrived, or was skipped.
    func forgetCut(of device: String) throws {
        try SyncStateRecord.remove([.cut(device)], in: db)
    }

    /// The files this device skipped, by the device that wrote them, lowest first.
    static func skippedFiles(in db: GRDB.Database) throws -> [String: [Int]] {
        var skipped: [String: [Int]] = [:]
        for (device, value) in try SyncStateRecord.values(prefixed: "skipped:", in: db) {
            let numbers = value.split(separator: " ").compactMap { Int($0) }.sorted()
            if !numbers.isEmpty { skipped[device] = numbers }
        }
        return skipped
    }

    /// The lowest file number this device skipped, by device: what its progress file asks a snapshot for, and what
    /// its own snapshots must not claim to hold.
    static func firstSkippedFiles(in db: GRDB.Database) throws -> [String: Int] {
        try skippedFiles(in: db).compactMapValues(\.first)
    }

    /// Remembers the numbers skipped of `device` (none: the key is removed).
    private func saveSkipped(_ numbers: some Collection<Int>, of device: String) throws {
        guard !numbers.isEmpty else {
            try SyncStateRecord.remove([.skipped(device)], in: db)
            return
        }
        try SyncStateRecord.set(.skipped(device), to: numbers.map(String.init).joined(separator: " "), in: db)
    }

    /// Applies the skipped files of `device` that are whole now, and forgets them.
    mutating func retrySkipped(of device: String) throws {
        guard let skipped = try Self.skippedFiles(in: db)[device] else { return }
        var left: [Int] = []
        for sequence in skipped {
            let name = SyncDevice.fileName(sequence: sequence)
            guard (folder.size(of: device, name: name) ?? Int.max) <= SyncFolder.maxFileBytes,
                let data = folder.contents(of: device, name: name),
                let (header, payload) = try? SyncFile.decode(data, schema: schema), header.device == device,
                header.sequence == sequence, isPlausible(header.clock.upperBound),
                let changes = try? SyncPayload.decode(try open(payload, of: header)),
                changes.allSatisfy({ isPlausible($0.stamp) })
            else {
                left.append(sequence)
                continue
            }
            try apply(changes, from: header)
            report.applied[device, default: 0] += changes.count
        }
        if left.count != skipped.count { try saveSkipped(left, of: device) }
    }

    /// Joins, for each device whose file this device skipped, that device's newest snapshot written after the first
    /// such file, then forgets the files it holds. A snapshot that is damaged too is reported and the skip kept for a
    /// later one.
    mutating func healFromSnapshots() throws {
        for (device, skipped) in try Self.skippedFiles(in: db).sorted(by: { $0.key < $1.key }) {
            guard let first = skipped.first, let sequence = folder.snapshots(of: device).last(where: { $0 >= first }),
                let data = folder.snapshot(of: device, sequence: sequence),
                let (header, payload) = try? SyncFile.decode(data, schema: schema), header.device == device,
                header.sequence == sequence, isPlausible(header.clock.upperBound)
            else { continue }
            guard try joinSnapshot(header, payload: payload) else { continue }
            try saveSkipped(skipped.filter { $0 > sequence }, of: device)
            try SyncAppliedRecord.advance(device, to: sequence, lastStamp: header.clock.upperBound, in: db)
            clock.receive(header.clock.upperBound, wallMilliseconds: wall)
            report.healed[device] = sequence
        }
    }

    /// Joins a snapshot's rows into the shadow, as any change is joined. Returns false, with the reason in the
    /// report, when the snapshot cannot be opened (sealed with another key, not sealed in an encrypted folder) or is
    /// not one Diario wrote (its payload no SQLite file, or without a `syncRow` table of text columns `kind`,
    /// `identity` and `state`): its schema is checked before any query, on a read-only copy.
    mutating func joinSnapshot(_ header: SyncFileHeader, payload: Data) throws -> Bool {
        let bytes: Data
        do {
            bytes = try open(payload, of: header, snapshot: true)
        } catch .unsealed {
            report.unsealed[header.device] = header.sequence
            return false
        } catch {
            report.locked[header.device] = header.sequence
            return false
        }
        let temporary = try SyncPrivateFile()
        defer { temporary.remove() }
        do {
            try bytes.write(to: URL(fileURLWithPath: temporary.path))
        } catch {
            throw StorageError.cannotOpen(path: temporary.path, reason: error.localizedDescription)
        }
        // Joining is monotone: a snapshot found damaged half-way has taken nothing back. Failures of this database
        // are kept apart from the snapshot's, which only make it damaged.
        var ownFailure: (any Error)?
        do {
            var configuration = Configuration()
            configuration.readonly = true
            let snapshot = try DatabaseQueue(path: temporary.path, configuration: configuration)
            defer { try? snapshot.close() }
            try snapshot.read { copy in
                let table = try String.fetchOne(copy, sql: "SELECT type FROM sqlite_master WHERE name = 'syncRow'")
                let columns = try String.fetchAll(copy, sql: "SELECT name FROM pragma_table_info('syncRow')")
                guard table == "table", ["kind", "identity", "state"].allSatisfy(columns.contains) else {
                    throw SyncFileError.corrupt
                }
                let cursor = try Row.fetchCursor(copy, sql: "SELECT kind, identity, state FROM syncRow")
                while let row = try cursor.next() {
                    guard case .string(let kind) = (row[0] as DatabaseValue).storage,
                        case .string(let identity) = (row[1] as DatabaseValue).storage,
                        case .string(let state) = (row[2] as DatabaseValue).storage
                    else { throw SyncFileError.corrupt }
                    do {
                        try join(kind: kind, identity: identity, state: state)
                    } catch {
                        ownFailure = error
                        throw error
                    }
                }
            }
        } catch {
            if let ownFailure { throw ownFailure }
            report.damaged[header.device] = header.sequence
            return false
        }
        return true
    }

    /// Joins one row's state from a snapshot into the shadow.
    private mutating func join(kind: String, identity: String, state: String) throws {
        let joined = SyncMerge.join(
            try shadow.state(kind: kind, row: identity), SyncShadow.state(stored: state, kind: kind))
        try shadow.save(joined, kind: kind, row: identity)
        touched[kind, default: []].insert(identity)
        // Reviews it brings count in their card's memory, beside the ones made here.
        if kind == "review", joined.exists, let card = joined.values["card"]?.string {
            reviewedCards.insert(card)
        }
    }
}
