public import DiarioDomain
import DiarioStore
import Foundation

/// The whole database's safety: snapshots and restores, the complete export and the merging import.
public struct BackupCommands: Sendable {
    let context: AppContext

    /// Creates the commands over a context.
    public init(context: AppContext) { self.context = context }

    /// Writes a snapshot of the whole database to `file`, or into the backups folder; says where.
    public func backUp(to file: String?) throws {
        let path = try context.backups.backUp(to: file, reason: nil)
        if context.json {
            context.console.out(JSONOutput.line(["path": path]))
        } else {
            context.console.out(context.localization.text("backup.done", ["path": path]))
        }
    }

    /// Replaces the database with the backup `file` (checked first; the current one kept as a backup) and says
    /// what came back. It does not open the database as other commands do, so that a damaged one can be restored.
    public static func restore(
        from file: String, options: ResolvedOptions, console: Console
    ) throws {
        let (summary, previous) = try DiarioStore.restore(
            databaseAt: options.databasePath, from: file, clock: options.clock)
        let context = try AppContext.open(options, console: console)
        if context.json {
            context.console.out(
                JSONOutput.line(
                    RestoreSummary(
                        path: summary.path, previous: previous, schema: summary.schemaVersion, tasks: summary.tasks,
                        cards: summary.cards, subjects: summary.subjects)))
            return
        }
        context.console.out(
            context.localization.text(
                "restore.done",
                [
                    "path": summary.path, "tasks": String(summary.tasks), "cards": String(summary.cards),
                    "subjects": String(summary.subjects), "previous": previous, "undo": UndoCommands.hint(context),
                ]))
    }

    /// Writes every row a student owns as JSON Lines (docs/json.md, "Backups").
    public func export(to write: (String) -> Void) throws {
        try context.backups.exportEverything(to: write)
    }

    /// After an export to `file` (a regular file): the materials' files copied beside it (`FILE.materials/`), said in
    /// one line when there were any. Throws ``StorageError``.
    public func exportMaterialFiles(besideExport file: String) throws {
        // Only beside a file: an export written to /dev/stdout or a pipe has no "beside".
        var status = stat()
        guard stat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return }
        let copied = try context.backups.copyMaterialFiles(besideExport: file)
        if copied > 0, !context.json {
            context.console.out(
                context.localization.plural(
                    "export.materialFiles", count: copied,
                    ["folder": file + ".materials"]))
        }
    }

    /// After an import of `file`: the materials' files it brought beside it (`FILE.materials/`) taken in, said in one
    /// line when there were any. Throws ``StorageError``.
    public func importMaterialFiles(besideExport file: String) throws {
        let taken = try context.backups.takeMaterialFiles(besideExport: file)
        if taken > 0, !context.json {
            context.console.out(context.localization.plural("import.materialFiles", count: taken))
        }
    }

    /// Merges the lines of an export (or of an older, tasks-only one) into the database in one transaction and
    /// says what changed. A bad line imports nothing and is named.
    @discardableResult
    public func importLines(_ lines: [String]) throws -> ImportReport {
        let report = try context.backups.importEverything(lines: lines, now: context.clock.now())
        if context.json {
            context.console.out(
                JSONOutput.line(
                    ImportSummary(
                        added: report.added, updated: report.updated, unchanged: report.unchanged,
                        createdSubjects: report.createdSubjects)))
            return report
        }
        let onlyNewTasks =
            report.updatedCount == 0 && report.unchanged == 0 && report.added.keys.allSatisfy { $0 == "task" }
        if onlyNewTasks {
            context.console.out(context.localization.plural("import.done", count: report.addedCount))
        } else {
            context.console.out(
                context.localization.text(
                    "import.summary",
                    [
                        "added": String(report.addedCount), "updated": String(report.updatedCount),
                        "unchanged": String(report.unchanged),
                    ]))
        }
        if !report.createdSubjects.isEmpty {
            context.console.out(
                context.localization.text(
                    "import.createdSubjects", ["keys": report.createdSubjects.joined(separator: ", ")]))
        }
        return report
    }
}

struct ImportSummary: Encodable {
    var added: [String: Int]
    var updated: [String: Int]
    var unchanged: Int
    var createdSubjects: [String]

    enum CodingKeys: String, CodingKey {
        case added, updated, unchanged
        case createdSubjects = "created_subjects"
    }
}

struct RestoreSummary: Encodable {
    var path: String
    var previous: String
    var schema: String
    var tasks: Int
    var cards: Int
    var subjects: Int
}
