internal import DiarioDomain

/// The times of a lesson ("10:10-11:05", "dalle 8 alle 9", "2-3pm", "alle 10") and a percentage ("85%", "92 per
/// cento") read by hand, scalar by scalar, as the ICU regular expressions they replaced read them (the parser uses no
/// regular expression: compiling those took 11 million instructions in the first line that needed them).
/// `ClockScannerTests` holds the expressions and checks that both find the same in every corpus line and in lines
/// built at random from the pieces times are made of.
///
/// As in ICU, a digit is any decimal digit (`\d`), a space any white space (`\s`), a word character a letter, mark,
/// decimal digit or connector (`\w`); a number made of digits other than ASCII ones reads as no number, as `Int` read
/// it before. Swift's Unicode tables stand in for ICU's, which may be a version apart.
struct ClockScanner {
    private let text: String
    private let scalars: [Unicode.Scalar]

    init(_ text: String) {
        self.text = text
        scalars = Array(text.unicodeScalars)
    }

    /// Whether a character of the text begins at each scalar offset (and at the end). The parser read each group of a
    /// match as a range of the string's characters: a group that began or ended inside a character (a digit and an
    /// accent over it, "pm" and a joiner after it) read as absent, and the scanner reads it so too. Made once per
    /// reading, and only when something matched.
    private func characterStarts() -> [Bool] {
        var starts = [Bool](repeating: false, count: scalars.count + 1)
        var offset = 0
        for character in text {
            starts[offset] = true
            offset += character.unicodeScalars.count
        }
        starts[scalars.count] = true
        return starts
    }

    /// The range, when it begins and ends where characters begin (`starts`, from ``characterStarts()``).
    private static func aligned(_ range: Range<Int>?, _ starts: [Bool]) -> Range<Int>? {
        range.flatMap { starts[$0.lowerBound] && starts[$0.upperBound] ? $0 : nil }
    }

    /// An hour of one or two digits and its minutes (`(\d{1,2})(?:[.:](\d{2}))?`), as scalar ranges.
    struct Clock {
        let hour: Range<Int>
        let minute: Range<Int>?
        var end: Int { minute?.upperBound ?? hour.upperBound }
    }

    // MARK: Lesson times

    /// The start and end of the first shape of time found, most specific shape first ("10:10-11:05", "dalle 8 alle
    /// 9", "from 8 to 9", "9 to 11", "alle 10:05", "10.05"): for each shape, only its leftmost match counts, and only
    /// when its hour is one of school (7 to 19).
    func lessonTimes() -> (start: TimeOfDay?, end: TimeOfDay?) {
        let shapes: [(Int) -> (Clock, Clock?)?] = [
            { start in dashRange(at: start) }, { start in wordRange(at: start, from: "dalle", to: "alle") },
            { start in wordRange(at: start, from: "from", to: "to") }, { start in toRange(at: start) },
            { start in atClock(at: start) }, { start in clockWithMinutes(at: start) },
        ]
        for shape in shapes {
            guard let (first, second) = leftmost(shape) else { continue }
            let starts = characterStarts()
            func aligned(_ range: Range<Int>?) -> Range<Int>? { Self.aligned(range, starts) }
            guard let startHour = number(aligned(first.hour)), (7...19).contains(startHour),
                let start = TimeOfDay(hour: startHour, minute: number(aligned(first.minute)) ?? 0)
            else { continue }
            let end = number(aligned(second?.hour)).flatMap {
                TimeOfDay(hour: $0, minute: number(aligned(second?.minute)) ?? 0)
            }
            return (start, end.flatMap { $0 > start ? $0 : nil })
        }
        return (nil, nil)
    }

    /// `(?<![\d:])` H `\s*-\s*` H `(?![\d:])`.
    private func dashRange(at start: Int) -> (Clock, Clock?)? {
        guard !isDigitOrColon(before: start) else { return nil }
        for first in clocks(at: start) {
            var index = skipSpaces(from: first.end)
            guard index < scalars.count, scalars[index] == "-" else { continue }
            index = skipSpaces(from: index + 1)
            for second in clocks(at: index) where !isDigitOrColon(at: second.end) { return (first, second) }
        }
        return nil
    }

    /// `dalle\s+` H `\s+alle\s+` H, and the same with "from" and "to".
    private func wordRange(at start: Int, from opening: String, to middle: String) -> (Clock, Clock?)? {
        guard let afterOpening = literal(opening, at: start) else { return nil }
        let index = skipSpaces(from: afterOpening)
        guard index > afterOpening else { return nil }
        for first in clocks(at: index) {
            let beforeMiddle = skipSpaces(from: first.end)
            guard beforeMiddle > first.end, let afterMiddle = literal(middle, at: beforeMiddle) else { continue }
            let secondStart = skipSpaces(from: afterMiddle)
            guard secondStart > afterMiddle, let second = clocks(at: secondStart).first else { continue }
            return (first, second)
        }
        return nil
    }

    /// `(?<![\d:])` H `\s+to\s+` H `(?![\d:])`.
    private func toRange(at start: Int) -> (Clock, Clock?)? {
        guard !isDigitOrColon(before: start) else { return nil }
        for first in clocks(at: start) {
            let beforeTo = skipSpaces(from: first.end)
            guard beforeTo > first.end, let afterTo = literal("to", at: beforeTo) else { continue }
            let secondStart = skipSpaces(from: afterTo)
            guard secondStart > afterTo else { continue }
            for second in clocks(at: secondStart) where !isDigitOrColon(at: second.end) { return (first, second) }
        }
        return nil
    }

    /// `(?:alle|at|ore)\s+` H `(?!\d)`.
    private func atClock(at start: Int) -> (Clock, Clock?)? {
        guard let afterWord = literal("alle", at: start) ?? literal("at", at: start) ?? literal("ore", at: start) else {
            return nil
        }
        let index = skipSpaces(from: afterWord)
        guard index > afterWord else { return nil }
        for clock in clocks(at: index) where !isDigit(at: clock.end) { return (clock, nil) }
        return nil
    }

    /// `(?<![\d:])(\d{1,2})[.:](\d{2})(?!\d)`.
    private func clockWithMinutes(at start: Int) -> (Clock, Clock?)? {
        guard !isDigitOrColon(before: start) else { return nil }
        for clock in clocks(at: start) where clock.minute != nil && !isDigit(at: clock.end) { return (clock, nil) }
        return nil
    }

    // MARK: Am and pm

    /// The text with its hours of am and pm written on a 24-hour clock ("2-3pm" → "14-15", "from 1pm to 3pm" →
    /// "from 13 to 15"): each match of `H\s*(am|pm)?(\s*(?:-|to)\s*)H\s*(am|pm)(?![a-z])` or `H\s*(am|pm)(?![a-z])`
    /// (each H after no digit or colon), left to right, replaced as the parser replaced it.
    func twentyFourHour() -> String {
        var result = String.UnicodeScalarView()
        var index = 0
        var copied = 0
        var starts: [Bool]?
        while index < scalars.count {
            guard let groups = meridiem(at: index) else {
                index += 1
                continue
            }
            // Every shape holds a digit: no match is empty.
            index = groups.whole.upperBound
            let known = starts ?? characterStarts()
            starts = known
            guard let whole = Self.aligned(groups.whole, known) else { continue }
            result.append(contentsOf: scalars[copied..<whole.lowerBound])
            result.append(contentsOf: replacement(groups, known).unicodeScalars)
            copied = whole.upperBound
        }
        result.append(contentsOf: scalars[copied...])
        return String(result)
    }

    /// The groups of a match of the am and pm shapes, numbered as in the expression.
    private struct MeridiemGroups {
        var whole: Range<Int>
        /// A range's start hour, minute and am or pm, its separator, its end hour, minute and am or pm.
        var startHour: Range<Int>?, startMinute: Range<Int>?, startMeridiem: Range<Int>?, separator: Range<Int>?
        var endHour: Range<Int>?, endMinute: Range<Int>?, endMeridiem: Range<Int>?
        /// A single hour, its minute and its am or pm.
        var hour: Range<Int>?, minute: Range<Int>?, meridiem: Range<Int>?
    }

    /// A match of the am and pm shapes at `start`.
    private func meridiem(at start: Int) -> MeridiemGroups? {
        guard !isDigitOrColon(before: start) else { return nil }
        // The range first: "2-3pm", "10am-11am", "1 to 3pm".
        for first in clocks(at: start) {
            let afterSpaces = skipSpaces(from: first.end)
            // `\s*(am|pm)?` then the separator's `\s*`: with no am or pm, the spaces are the first `\s*`'s.
            var tries: [(meridiem: Range<Int>?, separatorStart: Int)] = []
            if isMeridiem(at: afterSpaces) { tries.append((afterSpaces..<(afterSpaces + 2), afterSpaces + 2)) }
            tries.append((nil, afterSpaces))
            for (startMeridiem, separatorStart) in tries {
                let symbol = skipSpaces(from: separatorStart)
                let afterSymbol: Int
                if symbol < scalars.count, scalars[symbol] == "-" {
                    afterSymbol = symbol + 1
                } else if let afterTo = literal("to", at: symbol) {
                    afterSymbol = afterTo
                } else {
                    continue
                }
                let separatorEnd = skipSpaces(from: afterSymbol)
                for second in clocks(at: separatorEnd) {
                    let meridiemStart = skipSpaces(from: second.end)
                    guard isMeridiem(at: meridiemStart), !isLowercaseASCII(at: meridiemStart + 2) else { continue }
                    return MeridiemGroups(
                        whole: start..<(meridiemStart + 2), startHour: first.hour, startMinute: first.minute,
                        startMeridiem: startMeridiem, separator: separatorStart..<separatorEnd, endHour: second.hour,
                        endMinute: second.minute, endMeridiem: meridiemStart..<(meridiemStart + 2))
                }
            }
        }
        // A single hour: "1pm", "10:30 am".
        for clock in clocks(at: start) {
            let meridiemStart = skipSpaces(from: clock.end)
            guard isMeridiem(at: meridiemStart), !isLowercaseASCII(at: meridiemStart + 2) else { continue }
            return MeridiemGroups(
                whole: start..<(meridiemStart + 2), hour: clock.hour, minute: clock.minute,
                meridiem: meridiemStart..<(meridiemStart + 2))
        }
        return nil
    }

    /// What replaces a match: its hours on a 24-hour clock, minutes kept as written. "2-3pm": the end's am or pm
    /// holds for a start that has none, unless the start would then come after the end ("11-1pm" is 11 to 13).
    private func replacement(_ groups: MeridiemGroups, _ starts: [Bool]) -> String {
        func text(_ range: Range<Int>?) -> String? { Self.aligned(range, starts).map(string) }
        func clock(_ hour: String?, _ minute: String?, _ meridiem: String?) -> String {
            var value = Int(hour ?? "") ?? 0
            if meridiem == "pm" && value < 12 { value += 12 }
            if meridiem == "am" && value == 12 { value = 0 }
            return String(value) + (minute.map { ":" + $0 } ?? "")
        }
        guard let endHour = text(groups.endHour) else {
            return clock(text(groups.hour), text(groups.minute), text(groups.meridiem))
        }
        let endMeridiem = text(groups.endMeridiem)
        let end = clock(endHour, text(groups.endMinute), endMeridiem)
        let startMeridiem = text(groups.startMeridiem)
        var start = clock(text(groups.startHour), text(groups.startMinute), startMeridiem ?? endMeridiem)
        if startMeridiem == nil, let startHour = Int(start.prefix { $0 != ":" }),
            let endValue = Int(end.prefix { $0 != ":" }), startHour > endValue
        {
            start = clock(text(groups.startHour), text(groups.startMinute), "am")
        }
        return start + (text(groups.separator)?.contains("to") == true ? " to " : "-") + end
    }

    /// Whether "am" or "pm" is at `index`.
    private func isMeridiem(at index: Int) -> Bool {
        literal("am", at: index) != nil || literal("pm", at: index) != nil
    }

    // MARK: Percentages

    /// The first percentage: `(?<![\w.,])(100|[1-9]?[0-9](?:[.,][0-9]+)?)\s*(?:%|per\s*cento|per\s*cent)(?!\w)`, as
    /// the whole match and its number, in `text`'s indices.
    static func percent(in text: String) -> (whole: Range<String.Index>, number: Range<String.Index>)? {
        let scanner = ClockScanner(text)
        // The first match only, and only when it begins and ends between characters.
        guard
            let (start, (number, end)) = scanner.leftmost({ start in scanner.percent(at: start).map { (start, $0) } }),
            case let starts = scanner.characterStarts(),
            let whole = aligned(start..<end, starts), let number = aligned(number, starts)
        else { return nil }
        let indices = Array(text.unicodeScalars.indices) + [text.endIndex]
        return (
            indices[whole.lowerBound]..<indices[whole.upperBound],
            indices[number.lowerBound]..<indices[number.upperBound]
        )
    }

    /// The number's range and the match's end of a percentage at `start`.
    private func percent(at start: Int) -> (number: Range<Int>, end: Int)? {
        if start > 0 {
            let before = scalars[start - 1]
            guard !Self.isWordCharacter(before), before != ".", before != "," else { return nil }
        }
        for numberEnd in percentNumberEnds(at: start) {
            let index = skipSpaces(from: numberEnd)
            var ends: [Int] = []
            if index < scalars.count, scalars[index] == "%" { ends.append(index + 1) }
            if let afterPer = literal("per", at: index) {
                let word = skipSpaces(from: afterPer)
                if let afterCento = literal("cento", at: word) { ends.append(afterCento) }
                if let afterCent = literal("cent", at: word) { ends.append(afterCent) }
            }
            for end in ends where end == scalars.count || !Self.isWordCharacter(scalars[end]) {
                return (start..<numberEnd, end)
            }
        }
        return nil
    }

    /// Where `100|[1-9]?[0-9](?:[.,][0-9]+)?` may end at `start`, in the order the expression tries them.
    private func percentNumberEnds(at start: Int) -> [Int] {
        var ends: [Int] = []
        if literal("100", at: start) != nil { ends.append(start + 3) }
        // `[1-9]?` taken, then left out.
        var firstDigits: [Int] = []
        if start < scalars.count, ("1"..."9").contains(scalars[start]) { firstDigits.append(start + 1) }
        firstDigits.append(start)
        for afterFirst in firstDigits {
            guard afterFirst < scalars.count, ("0"..."9").contains(scalars[afterFirst]) else { continue }
            let whole = afterFirst + 1
            // `(?:[.,][0-9]+)?`, greedy: every length of the decimals, longest first, then none.
            if whole < scalars.count, scalars[whole] == "." || scalars[whole] == "," {
                var end = whole + 1
                while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
                if end > whole + 1 { ends.append(contentsOf: stride(from: end, to: whole + 1, by: -1)) }
            }
            ends.append(whole)
        }
        return ends
    }

    // MARK: Pieces

    /// The leftmost match of `shape`, trying every start in order.
    private func leftmost<Match>(_ shape: (Int) -> Match?) -> Match? {
        for start in 0..<scalars.count {
            if let match = shape(start) { return match }
        }
        return nil
    }

    /// The clocks that start at `index`, in the order the expression tries them: two digits of hour before one, each
    /// with its minutes before without.
    private func clocks(at index: Int) -> [Clock] {
        var found: [Clock] = []
        for length in [2, 1] where (index..<(index + length)).allSatisfy({ isDigit(at: $0) }) {
            let hour = index..<(index + length)
            let separator = hour.upperBound
            if separator < scalars.count, scalars[separator] == "." || scalars[separator] == ":",
                isDigit(at: separator + 1), isDigit(at: separator + 2)
            {
                found.append(Clock(hour: hour, minute: (separator + 1)..<(separator + 3)))
            }
            found.append(Clock(hour: hour, minute: nil))
        }
        return found
    }

    /// The index after `word` when the scalars at `index` spell it.
    private func literal(_ word: String, at index: Int) -> Int? {
        var position = index
        for scalar in word.unicodeScalars {
            guard position < scalars.count, scalars[position] == scalar else { return nil }
            position += 1
        }
        return position
    }

    /// The index after the spaces from `index` (ICU's `\s`: Unicode's White_Space).
    private func skipSpaces(from index: Int) -> Int {
        var index = index
        while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
        return index
    }

    /// ICU's `\d`: a decimal digit of any script.
    private func isDigit(at index: Int) -> Bool {
        index < scalars.count && scalars[index].properties.generalCategory == .decimalNumber
    }

    private func isDigitOrColon(at index: Int) -> Bool {
        index < scalars.count && (scalars[index] == ":" || isDigit(at: index))
    }

    private func isDigitOrColon(before index: Int) -> Bool { index > 0 && isDigitOrColon(at: index - 1) }

    private func isLowercaseASCII(at index: Int) -> Bool {
        index < scalars.count && ("a"..."z").contains(scalars[index])
    }

    /// The value of the digits in `range`; nil without a range, or when any is not an ASCII digit.
    private func number(_ range: Range<Int>?) -> Int? { range.flatMap { Int(string($0)) } }

    private func string(_ range: Range<Int>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[range])
        return String(view)
    }

    /// ICU's `\w`: a letter, a mark, a decimal digit, a connector, or a joiner.
    static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
        default: return properties.isAlphabetic || properties.isJoinControl
        }
    }
}
