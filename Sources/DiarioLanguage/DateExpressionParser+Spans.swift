internal import DiarioDomain

/// Lengths of time from today: "in 3 days", "tra due settimane", "fra due mesi", "in 24 hours", "3 weeks from
/// now", "a fortnight from today", "three fridays from now".
extension DateExpressionParser {
    /// A span led by "in/tra/fra" or followed by "from now/from today/da oggi/da adesso"; nil for a bare count
    /// ("two weeks of work").
    func span(_ tokens: [Token], at i: Int, today: CalendarDay, now: TimeOfDay?) -> (day: CalendarDay, end: Int)? {
        let led = ["in", "tra", "fra"].contains(tokens[i].folded)
        let countIndex = led ? i + 1 : i
        guard countIndex + 1 < tokens.count else { return nil }
        let countWord = tokens[countIndex].folded
        guard let count = Int(countWord) ?? DateVocabulary.smallNumbers[countWord], (0...366).contains(count) else {
            return nil
        }
        let unitWord = tokens[countIndex + 1].folded
        var end = countIndex + 2
        let fromNow = fromNowPhrase(tokens, at: end)
        if let fromNow { end = fromNow }
        guard led || fromNow != nil else { return nil }

        if let unit = DateVocabulary.spanUnits[unitWord] {
            switch unit {
            case .days(let days): return (today.adding(days: count * days), end)
            case .months(let months): return (today.adding(months: count * months), end)
            case .hours:
                // The day the hours end on: from now when the clock is known, else from midnight.
                let minutes = (now.map { $0.hour * 60 + $0.minute } ?? 0) + count * 60
                return (today.adding(days: minutes / (24 * 60)), end)
            }
        }
        // "three fridays from now": the third such weekday after today.
        if fromNow != nil, count >= 1, let weekday = Self.pluralWeekdays[unitWord] {
            var ahead = (weekday.rawValue - today.weekday.rawValue + 7) % 7
            if ahead == 0 { ahead = 7 }
            return (today.adding(days: ahead + 7 * (count - 1)), end)
        }
        return nil
    }

    /// "from now", "from today", "da oggi", "da adesso", "da ora": where the phrase ends, or nil.
    private func fromNowPhrase(_ tokens: [Token], at i: Int) -> Int? {
        guard i + 1 < tokens.count, ["from", "da"].contains(tokens[i].folded),
            ["now", "today", "oggi", "adesso", "ora"].contains(tokens[i + 1].folded)
        else { return nil }
        return i + 2
    }

    /// Weekdays in the plural, for "three fridays from now" (Italian weekday names do not change in the plural).
    static let pluralWeekdays: [String: Weekday] = {
        var words: [String: Weekday] = [:]
        for (name, weekday) in DateVocabulary.weekdays {
            words[name] = weekday
            words[name + "s"] = weekday
        }
        return words
    }()
}
