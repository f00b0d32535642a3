/// A column's value as it travels between devices.
public enum SyncValue: Hashable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
}

/// One change of one row, as a device publishes it: some columns set, or the row deleted, at a stamp.
public struct SyncChange: Hashable, Sendable {
    /// The table (`studyTask`, `studyCard`, …).
    public var table: String
    /// The row's UUID.
    public var row: String
    /// When, on the hybrid logical clock.
    public var stamp: SyncStamp
    /// The columns set; empty for a deletion.
    public var columns: [String: SyncValue]
    /// Whether the row was deleted.
    public var isDeletion: Bool

    /// Creates a change.
    public init(
        table: String, row: String, stamp: SyncStamp, columns: [String: SyncValue] = [:], isDeletion: Bool = false
    ) {
        self.table = table
        self.row = row
        self.stamp = stamp
        self.columns = columns
        self.isDeletion = isDeletion
    }
}

/// What a device holds of one row after the changes it has read: each column's value with the stamp that set it,
/// and the row's tombstone.
public struct SyncRowState: Hashable, Sendable {
    /// Each column's value.
    public var values: [String: SyncValue] = [:]
    /// The stamp of each column's value.
    public var stamps: [String: SyncStamp] = [:]
    /// The latest deletion's stamp; a row with a tombstone stays deleted forever.
    public var deletedAt: SyncStamp?

    /// An empty row.
    public init() {}

    /// Whether the row is deleted.
    public var isDeleted: Bool { deletedAt != nil }
}

/// The merge rule of docs/sync.md, for one row: per column the later stamp wins; a deletion is a tombstone that no
/// edit undoes. Folding the same changes in any order, any number of times, gives the same state.
public enum SyncMerge {
    /// `state` with `change` folded in, and whether the change is a conflict to report: an edit that meets a
    /// tombstone (the edit is kept under the tombstone, never shown).
    public static func apply(_ change: SyncChange, to state: SyncRowState) -> (state: SyncRowState, conflict: Bool) {
        var state = state
        if change.isDeletion {
            state.deletedAt = max(state.deletedAt ?? change.stamp, change.stamp)
            return (state, false)
        }
        for (column, value) in change.columns {
            // Equal stamps come from the same change read twice: the same value.
            if let current = state.stamps[column], current >= change.stamp { continue }
            state.values[column] = value
            state.stamps[column] = change.stamp
        }
        return (state, state.isDeleted)
    }
}
