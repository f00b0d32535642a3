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

    /// Opens (creating when missing, with mode 0600) and migrates the database at `path`.
    ///
    /// A file written by a newer Diario is refused and left untouched. An existing file that needs
    /// migrating is first copied, with SQLite's backup API, to `<path>.bak`.
    public static func open(path: String) throws(StorageError) -> DiarioStore {
        do {
            try prepareFile(at: path)
            try backUpIfMigrationNeeded(path: path)
            let pool = try DatabasePool(path: path, configuration: configuration())
            try migrate(pool)
            return DiarioStore(path: path, writer: pool)
        } catch let error as StorageError {
            throw error
        } catch {
            throw StorageError(error, path: path)
        }
    }

    /// The schema version of the file: the identifiers of the migrations applied to it, oldest first.
    public func appliedMigrations() throws(StorageError) -> [String] {
        try read { db in try Self.migrator.appliedMigrations(db) }
    }

    /// The schema versions this build of Diario knows, oldest first.
    public static var knownMigrations: [String] { migrator.migrations }

    /// Checks the file page by page; returns SQLite's findings, `["ok"]` when the file is sound.
    public func integrityCheck() throws(StorageError) -> [String] {
        try read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
    }

    static func configuration() -> GRDB.Configuration {
        var config = GRDB.Configuration()
        config.foreignKeysEnabled = true
        config.busyMode = .timeout(15)
        config.prepareDatabase { db in
            // In WAL mode the default NORMAL may lose the last commits on power loss; FULL does not.
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        return config
    }

    /// Creates the folder and an empty file with mode 0600 when the file is missing.
    private static func prepareFile(at path: String) throws {
        let manager = FileManager.default
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty, !manager.fileExists(atPath: folder) {
            try manager.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        if !manager.fileExists(atPath: path) {
            guard manager.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
            else { throw StorageError.cannotOpen(path: path, reason: "cannot create the file") }
        }
    }

    /// Looks at an existing file without writing to it: refuses a newer schema, and copies a file that is
    /// about to be migrated to `<path>.bak`.
    private static func backUpIfMigrationNeeded(path: String) throws {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size > 0 else { return }
        var config = GRDB.Configuration()
        config.readonly = true
        config.busyMode = .timeout(15)
        let queue = try DatabaseQueue(path: path, configuration: config)
        defer { try? queue.close() }
        let needsMigration = try queue.read { db -> Bool in
            if try migrator.hasBeenSuperseded(db) { throw StorageError.newerSchema(path: path) }
            let hasTables = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") ?? 0 > 0
            return try hasTables && !migrator.hasCompletedMigrations(db)
        }
        guard needsMigration else { return }
        let backupPath = path + ".bak"
        try? FileManager.default.removeItem(atPath: backupPath)
        _ = FileManager.default.createFile(
            atPath: backupPath, contents: nil, attributes: [.posixPermissions: 0o600])
        let backup = try DatabaseQueue(path: backupPath)
        try queue.backup(to: backup)
        try backup.close()
    }

    /// Runs the migrator; when another process migrates the same new file at the same moment, the loser
    /// finds the work done and tries again.
    private static func migrate(_ writer: any DatabaseWriter) throws {
        var attempt = 0
        while true {
            do {
                try migrator.migrate(writer)
                return
            } catch {
                attempt += 1
                if attempt >= 3 { throw error }
            }
        }
    }

    func read<T>(_ body: (GRDB.Database) throws -> T) throws(StorageError) -> T {
        do {
            return try writer.read(body)
        } catch let error as StorageError {
            throw error
        } catch let error as DomainError {
            throw StorageError.failed(reason: "\(error)")
        } catch {
            throw StorageError(error, path: path)
        }
    }

    /// Runs `body` in one write transaction. Domain errors thrown by `body` pass through unchanged
    /// (and roll the transaction back); SQLite errors become ``StorageError``.
    func write<T>(_ body: (GRDB.Database) throws -> T) throws -> T {
        do {
            return try writer.write(body)
        } catch let error as DomainError {
            throw error
        } catch let error as StorageError {
            throw error
        } catch {
            throw StorageError(error, path: path)
        }
    }
}

extension StorageError {
    /// Maps an error from SQLite or the file system to what the student is told.
    init(_ error: any Error, path: String) {
        if let error = error as? DatabaseError {
            switch error.resultCode {
            case .SQLITE_NOTADB: self = .notADatabase(path: path)
            case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_READONLY:
                self = .cannotOpen(path: path, reason: error.message ?? "\(error.resultCode)")
            default: self = .failed(reason: error.message ?? "\(error.resultCode)")
            }
        } else {
            self = .cannotOpen(path: path, reason: error.localizedDescription)
        }
    }
}
