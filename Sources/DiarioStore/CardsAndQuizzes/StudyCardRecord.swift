import DiarioDomain
import Foundation
internal import GRDB

/// A row of `studyCard`: the card and its FSRS memory state, flattened into columns so that "due next" is an
/// indexed query.
struct StudyCardRecord: Codable, InstantStoringRecord, MutablePersistableRecord {
    static let databaseTableName = "studyCard"

    var id: Int64?
    var front: String
    var back: String
    var subjectId: Int64?
    var tags: String
    var isSuspended: Bool
    var createdAt: Date
    var phase: String
    var step: Int?
    var stability: Double?
    var difficulty: Double?
    var due: Date
    var lastReview: Date?
    var reviewCount: Int
    /// The row's stable identity across devices and backups; the database gives one when nil.
    @StableIdentity var uuid: String? = nil
    /// When the row last changed; a merge keeps the newer copy. Nil for rows untouched since before v6.
    var updatedAt: Date? = nil
    /// The material it was made from (v13).
    var materialId: Int64? = nil
    /// The page of that material.
    var sourcePage: Int? = nil
    /// The mind map node it was made from.
    var mindMapNodeId: Int64? = nil

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let subjectId = Column(CodingKeys.subjectId)
        static let materialId = Column(CodingKeys.materialId)
        static let isSuspended = Column(CodingKeys.isSuspended)
        static let due = Column(CodingKeys.due)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension StudyCardRecord {
    /// The columns every request selects, in the order `init(row:)` reads them.
    static var databaseSelection: [any SQLSelectable] { columnOrder.map { Column($0) } }

    /// The same columns for SQL written by hand, comma-separated.
    static let selectedColumns = columnOrder.map(\.stringValue).joined(separator: ", ")

    private static let columnOrder: [CodingKeys] = [
        .id, .front, .back, .subjectId, .tags, .isSuspended, .createdAt, .phase, .step, .stability, .difficulty, .due,
        .lastReview, .reviewCount, .uuid, .updatedAt, .materialId, .sourcePage, .mindMapNodeId,
    ]

    /// Reads a row by position, as ``StudyTaskRecord`` does: "the next due card" is asked at every quiz answer.
    init(row: Row) throws {
        id = row[0]
        front = row[1]
        back = row[2]
        subjectId = row[3]
        tags = row[4]
        isSuspended = row[5]
        createdAt = try row.requiredInstant(at: 6)
        phase = row[7]
        step = row[8]
        stability = row[9]
        difficulty = row[10]
        due = try row.requiredInstant(at: 11)
        lastReview = row.instant(at: 12)
        reviewCount = row[13]
        uuid = row[14]
        updatedAt = row.instant(at: 15)
        materialId = row[16]
        sourcePage = row[17]
        mindMapNodeId = row[18]
    }

    init(_ card: StudyCard, subjectId: Int64?) {
        self.init(
            id: card.id, front: card.front, back: card.back, subjectId: subjectId,
            tags: card.tags.joined(separator: " "), isSuspended: card.isSuspended, createdAt: card.createdAt,
            phase: card.memory.phase.rawValue, step: card.memory.step, stability: card.memory.stability,
            difficulty: card.memory.difficulty, due: card.memory.due, lastReview: card.memory.lastReview,
            reviewCount: card.memory.reviewCount, materialId: card.source?.materialId, sourcePage: card.source?.page,
            mindMapNodeId: card.source?.nodeId)
    }

    /// The card's FSRS memory, read from and written to its columns.
    var memory: MemoryState {
        get {
            MemoryState(
                phase: MemoryPhase(rawValue: phase) ?? .learning, step: step, stability: stability,
                difficulty: difficulty, due: due, lastReview: lastReview, reviewCount: reviewCount)
        }
        set {
            phase = newValue.phase.rawValue
            step = newValue.step
            stability = newValue.stability
            difficulty = newValue.difficulty
            due = newValue.due
            lastReview = newValue.lastReview
            reviewCount = newValue.reviewCount
        }
    }

    func card(subjectKey: String?) -> StudyCard {
        StudyCard(
            id: id, front: front, back: back, subjectKey: subjectKey,
            tags: tags.split(separator: " ").map(String.init), isSuspended: isSuspended, createdAt: createdAt,
            memory: memory,
            source: materialId == nil && mindMapNodeId == nil
                ? nil : CardSource(materialId: materialId, page: sourcePage, nodeId: mindMapNodeId))
    }
}

extension DerivableRequest<StudyCardRecord> {
    /// Cards that a quiz may show.
    func active() -> Self { filter(StudyCardRecord.Columns.isSuspended == false) }

    /// Cards due at or before `instant`, most overdue first.
    func due(at instant: Date) -> Self {
        filter(StudyCardRecord.Columns.due <= StoredInstant(instant))
            .order(StudyCardRecord.Columns.due, StudyCardRecord.Columns.id)
    }
}

/// A row of `reviewLog`; the states before and after are stored as JSON.
struct ReviewLogRecord: Codable, InstantStoringRecord, MutablePersistableRecord {
    static let databaseTableName = "reviewLog"

    var id: Int64?
    var cardId: Int64
    var rating: Int
    var reviewedAt: Date
    var durationMs: Int?
    var before: MemoryState
    var after: MemoryState
    /// Why the card was shown (`due`, `plan`, `ahead`); nil in rows imported from a backup older than v9.
    var reason: String?
    /// The row's stable identity across devices and backups; the database gives one when nil.
    @StableIdentity var uuid: String? = nil

    enum Columns {
        static let cardId = Column(CodingKeys.cardId)
        static let reviewedAt = Column(CodingKeys.reviewedAt)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension ReviewLogRecord {
    init(_ log: ReviewLog) {
        self.init(
            id: log.id, cardId: log.cardId, rating: log.rating.rawValue, reviewedAt: log.reviewedAt,
            durationMs: log.durationMilliseconds, before: log.before, after: log.after, reason: log.reason.rawValue)
    }

    var log: ReviewLog {
        ReviewLog(
            id: id, cardId: cardId, rating: ReviewRating(rawValue: rating) ?? .good, reviewedAt: reviewedAt,
            durationMilliseconds: durationMs, before: before, after: after,
            reason: reason.flatMap(ReviewReason.init(rawValue:)) ?? .due)
    }
}
