import Foundation

/// The committed FSRS parity vectors: review histories scheduled by py-fsrs (scripts/make-fsrs-vectors.py).
public struct FSRSHistory: Decodable, Sendable {
    /// One review as given to the scheduler.
    public struct Review: Decodable, Sendable {
        /// 1 (again) to 4 (easy).
        public let rating: Int
        /// ISO 8601 UTC instant.
        public let at: String
    }

    /// The card's state after a review, as py-fsrs computed it.
    public struct After: Decodable, Sendable {
        /// learning, review or relearning.
        public let state: String
        /// The learning step; nil in review.
        public let step: Int?
        /// FSRS stability.
        public let stability: Double
        /// FSRS difficulty.
        public let difficulty: Double
        /// ISO 8601 UTC instant.
        public let due: String
    }

    /// "h17".
    public let id: String
    /// The reviews in time order.
    public let reviews: [Review]
    /// The state after each review.
    public let after: [After]

    /// Every history in `Fixtures/srs/fsrs-vectors.jsonl`.
    public static func all() throws -> [FSRSHistory] {
        let text = try String(contentsOfFile: Fixtures.path("srs/fsrs-vectors.jsonl"), encoding: .utf8)
        return try text.split(separator: "\n").map { try JSONDecoder().decode(FSRSHistory.self, from: Data($0.utf8)) }
    }
}
