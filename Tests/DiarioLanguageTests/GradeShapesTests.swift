import DiarioDomain
import Testing

@testable import DiarioLanguage

/// Grades in the shapes students write them (issue 39): without a verb, with the component after an elided article,
/// letters and percentages; and a drill asked for beside a test with its day.
@Suite("Grade shapes and drills")
struct GradeShapesTests {
    let router = IntentRouter()
    let today = CalendarDay(iso: "2026-11-25")!

    func grade(_ line: String) throws -> GradeRequest? {
        guard case .addGrade(let grade) = try router.route(line, today: today, fallback: .it).request else {
            return nil
        }
        return grade
    }

    @Test("A mark without a verb, before an elided article: 'mezzo' is a word, not a typo of 'mazzo'")
    func verbless() throws {
        let told = try #require(try grade("6 e mezzo all'interrogazione di storia"))
        #expect(told.mark == "6½" && told.subjectKey == "history" && told.component == .oral)
        #expect(TypoForgiveness.wordMeant(by: "mezzo") == nil)
    }

    @Test("Letters and percentages are read with their worth out of ten; a bare 'A' is the article")
    func lettersAndPercentages() throws {
        let letter = try #require(try grade("B+ on the chemistry lab"))
        #expect(letter.mark == "B+" && letter.value == 8.85 && letter.subjectKey == "science")
        #expect(try grade("got an A in english")?.mark == "A")
        #expect(try grade("C- in math, ugh")?.mark == "C-")
        let percent = try #require(try grade("ho preso 92 per cento in inglese"))
        #expect(percent.mark == "92%" && percent.value == 9.2)
        #expect(try grade("A test on friday") == nil)
        #expect(try grade("a b c") == nil)
    }

    @Test("The byte scan lets through every number from 1 to 10 standing alone, and nothing else")
    func markScan() {
        for text in ["7", "ho preso 7+", "6/7", "voto: 10", "6½", "alle 9:30", "(8)"] {
            #expect(IntentRouter.mayHoldMark(text), "\(text)")
        }
        for text in [
            "27/11", "2026-11-25", "3a ora", "100", "x3", "ore7", "niente numeri", "ricarica 12345678901234567890123",
        ] {
            #expect(!IntentRouter.mayHoldMark(text), "\(text)")
        }
    }

    @Test("A drill or a plan asked beside a test and its day is help for the test, not a task")
    func drillWithADay() throws {
        for line in ["verifica di latino lunedì, fammi esercitare", "bio test on monday, quiz me"] {
            #expect(try router.route(line, today: today, fallback: .it).readers?.grammar == .prepareTest, "\(line)")
        }
        #expect(try router.route("verifica di latino lunedì", today: today, fallback: .it).intent == .addTask)
        // The test word of the request itself names no test: a quiz.
        #expect(try router.route("quiz me on history", today: today, fallback: .it).readers?.grammar == .quiz)
    }

    @Test("The pass mark asked in words is a target of 6")
    func passMark() throws {
        for line in ["voto minimo per la sufficienza in greco", "what do I need to pass physics"] {
            guard
                case .gradeNeeded(let subject, let target, _) = try router.route(line, today: today, fallback: .it)
                    .request
            else {
                Issue.record("\(line) is no grade needed")
                continue
            }
            #expect(target == 6 && subject != nil, "\(line)")
        }
    }

    @Test("'6 meno', a number word opening a line that names only a subject, the most particular component")
    func signsInWordsAndComponents() throws {
        #expect(try grade("preso 6 meno allo scritto di ing")?.mark == "6-")
        #expect(try grade("nella verifica di storia ho preso 6 meno meno")?.mark == "6--")
        let word = try #require(try grade("otto meno in spagnolo"))
        #expect(word.mark == "8-" && word.subjectKey == "spanish")
        #expect(try grade("five things in history") == nil)
        #expect(try grade("9 nella prova pratica di ed fisica")?.component == .practical)
    }
}
