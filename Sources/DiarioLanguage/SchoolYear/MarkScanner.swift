/// Finds marks out of ten in (lowered) text, scalar by scalar, without a regular-expression engine: compiling one
/// costs more than a whole line's reading, and every process that met a mark paid it.
///
/// It finds exactly what this ICU pattern finds, alternatives tried in the same order (a test holds the two
/// together):
///
///     (?<![\w/.,+\-])(?:(?:10|[1-9])(?:/(?:10|[1-9])|[,.](?:5|25|75)\b|\s*(?:\+|--|-|½)|\s+(?:meno\s+meno|meno|più|piu))?
///     (?:\s+(?:e|and)\s+(?:mezzo|mezza|1/2|a\s+half))?
///     |(?:dieci|nove|otto|sette|sei|cinque|quattro|ten|nine|eight|seven|six|five|four)
///     (?:\s+(?:e\s+mezzo|e\s+mezza|meno\s+meno|meno|più|piu|and\s+a\s+half))?)(?![\w½+])
///
/// `\w` and `\s` are ICU's: letters (Alphabetic), marks, decimal digits, connector punctuation and the two joiners;
/// White_Space. Every run of white space in the pattern is followed by something that is not white space, so a run
/// is always taken whole and only the alternatives need trying in order.
struct MarkScanner {
    private let scalars: [Unicode.Scalar]
    /// The index in the text of each scalar, and the text's end.
    private let indices: [String.Index]

    /// The first mark of `text`, nil when it has none.
    static func firstMark(in text: String) -> Range<String.Index>? {
        MarkScanner(text).marks(stoppingAtFirst: true).first
    }

    /// The last of the marks of `text` found one after another from its start, nil when it has none.
    static func lastMark(in text: String) -> Range<String.Index>? {
        MarkScanner(text).marks(stoppingAtFirst: false).last
    }

    /// The scalars of `text`, each with its index.
    private init(_ text: String) {
        var scalars: [Unicode.Scalar] = []
        var indices: [String.Index] = []
        let view = text.unicodeScalars
        var index = view.startIndex
        while index < view.endIndex {
            scalars.append(view[index])
            indices.append(index)
            index = view.index(after: index)
        }
        indices.append(view.endIndex)
        self.scalars = scalars
        self.indices = indices
    }

    /// The marks found left to right, each search starting where the last mark ended.
    private func marks(stoppingAtFirst: Bool) -> [Range<String.Index>] {
        var found: [Range<String.Index>] = []
        var start = 0
        while start < scalars.count {
            guard let end = match(at: start) else {
                start += 1
                continue
            }
            found.append(indices[start]..<indices[end])
            if stoppingAtFirst { break }
            start = end
        }
        return found
    }

    /// The number words of marks, in the pattern's order.
    private static let numberWords = [
        "dieci", "nove", "otto", "sette", "sei", "cinque", "quattro", "ten", "nine", "eight", "seven", "six", "five",
        "four",
    ].map { Array($0.unicodeScalars) }
    /// "meno", "più", "piu": a mark's minus and plus in words.
    private static let minusWords = ["meno", "più", "piu"].map { Array($0.unicodeScalars) }
    /// "mezzo", "mezza", "1/2": the half after "e" / "and".
    private static let halves = ["mezzo", "mezza", "1/2"].map { Array($0.unicodeScalars) }
    /// The words that join a half to a mark ("e", "and", "a half").
    private static let (e, and, a, half) = (
        Array("e".unicodeScalars), Array("and".unicodeScalars), Array("a".unicodeScalars), Array("half".unicodeScalars)
    )

    /// Where the mark that starts at `start` ends, nil when none does.
    private func match(at start: Int) -> Int? {
        if start > 0 {
            let before = scalars[start - 1]
            if Self.isWord(before) || "/.,+-".unicodeScalars.contains(before) { return nil }
        }
        if let digit = digit(at: start) {
            // "10" before "1": the regular expression's order.
            var numbers: [Int] = []
            if digit == 1, self.digit(at: start + 1) == 0 { numbers.append(start + 2) }
            if digit >= 1 { numbers.append(start + 1) }
            for number in numbers {
                for signed in signs(after: number) {
                    for end in halvesInFigures(after: signed) + [signed] where isEnd(end) { return end }
                }
            }
            return nil
        }
        for word in Self.numberWords {
            guard let number = text(word, at: start) else { continue }
            for end in halvesInWords(after: number) + [number] where isEnd(end) { return end }
        }
        return nil
    }

    /// The ends of what may follow a mark in figures, in the pattern's order, its own end last: "/10", ",5" / ",25"
    /// / ",75", a sign ("+", "--", "-", "½"), "meno meno" / "meno" / "più".
    private func signs(after number: Int) -> [Int] {
        var ends: [Int] = []
        if scalar(at: number) == "/" {
            if digit(at: number + 1) == 1, digit(at: number + 2) == 0 { ends.append(number + 3) }
            if let digit = digit(at: number + 1), digit >= 1 { ends.append(number + 2) }
        }
        if let point = scalar(at: number), point == "," || point == "." {
            for fraction in ["5", "25", "75"] {
                if let end = text(Array(fraction.unicodeScalars), at: number + 1), isBoundaryAfterWord(end) {
                    ends.append(end)
                }
            }
        }
        let signAt = afterSpaces(from: number)
        if scalar(at: signAt) == "+" { ends.append(signAt + 1) }
        if scalar(at: signAt) == "-", scalar(at: signAt + 1) == "-" { ends.append(signAt + 2) }
        if scalar(at: signAt) == "-" { ends.append(signAt + 1) }
        if scalar(at: signAt) == "½" { ends.append(signAt + 1) }
        if signAt > number {
            ends += minus(at: signAt)
        }
        return ends + [number]
    }

    /// "meno meno", "meno", "più", "piu" at `start`, in that order.
    private func minus(at start: Int) -> [Int] {
        var ends: [Int] = []
        if let meno = text(Self.minusWords[0], at: start) {
            let second = afterSpaces(from: meno)
            if second > meno, let end = text(Self.minusWords[0], at: second) { ends.append(end) }
        }
        for word in Self.minusWords { if let end = text(word, at: start) { ends.append(end) } }
        return ends
    }

    /// The ends of " e mezzo", " and a half", … after a mark in figures, in the pattern's order.
    private func halvesInFigures(after end: Int) -> [Int] {
        let joinAt = afterSpaces(from: end)
        guard joinAt > end else { return [] }
        guard let join = text(Self.e, at: joinAt) ?? text(Self.and, at: joinAt)
        else { return [] }
        let halfAt = afterSpaces(from: join)
        guard halfAt > join else { return [] }
        var ends: [Int] = []
        for half in Self.halves { if let end = text(half, at: halfAt) { ends.append(end) } }
        if let article = text(Self.a, at: halfAt) {
            let wordAt = afterSpaces(from: article)
            if wordAt > article, let end = text(Self.half, at: wordAt) { ends.append(end) }
        }
        return ends
    }

    /// The ends of " e mezzo", " meno", " più", " and a half", … after a mark in words, in the pattern's order.
    private func halvesInWords(after end: Int) -> [Int] {
        let at = afterSpaces(from: end)
        guard at > end else { return [] }
        var ends: [Int] = []
        if let join = text(Self.e, at: at) {
            let halfAt = afterSpaces(from: join)
            if halfAt > join {
                for half in Self.halves.prefix(2) { if let end = text(half, at: halfAt) { ends.append(end) } }
            }
        }
        ends += minus(at: at)
        if let join = text(Self.and, at: at) {
            let articleAt = afterSpaces(from: join)
            if articleAt > join, let article = text(Self.a, at: articleAt) {
                let halfAt = afterSpaces(from: article)
                if halfAt > article, let end = text(Self.half, at: halfAt) { ends.append(end) }
            }
        }
        return ends
    }

    /// Whether a mark may end at `end`: what follows is no letter, digit, "½" or "+".
    private func isEnd(_ end: Int) -> Bool {
        guard let next = scalar(at: end) else { return true }
        return !(Self.isWord(next) || next == "½" || next == "+")
    }

    /// ICU's `\b` right after a word character: the end, or a character that is not a word character and neither
    /// extends the one before nor is a format character.
    private func isBoundaryAfterWord(_ end: Int) -> Bool {
        guard let next = scalar(at: end) else { return true }
        if next.properties.isGraphemeExtend || next.properties.generalCategory == .format { return false }
        return !Self.isWord(next)
    }

    /// The scalar at `index`, nil past the end.
    private func scalar(at index: Int) -> Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    /// The value of the ASCII digit at `index`, nil for anything else.
    private func digit(at index: Int) -> Int? {
        guard let scalar = scalar(at: index), ("0"..."9").contains(scalar) else { return nil }
        return Int(scalar.value - 0x30)
    }

    /// Where `word` ends when it is written at `start`.
    private func text(_ word: [Unicode.Scalar], at start: Int) -> Int? {
        guard start + word.count <= scalars.count else { return nil }
        for offset in word.indices where scalars[start + offset] != word[offset] { return nil }
        return start + word.count
    }

    /// The first index from `start` on that is not white space.
    private func afterSpaces(from start: Int) -> Int {
        var index = start
        while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
        return index
    }

    /// ICU's `\w`.
    private static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
                || value == 0x5F
        }
        if scalar == "\u{200C}" || scalar == "\u{200D}" { return true }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return true
        default: return properties.isAlphabetic
        }
    }
}
