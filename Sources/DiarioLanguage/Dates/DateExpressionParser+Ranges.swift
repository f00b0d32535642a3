internal import DiarioDomain

/// Ranges of days in a month: "dal 13 al 15 luglio", "tra il 13 e il 15 luglio", "13-15 luglio", "July 13-15",
/// "from the 13th to the 15th of July". A task over a range is due on its first day, when it starts.
extension DateExpressionParser {
    // The words of a range, looked up rather than written out as arrays (built and destroyed at every call).
    private static let rangeOpenings: WordSet = ["dal", "from", "tra", "fra", "between"]
    private static let rangeLinks: WordSet = ["al", "to", "e", "and", "till", "until", "-"]
    private static let theBeforeRangeDay: WordSet = ["il", "the", "l'"]

    /// The first day of a range at `i` and where the range ends, or nil when there is none. Without a month, a
    /// range counts ("esercizi dal 3 al 5") unless it ends the line and follows no counting word.
    func dayRange(_ tokens: [Token], at i: Int, today: CalendarDay, lastMeaningful: Int) throws(LanguageError)
        -> (day: CalendarDay, end: Int)?
    {
        if let month = DateVocabulary.months[tokens[i].folded], !Self.ambiguousMonthNames.contains(tokens[i].folded),
            let pair = dashedPair(tokens, at: i + 1)
        {
            return try rangeStart(month: month, first: pair.first, tokens, yearAt: pair.end, today: today)
        }
        if let pair = dashedPair(tokens, at: i), pair.end < tokens.count,
            let month = DateVocabulary.months[tokens[pair.end].folded]
        {
            return try rangeStart(month: month, first: pair.first, tokens, yearAt: pair.end + 1, today: today)
        }
        guard Self.rangeOpenings.contains(tokens[i].folded), !isCounted(tokens, at: i),
            let first = rangeDay(tokens, at: i + 1), first.end < tokens.count,
            Self.rangeLinks.contains(tokens[first.end].folded),
            let last = rangeDay(tokens, at: first.end + 1), last.day >= first.day
        else { return nil }
        var index = last.end
        if index < tokens.count, Self.ofWords.contains(tokens[index].folded) { index += 1 }
        if index < tokens.count, let month = DateVocabulary.months[tokens[index].folded] {
            return try rangeStart(month: month, first: first.day, tokens, yearAt: index + 1, today: today)
        }
        guard last.end > lastMeaningful else { return nil }
        return nextDay(ofMonth: first.day, from: today).map { ($0, last.end) }
    }

    /// "13-15" as one token: both numbers days of a month, the first before the second.
    private func dashedPair(_ tokens: [Token], at i: Int) -> (first: Int, end: Int)? {
        guard i < tokens.count, tokens[i].kind == .number else { return nil }
        let parts = tokens[i].folded.split(separator: "-")
        guard parts.count == 2, let first = Int(parts[0]), let last = Int(parts[1]), (1...31).contains(first),
            (first..<32).contains(last)
        else { return nil }
        return (first, i + 1)
    }

    /// A day of a range: "13", "13th", "the 13th", "il 13", "tredici".
    private func rangeDay(_ tokens: [Token], at i: Int) -> (day: Int, end: Int)? {
        var index = i
        if index < tokens.count, Self.theBeforeRangeDay.contains(tokens[index].folded) { index += 1 }
        if let number = dayOfMonth(tokens, at: index, words: false) { return number }
        guard index < tokens.count, let value = DateVocabulary.smallNumbers[tokens[index].folded], value > 1 else {
            return nil
        }
        return (value, index + 1)
    }

    private func rangeStart(month: Int, first: Int, _ tokens: [Token], yearAt index: Int, today: CalendarDay)
        throws(LanguageError) -> (day: CalendarDay, end: Int)
    {
        if let year = fourDigitYear(tokens, at: index) {
            guard let day = CalendarDay(year: year, month: month, day: first) else {
                throw .impossibleDate(text: "\(first)/\(month)/\(year)")
            }
            return (day, index + (tokens[index].text == "," ? 2 : 1))
        }
        guard let day = upcoming(month: month, day: first, from: today) else {
            throw .impossibleDate(text: "\(first)/\(month)")
        }
        return (day, index)
    }
}
