public import DiarioDomain
public import Foundation
internal import GRDB

extension DiarioStore: ConversationRepository {
    /// Saves a new conversation.
    public func startConversation(_ conversation: CoachConversation) throws -> CoachConversation {
        try write { db in
            var record = ConversationRecord(conversation)
            record.id = nil
            try record.insert(db)
            return record.conversation
        }
    }

    /// The conversation with that id, or nil.
    public func conversation(id: Int64) throws(StorageError) -> CoachConversation? {
        try read { db in try ConversationRecord.fetchOne(db, key: id)?.conversation }
    }

    /// The conversation started last (ties: the higher id).
    public func latestConversation() throws(StorageError) -> CoachConversation? {
        try read { db in
            try ConversationRecord.order(ConversationRecord.Columns.startedAt.desc, ConversationRecord.Columns.id.desc)
                .fetchOne(db)?.conversation
        }
    }

    /// Inserts the messages in one transaction; a missing conversation rolls all of them back.
    public func addMessages(_ messages: [CoachMessage]) throws -> [CoachMessage] {
        try write { db in
            try messages.map { message in
                var record = CoachMessageRecord(message)
                record.id = nil
                try record.insert(db)
                return record.message
            }
        }
    }

    /// A conversation's messages in the order they were written.
    public func messages(inConversation id: Int64) throws(StorageError) -> [CoachMessage] {
        try read { db in
            try CoachMessageRecord.filter(CoachMessageRecord.Columns.conversationId == id)
                .order(CoachMessageRecord.Columns.id).fetchAll(db).map(\.message)
        }
    }
}

extension DiarioStore: StudyStatsRepository {
    /// Reviews and remembered reviews per subject since the instant; cards without a subject are left out.
    public func accuracyBySubject(since instant: Date) throws(StorageError) -> [SubjectAccuracy] {
        try read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT subject.key AS subjectKey, count(*) AS reviews,
                           sum(reviewLog.rating > 1) AS remembered
                    FROM reviewLog
                    JOIN studyCard ON studyCard.id = reviewLog.cardId
                    JOIN subject ON subject.id = studyCard.subjectId
                    WHERE reviewLog.reviewedAt >= ?
                    GROUP BY subject.key
                    ORDER BY subject.key
                    """,
                arguments: [StoredInstant(instant)])
            return rows.map {
                SubjectAccuracy(subjectKey: $0["subjectKey"], reviews: $0["reviews"], remembered: $0["remembered"])
            }
        }
    }
}
