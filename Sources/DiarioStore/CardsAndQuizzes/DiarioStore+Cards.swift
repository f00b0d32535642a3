public import DiarioDomain
public import Foundation
internal import GRDB

extension DiarioStore: CardRepository {
    /// Saves a new card; its subject key, when given, must name an existing subject.
    public func addCard(_ card: StudyCard) throws -> StudyCard {
        try journaledWrite(.cardAdded) { db in
            var record = StudyCardRecord(card, subjectId: try Self.subjectId(for: card.subjectKey, in: db))
            record.id = nil
            record.updatedAt = clock.now()
            try record.insert(db)
            return (record.card(subjectKey: card.subjectKey), card.front, record.id)
        }
    }

    /// Saves every field of an existing card.
    public func updateCard(_ card: StudyCard) throws -> StudyCard {
        guard let id = card.id else { throw DomainError.cardNotFound(id: 0) }
        return try journaledWrite(.cardEdited) { db in
            guard try StudyCardRecord.exists(db, key: id) else { throw DomainError.cardNotFound(id: id) }
            var record = StudyCardRecord(card, subjectId: try Self.subjectId(for: card.subjectKey, in: db))
            record.updatedAt = clock.now()
            try record.update(db)
            return (card, card.front, id)
        }
    }

    /// The card with that id, or nil.
    public func card(id: Int64) throws(StorageError) -> StudyCard? {
        try read { db in
            guard let record = try StudyCardRecord.fetchOne(db, key: id) else { return nil }
            return try Self.cards([record], in: db).first
        }
    }

    /// The cards the query selects; "due" reads the partial index on `due` (or on subject and `due`).
    public func cards(_ query: CardQuery) throws(StorageError) -> [StudyCard] {
        try read { db in
            switch query {
            case .due(let instant, let subjectKey, let limit):
                // Asked at every quiz answer: a statement prepared once per connection, not built per call.
                var arguments: StatementArguments = [StoredInstant(instant)]
                if let subjectKey {
                    guard let id = try Self.subjectId(for: subjectKey, in: db) else { return [] }
                    arguments += [id]
                }
                arguments += [max(0, limit)]
                let statement = try db.cachedStatement(sql: subjectKey == nil ? Self.dueSQL : Self.dueOfSubjectSQL)
                return try Self.cards(try StudyCardRecord.fetchAll(statement, arguments: arguments), in: db)
            case .all(let subjectKey):
                var all = StudyCardRecord.all()
                if let subjectKey {
                    guard let id = try Self.subjectId(for: subjectKey, in: db) else { return [] }
                    all = all.filter(StudyCardRecord.Columns.subjectId == id)
                }
                return try Self.cards(try all.order(StudyCardRecord.Columns.id).fetchAll(db), in: db)
            }
        }
    }

    /// Active cards due at an instant, most overdue first (`studyCard_due`, a partial index, serves it).
    private static let dueSQL = """
        SELECT \(StudyCardRecord.selectedColumns) FROM studyCard
        WHERE isSuspended = 0 AND due <= ? ORDER BY due, id LIMIT ?
        """
    /// The same, for one subject (`studyCard_due_by_subject`).
    private static let dueOfSubjectSQL = """
        SELECT \(StudyCardRecord.selectedColumns) FROM studyCard
        WHERE isSuspended = 0 AND due <= ? AND subjectId = ? ORDER BY due, id LIMIT ?
        """

    /// How many active cards are due at the instant.
    public func dueCardCount(at instant: Date, subjectKey: String?) throws(StorageError) -> Int {
        try read { db in
            var due = StudyCardRecord.all().active().filter(StudyCardRecord.Columns.due <= StoredInstant(instant))
            if let subjectKey {
                guard let id = try Self.subjectId(for: subjectKey, in: db) else { return 0 }
                due = due.filter(StudyCardRecord.Columns.subjectId == id)
            }
            return try due.fetchCount(db)
        }
    }

    /// Writes the card's state after the review and the review itself, together or not at all.
    public func recordReview(_ log: ReviewLog) throws {
        try write { db in
            guard var record = try StudyCardRecord.fetchOne(db, key: log.cardId) else {
                throw DomainError.cardNotFound(id: log.cardId)
            }
            record.memory = log.after
            record.updatedAt = clock.now()
            try record.update(db)
            var entry = ReviewLogRecord(log)
            entry.id = nil
            try entry.insert(db)
        }
    }

    /// A card's reviews, oldest first.
    public func reviews(ofCard id: Int64) throws(StorageError) -> [ReviewLog] {
        try read { db in
            try ReviewLogRecord.filter(ReviewLogRecord.Columns.cardId == id)
                .order(ReviewLogRecord.Columns.reviewedAt, Column("id")).fetchAll(db).map(\.log)
        }
    }

    /// Deletes the card and its reviews in one journaled transaction and returns them as they were.
    public func deleteCard(id: Int64) throws -> (card: StudyCard, reviews: [ReviewLog]) {
        try journaledWrite(.cardDeleted) { db in
            guard let record = try StudyCardRecord.fetchOne(db, key: id) else { throw DomainError.cardNotFound(id: id) }
            let card = try Self.cards([record], in: db)[0]
            let reviews = try ReviewLogRecord.filter(ReviewLogRecord.Columns.cardId == id)
                .order(ReviewLogRecord.Columns.reviewedAt).fetchAll(db).map(\.log)
            try record.delete(db)
            return ((card, reviews), card.front, id)
        }
    }

    /// Saves cards and their reviews in one transaction, creating missing subjects as custom ones.
    public func importCards(_ cards: [(card: StudyCard, reviews: [ReviewLog])]) throws -> [StudyCard] {
        try journaledWrite(.imported) { db in
            var ids = try Self.subjectIdsByKey(in: db)
            var created: [String] = []
            var saved: [StudyCard] = []
            saved.reserveCapacity(cards.count)
            for (card, reviews) in cards {
                let subjectId = try Self.subjectId(forImported: card.subjectKey, ids: &ids, created: &created, in: db)
                var record = StudyCardRecord(card, subjectId: subjectId)
                record.id = nil
                record.updatedAt = clock.now()
                try record.insert(db)
                for review in reviews {
                    var entry = ReviewLogRecord(review)
                    entry.id = nil
                    entry.cardId = record.id ?? 0
                    try entry.insert(db)
                }
                saved.append(record.card(subjectKey: card.subjectKey))
            }
            return (saved, String(saved.count), nil)
        }
    }

    static func cards(_ records: [StudyCardRecord], in db: GRDB.Database) throws -> [StudyCard] {
        guard !records.isEmpty else { return [] }
        let keys = try subjectKeysById(in: db)
        return records.map { $0.card(subjectKey: $0.subjectId.flatMap { keys[$0] }) }
    }
}
