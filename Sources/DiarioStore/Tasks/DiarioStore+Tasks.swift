public import DiarioDomain
import DiarioSync
public import Foundation
internal import GRDB

extension DiarioStore: TaskRepository {
    /// Saves a new task; its subject key, when given, must name an existing subject.
    public func addTask(_ task: StudyTask) throws -> StudyTask {
        try journaledWrite(.taskAdded) { db in
            var record = StudyTaskRecord(task, subjectId: try Self.subjectId(for: task.subjectKey, in: db))
            record.id = nil
            record.updatedAt = clock.now()
            try record.insert(db)
            return (record.task(subjectKey: task.subjectKey), task.title, record.id)
        }
    }

    /// Saves every field of an existing task.
    public func updateTask(_ task: StudyTask) throws -> StudyTask {
        guard let id = task.id else { throw DomainError.taskNotFound(id: 0) }
        return try journaledWrite(.taskEdited) { db in
            guard try StudyTaskRecord.exists(db, key: id) else { throw DomainError.taskNotFound(id: id) }
            var record = StudyTaskRecord(task, subjectId: try Self.subjectId(for: task.subjectKey, in: db))
            record.updatedAt = clock.now()
            try record.update(db)
            return (task, task.title, id)
        }
    }

    /// The task with that id, or nil.
    public func task(id: Int64) throws(StorageError) -> StudyTask? {
        try read { db in
            guard let record = try StudyTaskRecord.fetchOne(db, key: id) else { return nil }
            return try Self.tasks([record], in: db).first
        }
    }

    /// How many open tasks fall on each day of the range, counted on the index of open tasks by due date.
    public func openTaskCounts(in range: DayRange) throws(StorageError) -> [CalendarDay: Int] {
        try read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT dueDate, COUNT(*) FROM studyTask
                    WHERE completedAt IS NULL AND dueDate >= ? AND dueDate <= ? GROUP BY dueDate
                    """,
                arguments: [range.first.iso, range.last.iso])
            var counts: [CalendarDay: Int] = [:]
            for row in rows {
                if let day = CalendarDay(iso: row[0] as String) { counts[day] = row[1] }
            }
            return counts
        }
    }

    /// The tasks the query selects, in list order.
    public func tasks(_ query: TaskQuery) throws(StorageError) -> [StudyTask] {
        try read { db in
            var subjectId: Int64?
            if case .openBySubject(let key) = query {
                guard let id = try Self.subjectId(for: key, in: db) else { return [] }
                subjectId = id
            }
            let request = StudyTaskRecord.request(for: query, subjectId: subjectId)
            return try Self.tasks(try request.fetchAll(db), in: db)
        }
    }

    /// Every task, open and done, in id order.
    public func allTasks() throws(StorageError) -> [StudyTask] {
        try read { db in
            try Self.tasks(try StudyTaskRecord.order(StudyTaskRecord.Columns.id).fetchAll(db), in: db)
        }
    }

    /// Marks an open task completed and files its follow-up in one transaction; completing twice is refused,
    /// and a follow-up that is already open is not filed again.
    public func completeTask(id: Int64, at instant: Date, then next: (StudyTask) -> StudyTask?) throws
        -> (completed: StudyTask, next: StudyTask?, nextIsNew: Bool)
    {
        try journaledWrite(.taskCompleted) { db in
            guard var record = try StudyTaskRecord.fetchOne(db, key: id) else {
                throw DomainError.taskNotFound(id: id)
            }
            guard record.completedAt == nil else { throw DomainError.taskAlreadyCompleted(id: id) }
            record.completedAt = instant
            record.updatedAt = clock.now()
            try record.update(db)
            let completed = try Self.tasks([record], in: db)[0]
            guard let follow = next(completed) else { return ((completed, nil, false), record.title, id) }
            var nextRecord = StudyTaskRecord(follow, subjectId: record.subjectId)
            let duplicate = try StudyTaskRecord.all().open()
                .filter(
                    Column("title") == nextRecord.title && Column("subjectId") == nextRecord.subjectId
                        && Column("repeatRule") == nextRecord.repeatRule
                        && StudyTaskRecord.Columns.dueDate == nextRecord.dueDate
                )
                .fetchOne(db)
            if let duplicate {
                return ((completed, duplicate.task(subjectKey: completed.subjectKey), false), record.title, id)
            }
            nextRecord.id = nil
            nextRecord.updatedAt = clock.now()
            // Two devices that complete the same occurrence make the same next one (docs/sync.md, rule 5).
            nextRecord.uuid = record.uuid.map(SyncIdentity.occurrence(after:))
            if let uuid = nextRecord.uuid,
                let existing = try StudyTaskRecord.filter(Column("uuid") == uuid).fetchOne(db)
            {
                return ((completed, existing.task(subjectKey: completed.subjectKey), false), record.title, id)
            }
            try nextRecord.insert(db)
            return ((completed, nextRecord.task(subjectKey: completed.subjectKey), true), record.title, id)
        }
    }

    /// Deletes the task (journaled, so that undo brings it back) and returns it as it was.
    public func deleteTask(id: Int64) throws -> StudyTask {
        try journaledWrite(.taskDeleted) { db in
            guard let record = try StudyTaskRecord.fetchOne(db, key: id) else { throw DomainError.taskNotFound(id: id) }
            let task = try Self.tasks([record], in: db)[0]
            try record.delete(db)
            return (task, task.title, id)
        }
    }

    // MARK: - Inside a transaction

    /// A custom subject for a key met in imported data: its name is the key in words ("storia-arte" →
    /// "Storia arte"), which the student can rename.
    static func placeholderSubject(key: String) -> Subject {
        let words = key.replacingOccurrences(of: "-", with: " ")
        let name = words.prefix(1).uppercased() + words.dropFirst()
        return Subject(key: key, customName: name, icon: "📌", colour: .gray, sortOrder: 0)
    }

    /// The id of the subject an imported row names, creating a placeholder subject the first time a key is met
    /// (`ids` caches keys to ids; `created` collects the keys created).
    static func subjectId(
        forImported key: String?, ids: inout [String: Int64], created: inout [String], in db: GRDB.Database
    ) throws -> Int64? {
        guard let key else { return nil }
        if let id = ids[key] { return id }
        var record = SubjectRecord(placeholderSubject(key: key))
        record.uuid = SyncIdentity.subject(key: key)
        record.sortOrder = try nextSortOrder(db)
        try record.insert(db)
        ids[key] = record.id
        created.append(key)
        return record.id
    }

    static func subjectId(for key: String?, in db: GRDB.Database) throws -> Int64? {
        guard let key else { return nil }
        guard let id = try Int64.fetchOne(db, sql: "SELECT id FROM subject WHERE key = ?", arguments: [key]) else {
            throw DomainError.subjectNotFound(key: key)
        }
        return id
    }

    static func tasks(_ records: [StudyTaskRecord], in db: GRDB.Database) throws -> [StudyTask] {
        guard !records.isEmpty else { return [] }
        let keys = try subjectKeysById(in: db)
        return records.map { $0.task(subjectKey: $0.subjectId.flatMap { keys[$0] }) }
    }
}
