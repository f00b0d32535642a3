/// A milestone a student earns once (after RechenStar's list): practice counts, streaks, a perfect run, the
/// time of day, speed, and a first term goal reached.
public enum Achievement: String, CaseIterable, Codable, Sendable {
    case practice10 = "practice_10"
    case practice50 = "practice_50"
    case practice100 = "practice_100"
    case practice500 = "practice_500"
    case streak3 = "streak_3"
    case streak7 = "streak_7"
    case streak30 = "streak_30"
    /// Ten right answers in a row, cards and exercises together.
    case perfectTen = "perfect_10"
    /// Studied between 4:00 and 8:00.
    case earlyBird = "early_bird"
    /// Studied between 20:00 and 4:00.
    case nightOwl = "night_owl"
    /// Ten right answers within two minutes.
    case speedDemon = "speed_demon"
    /// Every target of a term goal reached.
    case firstTermGoal = "first_term_goal"

    /// The number a counting achievement asks for (cards reviewed and exercises solved, or days in a row); nil
    /// for the others.
    public var threshold: Int? {
        switch self {
        case .practice10: 10
        case .practice50: 50
        case .practice100: 100
        case .practice500: 500
        case .streak3: 3
        case .streak7: 7
        case .streak30: 30
        case .perfectTen, .speedDemon: 10
        case .earlyBird, .nightOwl, .firstTermGoal: nil
        }
    }

    /// The achievements whose rules `facts` meet.
    public static func earned(by facts: AchievementFacts) -> Set<Achievement> {
        var earned = Set<Achievement>()
        for achievement in allCases {
            let met: Bool
            switch achievement {
            case .practice10, .practice50, .practice100, .practice500:
                met = facts.practiceCount >= achievement.threshold ?? .max
            case .streak3, .streak7, .streak30: met = facts.longestStreak >= achievement.threshold ?? .max
            case .perfectTen: met = facts.rightInARow >= 10
            case .speedDemon: met = facts.secondsForLastTenRight.map { $0 <= 120 } ?? false
            case .earlyBird: met = facts.studiedAt.contains { (4..<8).contains($0.hour) }
            case .nightOwl: met = facts.studiedAt.contains { $0.hour >= 20 || $0.hour < 4 }
            case .firstTermGoal: met = facts.termGoalsReached > 0
            }
            if met { earned.insert(achievement) }
        }
        return earned
    }

    /// What is left to earn a locked counting achievement given `facts`; nil when there is no count to give.
    public func remaining(given facts: AchievementFacts) -> Int? {
        switch self {
        case .practice10, .practice50, .practice100, .practice500:
            max(0, (threshold ?? 0) - facts.practiceCount)
        case .streak3, .streak7, .streak30: max(0, (threshold ?? 0) - facts.currentStreak)
        case .perfectTen: max(0, 10 - facts.rightInARow)
        default: nil
        }
    }
}

/// What the achievements are judged on, gathered by the caller from the store after each piece of study.
public struct AchievementFacts: Hashable, Sendable {
    /// Cards reviewed plus exercises solved, ever.
    public var practiceCount = 0
    /// The current streak.
    public var currentStreak = 0
    /// The longest streak.
    public var longestStreak = 0
    /// Right answers (cards remembered, exercises solved) in a row, ending with the latest answer.
    public var rightInARow = 0
    /// Seconds between the tenth-latest and the latest right answer; nil with fewer than ten.
    public var secondsForLastTenRight: Double?
    /// The local times at which the study being judged happened.
    public var studiedAt: [TimeOfDay] = []
    /// Term goals with every target reached.
    public var termGoalsReached = 0

    /// Creates empty facts.
    public init() {}
}
