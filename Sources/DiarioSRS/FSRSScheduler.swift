public import DiarioDomain
public import Foundation

/// The FSRS-6 scheduler, the one modern Anki uses, written to give the same answers as the reference
/// implementation (py-fsrs 6.x): same formulas, same learning-step rules, same rounding (half to even), same
/// whole-day arithmetic. Checked against committed vectors in `DiarioSRSTests` (docs/srs.md).
public struct FSRSScheduler: Sendable {
    /// The 21 model weights.
    public let parameters: [Double]
    /// The recall probability intervals aim for.
    public let desiredRetention: Double
    /// Steps of a new card, in seconds.
    public let learningSteps: [TimeInterval]
    /// Steps after a lapse, in seconds.
    public let relearningSteps: [TimeInterval]
    /// The longest interval, in days.
    public let maximumInterval: Int
    /// Whether review intervals get a little random spread, drawn from a generator seeded per card and review.
    public let fuzz: Bool

    private let decay: Double
    private let factor: Double

    /// FSRS-6's default weights.
    public static let defaultParameters: [Double] = [
        0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835, 0.0614, 0.2629,
        1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
    ]

    /// Creates a scheduler; the defaults are Diario's (and py-fsrs's): retention 0.9, steps 1 and 10 minutes,
    /// relearning 10 minutes, at most 36,500 days.
    public init(
        parameters: [Double] = defaultParameters, desiredRetention: Double = 0.9,
        learningSteps: [TimeInterval] = [60, 600], relearningSteps: [TimeInterval] = [600],
        maximumInterval: Int = 36_500, fuzz: Bool = true
    ) {
        precondition(parameters.count == 21, "FSRS-6 has 21 parameters")
        self.parameters = parameters
        self.desiredRetention = desiredRetention
        self.learningSteps = learningSteps
        self.relearningSteps = relearningSteps
        self.maximumInterval = maximumInterval
        self.fuzz = fuzz
        decay = -parameters[20]
        factor = pow(0.9, 1 / decay) - 1
    }

    private static let minimumStability = 0.001

    /// The fuzz seed of a review at `instant`: its millisecond, as the database keeps it, so that every device that
    /// replays the review from its log draws the same spread.
    public static func seed(reviewedAt instant: Date) -> UInt64 {
        UInt64(max(0, (instant.timeIntervalSince1970 * 1_000 + 0.5).rounded(.down)))
    }

    /// The card's state after a review with `rating` at `instant`; `seed` (``seed(reviewedAt:)``) makes fuzz
    /// repeatable.
    public func review(_ card: MemoryState, rating: ReviewRating, at instant: Date, seed: UInt64 = 0) -> MemoryState {
        var next = card
        let daysSinceLast = card.lastReview.map { Self.wholeDays(from: $0, to: instant) }
        let interval: TimeInterval
        switch card.phase {
        case .learning, .relearning:
            let steps = card.phase == .learning ? learningSteps : relearningSteps
            let step = card.step ?? 0
            if let stability = card.stability, let difficulty = card.difficulty {
                if let days = daysSinceLast, days < 1 {
                    next.stability = shortTermStability(stability, rating)
                } else {
                    next.stability = nextStability(
                        difficulty: difficulty, stability: stability,
                        retrievability: retrievability(card, at: instant), rating: rating)
                }
                next.difficulty = nextDifficulty(difficulty, rating)
            } else {
                next.stability = initialStability(rating)
                next.difficulty = clampDifficulty(initialDifficulty(rating))
            }
            if steps.isEmpty || (step >= steps.count && rating != .again) {
                interval = graduate(&next)
            } else {
                switch rating {
                case .again:
                    next.step = 0
                    interval = steps[0]
                case .hard:
                    if step == 0 && steps.count == 1 {
                        interval = steps[0] * 1.5
                    } else if step == 0 {
                        interval = (steps[0] + steps[1]) / 2
                    } else {
                        interval = steps[step]
                    }
                case .good:
                    if step + 1 == steps.count {
                        interval = graduate(&next)
                    } else {
                        next.step = step + 1
                        interval = steps[step + 1]
                    }
                case .easy:
                    interval = graduate(&next)
                }
            }
        case .review:
            let stability = card.stability ?? Self.minimumStability
            let difficulty = card.difficulty ?? 5
            if let days = daysSinceLast, days < 1 {
                next.stability = shortTermStability(stability, rating)
            } else {
                next.stability = nextStability(
                    difficulty: difficulty, stability: stability, retrievability: retrievability(card, at: instant),
                    rating: rating)
            }
            next.difficulty = nextDifficulty(difficulty, rating)
            if rating == .again && !relearningSteps.isEmpty {
                next.phase = .relearning
                next.step = 0
                interval = relearningSteps[0]
            } else {
                interval = graduate(&next)
            }
        }
        var due = instant.addingTimeInterval(interval)
        if fuzz && next.phase == .review {
            let days = fuzzed(days: Int(interval / 86_400), seed: seed &* 1_000_003 &+ UInt64(card.reviewCount))
            due = instant.addingTimeInterval(TimeInterval(days) * 86_400)
        }
        next.due = due
        next.lastReview = instant
        next.reviewCount = card.reviewCount + 1
        return next
    }

    /// The probability of recalling the card at `instant` (0 for a card never reviewed).
    public func retrievability(_ card: MemoryState, at instant: Date) -> Double {
        guard let last = card.lastReview, let stability = card.stability else { return 0 }
        let elapsed = Double(max(0, Self.wholeDays(from: last, to: instant)))
        return pow(1 + factor * elapsed / stability, decay)
    }

    /// FSRS-6's forgetting curve: the probability of recalling a memory of `stability` days after `days` days.
    public func recall(stability: Double, afterDays days: Double) -> Double {
        pow(1 + factor * max(0, days) / max(stability, Self.minimumStability), decay)
    }

    /// The time each rating would give the card now, fuzz aside (what the quiz shows beside the buttons).
    public func intervals(_ card: MemoryState, at instant: Date) -> [ReviewRating: TimeInterval] {
        let exact = FSRSScheduler(
            parameters: parameters, desiredRetention: desiredRetention, learningSteps: learningSteps,
            relearningSteps: relearningSteps, maximumInterval: maximumInterval, fuzz: false)
        var result: [ReviewRating: TimeInterval] = [:]
        for rating in ReviewRating.allCases {
            result[rating] = exact.review(card, rating: rating, at: instant).due.timeIntervalSince(instant)
        }
        return result
    }

    /// Moves the card to review and returns its interval in seconds (whole days).
    private func graduate(_ card: inout MemoryState) -> TimeInterval {
        card.phase = .review
        card.step = nil
        return TimeInterval(nextInterval(stability: card.stability ?? Self.minimumStability)) * 86_400
    }

    /// Whole days between two instants, rounded down, as Python's `timedelta.days`.
    static func wholeDays(from start: Date, to end: Date) -> Int {
        Int((end.timeIntervalSince(start) / 86_400).rounded(.down))
    }

    private func clampStability(_ value: Double) -> Double { max(value, Self.minimumStability) }
    private func clampDifficulty(_ value: Double) -> Double { min(max(value, 1), 10) }

    private func initialStability(_ rating: ReviewRating) -> Double {
        clampStability(parameters[rating.rawValue - 1])
    }

    private func initialDifficulty(_ rating: ReviewRating) -> Double {
        parameters[4] - exp(parameters[5] * Double(rating.rawValue - 1)) + 1
    }

    private func nextInterval(stability: Double) -> Int {
        let days = (stability / factor) * (pow(desiredRetention, 1 / decay) - 1)
        return min(max(Int(days.rounded(.toNearestOrEven)), 1), maximumInterval)
    }

    private func shortTermStability(_ stability: Double, _ rating: ReviewRating) -> Double {
        var increase =
            exp(parameters[17] * (Double(rating.rawValue) - 3 + parameters[18])) * pow(stability, -parameters[19])
        if rating != .again { increase = max(increase, 1) }
        return clampStability(stability * increase)
    }

    private func nextDifficulty(_ difficulty: Double, _ rating: ReviewRating) -> Double {
        let delta = -(parameters[6] * (Double(rating.rawValue) - 3))
        let damped = difficulty + (10 - difficulty) * delta / 9
        let reverted = parameters[7] * initialDifficulty(.easy) + (1 - parameters[7]) * damped
        return clampDifficulty(reverted)
    }

    private func nextStability(difficulty: Double, stability: Double, retrievability: Double, rating: ReviewRating)
        -> Double
    {
        let value: Double
        if rating == .again {
            let longTerm =
                parameters[11] * pow(difficulty, -parameters[12]) * (pow(stability + 1, parameters[13]) - 1)
                * exp((1 - retrievability) * parameters[14])
            let shortTerm = stability / exp(parameters[17] * parameters[18])
            value = min(longTerm, shortTerm)
        } else {
            let hardPenalty = rating == .hard ? parameters[15] : 1
            let easyBonus = rating == .easy ? parameters[16] : 1
            value =
                stability
                * (1 + exp(parameters[8]) * (11 - difficulty) * pow(stability, -parameters[9])
                    * (exp((1 - retrievability) * parameters[10]) - 1) * hardPenalty * easyBonus)
        }
        return clampStability(value)
    }

    /// FSRS's fuzz: intervals of 3 days or more spread over a range that widens with the interval, drawn
    /// from a generator seeded by the card and its review count, so a card's schedule is reproducible.
    private func fuzzed(days: Int, seed: UInt64) -> Int {
        guard Double(days) >= 2.5 else { return days }
        var delta = 1.0
        for (start, end, share) in [(2.5, 7.0, 0.15), (7.0, 20.0, 0.1), (20.0, Double.infinity, 0.05)] {
            delta += share * max(min(Double(days), end) - start, 0)
        }
        let upper = min(Int((Double(days) + delta).rounded(.toNearestOrEven)), maximumInterval)
        let lower = min(max(2, Int((Double(days) - delta).rounded(.toNearestOrEven))), upper)
        var generator = SeededGenerator(seed: seed)
        let draw = Double(generator.next() >> 11) / Double(1 << 53)
        let value = draw * Double(upper - lower + 1) + Double(lower)
        return min(Int(value.rounded(.toNearestOrEven)), maximumInterval)
    }
}
