public import DiarioDomain

/// One change of one row, as a device publishes it: the row made (or made again), some columns edited, or the row
/// deleted, at a stamp.
public struct SyncChange: Hashable, Sendable {
    /// What happened to the row.
    public enum Event: String, Hashable, Sendable {
        /// The row was made, or made again after a deletion this device knew of (an undo, ``SyncChange/revives``).
        case insert
        /// Some columns were set.
        case edit
        /// The row was deleted.
        case delete
    }

    /// The kind of row, as an export names it (`task`, `card`, …; docs/json.md).
    public var kind: String
    /// The row's stable id: its UUID, or its key for a preference or an achievement.
    public var row: String
    /// When, on the hybrid logical clock.
    public var stamp: SyncStamp
    /// What happened.
    public var event: Event
    /// The columns set (every column for an insert); empty for a deletion.
    public var columns: [String: JSONValue]
    /// For an insert that makes a deleted row again: the deletions it knew of, the latest by each device, which it
    /// undoes. An insert that did not know of a deletion (the same recurring occurrence made on another device)
    /// never undoes it.
    public var revives: [SyncStamp]

    /// Creates a change.
    public init(
        kind: String, row: String, stamp: SyncStamp, event: Event, columns: [String: JSONValue] = [:],
        revives: [SyncStamp] = []
    ) {
        self.revives = revives
        self.kind = kind
        self.row = row
        self.stamp = stamp
        self.event = event
        self.columns = columns
    }
}

/// What a device holds of one row after the changes it has read: each column's value with the stamp that set it,
/// the stamp of the row's latest insertion, and its latest deletion by each device.
public struct SyncRowState: Hashable, Sendable {
    /// Each column's value.
    public var values: [String: JSONValue] = [:]
    /// The stamp of each column's value.
    public var stamps: [String: SyncStamp] = [:]
    /// The latest insertion's stamp.
    public var insertedAt: SyncStamp?
    /// The latest deletion by each device, by the device's name.
    public var deletions: [String: SyncStamp] = [:]
    /// The latest deletion by each device that an insert undid.
    public var revived: [String: SyncStamp] = [:]
    /// Whether an insertion later than a deletion brings the row back even when it did not know of it: so for rows
    /// a student makes on purpose whose UUID comes from what they are (a material from its file, a subject from its
    /// key), where a later "make" is meant. Not for recurring occurrences, which devices make by themselves. Not
    /// stored: the shadow sets it from the row's kind.
    public var laterInsertRevives = false

    /// An empty row.
    public init() {}

    /// Whether the row is deleted: it has a deletion no insert undid. Edits never bring a row back; an insert made
    /// knowing of the deletion (an undo) does, for the deletions it knew, and so does any later insert when
    /// ``laterInsertRevives``.
    public var isDeleted: Bool {
        deletions.contains { device, stamp in
            if let undone = revived[device], stamp <= undone { return false }
            if laterInsertRevives, let inserted = insertedAt, inserted > stamp { return false }
            return true
        }
    }

    /// Whether `column`'s value came from an insertion (the latest: an insertion carries every column) rather than an
    /// edit. Derived, never stored, so that every device reads the same from the same stamps.
    public func isFromInsertion(_ column: String) -> Bool {
        guard let stamp = stamps[column] else { return false }
        return stamp == insertedAt
    }

    /// The latest deletion of all, nil for a row never deleted.
    public var deletedAt: SyncStamp? { deletions.values.max() }

    /// Whether the row exists on this device's view: inserted, and not deleted since.
    public var exists: Bool { insertedAt != nil && !isDeleted }
}

/// The merge rule of docs/sync.md, for one row: per column an edit wins over an insertion, and of two edits (or two
/// insertions) the later stamp wins; whether the row exists is decided by its latest insertion or deletion, and
/// edits do not decide it. Folding the same changes in any order, any number of times, gives the same state.
public enum SyncMerge {
    /// Whether a column's value set at `stamp` (by an insertion when `fromInsertion`) replaces one set at `current`
    /// (by an insertion when `currentFromInsertion`). Two devices that make the same row by themselves (a recurring
    /// occurrence) each insert it whole: the one that syncs later must not undo what the other did to it since (a
    /// completion, a new title), so any edit wins over an insertion's value; otherwise the later stamp wins. A total
    /// order: the result never depends on the order changes arrive in.
    public static func replaces(
        _ stamp: SyncStamp, fromInsertion: Bool, over current: SyncStamp, currentFromInsertion: Bool
    ) -> Bool {
        guard fromInsertion == currentFromInsertion else { return currentFromInsertion }
        return stamp > current
    }

    /// `state` with `change` folded in, and whether the change is a conflict to report: an edit that meets a
    /// deletion (the edit is kept under the tombstone, never shown).
    public static func apply(_ change: SyncChange, to state: SyncRowState) -> (state: SyncRowState, conflict: Bool) {
        var state = state
        // Which of the row's columns came from an insertion, as it stood before this change.
        let before = state
        switch change.event {
        case .delete:
            let device = change.stamp.device
            state.deletions[device] = max(state.deletions[device] ?? change.stamp, change.stamp)
            return (state, false)
        case .insert:
            state.insertedAt = max(state.insertedAt ?? change.stamp, change.stamp)
            for undone in change.revives {
                state.revived[undone.device] = max(state.revived[undone.device] ?? undone, undone)
            }
        case .edit:
            break
        }
        let fromInsertion = change.event == .insert
        for (column, value) in change.columns {
            // Equal stamps come from the same change read twice: the same value.
            if let current = before.stamps[column],
                !replaces(
                    change.stamp, fromInsertion: fromInsertion, over: current,
                    currentFromInsertion: before.isFromInsertion(column))
            {
                continue
            }
            state.values[column] = value
            state.stamps[column] = change.stamp
        }
        return (state, change.event == .edit && state.isDeleted)
    }

    /// Two devices' states of one row joined (a snapshot read into a shadow): what folding both devices' changes
    /// would give.
    public static func join(_ first: SyncRowState, _ second: SyncRowState) -> SyncRowState {
        var state = first
        for (column, stamp) in second.stamps {
            if let current = first.stamps[column],
                !replaces(
                    stamp, fromInsertion: second.isFromInsertion(column), over: current,
                    currentFromInsertion: first.isFromInsertion(column))
            {
                continue
            }
            state.values[column] = second.values[column]
            state.stamps[column] = stamp
        }
        if let inserted = second.insertedAt { state.insertedAt = max(state.insertedAt ?? inserted, inserted) }
        state.deletions.merge(second.deletions, uniquingKeysWith: max)
        state.revived.merge(second.revived, uniquingKeysWith: max)
        return state
    }
}
