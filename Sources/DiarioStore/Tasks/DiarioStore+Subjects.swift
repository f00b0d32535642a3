public import DiarioDomain
import DiarioSync
internal import GRDB

extension DiarioStore: SubjectRepository {
    /// Every subject in list order with its aliases; hidden ones only when asked.
    public func subjects(includingHidden: Bool) throws(StorageError) -> [Subject] {
        try read { db in
            // SQL text rather than the query interface, which reads the schema first: every `add` runs this.
            let visible = includingHidden ? "" : "WHERE isActive = 1"
            let records = try SubjectRecord.fetchAll(
                db.cachedStatement(sql: "SELECT * FROM subject \(visible) ORDER BY sortOrder, id"))
            return try Self.subjects(records, in: db)
        }
    }

    /// The subject with that key, hidden or not.
    public func subject(key: String) throws(StorageError) -> Subject? {
        try read { db in try Self.subject(key: key, in: db) }
    }

    /// Saves a new custom subject at the end of the list; fails when its key or an alias is taken.
    public func createSubject(_ subject: Subject) throws -> Subject {
        try write { db in
            guard try SubjectRecord.filter(SubjectRecord.Columns.key == subject.key).fetchOne(db) == nil else {
                throw DomainError.subjectExists(key: subject.key)
            }
            var record = SubjectRecord(subject)
            record.id = nil
            record.uuid = SyncIdentity.subject(key: subject.key)
            record.isBuiltIn = false
            record.sortOrder = try Self.nextSortOrder(db)
            record.updatedAt = clock.now()
            try record.insert(db)
            try Self.insertAliases(subject.aliases, subjectId: record.id!, in: db)
            return try Self.subject(key: subject.key, in: db)!
        }
    }

    /// Sets the name the student chose; nil restores a built-in's localized name.
    public func renameSubject(key: String, to name: String?) throws -> Subject {
        try write { db in
            var record = try Self.record(key: key, in: db)
            let trimmed = name.map { StoredText.clean($0).replacingOccurrences(of: "\n", with: " ") }
            if let trimmed, trimmed.isEmpty || trimmed.count > 60 {
                throw DomainError.invalidSubjectName(name: trimmed)
            }
            if trimmed == nil, !record.isBuiltIn { throw DomainError.invalidSubjectName(name: "") }
            record.customName = trimmed
            record.updatedAt = clock.now()
            try record.update(db)
            return try Self.subject(key: key, in: db)!
        }
    }

    /// Hides or shows a subject; the fallback subject always stays visible.
    public func setSubjectActive(key: String, _ isActive: Bool) throws -> Subject {
        try write { db in
            var record = try Self.record(key: key, in: db)
            if key == Subject.fallbackKey, !isActive { throw DomainError.fallbackSubjectRequired }
            record.isActive = isActive
            record.updatedAt = clock.now()
            try record.update(db)
            return try Self.subject(key: key, in: db)!
        }
    }

    /// Shows the set's built-ins and hides the others, as one journaled change.
    public func chooseSubjects(_ set: SchoolSubjectSet) throws -> [Subject] {
        try journaledWrite(.subjectsChosen) { db in
            let now = clock.now()
            for var record in try SubjectRecord.filter(SubjectRecord.Columns.isBuiltIn == true).fetchAll(db) {
                let visible = set.subjectKeys.contains(record.key)
                guard record.isActive != visible else { continue }
                record.isActive = visible
                record.updatedAt = now
                try record.update(db)
            }
            let subjects = try Self.subjects(
                SubjectRecord.filter(SubjectRecord.Columns.isActive == true).order(SubjectRecord.Columns.sortOrder)
                    .fetchAll(db), in: db)
            return (subjects, set.rawValue, nil)
        }
    }

    /// Adds aliases; an alias already on this subject is kept once, one on another subject is refused.
    public func addAliases(_ aliases: [String], toSubject key: String) throws -> Subject {
        try write { db in
            var record = try Self.record(key: key, in: db)
            try Self.insertAliases(aliases, subjectId: record.id!, in: db)
            record.updatedAt = clock.now()
            try record.update(db)
            return try Self.subject(key: key, in: db)!
        }
    }

    /// Moves the subject's tasks, materials, sessions, timer and goal targets to the replacement and removes the
    /// subject, in one transaction.
    public func removeSubject(key: String, movingWorkTo replacementKey: String) throws -> Int {
        try journaledWrite(.subjectRemoved) { db in
            let record = try Self.record(key: key, in: db)
            guard !record.isBuiltIn else { throw DomainError.builtInSubjectNotRemovable(key: key) }
            let replacement = try Self.record(key: replacementKey, in: db)
            guard replacement.id != record.id else { throw DomainError.subjectExists(key: replacementKey) }
            let moved =
                try StudyTaskRecord
                .filter(StudyTaskRecord.Columns.subjectId == record.id)
                .updateAll(
                    db, StudyTaskRecord.Columns.subjectId.set(to: replacement.id),
                    Column("updatedAt").set(to: clock.now()))
            try StudyMaterialRecord
                .filter(StudyMaterialRecord.Columns.subjectId == record.id)
                .updateAll(
                    db, StudyMaterialRecord.Columns.subjectId.set(to: replacement.id),
                    Column("updatedAt").set(to: clock.now()))
            try db.execute(
                sql: "UPDATE lesson SET subjectId = ?, updatedAt = ? WHERE subjectId = ?",
                arguments: [replacement.id, StoredInstant(clock.now()), record.id])
            try db.execute(
                sql: "UPDATE grade SET subjectId = ?, updatedAt = ? WHERE subjectId = ?",
                arguments: [replacement.id, StoredInstant(clock.now()), record.id])
            try db.execute(
                sql: "UPDATE mindMap SET subjectId = ?, updatedAt = ? WHERE subjectId = ?",
                arguments: [replacement.id, StoredInstant(clock.now()), record.id])
            try StudySessionRecord
                .filter(StudySessionRecord.Columns.subjectId == record.id)
                .updateAll(db, StudySessionRecord.Columns.subjectId.set(to: replacement.id))
            try db.execute(
                sql: "UPDATE studyTimer SET subjectId = ? WHERE subjectId = ?", arguments: [replacement.id, record.id])
            // A goal asking for both subjects keeps the replacement's target; the other one goes.
            try db.execute(
                sql: """
                    DELETE FROM goalTarget WHERE subjectId = ?2 AND EXISTS (
                        SELECT 1 FROM goalTarget other WHERE other.goalId = goalTarget.goalId
                        AND other.metricId = goalTarget.metricId AND other.subjectId = ?1)
                    """, arguments: [replacement.id, record.id])
            try db.execute(
                sql: "UPDATE goalTarget SET subjectId = ? WHERE subjectId = ?", arguments: [replacement.id, record.id])
            _ = try record.delete(db)
            return (moved, record.customName ?? key, record.id)
        }
    }

    // MARK: - Inside a transaction

    static func record(key: String, in db: GRDB.Database) throws -> SubjectRecord {
        guard let record = try SubjectRecord.filter(SubjectRecord.Columns.key == key).fetchOne(db) else {
            throw DomainError.subjectNotFound(key: key)
        }
        return record
    }

    static func subject(key: String, in db: GRDB.Database) throws -> Subject? {
        let statement = try db.cachedStatement(sql: "SELECT * FROM subject WHERE key = ?")
        guard let record = try SubjectRecord.fetchOne(statement, arguments: [key]) else { return nil }
        return try subjects([record], in: db).first
    }

    static func subjects(_ records: [SubjectRecord], in db: GRDB.Database) throws -> [Subject] {
        // Every alias, a small table, read by one prepared statement.
        let aliases = try SubjectAliasRecord.fetchAll(db.cachedStatement(sql: "SELECT * FROM subjectAlias ORDER BY id"))
        let aliasesBySubject = Dictionary(grouping: aliases, by: \.subjectId)
        return records.map { record in
            record.subject(aliases: aliasesBySubject[record.id!, default: []].map(\.alias))
        }
    }

    /// Subject ids by key, for mapping tasks; the table is small.
    static func subjectIdsByKey(in db: GRDB.Database) throws -> [String: Int64] {
        let rows = try Row.fetchAll(db, sql: "SELECT key, id FROM subject")
        return Dictionary(uniqueKeysWithValues: rows.map { ($0["key"], $0["id"]) })
    }

    /// Subject keys by id, for mapping rows to domain values.
    static func subjectKeysById(in db: GRDB.Database) throws -> [Int64: String] {
        let rows = try Row.fetchAll(db.cachedStatement(sql: "SELECT id, key FROM subject"))
        return Dictionary(uniqueKeysWithValues: rows.map { ($0[0], $0[1]) })
    }

    static func nextSortOrder(_ db: GRDB.Database) throws -> Int {
        // Custom subjects go after the built-ins but before the fallback "other", which stays last.
        let last = try Int.fetchOne(db, sql: "SELECT max(sortOrder) FROM subject WHERE key <> 'other'") ?? 0
        try db.execute(sql: "UPDATE subject SET sortOrder = ? WHERE key = 'other'", arguments: [last + 2])
        return last + 1
    }

    static func insertAliases(_ aliases: [String], subjectId: Int64, in db: GRDB.Database) throws {
        for alias in aliases {
            let trimmed = alias.trimmingCharacters(in: .whitespacesAndNewlines)
            let folded = TextFolding.fold(trimmed)
            guard !folded.isEmpty, trimmed.count <= 60 else {
                throw DomainError.invalidSubjectName(name: alias)
            }
            if let existing = try SubjectAliasRecord.filter(SubjectAliasRecord.Columns.foldedAlias == folded)
                .fetchOne(db)
            {
                if existing.subjectId == subjectId { continue }
                let owner = try SubjectRecord.fetchOne(db, key: existing.subjectId)
                throw DomainError.aliasTaken(alias: trimmed, subjectKey: owner?.key ?? "?")
            }
            var record = SubjectAliasRecord(id: nil, subjectId: subjectId, alias: trimmed, foldedAlias: folded)
            try record.insert(db)
        }
    }
}
