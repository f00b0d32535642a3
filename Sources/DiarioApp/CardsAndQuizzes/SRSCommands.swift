public import DiarioDomain
import DiarioSRS
import Foundation

/// A line of review input could not be used; the lines before it were replayed.
public enum ReviewInputError: Error, Equatable, Sendable {
    /// The 1-based line, the localization key of the reason, and the offending value.
    case invalidLine(line: Int, reason: String, detail: String)
}

/// `diario srs replay`: schedules review histories given as JSON Lines, so that anyone can compare Diario's
/// FSRS with another implementation.
public struct SRSCommands: Sendable {
    let console: Console

    /// Creates the commands writing to `console`.
    public init(console: Console) { self.console = console }

    private struct ReviewLine: Decodable {
        let card: String
        let rating: Int
        let at: String
    }

    private struct StateLine: Encodable {
        let card: String
        let state: MemoryPhase
        let step: Int?
        let stability: Double?
        let difficulty: Double?
        let due: String

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(card, forKey: .card)
            try container.encode(state, forKey: .state)
            try container.encode(step, forKey: .step)
            try container.encode(stability, forKey: .stability)
            try container.encode(difficulty, forKey: .difficulty)
            try container.encode(due, forKey: .due)
        }

        enum CodingKeys: String, CodingKey { case card, state, step, stability, difficulty, due }
    }

    /// Reads `{"card":"c1","rating":3,"at":"2026-11-21T10:00:00Z"}` lines (cards start new; each card's reviews
    /// in time order; cards may interleave) and prints, for each, the card's state after it. Fuzz is off, as
    /// in the reference implementation's tests. Blank lines are skipped; a bad line stops with its number.
    public func replay(readLine: () -> String?) throws {
        let scheduler = FSRSScheduler(fuzz: false)
        var cards: [String: MemoryState] = [:]
        let decoder = JSONDecoder()
        var number = 0
        while let line = readLine() {
            number += 1
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            guard let review = try? decoder.decode(ReviewLine.self, from: Data(line.utf8)) else {
                throw ReviewInputError.invalidLine(line: number, reason: "srs.reason.json", detail: "")
            }
            guard let rating = ReviewRating(rawValue: review.rating) else {
                throw ReviewInputError.invalidLine(
                    line: number, reason: "srs.reason.rating", detail: String(review.rating))
            }
            guard let instant = Timestamp.parse(review.at) else {
                throw ReviewInputError.invalidLine(line: number, reason: "import.reason.timestamp", detail: review.at)
            }
            let card = cards[review.card] ?? .new(due: instant)
            if let last = card.lastReview, instant < last {
                throw ReviewInputError.invalidLine(line: number, reason: "srs.reason.order", detail: review.card)
            }
            let next = scheduler.review(card, rating: rating, at: instant)
            cards[review.card] = next
            console.out(
                JSONOutput.line(
                    StateLine(
                        card: review.card, state: next.phase, step: next.step, stability: next.stability,
                        difficulty: next.difficulty, due: Timestamp.format(next.due))))
        }
    }
}

extension ReviewInputError: StudentFacingError {
    /// The sentence naming the bad line and why.
    public var message: StudentMessage {
        switch self {
        case .invalidLine(let line, let reason, let detail):
            StudentMessage(
                "error.reviewLine", ["line": String(line)],
                nested: ["reason": StudentMessage(reason, ["value": detail])])
        }
    }

    /// Input the student gave: 1.
    public var exitCode: Int32 { 1 }
}
