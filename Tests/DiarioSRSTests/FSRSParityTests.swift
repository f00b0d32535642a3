import DiarioDomain
import DiarioSRS
import DiarioTestSupport
import Foundation
import Testing

private func instant(_ text: String) throws -> Date {
    try #require(try? Date(text, strategy: .iso8601))
}

@Suite("FSRS-6 against the reference implementation")
struct FSRSParityTests {
    @Test("Every review of 1,200 py-fsrs histories: same state and step, S and D within 1e-4, due within 1 s")
    func parity() throws {
        let histories = try FSRSHistory.all()
        #expect(histories.count >= 1_000)
        let scheduler = FSRSScheduler(fuzz: false)
        var reviews = 0
        var mismatches: [String] = []
        var worstStability = 0.0
        var worstDifficulty = 0.0
        var ratings = Set<Int>()
        var phases = Set<String>()
        for history in histories {
            var card = MemoryState.new(due: try instant(history.reviews[0].at))
            for (review, expected) in zip(history.reviews, history.after) {
                let rating = try #require(ReviewRating(rawValue: review.rating))
                card = scheduler.review(card, rating: rating, at: try instant(review.at))
                reviews += 1
                ratings.insert(review.rating)
                phases.insert(expected.state)
                let stabilityError = abs((card.stability ?? 0) - expected.stability)
                let difficultyError = abs((card.difficulty ?? 0) - expected.difficulty)
                worstStability = max(worstStability, stabilityError)
                worstDifficulty = max(worstDifficulty, difficultyError)
                let dueError = abs(card.due.timeIntervalSince(try instant(expected.due)))
                if card.phase.rawValue != expected.state || card.step != expected.step || stabilityError > 1e-4
                    || difficultyError > 1e-4 || dueError > 1
                {
                    mismatches.append("\(history.id) review \(reviews): got \(card), expected \(expected)")
                }
            }
        }
        print(
            "FSRS parity: \(reviews) reviews in \(histories.count) histories, \(mismatches.count) mismatches, "
                + "worst |ΔS| \(worstStability), worst |ΔD| \(worstDifficulty)")
        #expect(reviews > 5_000)
        #expect(ratings == [1, 2, 3, 4] && phases == ["learning", "review", "relearning"])
        #expect(Array(mismatches.prefix(5)) == [])
    }

    @Test("With fuzz on, a card's schedule is the same every time and stays near the unfuzzed interval")
    func seededFuzz() throws {
        let start = try instant("2026-11-21T10:00:00Z")
        let fuzzed = FSRSScheduler(fuzz: true)
        let exact = FSRSScheduler(fuzz: false)
        var spread = Set<Date>()
        for seed in UInt64(1)...40 {
            var card = MemoryState.new(due: start)
            var plain = card
            var moment = start
            for _ in 0..<6 {
                card = fuzzed.review(card, rating: .good, at: moment, seed: seed)
                plain = exact.review(plain, rating: .good, at: moment)
                moment = plain.due
            }
            var again = MemoryState.new(due: start)
            moment = start
            var plainAgain = again
            for _ in 0..<6 {
                again = fuzzed.review(again, rating: .good, at: moment, seed: seed)
                plainAgain = exact.review(plainAgain, rating: .good, at: moment)
                moment = plainAgain.due
            }
            #expect(card == again)
            let ratio = card.due.timeIntervalSince(start) / plain.due.timeIntervalSince(start)
            #expect(ratio > 0.8 && ratio < 1.2)
            spread.insert(card.due)
        }
        #expect(spread.count > 3)
    }
}
