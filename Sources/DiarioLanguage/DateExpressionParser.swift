public import DiarioDomain

/// What the date parser found in a line: the due day and time, and which tokens said so.
public struct DueExpression: Equatable, Sendable {
    /// The due day, if a date phrase was found.
    public var day: CalendarDay?
    /// The due time, if a time phrase was found.
    public var time: TimeOfDay?
    /// How the task repeats, if the line says so; `day` is then the first occurrence.
    public var repeatRule: RecurrenceRule?
    /// The indices of the tokens that made up the date and time phrases.
    public var consumed: Set<Int> = []
}

/// Reads due dates and times in Italian and English from tokens, relative to an injected "today".
///
/// It covers the rules of the natural-language contract that `diario add` needs now: relative days,
/// weekdays ("friday", "venerdì prossimo", "next fri"), "next week", numeric dates ("27/11",
/// "2026-11-27"), day and month names ("27 novembre", "Nov 27th"), spans ("in 3 days", "tra due
/// settimane") and marked times ("at 9am", "alle 14:30"). The first date phrase wins.
public struct DateExpressionParser: Sendable {
    private let recurrence = RecurrenceParser()

    /// Creates a parser.
    public init() {}

    /// Finds the due day and time in `tokens` as seen on `today`.
    public func parse(_ tokens: [Token], today: CalendarDay) throws(LanguageError) -> DueExpression {
        let lastMeaningful = tokens.lastIndex(where: \.isMeaningful) ?? -1
        var result = DueExpression()
        var index = 0
        while index < tokens.count {
            if result.repeatRule == nil, result.day == nil, let match = recurrence.match(tokens, at: index) {
                result.repeatRule = match.rule
                result.day = match.rule.firstOccurrence(onOrAfter: today)
                result.consumed.formUnion(index..<match.end)
                index = match.end
            } else if result.day == nil,
                let match = try matchDay(tokens, at: index, today: today, lastMeaningful: lastMeaningful)
            {
                result.day = match.day
                let start = markerStart(tokens, before: index, markers: DateVocabulary.dueMarkers)
                result.consumed.formUnion(start..<match.end)
                index = match.end
            } else if result.time == nil, let match = try matchTime(tokens, at: index) {
                result.time = match.time
                result.consumed.formUnion(index..<match.end)
                index = match.end
            } else {
                index += 1
            }
        }
        if result.day == nil, result.time != nil {
            result.day = today  // "at 5pm" alone means today
        }
        return result
    }

    // MARK: - Days

    private func matchDay(_ tokens: [Token], at i: Int, today: CalendarDay, lastMeaningful: Int) throws(LanguageError)
        -> (day: CalendarDay, end: Int)?
    {
        let word = tokens[i].folded
        if tokens[i].kind == .quoted { return nil }

        if let offset = DateVocabulary.relativeDays[word] {
            var end = i + 1
            if end < tokens.count, DateVocabulary.partsOfDay.contains(tokens[end].folded) { end += 1 }
            return (today.adding(days: offset), end)
        }
        if let match = phrase(tokens, at: i, ["day", "after", "tomorrow"]) {
            return (today.adding(days: 2), match)
        }
        if ["this", "questa"].contains(word), i + 1 < tokens.count,
            ["evening", "morning", "afternoon", "sera", "mattina"].contains(tokens[i + 1].folded)
        {
            return (today, i + 2)
        }
        if let end = nextWeekPhrase(tokens, at: i) {
            return (mondayOfNextWeek(after: today), end)
        }
        if let end = thisWeekPhrase(tokens, at: i) {
            return (today.adding(days: 7 - today.weekday.rawValue), end)
        }
        if let end = weekendPhrase(tokens, at: i) {
            let saturday = today.weekday.rawValue >= 6 ? today : today.adding(days: 6 - today.weekday.rawValue)
            return (saturday, end)
        }
        if let end = endOfMonthPhrase(tokens, at: i) {
            return (today.endOfMonth, end)
        }
        if let end = inAMonthPhrase(tokens, at: i) {
            return (today.adding(months: 1), end)
        }
        if let match = try weekdayPhrase(tokens, at: i, today: today, lastMeaningful: lastMeaningful) { return match }
        if let match = try numericDate(tokens, at: i, today: today) { return match }
        if let match = try namedMonthDate(tokens, at: i, today: today) { return match }
        if let match = try dayOfMonthAlone(tokens, at: i, today: today) { return match }
        if let match = span(tokens, at: i, today: today) { return match }
        return nil
    }

    /// "next week", "la prossima settimana", "settimana prossima", "prossima settimana".
    private func nextWeekPhrase(_ tokens: [Token], at i: Int) -> Int? {
        phrase(tokens, at: i, ["next", "week"]) ?? phrase(tokens, at: i, ["la", "prossima", "settimana"])
            ?? phrase(tokens, at: i, ["prossima", "settimana"])
            ?? phrase(tokens, at: i, ["settimana", "prossima"])
    }

    /// "this week", "entro questa settimana", "questa settimana": Sunday of this week.
    private func thisWeekPhrase(_ tokens: [Token], at i: Int) -> Int? {
        phrase(tokens, at: i, ["this", "week"]) ?? phrase(tokens, at: i, ["questa", "settimana"])
            ?? phrase(tokens, at: i, ["end", "of", "the", "week"])
            ?? phrase(tokens, at: i, ["fine", "settimana", "questa"])
    }

    /// "this weekend", "questo weekend", "nel fine settimana", "the weekend", "weekend".
    private func weekendPhrase(_ tokens: [Token], at i: Int) -> Int? {
        for words in [
            ["this", "weekend"], ["the", "weekend"], ["questo", "weekend"], ["questo", "fine", "settimana"],
            ["nel", "fine", "settimana"], ["nel", "weekend"], ["il", "weekend"], ["weekend"], ["fine", "settimana"],
        ] {
            if let end = phrase(tokens, at: i, words) { return end }
        }
        return nil
    }

    /// "end of the month", "end of month", "fine mese", "entro fine mese", "alla fine del mese".
    private func endOfMonthPhrase(_ tokens: [Token], at i: Int) -> Int? {
        for words in [
            ["end", "of", "the", "month"], ["end", "of", "month"], ["the", "end", "of", "the", "month"],
            ["fine", "mese"], ["fine", "del", "mese"], ["alla", "fine", "del", "mese"],
        ] {
            if let end = phrase(tokens, at: i, words) { return end }
        }
        return nil
    }

    /// "in a month", "in one month", "tra un mese", "fra un mese".
    private func inAMonthPhrase(_ tokens: [Token], at i: Int) -> Int? {
        guard ["in", "tra", "fra"].contains(tokens[i].folded), i + 2 < tokens.count,
            ["a", "one", "un", "1"].contains(tokens[i + 1].folded), ["month", "mese"].contains(tokens[i + 2].folded)
        else { return nil }
        return i + 3
    }

    /// "on the 27th", "the 27th", "il 27", "per il 3", "entro il 15": the next date with that day of the month,
    /// on or after today. A day that no month has ("il 45") is an error.
    private func dayOfMonthAlone(_ tokens: [Token], at i: Int, today: CalendarDay) throws(LanguageError)
        -> (day: CalendarDay, end: Int)?
    {
        guard ["il", "the", "on"].contains(tokens[i].folded) else { return nil }
        var index = i + 1
        if tokens[i].folded == "on", index < tokens.count, tokens[index].folded == "the" { index += 1 }
        guard index < tokens.count, tokens[index].kind != .quoted else { return nil }
        let text = tokens[index].folded
        let ordinal = ["st", "nd", "rd", "th"].contains { text.hasSuffix($0) } && text.first?.isNumber == true
        // English needs an ordinal ("the 27th"; "the 3 chapters" is a count); Italian writes "il 27".
        let italian = tokens[i].folded == "il"
        guard italian ? tokens[index].kind == .number : ordinal,
            let number = dayOfMonth(tokens, at: index, allowLarge: true)
        else { return nil }
        // "il 3 e il 4", "the 2 of us": a following counting context is not a date, but "il 45" is an error.
        guard (1...31).contains(number) else { throw .impossibleDate(text: "\(tokens[i].text) \(tokens[index].text)") }
        var month = today
        for _ in 0..<13 {
            if let candidate = CalendarDay(year: month.year, month: month.month, day: number), candidate >= today {
                return (candidate, index + 1)
            }
            month = CalendarDay(year: month.year, month: month.month, day: 1)!.adding(months: 1)
        }
        return nil
    }

    /// "friday", "this friday", "next friday", "venerdì prossimo", "il prossimo venerdì", and a weekday
    /// followed by a date ("sabato 28 novembre"), where the date wins.
    private func weekdayPhrase(_ tokens: [Token], at i: Int, today: CalendarDay, lastMeaningful: Int)
        throws(LanguageError)
        -> (day: CalendarDay, end: Int)?
    {
        var index = i
        var nextWeek = false
        let word = tokens[index].folded
        if word == "next" || word == "prossimo" || word == "prossima" {
            nextWeek = true
            index += 1
        } else if ["il", "la"].contains(word), index + 1 < tokens.count,
            ["prossimo", "prossima"].contains(tokens[index + 1].folded)
        {
            nextWeek = true
            index += 2
        } else if ["this", "questo", "questa"].contains(word) {
            index += 1
        }
        guard index < tokens.count else { return nil }
        let name = tokens[index].folded
        var weekday = DateVocabulary.weekdays[name]
        if weekday == nil, let short = DateVocabulary.shortWeekdays[name] {
            let marked = index > i || (i > 0 && DateVocabulary.dueMarkers.contains(tokens[i - 1].folded))
            let last = index >= lastMeaningful
            let heading = index == 0 && index + 1 < tokens.count && tokens[index + 1].text == ":"  // "tue: essay"
            if marked || last || heading { weekday = short }
        }
        guard let weekday else { return nil }
        var end = index + 1
        if end < tokens.count, ["prossimo", "prossima"].contains(tokens[end].folded) {
            nextWeek = true
            end += 1
        }
        if let dated = try numericDate(tokens, at: end, today: today) { return dated }
        if let dated = try namedMonthDate(tokens, at: end, today: today) { return dated }
        if nextWeek {
            return (mondayOfNextWeek(after: today).adding(days: weekday.rawValue - 1), end)
        }
        var ahead = (weekday.rawValue - today.weekday.rawValue + 7) % 7
        if ahead == 0 { ahead = 7 }
        return (today.adding(days: ahead), end)
    }

    /// "27/11", "27-11", "27/11/2026", "27/11/26", "2026-11-27": day first, month first only when
    /// the second number is over 12.
    private func numericDate(_ tokens: [Token], at i: Int, today: CalendarDay) throws(LanguageError)
        -> (day: CalendarDay, end: Int)?
    {
        guard i < tokens.count, tokens[i].kind == .number, !isCounted(tokens, at: i) else { return nil }
        let text = tokens[i].folded
        let separators = text.filter { $0 == "/" || $0 == "-" || $0 == "." }
        guard !separators.isEmpty, Set(separators).count == 1, !text.contains(":") else { return nil }
        let parts = text.split(whereSeparator: { "/-.".contains($0) }).map(String.init)
        guard (2...3).contains(parts.count), let numbers = Optional(parts.compactMap { Int($0) }),
            numbers.count == parts.count
        else { return nil }
        if parts.count == 3, parts[0].count == 4 {  // 2026-11-27
            guard let day = CalendarDay(year: numbers[0], month: numbers[1], day: numbers[2]) else {
                throw .impossibleDate(text: String(tokens[i].text))
            }
            return (day, i + 1)
        }
        guard parts[0].count <= 2, parts[1].count <= 2 else { return nil }
        var dayNumber = numbers[0]
        var month = numbers[1]
        if month > 12, dayNumber <= 12 { swap(&dayNumber, &month) }
        if parts.count == 3 {
            guard parts[2].count == 2 || parts[2].count == 4 else { return nil }
            let year = parts[2].count == 2 ? 2000 + numbers[2] : numbers[2]
            guard let day = CalendarDay(year: year, month: month, day: dayNumber) else {
                throw .impossibleDate(text: String(tokens[i].text))
            }
            return (day, i + 1)
        }
        guard let day = upcoming(month: month, day: dayNumber, from: today) else {
            throw .impossibleDate(text: String(tokens[i].text))
        }
        return (day, i + 1)
    }

    /// "27 novembre", "27th November", "the 27th of November", "Nov 27", "Nov 27th".
    private func namedMonthDate(_ tokens: [Token], at i: Int, today: CalendarDay) throws(LanguageError)
        -> (day: CalendarDay, end: Int)?
    {
        guard i < tokens.count else { return nil }
        var index = i
        if ["the", "il", "on"].contains(tokens[index].folded) { index += 1 }
        if index < tokens.count, tokens[index].folded == "the" { index += 1 }
        guard index < tokens.count else { return nil }
        if let dayNumber = dayOfMonth(tokens, at: index), !isCounted(tokens, at: index) {
            var monthIndex = index + 1
            if monthIndex < tokens.count, tokens[monthIndex].folded == "of" { monthIndex += 1 }
            guard monthIndex < tokens.count, let month = DateVocabulary.months[tokens[monthIndex].folded] else {
                return nil
            }
            return try dated(month: month, day: dayNumber, tokens, yearAt: monthIndex + 1, today: today)
        }
        // Month first ("Nov 27"); "set" and "mar" are too often other words (a set, Tuesday) to lead.
        if !["set", "mar"].contains(tokens[index].folded), let month = DateVocabulary.months[tokens[index].folded],
            index + 1 < tokens.count, let dayNumber = dayOfMonth(tokens, at: index + 1)
        {
            return try dated(month: month, day: dayNumber, tokens, yearAt: index + 2, today: today)
        }
        return nil
    }

    private func dated(month: Int, day: Int, _ tokens: [Token], yearAt index: Int, today: CalendarDay)
        throws(LanguageError) -> (day: CalendarDay, end: Int)
    {
        let text = "\(day)/\(month)"
        if index < tokens.count, tokens[index].kind == .number, tokens[index].folded.count == 4,
            let year = Int(tokens[index].folded)
        {
            guard let date = CalendarDay(year: year, month: month, day: day) else {
                throw .impossibleDate(text: text)
            }
            return (date, index + 1)
        }
        guard let date = upcoming(month: month, day: day, from: today) else {
            throw .impossibleDate(text: text)
        }
        return (date, index)
    }

    /// A day of the month as a number or an ordinal ("27", "27th", "1st"); nil for anything else.
    private func dayOfMonth(_ tokens: [Token], at i: Int, allowLarge: Bool = false) -> Int? {
        guard i < tokens.count else { return nil }
        var text = Substring(tokens[i].folded)
        for suffix in ["st", "nd", "rd", "th"] where text.hasSuffix(suffix) {
            text = text.dropLast(2)
        }
        guard text.count <= 2, text.allSatisfy(\.isNumber), let number = Int(text), number >= 1 else { return nil }
        return allowLarge || number <= 31 ? number : nil
    }

    /// "in 3 days", "in a week", "tra due settimane", "fra 10 giorni".
    private func span(_ tokens: [Token], at i: Int, today: CalendarDay) -> (day: CalendarDay, end: Int)? {
        guard ["in", "tra", "fra"].contains(tokens[i].folded), i + 2 < tokens.count else { return nil }
        let countWord = tokens[i + 1].folded
        guard let count = Int(countWord) ?? DateVocabulary.smallNumbers[countWord],
            let unit = DateVocabulary.spanUnits[tokens[i + 2].folded], (0...366).contains(count)
        else { return nil }
        return (today.adding(days: count * unit), i + 3)
    }

    /// The next day with that month and day, this year if not yet past, else next year; nil if none exists
    /// (29 February is looked for up to eight years ahead).
    private func upcoming(month: Int, day: Int, from today: CalendarDay) -> CalendarDay? {
        for year in today.year...(today.year + 8) {
            if let date = CalendarDay(year: year, month: month, day: day), date >= today { return date }
        }
        return nil
    }

    private func mondayOfNextWeek(after today: CalendarDay) -> CalendarDay {
        today.adding(days: 8 - today.weekday.rawValue)
    }

    // MARK: - Times

    /// "at 9", "at 9am", "at 9 pm", "at 15:30", "alle 14:30", "by 3pm", "entro le 10".
    private func matchTime(_ tokens: [Token], at i: Int) throws(LanguageError) -> (time: TimeOfDay, end: Int)? {
        guard DateVocabulary.timeMarkers.contains(tokens[i].folded) else { return nil }
        var index = i + 1
        if index < tokens.count, ["le", "ore", "the"].contains(tokens[index].folded) { index += 1 }
        let article = index > i + 1  // "entro le 10", "alle ore 9": clearly a time
        guard index < tokens.count else { return nil }
        var text = tokens[index].folded
        var end = index + 1
        if end < tokens.count, ["am", "pm"].contains(tokens[end].folded), tokens[index].kind == .number {
            text += tokens[end].folded
            end += 1
        }
        var meridiem: String?
        if text.hasSuffix("am") || text.hasSuffix("pm") {
            meridiem = String(text.suffix(2))
            text = String(text.dropLast(2))
        }
        let fields = text.split(separator: ":", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: ".", omittingEmptySubsequences: false) }
        guard (1...2).contains(fields.count), fields.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }),
            fields[0].count <= 2, var hour = Int(fields[0])
        else { return nil }
        let minute = fields.count == 2 ? Int(fields[1]) ?? 99 : 0
        if fields.count == 1, meridiem == nil, !article, tokens[i].folded == "by" || tokens[i].folded == "entro" {
            return nil  // "by 5" is too often a count; "by 5pm" and "entro le 5" are times
        }
        if let meridiem {
            guard (1...12).contains(hour) else { throw .impossibleTime(text: String(tokens[index].text)) }
            hour = hour % 12 + (meridiem == "pm" ? 12 : 0)
        }
        guard let time = TimeOfDay(hour: hour, minute: minute) else {
            throw .impossibleTime(text: String(tokens[index].text))
        }
        return (time, end)
    }

    // MARK: - Helpers

    /// The index where a date phrase starts, including the markers just before it ("due", "per").
    private func markerStart(_ tokens: [Token], before index: Int, markers: Set<String>) -> Int {
        var start = index
        while start > 0, markers.contains(tokens[start - 1].folded) { start -= 1 }
        return start
    }

    /// Whether the number at `i` follows a counting word ("pages 10-20") and so is no date.
    private func isCounted(_ tokens: [Token], at i: Int) -> Bool {
        var j = i - 1
        while j >= 0, j >= i - 3, tokens[j].kind == .symbol { j -= 1 }
        return j >= 0 && DateVocabulary.countingWords.contains(tokens[j].folded)
    }

    /// The index after `words` if they stand at `i`.
    private func phrase(_ tokens: [Token], at i: Int, _ words: [String]) -> Int? {
        guard i + words.count <= tokens.count else { return nil }
        for (offset, word) in words.enumerated() where tokens[i + offset].folded != word { return nil }
        return i + words.count
    }
}
