public import DiarioDomain
import DiarioSync
internal import GRDB

extension DiarioStore: CalendarLinkRepository {
    /// What was last written to the collection, by UID.
    public func pushedItems(to collection: String) throws(StorageError) -> [String: PushedCalendarItem] {
        try read { db in
            let records = try CalendarPushRecord.filter(CalendarPushRecord.Columns.collection == collection)
                .fetchAll(db)
            return Dictionary(
                records.map { ($0.uid, PushedCalendarItem(etag: $0.etag, digest: $0.digest)) },
                uniquingKeysWith: { first, _ in first })
        }
    }

    /// Records what was written (or read) and forgets the UIDs removed, in one transaction.
    public func recordPushed(_ items: [String: PushedCalendarItem], removing: [String], in collection: String)
        throws(StorageError)
    {
        try writeBookkeeping { db in
            for (uid, item) in items {
                // Not `upsert`: GRDB's reads back a rowid, which a WITHOUT ROWID table has not.
                try CalendarPushRecord(collection: collection, uid: uid, etag: item.etag, digest: item.digest)
                    .insert(db, onConflict: .replace)
            }
            for uid in removing {
                _ = try CalendarPushRecord.deleteOne(db, key: ["collection": collection, "uid": uid])
            }
        }
    }

    /// Files the tests never imported and moves those the calendar moved, in one journaled transaction. A task
    /// filed for an event takes a UUID made from its key, so two devices that read the same calendar file one task.
    public func importCalendarTests(_ tests: [CalendarTest]) throws -> CalendarImportOutcome {
        try journaledWrite(.imported) { db in
            var outcome = CalendarImportOutcome(added: [], moved: [])
            for test in tests {
                guard let day = test.task.dueDate else { continue }
                if var known = try CalendarImportRecord.fetchOne(db, key: test.key) {
                    guard known.day != day.iso else { continue }
                    // The calendar moved it: the task follows, unless the student has moved it already.
                    if var record = try StudyTaskRecord.filter(Column("uuid") == known.taskIdentity).fetchOne(db),
                        record.dueDate == known.day, record.completedAt == nil
                    {
                        record.dueDate = day.iso
                        record.dueTime = test.task.dueTime?.iso
                        record.updatedAt = clock.now()
                        try record.update(db)
                        outcome.moved += try Self.tasks([record], in: db)
                    }
                    known.day = day.iso
                    try known.update(db)
                    continue
                }
                let identity = SyncIdentity.calendarTest(key: test.key)
                try CalendarImportRecord(key: test.key, taskIdentity: identity, day: day.iso, source: test.source)
                    .insert(db)
                guard try StudyTaskRecord.filter(Column("uuid") == identity).isEmpty(db) else { continue }
                var record = StudyTaskRecord(
                    test.task, subjectId: try Self.subjectId(for: test.task.subjectKey, in: db))
                record.id = nil
                record.uuid = identity
                record.updatedAt = clock.now()
                try record.insert(db)
                outcome.added += try Self.tasks([record], in: db)
            }
            return (outcome, "\(outcome.added.count)", nil)
        }
    }

    /// The UUIDs of the tasks filed from events read at `source`.
    public func calendarImportedTasks(from source: String) throws(StorageError) -> Set<String> {
        try read { db in
            Set(
                try CalendarImportRecord.filter(CalendarImportRecord.Columns.source == source)
                    .select(Column("taskIdentity"), as: String.self).fetchAll(db))
        }
    }

    /// The feeds pulled at every sync, in the order added.
    public func calendarSubscriptions() throws(StorageError) -> [String] {
        try read { db in try String.fetchAll(db, sql: "SELECT url FROM calendarSubscription ORDER BY rowid") }
    }

    /// Adds a feed; false when it was there already.
    public func subscribeCalendar(_ url: String) throws(StorageError) -> Bool {
        try writeBookkeeping { db in
            guard try CalendarSubscriptionRecord.fetchOne(db, key: url) == nil else { return false }
            try CalendarSubscriptionRecord(url: url).insert(db)
            return true
        }
    }

    /// Removes a feed; false when it was not there.
    public func unsubscribeCalendar(_ url: String) throws(StorageError) -> Bool {
        try writeBookkeeping { db in try CalendarSubscriptionRecord.deleteOne(db, key: url) }
    }
}

extension DiarioStore {
    /// One write transaction of bookkeeping, which breaks no rule a student can: whatever fails, the database did.
    fileprivate func writeBookkeeping<T>(_ body: (GRDB.Database) throws -> T) throws(StorageError) -> T {
        do {
            return try write(body)
        } catch {
            throw error as? StorageError ?? .failed(reason: "\(error)")
        }
    }
}
