public import DiarioDomain

/// A goal typed in words: "obiettivo: 40 ore di matematica e 300 carte questo trimestre".
public struct ParsedGoal: Equatable, Sendable {
    /// The goal in the student's words: the line without its opening ("40 ore di matematica questo trimestre").
    public var title: String
    /// The targets, in the order typed.
    public var targets: [GoalTarget]
    /// The kind of term named ("questo trimestre", "this term"), if any.
    public var termKind: TermKind?
    /// Minutes of study a day, when the goal is only that ("2h al giorno", "45 min a day"): the daily goal, not a
    /// goal over a term.
    public var dailyMinutes: Int? = nil
}

/// Study sessions, progress questions and goals (issue 14; docs/natural-language.md, "Progress").
extension IntentRouter {
    /// A study session in the line: a duration ("per un'ora") or a span ("dalle 15 alle 16"), the day ("ieri"),
    /// and the words left for the subject.
    func studySession(_ tokens: [Token]) -> (
        minutes: Int, start: TimeOfDay?, daysAgo: Int, otherWords: [String]
    )? {
        var used: Range<Int>
        let minutes: Int
        var start: TimeOfDay?
        if let span = durations.span(tokens) {
            (start, minutes, used) = (span.start, span.minutes, span.range)
        } else if let duration = durations.parse(tokens) {
            (minutes, used) = (duration.minutes, duration.range)
        } else {
            return nil
        }
        var daysAgo = 0
        var others: [String] = []
        for index in tokens.indices where !used.contains(index) {
            let word = tokens[index].folded
            if let days = IntentVocabulary.daysAgo[word] {
                daysAgo = max(daysAgo, days)
            } else {
                others.append(word)
            }
        }
        return (minutes, start, daysAgo, others)
    }

    /// A progress question's request: its period and the subject it names. "statistics" there is the progress
    /// asked for, not the topic of mathematics.
    func statsRequest(_ words: [String]) -> Request {
        let named = words.map { IntentVocabulary.statsNouns.contains($0) ? "\u{0}" : $0 }
        return .stats(period: Self.statsPeriod(words), subjectKey: subjects.detect(inWords: named))
    }

    /// The period a progress question names: the month, the term, else the week.
    static func statsPeriod(_ words: [String]) -> StatsPeriod {
        if words.contains(where: IntentVocabulary.monthWords.contains) { return .month }
        if words.contains(where: { IntentVocabulary.termWords[$0] != nil }) { return .term }
        return .week
    }

    /// A goal in `tokens` (of `line`): an opening ("obiettivo", "my goal is", "voglio fare") or a slash command,
    /// then at least one amount with its unit; each target's subject is read in the words up to the next amount.
    func goal(_ tokens: [Token], words: [String], line: String, opened: Bool = false) -> ParsedGoal? {
        let opening = Self.opening(Self.goalOpenings, at: 0, in: words, tokens: tokens)
        guard opened || opening != nil else { return nil }
        // "my goal was 3 hours a day but…" tells of a goal; only a reader sure the line sets one (`opened`) reads it.
        if !opened && words.contains(where: Self.pastCopulas.contains) { return nil }
        var found: [(target: GoalTarget, end: Int, start: Int)] = []
        var index = 0
        while index < tokens.count {
            if let amount = goalAmount(tokens, at: index) {
                found.append((amount.target, amount.end, index))
                index = amount.end
            } else {
                index += 1
            }
        }
        guard !found.isEmpty else { return nil }
        var targets: [GoalTarget] = []
        for (position, entry) in found.enumerated() {
            var target = entry.target
            let end = position + 1 < found.count ? found[position + 1].start : tokens.count
            let between = tokens[entry.end..<end].map(\.folded).filter { IntentVocabulary.termWords[$0] == nil }
            if target.metric != .quizAccuracy || !between.isEmpty {
                target.subjectKey = subjects.detect(inWords: between)
            }
            targets.append(target)
        }
        let termKind = words.lazy.compactMap { IntentVocabulary.termWords[$0] }.first
        var start = opening?.end ?? 0
        while start < tokens.count, tokens[start].kind == .symbol { start += 1 }
        let title = NaturalLanguageTaskParser.title(line, tokens, kept: Array(start..<tokens.count))
        var parsed = ParsedGoal(title: title, targets: targets, termKind: termKind)
        // One amount of time, of no subject, a day: the daily goal.
        if targets.count == 1, let only = targets.first, only.metric == .minutesStudied, only.subjectKey == nil,
            termKind == nil, Self.saysPerDay(words)
        {
            parsed.dailyMinutes = Int(only.amount)
        }
        return parsed
    }

    /// The words that name a goal ("obiettivo: …", "goal …").
    private static let goalNouns: WordSet = ["obiettivo", "goal", "traguardo"]

    /// "voglio studiare 30 minuti al giorno", "i want to study 10 hours a week", "mi pongo l'obiettivo di ripassare 20
    /// carte al giorno": a wish or the word "goal", an amount, and a day, a week or a term it is for. Such a line sets
    /// a goal; it is no task to file and no session done. Without a wish, "goal", "obiettivo" or "traguardo" must be
    /// among the first two words, and the line must not be told in the past: else it tells of a goal ("mi sono data
    /// l'obiettivo di 3 ore al giorno ma mi distraggo", "my goal was 3 hours a day").
    func wishedGoal(_ tokens: [Token], words: [String], line: String) -> ParsedGoal? {
        let wishes = Self.opening(Self.goalWishes, at: 0, in: words, tokens: tokens) != nil
        guard wishes || words.prefix(2).contains(where: Self.goalNouns.contains),
            !words.contains(where: Self.pastCopulas.contains),
            Self.saysPerDay(words) || Self.saysPerWeek(words)
                || words.contains(where: { IntentVocabulary.termWords[$0] != nil })
        else { return nil }
        return goal(tokens, words: words, line: line, opened: true)
    }

    /// "a settimana", "a week", "per week", "weekly", "ogni settimana", "this week", "questa settimana".
    private static func saysPerWeek(_ words: [String]) -> Bool { says(perWeek, in: words) }

    /// "al giorno", "a day", "per day", "/day", "giornaliero", "daily", "ogni giorno", "every day".
    private static func saysPerDay(_ words: [String]) -> Bool { says(perDay, in: words) }

    private static let perWeek = wordsOf([
        "a settimana", "alla settimana", "a week", "per week", "/ week", "weekly", "settimanale", "ogni settimana",
        "every week", "each week", "this week", "questa settimana", "x settimana",
    ])

    private static let perDay = wordsOf([
        "al giorno", "a day", "per day", "/ day", "/day", "giornaliero", "daily", "ogni giorno", "every day",
        "each day", "al di", "x giorno",
    ])

    private static func wordsOf(_ phrases: [String]) -> [[String]] {
        phrases.map { $0.split(separator: " ").map(String.init) }
    }

    /// Whether one of `phrases` stands in `words`, as whole words in a row. Words of plain ASCII letters are
    /// compared word by word; any other word (a space in it, a letter Foundation may match with another) is
    /// compared as the joined line was before, so that both read alike.
    private static func says(_ phrases: [[String]], in words: [String]) -> Bool {
        guard words.allSatisfy({ $0.utf8.allSatisfy { $0 > 0x20 && $0 < 0x80 || $0 == 0 } }) else {
            let joined = " " + words.joined(separator: " ") + " "
            return phrases.contains { joined.contains(" " + $0.joined(separator: " ") + " ") }
        }
        for start in words.indices {
            for phrase in phrases where start + phrase.count <= words.count {
                if phrase.indices.allSatisfy({ words[start + $0] == phrase[$0] }) { return true }
            }
        }
        return false
    }

    /// "40 ore", "300 carte", "25 tasks", "90%", "90 per cento": one target, and where it ends.
    private func goalAmount(_ tokens: [Token], at i: Int) -> (target: GoalTarget, end: Int)? {
        let word = tokens[i].folded
        // "10h", "1h30": a duration written as one word.
        if word.first?.isNumber == true, Double(word) == nil,
            let duration = durations.parse(Array(tokens[i...])), duration.range.lowerBound == 0
        {
            return (GoalTarget(metric: .minutesStudied, amount: Double(duration.minutes)), i + duration.range.count)
        }
        guard let number = Double(word) ?? DateVocabulary.smallNumbers[word].map(Double.init), number > 0,
            i + 1 < tokens.count
        else { return nil }
        let unit = tokens[i + 1].folded
        if unit == "%" || (unit == "per" && i + 2 < tokens.count && tokens[i + 2].folded == "cento") {
            return (GoalTarget(metric: .quizAccuracy, amount: number), i + (unit == "%" ? 2 : 3))
        }
        if let duration = durations.parse(Array(tokens[i...])), duration.range.lowerBound == 0 {
            return (GoalTarget(metric: .minutesStudied, amount: Double(duration.minutes)), i + duration.range.count)
        }
        guard let metric = IntentVocabulary.goalUnits[unit] else { return nil }
        var end = i + 2
        // "25 tasks done", "300 carte ripassate": the participle belongs to the unit.
        if end < tokens.count, IntentVocabulary.goalUnitParticiples.contains(tokens[end].folded) { end += 1 }
        return (GoalTarget(metric: metric, amount: number), end)
    }
}

extension IntentRouter {
    /// The goal `line` states, with or without an opening ("obiettivo: …"); nil when it names no amount with a unit.
    public func goal(in line: String) -> ParsedGoal? {
        let tokens = Tokenizer.tokenize(line)
        return goal(tokens, words: tokens.foldedWords, line: line, opened: true)
    }
}
