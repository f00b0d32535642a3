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
    /// Whether no day was said and `day` is the next day of `time` ("alle 18": today, or tomorrow once it is past).
    public var dayFollowsTime = false
}

/// Reads due dates and times in Italian and English from tokens, relative to an injected "today" (and, for a
/// time with no day, the time now).
///
/// It covers the rules of docs/natural-language.md: relative days, weekdays ("friday", "venerdì prossimo",
/// "lunedì 7", "wednesday next week"), holidays, numeric dates, day and month names and ordinals ("27 novembre",
/// "the first of March", "1° marzo"), the nth weekday of a month, spans ("in 3 days", "fra due mesi", "three
/// fridays from now") and clock times ("at 9am", "15:30", "alle tre e un quarto", "mezzogiorno"). The first
/// date phrase and the first time phrase win.
public struct DateExpressionParser: Sendable {
    private let recurrence = RecurrenceParser()

    /// Day phrases made of fixed words, and the day each one means.
    enum FixedDay: Equatable, Sendable {
        case offset(Int), thisEvening, nextWeek, lastWeek, sundayOfThisWeek, weekend, endOfMonth

        func day(from today: CalendarDay) -> CalendarDay {
            switch self {
            case .offset(let days): return today.adding(days: days)
            case .thisEvening: return today
            case .nextWeek: return today.adding(days: 8 - today.weekday.rawValue)
            case .lastWeek: return today.adding(days: -6 - today.weekday.rawValue)
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
            ("the day before yesterday", .offset(-2)), ("day before yesterday", .offset(-2)),
            ("l'altro ieri", .offset(-2)), ("altro ieri", .offset(-2)), ("ieri l'altro", .offset(-2)),
            ("right now", .offset(0)), ("in giornata", .offset(0)),
            ("this evening", .thisEvening), ("this morning", .thisEvening), ("this afternoon", .thisEvening),
            ("questa sera", .thisEvening), ("questa mattina", .thisEvening), ("sta sera", .thisEvening),
            ("sta mattina", .thisEvening), ("in the morning", .thisEvening), ("in the afternoon", .thisEvening),
            ("in the evening", .thisEvening), ("nel pomeriggio", .thisEvening), ("in serata", .thisEvening),
            ("nella serata", .thisEvening), ("in mattinata", .thisEvening), ("verso sera", .thisEvening),
            ("la sera", .thisEvening), ("alla sera", .thisEvening), ("nella sera", .thisEvening),
            ("la serata", .thisEvening), ("la mattina", .thisEvening), ("in the am", .thisEvening),
            ("next week", .nextWeek), ("la prossima settimana", .nextWeek), ("prossima settimana", .nextWeek),
            ("settimana prossima", .nextWeek), ("the following week", .nextWeek),
            ("last week", .lastWeek), ("past week", .lastWeek), ("previous week", .lastWeek),
            ("the previous week", .lastWeek), ("la settimana scorsa", .lastWeek), ("settimana scorsa", .lastWeek),
            ("la scorsa settimana", .lastWeek), ("scorsa settimana", .lastWeek), ("della settimana scorsa", .lastWeek),
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

    // Small sets of words the phrases are made of, looked up rather than written out as arrays at each place: an
    // array of strings is built and destroyed at every call.
    private static let ofLinks: WordSet = ["di", "of"]
    private static let atOnceWords: WordSet = ["adesso", "subito", "immediatamente"]
    private static let beforeYearlyDate: WordSet = ["on", "the", "il", "l'", "al", "a", ","]
    private static let beforeWeeklyDay: WordSet = ["on", "il", "di", "the", "ogni", "every", "each", "of"]
    private static let ofBeforeLater: WordSet = ["of", "di", "del", "in"]
    private static let afterWords: WordSet = ["dopo", "after"]
    private static let articles: WordSet = ["la", "il", "lo", "l'", "the"]

    /// Creates a parser.
    public init() {}

    /// Finds the due day and time in `tokens` as seen on `today`; a time with no day is the next such time
    /// after `now` (today if still ahead, else tomorrow; today when `now` is not given). Throws
    /// ``LanguageError/impossibleDate(text:)`` or ``LanguageError/impossibleTime(text:)`` for a phrase that
    /// looks like a date or time but cannot be one.
    public func parse(_ tokens: [Token], today: CalendarDay, now: TimeOfDay? = nil) throws(LanguageError)
        -> DueExpression
    {
        let lastMeaningful = tokens.lastIndex(where: \.isMeaningful) ?? -1
        var result = DueExpression()
        var past: (day: CalendarDay, range: Range<Int>)?
        var index = 0
        while index < tokens.count {
            // The token's fields read in place (``Token``).
            let traits = tokens[index].traits
            let leadingDigit = Self.startsWithDigit(tokens, at: index)
            let startsDay = leadingDigit || traits.contains(.dayStart)
            let startsTime = leadingDigit || traits.contains(.timeStart)
            guard startsDay || startsTime || traits.contains(.recurrenceStart) else {
                index += 1
                continue
            }
            if result.repeatRule == nil, let match = recurrence.match(tokens, at: index),
                result.day == nil || Self.lacksItsDay(match.rule)
            {
                let completed = try completed(match, in: tokens, known: result.day, today: today, now: now)
                // "il 15 di ogni mese", "the 1st of every month": the linking word goes with the rule.
                let links = result.day != nil && index > 0 && Self.ofLinks.contains(tokens[index - 1].folded)
                result.repeatRule = completed.rule
                // A start the line names ("dal 15 gennaio, ogni mese") counts from that day.
                result.day = completed.rule.firstOccurrence(onOrAfter: max(result.day ?? today, today))
                result.consumed.append((links ? index - 1 : index)..<completed.end)
                result.consumed += completed.more
                index = completed.end
            } else if result.day == nil, startsDay,
                let match = try matchDay(tokens, at: index, today: today, now: now, lastMeaningful: lastMeaningful)
            {
                let start = markerStart(tokens, before: index, markers: DateVocabulary.dueMarkers)
                // "adesso", "subito" alone are today only when no other day is named ("adesso l'orale è giovedì").
                let nowAlone = match.end == index + 1 && Self.atOnceWords.contains(tokens[index].folded)
                if match.day < today || nowAlone {
                    // "yesterday", "last tuesday": a past day is the due date only when no other day is named.
                    if past == nil { past = (match.day, start..<match.end) }
                } else {
                    result.day = match.day
                    result.consumed.append(start..<match.end)
                }
                index = match.end
            } else if result.time == nil, startsTime, let match = try matchTime(tokens, at: index) {
                result.time = match.time
                let start = markerStart(tokens, before: index, markers: DateVocabulary.timeLeads)
                result.consumed.append(start..<match.end)
                index = match.end
            } else {
                index += 1
            }
        }
        if result.day == nil, let past {
            result.day = past.day
            result.consumed.append(past.range)
        }
        if result.day == nil, let time = result.time {
            result.day = now.map { time > $0 } == false ? today.adding(days: 1) : today
            result.dayFollowsTime = true
        }
        return result
    }

    // MARK: - Recurrence

    /// A rule that names no day yet: "every month", "every year", "every other week".
    private static func lacksItsDay(_ rule: RecurrenceRule) -> Bool {
        switch rule.frequency {
        case .daily: false
        case .weekly: rule.weekdays.isEmpty
        case .monthly: rule.monthDay == nil && rule.nthWeekday == nil
        case .yearly: rule.month == nil
        }
    }

    /// A rule found at a recurrence phrase, with its day read from the words after it ("ogni mese il 5", "every year
    /// on 3 March", "every other week on Tuesday"), else from a day the line named before it (`known`: "il 5 di ogni
    /// mese"), else from today (the first occurrence's day, as RFC 5545's DTSTART). Returns the rule, the index after
    /// the words read, and the runs of other tokens read for it.
    private func completed(
        _ match: RecurrenceParser.Match, in tokens: [Token], known: CalendarDay?, today: CalendarDay, now: TimeOfDay?
    ) throws(LanguageError) -> (rule: RecurrenceRule, end: Int, more: [Range<Int>]) {
        let rule = match.rule
        guard Self.lacksItsDay(rule) else { return (rule, match.end, []) }
        switch rule.frequency {
        case .monthly:
            if let day = recurrence.monthlyDay(tokens, at: match.end, interval: rule.interval) {
                return (day.rule, day.end, [])
            }
            return (.monthly(onDay: (known ?? today).day, interval: rule.interval), match.end, [])
        case .yearly:
            var start = match.end
            while start < tokens.count, Self.beforeYearlyDate.contains(tokens[start].folded) {
                start += 1
            }
            if start < tokens.count,
                let date = try matchDay(tokens, at: start, today: today, now: now, lastMeaningful: tokens.count - 1)
            {
                return (.yearly(month: date.day.month, day: date.day.day, interval: rule.interval), date.end, [])
            }
            let day = known ?? today
            return (.yearly(month: day.month, day: day.day, interval: rule.interval), match.end, [])
        case .weekly:
            // "every other week on Tuesday", "ogni due settimane … il martedì": the weekday the line names.
            for index in match.end..<tokens.count {
                guard let day = recurrence.weekday(tokens[index]) else { continue }
                var from = index
                while from > match.end,
                    Self.beforeWeeklyDay.contains(tokens[from - 1].folded)
                {
                    from -= 1
                }
                var weekly = rule
                weekly.weekdays = [day]
                return (weekly, match.end, [from..<(index + 1)])
            }
            guard let known else { return (rule, match.end, []) }
            var weekly = rule
            weekly.weekdays = [known.weekday]
            return (weekly, match.end, [])
        case .daily:
            return (rule, match.end, [])
        }
    }

    // MARK: - Days

    private func matchDay(_ tokens: [Token], at i: Int, today: CalendarDay, now: TimeOfDay?, lastMeaningful: Int)
        throws(LanguageError) -> (day: CalendarDay, end: Int)?
    {
        let word = tokens[i].folded
        if tokens[i].kind == .quoted { return nil }

        if let offset = DateVocabulary.relativeDays[word] {
            var end = i + 1
            if end < tokens.count, DateVocabulary.partsOfDay.contains(tokens[end].folded) { end += 1 }
            return (today.adding(days: offset), end)
        }
        if let match = Self.fixedPhrases.longest(at: i, in: tokens.lazyFolded), !isPartOfLater(match, tokens) {
            return (match.value.day(from: today), match.end)
        }
        if let match = holiday(tokens, at: i, today: today) { return match }
        if let match = try nthWeekdayOfMonth(tokens, at: i, today: today) { return match }
        if let match = try dayRange(tokens, at: i, today: today, lastMeaningful: lastMeaningful) { return match }
        if let match = try weekdayPhrase(tokens, at: i, today: today, lastMeaningful: lastMeaningful) { return match }
        if let match = try numericDate(tokens, at: i, today: today) { return match }
        if let match = try namedMonthDate(tokens, at: i, today: today) { return match }
        if let match = try dayOfMonthAlone(tokens, at: i, today: today, lastMeaningful: lastMeaningful) {
            return match
        }
        if let match = span(tokens, at: i, today: today, now: now) { return match }
        return nil
    }

    /// Whether a fixed phrase only leads a later one: "last week of September", "nella serata di domani", "the
    /// evening of friday" name the later day.
    private func isPartOfLater(_ match: PhraseIndex<FixedDay>.Match, _ tokens: [Token]) -> Bool {
        guard match.end + 1 < tokens.count, Self.ofBeforeLater.contains(tokens[match.end].folded) else {
            return false
        }
        let next = tokens[match.end + 1].folded
        switch match.value {
        case .lastWeek: return true
        case .thisEvening: return DateVocabulary.relativeDays[next] != nil || DateVocabulary.weekdays[next] != nil
        default: return false
        }
    }

    /// "Natale", "la Befana", and "dopo Natale" / "after Easter" (the day after).
    private func holiday(_ tokens: [Token], at i: Int, today: CalendarDay) -> (day: CalendarDay, end: Int)? {
        var index = i
        var after = 0
        if Self.afterWords.contains(tokens[i].folded) {
            after = 1
            index += 1
            if index < tokens.count, Self.articles.contains(tokens[index].folded) { index += 1 }
        }
        guard index < tokens.count, let match = Self.holidays.longest(at: index, in: tokens.lazyFolded) else {
            return nil
        }
        // "dopo la Befana" is the day after the next Befana, even when the Befana is today.
        guard let day = match.value.next(onOrAfter: today) else { return nil }
        return (day.adding(days: after), match.end)
    }

    // MARK: - Helpers

    /// Whether the token starts with a digit ("27", "27th", "3pm", "15h00").
    static func startsWithDigit(_ token: Token) -> Bool { opensWithDigit(token.kind, token.folded) }

    /// ``startsWithDigit(_:)`` of token `index`, read in place (``Token``).
    static func startsWithDigit(_ tokens: [Token], at index: Int) -> Bool {
        opensWithDigit(tokens[index].kind, tokens[index].folded)
    }

    /// Whether a token of this kind and folded word opens with a digit (quoted text never does).
    private static func opensWithDigit(_ kind: Token.Kind, _ folded: String) -> Bool {
        kind != .quoted && folded.utf8.first.map { (0x30...0x39).contains($0) } == true
    }

    /// The index where a phrase starts, including the markers just before it ("due", "per", "a").
    func markerStart(_ tokens: [Token], before index: Int, markers: WordSet) -> Int {
        var start = index
        while start > 0, markers.contains(tokens[start - 1].folded) { start -= 1 }
        return start
    }

    /// Whether the number at `i` follows a counting word ("pages 10-20") and so is no date.
    func isCounted(_ tokens: [Token], at i: Int) -> Bool {
        var j = i - 1
        while j >= 0, j >= i - 3, tokens[j].kind == .symbol { j -= 1 }
        guard j >= 0, DateVocabulary.countingWords.contains(tokens[j].folded) else { return false }
        // "10 to 20", "3 e 4" count; "push it to 12/1", "sposta a venerdì" do not.
        guard DateVocabulary.rangeJoiners.contains(tokens[j].folded) else { return true }
        return j > 0 && tokens[j - 1].kind == .number
    }
}
