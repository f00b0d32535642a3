internal import DiarioDomain
import Foundation

/// Lists of tasks asked for, and the lines for the coach that sit beside them in the order of checks.
extension IntentRouter {
    /// The work a question with a date may ask to be listed ("compiti per domani?").
    private static let listedWork: WordSet = [
        "compiti", "verifiche", "verifica", "homework", "tests", "test", "tasks", "task", "due", "scadenze",
        "interrogazioni", "esami", "exams", "hw",
    ]
    /// Words of work other than tests ("compiti" unless "in classe" follows).
    private static let workOtherThanTests: WordSet = [
        "compiti", "homework", "hw", "task", "tasks", "cose", "stuff", "todo", "impegni", "scadenze", "deadlines",
    ]
    /// "how", "why": a question of how, not a list ("show me how to…").
    private static let howOrWhy: WordSet = ["how", "come", "why", "perche"]
    /// "scadenze", "deadlines": opening a line, they name what is due.
    private static let deadlineWords: WordSet = ["scadenze", "deadlines"]
    /// Question words that open a line asking what is due.
    private static let askingOpenings: WordSet = ["what", "which", "cosa", "che", "quali", "quale", "any"]
    /// "any", "qualcosa": opening a question of what is coming.
    private static let anythingWords: WordSet = ["any", "anything", "something", "qualcosa", "niente"]

    /// Whether the line asks for a list of work ("compiti per domani?", "deadlines this week"); `words` are the folded
    /// words of `tokens`.
    func isListRequest(_ words: [String], tokens: [Token], questionMark: Bool, hasDate: Bool) -> Bool {
        if let match = Self.opening(Self.list, at: 0, in: words, tokens: tokens) {
            // "show me how to…" is a question, not a list.
            return !(words.count > match.end && Self.howOrWhy.contains(words[match.end]))
        }
        // "scadenze di storia della settimana prossima", "deadlines this week": the plural of deadlines opening a
        // line names what is due; with a colon after it ("deadlines: essay friday") it heads a task.
        if let first = words.first, Self.deadlineWords.contains(first), words.dropFirst().first != ":" {
            return true
        }
        // "compiti per domani?", "any tests this week?", "what hw do i have for monday": a question (a question
        // mark, or a question word first) about work and a date.
        let opensAsking =
            words.first.map(Self.askingOpenings.contains) ?? false
        guard questionMark || opensAsking, hasDate else { return false }
        return words.contains(where: Self.listedWork.contains)
            && !words.contains(where: Self.howOrWhy.contains)
    }

    /// Whether a list request names tests and nothing else it could list: a word of tests ("verifiche", "tests",
    /// "compiti in classe", "orals"), and no word of homework or of tasks as a whole.
    static func asksOnlyForTests(_ words: [String]) -> Bool {
        guard testWordIndex(in: words) != nil else { return false }
        // "compiti in classe" are tests.
        return !words.indices.contains { index in
            Self.workOtherThanTests.contains(words[index])
                && !words.dropFirst(index + 1).starts(with: ["in", "classe"])
        }
    }

    /// "che c'è per geografia?", "anything for math tomorrow?", "c'è qualcosa per domani": a question opening
    /// that lists when the rest names a subject or a day, or nothing more; "any … coming up" whatever it names.
    /// `words` are the folded words of `tokens`.
    func isQuestionAboutTasks(_ words: [String], tokens: [Token], hasDate: Bool) -> Bool {
        // "any history stuff coming up", "qualcosa di storia in arrivo": asking what is coming (the opening word first,
        // the words of coming only after one).
        if let first = words.first, Self.anythingWords.contains(first),
            words.contains("upcoming")
                || zip(words, words.dropFirst()).contains(where: {
                    $0 == "coming" && $1 == "up" || $0 == "in" && $1 == "arrivo"
                })
        {
            return true
        }
        guard let match = Self.opening(Self.askAbout, at: 0, in: words, tokens: tokens) else { return false }
        return hasDate || match.end == words.count || subjects.detect(inWords: Array(words[match.end...])) != nil
    }

    func isForTheCoach(_ tokens: [Token], words: [String], lineTraits: WordTraits, questionMark: Bool) -> Bool {
        if lineTraits.contains(.coach) {
            // "consiglio di classe" is a meeting, not a request for advice.
            let masked = Set(Self.notForTheCoach.matches(in: words).flatMap { Array($0.start..<$0.end) })
                .union(topicalFeelings(tokens, words: words))
            if tokens.indices.contains(where: { tokens[$0].traits.contains(.coach) && !masked.contains($0) }) {
                return true
            }
        }
        if !Self.coachPhrases.matches(in: words, tokens: tokens, starts: .coachPhraseStart).isEmpty { return true }
        guard let first = tokens.first(where: \.isMeaningful) else { return false }
        return questionMark || (first.traits.contains(.question) && words.count >= 3 && first.folded != "do")
    }

    func zipNext(_ words: [String], _ phrase: String...) -> Bool {
        guard words.count >= phrase.count else { return false }
        for start in 0...(words.count - phrase.count) where words[start..<(start + phrase.count)].elementsEqual(phrase)
        {
            return true
        }
        return false
    }

    /// The days a list request asks about: a week, a weekend, or the day named; nil for the default agenda.
    func listRange(_ tokens: [Token], today: CalendarDay, due: CalendarDay?) -> DayRange? {
        let words = tokens.map(\.folded)
        let sunday = today.adding(days: 7 - today.weekday.rawValue)
        if zipNext(words, "next", "week") || zipNext(words, "prossima", "settimana")
            || zipNext(words, "settimana", "prossima")
        {
            return DayRange(sunday.adding(days: 1), sunday.adding(days: 7))
        }
        if zipNext(words, "this", "week") || zipNext(words, "questa", "settimana") || words.contains("week")
            || words.contains("settimana")
        {
            return DayRange.schoolWeek(from: today)
        }
        if words.contains("weekend") || zipNext(words, "fine", "settimana") {
            return DayRange(today.weekday.rawValue >= 6 ? today : sunday.adding(days: -1), sunday)
        }
        return due.map { DayRange($0, $0) }
    }
}
