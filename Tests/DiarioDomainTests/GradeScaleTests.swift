import DiarioDomain
import Testing

/// Letter and percentage scales: read, written back, the lowest mark worth a value, targets.
@Suite("Grade scales")
struct GradeScaleTests {
    @Test("Letters are worth their band's middle, written back by band; a target is its band's lowest")
    func letters() {
        #expect(GradeScale.letters.read("b+")?.value == 8.85 && GradeScale.letters.read("A−")?.mark == "A-")
        #expect(GradeScale.letters.read("G") == nil && GradeScale.letters.read("A++") == nil)
        // (8.85 + 9.15) / 2 = 9.0: the lowest of A-.
        #expect(GradeScale.letters.written(9.0) == "A-" && GradeScale.letters.written(8.99) == "B+")
        #expect(GradeScale.letters.target("B") == 8.3 && GradeScale.letters.mark(atLeast: 9.6) == "A+")
        #expect(GradeScale.letters.mark(atLeast: 8.3) == "B" && GradeScale.letters.written(1) == "F")
        #expect(GradeScale.letters.mark(atLeast: 9.9) == nil, "no letter is worth more than an A+ (9.85)")
    }

    @Test("Percentages from 0 to 100, with or without the sign; the Italian scale is GradeNotation's")
    func percentAndItalian() {
        #expect(GradeScale.percent.read("85%")?.value == 8.5 && GradeScale.percent.read("72,5")?.mark == "72.5%")
        #expect(GradeScale.percent.read("120%") == nil && GradeScale.percent.written(8.44) == "84%")
        #expect(GradeScale.percent.mark(atLeast: 8.41) == "85%")
        #expect(GradeScale.italian.read("6 e mezzo")?.value == 6.5 && GradeScale.italian.written(6.5) == nil)
    }
}
