internal import CSQLiteSession
import Foundation
internal import GRDB

/// How several processes share one database file while it is being created or migrated.
enum DatabaseOpening {
    /// How long a process waits for others before it gives up and reports the database as busy.
    static let patience: TimeInterval = 60

    /// Runs `body` again while SQLite answers "busy" or "locked" without waiting itself (switching a new file to
    /// WAL, recovering a WAL left by a killed process), with growing pauses, up to ``patience``.
    static func retryingWhileBusy<T>(_ body: () throws -> T) throws -> T {
        let deadline = Date().addingTimeInterval(patience)
        var pause: useconds_t = 2_000
        while true {
            do {
                return try body()
            } catch let error as DatabaseError
                where (error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED) && Date() < deadline
            {
                usleep(pause + useconds_t.random(in: 0...pause))
                pause = min(pause * 2, 100_000)
            }
        }
    }

    /// The migrations applied to the file, read in one snapshot. GRDB's own helper asks its schema cache whether
    /// the table exists, which can be older than the snapshot while another process is creating the schema.
    static func appliedMigrations(_ db: GRDB.Database) throws -> Set<String> {
        let exists =
            try Bool.fetchOne(
                db, sql: "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'grdb_migrations'") ?? false
        guard exists else { return [] }
        return try String.fetchSet(db, sql: "SELECT identifier FROM grdb_migrations")
    }

    /// Asks SQLite not to checkpoint the write-ahead log into the file when `db`'s connection closes.
    static func leaveUntouchedOnClose(_ db: GRDB.Database) {
        diario_keep_wal_on_close(UnsafeMutableRawPointer(db.sqliteConnection))
    }

    /// Runs `body` while holding an exclusive `flock` on the database's folder, so that one process at a time
    /// checks and migrates the schema. The folder, not the file, is locked: closing any descriptor of the
    /// database file would drop the POSIX locks SQLite holds on it in this process. The lock goes with the
    /// process if it dies.
    static func withMigrationLock<T>(forDatabase path: String, _ body: () throws -> T) throws -> T {
        let folder = (path as NSString).deletingLastPathComponent
        let descriptor = Foundation.open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { return try body() }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
