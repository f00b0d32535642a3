internal import DiarioDomain

/// Reads how long the student studied: "45 minutes", "45 min", "an hour", "un'ora", "mezz'ora",
/// "1h30", "1h e mezza", "2 ore", "un'ora e mezza", "an hour and a half", "1.5 hours", "un'ora e un quarto", "tre quarti d'ora";
/// or from when to when: "dalle 15 alle 16", "from 3 to 4:30pm", "from 9 to 10 this morning".
struct StudyDurationParser: Sendable {
    /// The minutes found and the tokens they used, or nil.
    func parse(_ tokens: [Token]) -> (minutes: Int, range: Range<Int>)? {
        var index = 0
        while index < tokens.count {
            if Self.mayStart(tokens[index]), let match = duration(tokens, at: index) { return match }
            index += 1
        }
        return nil
    }

    /// The words other than numbers an amount of time may start with (``duration(_:at:)``): a half, a quarter, one.
    static let amountStartWords = ["mezz'", "half", "an", "a", "one", "un'", "un", "una", "uno", "tre", "three"]

    /// Whether a duration may start at `token`: a digit first, or a word of ``amountStartWords`` or
    /// ``DateVocabulary/smallNumbers`` (looked up once, as the token's traits). Most tokens are turned away here.
    private static func mayStart(_ token: Token) -> Bool {
        token.traits.contains(.amountStart) || token.folded.utf8.first.map { (0x30...0x39).contains($0) } == true
    }

    /// More minutes than any amount of study is read as (a goal's hours for a year fit many times over), so that no
    /// count overflows into minutes.
    private static let longestMinutes = 1_000_000.0

    /// Things counted after a number that are not minutes ("2h e 3 pagine").
    private static let countedThings: WordSet = [
        "pagine", "pagina", "pages", "page", "carte", "cards", "flashcards", "volte", "times", "sessioni", "sessions",
        "capitoli", "chapters",
    ]

    static let minuteUnits: WordSet = ["m", "min", "mins", "minute", "minutes", "minuto", "minuti", "'"]
    static let hourUnits: WordSet = ["h", "hr", "hrs", "hour", "hours", "ora", "ore", "oretta", "orette"]
    // The small sets of a duration's words, looked up rather than built as arrays at every call.
    private static let oneWords: WordSet = ["an", "a", "one", "un'", "un", "una", "uno"]
    private static let andWords: WordSet = ["and", "e"]
    private static let halfWords: WordSet = ["mezza", "mezzo"]
    private static let quarterWords: WordSet = ["quarto", "quarti", "quarter", "quarters"]

    private func duration(_ tokens: [Token], at i: Int) -> (minutes: Int, range: Range<Int>)? {
        let word = tokens[i].folded
        // "mezz'ora", "half an hour"
        if word == "mezz'", i + 1 < tokens.count, tokens[i + 1].folded == "ora" { return (30, i..<(i + 2)) }
        if word == "half", i + 2 < tokens.count, tokens[i + 1].folded == "an", tokens[i + 2].folded == "hour" {
            return (30, i..<(i + 3))
        }
        // "un quarto d'ora", "tre quarti d'ora"
        if let count = quarterCount(tokens, at: i), let end = quarterOfAnHour(tokens, at: i + 1) {
            return (15 * count, i..<end)
        }
        // "1h30", "2h", "90min", "45m"; "1h e mezza", "2h and a quarter": whole hours may have a part after them.
        if tokens[i].kind == .word, let compact = compactDuration(word) {
            guard word.hasASCIISuffix("h"), let part = partOfAnHour(tokens, after: i + 1) else {
                return (compact, i..<(i + 1))
            }
            return (compact + part.minutes, i..<part.end)
        }
        // "<count> <unit>"
        var count: Double?
        // A count no study or goal reaches ("1e300 ore", twenty digits) is no duration: it would overflow the minutes.
        if word.utf8.first.map({ (0x30...0x39).contains($0) }) == true, let number = Double(word),
            number.isFinite, number <= Self.longestMinutes
        {
            count = number
        } else if Self.oneWords.contains(word) {
            count = 1
        } else if let small = DateVocabulary.smallNumbers[word], word != "due" || i + 1 < tokens.count {
            count = Double(small)
        }
        guard var count, i + 1 < tokens.count else { return nil }
        // "two and a half hours", "due e mezza ore": the half before the unit.
        var unitAt = i + 1
        if unitAt + 2 < tokens.count, Self.andWords.contains(tokens[unitAt].folded) {
            let half = tokens[unitAt + 1].folded == "a" && tokens[unitAt + 2].folded == "half"
            let mezza = Self.halfWords.contains(tokens[unitAt + 1].folded)
            if half || mezza {
                count += 0.5
                unitAt += half ? 3 : 2
            }
        }
        guard unitAt < tokens.count, unitAt == i + 1 || Self.hourUnits.contains(tokens[unitAt].folded) else {
            return nil
        }
        let unit = tokens[unitAt].folded
        if Self.minuteUnits.contains(unit) {
            return (Int(count.rounded()), i..<(i + 2))
        }
        guard Self.hourUnits.contains(unit), count * 60 <= Self.longestMinutes else { return nil }
        let minutes = Int((count * 60).rounded())
        guard let part = partOfAnHour(tokens, after: unitAt + 1) else { return (minutes, i..<(unitAt + 1)) }
        return (minutes + part.minutes, i..<part.end)
    }

    /// "e mezza", "and a half", "e un quarto", "e 15 minuti", "e quaranta" after whole hours: its minutes and the
    /// end of its tokens.
    private func partOfAnHour(_ tokens: [Token], after end: Int) -> (minutes: Int, end: Int)? {
        guard end + 1 < tokens.count, Self.andWords.contains(tokens[end].folded) else { return nil }
        if tokens[end + 1].folded == "mezza" || tokens[end + 1].folded == "mezzo" { return (30, end + 2) }
        if end + 2 < tokens.count, tokens[end + 1].folded == "a", tokens[end + 2].folded == "half" {
            return (30, end + 3)
        }
        if let quarters = quarterCount(tokens, at: end + 1), end + 2 < tokens.count,
            Self.quarterWords.contains(tokens[end + 2].folded)
        {
            return (15 * quarters, end + 3)
        }
        if end + 2 < tokens.count, tokens[end + 1].folded == "a", tokens[end + 2].folded == "quarter" {
            return (15, end + 3)
        }
        // "2 ore e 15", "an hour and 15 on spanish", not "2h e 3 esercizi" or "1h e 2 ore": a bare number is minutes
        // unless a kind of work, an hour or another counted thing follows it.
        if let extra = Int(tokens[end + 1].folded) ?? DateVocabulary.minuteWords[tokens[end + 1].folded],
            (1...59).contains(extra)
        {
            guard end + 2 < tokens.count else { return (extra, end + 2) }
            let next = tokens[end + 2]
            if Self.minuteUnits.contains(next.folded) { return (extra, end + 3) }
            let counted =
                next.traits.contains(.kindStart) || Self.hourUnits.contains(next.folded)
                || Self.countedThings.contains(next.folded)
            if !counted { return (extra, end + 2) }
        }
        return nil
    }

    /// "un", "tre", "a", "three" before "quarto" / "quarti": how many quarters.
    private func quarterCount(_ tokens: [Token], at i: Int) -> Int? {
        guard i < tokens.count else { return nil }
        switch tokens[i].folded {
        case "un", "a", "one": return 1
        case "tre", "three", "3": return 3
        default: return nil
        }
    }

    /// The end of "quarto d'ora", "quarti d'ora", "quarters of an hour" starting at `i`.
    private func quarterOfAnHour(_ tokens: [Token], at i: Int) -> Int? {
        guard i + 2 < tokens.count else { return nil }
        let words = tokens[i..<min(tokens.count, i + 4)].map(\.folded)
        if ["quarto", "quarti"].contains(words[0]), words[1] == "d'", words[2] == "ora" { return i + 3 }
        if ["quarter", "quarters"].contains(words[0]), words.count == 4, words[1] == "of", words[2] == "an",
            words[3] == "hour"
        {
            return i + 4
        }
        return nil
    }

    /// "dalle 15 alle 16", "from 3 to 4:30pm", "tra le 9 e le 10": the start, the minutes and the tokens used.
    /// Hours from 1 to 7 with no "am" or morning word are in the afternoon, as for times of tasks.
    func span(_ tokens: [Token]) -> (start: TimeOfDay, minutes: Int, range: Range<Int>)? {
        let morning = tokens.contains { DateVocabulary.earlierParts.contains($0.folded) || $0.folded == "stamattina" }
        for i in tokens.indices where Self.spanStarts.contains(tokens[i].folded) {
            var index = i + 1
            if index < tokens.count, ["le", "ore"].contains(tokens[index].folded) { index += 1 }
            guard let from = clockReading(tokens, at: index), from.end < tokens.count,
                Self.spanMiddles.contains(tokens[from.end].folded)
            else { continue }
            index = from.end + 1
            if index < tokens.count, ["le", "ore"].contains(tokens[index].folded) { index += 1 }
            guard let to = clockReading(tokens, at: index) else { continue }
            let endMeridiem = to.meridiem ?? (morning ? "am" : nil)
            // "from 3 to 4:30pm": the start shares the end's half of the day when it fits before it.
            let startMeridiem = from.meridiem ?? (from.hour <= to.hour ? endMeridiem : (morning ? "am" : nil))
            let startHour = DateExpressionParser.hour(from.hour, in: startMeridiem)
            let endHour = DateExpressionParser.hour(to.hour, in: endMeridiem)
            let minutes = (endHour * 60 + to.minute) - (startHour * 60 + from.minute)
            guard minutes > 0, let start = TimeOfDay(hour: startHour, minute: from.minute) else { continue }
            return (start, minutes, i..<to.end)
        }
        return nil
    }

    static let spanStarts: WordSet = ["dalle", "dall'", "da", "from", "tra", "between"]
    static let spanMiddles: WordSet = ["alle", "all'", "a", "to", "till", "until", "e", "and", "-"]

    /// A clock time as written: "15", "14:30", "8.30", "3pm", "4:30pm", "4:30 pm", "15h".
    private func clockReading(_ tokens: [Token], at i: Int) -> (hour: Int, minute: Int, meridiem: String?, end: Int)? {
        guard i < tokens.count else { return nil }
        var text = tokens[i].folded
        var end = i + 1
        if end < tokens.count, ["am", "pm"].contains(tokens[end].folded) {
            text += tokens[end].folded
            end += 1
        }
        var meridiem: String?
        if text.hasSuffix("am") || text.hasSuffix("pm") {
            meridiem = String(text.suffix(2))
            text.removeLast(2)
        }
        if text.hasSuffix("h") { text.removeLast() }
        let fields = text.split(separator: ":", maxSplits: 1).flatMap { $0.split(separator: ".", maxSplits: 1) }
        guard (1...2).contains(fields.count), let hour = Int(fields[0]), (0...23).contains(hour) else { return nil }
        let minute = fields.count == 2 ? Int(fields[1]) : 0
        guard let minute, (0...59).contains(minute), fields.count == 1 || fields[1].count == 2 else { return nil }
        if meridiem != nil && !(1...12).contains(hour) { return nil }
        return (hour, minute, meridiem, end)
    }

    /// "1h30", "2h", "90min", "45m" as minutes.
    private func compactDuration(_ word: String) -> Int? {
        // A word that opens with an ASCII byte other than a digit opens with no number (a character is a number by its
        // first scalar): it is turned away before its characters are read.
        guard let byte = word.utf8.first, byte >= 0x80 || (0x30...0x39).contains(byte) else { return nil }
        let digits = word.prefix { $0.isNumber }
        guard !digits.isEmpty, digits.count <= 4, let first = Int(digits) else { return nil }
        let rest = word.dropFirst(digits.count)
        if Self.minuteUnits.contains(String(rest)) { return first }
        if rest.hasPrefix("h") {
            let after = rest.dropFirst()
            if after.isEmpty { return first * 60 }
            if let extra = Int(after), (0...59).contains(extra) { return first * 60 + extra }
        }
        return nil
    }
}
