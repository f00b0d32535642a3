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
    case search
    case addMaterial = "add_material"
    case addLesson = "add_lesson"
    case addGrade = "add_grade"
    case gradeNeeded = "grade_needed"
    case help
    case unknown
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
    let dates = DateExpressionParser()
    let durations = StudyDurationParser()
    private let guesser = LanguageGuesser()
    /// The student's timetable, read only when a line names a lesson as its due date; nil when there is none.
    public var timetable: @Sendable () -> SchoolCalendar? = { nil }
    /// The second reader: the learned intent model (``IntentModel/bundled``); nil lets the grammar decide alone.
    public var intentModel: IntentModel? = IntentModel.bundled

    private static let openings = PhraseIndex(IntentVocabulary.openings.map { ($0, ()) })
    private static let addSubject = PhraseIndex(IntentVocabulary.addSubject.map { ($0, ()) })
    static let subjectLists = PhraseIndex(IntentVocabulary.subjectLists.map { ($0, ()) })
    private static let addCard = PhraseIndex(IntentVocabulary.addCard.map { ($0, ()) })
    private static let quiz = PhraseIndex(IntentVocabulary.quiz.map { ($0, ()) })
    private static let prepareTest = PhraseIndex(IntentVocabulary.prepareTest.map { ($0, ()) })
    private static let drillRequests = PhraseIndex(IntentVocabulary.drillRequests.map { ($0, ()) })
    private static let stats = PhraseIndex(IntentVocabulary.stats.map { ($0, ()) })
    static let goalOpenings = PhraseIndex(IntentVocabulary.goalOpenings.map { ($0, ()) })
    static let goalWishes = PhraseIndex(IntentVocabulary.goalWishes.map { ($0, ()) })
    static let complete = PhraseIndex(IntentVocabulary.complete.map { ($0, ()) })
    static let completeSuffixes = IntentVocabulary.completeSuffixes.map { Tokenizer.words(of: $0) }
        .sorted { $0.count > $1.count }
    static let list = PhraseIndex(IntentVocabulary.list.map { ($0, ()) })
    static let politeRequests = PhraseIndex(IntentVocabulary.politeRequests.map { ($0, ()) })
    static let askAbout = PhraseIndex(IntentVocabulary.askAbout.map { ($0, ()) })
    static let notForTheCoach = PhraseIndex(IntentVocabulary.notForTheCoach.map { ($0, ()) })
    static let studied = PhraseIndex(IntentVocabulary.studied.map { ($0, ()) })
    static let coachPhrases = PhraseIndex(IntentVocabulary.coachPhrases.map { ($0, ()) })
    static let completeSuffixEnds = WordSet(completeSuffixes.compactMap(\.last))
    static let searchOpenings = PhraseIndex(IntentVocabulary.searchOpenings.map { ($0, ()) })
    /// The first word of every help phrase.
    private static let helpFirstWords = WordSet(
        IntentVocabulary.help.map { String($0.split(separator: " ", omittingEmptySubsequences: false)[0]) })

    /// The probability at or above which the model's language head decides a line's language over the word lists.
    static let languageSure = 0.8

    /// Creates a router that knows the student's subjects (all built-ins when the list is empty).
    public init(subjects: [Subject] = []) {
        let detector = subjects.isEmpty ? SubjectDetectionService() : SubjectDetectionService(subjects: subjects)
        taskParser = NaturalLanguageTaskParser(detector: detector)
        self.subjects = detector
    }

    /// Understands `line` as seen on `today` at `now` (a time with no day is the next such time; today when
    /// `now` is nil); `fallback` is the language assumed when the line could be either.
    public func route(_ line: String, today: CalendarDay, now: TimeOfDay? = nil, fallback: InterfaceLanguage)
        throws(LanguageError) -> Utterance
    {
        try NaturalLanguageTaskParser.refuseTooLong(line)
        let (tokens, typos) = TypoForgiveness.corrected(Tokenizer.tokenize(line))
        guard tokens.contains(where: { $0.kind != .quoted }) else {
            return Utterance(.unknown(unsureTask: nil), language: tokens.isEmpty ? nil : fallback, confidence: 0)
        }
        let language = guesser.guess(tokens, original: line, fallback: fallback)
        // The line's dates, read once for both readers; an impossible date is an error only where a date is read.
        let dated = Result { () throws(LanguageError) in try dates.parse(tokens, today: today, now: now) }
        let facts = LineFacts(tokens, router: self)
        let request = try request(line, tokens: tokens, words: facts.words, dated: dated, today: today, now: now)
        let doubt = doubt(
            about: request, tokens: tokens, facts: facts, line: line, typos: typos, dated: try? dated.get(),
            today: today)
        var grammar = Utterance(
            request, language: language, confidence: doubt.confidence, alternative: doubt.alternative)
        // A slash command names its intent: nothing to decide.
        guard slashCommand(tokens, line: line) == nil, let model = intentModel else { return grammar }
        let readDates = (try? dated.get()) ?? DueExpression()
        let features = modelFeatures(tokens, facts: facts, dated: readDates, today: today)
        // The model's language head reads the language too, and its word stands when it is sure (short lines, mixed
        // lines, words no list holds: "penguin", "flashcards pls").
        let (probabilities, english) = model.read(features)
        if let english, abs(english - 0.5) >= Self.languageSure - 0.5 {
            grammar.language = english >= 0.5 ? .en : .it
        }
        return try decide(
            grammar, model: model, probabilities: probabilities, line: line, tokens: tokens, facts: facts,
            dated: readDates, today: today, now: now)
    }

    /// The indexes of phrases that open a request, looked up only where a token's traits say one may start
    /// (``opening(_:at:in:tokens:)``).
    static var requestOpeningIndexes: [PhraseIndex<Void>] {
        [
            openings, politeRequests, addSubject, addCard, quiz, prepareTest, complete, goalOpenings, goalWishes, list,
            askAbout, TaskVocabulary.fillerIndex,
        ]
    }

    /// The first words of the phrases of ``requestOpeningIndexes``, taken from the indexes themselves
    /// (``WordTraits/requestOpening``).
    static var requestOpenings: [String] { requestOpeningIndexes.flatMap(\.firstWords) }

    /// The longest phrase of `index`, one of ``requestOpeningIndexes``, at `start` of `words`, the folded words of
    /// `tokens`: looked up only when that token's traits say such a phrase may start there.
    static func opening(_ index: PhraseIndex<Void>, at start: Int, in words: [String], tokens: [Token])
        -> PhraseIndex<Void>.Match?
    {
        index.longest(at: start, in: words, tokens: tokens, startingWith: .requestOpening)
    }

    /// "adesso", "now": at once, no day to file a review or the help on.
    private static let atOnceWords: WordSet = ["adesso", "subito", "now", "ora"]

    /// What the tokens of `line` ask, by the checks in order of specificity.
    private func request(
        _ line: String, tokens: [Token], words allWords: [String], dated: Result<DueExpression, LanguageError>,
        today: CalendarDay, now: TimeOfDay?
    ) throws(LanguageError) -> Request {
        // Slash commands name their intent; the rest of the line is read as usual.
        if let slash = slashCommand(tokens, line: line) {
            return try route(slash, line: line, tokens: tokens, today: today, now: now)
        }

        // Greetings and "please" at the start say nothing.
        var start = 0
        while let opening = Self.opening(Self.openings, at: start, in: allWords, tokens: tokens),
            opening.end < allWords.count
        {
            start = opening.end
            while start < tokens.count, tokens[start].kind == .symbol { start += 1 }
        }
        let words = start == 0 ? allWords : Array(allWords[start...])
        let rest = start == 0 ? tokens : Array(tokens[start...])
        // Help phrases are short: the joined line is built only for short lines, without the fillers after what
        // is asked ("help pls").
        var asked: [String] = []
        if words.count <= 6 {
            asked.reserveCapacity(words.count)
            for index in rest.indices where rest[index].isMeaningful { asked.append(rest[index].folded) }
        }
        while asked.count > 1, let last = asked.last, IntentVocabulary.trailingFillers.contains(last) {
            asked.removeLast()
        }
        let questionMark = tokens.endsWithQuestionMark

        // A help phrase starts with one of a few words: the words are joined only then.
        let asksHelp =
            asked.first.map(Self.helpFirstWords.contains) == true
            && IntentVocabulary.help.contains(asked.joined(separator: " "))
        if asksHelp || (tokens.count == 1 && tokens[0].text == "?") {
            return .help
        }
        let lineTraits = WordTraits.union(of: rest)
        if lineTraits.contains(.languageName), let target = languageRequest(words) {
            return .setLanguage(target)
        }
        let politeStart = Self.opening(Self.politeRequests, at: 0, in: words, tokens: rest)?.end ?? 0
        if let match = Self.opening(Self.addSubject, at: politeStart, in: words, tokens: rest), match.end < words.count
        {
            // "add a new class: astronomy", "add a new class called media studies": the name after them.
            var nameStart = match.end
            while nameStart < rest.count,
                rest[nameStart].kind == .symbol || IntentVocabulary.namingWords.contains(words[nameStart])
            {
                nameStart += 1
            }
            // "add a new class test on friday" is a test, not a subject named "Test on friday".
            if nameStart < rest.count, !rest[nameStart].traits.contains(.kindStart) {
                let name = NaturalLanguageTaskParser.title(line, rest, kept: Array(nameStart..<rest.count))
                    .trimmingCharacters(in: CharacterSet(charactersIn: "\"“”'"))
                if !name.isEmpty { return .addSubject(name: name, key: Subject.key(forName: name)) }
            }
        }
        if let named = subjectListRequest(line, rest: rest, words: words) { return named }
        if let sides = labelledSidesCard(line, tokens: rest, words: words) { return sides }
        // By index: a pair of tokens copied for every place would count both their strings' references.
        let hasCardSeparator = tokens.indices.dropFirst().contains {
            tokens[$0 - 1].offsets.upperBound == tokens[$0].offsets.lowerBound && tokens[$0 - 1].text == ":"
                && tokens[$0].text == ":"
        }
        // "flashcard review for english" reviews cards; "flashcard: …" makes one.
        let opensACard =
            Self.opening(Self.addCard, at: 0, in: words, tokens: rest).map { $0.end < words.count } ?? false
        if hasCardSeparator || opensACard && !isCardReview(rest, words: words, hasDate: false)
            || cardHeaderColon(rest, words: words) != nil
        {
            return card(line, rest: rest, words: words)
        }
        let dated = try dated.get()
        // "adesso", "now" ask for the help or the review at once: they are no day to file it on.
        let now = dated.day == today && words.contains(where: Self.atOnceWords.contains)
        if isHelpInWords(rest, words: words, hasDate: dated.day != nil && !now) {
            return .help
        }
        if dated.day == nil, let search = searchRequest(rest, words: words) {
            return search
        }
        // "ecco gli appunti": the greeting skipped above may be the handing over.
        // "carico le foto di bio per la verifica di giovedì": the day is the test's, the line hands over material.
        let testsDay = dated.consumed.contains { day in
            let before = max(start, day.lowerBound - 4)..<max(start, day.lowerBound)
            return before.contains { index in
                TaskVocabulary.kindIndex.longest(at: index, in: allWords).map {
                    [.test, .oral, .exam].contains($0.value)
                }
                    == true
            }
        }
        if dated.day == nil || testsDay, addsMaterial(allWords) || start > 0 && addsMaterial(words) {
            return .addMaterial(subjectKey: subjects.detect(inWords: words, tokens: rest))
        }
        if let lesson = lessonRequest(line, rest: rest, words: words, lineTraits: lineTraits) {
            return .addLesson(lesson)
        }
        if let needed = gradeNeededRequest(line, tokens: rest, words: words) {
            return needed
        }
        if let grade = gradeRequest(line, rest: rest, words: words, today: today, due: dated.day) {
            return .addGrade(grade)
        }
        if let goal = wishedGoal(rest, words: words, line: line) {
            return .setGoal(goal)
        }
        // "per la prossima lezione di storia": the day comes from the timetable.
        let lessonDue = lessonDue(tokens, words: allWords, due: dated, today: today)
        let due = lessonDue?.due ?? dated
        let reviewDated = due.day != nil && !now
        if isCardReview(rest, words: words, hasDate: reviewDated)
            || isPracticeRequest(rest, words: words, hasDate: reviewDated)
        {
            return .quiz(subjectKey: subjects.detect(inWords: words))
        }
        // "prepara la verifica di storia": getting ready for a test; with a date it is a task to file.
        if due.day == nil, let match = Self.opening(Self.prepareTest, at: 0, in: words, tokens: rest),
            Self.testWordIndex(in: words) != nil
        {
            return .prepareTest(subjectKey: subjects.detect(inWords: Array(words[match.end...])))
        }
        // The test word must be outside the request: "quiz me on history" is a quiz.
        // Looked up only where a word may start one (the tokens' traits).
        if let drill = words.indices.lazy.filter({ rest[$0].traits.contains(.drillStart) })
            .compactMap({ Self.drillRequests.longest(at: $0, in: words) }).first,
            Self.testWordIndex(in: Array(words[..<drill.start]) + Array(words[drill.end...])) != nil
        {
            return .prepareTest(subjectKey: subjects.detect(inWords: words))
        }
        if let match = Self.opening(Self.quiz, at: politeStart, in: words, tokens: rest),
            due.day == nil || match.length > 1 && words[politeStart] != "quiz"
        {
            return .quiz(subjectKey: subjects.detect(inWords: Array(words[match.end...])))
        }
        if due.day == nil, isTestQuestion(rest, words: words, lineTraits: lineTraits) {
            return .listTests(range: nil, subjectKey: subjects.detect(inWords: words))
        }
        if let goal = goal(rest, words: words, line: line) {
            return .setGoal(goal)
        }
        // A weekday that opens a noted time is when it happened ("domenica mattina 3 ore di economia").
        let opensWithWeekday = words.first.map { DateVocabulary.weekdays[$0] != nil } ?? false
        // A time that comes back ("tutti i giorni 20 min di vocaboli") is a routine to do, not time studied.
        let notedTime =
            (due.day.map { $0 <= today } != false || opensWithWeekday) && due.repeatRule == nil
            && notesTimeSpent(rest, saysWhen: due.day.map { $0 <= today } == true)
        if tellsStudyDone(rest, words: words) || notedTime, let session = studySession(rest) {
            return .logStudy(
                StudyLogRequest(
                    minutes: session.minutes, subjectKey: subjects.detect(inWords: session.otherWords),
                    startTime: session.start,
                    daysAgo: session.daysAgo > 0 ? session.daysAgo : Self.daysAgo(words, today: today) ?? 0))
        }
        if isTimeQuestion(rest, words: words) { return statsRequest(words) }
        // "stats", "show my progress in math"; a long line that merely starts so is something else.
        if let match = Self.stats.prefix(of: words), rest[match.end...].filter(\.isMeaningful).count <= 5 {
            return statsRequest(Array(words[match.end...]))
        }
        if due.day == nil, namesProgress(rest, words: words) { return statsRequest(words) }
        if let moved = try movedTask(tokens, words: allWords, from: start, due: due, line: line, today: today) {
            return .moveTask(moved.task, byDays: moved.byDays)
        }
        if let completed = completion(line, rest: rest, words: words) {
            return .completeTask(reference: completed.title, subjectKey: subjects.detect(inWords: completed.words))
        }
        // "fammi vedere le verifiche della settimana": "let me see" with no pause after it asks to be shown work.
        let showsWork =
            start > 0 && ["vedere", "see"].contains(allWords[start - 1])
            && (lineTraits.contains(.kindStart) || words.contains(where: IntentVocabulary.taskNouns.contains))
        if showsWork || isListRequest(words, tokens: rest, questionMark: questionMark, hasDate: due.day != nil)
            || isQuestionAboutTasks(words, tokens: rest, hasDate: due.day != nil)
        {
            let range = listRange(rest, today: today, due: due.day)
            let subjectKey = subjects.detect(inWords: words, tokens: rest)
            // "what tests do I have this week", "che verifiche ho venerdì?": the coming tests of those days.
            if Self.asksOnlyForTests(words) { return .listTests(range: range, subjectKey: subjectKey) }
            return .listTasks(range: range, subjectKey: subjectKey)
        }
        if isForTheCoach(rest, words: words, lineTraits: lineTraits, questionMark: questionMark),
            !namesTopicalWork(rest, words: words, hasDate: due.day != nil, questionMark: questionMark)
        {
            let message = NaturalLanguageTaskParser.title(line, tokens, kept: Array(tokens.indices), capitalized: false)
            return .coach(message: message, subjectKey: subjects.detect(inWords: words, tokens: rest))
        }
        let reading = try taskParser.parse(tokens: tokens, words: allWords, line: line, today: today, due: due)
        // A date and nothing else ("il secondo giorno di dicembre") is a task still to be named.
        let onlyADate = reading.task.title.isEmpty && due.day != nil && due.repeatRule == nil
        if let reference = lessonDue?.reference {
            return .addTask(reading.task.dueAt(reference))
        }
        if (reading.hasTaskSignal || looksLikeTask(words)) && !reading.task.title.isEmpty || onlyADate {
            return .addTask(reading.task)
        }
        return .unknown(unsureTask: reading.task)
    }

    /// The task `line` describes, whatever its intent would be: what `diario add` files.
    public func task(from line: String, today: CalendarDay, now: TimeOfDay? = nil) throws(LanguageError)
        -> ParsedTask
    {
        try NaturalLanguageTaskParser.refuseTooLong(line)
        let tokens = Tokenizer.tokenize(line)
        let dated = try dates.parse(tokens, today: today, now: now)
        let words = tokens.foldedWords
        guard let lessonDue = lessonDue(tokens, words: words, due: dated, today: today) else {
            return try taskParser.parse(tokens: tokens, line: line, today: today, now: now, due: dated).task
        }
        return try taskParser.parse(tokens: tokens, line: line, today: today, now: now, due: lessonDue.due).task
            .dueAt(lessonDue.reference)
    }

    /// What divides a card's front from its back, the first found in this order: "::" always, the others after
    /// an opening that makes a card ("crea una flashcard: area del cerchio ; πr²", "nuova scheda: X -> Y").
    private static let cardSeparators = ["::", "->", "→", " ; ", ";", " = ", " | ", " / "]

    /// "add card Capital of France :: Paris", "carta: front :: back".
    func card(_ line: String, rest: [Token], words: [String]) -> Request {
        // The card's text starts after its opening ("add card …") or its header ("german flashcard: …").
        let prefixEnd = cardHeaderColon(rest, words: words).map { $0 + 1 } ?? Self.addCard.prefix(of: words)?.end ?? 0
        let body = NaturalLanguageTaskParser.title(line, rest, kept: Array(prefixEnd..<rest.count))
        let subjectKey = subjects.detect(inWords: words)
        if let separator = body.firstRange(ofAny: Self.cardSeparators) {
            return .addCard(
                front: body[..<separator.lowerBound].trimmingCharacters(in: .whitespaces),
                back: body[separator.upperBound...].trimmingCharacters(in: .whitespaces), subjectKey: subjectKey)
        }
        let front = body.trimmingCharacters(in: .whitespaces)
        return .addCard(front: front.isEmpty ? nil : front, back: nil, subjectKey: subjectKey)
    }
}
