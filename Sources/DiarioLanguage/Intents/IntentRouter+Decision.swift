internal import DiarioDomain
import Foundation

/// One decision from two readers (docs/natural-language.md, "Two readers"): the grammar's readings, with their
/// fields, weighed by the intent model's scores. A write is carried out without a question only when it holds most of
/// the weight, and a task only with evidence of one.
extension IntentRouter {
    /// Whether reading `intent` changes what the diary holds (adding material asks for a file first, and is asked
    /// about like a write). A switch, not a set: this is asked for every line, and a set hashes with SipHash.
    static func writes(_ intent: Intent) -> Bool {
        switch intent {
        case .addTask, .completeTask, .moveTask, .logStudy, .setGoal, .addCard, .addSubject, .setLanguage, .addGrade,
            .addLesson, .addMaterial:
            true
        case .listTasks, .quiz, .prepareTest, .listTests, .coach, .stats, .search, .gradeNeeded, .help, .unknown:
            false
        }
    }

    /// The model's probability at or above which it is sure of an intent (a line opened by a duty is asked about when
    /// the model is this sure of another reading; a third reader is worth asking when it is less sure of "nothing"; a
    /// task read with its day and its kind gives way to a reading that writes nothing only when the model is this sure
    /// of it).
    static let modelSure = 0.6
    /// How much more the grammar's own reading weighs than another of the same model probability: on lines no rule
    /// was written for, the model alone reads the intent right more often than the grammar, and the two together best
    /// when the grammar's reading counts twice (measured out of fold on the blind and intent sets, issue 39).
    static let grammarWeight = 2.0
    /// How much the grammar's reading weighs when it is read from a shape of the line's own that the model learned
    /// from few lines: a grade with its mark ("92 per cento"), the grade needed.
    static let shapeWeight = 4.0
    /// The share of the weight at or above which a write both readers agree on is carried out without a question.
    static let agreementActs = 0.8
    /// The share of the weight at or above which a write the readers disagree on is carried out without a question.
    static let aloneActs = 0.95
    /// How many of the model's likeliest intents are read as candidates.
    static let likelyIntents = 4
    /// The model's probability under which an intent is not worth reading as a candidate.
    static let worthReading = 0.01

    /// The decision on a line the grammar read as `grammar`, given the model's `probabilities` (in the order of the
    /// model's intents).
    func decide(
        _ grammar: Utterance, model: IntentModel, probabilities: [Double], line: String, tokens: [Token],
        facts: LineFacts, dated: DueExpression, today: CalendarDay, now: TimeOfDay?
    ) throws(LanguageError) -> Utterance {
        let grammarIntent = grammar.intent
        // The likeliest intent; of two alike, the first in the model's order.
        let best = probabilities.indices.max {
            probabilities[$0] < probabilities[$1] || probabilities[$0] == probabilities[$1] && $0 > $1
        }
        let (modelIntent, modelProbability) = best.map { (model.intents[$0], probabilities[$0]) } ?? (grammarIntent, 1)
        var decided = grammar
        decided.readers = Utterance.Readers(
            grammar: grammarIntent, model: modelIntent, modelConfidence: modelProbability)
        // What says a task is one, when the grammar read a task.
        let evidence: TaskEvidence? =
            if case .addTask(let task) = grammar.request {
                TaskEvidence(task, facts: facts, today: today)
            } else {
                nil
            }

        // A subject's name and nothing else ("storia", "chemistry", "mate...") asks for nothing: not understood, and
        // the REPL still offers to save it.
        if case .addTask(let task) = grammar.request, evidence?.any == false, namesOnlyASubject(tokens) {
            return Self.notUnderstood(decided, unsureTask: task)
        }
        // Some lines say what they are in the student's own words: a card written with its two sides ("front ::
        // back"), a task opened by a duty ("devo…", "I have to…", "ricordami di…").
        switch grammar.request {
        case .addCard(_?, _?, _): return decided
        case .addTask where evidence?.duty == true:
            // …unless the model is sure it asks for something the grammar can read ("devo sapere le verifiche di
            // gennaio"): then the one question names both, the task first.
            if modelIntent != .addTask, modelIntent != .unknown, modelProbability >= Self.modelSure,
                let other = try reading(
                    for: modelIntent, line: line, tokens: tokens, words: facts.words, dated: dated, today: today,
                    now: now)
            {
                decided.alternative = other
                decided.asks = true
                return decided
            }
            // A reading the grammar cannot fill ("I have to finish the essay" read as work done, with no title of a
            // task to complete) leaves the student's own word standing: a duty is evidence of a task.
            return decided
        default: break
        }
        return try weighed(
            grammar, decided: decided, evidence: evidence, model: model, probabilities: probabilities,
            modelIntent: modelIntent, line: line, tokens: tokens, facts: facts, dated: dated, today: today, now: now)
    }

    /// The indices of the `count` highest `probabilities`, highest first; of two alike, the lower index first (as a
    /// stable sort of them all would give, without sorting them all).
    static func likeliest(_ count: Int, of probabilities: [Double]) -> [Int] {
        guard count > 0 else { return [] }
        var top: [Int] = []
        top.reserveCapacity(count + 1)
        for index in probabilities.indices {
            guard top.count < count || probabilities[index] > probabilities[top[top.count - 1]] else { continue }
            // Inserted in order: the lower ones move one place down.
            top.append(index)
            var place = top.count - 1
            while place > 0, probabilities[index] > probabilities[top[place - 1]] {
                top[place] = top[place - 1]
                place -= 1
            }
            top[place] = index
            if top.count > count { top.removeLast() }
        }
        return top
    }

    /// One reading a line may have, and what it weighs: the model's probability for its intent, times
    /// ``grammarWeight`` when it is the grammar's own reading (``shapeWeight`` for a mark or the grade needed). Plain
    /// values: the weighing compares and sorts them, and a request inside would be copied at every look.
    private struct Candidate {
        let intent: Intent
        let weight: Double
    }

    /// A candidate's request, kept beside the candidates: a reading the model proposes is read only when the weighing
    /// needs it, since its weight is known before it is read.
    private enum CandidateReading {
        case known(Request)
        case unread
        /// The grammar cannot fill it.
        case none
    }

    /// The decision by weighing: every reading the grammar can fill (its own, its runner-up, and each intent the
    /// model finds likely) weighs the model's probability for it, the grammar's own reading ``grammarWeight`` times
    /// as much (``shapeWeight`` for a mark or the grade needed). The heaviest comes first and the next is the one a
    /// question names. A reading that writes nothing is carried out; a write is carried out without a question only
    /// when its share of the weight is at least ``agreementActs`` (the two readers agree) or ``aloneActs`` (they do
    /// not), and a task only with evidence.
    private func weighed(
        _ grammar: Utterance, decided: Utterance, evidence: TaskEvidence?, model: IntentModel,
        probabilities: [Double], modelIntent: Intent, line: String, tokens: [Token], facts: LineFacts,
        dated: DueExpression, today: CalendarDay, now: TimeOfDay?
    ) throws(LanguageError) -> Utterance {
        let grammarTask: ParsedTask? = if case .addTask(let task) = grammar.request { task } else { nil }
        func probability(_ intent: Intent) -> Double { model.probability(of: intent, in: probabilities) }
        // "Nothing of these" keeps a task the grammar read, so that the REPL may still offer to save it.
        let nothing = Request.unknown(unsureTask: grammarTask)
        var candidates: [Candidate] = []
        var readings: [CandidateReading] = []
        candidates.reserveCapacity(2 + Self.likelyIntents)
        readings.reserveCapacity(2 + Self.likelyIntents)
        func consider(_ intent: Intent, reading: CandidateReading, weight: Double = 1) {
            guard !candidates.contains(where: { $0.intent == intent }) else { return }
            candidates.append(Candidate(intent: intent, weight: probability(intent) * weight))
            readings.append(intent == .unknown ? .known(nothing) : reading)
        }
        consider(
            grammar.intent, reading: .known(grammar.request),
            weight: ownShape(grammar.request) ? Self.shapeWeight : Self.grammarWeight)
        if let alternative = grammar.alternative { consider(alternative.intent, reading: .known(alternative)) }
        for index in Self.likeliest(Self.likelyIntents, of: probabilities)
        where probabilities[index] >= Self.worthReading {
            let intent = model.intents[index]
            // The model's "nothing of these" never replaces a reading of the grammar's that writes nothing ("lista" is
            // a list, however many single words the model has seen as nothing): it may only replace a write, and only
            // when the model is sure of it (an unsure "nothing" over a move told by its time is a question instead).
            guard intent != .unknown || Self.writes(grammar.intent) && probabilities[index] >= Self.modelSure
            else { continue }
            consider(intent, reading: .unread)
        }
        // The heaviest first; of two alike, the one considered first (the grammar's). A handful of candidates: sorted
        // by insertion, which moves a candidate only past lighter ones and so keeps that order.
        var ranked = Array(candidates.indices)
        for position in ranked.indices.dropFirst() {
            var slot = position
            while slot > 0, candidates[ranked[slot]].weight > candidates[ranked[slot - 1]].weight {
                ranked.swapAt(slot, slot - 1)
                slot -= 1
            }
        }
        // The readings, heaviest first, until the first and the runner-up are found. A candidate the grammar cannot
        // read (a goal with no amount; an impossible date in a move it was not asked for) is no candidate: it never
        // turns a line the grammar read into an error.
        func request(_ index: Int) -> Request? {
            switch readings[index] {
            case .known(let request): return request
            case .none: return nil
            case .unread:
                let intent = candidates[index].intent
                let found = try? reading(
                    for: intent, line: line, tokens: tokens, words: facts.words, dated: dated, today: today, now: now)
                let request = found?.intent == intent ? found : nil
                readings[index] = request.map { .known($0) } ?? .none
                return request
            }
        }
        // A loop rather than a search and a second look: a request is a large value, copied at every look.
        var firstFound: (rank: Int, request: Request)?
        for rank in ranked.indices {
            guard let found = request(ranked[rank]) else { continue }
            firstFound = (rank, found)
            break
        }
        guard let (firstRank, firstRequest) = firstFound else { return decided }
        let first = candidates[ranked[firstRank]]
        // The share is of every intent's weight, those the grammar cannot fill included: a task the model puts far
        // below a goal it cannot read ("nuovo obiettivo: studiare storia 3 volte a settimana") is still doubted.
        let grammarShare = (candidates.first?.weight ?? 0) - probability(grammar.intent)
        let total = probabilities.reduce(0, +) + grammarShare
        guard total > 0 else { return decided }
        let share = first.weight / total
        var weighed = decided
        weighed.request = firstRequest
        weighed.confidence = share
        // The runner-up, read only where it is shown: beside a reading that writes nothing, or in a question.
        func runnerUp() -> Request? {
            for index in ranked[(firstRank + 1)...] where candidates[index].intent != .unknown {
                if let found = request(index) { return found }
            }
            return nil
        }
        weighed.alternative = nil
        guard Self.writes(first.intent) else {
            // A task the grammar read with its day and its kind ("venerdì c'è la verifica di chimica… segnala per
            // favore") gives way to a reading that writes nothing only when the model is sure of it: else the one
            // question names both, the task first.
            if let evidence, evidence.when, evidence.kind != .other, first.intent != .unknown,
                probability(first.intent) < Self.modelSure
            {
                weighed.request = grammar.request
                weighed.confidence = (candidates.first?.weight ?? 0) / total
                weighed.alternative = firstRequest
                weighed.asks = true
                return weighed
            }
            weighed.asks = false
            if first.intent != .unknown { weighed.alternative = runnerUp() }
            return weighed
        }
        let agreed = first.intent == grammar.intent && modelIntent == grammar.intent
        weighed.asks = share < (agreed ? Self.agreementActs : Self.aloneActs)
        // A new task over a move the grammar read from words of moving ("bio lab report - new deadline friday") is
        // always asked: a second copy of a task is the surprise a move is there to avoid.
        if first.intent == .addTask, grammar.intent == .moveTask { weighed.asks = true }
        // A task is written without a question only with evidence of one (the grammar's, already read, or the
        // model's task read anew).
        if case .addTask(let task) = firstRequest {
            // Both readers agree, with a share of at least ``modelSure``, on a task that names its subject, its kind
            // and its day ("history homework for friday"): more than a kind alone, which could be a list, so written.
            if agreed, share >= Self.modelSure, task.subjectKey != nil, task.kind != .other, task.dueDate != nil {
                weighed.asks = false
            }
            // Candidate 0 is the grammar's own, read as `grammar.request` (a task here, so never replaced by "nothing of
            // these"): when it comes first the two are the same request, not compared field by field.
            let isGrammars = ranked[firstRank] == 0 || firstRequest == grammar.request
            let known = isGrammars ? evidence : nil
            if !(known ?? TaskEvidence(task, facts: facts, today: today)).any { weighed.asks = true }
            // A test's name beside a mark ("music test monday: 9") is always asked: the task, or the mark got.
            if case .addGrade = grammar.alternative, isGrammars {
                weighed.asks = true
                weighed.alternative = grammar.alternative
                return weighed
            }
        }
        if weighed.asks { weighed.alternative = runnerUp() }
        return weighed
    }

    /// Whether the grammar read `request` from a shape of the line's own (``shapeWeight``).
    private func ownShape(_ request: Request) -> Bool {
        switch request {
        case .addGrade, .gradeNeeded: true
        default: false
        }
    }

    /// `utterance` as a line not understood that may still be the task `unsureTask`: no question, and the REPL
    /// offers to save it.
    private static func notUnderstood(_ utterance: Utterance, unsureTask: ParsedTask?) -> Utterance {
        var understood = utterance
        understood.request = .unknown(unsureTask: unsureTask)
        understood.alternative = nil
        understood.confidence = 0
        understood.asks = false
        return understood
    }

    /// Whether the line's words are a subject's name and nothing more ("storia", "mate...", "chemistry"): a topic
    /// ("derivate e integrali") names something to study.
    private func namesOnlyASubject(_ tokens: [Token]) -> Bool {
        // Counted first: most lines have more than two words, and their words are never joined.
        var meaningful = 0
        for index in tokens.indices where tokens[index].isMeaningful {
            meaningful += 1
            if meaningful > 2 { return false }
        }
        guard meaningful > 0 else { return false }
        return SubjectLexicon.names.contains(tokens.filter(\.isMeaningful).map(\.folded).joined(separator: " "))
    }

    /// Verbs that tell how something was: a line with one narrates.
    static let pastCopulas: WordSet = [
        "was", "were", "era", "erano", "faceva", "sembrava", "seemed", "aveva", "avevano", "had",
    ]

    /// Fillers that open narration as often as a task.
    static let narrationOpenings: Set<[String]> = [["ho"], ["i", "have"]]

    /// The reading of the whole line as `intent`, its fields read by the grammar; nil when the grammar finds none of
    /// that intent's fields in it (a grade with no mark, a goal with no amount).
    func reading(
        for intent: Intent, line: String, tokens: [Token], words: [String], dated: DueExpression, today: CalendarDay,
        now: TimeOfDay?
    ) throws(LanguageError) -> Request? {
        let subjectKey = subjects.detect(inWords: words, tokens: tokens)
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
        case .stats: return statsRequest(words)
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
        case .gradeNeeded: return gradeNeededRequest(line, tokens: tokens, words: words, strict: false)
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
