import DiarioDomain

/// `diario exams --json`: one object per coming test.
struct TestJSON: Encodable {
    let test: TestPreparation.ComingTest
    let today: CalendarDay

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: TestKey.self)
        try container.encodeTest(test)
        try container.encode(test.task.kind.rawValue, forKey: .kind)
        try container.encode(test.tags, forKey: .tags)
        try container.encode(test.plan.cards(on: today).count, forKey: .cardsToday)
    }
}

/// `diario plan --json`: one object per coming test, with its days.
struct PlanJSON: Encodable {
    let test: TestPreparation.ComingTest
    let settings: ReviewPlanSettings

    struct Day: Encodable {
        let date: String
        let cards: [Int64]
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: TestKey.self)
        try container.encodeTest(test)
        try container.encode(settings.target, forKey: .target)
        try container.encode(settings.dailyBudget, forKey: .budget)
        try container.encode(test.plan.meetsTarget, forKey: .meetsTarget)
        try container.encode(test.plan.cardsShort, forKey: .cardsShort)
        try container.encode(test.plan.budgetNeeded, forKey: .budgetNeeded)
        try container.encode(test.plan.days.map { Day(date: $0.day.iso, cards: $0.cardIds) }, forKey: .days)
    }
}

/// The keys of `diario exams --json` and `diario plan --json` (docs/json.md).
enum TestKey: String, CodingKey {
    case taskId = "task_id", title, kind, due, subject, cards, tags, target, budget, days
    case recallWithoutPlan = "recall_without_plan", recallWithPlan = "recall_with_plan", cardsToday = "cards_today"
    case meetsTarget = "meets_target", cardsShort = "cards_short", budgetNeeded = "budget_needed"
}

extension KeyedEncodingContainer<TestKey> {
    /// What both commands say of a test: its task, its cards, and its recall on the day without and with the plan
    /// (three decimals).
    mutating func encodeTest(_ test: TestPreparation.ComingTest) throws {
        try encode(test.task.id, forKey: .taskId)
        try encode(test.task.title, forKey: .title)
        try encode(test.task.dueDate?.iso, forKey: .due)
        try encode(test.task.subjectKey, forKey: .subject)
        try encode(test.cards.count, forKey: .cards)
        try encode(test.plan.recallWithoutPlan.map { ($0 * 1000).rounded() / 1000 }, forKey: .recallWithoutPlan)
        try encode(test.plan.recallWithPlan.map { ($0 * 1000).rounded() / 1000 }, forKey: .recallWithPlan)
    }
}
