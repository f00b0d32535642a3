public import DiarioDomain

/// What the date parser found in a line: the due day and time, and which tokens said so.
public struct DueExpression: Equatable, Sendable {
    /// The due day, if a date phrase was found.
    public var day: CalendarDay?
    /// The due time, if a time phrase was found.
    public var time: TimeOfDay?
    /// How the task repeats, if the line says so; `day` is then the first occurrence.
    public var repeatRule: RecurrenceRule?
    /// The runs of token indices that made up the date, time and recurrence phrases.
    public var consumed: [Range<Int>] = []
}

/// Reads due dates and times in Italian and English from tokens, relative to an injected "today".
///
/// It covers the rules of the natural-language contract that `diario add` needs now: relative days,
/// weekdays ("friday", "venerdì prossimo", "next fri"), "next week", numeric dates ("27/11",
/// "2026-11-27"), day and month names ("27 novembre", "Nov 27th"), spans ("in 3 days", "tra due
/// settimane") and marked times ("at 9am", "alle 14:30"). The first date phrase wins.
public struct DateExpressionParser: Sendable {
    private let recurrence = RecurrenceParser()

    /// Day phrases made of fixed words, and the day each one means.
    enum FixedDay: Sendable {
        case offset(Int), thisEvening, nextWeek, sundayOfThisWeek, weekend, endOfMonth

        func day(from today: CalendarDay) -> CalendarDay {
            switch self {
            case .offset(let days): return today.adding(days: days)
            case .thisEvening: return today
            case .nextWeek: return today.adding(days: 8 - today.weekday.rawValue)
            case .sundayOfThisWeek: return today.adding(days: 7 - today.weekday.rawValue)
            case .weekend: return today.weekday.rawValue >= 6 ? today : today.adding(days: 6 - today.weekday.rawValue)
            case .endOfMonth: return today.endOfMonth
            }
        }
    }

    static let fixedPhrases = PhraseIndex<FixedDay>(
        [
            ("day after tomorrow", .offset(2)), ("the day after tomorrow", .offset(2)),
            ("dopo domani", .offset(2)), ("il giorno dopo domani", .offset(2)), ("giorno dopo domani", .offset(2)),
            ("this evening", .thisEvening), ("this morning", .thisEvening), ("this afternoon", .thisEvening),
            ("questa sera", .thisEvening), ("questa mattina", .thisEvening),
            ("next week", .nextWeek), ("la prossima settimana", .nextWeek), ("prossima settimana", .nextWeek),
            ("settimana prossima", .nextWeek),
            ("this week", .sundayOfThisWeek), ("questa settimana", .sundayOfThisWeek),
            ("end of the week", .sundayOfThisWeek),
            ("this weekend", .weekend), ("the weekend", .weekend), ("questo weekend", .weekend),
            ("questo fine settimana", .weekend), ("nel fine settimana", .weekend), ("nel weekend", .weekend),
            ("il weekend", .weekend), ("weekend", .weekend), ("fine settimana", .weekend),
            ("end of the month", .endOfMonth), ("end of month", .endOfMonth), ("the end of the month", .endOfMonth),
            ("fine mese", .endOfMonth), ("fine del mese", .endOfMonth), ("alla fine del mese", .endOfMonth),
        ])

    /// Holidays by name ("Natale", "Pasquetta", "Thanksgiving"): the next one, today included.
    static let holidays = PhraseIndex<Holiday>(Holiday.phrases)

    /// Creates a parser.
    public init() {}

    /// Finds the due day and time in `tokens` as seen on `today`.
    public func parse(_ tokens: [Token], today: CalendarDay) throws(LanguageError) -> DueExpression {
        let lastMeaningful = tokens.lastIndex(where: \.isMeaningful) ?? -1
        var result = DueExpression()
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let startsDay =
                token.kind == .number || token.traits.contains(.dayStart)
                || (token.kind == .word && token.folded.utf8.first.map { (0x30...0x39).contains($0) } == true)
            guard startsDay || token.traits.contains(.timeStart) || token.traits.contains(.recurrenceStart) else {
                index += 1
                continue
            }
            if result.repeatRule == nil, result.day == nil, let match = recurrence.match(tokens, at: index) {
                result.repeatRule = match.rule
                result.day = match.rule.firstOccurrence(onOrAfter: today)
                result.consumed.append(index..<match.end)
                index = match.end
            } else if result.day == nil, startsDay,
                let match = try matchDay(tokens, at: index, today: today, lastMeaningful: lastMeaningful)
            {
                result.day = match.day
                let start = markerStart(tokens, before: index, markers: DateVocabulary.dueMarkers)
                result.consumed.append(start..<match.end)
                index = match.end
            } else if result.time == nil, token.traits.contains(.timeStart),
                let match = try matchTime(tokens, at: index)
            {
                result.time = match.time
                result.consumed.append(index..<match.end)
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
        if let match = Self.fixedPhrases.longest(at: i, in: tokens.lazyFolded) {
            return (match.value.day(from: today), match.end)
        }
        if let match = Self.holidays.longest(at: i, in: tokens.lazyFolded),
            let day = match.value.next(onOrAfter: today)
        {
            return (day, match.end)
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
        let ordinal = text.utf8.first.map { (0x30...0x39).contains($0) } == true && Self.hasOrdinalSuffix(text)
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
        let bytes = Array(tokens[i].folded.utf8)
        guard let first = bytes.first, (0x30...0x39).contains(first), bytes.count <= 4 else { return nil }
        let digits = bytes.prefix { (0x30...0x39).contains($0) }
        guard digits.count <= 2,
            digits.count == bytes.count || (bytes.count == digits.count + 2 && Self.hasOrdinalSuffix(tokens[i].folded))
        else { return nil }
        let number = digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        guard number >= 1 else { return nil }
        return allowLarge || number <= 31 ? number : nil
    }

    /// Whether a folded word ends in an English ordinal suffix ("1st", "2nd", "3rd", "27th").
    static func hasOrdinalSuffix(_ text: String) -> Bool {
        text.utf8HasSuffix("st") || text.utf8HasSuffix("nd") || text.utf8HasSuffix("rd") || text.utf8HasSuffix("th")
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
        if text.utf8HasSuffix("am") || text.utf8HasSuffix("pm") {
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

}
