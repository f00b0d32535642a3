/// How each table of the schema is covered by the undo journal and by export / import: a table is journaled and
/// exported as a kind of its own, or it says here why not. `SchemaCoverageTests` compares these lists with the
/// tables the migrations make, so a new table cannot be forgotten. (`diario backup` copies the whole file and so
/// covers every table.)
enum SchemaCoverage {
    /// Tables the migrations make that no one owns: SQLite's and GRDB's own bookkeeping.
    static let bookkeeping: Set<String> = ["grdb_migrations", "sqlite_sequence"]

    /// The full-text index and FTS5's own tables under it: triggers rebuild it from the rows it indexes whenever
    /// those change (by a command, an import or an undo), so it is neither journaled nor exported.
    static let derived: Set<String> = [
        "searchIndex", "searchIndex_data", "searchIndex_idx", "searchIndex_content", "searchIndex_docsize",
        "searchIndex_config",
    ]

    /// Tables the undo journal does not record, and why.
    static let notJournaled: [String: String] = [
        "undoEntry": "the journal itself",
        "goalMetric": "built-in reference rows the migration makes and nothing changes",
        "syncState": syncBookkeeping, "syncRow": syncBookkeeping, "syncDirty": syncBookkeeping,
        "syncPending": syncBookkeeping, "syncApplied": syncBookkeeping,
        "syncConflict": syncBookkeeping,
        "calendarPush": calendarBookkeeping, "calendarImport": calendarBookkeeping,
        "calendarSubscription": calendarBookkeeping,
    ]

    /// Tables export does not write as a kind of their own, and why.
    static let notExported: [String: String] = [
        "undoEntry": "the journal refers to this file's row ids, which mean nothing in another file",
        "goalMetric": "built-in reference rows the migration makes; goal targets name their metric by key",
        "subjectAlias": "written inside each subject's line, as its `aliases`",
        "studyTimer": "the timer running now: a moment's state, which becomes a study session when stopped",
        "syncState": syncBookkeeping, "syncRow": syncBookkeeping, "syncDirty": syncBookkeeping,
        "syncPending": syncBookkeeping, "syncApplied": syncBookkeeping,
        "syncConflict": syncBookkeeping,
        "calendarPush": calendarBookkeeping, "calendarImport": calendarBookkeeping,
        "calendarSubscription": calendarBookkeeping,
    ]

    /// Sync's own bookkeeping (v19): what this device holds and has read; undoing or exporting it would make the
    /// device forget what it published and read, and apply or publish it again.
    private static let syncBookkeeping = "this device's own sync bookkeeping (docs/sync.md)"

    /// What this device wrote to and read from calendars (v21): undoing it would make a push or pull repeat work,
    /// and another file's device keeps its own.
    private static let calendarBookkeeping = "this device's own calendar bookkeeping (docs/json.md, calendar)"
}
