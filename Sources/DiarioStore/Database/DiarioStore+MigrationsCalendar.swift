internal import GRDB

extension DiarioStore {
    /// The migrations of calendars both ways (issue 41), in order.
    static func registerCalendar(in migrator: inout DatabaseMigrator) {
        // v21: calendars both ways. Three tables of this device's own bookkeeping, never synced, exported or journaled
        // (another device keeps its own): what was last written to each CalDAV collection, by UID, with the server's
        // ETag and a digest of the text (`calendarPush`), so that a push writes only what changed and never over a
        // change made on the phone; every event read from a calendar, where, and the task it became
        // (`calendarImport`), so that nothing is imported twice, even after the student deletes the task, and a test
        // read from the phone's own collection is not pushed back to it; the feeds pulled at every sync
        // (`calendarSubscription`).
        migrator.registerMigration("v21-calendar-links") { db in
            try db.create(table: "calendarPush", options: .withoutRowID) { t in
                t.column("collection", .text).notNull()
                t.column("uid", .text).notNull()
                t.column("etag", .text)
                t.column("digest", .text).notNull()
                t.primaryKey(["collection", "uid"])
            }
            try db.create(table: "calendarImport", options: .withoutRowID) { t in
                t.primaryKey("key", .text)
                t.column("taskIdentity", .text).notNull()
                t.column("day", .text).notNull()
                t.column("source", .text).notNull()
            }
            try db.create(table: "calendarSubscription") { t in
                t.primaryKey("url", .text)
            }
        }
    }
}
