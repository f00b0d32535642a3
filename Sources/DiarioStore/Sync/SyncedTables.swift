/// The tables sync carries between devices (docs/sync.md), apart from the backup format that describes how each
/// one's rows are written: sync reads and writes a row through its ``BackupRowKind``, but which tables travel is
/// decided here. Every other table says why it stays on this device (`SchemaCoverageTests` checks both lists
/// against the schema).
enum SyncedTables {
    /// Every synced kind, in the order rows are written: what a row points to comes before the row, and what points
    /// to a row is deleted before it.
    static let all: [BackupRowKind] = [
        .subject, .preference, .task, .material, .materialPage, .mindMap, .mindMapNode, .card, .review,
        .conversation, .message, .studySession, .term, .goal, .goalTarget, .termGoal, .achievement, .drillAnswer,
        .grade, .lesson, .schoolBreak, .absence,
    ]

    /// The synced kind kept in `table`.
    static func kind(inTable table: String) -> BackupRowKind? { all.first { $0.table == table } }

    /// The columns a row of the kind `type` carries in sync, in the order the shadow keeps its values: every field of
    /// its lines but the identity, in the order its ``BackupRowKind`` lists them, and a subject's aliases last
    /// (``SyncRows``); nil for a kind sync does not know. Append-only: a field added to a synced kind goes at the end
    /// of its fields, so that a state or a snapshot written before reads as a row without it.
    static func columns(of type: String) -> [String]? { columnsByType[type] }

    /// The JSON path of `column`'s value in a state of a row of `type` as the shadow keeps it, for SQL: the array
    /// position when the row has every column (``SyncShadow/stored(_:kind:)``), else the name. Each path gives NULL
    /// on the other form, so `coalesce` of the two reads both.
    static func valuePaths(of column: String, in type: String) -> (byPosition: String, byName: String) {
        guard let position = columns(of: type)?.firstIndex(of: column) else {
            return ("$.v.\(column)", "$.v.\(column)")
        }
        return ("$.v[\(position)]", "$.v.\(column)")
    }

    private static let columnsByType: [String: [String]] = Dictionary(
        uniqueKeysWithValues: all.map { kind in
            var columns = kind.fields.map(\.key).filter { $0 != kind.identity }
            if kind.table == "subject" { columns.append("aliases") }
            return (kind.type, columns)
        })

    /// Tables that do not travel with sync, and why.
    static let stayOnThisDevice: [String: String] = [
        "subjectAlias": "travels inside its subject's row, as its `aliases`",
        "undoEntry": "the journal refers to this file's row ids; an undo after a sync travels as a new change",
        "goalMetric": "built-in reference rows every device's migration makes alike",
        "studyTimer": "the timer running on this device now",
        "syncState": syncBookkeeping, "syncRow": syncBookkeeping, "syncDirty": syncBookkeeping,
        "syncPending": syncBookkeeping, "syncApplied": syncBookkeeping, "syncConflict": syncBookkeeping,
        "calendarPush": "what this device pushed to which calendar; each device pushes its own",
        "calendarImport": "what this device filed from calendars; the tests it filed travel as tasks",
        "calendarSubscription": "the feeds this device pulls at each sync",
    ]

    private static let syncBookkeeping = "this device's own sync bookkeeping"
}
