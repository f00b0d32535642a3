/// How reviews are planned before a test: the recall to reach on the day, how many planned cards a day at most, and
/// how far ahead tests are planned for. Saved as preferences; the defaults hold until the student changes them.
public struct ReviewPlanSettings: Equatable, Sendable {
    /// The mean predicted recall the plan aims for on a test's day (0.90 means 90%).
    public var target: Double
    /// The most cards the plan gives a day (a day heavy with other tasks gets fewer).
    public var dailyBudget: Int
    /// Tests due within this many days from today are planned for.
    public var horizonDays: Int

    /// 0.95, 30 cards a day, 21 days. The target is above FSRS's own retention (0.90): a student who does every due
    /// review already has about 0.95 on any day, so a lower target would plan nothing (docs/srs.md, the simulation).
    public static let standard = ReviewPlanSettings(target: 0.95, dailyBudget: 30, horizonDays: 21)
    /// The targets a student may set.
    public static let targets: ClosedRange<Double> = 0.5...0.99
    /// The daily budgets a student may set.
    public static let budgets: ClosedRange<Int> = 1...500
    /// The horizons a student may set, in days.
    public static let horizons: ClosedRange<Int> = 1...120

    /// Creates settings from their parts (unchecked: see ``validated()``).
    public init(target: Double, dailyBudget: Int, horizonDays: Int) {
        self.target = target
        self.dailyBudget = dailyBudget
        self.horizonDays = horizonDays
    }

    /// The settings, or ``DomainError/invalidPlanSetting`` when one is out of its range.
    public func validated() throws(DomainError) -> ReviewPlanSettings {
        guard Self.targets.contains(target), Self.budgets.contains(dailyBudget), Self.horizons.contains(horizonDays)
        else { throw .invalidPlanSetting }
        return self
    }
}

/// Why a quiz showed a card; kept with each review.
public enum ReviewReason: String, CaseIterable, Codable, Sendable {
    /// FSRS had scheduled it for now or earlier.
    case due
    /// The plan for a coming test gave it today.
    case plan
    /// Shown to prepare a test before it was due and beyond today's plan.
    case ahead
}
