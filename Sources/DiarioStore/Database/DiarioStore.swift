public import DiarioDomain
import Foundation
internal import GRDB

/// The student's Diario database: one SQLite file in WAL mode, migrated to the current schema when opened.
///
/// Every method that changes more than one row does so in one transaction. The store is the only
/// place that knows SQL; the rest of the program sees the repository protocols of `DiarioDomain`.
public struct DiarioStore: Sendable {
    /// Where the database file lives.
    public let path: String
    let writer: any DatabaseWriter
    /// Stamps `updatedAt` on every row the store writes, so that a merge can tell which copy is newer.
    let clock: DiarioClock

    /// Opens (creating when missing, with mode 0600 in a 0700 folder) and migrates the database at `path`.
    ///
    /// Any number of processes may open, create or migrate the same file at once: the schema is created or
    /// migrated exactly once and every process goes on. A file written by a newer Diario is refused and left
    /// untouched. An existing file that needs migrating is first copied into the backups folder.
    /// Throws ``StorageError`` for a file it cannot open, a damaged or foreign file, or a newer schema.
    public static func open(path: String, clock: DiarioClock = .live) throws(StorageError) -> DiarioStore {
        do {
            try prepareFile(at: path)
            // One connection for the whole run: each one SQLite opens reads the whole schema again, and a
            // command that only reads needs no more (readers in other processes still read beside a writer, WAL).
            let queue = try DatabaseOpening.retryingWhileBusy {
                try DatabaseQueue(path: path, configuration: configuration())
            }
            let store = DiarioStore(path: path, writer: queue, clock: clock)
            try store.migrateIfNeeded()
            return store
        } catch let error as StorageError {
            throw error
        } catch {
            throw StorageError(error, path: path)
        }
    }

    /// A store in memory, migrated to the newest schema, gone when the last copy of it is: for tests of what the
    /// store keeps, which need none of the file's locking, backups or retries. Throws ``StorageError``.
    public static func inMemory(clock: DiarioClock = .live) throws(StorageError) -> DiarioStore {
        do {
            var configuration = GRDB.Configuration()
            configuration.foreignKeysEnabled = true
            let queue = try DatabaseQueue(configuration: configuration)
            try migrator.migrate(queue)
            return DiarioStore(path: ":memory:", writer: queue, clock: clock)
        } catch {
            throw StorageError(error, path: ":memory:")
        }
    }

    /// Closes the file for good at the end of a process that will not use the store again: SQLite checkpoints and
    /// removes its write-ahead log as when the last connection ends. The connection's object is then kept until the
    /// process exits, because freeing it makes libdispatch start a thread only to drop the queue's keys (about 0.4
    /// ms of a cold command, docs/benchmarks.md "Start-up, fourth round"). A close that fails (a statement still
    /// open) leaves the file as a crash would: complete, its log read back by the next open. Every use of this
    /// store, or of a copy of it, afterwards throws.
    public func closeForExit() {
        guard let queue = writer as? DatabaseQueue else { return }
        try? queue.close()
        _ = Unmanaged.passRetained(queue)
    }

    /// The schema version of the file: the identifiers of the migrations applied to it, oldest first.
    public func appliedMigrations() throws(StorageError) -> [String] {
        try read { db in try Self.migrator.appliedMigrations(db) }
    }

    /// The schema versions this build of Diario knows, oldest first.
    public static var knownMigrations: [String] { migrator.migrations }

    /// Migrations that add only this device's own tables, which never travel, or change nothing that does: a sync
    /// file's schema number does not count them, so that a device that has them and one that has not yet still read
    /// each other's files.
    static let migrationsSyncIgnores: Set<String> = [
        "v21-calendar-links", "v24-identity-by-default", "v25-lists-from-one-index",
    ]

    /// The schema number a sync file carries: the migrations that shape what travels.
    static var syncSchema: Int { knownMigrations.filter { !migrationsSyncIgnores.contains($0) }.count }

    /// Checks the file page by page; returns SQLite's findings, `["ok"]` when the file is sound.
    public func integrityCheck() throws(StorageError) -> [String] {
        try read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
    }

    /// The tables holding rows with an instant Diario cannot read (written by hand, or by an older version without
    /// checks), and how many rows of each; empty when every row can be shown.
    public func unreadableRows() throws(StorageError) -> [String: Int] {
        try read { db in
            var found: [String: Int] = [:]
            let tables = try String.fetchAll(
                db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%' ORDER BY name"
            )
            for table in tables {
                let instants = try db.columns(in: table).filter { $0.type.uppercased() == "DATETIME" }.map(\.name)
                guard !instants.isEmpty else { continue }
                let selection = instants.map { $0.quotedDatabaseIdentifier }.joined(separator: ", ")
                let rows = try Row.fetchCursor(db, sql: "SELECT \(selection) FROM \(table.quotedDatabaseIdentifier)")
                while let row = try rows.next() {
                    let unreadable = row.databaseValues.contains { value in
                        !value.isNull && StoredInstant.fromDatabaseValue(value).map { !$0.text.isEmpty } != true
                    }
                    if unreadable { found[table, default: 0] += 1 }
                }
            }
            return found
        }
    }

    static func configuration(readonly: Bool = false) -> GRDB.Configuration {
        var config = GRDB.Configuration()
        config.readonly = readonly
        config.foreignKeysEnabled = true
        // Another process may hold the write lock for a while (a big import); wait rather than fail.
        config.busyMode = .timeout(30)
        config.prepareDatabase { db in
            // In WAL mode the default NORMAL may lose the last commits on power loss; FULL does not.
            guard !readonly else { return }
            try db.execute(sql: "PRAGMA synchronous = FULL")
            // WAL lets other processes read while one writes; the mode is kept in the file, so this is a no-op
            // after the first time.
            try db.execute(sql: "PRAGMA journal_mode = WAL")
        }
        return config
    }

    /// Creates the folder (0700) and an empty file (0600) when missing. `O_EXCL` makes exactly one process the
    /// creator: the others find the file there and never truncate what the first one has begun writing.
    private static func prepareFile(at path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
            do {
                try FileManager.default.createDirectory(
                    atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                guard FileManager.default.fileExists(atPath: folder) else {
                    throw StorageError.cannotOpen(path: path, reason: String(cString: strerror(EACCES)))
                }
            }
        }
        let descriptor = Foundation.open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            close(descriptor)
        } else if errno != EEXIST {
            throw StorageError.cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
    }

    /// Brings the schema up to date (after opening an older file, or restoring one). When it is current this is
    /// one read. Otherwise the process takes the migration lock, looks again (another process may have migrated meanwhile), copies an
    /// existing file into the backups folder, and runs the migrator, all before releasing the lock.
    func migrateIfNeeded() throws {
        if try isCurrent() { return }
        try DatabaseOpening.withMigrationLock(forDatabase: path) {
            guard try !isCurrent() else { return }
            let hasTables = try DatabaseOpening.retryingWhileBusy {
                try writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0 > 0 }
            }
            if hasTables {
                let applied = try appliedMigrations().last ?? "v0"
                try backUp(reason: "before-migration-from-\(applied)")
            }
            try DatabaseOpening.retryingWhileBusy { try Self.migrator.migrate(writer) }
        }
    }

    /// Whether the file holds every migration this build knows. A file that holds one it does not know was
    /// written by a newer Diario: it is refused, and left as it is (not even checkpointed when the connection
    /// closes).
    private func isCurrent() throws -> Bool {
        try DatabaseOpening.retryingWhileBusy {
            try writer.read { db in
                let applied = try DatabaseOpening.appliedMigrations(db)
                guard applied.isSubset(of: Self.knownMigrations) else {
                    DatabaseOpening.leaveUntouchedOnClose(db)
                    throw StorageError.newerSchema(path: path)
                }
                return applied == Set(Self.knownMigrations)
            }
        }
    }

    /// Runs `body` in one read. A read breaks no rule, so every failure is the database's: ``StorageError``
    /// (a row that cannot become a domain value is a damaged row, `failed`).
    func read<T>(_ body: (GRDB.Database) throws -> T) throws(StorageError) -> T {
        do {
            return try writer.read(body)
        } catch {
            throw Self.storageError(error, path: path)
        }
    }

    /// Runs `body` in one write transaction. An error the student can read thrown by `body` (a ``DomainError``
    /// for a rule the change breaks, an ``ImportError`` for a bad line) passes through unchanged and rolls the
    /// transaction back; every other failure is the database's, as for `read`.
    func write<T>(_ body: (GRDB.Database) throws -> T) throws -> T {
        do {
            return try writer.write(body)
        } catch let error as any StudentFacingError {
            throw error
        } catch {
            throw Self.storageError(error, path: path)
        }
    }

    /// What any failure inside a read or write is at the boundary: a ``StorageError`` as it is, SQLite's errors
    /// mapped to what the student is told, anything else (a rule broken by a stored row) a failed operation.
    private static func storageError(_ error: any Error, path: String) -> StorageError {
        switch error {
        case let error as StorageError: error
        case let error as DatabaseError: StorageError(error, path: path)
        default: .failed(reason: "\(error)")
        }
    }
}

extension StorageError {
    /// Maps an error from SQLite or the file system to what the student is told.
    init(_ error: any Error, path: String) {
        if let error = error as? DatabaseError {
            switch error.resultCode {
            case .SQLITE_NOTADB:
                // A file beside Diario's own backups that is no database any more was one: it is damaged.
                let backup = DiarioStore.newestBackup(forDatabase: path)
                self = backup.map { .damaged(path: path, newestBackup: $0) } ?? .notADatabase(path: path)
            case .SQLITE_CORRUPT: self = .damaged(path: path, newestBackup: DiarioStore.newestBackup(forDatabase: path))
            case .SQLITE_FULL: self = .full(path: path)
            case .SQLITE_MISMATCH: self = .unreadableRow(path: path)
            case .SQLITE_CONSTRAINT where error.extendedResultCode == .SQLITE_CONSTRAINT_CHECK: self = .refusedValue
            case .SQLITE_READONLY: self = .readOnly(path: path)
            case .SQLITE_CANTOPEN, .SQLITE_PERM:
                self = .cannotOpen(path: path, reason: error.message ?? "\(error.resultCode)")
            case .SQLITE_IOERR:
                // A write that found no room comes back as an I/O error from some file systems.
                self = errno == ENOSPC ? .full(path: path) : .failed(reason: error.message ?? "\(error.resultCode)")
            default: self = .failed(reason: error.message ?? "\(error.resultCode)")
            }
        } else {
            self = .cannotOpen(path: path, reason: error.localizedDescription)
        }
    }
}
