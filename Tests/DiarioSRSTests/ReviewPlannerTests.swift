import DiarioDomain
import DiarioSRS
import Foundation
import Testing

/// A day far from any edge of the calendar, a Monday.
private let today = CalendarDay(year: 2026, month: 11, day: 23)!

private func noon(_ day: CalendarDay) -> Date {
    Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400 + 43_200)
}

/// A card in review with `stability` days, last reviewed `daysAgo` days ago (nil: a card never reviewed).
private func card(_ id: Int64, stability: Double, daysAgo: Int?) -> CardMemory {
    guard let daysAgo else {
        return CardMemory(id: id, state: .new(due: noon(today)), lastReviewDay: nil)
    }
    let last = today.adding(days: -daysAgo)
    let state = MemoryState(
        phase: .review, step: nil, stability: stability, difficulty: 5,
        due: noon(last).addingTimeInterval(stability * 86_400), lastReview: noon(last), reviewCount: 4)
    return CardMemory(id: id, state: state, lastReviewDay: last)
}

/// Sixty cards of mixed history: new ones, fresh ones, overdue ones, long-known ones.
private func mixedDeck() -> [CardMemory] {
    (1...60).map { index -> CardMemory in
        let id = Int64(index)
        switch index % 6 {
        case 0: return card(id, stability: 0, daysAgo: nil)
        case 1: return card(id, stability: 2.5, daysAgo: 6)  // overdue
        case 2: return card(id, stability: 8, daysAgo: 20)  // overdue
        case 3: return card(id, stability: 30, daysAgo: 10)
        case 4: return card(id, stability: 120, daysAgo: 3)  // known well
        default: return card(id, stability: 4, daysAgo: 1)
        }
    }
}

private let standard = ReviewPlanSettings.standard

@Suite("Reviews planned around a test")
struct ReviewPlannerTests {
    @Test("Sixty cards, some overdue, a test in 7 days: every card below the target gets a day and the target is met")
    func mixedDeckIsPlanned() throws {
        let deck = mixedDeck()
        let planner = ReviewPlanner(settings: standard)
        let test = TestToPrepare(taskId: 9, day: today.adding(days: 7), cardIds: deck.map(\.id))
        let plan = planner.plan([test], cards: deck, today: today, tasksDue: [:])
        let result = try #require(plan.tests.first)
        let without = try #require(result.recallWithoutPlan)
        let with = try #require(result.recallWithPlan)
        #expect(without < standard.target)
        #expect(with >= standard.target)
        #expect(result.meetsTarget && result.cardsShort == 0 && result.budgetNeeded == nil)
        let planned = Set(result.days.flatMap(\.cardIds))
        for card in deck where planner.recall(of: card, reviewedOn: [], on: test.day) < standard.target {
            #expect(planned.contains(card.id), "card \(card.id) is below the target and has no day")
        }
        for card in deck where planner.recall(of: card, reviewedOn: [], on: test.day) >= standard.target {
            #expect(!planned.contains(card.id), "card \(card.id) needs no review and got one")
        }
        #expect(result.days.allSatisfy { $0.day >= today && $0.day < test.day })
    }

    @Test("No day takes more than the budget, and no card is planned twice on one day")
    func budgetAndOncePerDay() throws {
        let deck = (1...200).map { card(Int64($0), stability: 3, daysAgo: 9) }
        let settings = ReviewPlanSettings(target: 0.95, dailyBudget: 25, horizonDays: 21)
        let tests = [
            TestToPrepare(taskId: 1, day: today.adding(days: 4), cardIds: deck.prefix(120).map(\.id)),
            TestToPrepare(taskId: 2, day: today.adding(days: 6), cardIds: deck.suffix(120).map(\.id)),
        ]
        let plan = ReviewPlanner(settings: settings).plan(tests, cards: deck, today: today, tasksDue: [:])
        #expect(plan.cardsPerDay.values.allSatisfy { $0 <= 25 })
        #expect(plan.cardsPerDay.values.reduce(0, +) > 100)
        for day in plan.cardsPerDay.keys {
            let cards = plan.tests.flatMap { $0.days.first { $0.day == day }?.cardIds ?? [] }
            #expect(Set(cards).count == cards.count, "a card twice on \(day)")
        }
        // Too many cards for the days: said, with the budget that would have fitted them.
        let first = try #require(plan.tests.first)
        #expect(first.cardsShort > 0 && !first.meetsTarget)
        let needed = try #require(first.budgetNeeded)
        #expect(needed > 25 && needed >= 120 / 4)
    }

    @Test("A test today leaves no day: every card below the target is short, and no budget would help")
    func testTodayIsInfeasible() throws {
        let deck = [card(1, stability: 2, daysAgo: 5), card(2, stability: 300, daysAgo: 1)]
        let test = TestToPrepare(taskId: 1, day: today, cardIds: [1, 2])
        let result = try #require(
            ReviewPlanner(settings: standard).plan([test], cards: deck, today: today, tasksDue: [:]).tests.first)
        #expect(result.days.isEmpty && result.cardsShort == 1 && result.budgetNeeded == nil)
        #expect(result.recallWithPlan == result.recallWithoutPlan)
    }

    @Test("A day heavy with other tasks takes fewer cards; a card reviewed today waits for tomorrow")
    func heavyDaysAndToday() throws {
        let deck = (1...90).map { card(Int64($0), stability: 3, daysAgo: 9) }
        let settings = ReviewPlanSettings(target: 0.95, dailyBudget: 30, horizonDays: 21)
        let test = TestToPrepare(taskId: 1, day: today.adding(days: 3), cardIds: deck.map(\.id))
        let heavy = today.adding(days: 1)
        let plan = ReviewPlanner(settings: settings).plan([test], cards: deck, today: today, tasksDue: [heavy: 3])
        #expect(plan.cardsPerDay[heavy, default: 0] <= 15)
        #expect(plan.cardsPerDay[today, default: 0] <= 30)

        let reviewedToday = card(7, stability: 0.5, daysAgo: 0)
        let single = TestToPrepare(taskId: 2, day: today.adding(days: 2), cardIds: [7])
        let result = try #require(
            ReviewPlanner(settings: standard).plan([single], cards: [reviewedToday], today: today, tasksDue: [:])
                .tests.first)
        #expect(result.days.map(\.day) == [today.adding(days: 1)])
    }

    @Test("A planned review raises the predicted recall on the day; a later one raises it more")
    func recallModel() {
        let planner = ReviewPlanner(settings: standard)
        let overdue = card(1, stability: 5, daysAgo: 12)
        let day = today.adding(days: 7)
        let none = planner.recall(of: overdue, reviewedOn: [], on: day)
        let early = planner.recall(of: overdue, reviewedOn: [today], on: day)
        let late = planner.recall(of: overdue, reviewedOn: [today.adding(days: 6)], on: day)
        #expect(none < early && early < late && late <= 1)
        #expect(planner.recall(of: card(2, stability: 0, daysAgo: nil), reviewedOn: [], on: day) == 0)
    }
}

@Suite("The simulation of a student preparing a test")
struct ReviewPlanSimulationTests {
    @Test("The same seed gives the same figures; another seed other ones")
    func reproducible() {
        let first = ReviewPlanSimulation(seed: 7).run(.plan, daysToTest: 7)
        #expect(ReviewPlanSimulation(seed: 7).run(.plan, daysToTest: 7) == first)
        #expect(ReviewPlanSimulation(seed: 8).run(.plan, daysToTest: 7) != first)
    }

    @Test("Over ten seeds the plan beats plain FSRS on the day, with fewer reviews than cramming and no loss after")
    func planBetweenFSRSAndCramming() {
        var totals: [ReviewPlanSimulation.Strategy: (reviews: Int, day: Double, after: Double)] = [:]
        for seed in 1...10 {
            let simulation = ReviewPlanSimulation(seed: UInt64(seed))
            for strategy in ReviewPlanSimulation.Strategy.allCases {
                let outcome = simulation.run(strategy, daysToTest: 7)
                var total = totals[strategy, default: (0, 0, 0)]
                total.reviews += outcome.reviewsBefore
                total.day += outcome.recallOnTestDay / 10
                total.after += outcome.recallAfter30Days / 10
                totals[strategy] = total
            }
        }
        let fsrs = totals[.plainFSRS, default: (0, 0, 0)]
        let plan = totals[.plan, default: (0, 0, 0)]
        let cram = totals[.cram, default: (0, 0, 0)]
        #expect(plan.day > fsrs.day + 0.01)
        #expect(plan.reviews < cram.reviews)
        #expect(plan.after >= fsrs.after - 0.002)
    }
}
