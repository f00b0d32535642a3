import DiarioDomain
import DiarioSRS
import Foundation

/// The student's coming tests, each linked to its cards, and the reviews planned for them: what `diario exams`,
/// `diario plan`, the quizzes, the welcome, the agenda and the coach all read.
///
/// A test is an open task of kind test, oral or exam with a subject, due from today to the end of the horizon. It
/// is linked to its subject's active cards; when a word of its title is one of those cards' tags ("verifica di
/// storia sul Risorgimento" and the tag `risorgimento`), only to the cards with such a tag.
struct TestPreparation {
    /// A coming test and the cards linked to it.
    struct ComingTest {
        /// The task.
        let task: StudyTask
        /// The linked cards, in id order.
        let cards: [StudyCard]
        /// The tags the title named, when it named some; the cards are then those with one of them.
        let tags: [String]
        /// Its plan.
        let plan: TestPlan
    }

    /// The coming tests, earliest first, each with its share of the plan.
    let tests: [ComingTest]
    /// The settings the plan was made with.
    let settings: ReviewPlanSettings
    /// The day the plan starts.
    let today: CalendarDay
    /// The student's clock, whose time zone says on which day a review fell.
    let clock: DiarioClock

    /// Reads the tests due within the horizon (or up to `reaching`, when later) and plans them; with no test it
    /// reads no card. `settings` replaces the saved ones.
    static func load(_ context: AppContext, settings: ReviewPlanSettings? = nil, reaching: CalendarDay? = nil)
        throws -> TestPreparation
    {
        let settings = try settings ?? context.preferences.reviewPlanSettings()
        let today = context.clock.today
        var last = today.adding(days: settings.horizonDays)
        if let reaching, reaching > last { last = reaching }
        let tasks = try context.tasks.tasks(.testsDueIn(DayRange(today, last))).filter { $0.subjectKey != nil }
        guard !tasks.isEmpty else {
            return TestPreparation(tests: [], settings: settings, today: today, clock: context.clock)
        }

        var cardsBySubject: [String: [StudyCard]] = [:]
        for key in Set(tasks.compactMap(\.subjectKey)) {
            cardsBySubject[key] = try context.cards.cards(.all(subjectKey: key)).filter { !$0.isSuspended }
        }
        let linked = tasks.map { task in link(task, to: cardsBySubject[task.subjectKey ?? ""] ?? []) }
        let tasksDue = try context.tasks.openTaskCounts(in: DayRange(today, last))
        var memories: [Int64: CardMemory] = [:]
        for card in linked.flatMap(\.cards) {
            memories[card.id ?? 0] = memory(of: card, clock: context.clock)
        }
        let plan = ReviewPlanner(settings: settings).plan(
            linked.map {
                TestToPrepare(
                    taskId: $0.task.id ?? 0, day: $0.task.dueDate ?? today, cardIds: $0.cards.compactMap(\.id))
            },
            cards: Array(memories.values), today: today, tasksDue: tasksDue)
        let tests = linked.compactMap { test -> ComingTest? in
            guard let testPlan = plan.tests.first(where: { $0.test.taskId == test.task.id }) else { return nil }
            return ComingTest(task: test.task, cards: test.cards, tags: test.tags, plan: testPlan)
        }
        return TestPreparation(tests: tests, settings: settings, today: today, clock: context.clock)
    }

    /// The planner's view of a card: its state and the local day of its last review.
    private static func memory(of card: StudyCard, clock: DiarioClock) -> CardMemory {
        CardMemory(
            id: card.id ?? 0, state: card.memory,
            lastReviewDay: card.memory.lastReview.map { clock.localDayAndTime(of: $0).day })
    }

    /// The predicted recall of `card` on the test's day with no review before it.
    func recallOnTheDay(of card: StudyCard, for test: ComingTest) -> Double {
        ReviewPlanner(settings: settings).recall(
            of: Self.memory(of: card, clock: clock), reviewedOn: [], on: test.task.dueDate ?? today)
    }

    /// The cards of a test: its subject's, or those with a tag the title names.
    private static func link(_ task: StudyTask, to cards: [StudyCard]) -> (
        task: StudyTask, cards: [StudyCard], tags: [String]
    ) {
        let words = TextFolding.fold(task.title).split { !$0.isLetter && !$0.isNumber }.map(String.init)
        var named = Set(words)
        for (first, second) in zip(words, words.dropFirst()) {
            named.formUnion([first + second, first + "-" + second, first + "_" + second])
        }
        let tags = Set(cards.flatMap(\.tags).filter { named.contains(TextFolding.fold($0)) })
        guard !tags.isEmpty else { return (task, cards, []) }
        return (task, cards.filter { !tags.isDisjoint(with: $0.tags) }, tags.sorted())
    }

    /// The same preparation with only the tests of one subject (all when nil); their plans are as planned with the
    /// others.
    func only(subjectKey: String?) -> TestPreparation {
        guard let subjectKey else { return self }
        return TestPreparation(
            tests: tests.filter { $0.task.subjectKey == subjectKey }, settings: settings, today: today, clock: clock)
    }

    /// Today's planned cards, earliest test first, each once.
    func cardsToday() -> [Int64] {
        ReviewPlan(tests: tests.map(\.plan)).cards(on: today)
    }
}
