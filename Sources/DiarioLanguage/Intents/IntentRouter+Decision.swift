internal import DiarioDomain
import Foundation

/// One decision from two readers (docs/natural-language.md, "Two readers"): the grammar's reading, with its fields,
/// and the intent model's scores. Agreement acts; a disagreement about a write is asked about; a task is written
/// without a question only with evidence of one.
extension IntentRouter {
    /// The intents whose reading changes what the diary holds (adding material asks for a file first, and is asked
    /// about like a write).
    static let writes: Set<Intent> = [
        .addTask, .completeTask, .moveTask, .logStudy, .setGoal, .addCard, .addSubject, .setLanguage, .addGrade,
        .addLesson, .addMaterial,
    ]

    /// The model's probability at or above which its intent stands against the grammar's.
    static let modelSure = 0.6
    /// The model's probability at or above which its reading replaces a grammar's that only fell back on a task.
    static let modelCertain = 0.9
    /// How much likelier the model must find another intent than the grammar's write for that write to be asked about.
    static let modelLeans = 0.25
    /// The model's probability for the grammar's intent under which the model disagrees with it.
    static let modelDoubts = 0.15
    /// The model's probability for a list at or above which a task named by its kind alone is asked about.
    static let modelLeansToList = 0.4
    /// The model's probability for the grammar's runner-up under which the runner-up is not worth a question.
    static let runnerUpUnlikely = 0.05

    /// The decision on a line the grammar read as `grammar`, given the model's `probabilities` (in the order of the
    /// model's intents).
    func decide(
        _ grammar: Utterance, model: IntentModel, probabilities: [Double], line: String, tokens: [Token],
        dated: DueExpression, today: CalendarDay, now: TimeOfDay?
    ) throws(LanguageError) -> Utterance {
        let grammarIntent = grammar.intent
        // The likeliest intent; of two alike, the first in the model's order.
        let best = probabilities.indices.max {
            probabilities[$0] < probabilities[$1] || probabilities[$0] == probabilities[$1] && $0 > $1
        }
        let (modelIntent, modelProbability) = best.map { (model.intents[$0], probabilities[$0]) } ?? (grammarIntent, 1)
        let grammarProbability = model.probability(of: grammarIntent, in: probabilities)
        func probability(_ intent: Intent) -> Double { model.probability(of: intent, in: probabilities) }
        var decided = grammar
        decided.readers = Utterance.Readers(
            grammar: grammarIntent, model: modelIntent, modelConfidence: modelProbability)

        // A subject's name and nothing else ("storia", "chemistry", "mate...") asks for nothing: not understood, and
        // the REPL still offers to save it.
        if case .addTask(let task) = grammar.request, namesOnlyASubject(tokens),
            !hasEvidence(task, tokens: tokens, today: today)
        {
            return Self.notUnderstood(decided, unsureTask: task)
        }
        // Some lines say what they are in the student's own words: a card written with its two sides ("front ::
        // back"), a task opened by a duty ("devo…", "I have to…", "ricordami di…").
        switch grammar.request {
        case .addCard(_?, _?, _): return decided
        case .addTask where opensWithDuty(tokens):
            // …unless the model is sure it asks for something the grammar can read ("devo sapere le verifiche di
            // gennaio"): then the one question names both, the task first.
            if modelIntent != .addTask, modelIntent != .unknown, modelProbability >= Self.modelSure,
                let other = try reading(
                    for: modelIntent, line: line, tokens: tokens, dated: dated, today: today, now: now)
            {
                decided.alternative = other
                decided.asks = true
                return decided
            }
            // A reading the grammar cannot fill ("I have to finish the essay" read as work done, with no title of a
            // task to complete) leaves the student's own word standing.
            return try withEvidence(decided, tokens: tokens, today: today)
        default: break
        }
        if modelIntent == grammarIntent {
            // Both readers agree: the grammar's doubt stands only when the model gives its runner-up a chance.
            if let runnerUp = grammar.alternative?.intent, probability(runnerUp) < Self.runnerUpUnlikely {
                decided.alternative = nil
                decided.confidence = max(grammar.confidence, modelProbability)
            }
            decided.asks = decided.alternative != nil && decided.confidence < Utterance.askBelow
            return try withEvidence(decided, tokens: tokens, today: today)
        }

        // A task the grammar only fell back on, or holds only by a verb of doing or a kind, in a line the model is
        // certain is none of these ("la mensa oggi faceva schifo", "chiama mamma", "order a pizza"), is not
        // understood: the REPL still offers to save it, a script does nothing.
        if modelIntent == .unknown, modelProbability >= Self.modelCertain, case .addTask(let task) = grammar.request,
            !hasWhenOrDuty(task, tokens: tokens, today: today)
        {
            return Self.notUnderstood(decided, unsureTask: task)
        }
        // A task named by its kind alone ("homework for friday") is as often a question about that day: a model that
        // leans to a list makes it one question.
        if case .addTask(let task) = grammar.request, modelIntent == .listTasks,
            modelProbability >= Self.modelLeansToList, Self.namesOnlyItsKind(task)
        {
            decided.alternative = .listTasks(
                range: listRange(tokens, today: today, due: dated.day), subjectKey: task.subjectKey)
            decided.asks = true
            return decided
        }
        // The model's "none of these" replaces no reading of the grammar's: it only doubts it.
        let modelReading =
            modelProbability >= Self.modelSure && modelIntent != .unknown
            ? try reading(for: modelIntent, line: line, tokens: tokens, dated: dated, today: today, now: now) : nil
        guard let modelReading else {
            // The model is unsure, or the grammar cannot read what it says: the grammar's reading, asked about when
            // it writes and the model gives it little chance.
            // Another write the model finds likelier is a disagreement about a write, whatever the margin.
            let doubted =
                Self.writes.contains(grammarIntent)
                && (grammarProbability < Self.modelDoubts || modelProbability - grammarProbability >= Self.modelLeans
                    || Self.writes.contains(modelIntent) && modelProbability > grammarProbability)
            decided.asks = grammar.needsConfirmation || doubted
            if doubted && !grammar.needsConfirmation {
                decided.confidence = min(decided.confidence, grammarProbability)
            }
            return try withEvidence(decided, tokens: tokens, today: today)
        }
        // A grammar that read nothing, or a task without evidence of one, only fell back on it; a task with a day, a
        // time or a kind is a reading of its own, which the model puts second only when it is all but sure.
        let fellBack: Bool
        var onlyAKind = false
        var doubtedBelow = Self.modelDoubts
        switch grammar.request {
        case .unknown: fellBack = true
        case .addTask(let task):
            fellBack = !hasEvidence(task, tokens: tokens, today: today)
            onlyAKind = !fellBack && !hasWhenOrDuty(task, tokens: tokens, today: today)
            if task.dueDate != nil || task.dueTime != nil || task.kind != .other {
                doubtedBelow = Self.runnerUpUnlikely
            }
        case .addGrade, .gradeNeeded, .prepareTest:
            // A mark, help asked for a test in so many words ("fammi esercitare"): a reading of the line's own
            // shape. (A lesson's weekday and hour are a task's as often, "PE at 8 on monday"; an
            // amount an old goal's, "my goal was 3 hours a day".)
            fellBack = false
            doubtedBelow = Self.runnerUpUnlikely
        default: fellBack = false
        }
        let grammarWrites = Self.writes.contains(grammarIntent)
        let modelWrites = Self.writes.contains(modelIntent)
        // A task whose only evidence is a kind of work or a verb of doing ("facciamo un quiz di storia", "make me a
        // revision schedule for the chem quiz") gives way to a reading that writes nothing when the model is certain:
        // nothing is written either way, and the student sees at once what was understood.
        let shownInstead = onlyAKind && !modelWrites && modelProbability >= Self.modelCertain
        let modelFirst = fellBack || shownInstead || grammarProbability < doubtedBelow
        if modelFirst {
            decided.request = modelReading
            decided.alternative = grammarIntent == .unknown ? nil : grammar.request
            decided.confidence = modelProbability
        } else {
            decided.alternative = modelReading
            decided.confidence = min(grammar.confidence, 1 - modelProbability)
        }
        // What is carried out without a question: a reading that writes nothing, and, in place of a fallback, the
        // reading of a model that is certain. Two readings of which one writes are otherwise asked about.
        switch (grammarWrites, modelWrites) {
        case (false, false): decided.asks = false
        case (true, false): decided.asks = !(fellBack || shownInstead)
        case (_, true): decided.asks = !(fellBack && modelProbability >= Self.modelCertain)
        }
        if !decided.asks, !modelFirst { decided.alternative = nil }
        return try withEvidence(decided, tokens: tokens, today: today)
    }

    /// `utterance` as a line not understood that may still be the task `unsureTask`: no question, and the REPL
    /// offers to save it.
    private static func notUnderstood(_ utterance: Utterance, unsureTask: ParsedTask) -> Utterance {
        var understood = utterance
        understood.request = .unknown(unsureTask: unsureTask)
        understood.alternative = nil
        understood.confidence = 0
        understood.asks = false
        return understood
    }

    /// A task is written without a question only with evidence of one: a day or a time ahead, a repeat, a kind of
    /// work, a priority, a filler of duty ("devo", "remind me to"), or a verb of doing first.
    private func withEvidence(_ utterance: Utterance, tokens: [Token], today: CalendarDay) throws(LanguageError)
        -> Utterance
    {
        guard case .addTask(let task) = utterance.request, !utterance.asks else { return utterance }
        var asked = utterance
        asked.asks = !hasEvidence(task, tokens: tokens, today: today)
        return asked
    }

    /// Whether the line opens with a task's filler of duty ("devo", "I have to", "remind me to").
    private func opensWithDuty(_ tokens: [Token]) -> Bool {
        let words = tokens.map { $0.kind == .quoted ? "\u{0}" : $0.folded }
        return TaskVocabulary.duties.contains { words.starts(with: $0) }
    }

    /// Whether a task read from `tokens` holds evidence of being one.
    private func hasEvidence(_ task: ParsedTask, tokens: [Token], today: CalendarDay) -> Bool {
        let words = tokens.map { $0.kind == .quoted ? "\u{0}" : $0.folded }
        // "ho", "I have" open narration as often as a task.
        return hasWhenOrDuty(task, tokens: tokens, today: today) || task.kind != .other || looksLikeTask(words)
            || TaskVocabulary.fillers.contains(where: { words.starts(with: $0) && !Self.narrationOpenings.contains($0) }
            )
    }

    /// Whether a task read from `tokens` says when (a day ahead, a time, a repeat, a lesson), how urgent, or opens
    /// with a duty ("devo", "need to", "remind me to"): evidence beyond a kind of work or a verb of doing.
    private func hasWhenOrDuty(_ task: ParsedTask, tokens: [Token], today: CalendarDay) -> Bool {
        let words = tokens.map { $0.kind == .quoted ? "\u{0}" : $0.folded }
        // A day already past is no evidence ("ieri"), nor today in a line told in the past ("chemistry was so long
        // today").
        let toldInThePast = words.contains(where: Self.pastCopulas.contains)
        let dayAhead = task.dueDate.map { $0 > today || $0 == today && !toldInThePast } ?? false
        return dayAhead || task.dueTime != nil || task.repeatRule != nil || task.priority != .medium
            || task.lesson != nil || opensWithDuty(tokens)
    }

    /// Whether the line's words are a subject's name and nothing more ("storia", "mate...", "chemistry"): a topic
    /// ("derivate e integrali") names something to study.
    private func namesOnlyASubject(_ tokens: [Token]) -> Bool {
        let words = tokens.filter(\.isMeaningful).map(\.folded)
        return (1...2).contains(words.count) && SubjectLexicon.names.contains(words.joined(separator: " "))
    }

    /// Whether a task's title is its kind and nothing more ("Homework", "Compiti"), of no subject.
    private static func namesOnlyItsKind(_ task: ParsedTask) -> Bool {
        task.kind != .other && task.subjectKey == nil
            && Tokenizer.words(of: task.title).allSatisfy { kindWords.contains($0) }
    }

    /// Every word of a kind's phrases ("homework", "compito", "in", "classe").
    private static let kindWords = Set(TaskVocabulary.kinds.flatMap { $0.phrases.joined() })

    /// Verbs that tell how something was: a line with one narrates.
    static let pastCopulas: Set<String> = [
        "was", "were", "era", "erano", "faceva", "sembrava", "seemed", "aveva", "avevano", "had",
    ]

    /// Fillers that open narration as often as a task.
    private static let narrationOpenings: Set<[String]> = [["ho"], ["i", "have"]]

    /// The reading of the whole line as `intent`, its fields read by the grammar; nil when the grammar finds none of
    /// that intent's fields in it (a grade with no mark, a goal with no amount).
    func reading(
        for intent: Intent, line: String, tokens: [Token], dated: DueExpression, today: CalendarDay, now: TimeOfDay?
    ) throws(LanguageError) -> Request? {
        let words = tokens.map { $0.kind == .quoted ? "\u{0}" : $0.folded }
        let subjectKey = subjects.detect(inWords: words)
        switch intent {
        case .addTask:
            let task = try taskParser.parse(tokens: tokens, line: line, today: today, due: dated).task
            return task.title.isEmpty ? nil : .addTask(task)
        case .listTasks:
            return .listTasks(range: listRange(tokens, today: today, due: dated.day), subjectKey: subjectKey)
        case .completeTask:
            return completion(line, rest: tokens, words: words).map {
                .completeTask(reference: $0.title, subjectKey: subjects.detect(inWords: $0.words))
            }
        case .moveTask:
            return try movedTask(tokens, words: words, from: 0, due: dated, line: line, today: today).map {
                .moveTask($0.task, byDays: $0.byDays)
            }
        case .quiz: return .quiz(subjectKey: subjectKey)
        case .prepareTest: return .prepareTest(subjectKey: subjectKey)
        case .listTests:
            let range = dated.day.flatMap { listRange(tokens, today: today, due: $0) }
            return .listTests(range: range, subjectKey: subjectKey)
        case .addMaterial: return .addMaterial(subjectKey: subjectKey)
        case .addCard: return card(line, rest: tokens, words: words)
        case .coach:
            let message = NaturalLanguageTaskParser.title(line, tokens, kept: Array(tokens.indices), capitalized: false)
            return .coach(message: message, subjectKey: subjectKey)
        case .addSubject: return looseSubjectRequest(line, tokens: tokens)
        case .setLanguage:
            // The model is sure the line asks for a language: the last one it names ("perché parli inglese? italiano!").
            let named = words.last { IntentVocabulary.languageNames[$0] != nil }.flatMap {
                IntentVocabulary.languageNames[$0].flatMap { InterfaceLanguage(code: $0) }
            }
            return (languageRequest(words) ?? named).map(Request.setLanguage)
        case .logStudy:
            return studySession(tokens).map { session in
                .logStudy(
                    StudyLogRequest(
                        minutes: session.minutes, subjectKey: subjects.detect(inWords: session.otherWords),
                        startTime: session.start,
                        daysAgo: session.daysAgo > 0 ? session.daysAgo : Self.daysAgo(words, today: today) ?? 0))
            }
        case .stats: return .stats(period: Self.statsPeriod(words), subjectKey: subjectKey)
        case .setGoal: return goal(tokens, words: words, line: line, opened: true).map(Request.setGoal)
        case .search: return searchRequest(tokens, words: words) ?? looseSearchRequest(line, tokens: tokens)
        case .addLesson:
            // "new class on my timetable: chem thursday 2nd period": the lesson may follow an opening of any words.
            for start in [0] + tokens.indices.filter({ tokens[$0].text == ":" }).map({ $0 + 1 }) {
                let rest = Array(tokens[start...])
                if let lesson = lessonRequest(
                    line, rest: rest, words: Array(words[start...]), lineTraits: WordTraits.union(of: rest))
                {
                    return .addLesson(lesson)
                }
            }
            return nil
        case .addGrade:
            return gradeRequest(line, rest: tokens, words: words, today: today, due: dated.day, strict: false).map(
                Request.addGrade)
        case .gradeNeeded: return gradeNeededRequest(line, words: words, strict: false)
        case .help: return .help
        case .unknown: return .unknown(unsureTask: nil)
        }
    }

    /// What a line the model reads as a search looks for: the quoted text, else its words less those of asking,
    /// of places and of no weight; nil when nothing is left.
    private func looseSearchRequest(_ line: String, tokens: [Token]) -> Request? {
        if let quoted = tokens.first(where: { $0.kind == .quoted }) {
            return .search(text: String(quoted.text.dropFirst().dropLast()), subjectKey: nil)
        }
        let found = tokens.filter { token in
            token.isMeaningful && !IntentVocabulary.searchRequestWords.contains(token.folded)
                && !IntentVocabulary.searchPlaces.contains(token.folded)
                && !IntentVocabulary.searchFunctionWords.contains(token.folded)
        }
        guard !found.isEmpty else { return nil }
        return .search(text: found.map { String($0.text) }.joined(separator: " "), subjectKey: nil)
    }

    /// The subject a line the model reads as adding one names: the quoted text, else the longest run of words that
    /// are not of asking ("add Korean as a subject": "Korean"); nil when none is left.
    private func looseSubjectRequest(_ line: String, tokens: [Token]) -> Request? {
        var best: Range<Int>?
        var start: Int?
        for index in tokens.indices {
            let token = tokens[index]
            let name =
                token.kind == .quoted
                || token.isMeaningful && !IntentVocabulary.subjectRequestWords.contains(token.folded)
            if name, start == nil { start = index }
            if !name || index == tokens.count - 1, let first = start {
                let run = first..<(name ? index + 1 : index)
                if run.count > (best?.count ?? 0) { best = run }
                start = nil
            }
        }
        guard let best else { return nil }
        let name = NaturalLanguageTaskParser.title(line, tokens, kept: Array(best))
            .trimmingCharacters(in: CharacterSet(charactersIn: "\"“”'"))
        return name.isEmpty ? nil : .addSubject(name: name, key: Subject.key(forName: name))
    }
}
