/// A stretch of school time with goals: ten weeks by default, or a "trimestre" or "quadrimestre".
public struct StudyTerm: Identifiable, Hashable, Sendable {
    /// The store's id; nil until saved.
    public var id: Int64?
    /// What the student calls it.
    public var name: String
    /// Its first day.
    public var start: CalendarDay
    /// Its last day.
    public var end: CalendarDay

    /// Creates a term value.
    public init(id: Int64? = nil, name: String, start: CalendarDay, end: CalendarDay) {
        self.id = id
        self.name = name
        self.start = start
        self.end = end
    }

    /// The days of the term.
    public var days: DayRange { DayRange(start, end) }

    /// The term, or ``DomainError/invalidTerm`` when its name is empty or too long or it ends before it starts.
    public func validated() throws(DomainError) -> StudyTerm {
        var term = self
        term.name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard (1...80).contains(term.name.count), start <= end else { throw .invalidTerm }
        return term
    }
}

/// How long a new term lasts, by the word the student used for it.
public enum TermKind: String, CaseIterable, Sendable {
    /// Ten weeks, as in the Ten Week Goal method.
    case term
    /// Three months.
    case trimestre
    /// Four months.
    case quadrimestre

    /// The days of a term of this kind starting on `start`.
    public func days(from start: CalendarDay) -> DayRange {
        switch self {
        case .term: DayRange(start, start.adding(days: 10 * 7 - 1))
        case .trimestre: DayRange(start, start.adding(months: 3).adding(days: -1))
        case .quadrimestre: DayRange(start, start.adding(months: 4).adding(days: -1))
        }
    }
}

/// What a goal can count; the catalogue the `goalMetric` table holds.
public enum GoalMetric: String, CaseIterable, Codable, Sendable {
    /// Minutes of study sessions (of one subject, or all).
    case minutesStudied = "minutes_studied"
    /// Cards reviewed.
    case cardsReviewed = "cards_reviewed"
    /// Tasks completed.
    case tasksCompleted = "tasks_completed"
    /// Share of reviews remembered, in percent.
    case quizAccuracy = "quiz_accuracy"

    /// Whether the figure grows with time (so a pace and a projection make sense) rather than being a share.
    public var accumulates: Bool { self != .quizAccuracy }
}

/// One target of a goal: an amount of a metric, for one subject or all.
public struct GoalTarget: Hashable, Sendable {
    /// What is counted.
    public var metric: GoalMetric
    /// The subject counted, or nil for every subject.
    public var subjectKey: String?
    /// How much: minutes, a count, or a percentage.
    public var amount: Double

    /// Creates a target.
    public init(metric: GoalMetric, subjectKey: String? = nil, amount: Double) {
        self.metric = metric
        self.subjectKey = subjectKey
        self.amount = amount
    }
}

/// A goal for a term: "40 hours of math and 300 cards".
public struct StudyGoal: Identifiable, Hashable, Sendable {
    /// The store's id; nil until saved.
    public var id: Int64?
    /// The goal in the student's words.
    public var title: String
    /// Its targets, one per metric and subject.
    public var targets: [GoalTarget]
    /// The terms it belongs to.
    public var termIds: [Int64]

    /// Creates a goal value.
    public init(id: Int64? = nil, title: String, targets: [GoalTarget], termIds: [Int64]) {
        self.id = id
        self.title = title
        self.targets = targets
        self.termIds = termIds
    }

    /// The goal, or ``DomainError/invalidGoal`` when it has no title, no target, a target of nothing, a share over
    /// 100%, or the same target twice.
    public func validated() throws(DomainError) -> StudyGoal {
        var goal = self
        goal.title = title.trimmingCharacters(in: .whitespacesAndNewlines)
        let kinds = Set(targets.map { "\($0.metric.rawValue) \($0.subjectKey ?? "")" })
        guard (1...200).contains(goal.title.count), !targets.isEmpty, kinds.count == targets.count,
            targets.allSatisfy({ $0.amount > 0 && ($0.metric.accumulates || $0.amount <= 100) })
        else { throw .invalidGoal }
        return goal
    }
}

/// How far a target is on a day of its term, and where the pace so far leads.
public struct TargetProgress: Hashable, Sendable {
    /// The target.
    public var target: GoalTarget
    /// What is done: minutes, a count, or a percentage.
    public var done: Double
    /// Where the target stands.
    public var status: Status
    /// The day the pace so far reaches the target, when it accumulates, is not reached and there is a pace.
    public var projectedDay: CalendarDay?

    /// Where a target stands.
    public enum Status: Hashable, Sendable {
        /// Reached.
        case reached
        /// Ahead of or at the even pace that reaches the target on the term's last day.
        case onTrack
        /// Behind that pace by this much (minutes, a count, or percentage points).
        case behind(by: Double)
    }

    /// Measures `done` against `target` on `today` in `term`: the even pace is the target spread over the term's
    /// days; the projection goes on at the pace of the days so far (today included).
    public init(target: GoalTarget, done: Double, term: DayRange, today: CalendarDay) {
        self.target = target
        self.done = done
        projectedDay = nil
        if done >= target.amount {
            status = .reached
            return
        }
        guard target.metric.accumulates else {
            status = .behind(by: target.amount - done)
            return
        }
        let totalDays = Double(term.first.days(until: term.last) + 1)
        let elapsed = Double(min(max(term.first.days(until: today) + 1, 0), Int(totalDays)))
        let expected = target.amount * elapsed / totalDays
        status = done >= expected ? .onTrack : .behind(by: expected - done)
        if elapsed > 0 && done > 0 {
            let daysNeeded = (target.amount / (done / elapsed)).rounded(.up)
            projectedDay = term.first.adding(days: Int(daysNeeded) - 1)
        }
    }

    /// Done over the target, 0 to 1.
    public var fraction: Double { min(1, max(0, done / target.amount)) }
}
