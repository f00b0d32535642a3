public import DiarioDomain
public import Foundation
internal import GRDB

extension DiarioStore {
    /// Every term, earliest first.
    public func terms() throws(StorageError) -> [StudyTerm] {
        try read { db in
            try StudyTermRecord.order(StudyTermRecord.Columns.startDay, StudyTermRecord.Columns.id).fetchAll(db)
                .compactMap(\.term)
        }
    }

    /// Saves a new term in one journaled change.
    public func addTerm(_ term: StudyTerm) throws -> StudyTerm {
        let valid = try term.validated()
        return try journaledWrite(.termChanged) { db in
            var record = StudyTermRecord(valid, at: clock.now())
            record.id = nil
            try record.insert(db)
            return (record.term ?? valid, "+ \(valid.name)", record.id)
        }
    }

    /// Saves a term's name and days in one journaled change.
    public func updateTerm(_ term: StudyTerm) throws -> StudyTerm {
        let valid = try term.validated()
        return try journaledWrite(.termChanged) { db in
            guard let id = valid.id, var record = try StudyTermRecord.fetchOne(db, key: id) else {
                throw DomainError.termNotFound(id: valid.id ?? 0)
            }
            record.name = valid.name
            record.startDay = valid.start.iso
            record.endDay = valid.end.iso
            record.updatedAt = clock.now()
            try record.update(db)
            return (valid, "~ \(valid.name)", id)
        }
    }

    /// Removes a term; its assignments go with it (the junction cascades), its goals stay.
    public func removeTerm(id: Int64) throws -> StudyTerm {
        try journaledWrite(.termChanged) { db in
            guard let record = try StudyTermRecord.fetchOne(db, key: id), let term = record.term else {
                throw DomainError.termNotFound(id: id)
            }
            try record.delete(db)
            return (term, "− \(term.name)", id)
        }
    }

    /// Every goal with its targets and terms, oldest first.
    public func goals() throws(StorageError) -> [StudyGoal] {
        try read { db in
            let keys = try Self.subjectKeysById(in: db)
            let metrics = try Self.metricKeysById(in: db)
            var targets: [Int64: [GoalTarget]] = [:]
            for record in try GoalTargetRecord.order(Column("id")).fetchAll(db) {
                guard let metric = metrics[record.metricId] else { continue }
                targets[record.goalId, default: []].append(
                    GoalTarget(metric: metric, subjectKey: record.subjectId.flatMap { keys[$0] }, amount: record.target)
                )
            }
            var terms: [Int64: [Int64]] = [:]
            for record in try TermGoalRecord.order(TermGoalRecord.Columns.termId).fetchAll(db) {
                terms[record.goalId, default: []].append(record.termId)
            }
            return try StudyGoalRecord.order(Column("id")).fetchAll(db).map { record in
                let id = record.id ?? 0
                return StudyGoal(id: id, title: record.title, targets: targets[id] ?? [], termIds: terms[id] ?? [])
            }
        }
    }

    /// Saves a new goal, its targets and its terms in one journaled change.
    public func addGoal(_ goal: StudyGoal) throws -> StudyGoal {
        let valid = try goal.validated()
        return try journaledWrite(.goalChanged) { db in
            var record = StudyGoalRecord(title: valid.title, createdAt: clock.now(), updatedAt: clock.now())
            try record.insert(db)
            let id = record.id ?? 0
            try Self.saveParts(of: valid, goalId: id, in: db)
            var saved = valid
            saved.id = id
            return (saved, "+ \(valid.title)", id)
        }
    }

    /// Replaces a goal's title, targets and terms in one journaled change.
    public func updateGoal(_ goal: StudyGoal) throws -> StudyGoal {
        let valid = try goal.validated()
        return try journaledWrite(.goalChanged) { db in
            guard let id = valid.id, var record = try StudyGoalRecord.fetchOne(db, key: id) else {
                throw DomainError.goalNotFound(id: valid.id ?? 0)
            }
            record.title = valid.title
            record.updatedAt = clock.now()
            try record.update(db)
            try Self.saveParts(of: valid, goalId: id, in: db)
            return (valid, "~ \(valid.title)", id)
        }
    }

    /// Removes a goal; its targets and assignments cascade, inside the journaled change.
    public func removeGoal(id: Int64) throws -> StudyGoal {
        guard let goal = try goals().first(where: { $0.id == id }) else { throw DomainError.goalNotFound(id: id) }
        return try journaledWrite(.goalChanged) { db in
            guard try StudyGoalRecord.deleteOne(db, key: id) else { throw DomainError.goalNotFound(id: id) }
            return (goal, "− \(goal.title)", id)
        }
    }

    /// One aggregate over the log the metric counts, for one subject or all.
    public func measure(_ target: GoalTarget, from start: Date, to end: Date) throws(StorageError) -> Double {
        try read { db in
            var arguments: StatementArguments = [StoredInstant(start), StoredInstant(end)]
            var subjectFilter = ""
            if let key = target.subjectKey {
                // A subject that no longer exists has done nothing.
                guard let id = try Int64.fetchOne(db, sql: "SELECT id FROM subject WHERE key = ?", arguments: [key])
                else { return 0 }
                subjectFilter = " AND subjectId = ?3"
                arguments += [id]
            }
            let sql: String
            switch target.metric {
            case .minutesStudied:
                sql =
                    "SELECT coalesce(sum(minutes), 0) FROM studySession WHERE startedAt >= ?1 AND startedAt < ?2"
                    + subjectFilter
            case .tasksCompleted:
                sql = "SELECT count(*) FROM studyTask WHERE completedAt >= ?1 AND completedAt < ?2" + subjectFilter
            case .cardsReviewed:
                sql = """
                    SELECT count(*) FROM reviewLog r JOIN studyCard c ON c.id = r.cardId
                    WHERE r.reviewedAt >= ?1 AND r.reviewedAt < ?2
                    """ + subjectFilter.replacingOccurrences(of: "subjectId", with: "c.subjectId")
            case .quizAccuracy:
                sql = """
                    SELECT coalesce(100.0 * sum(r.rating > 1) / count(*), 0) FROM reviewLog r
                    JOIN studyCard c ON c.id = r.cardId WHERE r.reviewedAt >= ?1 AND r.reviewedAt < ?2
                    """ + subjectFilter.replacingOccurrences(of: "subjectId", with: "c.subjectId")
            }
            return try Double.fetchOne(db, sql: sql, arguments: arguments) ?? 0
        }
    }

    // MARK: - Inside a transaction

    /// Makes the goal's target and term rows those of `goal`: a target of the same metric and subject keeps its
    /// row (and stable id) with the new amount, the others are added or removed; so are the term assignments.
    private static func saveParts(of goal: StudyGoal, goalId: Int64, in db: GRDB.Database) throws {
        let metricIds = Dictionary(uniqueKeysWithValues: try metricKeysById(in: db).map { ($0.value, $0.key) })
        var existing = try GoalTargetRecord.filter(GoalTargetRecord.Columns.goalId == goalId).fetchAll(db)
        for target in goal.targets {
            let metricId = metricIds[target.metric] ?? 0
            let subjectId = try subjectId(for: target.subjectKey, in: db)
            if let index = existing.firstIndex(where: { $0.metricId == metricId && $0.subjectId == subjectId }) {
                var record = existing.remove(at: index)
                if record.target != target.amount {
                    record.target = target.amount
                    try record.update(db)
                }
            } else {
                var record = GoalTargetRecord(
                    goalId: goalId, metricId: metricId, subjectId: subjectId, target: target.amount)
                try record.insert(db)
            }
        }
        for record in existing { try record.delete(db) }
        let wanted = Set(goal.termIds)
        let assigned = Set(
            try TermGoalRecord.filter(TermGoalRecord.Columns.goalId == goalId).fetchAll(db).map(\.termId))
        for termId in assigned.subtracting(wanted) {
            try TermGoalRecord.filter(
                TermGoalRecord.Columns.goalId == goalId && TermGoalRecord.Columns.termId == termId
            )
            .deleteAll(db)
        }
        for termId in wanted.subtracting(assigned).sorted() {
            guard try StudyTermRecord.exists(db, key: termId) else { throw DomainError.termNotFound(id: termId) }
            try TermGoalRecord(termId: termId, goalId: goalId).insert(db)
        }
    }

    static func metricKeysById(in db: GRDB.Database) throws -> [Int64: GoalMetric] {
        var metrics: [Int64: GoalMetric] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, key FROM goalMetric") {
            if let metric = GoalMetric(rawValue: row["key"]) { metrics[row["id"]] = metric }
        }
        return metrics
    }
}
