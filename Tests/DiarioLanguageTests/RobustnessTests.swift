import DiarioDomain
import DiarioLanguage
import DiarioTestSupport
import Foundation
import Testing

/// Random lines: any Unicode, emoji, control characters, and pieces of real utterances.
struct LineFuzzer {
    var random: SeededGenerator

    static let pieces = [
        "domani", "venerdì", "next friday", "31/02", "il 45", "27/11", "alle 9", "at 25:00", "every other",
        "un venerdì sì e uno no", "\"", "“", "”", "'", "’", "dell'", "!!", "::", "/add", "ho finito", "quiz me on",
        "pag. 45", "in 3 days", "tra un mese", "fine mese", "mar", "il 3 mar", "la prossima settimana", "1h30",
        "mezz'ora", "storia dell'arte", "educazione fisica", "matematcia", "?", "switch to English", "\u{0}",
        "\u{7}", "\r\n", "\t", "\u{200B}", "\u{202E}", "🇮🇹", "👩‍👩‍👧‍👦", "e\u{301}", "🙂", "數學", "تاريخ",
        "1e300 ore", "99999999999999999999 minuti", "200000000000000000h", "storia 2h e 59",
    ]

    mutating func scalar() -> Character {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return Character(UnicodeScalar(UInt8.random(in: 0...0x1F, using: &random)))  // control
        case 1: return Character(UnicodeScalar(UInt32.random(in: 0x1F300...0x1FAFF, using: &random)) ?? "🙂")
        case 2: return Character(UnicodeScalar(UInt32.random(in: 0x80...0x2FF, using: &random)) ?? "é")
        case 3:
            let value = UInt32.random(in: 0x300...0x10FFFF, using: &random)
            return UnicodeScalar(value).map(Character.init) ?? "?"
        default: return Character(UnicodeScalar(UInt8.random(in: 0x20...0x7E, using: &random)))
        }
    }

    mutating func line() -> String {
        let bucket = Int.random(in: 0..<100, using: &random)
        let length =
            bucket < 90
            ? Int.random(in: 0...80, using: &random)
            : bucket < 99 ? Int.random(in: 80...1_000, using: &random) : Int.random(in: 1_000...10_000, using: &random)
        var text = ""
        while text.count < length {
            if Int.random(in: 0..<3, using: &random) == 0 {
                text += Self.pieces.randomElement(using: &random)! + " "
            } else {
                text.append(scalar())
            }
        }
        // The last piece may run past the longest line allowed, which is refused on purpose (tested below).
        return String(text.prefix(10_000))
    }
}

@Suite("Robustness")
struct RobustnessTests {
    let router = IntentRouter()
    let today = CalendarDay.day("2026-11-21")

    /// The lines to run: 25,000, or as many as `DIARIO_FUZZ_LINES` says (the first 25,000 are always the same); nil
    /// for a value that is no count.
    static var fuzzLines: Int? {
        guard let text = ProcessInfo.processInfo.environment["DIARIO_FUZZ_LINES"], !text.isEmpty else { return 25_000 }
        return Int(text).flatMap { $0 > 0 ? $0 : nil }
    }

    @Test("25,000 random lines (DIARIO_FUZZ_LINES for more) parse without crashing; only over-long lines are refused")
    func fuzz() throws {
        let count = try #require(Self.fuzzLines, "DIARIO_FUZZ_LINES is a count of lines, such as 100000")
        var fuzzer = LineFuzzer(random: SeededGenerator(seed: 20_261_121))
        var refused = 0
        var parsed = 0
        for _ in 0..<count {
            let line = fuzzer.line()
            do {
                let utterance = try router.route(line, today: today, fallback: .it)
                // Free text files a task only when something of it is left for a title, or when it is a date
                // alone, which the app asks a title for ("/add" alone is explicit, and the app answers it with
                // the empty-title error).
                if case .addTask(let task) = utterance.request, !line.contains("/add") {
                    #expect(!task.title.isEmpty || task.dueDate != nil, "\(line.debugDescription)")
                }
                parsed += 1
            } catch LanguageError.lineTooLong {
                Issue.record("a line of \(line.count) characters was refused")
            } catch {
                refused += 1  // an impossible date or time, shown to the student
            }
        }
        #expect(parsed + refused == count)
        #expect(refused > 0)  // the generator does reach impossible dates, which must be errors, not defaults
    }

    @Test(
        "A count no study reaches is no duration, and never overflows into minutes",
        arguments: [
            "storia 1e300 ore domani", "ho studiato storia 1e300 ore", "storia 200000000000000000h domani",
            "ho studiato 99999999999999999999 minuti di storia", "fisica 9999999999h e mezza venerdì",
        ])
    func hugeCounts(_ line: String) throws {
        let utterance = try router.route(line, today: today, fallback: .it)
        if case .logStudy(let log) = utterance.request { #expect(log.minutes.map { $0 <= 1_000_000 } ?? true) }
    }

    @Test("A line over 10,000 characters is refused with the length error")
    func tooLong() {
        #expect(throws: LanguageError.lineTooLong(maxLength: 10_000)) {
            try router.route(String(repeating: "compiti ", count: 1_251), today: today, fallback: .it)
        }
    }

    /// How parse time grows with the line is measured by `make bench` (scripts/bench-linear.py), never here: a
    /// test does not time anything. Here, lines of the longest length built to be hard are read to the end.
    @Test(
        "Lines of 10,000 characters built to be hard are read to the end",
        arguments: [
            "compiti di storia per venerdì alle 9 ", "“", "mar ", "aaaaaaaaaaaaaaaaaaaaaaaa", "il 3 e ", "!?.,",
            "every other ", "ho finito ", "1/1/1/1/1/", "dell'",
        ])
    func longestHardLines(_ unit: String) throws {
        let long = String(String(repeating: unit, count: 10_000 / unit.count + 1).prefix(10_000))
        do {
            _ = try router.route(long, today: today, fallback: .it)
        } catch {
            // A date or time phrase that cannot be is an answer too; a length error is not (10,000 is allowed).
            #expect(error != .lineTooLong(maxLength: 10_000))
        }
    }
}
