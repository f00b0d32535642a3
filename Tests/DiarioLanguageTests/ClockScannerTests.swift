import DiarioDomain
import DiarioTestSupport
import Foundation
import Testing

@testable import DiarioLanguage

/// The clock scanner against the ICU regular expressions it replaced, run by Foundation as before: a lesson's times,
/// the hours of am and pm, and a percentage must come out the same in every corpus line and in lines built at random
/// from the pieces they are made of.
@Suite("Clock scanner")
struct ClockScannerTests {
    /// The shapes of a lesson's time the parser searched, most specific first.
    static let timePatterns: [NSRegularExpression] = [
        #"(?<![\d:])(\d{1,2})(?:[.:](\d{2}))?\s*-\s*(\d{1,2})(?:[.:](\d{2}))?(?![\d:])"#,
        #"dalle\s+(\d{1,2})(?:[.:](\d{2}))?\s+alle\s+(\d{1,2})(?:[.:](\d{2}))?"#,
        #"from\s+(\d{1,2})(?:[.:](\d{2}))?\s+to\s+(\d{1,2})(?:[.:](\d{2}))?"#,
        #"(?<![\d:])(\d{1,2})(?:[.:](\d{2}))?\s+to\s+(\d{1,2})(?:[.:](\d{2}))?(?![\d:])"#,
        #"(?:alle|at|ore)\s+(\d{1,2})(?:[.:](\d{2}))?(?![\d])"#,
        #"(?<![\d:])(\d{1,2})[.:](\d{2})(?![\d])"#,
    ].compactMap { try? NSRegularExpression(pattern: $0) }

    static let meridiemPattern = try? NSRegularExpression(
        pattern:
            #"(?<![\d:])(\d{1,2})(?:[.:](\d{2}))?\s*(am|pm)?(\s*(?:-|to)\s*)(\d{1,2})(?:[.:](\d{2}))?\s*(am|pm)(?![a-z])|(?<![\d:])(\d{1,2})(?:[.:](\d{2}))?\s*(am|pm)(?![a-z])"#
    )

    static let percentPattern = try? NSRegularExpression(
        pattern: #"(?<![\w.,])(100|[1-9]?[0-9](?:[.,][0-9]+)?)\s*(?:%|per\s*cento|per\s*cent)(?!\w)"#)

    /// The parser's reading of the hours of am and pm before the scanner.
    static func expectedTwentyFourHour(_ text: String) throws -> String {
        let pattern = try #require(meridiemPattern)
        var result = ""
        var last = text.startIndex
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let whole = Range(match.range, in: text) else { continue }
            func group(_ index: Int) -> String? { Range(match.range(at: index), in: text).map { String(text[$0]) } }
            func clock(_ hour: String?, _ minute: String?, _ meridiem: String?) -> String {
                var value = Int(hour ?? "") ?? 0
                if meridiem == "pm" && value < 12 { value += 12 }
                if meridiem == "am" && value == 12 { value = 0 }
                return String(value) + (minute.map { ":" + $0 } ?? "")
            }
            result += text[last..<whole.lowerBound]
            if let endHour = group(5) {
                let endMeridiem = group(7)
                let end = clock(endHour, group(6), endMeridiem)
                var start = clock(group(1), group(2), group(3) ?? endMeridiem)
                if group(3) == nil, let startHour = Int(start.prefix { $0 != ":" }),
                    let endValue = Int(end.prefix { $0 != ":" }), startHour > endValue
                {
                    start = clock(group(1), group(2), "am")
                }
                result += start + (group(4)?.contains("to") == true ? " to " : "-") + end
            } else {
                result += clock(group(8), group(9), group(10))
            }
            last = whole.upperBound
        }
        return result + text[last...]
    }

    /// The parser's reading of a lesson's times before the scanner (on text already on a 24-hour clock).
    static func expectedTimes(_ text: String) -> (start: TimeOfDay?, end: TimeOfDay?) {
        for expression in timePatterns {
            guard let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
            else { continue }
            func number(_ group: Int) -> Int? {
                guard group < match.numberOfRanges, let range = Range(match.range(at: group), in: text) else {
                    return nil
                }
                return Int(text[range])
            }
            guard let startHour = number(1), (7...19).contains(startHour),
                let start = TimeOfDay(hour: startHour, minute: number(2) ?? 0)
            else { continue }
            let end = number(3).flatMap { TimeOfDay(hour: $0, minute: number(4) ?? 0) }
            return (start, end.flatMap { $0 > start ? $0 : nil })
        }
        return (nil, nil)
    }

    static func expectedPercent(_ text: String) throws -> (Range<String.Index>, Range<String.Index>)? {
        let pattern = try #require(percentPattern)
        guard let match = pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
            let whole = Range(match.range, in: text), let number = Range(match.range(at: 1), in: text)
        else { return nil }
        return (whole, number)
    }

    static func check(_ text: String) throws {
        let hours = try expectedTwentyFourHour(text)
        #expect(
            ClockScanner(text).twentyFourHour() == hours,
            "am and pm in \(text.debugDescription) \(text.unicodeScalars.map { String($0.value, radix: 16) })")
        let expected = expectedTimes(hours)
        let found = ClockScanner(hours).lessonTimes()
        #expect(found.start == expected.start && found.end == expected.end, "times in \(hours.debugDescription)")
        let percent = try expectedPercent(text)
        let scanned = ClockScanner.percent(in: text)
        #expect(
            scanned?.whole == percent?.0 && scanned?.number == percent?.1, "percentage in \(text.debugDescription)")
    }

    @Test("Times, hours of am and pm and percentages of every shape, and near misses, read as the patterns read them")
    func shapes() throws {
        for text in [
            "lunedì 10:10-11:05 chimica", "8-9", "8 - 9", "2-3pm", "11-1pm", "10am-11am", "10-12pm", "12am", "12pm",
            "from 1pm to 3pm", "1 to 3pm", "1:30 to 2:30pm", "dalle 8 alle 9", "dalle 8.30 alle 9.20",
            "dalle 8:3 alle 9",
            "from 8 to 9", "9 to 11", "alle 10:05", "at 9", "ore 14", "alle 123", "10.05", "123:45", "8.300-9", "8-123",
            "5pmx", "2-3 pmx", "3 pm", "7%", "85 %", "92 per cento", "78 percent", "78 per cent", "100%", "1000%",
            "5.5.5%", "6,5%", "per centox", "a7%", "x 8-9", "٨-٩ 8-9", "٨:٣٠", "8\u{A0}-\u{2003}9", "8\u{0B}-9",
            "8\u{85}to 9", "dalle\u{2028}8\u{2029}alle\u{3000}9", "", " ", "am", "pm", "12:60-13", "7-6", "20-21",
            "6-7 alle 8", "ore 8 e alle 9", "9.99", "alle 9:", "lab 2 8:00", "%", "0%", "05%", "1.%", "1,05 per cento",
        ] {
            try Self.check(text)
        }
    }

    @Test("Every corpus line, lowered, reads the same")
    func corpusLines() throws {
        let lines = try CorpusLines.all()
        #expect(lines.count > 10000)
        for line in lines { try Self.check(line.lowercased()) }
    }

    @Test("20,000 lines built at random from the pieces of times and percentages read the same")
    func randomLines() throws {
        let pieces = [
            "1", "2", "7", "8", "9", "10", "12", "100", "0", "00", "30", "5", ".", ":", ",", "-", " ", "  ", "\u{A0}",
            "\t", "\n", "\u{0B}", "\u{85}", "\u{2028}", "am", "pm", "a", "m", "p", "to", "t", "o", "dalle", "alle",
            "from", "at", "ore", "x", "_", "é", "\u{301}", "\u{200D}", "٨", "%", "per", "cento", "cent", "mezzo", "!",
        ]
        var random = SeededGenerator(seed: 45)
        for _ in 0..<20_000 {
            let text = (0..<(1 + random.next(below: 10))).map { _ in pieces[random.next(below: pieces.count)] }.joined()
            try Self.check(text)
        }
    }
}
