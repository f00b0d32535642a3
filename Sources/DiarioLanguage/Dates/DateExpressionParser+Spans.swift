internal import DiarioDomain

/// Lengths of time from today: "in 3 days", "tra due settimane", "fra due mesi", "in 24 hours", "3 weeks from
/// now", "a fortnight from today", "three fridays from now".
extension DateExpressionParser {
    /// A span led by "in/tra/fra/within/entro/after/dopo", or followed by "from now/hence/da oggi" or by "ago/fa"
    /// (then it counts back); nil for a bare count ("two weeks of work"). Hours and minutes move the day only when
    /// they run past midnight from now.
    func span(_ tokens: [Token], at i: Int, today: CalendarDay, now: TimeOfDay?) -> (day: CalendarDay, end: Int)? {
        let led = Self.spanLeads.contains(tokens[i].folded)
        var index = led ? i + 1 : i
        if index < tokens.count, Self.aboutWords.contains(tokens[index].folded) { index += 1 }
        guard let length = spanLength(tokens, at: index) else { return nil }
        var end = length.end
        var sign = 1
        if end < tokens.count, DateVocabulary.agoWords.contains(tokens[end].folded) {
            sign = -1
            end += 1
        } else if let fromNow = fromNowPhrase(tokens, at: end) {
            end = fromNow
        } else if !led {
            return nil
        }
        switch length.unit {
        case .days(let days): return (today.adding(days: sign * length.count * days), end)
        case .months(let months): return (today.adding(months: sign * length.count * months), end)
        case .minutes(let minutes):
            let clock = now.map { $0.hour * 60 + $0.minute } ?? 0
            let total = clock + sign * length.count * minutes
            let days = total >= 0 ? total / (24 * 60) : -((-total + 24 * 60 - 1) / (24 * 60))
            return (today.adding(days: days), end)
        case .weekday(let weekday):
            // "three fridays from now": the third such weekday after today.
            guard sign > 0, end > length.end, length.count >= 1 else { return nil }
            var ahead = (weekday.rawValue - today.weekday.rawValue + 7) % 7
            if ahead == 0 { ahead = 7 }
            return (today.adding(days: ahead + 7 * (length.count - 1)), end)
        }
    }

    /// Words that lead a span forward ("in 3 days", "tra due settimane", "within a week", "after 5 days").
    static let spanLeads: WordSet = ["in", "tra", "fra", "within", "entro", "after", "dopo"]
    // The other small sets of a span's words, looked up rather than built as arrays at every call.
    private static let aboutWords: WordSet = ["about", "circa", "another"]
    private static let fewWords: WordSet = ["couple", "few"]
    private static let fromWords: WordSet = ["from", "da"]
    private static let nowOrToday: WordSet = ["now", "today", "oggi", "adesso", "ora"]

    /// What a span counts in: a calendar unit, or weekdays ("three fridays").
    enum SpanCounted {
        case days(Int), months(Int), minutes(Int), weekday(Weekday)
    }

    /// A count and its unit at `i`: "3 days", "two weeks", "a fortnight", "a couple of hours", "a few hours",
    /// "24hrs", "half an hour", "mezz'ora", "un quarto d'ora", "tre quarti d'ora", "three fridays".
    private func spanLength(_ tokens: [Token], at i: Int) -> (count: Int, unit: SpanCounted, end: Int)? {
        guard i < tokens.count else { return nil }
        let first = tokens[i].folded
        let opensWithDigit = Self.startsWithDigit(tokens, at: i)
        guard opensWithDigit || DateVocabulary.smallNumbers[first] != nil || Self.wordSpanStarts.contains(first) else {
            return nil
        }
        // The phrases of words ("half an hour", "un quarto d'ora") never open with a digit: a count is read at once.
        if !opensWithDigit {
            let folded = tokens[i...].prefix(4).map(\.folded)
            if folded.starts(with: ["half", "an", "hour"]) || folded.starts(with: ["half", "hour"]) {
                return (30, .minutes(1), i + folded.firstIndex(of: "hour")! + 1)
            }
            if folded.starts(with: ["mezz'", "ora"]) || folded.starts(with: ["mezzora"]) {
                return (30, .minutes(1), i + (folded[0] == "mezzora" ? 1 : 2))
            }
            for (words, minutes) in [(["un", "quarto", "d'", "ora"], 15), (["tre", "quarti", "d'", "ora"], 45)]
            where folded.starts(with: words) {
                return (minutes, .minutes(1), i + 4)
            }
        }
        var index = i
        var count: Int?
        let next = i + 1 < tokens.count ? tokens[i + 1].folded : ""
        if !opensWithDigit, Self.fewWords.contains(first) || (first == "a" && Self.fewWords.contains(next)) {
            if first == "a" { index += 1 }
            count = tokens[index].folded == "couple" ? 2 : 3
            index += 1
            if index < tokens.count, tokens[index].folded == "of" { index += 1 }
        } else if let fraction = hourFraction(tokens, at: i) {
            return (fraction.minutes, .minutes(1), fraction.end)
        } else if let glued = Self.gluedHours(tokens[i].folded) {
            return (glued, .minutes(60), i + 1)
        } else {
            count = Int(first) ?? DateVocabulary.smallNumbers[first]
            index += 1
        }
        guard let count, (0...366).contains(count), index < tokens.count else { return nil }
        let unitWord = tokens[index].folded
        if let unit = DateVocabulary.spanUnits[unitWord] {
            switch unit {
            case .days(let days): return (count, .days(days), index + 1)
            case .months(let months): return (count, .months(months), index + 1)
            case .minutes(let minutes): return (count, .minutes(minutes), index + 1)
            }
        }
        if let weekday = Self.pluralWeekdays[unitWord] { return (count, .weekday(weekday), index + 1) }
        return nil
    }

    /// A fraction of an hour: "1/2 h", "3/4 hour", "1/4h", "2.5 hours".
    private func hourFraction(_ tokens: [Token], at i: Int) -> (minutes: Int, end: Int)? {
        var text = tokens[i].folded
        var end = i + 1
        if text.utf8HasSuffix("h") {
            text.removeLast()
        } else if end < tokens.count, case .minutes(60) = DateVocabulary.spanUnits[tokens[end].folded] {
            end += 1
        } else {
            return nil
        }
        let parts = text.split(separator: "/")
        if parts.count == 2, let top = Int(parts[0]), let bottom = Int(parts[1]), [2, 4].contains(bottom), top < bottom
        {
            return (60 * top / bottom, end)
        }
        if text.contains("."), let hours = Double(text), hours > 0, hours < 100 { return (Int(hours * 60), end) }
        return nil
    }

    /// Words other than counts that may open a span's length ("half an hour", "mezz'ora", "a couple of hours").
    static let wordSpanStarts: WordSet = ["half", "mezz'", "mezzora", "couple", "few"]

    /// Hours glued to their number: "24h", "24hrs", "2hr".
    private static func gluedHours(_ word: String) -> Int? {
        for suffix in ["hrs", "hr", "h"] where word.utf8HasSuffix(suffix) {
            if let hours = Int(word.dropLast(suffix.count)), (1...99).contains(hours) { return hours }
        }
        return nil
    }

    /// "from now", "from today", "da oggi", "da adesso", "da ora", "hence": where the phrase ends, or nil.
    private func fromNowPhrase(_ tokens: [Token], at i: Int) -> Int? {
        if i < tokens.count, tokens[i].folded == "hence" { return i + 1 }
        guard i + 1 < tokens.count, Self.fromWords.contains(tokens[i].folded),
            Self.nowOrToday.contains(tokens[i + 1].folded)
        else { return nil }
        return i + 2
    }

    /// Weekdays in the plural, for "three fridays from now" (Italian weekday names do not change in the plural).
    static let pluralWeekdays: WordMap<Weekday> = {
        var words: [String: Weekday] = [:]
        for (name, weekday) in DateVocabulary.weekdays {
            words[name] = weekday
            words[name + "s"] = weekday
        }
        return WordMap(words)
    }()
}
