public import DiarioDomain

/// What the coach knows of the student at the moment of a message: the work that presses, the tests coming,
/// the subjects they remember least, and how many days in a row they have studied.
public struct StudyContext: Sendable, Equatable {
    /// Today, in the student's time zone.
    public var today: CalendarDay
    /// Open tasks past their due moment.
    public var overdue: [StudyTask]
    /// Open tasks due today.
    public var dueToday: [StudyTask]
    /// Open tasks due tomorrow.
    public var dueTomorrow: [StudyTask]
    /// Tests, exams and orals in the next two weeks, soonest first.
    public var upcomingTests: [StudyTask]
    /// Subjects by quiz accuracy over the last 30 days, weakest first (at least three reviews each).
    public var weakestSubjects: [SubjectAccuracy]
    /// Days in a row, up to today (or yesterday, while today is still open), with something studied.
    public var streakDays: Int
    /// Cards due for review now.
    public var dueCards: Int
    /// The reviews planned for the coming tests, earliest test first (`diario plan`).
    public var plannedReviews: [PlannedReviews]

    /// Creates a context.
    public init(
        today: CalendarDay, overdue: [StudyTask] = [], dueToday: [StudyTask] = [], dueTomorrow: [StudyTask] = [],
        upcomingTests: [StudyTask] = [], weakestSubjects: [SubjectAccuracy] = [], streakDays: Int = 0,
        dueCards: Int = 0, plannedReviews: [PlannedReviews] = []
    ) {
        self.plannedReviews = plannedReviews
        self.today = today
        self.overdue = overdue
        self.dueToday = dueToday
        self.dueTomorrow = dueTomorrow
        self.upcomingTests = upcomingTests
        self.weakestSubjects = weakestSubjects
        self.streakDays = streakDays
        self.dueCards = dueCards
    }

    /// How many days ahead "upcoming" tests are looked for.
    public static let testHorizonDays = 14
    /// How many reviews a subject needs before its accuracy counts.
    public static let minimumReviews = 3

    /// The subjects worth naming as weak: enough reviews, lowest accuracy first, then most reviewed; three at most.
    public static func weakest(_ figures: [SubjectAccuracy]) -> [SubjectAccuracy] {
        let ranked = figures.filter { $0.reviews >= minimumReviews }.sorted {
            ($0.accuracy, -$0.reviews, $0.subjectKey) < ($1.accuracy, -$1.reviews, $1.subjectKey)
        }
        return Array(ranked.prefix(3))
    }
}

/// What the plan holds for one coming test: its cards, today's share, and the recall it predicts on the day.
public struct PlannedReviews: Sendable, Equatable {
    /// The test.
    public var test: StudyTask
    /// The cards linked to it.
    public var cards: Int
    /// The cards planned for today.
    public var cardsToday: Int
    /// The mean predicted recall on the day with no review before it; nil with no cards.
    public var recallWithoutPlan: Double?
    /// The same with the plan's reviews done.
    public var recallWithPlan: Double?

    /// Creates a test's figures.
    public init(test: StudyTask, cards: Int, cardsToday: Int, recallWithoutPlan: Double?, recallWithPlan: Double?) {
        self.test = test
        self.cards = cards
        self.cardsToday = cardsToday
        self.recallWithoutPlan = recallWithoutPlan
        self.recallWithPlan = recallWithPlan
    }
}
