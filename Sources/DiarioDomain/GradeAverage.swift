/// Weighted averages of grades, and the grade still needed to reach a target.
public enum GradeAverage {
    /// The weighted average of the grades that have a value (judgements are left out); nil when none has.
    public static func of(_ grades: [Grade]) -> Double? {
        let counted = grades.compactMap { grade in grade.value.map { ($0, grade.weight) } }
        let weight = counted.reduce(0) { $0 + $1.1 }
        guard weight > 0 else { return nil }
        return counted.reduce(0) { $0 + $1.0 * $1.1 } / weight
    }

    /// What the next `count` grades (each of weight `weight`) must be, all alike, for the average to reach `target`.
    public enum Needed: Equatable, Sendable {
        /// Any grade will do: the average stays at or above the target even with the lowest.
        case reached
        /// This value (on the 1–10 scale) or more.
        case atLeast(Double)
        /// Not even 10s would do.
        case impossible
    }

    /// The grade needed on the next `count` grades for the average of `grades` and them to reach `target`.
    public static func needed(for target: Double, after grades: [Grade], count: Int = 1, weight: Double = 1)
        -> Needed
    {
        let counted = grades.compactMap { grade in grade.value.map { ($0, grade.weight) } }
        let sum = counted.reduce(0) { $0 + $1.0 * $1.1 }
        let weights = counted.reduce(0) { $0 + $1.1 }
        let coming = Double(max(1, count)) * weight
        let value = (target * (weights + coming) - sum) / coming
        if value <= 1 { return .reached }
        if value > 10 { return .impossible }
        return .atLeast(value)
    }
}
