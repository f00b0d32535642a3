public import Foundation

/// How well a card was remembered, as the student rates a review (Anki's four buttons).
public enum ReviewRating: Int, CaseIterable, Codable, Sendable {
    /// Forgotten.
    case again = 1
    /// Remembered with serious difficulty.
    case hard = 2
    /// Remembered.
    case good = 3
    /// Remembered at once.
    case easy = 4
}

/// Where a card is in its life: first steps, long-term reviews, or steps again after a lapse.
public enum MemoryPhase: String, CaseIterable, Codable, Sendable {
    /// New, or in its first short steps.
    case learning
    /// Scheduled in days.
    case review
    /// Forgotten in review, back in short steps.
    case relearning
}

/// What the scheduler knows about one card's memory: its phase and step, FSRS stability and difficulty
/// (nil before the first review), when it is due, and when it was last reviewed.
public struct MemoryState: Equatable, Codable, Sendable {
    /// Learning, review or relearning.
    public var phase: MemoryPhase
    /// The learning or relearning step; nil in review.
    public var step: Int?
    /// Days after which recall probability falls to 90%; nil before the first review.
    public var stability: Double?
    /// 1 (easy) to 10 (hard); nil before the first review.
    public var difficulty: Double?
    /// When the card should next be shown.
    public var due: Date
    /// When it was last reviewed; nil for a new card.
    public var lastReview: Date?
    /// How many reviews the card has had (it seeds the interval fuzz).
    public var reviewCount: Int

    /// A new card, due at once.
    public static func new(due: Date) -> MemoryState {
        MemoryState(
            phase: .learning, step: 0, stability: nil, difficulty: nil, due: due, lastReview: nil, reviewCount: 0)
    }

    /// Creates a state from its parts.
    public init(
        phase: MemoryPhase, step: Int?, stability: Double?, difficulty: Double?, due: Date, lastReview: Date?,
        reviewCount: Int
    ) {
        self.phase = phase
        self.step = step
        self.stability = stability
        self.difficulty = difficulty
        self.due = due
        self.lastReview = lastReview
        self.reviewCount = reviewCount
    }
}
