public import DiarioDomain

/// A coming test as the planner sees it: the task, its day, and the cards linked to it.
public struct TestToPrepare: Equatable, Sendable {
    /// The task's id.
    public var taskId: Int64
    /// The day of the test; reviews are planned on the days before it.
    public var day: CalendarDay
    /// The cards it asks for (active ones only).
    public var cardIds: [Int64]

    /// Creates a test to plan for.
    public init(taskId: Int64, day: CalendarDay, cardIds: [Int64]) {
        self.taskId = taskId
        self.day = day
        self.cardIds = cardIds
    }
}

/// A card as the planner sees it: its FSRS state and the day of its last review in the student's time zone.
public struct CardMemory: Equatable, Sendable {
    /// The card's id.
    public var id: Int64
    /// What FSRS knows of it.
    public var state: MemoryState
    /// The local day of ``MemoryState/lastReview``; nil for a card never reviewed.
    public var lastReviewDay: CalendarDay?

    /// Creates the planner's view of a card.
    public init(id: Int64, state: MemoryState, lastReviewDay: CalendarDay?) {
        self.id = id
        self.state = state
        self.lastReviewDay = lastReviewDay
    }
}

/// The cards planned for one day.
public struct PlanDay: Equatable, Sendable {
    /// The day.
    public var day: CalendarDay
    /// The cards, in the order a quiz shows them.
    public var cardIds: [Int64]

    /// Creates a day of a plan.
    public init(day: CalendarDay, cardIds: [Int64]) {
        self.day = day
        self.cardIds = cardIds
    }
}

/// The plan for one test and what it predicts.
public struct TestPlan: Equatable, Sendable {
    /// The test.
    public var test: TestToPrepare
    /// The mean recall the plan aims for on the day.
    public var target: Double
    /// The mean predicted recall of the linked cards on the day with no review before it; nil with no cards.
    public var recallWithoutPlan: Double?
    /// The same with every planned review (for this test and the earlier ones) done and remembered.
    public var recallWithPlan: Double?
    /// The days this test's reviews fall on, in order.
    public var days: [PlanDay]
    /// Linked cards still predicted below the target with the plan (too many cards, too few days).
    public var cardsShort: Int
    /// When cards are short for lack of room: the daily budget that would have given each of them a day; nil when
    /// no budget would (no day is left before the test) or when room was not what was missing.
    public var budgetNeeded: Int?

    /// The cards this test's plan gives `day`, in order; none on a day it does not use.
    public func cards(on day: CalendarDay) -> [Int64] { days.first { $0.day == day }?.cardIds ?? [] }

    /// Whether the plan reaches the target on the day (a test with no cards has nothing to reach).
    public var meetsTarget: Bool { (recallWithPlan ?? 1) >= target - 1e-9 }
    /// How many reviews the plan gives this test.
    public var reviewCount: Int { days.reduce(0) { $0 + $1.cardIds.count } }
}

/// Every coming test's plan; days shared by several tests hold all their cards.
public struct ReviewPlan: Equatable, Sendable {
    /// The plans, earliest test first.
    public var tests: [TestPlan]

    /// Creates a plan from its tests' plans.
    public init(tests: [TestPlan]) { self.tests = tests }

    /// The cards planned for `day`, earliest test first, each once.
    public func cards(on day: CalendarDay) -> [Int64] {
        var seen = Set<Int64>()
        return tests.flatMap { $0.cards(on: day) }.filter { seen.insert($0).inserted }
    }

    /// How many cards are planned on each day, all tests together.
    public var cardsPerDay: [CalendarDay: Int] {
        var counts: [CalendarDay: Int] = [:]
        for plan in tests {
            for day in plan.days { counts[day.day, default: 0] += day.cardIds.count }
        }
        return counts
    }
}
