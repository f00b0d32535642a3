import DiarioDomain
import DiarioSRS

/// How big the numbers of a drill are: operands from 1 to 3, 5, 7 or 10.
public enum DrillLevel: Int, CaseIterable, Comparable, Sendable {
    /// Operands 1–3.
    case one = 1
    /// Operands 1–5.
    case two
    /// Operands 1–7.
    case three
    /// Operands 1–10.
    case four

    /// The largest operand.
    public var maxOperand: Int { [3, 5, 7, 10][rawValue - 1] }

    public static func < (lhs: DrillLevel, rhs: DrillLevel) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One sum or difference; a difference never goes below zero.
public struct DrillProblem: Equatable, Sendable {
    /// The first operand.
    public let left: Int
    /// The second operand.
    public let right: Int
    /// Addition or subtraction.
    public let isAddition: Bool

    /// The right answer.
    public var answer: Int { isAddition ? left + right : left - right }
    /// "3 + 4" or "7 − 2".
    public var text: String { "\(left) \(isAddition ? "+" : "−") \(right)" }
}

/// Arithmetic drills after the RechenStar model: addition and subtraction at four levels, stars per answer,
/// and a level that follows the student's recent accuracy. Deterministic for a given seed.
public struct ArithmeticDrill: Sendable {
    /// The current level.
    public private(set) var level: DrillLevel
    private var recent: [Bool] = []
    private var generator: SeededGenerator

    /// How many recent first tries decide a change of level.
    public static let window = 5

    /// Starts at `level`, drawing problems from a generator seeded with `seed`.
    public init(level: DrillLevel = .one, seed: UInt64) {
        self.level = level
        generator = SeededGenerator(seed: seed)
    }

    /// A new problem at the current level: operands from 1 to the level's maximum, the larger first in a
    /// subtraction so the result is never negative.
    public mutating func nextProblem() -> DrillProblem {
        let maximum = level.maxOperand
        let a = Int.random(in: 1...maximum, using: &generator)
        let b = Int.random(in: 1...maximum, using: &generator)
        let isAddition = Bool.random(using: &generator)
        return isAddition
            ? DrillProblem(left: a, right: b, isAddition: true)
            : DrillProblem(left: max(a, b), right: min(a, b), isAddition: false)
    }

    /// Stars for one answer: 3 when right at the first try with no hint, 2 when right within two tries,
    /// 1 otherwise (a problem always earns a star for trying).
    public static func stars(tries: Int, usedHint: Bool, solved: Bool) -> Int {
        if solved && tries == 1 && !usedHint { return 3 }
        if solved && tries <= 2 { return 2 }
        return 1
    }

    /// Notes whether a problem was right at the first try; after `window` problems, four or five right move
    /// the level up, one or none move it down (the window then starts afresh). Returns the new level.
    @discardableResult
    public mutating func record(firstTryRight: Bool) -> DrillLevel {
        recent.append(firstTryRight)
        guard recent.count >= Self.window else { return level }
        let right = recent.filter { $0 }.count
        if right >= 4, let up = DrillLevel(rawValue: level.rawValue + 1) {
            level = up
        } else if right <= 1, let down = DrillLevel(rawValue: level.rawValue - 1) {
            level = down
        }
        recent.removeAll()
        return level
    }
}
