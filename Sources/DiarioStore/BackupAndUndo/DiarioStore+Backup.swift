public import DiarioDomain
import Foundation
internal import GRDB

extension DiarioStore: BackupRepository {
    /// How many automatic backups the backups folder keeps; older ones are removed when a new one is made.
    public static let keptBackups = 10

    /// The folder of automatic backups: `backups/` beside the database (`$XDG_DATA_HOME/diario/backups/`).
    public static func backupFolder(forDatabase path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return (folder.isEmpty ? "." : folder) + "/backups"
    }

    /// The most recent backup in the backups folder, if any.
    public static func newestBackup(forDatabase path: String) -> String? {
        backups(in: backupFolder(forDatabase: path)).last
    }

    /// Writes a consistent snapshot of the whole database with SQLite's online backup API, while other
    /// processes go on writing. Without `file`, it goes into the backups folder with the time and `reason` in
    /// its name, and only the newest ``keptBackups`` are kept. The file is created with mode 0600 (its folder
    /// 0700) and must not exist yet; a backup to a file of the student's choosing takes its materials' files along,
    /// in `FILE.materials/`. Returns its path; throws ``StorageError`` when it cannot be written.
    @discardableResult
    public func backUp(to file: String? = nil, reason: String? = nil) throws(StorageError) -> String {
        let destination = file ?? automaticBackupPath(reason: reason)
        do {
            try Self.createPrivateFile(at: destination)
            do {
                let copy = try DatabaseQueue(path: destination)
                try writer.backup(to: copy)
                try copy.close()
            } catch {
                try? FileManager.default.removeItem(atPath: destination)
                throw error
            }
        } catch let error as StorageError {
            throw error
        } catch {
            throw StorageError(error, path: destination)
        }
        if file == nil {
            Self.pruneBackups(in: Self.backupFolder(forDatabase: path))
        } else {
            do {
                try Self.copyMaterialFiles(
                    namedIn: destination, from: materialFilesFolder,
                    to: Self.materialFilesFolder(ofBackup: destination))
            } catch {
                throw StorageError(error, path: Self.materialFilesFolder(ofBackup: destination))
            }
        }
        return destination
    }

    /// Checks that `file` is a sound Diario database this build can read (integrity, Diario's tables, a schema
    /// no newer than this build's) and says what it holds. Throws ``StorageError`` otherwise.
    public static func inspectBackup(at file: String) throws(StorageError) -> BackupSummary {
        guard FileManager.default.isReadableFile(atPath: file) else {
            throw .cannotOpen(path: file, reason: String(cString: strerror(ENOENT)))
        }
        do {
            let queue = try DatabaseQueue(path: file, configuration: configuration(readonly: true))
            defer { try? queue.close() }
            return try queue.read { db in
                guard try String.fetchAll(db, sql: "PRAGMA integrity_check") == ["ok"] else {
                    throw StorageError.damaged(path: file, newestBackup: nil)
                }
                guard try db.tableExists("grdb_migrations"), try db.tableExists("studyTask") else {
                    throw StorageError.notADiarioDatabase(path: file)
                }
                if try migrator.hasBeenSuperseded(db) { throw StorageError.newerSchema(path: file) }
                let count = { (table: String) in try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? 0 }
                return BackupSummary(
                    path: file, schemaVersion: try migrator.appliedMigrations(db).last ?? "",
                    tasks: try count("studyTask"),
                    cards: try db.tableExists("studyCard") ? count("studyCard") : 0, subjects: try count("subject"))
            }
        } catch let error as StorageError {
            throw error
        } catch {
            throw StorageError(error, path: file)
        }
    }

    /// Replaces the whole database at `path` with the backup `file`, after checking the backup and keeping the
    /// current database in the backups folder first. A sound database is overwritten in place with the backup
    /// API, so that other processes see the change at once, in one step; a damaged one, which SQLite cannot read,
    /// is copied aside byte for byte and replaced as a file. The restored data is migrated if it is older, and the
    /// restore is journaled, so that undo puts the replaced data back. The files of the backup's materials, when
    /// they travelled beside it, join the materials folder first (none there is replaced). Returns what was restored
    /// and where the replaced database was kept.
    public static func restore(databaseAt path: String, from file: String, clock: DiarioClock) throws(StorageError)
        -> (restored: BackupSummary, previous: String)
    {
        let summary = try inspectBackup(at: file)
        let files = materialFilesFolder(ofBackup: file)
        if FileManager.default.fileExists(atPath: files) {
            do {
                try copyMaterialFiles(namedIn: file, from: files, to: materialFilesFolder(forDatabase: path))
            } catch {
                throw StorageError(error, path: materialFilesFolder(forDatabase: path))
            }
        }
        if let store = try? DiarioStore.open(path: path, clock: clock), (try? store.integrityCheck()) == ["ok"] {
            let previous = try store.backUp(reason: "before-restore")
            try store.overwrite(with: file, keepingSyncOf: previous)
            try store.finishRestore(of: summary, previous: previous)
            return (summary, previous)
        }
        let previous = try replaceDamagedFile(at: path, with: file, clock: clock)
        try DiarioStore.open(path: path, clock: clock).finishRestore(of: summary, previous: previous)
        return (summary, previous)
    }

    /// Writes every page of `file` over this database with the backup API, in one step for other processes, and
    /// migrates the result if it is older. Sync's bookkeeping is then taken back from `current` (a copy of this
    /// database as it was): it describes this device and what the other devices know, which a backup must not rewind.
    private func overwrite(with file: String, keepingSyncOf current: String) throws(StorageError) {
        do {
            let source = try DatabaseQueue(path: file, configuration: Self.configuration(readonly: true))
            try source.backup(to: writer)
            try source.close()
            try migrateIfNeeded()
            try keepSyncBookkeeping(of: current)
        } catch let error as StorageError {
            throw error
        } catch {
            throw StorageError(error, path: path)
        }
    }

    /// Journals the restore (after a damaged file was replaced, migrates it first if it is older).
    private func finishRestore(of summary: BackupSummary, previous: String) throws(StorageError) {
        do {
            try migrateIfNeeded()
            try write { db in
                try UndoJournal.recordRestore(from: previous, summary: summary.path, in: db, at: clock.now())
            }
        } catch let error as StorageError {
            throw error
        } catch {
            throw StorageError(error, path: path)
        }
    }

    /// Keeps the unreadable file (and its WAL) in the backups folder as it is, then puts a copy of `file` in its
    /// place with one rename. Returns where the old file was kept.
    private static func replaceDamagedFile(at path: String, with file: String, clock: DiarioClock) throws(StorageError)
        -> String
    {
        let manager = FileManager.default
        let kept = automaticBackupPath(forDatabase: path, clock: clock, reason: "damaged-before-restore")
        do {
            if manager.fileExists(atPath: path) {
                try createPrivateFile(at: kept)
                try manager.removeItem(atPath: kept)
                try manager.copyItem(atPath: path, toPath: kept)
                if manager.fileExists(atPath: path + "-wal") {
                    try manager.copyItem(atPath: path + "-wal", toPath: kept + "-wal")
                }
            }
            let incoming = path + ".restoring"
            try? manager.removeItem(atPath: incoming)
            try createPrivateFile(at: incoming)
            try manager.removeItem(atPath: incoming)
            try manager.copyItem(atPath: file, toPath: incoming)
            _ = chmod(incoming, 0o600)
            for suffix in ["-wal", "-shm"] { try? manager.removeItem(atPath: path + suffix) }
            guard rename(incoming, path) == 0 else {
                throw StorageError.cannotOpen(path: path, reason: String(cString: strerror(errno)))
            }
        } catch let error as StorageError {
            throw error
        } catch {
            throw StorageError.cannotOpen(path: path, reason: error.localizedDescription)
        }
        pruneBackups(in: backupFolder(forDatabase: path))
        return kept
    }

    /// Puts back the database a restore replaced (the undo of a restore), keeping the current one as a backup.
    func putBack(_ backup: String) throws(StorageError) {
        _ = try Self.inspectBackup(at: backup)
        let current = try backUp(reason: "before-undo")
        try overwrite(with: backup, keepingSyncOf: current)
    }

    private func automaticBackupPath(reason: String?) -> String {
        Self.automaticBackupPath(forDatabase: path, clock: clock, reason: reason)
    }

    /// `backups/diario-2026-11-22T103000-REASON.sqlite`, with a counter when that name is taken.
    private static func automaticBackupPath(forDatabase path: String, clock: DiarioClock, reason: String?) -> String {
        let folder = backupFolder(forDatabase: path)
        let (day, second) = clock.timeZone.local(clock.now())
        let twoDigits = { (number: Int) in (number < 10 ? "0" : "") + String(number) }
        let stamp = day.iso + "T" + twoDigits(second / 3_600) + twoDigits(second % 3_600 / 60) + twoDigits(second % 60)
        let base = folder + "/diario-" + stamp + (reason.map { "-" + $0 } ?? "")
        var candidate = base + ".sqlite"
        var counter = 2
        while FileManager.default.fileExists(atPath: candidate) {
            candidate = base + "-\(counter).sqlite"
            counter += 1
        }
        return candidate
    }

    /// The automatic backups in `folder`, oldest first (their names sort by time).
    static func backups(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasPrefix("diario-") && $0.hasSuffix(".sqlite") }.sorted().map { folder + "/" + $0 }
    }

    private static func pruneBackups(in folder: String) {
        let all = backups(in: folder)
        for old in all.dropLast(keptBackups) { try? FileManager.default.removeItem(atPath: old) }
    }

    /// Creates an empty file with mode 0600 (and its folder with 0700); refuses one that exists.
    static func createPrivateFile(at file: String) throws {
        let folder = (file as NSString).deletingLastPathComponent
        if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        let descriptor = Foundation.open(file, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw StorageError.cannotOpen(path: file, reason: String(cString: strerror(errno)))
        }
        close(descriptor)
    }
}
