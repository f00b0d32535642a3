import DiarioApp
import Testing

@Suite("Arithmetic drills")
struct ArithmeticDrillTests {
    @Test("Operands stay within the level and differences are never negative", arguments: DrillLevel.allCases)
    func operands(level: DrillLevel) {
        var drill = ArithmeticDrill(level: level, seed: 7)
        var seenSubtraction = false
        var largest = 0
        for _ in 0..<2_000 {
            let problem = drill.nextProblem()
            #expect((1...level.maxOperand).contains(problem.left) && (1...level.maxOperand).contains(problem.right))
            #expect(problem.answer >= 0)
            if !problem.isAddition { seenSubtraction = true }
            largest = max(largest, problem.left)
        }
        #expect(seenSubtraction && largest == level.maxOperand)
    }

    @Test("Stars: 3 first try without hint, 2 within two tries, 1 otherwise")
    func stars() {
        #expect(ArithmeticDrill.stars(tries: 1, usedHint: false, solved: true) == 3)
        #expect(ArithmeticDrill.stars(tries: 1, usedHint: true, solved: true) == 2)
        #expect(ArithmeticDrill.stars(tries: 2, usedHint: false, solved: true) == 2)
        #expect(ArithmeticDrill.stars(tries: 3, usedHint: false, solved: true) == 1)
        #expect(ArithmeticDrill.stars(tries: 2, usedHint: false, solved: false) == 1)
    }

    @Test("The level follows recent accuracy: up after 4 of 5, down after 1 of 5, bounded at both ends")
    func adaptation() {
        var drill = ArithmeticDrill(level: .one, seed: 1)
        for _ in 0..<5 { drill.record(firstTryRight: true) }
        #expect(drill.level == .two)
        for right in [true, false, true, false, true] { drill.record(firstTryRight: right) }
        #expect(drill.level == .two)
        for _ in 0..<5 { drill.record(firstTryRight: false) }
        #expect(drill.level == .one)
        for _ in 0..<5 { drill.record(firstTryRight: false) }
        #expect(drill.level == .one)
        var top = ArithmeticDrill(level: .four, seed: 1)
        for _ in 0..<5 { top.record(firstTryRight: true) }
        #expect(top.level == .four)
    }

    @Test("The same seed gives the same problems")
    func reproducible() {
        var first = ArithmeticDrill(seed: 42)
        var second = ArithmeticDrill(seed: 42)
        #expect((0..<20).map { _ in first.nextProblem() } == (0..<20).map { _ in second.nextProblem() })
    }
}
