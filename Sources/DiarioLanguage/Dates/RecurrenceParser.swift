internal import DiarioDomain

/// Reads how a task repeats: "every monday", "every other friday", "ogni lunedì", "tutti i giorni",
/// "un venerdì sì e uno no", "every day", "ogni settimana", "ogni mese il 5", "il primo lunedì del mese",
/// "every year on 3 March" (a month or a year is completed by ``DateExpressionParser`` from the words around it).
struct RecurrenceParser: Sendable {
    /// A recurrence found at a token, and the index after it.
    struct Match {
        let rule: RecurrenceRule
        let end: Int
    }

    /// The words a recurrence can start with; any other token is passed over at once.
    static let starts: WordSet = [
        "every", "each", "ogni", "tutti", "tutte", "on", "un", "una", "a", "daily", "weekly", "settimanalmente",
        "quotidianamente", "monthly", "mensilmente", "yearly", "annually", "il", "l'", "the", "primo", "prima",
        "secondo", "seconda", "terzo", "terza", "quarto", "quarta", "ultimo", "ultima", "first", "second", "third",
        "fourth", "last", "fortnightly", "biweekly", "1st", "2nd", "3rd", "4th",
    ]

    /// Words that end a phrase of the nth weekday of every month ("del mese", "of the month", "of every month").
    private static let ofTheMonth: [[String]] = [
        ["del", "mese"], ["di", "ogni", "mese"], ["of", "the", "month"], ["of", "every", "month"],
        ["of", "each", "month"], ["of", "the", "months"], ["di", "tutti", "i", "mesi"], ["in", "the", "month"],
    ]

    // The small sets of a rule's words, looked up rather than built as arrays at every call.
    private static let oneWords: WordSet = ["un", "una"]
    private static let yesWords: WordSet = ["si", "sì"]
    private static let oneAgainWords: WordSet = ["uno", "una"]
    private static let pluralArticles: WordSet = ["i", "le"]
    private static let everyOther: WordSet = ["other", "second", "due", "2", "alternate"]
    private static let dayUnits: WordSet = ["day", "days", "giorno", "giorni"]
    private static let weekUnits: WordSet = ["week", "weeks", "settimana", "settimane"]
    private static let monthUnits: WordSet = ["month", "months", "mese", "mesi"]
    private static let yearUnits: WordSet = ["year", "years", "anno", "anni"]
    private static let beforeOrdinal: WordSet = ["il", "l'", "the", "ogni", "every", "each", "on"]
    private static let everyWords: WordSet = ["ogni", "every", "each"]
    private static let theOrOnBeforeDay: WordSet = ["il", "the", "on"]
    private static let beforeMonthlyDay: WordSet = ["on", "the", "il", "l'", "al", "di", "a"]
    private static let andWords: WordSet = ["and", "e", ","]
    /// After "of the month": words that make it one month ("del mese prossimo", "of the month of March").
    private static let oneMonthOnly: WordSet = ["prossimo", "next", "scorso", "last", "corrente", "di", "of"]

    /// "the 1st monday of the month": ordinals in figures.
    private static let writtenOrdinals: WordMap<Int> = ["1st": 1, "2nd": 2, "3rd": 3, "4th": 4]
    /// The phrases of ``ofTheMonth`` that say "every" ("of every month", "di ogni mese").
    private static let ofEveryMonth = ofTheMonth.filter {
        $0.contains { ["ogni", "every", "each", "tutti"].contains($0) }
    }

    func match(_ tokens: [Token], at i: Int) -> Match? {
        guard tokens[i].traits.contains(.recurrenceStart) else { return nil }
        let word = tokens[i].folded
        // "il primo lunedì del mese", "the last friday of every month", "ogni primo lunedì del mese".
        if let nth = nthWeekdayOfTheMonth(tokens, at: i) { return nth }
        // "ogni 15 del mese", "il 15 di ogni mese", "the 1st of every month".
        if let monthDay = dayOfEveryMonth(tokens, at: i) { return monthDay }
        // Phrases that need no weekday.
        for (words, rule) in Self.fixedPhrasesByFirstWord[word] ?? [] {
            if let end = phrase(tokens, at: i, words) { return Match(rule: rule, end: end) }
        }
        // "un venerdì sì e uno no", "un lunedi si e uno no".
        if Self.oneWords.contains(word), i + 5 < tokens.count, let day = weekday(tokens[i + 1]),
            Self.yesWords.contains(tokens[i + 2].folded), tokens[i + 3].folded == "e",
            Self.oneAgainWords.contains(tokens[i + 4].folded), tokens[i + 5].folded == "no"
        {
            return Match(rule: RecurrenceRule(frequency: .weekly, interval: 2, weekdays: [day]), end: i + 6)
        }
        // "every [other|second] monday [and thursday]", "ogni [due] lunedì [e giovedì]", "tutti i lunedì".
        var index = i
        var interval = 1
        if word == "every" || word == "each" || word == "ogni" {
            index += 1
        } else if (word == "tutti" || word == "tutte"), i + 1 < tokens.count,
            Self.pluralArticles.contains(tokens[i + 1].folded)
        {
            index += 2
        } else if word == "on", i + 1 < tokens.count, let day = weekday(tokens[i + 1]),
            tokens[i + 1].folded.utf8.last == 0x73
        {
            return weekdays(tokens, from: i + 1, first: day, interval: 1)  // "on mondays"
        } else {
            return nil
        }
        guard index < tokens.count else { return nil }
        if Self.everyOther.contains(tokens[index].folded) {
            interval = 2
            index += 1
        }
        guard index < tokens.count else { return nil }
        if let day = weekday(tokens[index]) {
            let match = weekdays(tokens, from: index, first: day, interval: interval)
            return interval == 1 ? everyOtherWeekAfter(match, in: tokens) : match
        }
        if Self.dayUnits.contains(tokens[index].folded) {
            return Match(rule: RecurrenceRule(frequency: .daily, interval: interval), end: index + 1)
        }
        if Self.weekUnits.contains(tokens[index].folded) {
            return Match(rule: RecurrenceRule(frequency: .weekly, interval: interval), end: index + 1)
        }
        // A month or a year without its day yet: DateExpressionParser completes it from the words around.
        if Self.monthUnits.contains(tokens[index].folded) {
            return Match(rule: RecurrenceRule(frequency: .monthly, interval: interval), end: index + 1)
        }
        if Self.yearUnits.contains(tokens[index].folded) {
            return Match(rule: RecurrenceRule(frequency: .yearly, interval: interval), end: index + 1)
        }
        return nil
    }

    /// "ogni mercoledì a settimane alterne", "every tuesday every other week": a weekly rule whose weeks alternate
    /// after its weekdays; otherwise the rule as it was.
    private func everyOtherWeekAfter(_ match: Match, in tokens: [Token]) -> Match {
        guard match.rule.frequency == .weekly, match.end < tokens.count else { return match }
        for words in Self.alternateWeeks {
            if let end = phrase(tokens, at: match.end, words) {
                var rule = match.rule
                rule.interval = 2
                return Match(rule: rule, end: end)
            }
        }
        return match
    }

    private static let alternateWeeks = [
        ["a", "settimane", "alterne"], ["ogni", "due", "settimane"], ["ogni", "2", "settimane"],
        ["every", "other", "week"], ["every", "two", "weeks"], ["every", "2", "weeks"], ["fortnightly"], ["biweekly"],
    ]

    /// "[il|the|ogni|every] primo|first … ultimo|last WEEKDAY del mese|of the month": the nth weekday of every month.
    private func nthWeekdayOfTheMonth(_ tokens: [Token], at i: Int) -> Match? {
        var index = i
        if Self.beforeOrdinal.contains(tokens[index].folded) { index += 1 }
        if index < tokens.count, tokens[index].folded == "the" { index += 1 }  // "on the first monday"
        guard index + 1 < tokens.count,
            let ordinal = DateVocabulary.ordinals[tokens[index].folded] ?? Self.writtenOrdinals[tokens[index].folded],
            ordinal == -1 || (1...4).contains(ordinal), let day = weekday(tokens[index + 1])
        else { return nil }
        let after = index + 2
        guard let of = Self.ofTheMonth.first(where: { phrase(tokens, at: after, $0) != nil }) else { return nil }
        // "del mese prossimo", "of the month of March": one day, not every month.
        let next = after + of.count
        if next < tokens.count,
            Self.oneMonthOnly.contains(tokens[next].folded)
        {
            return nil
        }
        return Match(rule: .monthly(ordinal, day), end: next)
    }

    /// "ogni|every N del mese|of the month" and "[il|the|on the] N di ogni mese|of every month": that day of every
    /// month. "il 15 del mese" alone is one day, not every month.
    private func dayOfEveryMonth(_ tokens: [Token], at i: Int) -> Match? {
        let opening = tokens[i].folded
        let every = Self.everyWords.contains(opening)
        guard every || Self.theOrOnBeforeDay.contains(opening) else { return nil }
        var index = i + 1
        if opening == "on", index < tokens.count, tokens[index].folded == "the" { index += 1 }
        guard index + 1 < tokens.count, let day = Self.dayNumber(tokens[index]) else { return nil }
        let after = index + 1
        let phrases = every ? Self.ofTheMonth : Self.ofEveryMonth
        guard let of = phrases.first(where: { phrase(tokens, at: after, $0) != nil }) else { return nil }
        let next = after + of.count
        if next < tokens.count,
            Self.oneMonthOnly.contains(tokens[next].folded)
        {
            return nil
        }
        return Match(rule: .monthly(onDay: day), end: next)
    }

    /// After "every month" / "ogni mese": "[on] [the|il] 5[th]" or "[on] [the|il] first monday"; the rule and the
    /// index after the phrase, or nil when none follows.
    func monthlyDay(_ tokens: [Token], at start: Int, interval: Int) -> Match? {
        var index = start
        while index < tokens.count, Self.beforeMonthlyDay.contains(tokens[index].folded) {
            index += 1
        }
        guard index < tokens.count else { return nil }
        // A bare number right after "ogni mese" is an amount ("ogni mese 10 pagine"), not a day.
        let introduced = index > start || tokens[index].folded.contains(where: { !$0.isNumber })
        if let ordinal = DateVocabulary.ordinals[tokens[index].folded], index + 1 < tokens.count,
            let day = weekday(tokens[index + 1]), ordinal == -1 || (1...4).contains(ordinal)
        {
            return Match(rule: .monthly(ordinal, day, interval: interval), end: index + 2)
        }
        if introduced, let number = Self.dayNumber(tokens[index]) {
            return Match(rule: .monthly(onDay: number, interval: interval), end: index + 1)
        }
        if let ordinal = DateVocabulary.ordinals[tokens[index].folded], ordinal > 0, ordinal <= 4,
            index + 1 >= tokens.count || weekday(tokens[index + 1]) == nil
        {  // "il primo"
            return Match(rule: .monthly(onDay: ordinal, interval: interval), end: index + 1)
        }
        return nil
    }

    /// A day of the month as typed: "5", "1st", "15th", "1°".
    private static func dayNumber(_ token: Token) -> Int? {
        let digits = token.folded.prefix { $0.isASCII && $0.isNumber }
        let rest = token.folded.dropFirst(digits.count)
        guard !digits.isEmpty, ["", "st", "nd", "rd", "th", "°"].contains(rest), let value = Int(digits),
            (1...31).contains(value)
        else { return nil }
        return value
    }

    /// A first weekday and any that follow with "and" / "e" / ",".
    private func weekdays(_ tokens: [Token], from index: Int, first: Weekday, interval: Int) -> Match {
        var days = [first]
        var end = index + 1
        while end + 1 < tokens.count, Self.andWords.contains(tokens[end].folded),
            let next = weekday(tokens[end + 1])
        {
            days.append(next)
            end += 2
        }
        return Match(rule: RecurrenceRule(frequency: .weekly, interval: interval, weekdays: days), end: end)
    }

    /// A weekday name, singular or plural ("monday", "mondays", "lunedì").
    func weekday(_ token: Token) -> Weekday? {
        let word = token.folded
        if let day = DateVocabulary.weekdays[word] { return day }
        if word.utf8.last == 0x73, let day = DateVocabulary.weekdays[String(word.dropLast())] { return day }
        return nil
    }

    private static let fixedPhrases: [([String], RecurrenceRule)] = [
        (["every", "other", "day"], RecurrenceRule(frequency: .daily, interval: 2)),
        (["un", "giorno", "si", "e", "uno", "no"], RecurrenceRule(frequency: .daily, interval: 2)),
        (["a", "giorni", "alterni"], RecurrenceRule(frequency: .daily, interval: 2)),
        (["daily"], RecurrenceRule(frequency: .daily)),
        (["every", "day"], RecurrenceRule(frequency: .daily)),
        (["each", "day"], RecurrenceRule(frequency: .daily)),
        (["tutti", "i", "giorni"], RecurrenceRule(frequency: .daily)),
        (["ogni", "giorno"], RecurrenceRule(frequency: .daily)),
        (["weekly"], RecurrenceRule(frequency: .weekly)),
        (["tutte", "le", "settimane"], RecurrenceRule(frequency: .weekly)),
        (["ogni", "settimana"], RecurrenceRule(frequency: .weekly)),
        (["settimanalmente"], RecurrenceRule(frequency: .weekly)),
        (["quotidianamente"], RecurrenceRule(frequency: .daily)),
        (["monthly"], RecurrenceRule(frequency: .monthly)),
        (["mensilmente"], RecurrenceRule(frequency: .monthly)),
        (["yearly"], RecurrenceRule(frequency: .yearly)),
        (["annually"], RecurrenceRule(frequency: .yearly)),
        // Every other week, in the words students use; the weekday comes from the words around.
        (["fortnightly"], RecurrenceRule(frequency: .weekly, interval: 2)),
        (["biweekly"], RecurrenceRule(frequency: .weekly, interval: 2)),
        (["every", "fortnight"], RecurrenceRule(frequency: .weekly, interval: 2)),
        (["a", "settimane", "alterne"], RecurrenceRule(frequency: .weekly, interval: 2)),
        (["ogni", "quindici", "giorni"], RecurrenceRule(frequency: .weekly, interval: 2)),
        (["ogni", "15", "giorni"], RecurrenceRule(frequency: .weekly, interval: 2)),
        (["every", "two", "weeks"], RecurrenceRule(frequency: .weekly, interval: 2)),
        (["ogni", "seconda", "settimana"], RecurrenceRule(frequency: .weekly, interval: 2)),
        // A time of every day.
        (["ogni", "sera"], RecurrenceRule(frequency: .daily)),
        (["ogni", "mattina"], RecurrenceRule(frequency: .daily)),
        (["ogni", "pomeriggio"], RecurrenceRule(frequency: .daily)),
        (["tutte", "le", "sere"], RecurrenceRule(frequency: .daily)),
        (["tutte", "le", "mattine"], RecurrenceRule(frequency: .daily)),
        (["every", "evening"], RecurrenceRule(frequency: .daily)),
        (["every", "morning"], RecurrenceRule(frequency: .daily)),
        (["every", "night"], RecurrenceRule(frequency: .daily)),
    ]
    /// ``fixedPhrases`` by their first word, each group in the list's order.
    private static let fixedPhrasesByFirstWord = WordMap(Dictionary(grouping: fixedPhrases, by: { $0.0.first ?? "" }))

    func phrase(_ tokens: [Token], at i: Int, _ words: [String]) -> Int? {
        guard i + words.count <= tokens.count else { return nil }
        for (offset, word) in words.enumerated() where tokens[i + offset].folded != word { return nil }
        return i + words.count
    }
}
