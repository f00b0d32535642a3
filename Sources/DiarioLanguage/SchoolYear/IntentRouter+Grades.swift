public import DiarioDomain
import Foundation

/// A grade told in words: "ho preso 7+ nella verifica di storia", "ginnastica 8 e mezzo", "got an 8 on the
/// physics test".
public struct GradeRequest: Equatable, Sendable {
    /// The mark, normalized ("7+", "6½", "6/7").
    public var mark: String
    /// Its value with the usual signs (the app reads the mark again with the school's).
    public var value: Double
    /// The subject named, or nil.
    public var subjectKey: String?
    /// Written, oral or practical, when the line says.
    public var component: GradeComponent?
    /// How many days ago it was given ("ieri": 1).
    public var daysAgo: Int
}

extension IntentRouter {
    /// The grade a line tells: a mark, and around it nothing but the words of receiving a grade — the subject, the
    /// kind of test, a verb of getting, a day already past, a feeling. A line with anything else (a task's noun, a
    /// duration, a day to come) is not a grade. `strict` false (the intent model is sure the line tells a grade)
    /// lets anything stand around the mark.
    func gradeRequest(
        _ line: String, rest: [Token], words: [String], today: CalendarDay, due: CalendarDay?, strict: Bool = true
    ) -> GradeRequest? {
        // Most lines hold no mark in any shape: they need neither lowering nor a pattern.
        guard Self.mayHoldAnyMark(line, tokens: rest) else { return nil }
        // A day to come is no grade's, unless the mark could be that day ("6/7", "4.5": a slash, a point or a comma
        // in it): with none of those in the line, no mark need be looked for.
        if let day = due, day > today, !line.utf8.contains(where: { $0 == 0x2F || $0 == 0x2E || $0 == 0x2C }) {
            return nil
        }
        // A strict reading needs a word of context (below); a line with none needs no search for its mark.
        if strict && !rest.contains(where: { $0.isMeaningful && givesGradeContext($0.folded) }) { return nil }
        let lowered = line.lowercased()
        guard let found = Self.mark(in: lowered, line: line, words: words) else { return nil }
        var markRange = found.0
        let reading = found.1
        // "9 out of 10", "7 su 10": the scale said after the mark belongs to it.
        for scale in [" out of 10", " out of ten", " su 10", " su dieci"]
        where lowered[markRange.upperBound...].hasPrefix(scale) {
            markRange = markRange.lowerBound..<lowered.index(markRange.upperBound, offsetBy: scale.count)
        }
        // "6/7" and "4.5" read as dates too: they are marks unless a word of dates comes right before ("il 7/8").
        let markText = lowered[markRange]
        let before = Tokenizer.words(of: String(lowered[..<markRange.lowerBound])).last
        let markLooksLikeDate =
            markText.contains(where: { "/.,".contains($0) })
            && !IntentVocabulary.datePrepositions.contains(before ?? "")
        var due = markLooksLikeDate ? nil : due
        if let day = due, day > today { return nil }
        if markLooksLikeDate { due = nil }
        // A feeling about a grade is for the coach.
        if strict && words.contains(where: IntentVocabulary.gradeFeelings.contains) { return nil }
        // "2/3" with a small first number is a day (2 March) unless a verb of getting says it is a mark.
        let lineHasVerb = words.contains(where: IntentVocabulary.gradeVerbs.contains)
        if let slash = markText.firstIndex(of: "/"), let first = Int(markText[..<slash]), first <= 3, !lineHasVerb {
            return nil
        }
        // A number word ("cinque", "five") is a mark only with a verb of getting or a kind of test around it, or
        // opening a line that names a subject and nothing else ("otto meno in spagnolo"): "the ten commandments",
        // "quarter to five", "five things in history" are not.
        let wordMark = GradeNotation.numberWords[String(markText.prefix { $0.isLetter })] != nil
        let wordMarkNeedsSubjectAlone =
            wordMark && !lineHasVerb && !words.contains(where: { IntentVocabulary.gradeComponents[$0] != nil })
        if wordMarkNeedsSubjectAlone && markRange.lowerBound != lowered.startIndex { return nil }
        // "3 ore", "2 hours", "7 esercizi": an amount, not a mark.
        let after = Tokenizer.words(of: String(lowered[markRange.upperBound...])).first
        if IntentVocabulary.amountUnits.contains(after ?? "") { return nil }
        let markWords = Set(Tokenizer.words(of: String(lowered[markRange])))
        var sawContext = false
        var namesWhat = false
        var strangers = 0
        for word in rest.filter(\.isMeaningful).map(\.folded) where !markWords.contains(word) {
            if IntentVocabulary.gradeVerbs.contains(word) {
                sawContext = true
            } else if namesWhatAGradeIsFor(word) {
                sawContext = true
                namesWhat = true
            } else if IntentVocabulary.gradeFillers.contains(word) || DateVocabulary.relativeDays[word] != nil
                || DateVocabulary.weekdays[word] != nil
            {
                continue
            } else {
                strangers += 1
            }
        }
        if wordMarkNeedsSubjectAlone && (strangers > 0 || !namesWhat) { return nil }
        // A verb of getting right before the mark ("mi ha messo 2 in mate perché…") tells it whatever follows.
        let toldByVerb =
            IntentVocabulary.gradeVerbs.contains(before ?? "")
            || Tokenizer.words(of: String(lowered[..<markRange.lowerBound])).suffix(2).contains(
                where: IntentVocabulary.gradeVerbs.contains)
        // …but only when it names what the grade is for: "ho preso 3 e mi sento uno schifo" is a feeling.
        guard !strict || sawContext && (strangers <= 1 || toldByVerb && namesWhat && strangers <= 8) else {
            return nil
        }
        // "prova pratica": the most particular component the line names.
        let named = Set(words.compactMap { IntentVocabulary.gradeComponents[$0] })
        let component = [GradeComponent.practical, .oral, .written].first(where: named.contains)
        return GradeRequest(
            mark: reading.mark, value: reading.value, subjectKey: subjects.detect(inWords: words),
            component: component, daysAgo: due.map { $0.days(until: today) } ?? 0)
    }

    /// Whether `word` (folded) names what a grade is for: a component ("orale") or a subject.
    private func namesWhatAGradeIsFor(_ word: String) -> Bool {
        IntentVocabulary.gradeComponents[word] != nil || subjects.detect(inWords: [word]) != nil
    }

    /// Whether `word` (folded) tells that a mark near it is a grade: a verb of getting, or what the grade is for.
    private func givesGradeContext(_ word: String) -> Bool {
        IntentVocabulary.gradeVerbs.contains(word) || namesWhatAGradeIsFor(word)
    }

    /// "che voto mi serve nel prossimo compito di mate per avere 7", "what do I need on the next two tests to get a
    /// 7 in history": a question of need and a target after "per avere", "to get" and the like.
    /// `strict` false (the intent model is sure the line asks it): the target is the last mark of the line, whatever
    /// its wording.
    func gradeNeededRequest(_ line: String, tokens: [Token], words: [String], strict: Bool = true) -> Request? {
        guard !strict || tokens.anyHas(.gradeNeed) else { return nil }
        // "voto minimo per la sufficienza in greco", "what do I need to pass physics": the pass mark, 6.
        let subjectKey = subjects.detect(inWords: words)
        // "per non avere il debito": to pass.
        if words.contains(where: { ["sufficienza", "sufficiente", "debito", "insufficienza"].contains($0) })
            || subjectKey != nil && words.contains("pass")
        {
            let count = words.lazy.compactMap { IntentVocabulary.gradeCounts[$0] }.first ?? 1
            return .gradeNeeded(subjectKey: subjectKey, target: 6, count: count)
        }
        let lowered = line.lowercased()
        // A target is a mark: a line with none needs no search for the words before it.
        guard !strict || Self.mayHoldMark(lowered) || words.contains(where: { Self.markNumberWords.contains($0) })
        else { return nil }
        let targetStart = lowered.firstRange(ofAny: IntentVocabulary.gradeTargetOpenings)
        guard targetStart != nil || !strict else { return nil }
        let after = targetStart.map { String(lowered[$0.upperBound...]) } ?? Self.fromLastMark(lowered)
        guard let markRange = MarkScanner.firstMark(in: after),
            let target = GradeNotation.read(String(after[markRange]))
        else { return nil }
        let count =
            words.lazy.compactMap { IntentVocabulary.gradeCounts[$0] }.first
            ?? words.lazy.compactMap { Int($0) }.first { (2...9).contains($0) && !after.contains(String($0)) } ?? 1
        return .gradeNeeded(subjectKey: subjects.detect(inWords: words), target: target.value, count: count)
    }

    /// The marks said in words ("sette", "eight"), looked up by ``WordSet``: every word of most lines is.
    private static let markNumberWords = WordSet(GradeNotation.numberWords.keys)
    /// The number words of marks and the words of a percentage ("percent", "cento"): a list for the tokens' traits
    /// (``WordTraits/markWord``).
    static var markOrPercentWords: [String] { Array(GradeNotation.numberWords.keys) + ["percent", "cento"] }

    /// Whether `line` (whose tokens are `tokens`) may hold a mark of any shape ``mark(in:line:words:)`` reads: a
    /// number from 1 to 10 standing alone, a number word, a percentage or a letter mark. A quick scan, never false
    /// where ``mark(in:line:words:)`` finds one (lowering a line changes neither its digits nor its signs).
    static func mayHoldAnyMark(_ line: String, tokens: [Token]) -> Bool {
        mayHoldMark(line) || (line.utf8.withContiguousStorageIfAvailable { $0.contains(0x25) } ?? true)
            || tokens.anyHas(.markWord)
            || letterMark(in: line) != nil
    }

    /// The first mark of `lowered` (`line` lowered) and its reading: a mark out of ten, else a letter ("B+", "an A")
    /// or a percentage ("85%", "92 per cento") read as its worth out of ten.
    private static func mark(in lowered: String, line: String, words: [String]) -> (
        Range<String.Index>, GradeNotation.Reading
    )? {
        // Most lines hold no number from 1 to 10 standing alone: they are no grade, and need no scan for a mark.
        if mayHoldMark(lowered) || words.contains(where: { Self.markNumberWords.contains($0) }),
            let markRange = MarkScanner.firstMark(in: lowered),
            let reading = GradeNotation.read(String(lowered[markRange]))
        {
            return (markRange, reading)
        }
        if lowered.utf8.contains(0x25) || words.contains(where: { ["percent", "cento"].contains($0) }),
            let found = ClockScanner.percent(in: lowered),
            let reading = GradeScale.percent.read(lowered[found.number].replacingOccurrences(of: ",", with: "."))
        {
            return (found.whole, reading)
        }
        // A letter keeps its case in `line`; the two have the same bytes where lowering changed no length.
        guard line.utf8.count == lowered.utf8.count, let found = letterMark(in: line) else { return nil }
        let letter = line[found.letter]
        // A bare "A" is the article unless a verb of getting or "an" comes right before it.
        if letter == "A" && !found.signed {
            let before = Tokenizer.words(of: String(line[..<found.letter.lowerBound]).lowercased()).last ?? ""
            guard ["an", "got", "get", "preso", "un", "una"].contains(before) else { return nil }
        }
        guard letter.uppercased() == letter || found.signed,
            let reading = GradeScale.letters.read(String(line[found.mark]).replacingOccurrences(of: "−", with: "-"))
        else { return nil }
        let start = lowered.utf8.index(
            lowered.startIndex, offsetBy: line.utf8.distance(from: line.startIndex, to: found.mark.lowerBound))
        let end = lowered.utf8.index(
            lowered.startIndex, offsetBy: line.utf8.distance(from: line.startIndex, to: found.mark.upperBound))
        return (start..<end, reading)
    }

    /// The first letter mark as US schools give them: A, B, C, D or F (lower case only with a sign), with a +, - or −
    /// after it, standing alone: no letter, digit or apostrophe before it, none of those nor a sign after it. The
    /// letter's range, the whole mark's, and whether it has a sign. A scan of the line's bytes: this runs for most
    /// lines.
    static func letterMark(in line: String) -> (letter: Range<String.Index>, mark: Range<String.Index>, signed: Bool)? {
        var copy = line
        guard let (letter, end) = copy.withUTF8({ letterMarkOffsets(in: $0) }) else { return nil }
        let utf8 = line.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: letter)
        let afterLetter = utf8.index(after: start)
        return (start..<afterLetter, start..<utf8.index(start, offsetBy: end - letter), end != letter + 1)
    }

    /// ``letterMark(in:)`` over the line's bytes: the byte offsets of the letter and of the mark's end.
    private static func letterMarkOffsets(in bytes: UnsafeBufferPointer<UInt8>) -> (letter: Int, end: Int)? {
        func isWord(_ scalar: Unicode.Scalar) -> Bool {
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                return (0x30...0x39).contains(byte) || (0x61...0x7A).contains(byte | 0x20) || byte == 0x5F
            }
            let properties = scalar.properties
            switch properties.generalCategory {
            case .decimalNumber, .nonspacingMark, .spacingMark, .enclosingMark, .connectorPunctuation: return true
            default: return properties.isAlphabetic
            }
        }
        func isApostrophe(_ scalar: Unicode.Scalar) -> Bool { Tokenizer.isApostrophe(scalar) }
        func isSign(_ scalar: Unicode.Scalar) -> Bool { scalar == "+" || scalar == "-" || scalar == "\u{2212}" }
        func scalar(at offset: Int) -> (Unicode.Scalar, Int) { Tokenizer.decode(bytes, at: offset) }
        /// The scalar that ends just before `offset`.
        func scalar(before offset: Int) -> Unicode.Scalar {
            var start = offset - 1
            while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
            return scalar(at: start).0
        }
        // The letters are ASCII: the bytes are scanned, and a neighbour decoded only when it is not ASCII.
        for index in bytes.indices {
            switch bytes[index] {
            case 0x41...0x44, 0x46, 0x61...0x64, 0x66: break  // A-D F a-d f
            default: continue
            }
            if index > 0 {
                let byteBefore = bytes[index - 1]
                if byteBefore < 0x80 {
                    // An ASCII space or sign may come before a mark; a letter, digit or apostrophe may not.
                    guard byteBefore != 0x27, !isWord(Unicode.Scalar(byteBefore)) else { continue }
                } else {
                    let previous = scalar(before: index)
                    guard !isWord(previous) && !isApostrophe(previous) else { continue }
                }
            }
            let afterLetter = index + 1
            var end = afterLetter
            if end < bytes.count {
                let (sign, width) = scalar(at: end)
                if isSign(sign) { end += width }
            }
            if end < bytes.count {
                let next = scalar(at: end).0
                guard !isWord(next) && !isSign(next) && !isApostrophe(next) else { continue }
            }
            // A lower-case letter is a mark only with its sign ("b+"): "i got a B+" passes the article by.
            guard end != afterLetter || bytes[index] < 0x61 else { continue }
            return (index, end)
        }
        return nil
    }

    /// Whether `text` may hold a mark in figures: a run of one or two digits worth 1 to 10 that no letter, digit or
    /// sign of ``MarkScanner``'s look-behind comes before, and no letter or digit after. A quick scan of bytes that
    /// finds every mark the scanner finds (and some it does not): the scanner runs only where this says yes.
    static func mayHoldMark(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in mayHoldMark(bytes) }
    }

    private static func mayHoldMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        func isWordByte(_ byte: UInt8) -> Bool {
            (0x30...0x39).contains(byte) || (0x61...0x7A).contains(byte | 0x20) || byte == 0x5F
        }
        var index = 0
        while index < bytes.count {
            guard (0x30...0x39).contains(bytes[index]) else {
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, (0x30...0x39).contains(bytes[end]) { end += 1 }
            defer { index = end }
            // The length first: a long run of digits is no mark, and its value could overflow.
            guard end - index <= 2 else { continue }
            let value = bytes[index..<end].reduce(0) { $0 * 10 + Int($1 - 0x30) }
            guard (1...10).contains(value) else { continue }
            // A byte of another script before or after may be a letter: the scanner decides.
            if index > 0 {
                let before = bytes[index - 1]
                if before < 0x80 && (isWordByte(before) || "/.,+-".utf8.contains(before)) { continue }
            }
            if end < bytes.count, bytes[end] < 0x80, isWordByte(bytes[end]) { continue }
            return true
        }
        return false
    }

    /// `text` from its last mark on ("" when it holds none).
    private static func fromLastMark(_ text: String) -> String {
        guard let markRange = MarkScanner.lastMark(in: text) else { return "" }
        return String(text[markRange.lowerBound...])
    }
}
