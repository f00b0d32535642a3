public import Foundation

/// What a backup file holds, as checked before a restore.
public struct BackupSummary: Equatable, Sendable {
    /// The file.
    public var path: String
    /// The newest migration applied to it.
    public var schemaVersion: String
    /// How many tasks it holds.
    public var tasks: Int
    /// How many flashcards it holds.
    public var cards: Int
    /// How many subjects it holds.
    public var subjects: Int

    /// Creates a summary.
    public init(path: String, schemaVersion: String, tasks: Int, cards: Int, subjects: Int) {
        self.path = path
        self.schemaVersion = schemaVersion
        self.tasks = tasks
        self.cards = cards
        self.subjects = subjects
    }
}

/// What an import of a backup file did, row kind by row kind.
public struct ImportReport: Equatable, Sendable {
    /// Rows that were not there and were added, by kind ("task", "card", …).
    public var added: [String: Int] = [:]
    /// Rows that were there and were replaced by the file's newer copy, by kind.
    public var updated: [String: Int] = [:]
    /// Rows that were there already, as new as the file's copy or newer, and were left alone.
    public var unchanged = 0
    /// Keys of subjects that the file named and that were created for it.
    public var createdSubjects: [String] = []

    /// Creates an empty report.
    public init() {}

    /// How many rows were added.
    public var addedCount: Int { added.values.reduce(0, +) }
    /// How many rows were updated.
    public var updatedCount: Int { updated.values.reduce(0, +) }
}

/// A line of an import file could not be taken; the whole import is refused and nothing is saved.
public enum ImportError: Error, Equatable, Sendable {
    /// Line `line` could not be read; `reason` is a localization key, `detail` the offending value.
    case invalidLine(line: Int, reason: String, detail: String)
    /// The file could not be read.
    case unreadable(path: String)
    /// The file holds nothing to import.
    case empty
}

/// Whole-database safety: snapshots, restores, and the complete export and merging import.
public protocol BackupRepository: Sendable {
    /// Writes a consistent snapshot of the whole database to `file` (or, when nil, into the backups folder,
    /// keeping the newest few) with mode 0600, while other processes go on writing; returns its path.
    func backUp(to file: String?, reason: String?) throws(StorageError) -> String
    /// Writes every row a student owns, one JSON object a line, in a stable order (docs/json.md).
    func exportEverything(to write: (String) -> Void) throws
    /// Merges the lines of an export into the database in one journaled transaction: rows are matched by their
    /// stable id, added when missing, replaced only by a newer copy. Older exports (tasks without ids) are
    /// added. Throws ``ImportError`` naming the first bad line; then nothing is saved.
    func importEverything(lines: [String], now: Date) throws -> ImportReport
    /// Copies the files of this diary's materials into `FILE.materials/` beside an export written to `file`; returns
    /// how many were copied.
    func copyMaterialFiles(besideExport file: String) throws(StorageError) -> Int
    /// After importing `file`, takes from `FILE.materials/` the files of the materials now named and missing here
    /// (only those whose content matches their hash); returns how many.
    func takeMaterialFiles(besideExport file: String) throws(StorageError) -> Int
}
