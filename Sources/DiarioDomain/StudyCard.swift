public import Foundation

/// A flashcard: a question on the front, the answer on the back, a subject, tags, and its memory state.
public struct StudyCard: Equatable, Sendable {
    /// Nil until saved.
    public var id: Int64?
    /// The question.
    public var front: String
    /// The answer.
    public var back: String
    /// The subject it belongs to.
    public var subjectKey: String?
    /// Free labels ("verbi", "cap3").
    public var tags: [String]
    /// A suspended card is never quizzed.
    public var isSuspended: Bool
    /// When it was made.
    public var createdAt: Date
    /// What the scheduler knows about it.
    public var memory: MemoryState
    /// Where it was found, for a card made from a material or a mind map.
    public var source: CardSource?

    /// The longest front and back, in characters.
    public static let maxFrontLength = 2_000
    /// The longest back, in characters.
    public static let maxBackLength = 4_000

    /// Creates a card; a new card is due at its creation.
    public init(
        id: Int64? = nil, front: String, back: String, subjectKey: String?, tags: [String] = [],
        isSuspended: Bool = false, createdAt: Date, memory: MemoryState? = nil, source: CardSource? = nil
    ) {
        self.id = id
        self.front = front
        self.back = back
        self.subjectKey = subjectKey
        self.tags = tags
        self.isSuspended = isSuspended
        self.createdAt = createdAt
        self.memory = memory ?? .new(due: createdAt)
        self.source = source
    }

    /// The card with its sides trimmed and rid of control characters but line breaks and tabs, or the rule it breaks.
    public func validated() throws(DomainError) -> StudyCard {
        var card = self
        card.front = StoredText.clean(front)
        card.back = StoredText.clean(back)
        guard !card.front.isEmpty, !card.back.isEmpty else { throw .emptyCardSide }
        guard card.front.count <= Self.maxFrontLength, card.back.count <= Self.maxBackLength else {
            throw .cardTooLong(maxLength: Self.maxBackLength)
        }
        return card
    }
}

/// One review of a card, as logged: the rating, when, how long it took, and the memory state before and after.
public struct ReviewLog: Equatable, Sendable {
    /// Nil until saved.
    public var id: Int64?
    /// The card reviewed.
    public var cardId: Int64
    /// The student's rating.
    public var rating: ReviewRating
    /// When.
    public var reviewedAt: Date
    /// How long the student took, in milliseconds, if known.
    public var durationMilliseconds: Int?
    /// The state before the review.
    public var before: MemoryState
    /// The state after it.
    public var after: MemoryState
    /// Why the quiz showed the card.
    public var reason: ReviewReason

    /// Creates a log entry.
    public init(
        id: Int64? = nil, cardId: Int64, rating: ReviewRating, reviewedAt: Date, durationMilliseconds: Int?,
        before: MemoryState, after: MemoryState, reason: ReviewReason = .due
    ) {
        self.reason = reason
        self.id = id
        self.cardId = cardId
        self.rating = rating
        self.reviewedAt = reviewedAt
        self.durationMilliseconds = durationMilliseconds
        self.before = before
        self.after = after
    }
}

/// Where a card made from study material was found: its material and page, or its mind map's node.
public struct CardSource: Hashable, Sendable {
    /// The material it came from.
    public var materialId: Int64?
    /// The page of the material, from 1.
    public var page: Int?
    /// The mind map node it came from.
    public var nodeId: Int64?

    /// Creates a source.
    public init(materialId: Int64? = nil, page: Int? = nil, nodeId: Int64? = nil) {
        self.materialId = materialId
        self.page = page
        self.nodeId = nodeId
    }
}
