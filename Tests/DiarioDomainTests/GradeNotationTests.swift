import DiarioDomain
import Testing

/// Marks written the Italian way, read into their value.
@Suite("Grade notation")
struct GradeNotationTests {
    @Test(
        "Each way of writing a mark gives its normalized text and value",
        arguments: [
            ("7", "7", 7.0), ("7+", "7+", 7.25), ("8-", "8-", 7.75), ("6--", "6--", 5.5), ("6½", "6½", 6.5),
            ("6 e mezzo", "6½", 6.5), ("7 e 1/2", "7½", 7.5), ("sei e mezza", "6½", 6.5), ("sette e mezzo", "7½", 7.5),
            ("6/7", "6/7", 6.5), ("5,5", "5.5", 5.5),
            ("sei meno meno", "6--", 5.5), ("sette più", "7+", 7.25), ("otto", "8", 8.0), ("10", "10", 10.0),
            ("7 and a half", "7½", 7.5), ("6 1/2", "6½", 6.5), ("6.25", "6.25", 6.25), ("eight", "8", 8.0),
        ])
    func reads(text: String, mark: String, value: Double) {
        let reading = GradeNotation.read(text)
        #expect(reading?.mark == mark, "\(text)")
        #expect(reading?.value == value, "\(text)")
    }

    @Test(
        "What is no mark on the 1–10 scale is refused",
        arguments: ["11", "7++++", "0", "zero", "6/8", "10+", "6 e", "7+-", "5,3"])
    func refuses(text: String) {
        #expect(GradeNotation.read(text) == nil, "\(text)")
    }

    @Test("The signs are a setting")
    func signs() {
        let school = GradeSigns(plus: 0.3, minus: -0.3, doubleMinus: -0.6)
        #expect(GradeNotation.read("7+", signs: school)?.value == 7.3)
        #expect(GradeNotation.read("6--", signs: school)?.value == 5.4)
    }

    @Test("A value as the nearest mark at or above it")
    func markAtLeast() {
        #expect(GradeNotation.mark(atLeast: 6.5) == "6½")
        #expect(GradeNotation.mark(atLeast: 6.6) == "7-")
        #expect(GradeNotation.mark(atLeast: 7.1) == "7+")
        #expect(GradeNotation.mark(atLeast: 8) == "8")
    }
}
