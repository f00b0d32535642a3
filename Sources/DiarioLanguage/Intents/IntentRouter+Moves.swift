internal import DiarioDomain

/// Moves: a task named and its new day, said with a verb of moving, "now" / "instead", a new deadline, a day that no
/// longer holds, or a shift ("di due giorni"): the rules of docs/natural-language.md, "Intents that never surprise".
extension IntentRouter {
    /// "from tuesday to thursday", "non è più mercoledì ma venerdì": the words before the old day and the new one.
    private static let movedFromWords: WordSet = ["from", "da", "dal", "dalla", "piu", "anymore"]
    /// The words before a move's new day.
    private static let movedToWords: WordSet = ["to", "a", "al", "alla", "till", "ma", "but"]
    /// "metti il progetto al 15": the words that place a task on a day.
    private static let placedOnWords: WordSet = ["a", "al", "alla", "all'", "to", "on"]

    /// "sposta la verifica di storia a giovedì", "the physics test was moved to Monday", "math test moved to
    /// dec 3": a move word and a new day. The task returned describes the task to move (its title without the
    /// move and date words, subject, kind) and carries the new day and time.
    func movedTask(
        _ tokens: [Token], words: [String], from start: Int, due: DueExpression, line: String, today: CalendarDay
    ) throws(LanguageError) -> (task: ParsedTask, byDays: Int?)? {
        // Every kind of move needs a word of moving or one of ``moveCues``: most lines have neither.
        guard tokens.contains(where: { !$0.traits.isDisjoint(with: [.move, .moveCue]) }) else { return nil }
        // "add: revise for the latin test (the one that got moved) on wednesday" asks for a task to be written.
        if let opening = words[start...].first(where: { $0 != "\u{0}" && !$0.isEmpty }),
            IntentVocabulary.taskWritingOpenings.contains(opening)
        {
            return nil
        }
        if let instead = try insteadMove(tokens, words: words, from: start, line: line, today: today) {
            return instead
        }
        if let now = try nowMove(tokens, words: words, from: start, line: line, today: today) {
            return now
        }
        // "il test non è più giovedì ma lunedì", "the bio test is not on friday anymore but monday": a day that no
        // longer holds, then the new one.
        let noLonger = Self.noLonger(words)
        // "bio lab report - new deadline friday", "nuova scadenza per la relazione: lunedì".
        let newDeadline = Self.newDeadline(words)
        guard due.repeatRule == nil,
            noLonger != nil || newDeadline != nil || tokens.anyHas(.move)
        else {
            return nil
        }
        var due = due
        var byDays: Int?
        // "from tuesday to thursday", "da giovedì a sabato", "dal 20 al 22": the first day is the old one, the day
        // after "to" / "a" / "al" the new one.
        // "non è più mercoledì ma venerdì" likewise: the day after "ma" / "but" is the new one.
        if let first = due.consumed.first,
            Self.movedFromWords.contains(words[first.lowerBound])
                || first.lowerBound > 0 && Self.movedFromWords.contains(words[first.lowerBound - 1]) || noLonger != nil,
            let to = words[(first.lowerBound + 1)...].firstIndex(where: Self.movedToWords.contains)
        {
            let later = try dates.parse(Array(tokens[to...]), today: today)
            if let day = later.day {
                due.day = day
                let start =
                    Self.movedFromWords.contains(words[first.lowerBound]) ? first.lowerBound : first.lowerBound - 1
                due.consumed =
                    [start..<max(first.upperBound, to + 1)]
                    + later.consumed.map { ($0.lowerBound + to)..<($0.upperBound + to) }
            }
        }
        if let noLonger {
            // The day that no longer holds must be followed by the new one, and the task named by its kind or subject.
            guard due.consumed.count > 1,
                tokens.anyHas(.kindStart) || subjects.detect(inTokens: tokens) != nil
            else { return nil }
            due.consumed += noLonger.map { $0..<($0 + 1) }
        }
        if due.day == nil {
            guard let shift = Self.shift(words) else { return nil }
            byDays = shift.days
            due.consumed.append(shift.range)
        }
        // The first word after greetings and a polite request ("ok can you move…").
        var first = words[start...].firstIndex { $0 != "\u{0}" && !$0.isEmpty } ?? start
        if let polite = Self.politeRequests.longest(at: first, in: words), polite.end < words.count {
            first = polite.end
        }
        // "bring forward the art project", "move up the test": a verb and its particle.
        // "bring forward the test", "bring the music test forward": the particle right after the verb, or after the task.
        let particleIndex =
            first + 1 < words.count && ["forward", "up", "avanti"].contains(words[first + 1])
            ? first + 1 : words[first...].prefix(8).firstIndex { $0 == "forward" && words[first] == "bring" }
        let particle = particleIndex != nil
        // "metti il progetto al 15" places a task on a day; "metti la tuta per domani" is a task of its own.
        let placed =
            IntentVocabulary.placingOpenings.contains(words[first]) && first + 1 < words.count
            && IntentVocabulary.leadingArticles.contains(words[first + 1])
            && due.consumed.first.map { range in
                Self.placedOnWords.contains(words[range.lowerBound])
                    || range.lowerBound > 0 && Self.placedOnWords.contains(words[range.lowerBound - 1])
            } == true
        // "philo essay, push back 3 days": the verb opens the clause after the task.
        // A weak verb ("push", "change") there needs a direction or a destination after it ("PE: change clothes
        // friday" is a task).
        let clauseVerb = words[first...].indices.first { index in
            guard index > first, tokens[index - 1].kind == .symbol, IntentVocabulary.moveOpenings.contains(words[index])
            else { return false }
            let next = index + 1 < words.count ? words[index + 1] : ""
            return !IntentVocabulary.weakMoveOpenings.contains(words[index])
                || ["back", "forward", "to", "a", "al", "alla", "avanti", "indietro", "by", "di"].contains(next)
        }
        let opensFirst =
            IntentVocabulary.moveOpenings.contains(words[first]) || particle && words[first] == "bring" || placed
        let opens = opensFirst || clauseVerb != nil
        guard
            opens || noLonger != nil || newDeadline != nil
                || words.contains(where: { IntentVocabulary.movedWords.contains($0) })
        else {
            return nil
        }
        // "push the math test to friday" moves a task; "push the code to github by friday" is one.
        let verb = clauseVerb ?? first
        if opens, IntentVocabulary.weakMoveOpenings.contains(words[verb]) || placed,
            !tokens.anyHas(.kindStart), subjects.detect(inTokens: tokens) == nil
        {
            return nil
        }
        var removed = [Bool](repeating: false, count: tokens.count)
        for run in due.consumed { for index in run { removed[index] = true } }
        for index in tokens.indices
        where IntentVocabulary.movedWords.contains(words[index]) || index < start
            || newDeadline?.contains(index) == true
            || (opensFirst && (start...first).contains(index))
            || (opensFirst && index == particleIndex)
            || clauseVerb.map({ [$0 - 1, $0].contains(index) }) == true
        {
            removed[index] = true
        }
        return try movedTask(tokens, words: words, due: due, removed: removed, line: line, today: today).map {
            ($0, byDays)
        }
    }

    /// The words without which no move but one said with a verb of moving is read: the pivots of ``insteadMove`` and
    /// ``nowMove``, the words of ``noLonger(_:)`` and the first words of ``newDeadline(_:)``.
    /// A word of ``noLonger(_:)`` or of ``newDeadline(_:)`` added there must be added here too, or the move it
    /// reads is never tried.
    static let moveCues: [String] =
        Array(insteadPivots) + ["prima", "anymore", "longer", "piu", "extended"] + Array(IntentVocabulary.nowWords)
        + Array(newDeadlinePairs.keys)

    /// The words before the old day of an "instead" move ("invece", "originally"; "prima" too, before "era").
    private static let insteadPivots: WordSet = ["invece", "instead", "originally", "previously"]

    /// "new deadline", "nuova data": the second words after each first word.
    private static let newDeadlinePairs: WordMap<[String]> = [
        "new": ["deadline", "date"], "nuova": ["scadenza", "data"],
    ]

    /// The words of a new deadline in a line ("new deadline", "new date", "nuova scadenza", "nuova data", "extended
    /// to", "extended by"), or nil. Its first words are among ``moveCues``.
    static func newDeadline(_ words: [String]) -> [Int]? {
        return words.indices.dropLast().first { index in
            Self.newDeadlinePairs[words[index]]?.contains(words[index + 1]) == true
                || words[index] == "extended" && ["to", "till", "until", "by"].contains(words[index + 1])
        }.map { [$0, $0 + 1] }
    }

    /// The words of "no longer" in a line ("non … più", "not … anymore", "no longer"), or nil when it has none. Its
    /// words are among ``moveCues``.
    static func noLonger(_ words: [String]) -> [Int]? {
        if let more = words.firstIndex(of: "anymore"), let not = words[..<more].lastIndex(where: { $0 == "not" }) {
            return [not, more]
        }
        if let no = words.indices.dropLast().first(where: { words[$0] == "no" && words[$0 + 1] == "longer" }) {
            return [no, no + 1]
        }
        if let more = words.firstIndex(of: "piu"), let not = words[..<more].lastIndex(of: "non"), more - not <= 2 {
            return Array(not...more)
        }
        return nil
    }

    /// "la consegna va alle 18 invece che alle 14", "il tema lo faccio domani invece che oggi", "essay friday
    /// instead of thursday": the day or time before "invece" / "instead" is the new one, the one after it the old,
    /// left out of the task's name. A new time alone keeps the task's day. The line must name the task's kind or
    /// subject, and the new day must not be past.
    private func insteadMove(
        _ tokens: [Token], words: [String], from start: Int, line: String, today: CalendarDay
    ) throws(LanguageError) -> (task: ParsedTask, byDays: Int?)? {
        // "(prima era martedì)", "originally tuesday": the old day after them too.
        guard
            let pivot = words.indices.first(where: { index in
                Self.insteadPivots.contains(words[index])
                    || words[index] == "prima" && index + 1 < words.count && words[index + 1] == "era"
            }), pivot > start
        else {
            return nil
        }
        let old = try dates.parse(Array(tokens[pivot...]), today: today)
        let new = try dates.parse(Array(tokens[..<pivot]), today: today)
        // A task's kind or subject must be named ("faccio storia invece di geografia" has no task to move), and a
        // new day already past tells what happened ("ieri l'abbiamo fatta alle 10 invece che alle 12").
        guard old.day != nil || old.time != nil, new.day != nil || new.time != nil, new.repeatRule == nil,
            new.day.map({ $0 >= today }) ?? true,
            tokens.anyHas(.kindStart) || subjects.detect(inTokens: tokens) != nil,
            let oldEnd = old.consumed.map(\.upperBound).max()
        else { return nil }
        var removed = [Bool](repeating: false, count: tokens.count)
        for index in tokens.indices where index < start || (pivot..<(pivot + oldEnd)).contains(index) {
            removed[index] = true
        }
        for run in new.consumed { for index in run { removed[index] = true } }
        // "va alle 18 invece che alle 14": the same day, another time.
        return try move(tokens, words: words, to: new, removed: removed, line: line, today: today)
    }

    /// "the spanish oral is now on monday", "monday now for the spanish oral", "ora la verifica di mate è giovedì",
    /// "l'interrogazione invece venerdì": a new day beside "now" ("ora", "adesso", "invece", "instead"), with nothing
    /// between them but small words, the task named on the other side of the word (before the day when the word ends
    /// the line: "the oral is on thursday instead"; after an opening "ora", before "è" / "is" and the day). A new
    /// time alone keeps the task's day. "per ora", "for now", "un'ora", "a che ora", "ora di mate" and questions are
    /// no such line.
    private func nowMove(
        _ tokens: [Token], words: [String], from start: Int, line: String, today: CalendarDay
    ) throws(LanguageError) -> (task: ParsedTask, byDays: Int?)? {
        guard !tokens.endsWithQuestionMark,
            let pivot = words.indices.first(where: { index in
                index >= start && IntentVocabulary.nowWords.contains(words[index])
                    && !(index > 0 && IntentVocabulary.notNowBefore.contains(words[index - 1]))
                    && !(index > 0 && tokens[index - 1].kind == .number)
                    && !(index + 1 < words.count && ["di", "del", "della", "in"].contains(words[index + 1]))
            })
        else { return nil }
        /// Whether the words in `range` name the task: a kind of work or a subject.
        func namesTask(_ range: Range<Int>) -> Bool {
            guard !range.isEmpty else { return false }
            let named = Array(tokens[range])
            return named.anyHas(.kindStart) || subjects.detect(inTokens: named) != nil
        }
        func isGlue(_ range: Range<Int>) -> Bool { words[range].allSatisfy(IntentVocabulary.nowMoveGlue.contains) }
        // The day right after the word ("the oral is now on monday"), or after the task's name and "è" ("ora la
        // verifica è giovedì"), else right before the word ("monday now for the oral"): the word, the small words
        // between and the day's own words are no part of the task's name.
        var new = DueExpression()
        var dayWords: Range<Int>?
        let after = try dates.parse(Array(tokens[(pivot + 1)...]), today: today)
        let dayStart = after.consumed.first.map { pivot + 1 + $0.lowerBound }
        let dayEnd = pivot + 1 + (after.consumed.map(\.upperBound).max() ?? 0)
        let opensClause = pivot == start || pivot > 0 && tokens[pivot - 1].kind == .symbol
        // The copula is the raw "è" ("e" is also "and"), "is" or "sarà", right before the day or as its first word.
        let copula = dayStart.flatMap { dayStart -> Int? in
            ((pivot + 2)..<min(dayStart + 1, words.count)).last { index in
                (["è", "e'", "é"].contains(tokens[index].text.lowercased()) || ["is", "sara"].contains(words[index]))
                    && words[(index + 1)..<max(index + 1, dayStart)].allSatisfy(
                        ["il", "lo", "la", "l'", "on"].contains)
            }
        }
        if let dayStart, after.day != nil || after.time != nil, isGlue((pivot + 1)..<dayStart), namesTask(start..<pivot)
        {
            new = after
            dayWords = (pivot + 1)..<dayEnd
        } else if let copula, after.day != nil || after.time != nil, opensClause, namesTask((pivot + 1)..<copula) {
            new = after
            dayWords = copula..<dayEnd
        } else {
            let before = try dates.parse(Array(tokens[start..<pivot]), today: today)
            // "monday now for the oral", or the word last: "the oral is on thursday instead".
            let endsLine = !tokens[(pivot + 1)...].contains(where: \.isMeaningful)
            if let first = before.consumed.map(\.lowerBound).min(), let last = before.consumed.map(\.upperBound).max(),
                before.day != nil, isGlue((start + last)..<pivot),
                namesTask((pivot + 1)..<tokens.count) || endsLine && namesTask(start..<(start + first))
            {
                new = before
                dayWords = (start + first)..<pivot
            }
        }
        guard let dayWords, new.day.map({ $0 >= today }) ?? true, new.repeatRule == nil else { return nil }
        var removed = [Bool](repeating: false, count: tokens.count)
        for index in tokens.indices where index < start || index == pivot || dayWords.contains(index) {
            removed[index] = true
        }
        // "la verifica ora è alle 11": the same day, another time.
        return try move(tokens, words: words, to: new, removed: removed, line: line, today: today)
    }

    /// The move of the task `tokens` name (less the `removed` ones) to the day of `new`, or to its time alone on the
    /// task's own day (`byDays` 0) when the line names a time and no day.
    private func move(
        _ tokens: [Token], words: [String], to new: DueExpression, removed: [Bool], line: String, today: CalendarDay
    ) throws(LanguageError) -> (task: ParsedTask, byDays: Int?)? {
        var new = new
        new.consumed = []
        let timeOnly = new.dayFollowsTime
        if timeOnly { new.day = nil }
        guard let task = try movedTask(tokens, words: words, due: new, removed: removed, line: line, today: today)
        else { return nil }
        return (task, timeOnly ? 0 : nil)
    }

    /// The task a move names: `tokens` less the `removed` ones and the words that glue them to the move, due as
    /// `due` says; nil when no name is left.
    private func movedTask(
        _ tokens: [Token], words: [String], due: DueExpression, removed: [Bool], line: String, today: CalendarDay
    ) throws(LanguageError) -> ParsedTask? {
        var removed = removed
        var dropped = due
        // The words that glue the name to the move ("was", "è stata", "to", "a"): dropped where they touch a
        // dropped word, so that "verifica di storia" keeps its "di".
        var changed = true
        while changed {
            changed = false
            for index in tokens.indices where !removed[index] && IntentVocabulary.moveGlue.contains(words[index]) {
                let touches =
                    (index > 0 && removed[index - 1]) || (index + 1 < tokens.count && removed[index + 1])
                    || tokens.indices.last == index
                if touches {
                    removed[index] = true
                    changed = true
                }
            }
        }
        dropped.consumed = tokens.indices.filter { removed[$0] }.map { $0..<($0 + 1) }
        let reading = try taskParser.parse(tokens: tokens, line: line, today: today, due: dropped)
        return reading.task.title.isEmpty ? nil : reading.task
    }

    /// The units of a shift and their days ("di due giorni", "back a week").
    private static let shiftUnits: WordMap<Int> = [
        "day": 1, "days": 1, "giorno": 1, "giorni": 1, "week": 7, "weeks": 7, "settimana": 7, "settimane": 7,
    ]
    /// Words that lead a shift's amount ("back a week", "di due giorni").
    private static let shiftLeads: WordSet = ["back", "forward", "avanti", "indietro", "di", "by", "of"]

    /// "back a week", "di due giorni", "by 3 days", "forward a day": how far a move shifts a task from its own day
    /// (earlier with "anticipa", "earlier", "forward"), and the words that say it.
    static func shift(_ words: [String]) -> (days: Int, range: Range<Int>)? {
        for index in words.indices.dropFirst() {
            guard let unit = Self.shiftUnits[words[index]] else { continue }
            // "alla settimana dopo", "to the week after", "al giorno seguente": one unit later.
            if index + 1 < words.count,
                ["dopo", "after", "seguente", "successiva", "successivo"].contains(words[index + 1]),
                ["la", "alla", "al", "the", "a", "il"].contains(words[index - 1])
            {
                var start = index - 1
                if start > 0, ["to", "a"].contains(words[start - 1]) { start -= 1 }
                return (unit, start..<(index + 2))
            }
            let amountWord = words[index - 1]
            guard
                let amount = Int(amountWord) ?? DateVocabulary.smallNumbers[amountWord]
                    ?? (amountWord == "una" ? 1 : nil)
            else { continue }
            var start = index - 1
            while start > 0, Self.shiftLeads.contains(words[start - 1]) { start -= 1 }
            guard start < index - 1 || amount > 0 else { continue }
            let earlier = words.contains { ["anticipa", "anticipare", "earlier", "forward", "prima"].contains($0) }
            return ((earlier ? -1 : 1) * amount * unit, start..<(index + 1))
        }
        return nil
    }
}
