public import DiarioDomain
import Foundation

/// A seeded simulation of a student preparing a test (docs/srs.md, "Ready on the day"): a deck with varied
/// histories, a student whose recall follows FSRS-6 with random draws, and three ways to spend the days before the
/// test — plain FSRS (review only what is due), Diario's plan (today's planned cards, then what is due), and cramming
/// (plain FSRS, then every card the day before). After the test everyone goes back to plain FSRS for 30 days.
///
/// Every random draw is made from the seed, the card and the card's review count, so that two strategies that
/// review a card the same way see the same outcome, and a seed always gives the same figures.
public struct ReviewPlanSimulation: Sendable {
    /// How the days before the test are spent.
    public enum Strategy: String, CaseIterable, Sendable {
        case plainFSRS = "fsrs"
        case plan
        case cram
    }

    /// What one run measured.
    public struct Outcome: Equatable, Sendable {
        /// Reviews from today to the day before the test, learning repeats included.
        public var reviewsBefore: Int
        /// The mean probability of recall of the deck on the test day (the expected share remembered).
        public var recallOnTestDay: Double
        /// The mean probability of recall 30 days after the test, plain FSRS in between.
        public var recallAfter30Days: Double
        /// Reviews in those 30 days.
        public var reviewsAfter: Int
    }

    /// The seed every draw comes from.
    public let seed: UInt64
    /// How many cards the deck has.
    public let deckSize: Int
    /// The plan's settings (its target and budget).
    public let settings: ReviewPlanSettings
    private let scheduler = FSRSScheduler(fuzz: true)
    private let today = CalendarDay(dayNumber: 20_000)

    /// Creates a simulation; the deck follows from the seed.
    public init(seed: UInt64, deckSize: Int = 60, settings: ReviewPlanSettings = .standard) {
        self.seed = seed
        self.deckSize = deckSize
        self.settings = settings
    }

    /// Runs `strategy` for a test `daysToTest` days from today.
    public func run(_ strategy: Strategy, daysToTest: Int) -> Outcome {
        var deck = makeDeck()
        let testDay = today.adding(days: daysToTest)
        let planner = ReviewPlanner(settings: settings)
        var reviewsBefore = 0
        for offset in 0..<daysToTest {
            let day = today.adding(days: offset)
            var first: [Int] = []
            switch strategy {
            case .plainFSRS:
                break
            case .plan:
                let test = TestToPrepare(taskId: 1, day: testDay, cardIds: deck.indices.map(Int64.init))
                let plan = planner.plan([test], cards: memories(deck), today: day, tasksDue: [:])
                first = plan.cards(on: day).map { Int($0) }
            case .cram:
                if day == testDay.adding(days: -1) { first = Array(deck.indices) }
            }
            reviewsBefore += study(&deck, on: day, first: first)
        }
        let onTestDay = meanRecall(deck, on: testDay)
        var reviewsAfter = 0
        for offset in 0..<30 { reviewsAfter += study(&deck, on: testDay.adding(days: offset), first: []) }
        return Outcome(
            reviewsBefore: reviewsBefore, recallOnTestDay: onTestDay,
            recallAfter30Days: meanRecall(deck, on: testDay.adding(days: 30)), reviewsAfter: reviewsAfter)
    }

    /// One day's session: the cards in `first`, then every card due by the end of the day. Returns the reviews made.
    private func study(_ deck: inout [MemoryState], on day: CalendarDay, first: [Int]) -> Int {
        let endOfDay = ReviewPlanner.noon(of: day).addingTimeInterval(12 * 3_600)
        var order = first
        var listed = Set(first)
        for index in deck.indices where deck[index].due < endOfDay && !listed.contains(index) {
            order.append(index)
            listed.insert(index)
        }
        return order.reduce(0) { $0 + show(&deck[$1], card: $1, on: day) }
    }

    /// Shows a card at noon of `day`, then again while its learning steps keep it due that day (at most 20 times).
    /// Returns the reviews made.
    private func show(_ state: inout MemoryState, card: Int, on day: CalendarDay) -> Int {
        var instant = ReviewPlanner.noon(of: day)
        let endOfDay = instant.addingTimeInterval(12 * 3_600)
        var reviews = 0
        repeat {
            state = scheduler.review(
                state, rating: rating(card: card, state, at: instant), at: instant, seed: UInt64(card))
            reviews += 1
            instant = max(instant, state.due)
        } while state.due < endOfDay && reviews < 20
        return reviews
    }

    /// The simulated student's answer: remembered with the card's probability of recall (a new card: 60%), then
    /// Hard, Good or Easy one time in ten, eight, one; forgotten is Again.
    private func rating(card: Int, _ state: MemoryState, at instant: Date) -> ReviewRating {
        var draws = SeededGenerator(seed: seed &* 0x9E37_79B9 &+ UInt64(card) &* 1_000_003 &+ UInt64(state.reviewCount))
        let recall = state.stability == nil ? 0.6 : scheduler.retrievability(state, at: instant)
        guard unit(&draws) < recall else { return .again }
        let kind = unit(&draws)
        return kind < 0.1 ? .hard : kind < 0.9 ? .good : .easy
    }

    /// The deck as of this morning: each card made 0–180 days ago (one in ten never reviewed) and reviewed when due
    /// until the student stopped, 0–45 days ago for two cards in five, so that some are overdue.
    private func makeDeck() -> [MemoryState] {
        var draws = SeededGenerator(seed: seed)
        return (0..<deckSize).map { index in
            let age = Int(unit(&draws) * 181)
            let neverReviewed = unit(&draws) < 0.1
            let stoppedAgo = unit(&draws) < 0.4 ? Int(unit(&draws) * 46) : 0
            let made = today.adding(days: -age)
            var state = MemoryState.new(due: ReviewPlanner.noon(of: made))
            guard !neverReviewed else { return state }
            for offset in 0..<max(0, age - stoppedAgo) {
                let day = made.adding(days: offset)
                if state.due < ReviewPlanner.noon(of: day).addingTimeInterval(12 * 3_600) {
                    _ = show(&state, card: index, on: day)
                }
            }
            return state
        }
    }

    private func memories(_ deck: [MemoryState]) -> [CardMemory] {
        deck.enumerated().map { index, state in
            CardMemory(
                id: Int64(index), state: state,
                lastReviewDay: state.lastReview.map {
                    CalendarDay(dayNumber: Int(($0.timeIntervalSince1970 / 86_400).rounded(.down)))
                })
        }
    }

    private func meanRecall(_ deck: [MemoryState], on day: CalendarDay) -> Double {
        let instant = ReviewPlanner.noon(of: day)
        return deck.reduce(0) { $0 + scheduler.retrievability($1, at: instant) } / Double(max(1, deck.count))
    }

    private func unit(_ draws: inout SeededGenerator) -> Double {
        Double(draws.next() >> 11) / Double(1 << 53)
    }
}
