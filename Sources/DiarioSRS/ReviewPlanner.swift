public import DiarioDomain
import Foundation

/// Plans reviews before the student's tests so that, on each test's day, the mean predicted recall of its cards
/// reaches the target, without changing how FSRS schedules anything: planned reviews are ordinary early reviews.
///
/// The model is FSRS-6's forgetting curve: a card's recall on a day follows from its stability and the days since
/// its last review, and a planned review is assumed done and remembered (rated Good). The rules, in order:
/// - tests are planned earliest first; a card linked to two tests counts the reviews planned for the first;
/// - a card is planned only when its recall on the day is below the target, only on days from today to the day
///   before the test, never twice on one day, and never today when it was already reviewed today;
/// - each day takes at most the daily budget, less a sixth for each other task due that day, down to half; the
///   linked cards already reviewed today count against today's;
/// - cards with the lowest recall go first (they have the fewest days that work); each takes, among the days where
///   one review brings it to the target, the one with the most room left, the later one on a tie; when no single
///   day does, the earliest and the latest free days; when that fails too, the latest free day, and it counts short.
/// Pure: the same input gives the same plan.
public struct ReviewPlanner: Sendable {
    /// The target, budget and horizon.
    public let settings: ReviewPlanSettings
    private let scheduler = FSRSScheduler(fuzz: false)

    /// Creates a planner with the student's settings.
    public init(settings: ReviewPlanSettings) { self.settings = settings }

    /// Plans `tests` from `today`, with `tasksDue` the number of other open tasks due on each day.
    public func plan(_ tests: [TestToPrepare], cards: [CardMemory], today: CalendarDay, tasksDue: [CalendarDay: Int])
        -> ReviewPlan
    {
        let memories = Dictionary(cards.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var book = Book(budget: settings.dailyBudget, tasksDue: tasksDue)
        // Cards reviewed today already took their share of today's budget: what is left of today is what remains.
        book.used[today] = memories.values.filter { $0.lastReviewDay == today }.count
        var plans: [TestPlan] = []
        for test in tests.sorted(by: { ($0.day, $0.taskId) < ($1.day, $1.taskId) }) {
            let linked = test.cardIds.compactMap { memories[$0] }
            let window = (0..<max(0, today.days(until: test.day))).map { today.adding(days: $0) }
            let usedBefore = window.reduce(0) { $0 + book.used[$1, default: 0] }
            let below =
                linked
                .map { ($0, recall(of: $0, reviewedOn: book.days(of: $0.id), on: test.day)) }
                .filter { $0.1 < settings.target }
                .sorted { ($0.1, $0.0.id) < ($1.1, $1.0.id) }
            var mine: [CalendarDay: [Int64]] = [:]
            var short = 0
            for (card, _) in below {
                let free = window.filter { day in
                    book.hasRoom(on: day) && !book.days(of: card.id).contains(day)
                        && card.lastReviewDay.map { day > $0 } ?? true
                }
                let chosen = choose(for: card, among: free, test: test.day, book: book)
                for day in chosen {
                    book.add(card.id, on: day)
                    mine[day, default: []].append(card.id)
                }
                if recall(of: card, reviewedOn: book.days(of: card.id), on: test.day) < settings.target { short += 1 }
            }
            var budgetNeeded: Int?
            if short > 0, !window.isEmpty {
                let needed = (below.count + usedBefore + window.count - 1) / window.count
                budgetNeeded = needed > settings.dailyBudget ? needed : nil
            }
            plans.append(
                TestPlan(
                    test: test, target: settings.target,
                    recallWithoutPlan: mean(linked.map { recall(of: $0, reviewedOn: [], on: test.day) }),
                    recallWithPlan: mean(linked.map { recall(of: $0, reviewedOn: book.days(of: $0.id), on: test.day) }),
                    days: mine.keys.sorted().map { PlanDay(day: $0, cardIds: mine[$0] ?? []) },
                    cardsShort: short, budgetNeeded: budgetNeeded))
        }
        return ReviewPlan(tests: plans)
    }

    /// The predicted recall of `card` on `day` after a Good review on each of `reviewDays` before it.
    public func recall(of card: CardMemory, reviewedOn reviewDays: [CalendarDay], on day: CalendarDay) -> Double {
        var state = card.state
        var last = card.lastReviewDay
        if let last { state.lastReview = Self.noon(of: last) }
        for reviewDay in reviewDays.sorted() where reviewDay < day {
            state = scheduler.review(state, rating: .good, at: Self.noon(of: reviewDay))
            last = reviewDay
        }
        guard let stability = state.stability, let last else { return 0 }
        return scheduler.recall(stability: stability, afterDays: Double(last.days(until: day)))
    }

    /// The days to review `card` on, among `free` (in order): see the type's rules.
    private func choose(for card: CardMemory, among free: [CalendarDay], test: CalendarDay, book: Book)
        -> [CalendarDay]
    {
        let already = book.days(of: card.id)
        let reaching = free.filter { recall(of: card, reviewedOn: already + [$0], on: test) >= settings.target }
        if let best = reaching.max(by: { (book.room(on: $0), $0) < (book.room(on: $1), $1) }) { return [best] }
        if let first = free.first, let last = free.last, first != last,
            recall(of: card, reviewedOn: already + [first, last], on: test) >= settings.target
        {
            return [first, last]
        }
        return free.last.map { [$0] } ?? []
    }

    private func mean(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
    }

    /// Reviews are modelled at noon of their day, so that FSRS's whole days are the days between them.
    static func noon(of day: CalendarDay) -> Date {
        Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400 + 43_200)
    }

    /// What is planned so far: each day's cards and each card's days.
    private struct Book {
        let budget: Int
        let tasksDue: [CalendarDay: Int]
        var used: [CalendarDay: Int] = [:]
        var byCard: [Int64: [CalendarDay]] = [:]

        func days(of card: Int64) -> [CalendarDay] { byCard[card] ?? [] }

        /// The budget less a sixth for each task due that day, down to half (and never below one card).
        func capacity(on day: CalendarDay) -> Int {
            max(1, budget - budget * min(tasksDue[day, default: 0], 3) / 6)
        }

        func room(on day: CalendarDay) -> Int { capacity(on: day) - used[day, default: 0] }
        func hasRoom(on day: CalendarDay) -> Bool { room(on: day) > 0 }

        mutating func add(_ card: Int64, on day: CalendarDay) {
            used[day, default: 0] += 1
            byCard[card, default: []].append(day)
        }
    }
}
