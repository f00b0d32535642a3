/// Reads how long the student studied: "45 minutes", "45 min", "an hour", "un'ora", "mezz'ora",
/// "1h30", "2 ore", "un'ora e mezza", "an hour and a half", "1.5 hours".
struct StudyDurationParser: Sendable {
    /// The minutes found and the tokens they used, or nil.
    func parse(_ tokens: [Token]) -> (minutes: Int, range: Range<Int>)? {
        var index = 0
        while index < tokens.count {
            if let match = duration(tokens, at: index) { return match }
            index += 1
        }
        return nil
    }

    private static let minuteUnits: Set<String> = ["m", "min", "mins", "minute", "minutes", "minuto", "minuti", "'"]
    private static let hourUnits: Set<String> = ["h", "hr", "hrs", "hour", "hours", "ora", "ore"]

    private func duration(_ tokens: [Token], at i: Int) -> (minutes: Int, range: Range<Int>)? {
        let word = tokens[i].folded
        // "mezz'ora", "half an hour"
        if word == "mezz'", i + 1 < tokens.count, tokens[i + 1].folded == "ora" { return (30, i..<(i + 2)) }
        if word == "half", i + 2 < tokens.count, tokens[i + 1].folded == "an", tokens[i + 2].folded == "hour" {
            return (30, i..<(i + 3))
        }
        // "1h30", "2h", "90min", "45m"
        if tokens[i].kind == .word, let compact = compactDuration(word) { return (compact, i..<(i + 1)) }
        // "<count> <unit>"
        var count: Double?
        if word.utf8.first.map({ (0x30...0x39).contains($0) }) == true, let number = Double(word) {
            count = number
        } else if ["an", "a", "one", "un'", "un", "una", "uno"].contains(word) {
            count = 1
        } else if let small = DateVocabulary.smallNumbers[word], word != "due" || i + 1 < tokens.count {
            count = Double(small)
        }
        guard let count, i + 1 < tokens.count else { return nil }
        let unit = tokens[i + 1].folded
        if Self.minuteUnits.contains(unit) {
            return (Int(count.rounded()), i..<(i + 2))
        }
        guard Self.hourUnits.contains(unit) else { return nil }
        var minutes = Int((count * 60).rounded())
        var end = i + 2
        // "un'ora e mezza", "an hour and a half", "2 ore e 15"
        if end + 1 < tokens.count, ["e", "and"].contains(tokens[end].folded) {
            if tokens[end + 1].folded == "mezza" || tokens[end + 1].folded == "mezzo" {
                minutes += 30
                end += 2
            } else if end + 2 < tokens.count, tokens[end + 1].folded == "a", tokens[end + 2].folded == "half" {
                minutes += 30
                end += 3
            } else if let extra = Int(tokens[end + 1].folded), (1...59).contains(extra) {
                minutes += extra
                end += 2
                if end < tokens.count, Self.minuteUnits.contains(tokens[end].folded) { end += 1 }
            }
        }
        return (minutes, i..<end)
    }

    /// "1h30", "2h", "90min", "45m" as minutes.
    private func compactDuration(_ word: String) -> Int? {
        let digits = word.prefix { $0.isNumber }
        guard !digits.isEmpty, let first = Int(digits) else { return nil }
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
