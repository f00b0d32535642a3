public import DiarioDomain
import Foundation

/// What a line of free text asks Diario to do.
public enum Intent: String, CaseIterable, Sendable {
    case addTask = "add_task"
    case listTasks = "list_tasks"
    case completeTask = "complete_task"
    case moveTask = "move_task"
    case quiz
    case prepareTest = "prepare_test"
    case listTests = "list_tests"
    case addCard = "add_card"
    case coach
    case addSubject = "add_subject"
    case setLanguage = "set_language"
    case logStudy = "log_study"
    case stats
    case setGoal = "set_goal"
    case help
    case unknown
}

/// A line understood: its intent, the language it was written in, and the fields the intent needs.
public struct ParsedUtterance: Equatable, Sendable {
    /// What is asked.
    public var intent: Intent
    /// The language the line was written in; nil for an empty line.
    public var language: InterfaceLanguage?
    /// The task to file (`add_task`), or the task to move with its new day and time (`move_task`).
    public var task: ParsedTask?
    /// The subject named, for every intent but `add_task` (whose subject is in ``task``).
    public var subjectKey: String?
    /// The task named (`complete_task`), or what the student said (`coach`).
    public var text: String?
    /// The days asked about (`list_tasks`); nil means the default agenda.
    public var range: DayRange?
    /// Minutes studied (`log_study`).
    public var minutes: Int?
    /// When the study began, when the line says ("dalle 15 alle 16"; `log_study`).
    public var startTime: TimeOfDay?
    /// How many days ago the study was: 1 for "ieri" / "yesterday" (`log_study`); 0 otherwise.
    public var daysAgo = 0
    /// The stretch asked about (`stats`): this week unless the line names the month or the term.
    public var period: StatsPeriod?
    /// The targets of a goal and the kind of term it names (`set_goal`).
    public var goal: ParsedGoal?
    /// The new subject's name (`add_subject`).
    public var subjectName: String?
    /// The language to switch to (`set_language`).
    public var targetLanguage: InterfaceLanguage?
    /// The card's two sides (`add_card`).
    public var front: String?
    /// The card's back (`add_card`).
    public var back: String?
    /// For a line left `unknown`, the task it would be if filed anyway (asked about before it is); nil otherwise.
    public var unsureTask: ParsedTask?

    /// Creates an utterance with only an intent and a language.
    public init(intent: Intent, language: InterfaceLanguage?) {
        self.intent = intent
        self.language = language
    }
}

/// Routes a line to one of the intents of the natural-language contract and fills its fields.
///
/// The order of the checks is the order of specificity: help, language switch, new subject, new card,
/// preparing a test, quiz, the coming tests, goal, study log, statistics, move, completion, listing, coach; then a task when the line has anything of a
/// task (a date, a kind, a subject, a priority, a filler, an opening verb of doing); else unknown. Pure:
/// "today" and "now" are given by the caller.
public struct IntentRouter: Sendable {
    let taskParser: NaturalLanguageTaskParser
    let subjects: SubjectDetectionService
    /// The subject detector the router reads subjects with (one index per subject list, shared with the parser).
    public var subjectDetector: SubjectDetectionService { subjects }
    private let dates = DateExpressionParser()
    let durations = StudyDurationParser()
    private let guesser = LanguageGuesser()

    private static let openings = PhraseIndex(IntentVocabulary.openings.map { ($0, ()) })
    private static let addSubject = PhraseIndex(IntentVocabulary.addSubject.map { ($0, ()) })
    private static let addCard = PhraseIndex(IntentVocabulary.addCard.map { ($0, ()) })
    private static let quiz = PhraseIndex(IntentVocabulary.quiz.map { ($0, ()) })
    private static let prepareTest = PhraseIndex(IntentVocabulary.prepareTest.map { ($0, ()) })
    private static let stats = PhraseIndex(IntentVocabulary.stats.map { ($0, ()) })
    static let goalOpenings = PhraseIndex(IntentVocabulary.goalOpenings.map { ($0, ()) })
    private static let complete = PhraseIndex(IntentVocabulary.complete.map { ($0, ()) })
    private static let completeSuffixes = IntentVocabulary.completeSuffixes.map { Tokenizer.words(of: $0) }
        .sorted { $0.count > $1.count }
    private static let list = PhraseIndex(IntentVocabulary.list.map { ($0, ()) })
    private static let askAbout = PhraseIndex(IntentVocabulary.askAbout.map { ($0, ()) })
    static let notForTheCoach = PhraseIndex(IntentVocabulary.notForTheCoach.map { ($0, ()) })
    private static let studied = PhraseIndex(IntentVocabulary.studied.map { ($0, ()) })
    private static let coachPhrases = PhraseIndex(IntentVocabulary.coachPhrases.map { ($0, ()) })
    private static let completeSuffixEnds = Set(completeSuffixes.compactMap(\.last))

    /// Creates a router that knows the student's subjects (all built-ins when the list is empty).
    public init(subjects: [Subject] = []) {
        let detector = subjects.isEmpty ? SubjectDetectionService() : SubjectDetectionService(subjects: subjects)
        taskParser = NaturalLanguageTaskParser(detector: detector)
        self.subjects = detector
    }

    /// Understands `line` as seen on `today` at `now` (a time with no day is the next such time; today when
    /// `now` is nil); `fallback` is the language assumed when the line could be either.
    public func route(_ line: String, today: CalendarDay, now: TimeOfDay? = nil, fallback: InterfaceLanguage)
        throws(LanguageError) -> ParsedUtterance
    {
        try NaturalLanguageTaskParser.refuseTooLong(line)
        let tokens = Tokenizer.tokenize(line)
        guard tokens.contains(where: { $0.kind != .quoted }) else {
            return ParsedUtterance(intent: .unknown, language: tokens.isEmpty ? nil : fallback)
        }
        let allWords = tokens.map { $0.kind == .quoted ? "\u{0}" : $0.folded }
        let language = guesser.guess(tokens, original: line, fallback: fallback)
        var result = ParsedUtterance(intent: .unknown, language: language)

        // Slash commands name their intent; the rest of the line is read as usual.
        if let slash = slashCommand(tokens, line: line) {
            return try route(slash, line: line, tokens: tokens, today: today, now: now, into: result)
        }

        // Greetings and "please" at the start say nothing.
        var start = 0
        while let opening = Self.openings.longest(at: start, in: allWords), opening.end < allWords.count {
            start = opening.end
            while start < tokens.count, tokens[start].kind == .symbol { start += 1 }
        }
        let words = start == 0 ? allWords : Array(allWords[start...])
        let rest = start == 0 ? tokens : Array(tokens[start...])
        // Help phrases are short: the joined line is built only for short lines.
        let joined = words.count <= 6 ? rest.filter(\.isMeaningful).map(\.folded).joined(separator: " ") : ""
        let questionMark = tokens.last?.text == "?"

        if IntentVocabulary.help.contains(joined) || (tokens.count == 1 && tokens[0].text == "?") {
            result.intent = .help
            return result
        }
        let lineTraits = WordTraits.union(of: rest)
        if lineTraits.contains(.languageName), let target = languageRequest(words) {
            result.intent = .setLanguage
            result.targetLanguage = target
            return result
        }
        if let match = Self.addSubject.prefix(of: words), match.end < words.count {
            result.intent = .addSubject
            let name = NaturalLanguageTaskParser.title(line, rest, kept: Array(match.end..<rest.count))
                .trimmingCharacters(in: CharacterSet(charactersIn: "\"“”'"))
            result.subjectName = name
            result.subjectKey = Subject.key(forName: name)
            return result
        }
        let hasCardSeparator = zip(tokens, tokens.dropFirst()).contains {
            $0.text == ":" && $1.text == ":" && $0.text.endIndex == $1.text.startIndex
        }
        if hasCardSeparator || (Self.addCard.prefix(of: words).map { $0.end < words.count } ?? false) {
            return card(line, rest: rest, words: words, into: result)
        }
        let due = try dates.parse(tokens, today: today, now: now)
        // "prepara la verifica di storia": getting ready for a test; with a date it is a task to file.
        if due.day == nil, let match = Self.prepareTest.prefix(of: words), Self.testWordIndex(in: words) != nil {
            result.intent = .prepareTest
            result.subjectKey = subjects.detect(inWords: Array(words[match.end...]))
            return result
        }
        if let match = Self.quiz.prefix(of: words), due.day == nil || match.length > 1 && words[0] != "quiz" {
            result.intent = .quiz
            result.subjectKey = subjects.detect(inWords: Array(words[match.end...]))
            return result
        }
        if due.day == nil, isTestQuestion(rest, words: words, lineTraits: lineTraits) {
            result.intent = .listTests
            result.subjectKey = subjects.detect(inWords: words)
            return result
        }
        if let goal = goal(rest, words: words, line: line) {
            result.intent = .setGoal
            result.goal = goal
            return result
        }
        if Self.studied.prefix(of: words) != nil, let session = studySession(rest) {
            result.intent = .logStudy
            result.minutes = session.minutes
            result.startTime = session.start
            result.daysAgo = session.daysAgo
            result.subjectKey = subjects.detect(inWords: session.otherWords)
            return result
        }
        // "stats", "show my progress in math"; a long line that merely starts so is something else.
        if let match = Self.stats.prefix(of: words), words.count - match.end <= 4 {
            result.intent = .stats
            result.period = Self.statsPeriod(Array(words[match.end...]))
            result.subjectKey = subjects.detect(inWords: Array(words[match.end...]))
            return result
        }
        if let moved = try movedTask(tokens, words: allWords, due: due, line: line, today: today) {
            result.intent = .moveTask
            result.task = moved
            return result
        }
        if let completed = completion(line, rest: rest, words: words) {
            result.intent = .completeTask
            result.text = completed.title
            result.subjectKey = subjects.detect(inWords: completed.words)
            return result
        }
        if isListRequest(words, questionMark: questionMark, hasDate: due.day != nil)
            || isQuestionAboutTasks(words, hasDate: due.day != nil)
        {
            result.intent = .listTasks
            result.range = listRange(rest, today: today, due: due.day)
            result.subjectKey = subjects.detect(inWords: words)
            return result
        }
        if isForTheCoach(rest, words: words, lineTraits: lineTraits, questionMark: questionMark) {
            result.intent = .coach
            result.text = NaturalLanguageTaskParser.title(line, tokens, kept: Array(tokens.indices), capitalized: false)
            result.subjectKey = subjects.detect(inWords: words)
            return result
        }
        let reading = try taskParser.parse(tokens: tokens, line: line, today: today, due: due)
        // A date and nothing else ("il secondo giorno di dicembre") is a task still to be named.
        let onlyADate = reading.task.title.isEmpty && due.day != nil && due.repeatRule == nil
        if (reading.hasTaskSignal || looksLikeTask(words)) && !reading.task.title.isEmpty || onlyADate {
            result.intent = .addTask
            result.task = reading.task
        } else {
            result.unsureTask = reading.task
        }
        return result
    }

    /// The task `line` describes, whatever its intent would be: what `diario add` files.
    public func task(from line: String, today: CalendarDay, now: TimeOfDay? = nil) throws(LanguageError)
        -> ParsedTask
    {
        try taskParser.parse(line, today: today, now: now)
    }

    // MARK: - Intents

    /// "/add …", "/lista", "/done …": the intent the slash command names, by any of its names in the one table of
    /// command names (``CommandName``); a command that only shows or manages something is no intent of its own.
    private func slashCommand(_ tokens: [Token], line: String) -> Intent? {
        guard tokens.count >= 2, tokens[0].text == "/", tokens[0].kind == .symbol, tokens[1].kind == .word,
            tokens[0].text.endIndex == tokens[1].text.startIndex
        else { return nil }
        guard let command = CommandName(typed: tokens[1].folded) else { return .unknown }
        switch command {
        case .add: return .addTask
        case .list: return .listTasks
        case .done: return .completeTask
        case .quiz: return .quiz
        case .card: return .addCard
        case .coach: return .coach
        case .help: return .help
        case .lang: return .setLanguage
        case .study: return .logStudy
        case .stats: return .stats
        case .subjects: return .addSubject
        case .goals: return .setGoal
        case .exams: return .listTests
        case .prepare: return .prepareTest
        case .edit, .move, .delete, .undo, .timer, .start, .stop, .terms, .achievements, .parse, .export, .import,
            .backup, .restore, .cards, .drill, .srs, .plan, .new, .doctor, .completions, .manualPage:
            return .unknown
        }
    }

    private func route(
        _ intent: Intent, line: String, tokens: [Token], today: CalendarDay, now: TimeOfDay?,
        into result: ParsedUtterance
    )
        throws(LanguageError) -> ParsedUtterance
    {
        var result = result
        result.intent = intent
        let rest = Array(tokens.dropFirst(2))
        let words = rest.map { $0.kind == .quoted ? "\u{0}" : $0.folded }
        let restText = NaturalLanguageTaskParser.title(line, rest, kept: Array(rest.indices))
        switch intent {
        case .addTask:
            let restLine = String(line[(tokens.count > 2 ? tokens[2].text.startIndex : line.endIndex)...])
            result.task = try taskParser.parse(restLine, today: today, now: now)
        case .listTasks:
            result.range = listRange(rest, today: today, due: try dates.parse(rest, today: today, now: now).day)
            result.subjectKey = subjects.detect(inWords: words)
        case .completeTask:
            result.text = restText
            result.subjectKey = subjects.detect(inWords: words)
        case .quiz, .stats, .coach, .prepareTest, .listTests:
            result.subjectKey = subjects.detect(inWords: words)
            if intent == .coach { result.text = restText }
            if intent == .stats { result.period = Self.statsPeriod(words) }
        case .addCard:
            return card(line, rest: rest, words: words, into: result)
        case .setLanguage:
            result.targetLanguage = words.lazy.compactMap { IntentVocabulary.languageNames[$0] }.first
                .flatMap { InterfaceLanguage(code: $0) }
            if result.targetLanguage == nil { result.intent = .unknown }
        case .logStudy:
            let session = studySession(rest)
            result.minutes = session?.minutes
            result.startTime = session?.start
            result.daysAgo = session?.daysAgo ?? 0
            result.subjectKey = subjects.detect(inWords: session?.otherWords ?? words)
        case .setGoal:
            result.goal = goal(rest, words: words, line: line, opened: true)
            if result.goal == nil { result.intent = .unknown }
        case .addSubject:
            result.subjectName = restText
            result.subjectKey = Subject.key(forName: restText)
        case .help, .unknown, .moveTask:  // no slash command names a move: it is said in words
            break
        }
        return result
    }

    /// "add card Capital of France :: Paris", "carta: front :: back".
    private func card(_ line: String, rest: [Token], words: [String], into result: ParsedUtterance) -> ParsedUtterance {
        var result = result
        result.intent = .addCard
        let prefixEnd = Self.addCard.prefix(of: words)?.end ?? 0
        var body = NaturalLanguageTaskParser.title(line, rest, kept: Array(prefixEnd..<rest.count))
        if let separator = body.range(of: "::") {
            result.front = body[..<separator.lowerBound].trimmingCharacters(in: .whitespaces)
            result.back = body[separator.upperBound...].trimmingCharacters(in: .whitespaces)
        } else {
            body = body.trimmingCharacters(in: .whitespaces)
            result.front = body.isEmpty ? nil : body
        }
        result.subjectKey = subjects.detect(inWords: words)
        return result
    }

    /// "done: math homework", "ho finito i compiti di matematica", "segna X come fatto", "math homework done".
    private func completion(_ line: String, rest: [Token], words: [String]) -> (title: String, words: [String])? {
        var start = 0
        var end = words.count
        if let match = Self.complete.prefix(of: words) {
            start = match.end
        }
        var suffixFound = false
        let endsLikeDone = Self.completeSuffixEnds.contains(words.last ?? "")
        for suffix in Self.completeSuffixes
        where endsLikeDone && words.count > suffix.count && words.suffix(suffix.count).elementsEqual(suffix) {
            end = words.count - suffix.count
            suffixFound = true
            break
        }
        guard start > 0 || suffixFound else { return nil }
        // "mark" and "segna" need their closing words ("as done", "come fatto").
        if start > 0, ["mark", "segna", "check", "tick"].contains(words[0]), !suffixFound { return nil }
        while start < end, rest[start].kind == .symbol || IntentVocabulary.leadingArticles.contains(words[start]) {
            start += 1
        }
        guard start < end else { return nil }
        end = endBeforeRecipient(words, from: start, to: end)
        let title = NaturalLanguageTaskParser.title(line, rest, kept: Array(start..<end))
        return title.isEmpty ? nil : (title, Array(words[start..<end]))
    }

    private func isListRequest(_ words: [String], questionMark: Bool, hasDate: Bool) -> Bool {
        if let match = Self.list.prefix(of: words) {
            // "show me how to…" is a question, not a list.
            return !(words.count > match.end && ["how", "come", "why", "perche"].contains(words[match.end]))
        }
        // "compiti per domani?", "any tests this week?": a question about work and a date.
        guard questionMark, hasDate else { return false }
        let about: Set<String> = [
            "compiti", "verifiche", "verifica", "homework", "tests", "test", "tasks", "task", "due", "scadenze",
            "interrogazioni", "esami", "exams",
        ]
        return words.contains { about.contains($0) }
            && !words.contains { ["how", "come", "why", "perche"].contains($0) }
    }

    /// "che c'è per geografia?", "anything for math tomorrow?", "c'è qualcosa per domani": a question opening
    /// that lists when the rest names a subject or a day, or nothing more.
    private func isQuestionAboutTasks(_ words: [String], hasDate: Bool) -> Bool {
        guard let match = Self.askAbout.prefix(of: words) else { return false }
        return hasDate || match.end == words.count || subjects.detect(inWords: Array(words[match.end...])) != nil
    }

    private func isForTheCoach(_ tokens: [Token], words: [String], lineTraits: WordTraits, questionMark: Bool) -> Bool {
        if lineTraits.contains(.coach) {
            // "consiglio di classe" is a meeting, not a request for advice.
            let masked = Set(Self.notForTheCoach.matches(in: words).flatMap { Array($0.start..<$0.end) })
            if tokens.indices.contains(where: { tokens[$0].traits.contains(.coach) && !masked.contains($0) }) {
                return true
            }
        }
        if !Self.coachPhrases.matches(in: words, tokens: tokens, starts: .coachPhraseStart).isEmpty { return true }
        guard let first = tokens.first(where: \.isMeaningful) else { return false }
        return questionMark || (first.traits.contains(.question) && words.count >= 3 && first.folded != "do")
    }

    private func zipNext(_ words: [String], _ phrase: String...) -> Bool {
        guard words.count >= phrase.count else { return false }
        for start in 0...(words.count - phrase.count) where words[start..<(start + phrase.count)].elementsEqual(phrase)
        {
            return true
        }
        return false
    }

    /// The days a list request asks about: a week, a weekend, or the day named; nil for the default agenda.
    private func listRange(_ tokens: [Token], today: CalendarDay, due: CalendarDay?) -> DayRange? {
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
