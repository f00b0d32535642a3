internal import DiarioDomain

/// The rules for the other ways students say a request (issue 25; docs/natural-language.md, "Phrasings").
extension IntentRouter {
    static let helpQuestions = PhraseIndex(
        IntentVocabulary.helpQuestions.map { ($0, false) } + IntentVocabulary.howToActions.map { ($0, true) })
    static let timeQuestions = PhraseIndex(IntentVocabulary.timeQuestions.map { ($0, ()) })
    static let studyTimeNouns = PhraseIndex(IntentVocabulary.studyTimeNouns.map { ($0, ()) })
    /// The closing words of a completion by their last word, longest first: a line is compared only with the
    /// closings that end as it does.
    static let completeClosings = WordMap(
        Dictionary(grouping: IntentVocabulary.completeClosings.map { Tokenizer.words(of: $0) }, by: { $0.last ?? "" })
            .mapValues { $0.sorted { $0.count > $1.count } })

    /// The units of a study duration, minutes and hours.
    static let durationUnits = StudyDurationParser.minuteUnits.union(StudyDurationParser.hourUnits)
    /// The words any help question or help noun starts with: a line with none is no help request (a cheap test first,
    /// from the tokens' traits: ``WordTraits/helpStart``).
    static var helpStarts: [String] {
        (IntentVocabulary.helpQuestions + IntentVocabulary.howToActions).compactMap { Tokenizer.words(of: $0).first }
            + Array(IntentVocabulary.helpNouns)
    }
    /// The words any question about time studied starts with (``WordTraits/timeQuestionStart``).
    static var timeStarts: [String] {
        (IntentVocabulary.timeQuestions + IntentVocabulary.studyTimeNouns).compactMap { Tokenizer.words(of: $0).first }
    }

    /// Help asked in words: a question of how Diario works ("come si usa questa app", "how do I use diario",
    /// "what can I type here") or a line naming its commands ("mostrami i comandi", "instructions please"), with
    /// no subject and no date, in ten words or fewer. `words` are the folded words of `tokens`.
    func isHelpInWords(_ tokens: [Token], words: [String], hasDate: Bool) -> Bool {
        guard !hasDate, words.count <= 12, tokens.anyHas(.helpStart) else {
            return false
        }
        let meaningful = words.filter { $0 != "\u{0}" && Self.beginsWithLetterOrNumber($0) }
        guard (1...10).contains(meaningful.count) else { return false }
        var asks = meaningful.contains(where: IntentVocabulary.helpNouns.contains)
        for start in meaningful.indices.prefix(4) where !asks {
            guard let match = Self.helpQuestions.longest(at: start, in: meaningful) else { continue }
            let after = meaningful[match.end...].filter { !IntentVocabulary.helpRepeats.contains($0) }
            // "how do i …" alone is any question; it asks for help only when it is about Diario.
            let needsDiario = match.length <= 3 && meaningful[start] == "how"
            asks =
                match.value || after.isEmpty && !needsDiario
                || after.contains(where: IntentVocabulary.aboutDiario.contains)
                || meaningful[start..<match.end].contains(where: IntentVocabulary.aboutDiario.contains)
            break
        }
        return asks && subjects.detect(inWords: meaningful) == nil
    }

    /// "let's go over the history cards", "ripassiamo i vocaboli di tedesco con le carte", "flashcard review for
    /// english": a card word and a word of reviewing, no date, and no word of making cards at the start. `words` are
    /// the folded words of `tokens`.
    func isCardReview(_ tokens: [Token], words: [String], hasDate: Bool) -> Bool {
        guard !hasDate, words.count <= 12, let first = words.first(where: { $0 != "\u{0}" }),
            !IntentVocabulary.cardMaking.contains(first), !IntentVocabulary.adviceOpenings.contains(first)
        else { return false }
        return tokens.anyHas(.cardWord)
            && words.contains(where: IntentVocabulary.reviewWords.contains)
    }

    /// Verbs of practising together, after "can we" / "possiamo".
    private static let practiceWords: WordSet = [
        "practice", "practise", "drill", "esercitarci", "esercitiamoci", "allenarci",
    ]

    /// Every word one of the shapes ``isPracticeRequest(_:words:hasDate:)`` reads needs: a line with none of them
    /// (most lines) asks for no practice.
    static var practiceCues: [String] {
        Array(IntentVocabulary.reviewWords) + Array(practiceWords) + Array(IntentVocabulary.cardWords)
            + Array(IntentVocabulary.cardMaterial) + ["practice", "practise", "drill", "pratica", "allenamento"]
    }

    /// "practice math formulas with me", "ripassa i verbi con me", "let's do some greek vocab practice", "flash cards
    /// for french": reviewing with Diario, said as practice together or as cards and a subject alone; no date.
    /// `words` are the folded words of `tokens`.
    func isPracticeRequest(_ tokens: [Token], words: [String], hasDate: Bool) -> Bool {
        guard !hasDate, words.count <= 10, let first = words.first,
            tokens.anyHas(.practiceCue)
        else { return false }
        let together = zip(words, words.dropFirst()).contains { ["with", "con"].contains($0) && $1 == "me" }
        if together, words.contains(where: IntentVocabulary.reviewWords.contains) { return true }
        // "can we practice french vocab", "possiamo esercitarci sul lessico": practice asked together.
        if words.starts(with: ["can", "we"]) || words.starts(with: ["possiamo"]),
            words.contains(where: Self.practiceWords.contains)
        {
            return true
        }
        if ["let", "let's", "lets", "facciamo"].contains(first),
            words.contains(where: { ["practice", "practise", "drill", "pratica", "allenamento"].contains($0) })
        {
            return true
        }
        // Cards (or what cards are made of, with a noun of practice: "spanish vocab drill") and a subject, and
        // nothing else that says what to do with them.
        let meaningful = words.filter { $0 != "\u{0}" && Self.beginsWithLetter($0) }
        let material =
            meaningful.contains(where: IntentVocabulary.cardMaterial.contains)
            && meaningful.contains(where: IntentVocabulary.practiceNouns.contains)
        guard meaningful.count <= 6, !IntentVocabulary.cardMaking.contains(first),
            meaningful.contains(where: IntentVocabulary.cardWords.contains) || material,
            subjects.detect(inWords: words) != nil
        else { return false }
        return meaningful.allSatisfy {
            IntentVocabulary.cardWords.contains($0) || IntentVocabulary.trailingFillers.contains($0)
                || ["fammi", "facciamo", "do", "un", "una", "a", "some"].contains($0)
                || IntentVocabulary.cardMaterial.contains($0) || IntentVocabulary.practiceNouns.contains($0)
                || ["for", "of", "di", "per", "my", "le", "mie", "i", "miei", "the"].contains($0)
                || subjects.detect(inWords: [$0]) != nil
        }
    }

    /// "card for history: 1789 | the revolution", "make a german card: der Hund = the dog": a card word in the first
    /// four words (after a word of making or a subject, or first), then a colon and its text: a card being written.
    /// The index of the colon, after which the card's text starts; nil when the line writes no card so.
    func cardHeaderColon(_ tokens: [Token], words: [String]) -> Int? {
        // "german flashcard: …": a subject may stand before the card word.
        guard let cardAt = tokens.prefix(4).firstIndex(where: { $0.traits.contains(.cardWord) }),
            cardAt == 0 || IntentVocabulary.cardMaking.contains(words[0])
                || cardAt <= 2 && subjects.detect(inWords: Array(words[..<cardAt])) != nil
        else { return nil }
        // A colon of its own: "::" separates a card's two sides.
        guard
            let colon = tokens[(cardAt + 1)...].prefix(4).indices.first(where: { index in
                tokens[index].text == ":" && (index + 1 == tokens.count || tokens[index + 1].text != ":")
                    && tokens[index - 1].text != ":"
            })
        else { return nil }
        // "flashcard review: chemistry" asks to review them.
        let writes =
            colon + 1 < tokens.count && !words[cardAt..<colon].contains(where: IntentVocabulary.reviewWords.contains)
        return writes ? colon : nil
    }

    /// "fronte: derivata di x^2 retro: 2x", "front: speed of light / back: 3x10^8 m/s", "nuova carta D: … R: …": a
    /// card's two sides, each after its label and a colon, the question's label among the first words.
    func labelledSidesCard(_ line: String, tokens: [Token], words: [String]) -> Request? {
        // A label as typed: typo forgiveness may have read "fronte" as another word.
        func labelled(_ index: Int, _ labels: WordSet) -> Bool {
            // The colon first: it is rare, the lowering of the label is not free.
            index + 1 < tokens.count && tokens[index + 1].text == ":"
                && (index + 2 == tokens.count || tokens[index + 2].text != ":")
                && labels.contains(tokens[index].text.lowercased())
        }
        guard let front = words.indices.prefix(4).first(where: { labelled($0, IntentVocabulary.frontLabels) }),
            front == 0
                || words[..<front].allSatisfy({
                    IntentVocabulary.cardWords.contains($0) || IntentVocabulary.cardMaking.contains($0)
                        || ["a", "an", "una", "un"].contains($0) || subjects.detect(inWords: [$0]) != nil
                }),
            let back = words.indices.dropFirst(front + 3).first(where: { labelled($0, IntentVocabulary.backLabels) })
        else { return nil }
        var questionEnd = back
        while questionEnd > front + 2, tokens[questionEnd - 1].kind == .symbol { questionEnd -= 1 }
        let question = NaturalLanguageTaskParser.title(line, tokens, kept: Array((front + 2)..<questionEnd))
        let answer = NaturalLanguageTaskParser.title(line, tokens, kept: Array((back + 2)..<tokens.count))
        guard !question.isEmpty, !answer.isEmpty else { return nil }
        return .addCard(front: question, back: answer, subjectKey: subjects.detect(inWords: words))
    }

    /// "ansia e nostalgia nel romanticismo: tema per ita il 20": a line with a task's kind and a date that speaks of
    /// nobody ("I", "sono", "mi") and asks nothing names work about its topic, whatever feeling words it has.
    func namesTopicalWork(_ tokens: [Token], words: [String], hasDate: Bool, questionMark: Bool) -> Bool {
        hasDate && !questionMark && tokens.contains { $0.traits.contains(.kindStart) }
            && tokens.first(where: \.isMeaningful)?.traits.contains(.question) != true
            && !words.contains(where: {
                IntentVocabulary.personalWords.contains($0) || ["ho", "hai", "have"].contains($0)
            })
            && !words.contains(where: {
                IntentVocabulary.feelingStates.contains($0) || IntentVocabulary.strongFeelings.contains($0)
            })
            && Self.coachPhrases.matches(in: words, tokens: tokens, starts: .coachPhraseStart).isEmpty
    }

    /// "show my streak", "mostrami i progressi", "fammi vedere le statistiche", "la mia streak a quanto è": a short
    /// line that names progress itself, with no task in it.
    func namesProgress(_ tokens: [Token], words: [String]) -> Bool {
        // Most lines name no progress: they are turned away before the meaningful words are gathered.
        guard words.contains(where: IntentVocabulary.progressNouns.contains) else { return false }
        let meaningful = words.filter { $0 != "\u{0}" && Self.beginsWithLetter($0) }
        guard meaningful.count <= 7, meaningful.contains(where: IntentVocabulary.progressNouns.contains) else {
            return false
        }
        return !tokens.contains { $0.traits.contains(.kindStart) && !IntentVocabulary.studyWords.contains($0.folded) }
    }

    /// "how long did I study yesterday?", "quante ore ho fatto di fisica", "total study hours this month": a
    /// question of how much time (or time studied named as a thing), with no amount typed and no "should".
    func isTimeQuestion(_ tokens: [Token], words: [String]) -> Bool {
        // Read from the tokens' traits: `words` are their folded words.
        guard tokens.anyHas(.timeQuestionStart) else { return false }
        let meaningful = words.filter { $0 != "\u{0}" && Self.beginsWithLetterOrNumber($0) }
        // An amount ("2 ore", "un'ora") makes it a log or a goal, not a question.
        let hasAmount = tokens.indices.contains { index in
            let word = tokens[index].folded
            if tokens[index].kind == .number { return true }
            guard DateVocabulary.smallNumbers[word] != nil else { return false }
            // "a", "un", "una" count only before a unit ("un'ora"), not as articles ("a filosofia").
            return !["a", "an", "un", "una", "uno", "un'"].contains(word)
                || index + 1 < tokens.count
                    && Self.durationUnits.contains(tokens[index + 1].folded)
        }
        guard meaningful.count <= 12, !meaningful.contains(where: IntentVocabulary.adviceModals.contains), !hasAmount
        else { return false }
        // "minutes of spanish so far", "how much chem have i done": an amount of time asked to date.
        let soFar = meaningful.contains("far") && meaningful.contains("so") || meaningful.contains("finora")
        let hasUnit = meaningful.contains(where: Self.durationUnits.contains)
        // "how much latino have i studied", "how much philosophy did i do in january", "quanta chimica ho fatto":
        // how much of something the student has done.
        let howMuch = meaningful.starts(with: ["how", "much"]) || meaningful.starts(with: ["how", "many"])
        let asksDone =
            howMuch
            && (zip(meaningful, meaningful.dropFirst()).contains { Self.haveOrDid.contains($0) && $1 == "i" }
                || meaningful.contains(where: Self.studiedWords.contains))
        let quanto = meaningful.first.map(Self.quantoWords.contains) == true
        let quantoDone =
            quanto
            && zip(meaningful, meaningful.dropFirst()).contains {
                $0 == "ho" && Self.doneParticiples.contains($1)
            }
        let howMuchDone = asksDone || quantoDone
        if soFar && hasUnit || howMuchDone { return true }
        let asks = meaningful.indices.prefix(3).contains { Self.timeQuestions.longest(at: $0, in: meaningful) != nil }
        // "ore di storia totali?", "total hours of math": hours named with a total, in a short line.
        let totalHours =
            meaningful.count <= 6 && meaningful.contains(where: Self.totalWords.contains)
            && meaningful.contains(where: Self.hoursOrMinutes.contains)
        return asks || totalHours || !Self.studyTimeNouns.matches(in: meaningful).isEmpty
    }

    /// The words of a line without the adverbs that change nothing where they stand: at the start, or after the
    /// auxiliary ("just turned in", "ho già consegnato", "finalmente ho finito"). Indices into `words`.
    func withoutNarrationAdverbs(_ words: [String]) -> [Int] {
        guard words.prefix(4).contains(where: IntentVocabulary.narrationAdverbs.contains) else {
            return Array(words.indices)
        }
        var kept: [Int] = []
        for index in words.indices {
            let leading = kept.count <= 1 && index <= 3
            if leading, IntentVocabulary.narrationAdverbs.contains(words[index]),
                kept.isEmpty
                    || ["ho", "i", "i've", "ive", "have", "abbiamo", "l'ho", "lho", "i'm", "im"].contains(
                        words[kept[0]])
            {
                continue
            }
            kept.append(index)
        }
        return kept
    }

    /// The first words of ``studied`` and the words of a time in the past that may open a line
    /// (``tellsStudyDone(_:words:)``).
    static var studyDoneCues: [String] {
        IntentVocabulary.studied.compactMap { Tokenizer.words(of: $0).first }
            + ["ieri", "yesterday", "stamattina", "stamani", "altroieri", "last", "this"]
    }

    /// Whether a line with a duration tells study already done: a verb of having studied or done anywhere in
    /// its first words ("stamattina ho fatto mezz'ora di latino", "before dinner I did 50 min of greek"), or a
    /// time in the past first ("ieri sera 50 min di storia", "last night 1 hour of music theory"). `words` are the
    /// folded words of `tokens`.
    func tellsStudyDone(_ tokens: [Token], words: [String]) -> Bool {
        // Each shape below starts with one of these words: most lines have none.
        guard tokens.anyHas(.studyDoneCue) else { return false }
        let hasAdverb = tokens.prefix(4).anyHas(.narrationAdverb)
        let kept = hasAdverb ? withoutNarrationAdverbs(words).map { words[$0] } : words
        if Self.studied.prefix(of: kept) != nil { return true }
        // The first word was just looked up.
        for start in kept.indices.prefix(6).dropFirst() {
            if let match = Self.studied.longest(at: start, in: kept),
                match.length >= 2 || start > 0 && isPast(kept[start])
            {
                return true
            }
        }
        guard let first = kept.first else { return false }
        return ["ieri", "yesterday", "stamattina", "stamani", "altroieri"].contains(first)
            || kept.starts(with: ["last", "night"]) || kept.starts(with: ["this", "morning"])
    }

    /// Whether a line notes an amount of time spent on something, as a paper diary would: the amount within its
    /// first four words ("1h30 di filosofia oggi", "stasera 20 minuti di vocaboli", "this evening 45 mins geo
    /// revision"), or anywhere when the line names a moment of today or before ("full immersion di storia
    /// stamattina, 3 ore"); the amount is of a subject or a topic (after "di" / "of" / "on" / "su", or a subject
    /// right after it), and the line has no task kind but study (a kind after "per" / "for" is what it was for:
    /// "tre ore di storia ieri per l'interrogazione") and does not open with a verb of doing ("studiare storia 2 ore").
    func notesTimeSpent(_ tokens: [Token], saysWhen: Bool) -> Bool {
        // Most lines have no amount: the duration parser runs only when one may be there.
        guard Self.mayHoldAmount(tokens.prefix(saysWhen ? tokens.count : 5)), let duration = durations.parse(tokens)
        else { return false }
        // "tedesco 1h15", "history revision 1.5 hours", "english essay work, 55 min": a subject and what was done,
        // then the time, closing the line. A test's length ("verifica di storia 2 ore") is not time studied.
        let before = Array(tokens[..<duration.range.lowerBound])
        // The folded words, made once for the checks below.
        let words = tokens.map(\.folded)
        if tokens[duration.range.upperBound...].allSatisfy({ !$0.isMeaningful }), !before.isEmpty,
            subjects.detect(inTokens: before) != nil, !looksLikeTask(words), Self.testWordIndex(in: words) == nil
        {
            return true
        }
        guard duration.range.lowerBound <= 3 || saysWhen else { return false }
        let after = tokens[duration.range.upperBound...].prefix(2)
        // "tedesco 50 minuti fatti ora": the amount done, its subject before it.
        let done =
            after.first.map { Self.doneAfterAmount.contains($0.folded) } == true
        let ofSomething =
            after.contains { Self.ofAfterAmount.contains($0.folded) }
            || done && subjects.detect(inWords: words) != nil
            || after.first.map { subjects.detect(inWords: [$0.folded]) != nil } == true
            || saysWhen && subjects.detect(inWords: words) != nil
        guard ofSomething, !looksLikeTask(words) else { return false }
        return !tokens.indices.contains { index in
            tokens[index].traits.contains(.kindStart) && !IntentVocabulary.studyWords.contains(tokens[index].folded)
                && !(index > 0 && Self.forWords.contains(tokens[index - 1].folded))
                && !(index > 1 && Self.forWords.contains(tokens[index - 2].folded))
        }
    }

    // The small sets of words of time spent and asked, looked up rather than built as arrays at every call.
    private static let haveOrDid: WordSet = ["have", "did"]
    private static let studiedWords: WordSet = ["studied", "revised"]
    private static let quantoWords: WordSet = ["quanto", "quanta", "quanti", "quante"]
    private static let doneParticiples: WordSet = ["fatto", "fatta", "fatti", "fatte", "studiato", "ripassato"]
    private static let totalWords: WordSet = ["totali", "totale", "total", "tot"]
    private static let hoursOrMinutes: WordSet = ["ore", "hours", "minuti", "minutes", "min"]
    private static let doneAfterAmount: WordSet = ["fatti", "fatte", "fatto", "done", "studiati", "studiate"]
    private static let ofAfterAmount: WordSet = ["di", "of", "on", "su", "in", "sul", "sulla", "sui"]
    private static let forWords: WordSet = ["per", "for", "x"]

    /// A half or a quarter, of an hour.
    private static let fractionsOfAnHour: WordSet = ["mezz'", "half", "quarto"]

    /// Whether `tokens` may hold an amount of time: a digit, a number word, a half or a quarter (a cheap test before
    /// the duration parser).
    static func mayHoldAmount(_ tokens: some Collection<Token>) -> Bool {
        tokens.contains {
            DateExpressionParser.startsWithDigit($0) || DateVocabulary.smallNumbers[$0.folded] != nil
                || Self.fractionsOfAnHour.contains($0.folded)
        }
    }

    /// A word of the `studied` openings that says the past by itself ("studied", "spent", "studiato").
    private func isPast(_ word: String) -> Bool {
        word.hasASCIISuffix("ed") || word.hasASCIISuffix("ato") || ["did", "spent", "fatto"].contains(word)
    }

    /// How many days ago a study log's weekday was ("domenica mattina ho fatto…" on a Tuesday: 2); nil when the
    /// line names none. "last night" is yesterday.
    static func daysAgo(_ words: [String], today: CalendarDay) -> Int? {
        if zip(words, words.dropFirst()).contains(where: { $0 == "last" && $1 == "night" }) { return 1 }
        guard let weekday = words.lazy.compactMap({ DateVocabulary.weekdays[$0] }).first else { return nil }
        return (today.weekday.rawValue - weekday.rawValue + 7) % 7
    }

    /// Words after which a coach word names a topic ("on stress", "sullo stress idrico").
    private static let topicPrepositions: WordSet = [
        "on", "about", "sul", "sullo", "sulla", "sui", "sugli", "sulle", "riguardo", "su", "of", "del", "della",
        "dello", "dei", "degli", "delle",
    ]
    /// Articles before a coach word that names a topic, unless a holder comes before them ("the sad ending").
    private static let topicArticles: WordSet = [
        "the", "a", "an", "il", "lo", "la", "l'", "i", "gli", "le", "un", "una", "uno",
    ]
    /// Words that hold a feeling before its article ("ho il panico", "I have the blues").
    private static let feelingHolders: WordSet = [
        "ho", "hai", "have", "got", "sono", "sei", "i'm", "im", "am", "mi", "c'e", "ce",
    ]

    /// Coach words that name a topic rather than a feeling: inside a subject's topic ("sistema nervoso", "grande
    /// depressione"), after a topic preposition ("on stress hormones", "sullo stress idrico"), after an article
    /// that no "ho" / "have" / "sono" stands before ("the sad ending", "la crisi del '29", not "ho il panico"), or
    /// joined by "and" / "e" to one of these ("on depression and anxiety").
    func topicalFeelings(_ tokens: [Token], words: [String]) -> Set<Int> {
        var masked = Set(subjects.phraseSpans(inWords: words).filter { $0.count >= 2 }.flatMap { Array($0) })
        for index in tokens.indices where tokens[index].traits.contains(.coach) && index > 0 {
            let before = words[index - 1]
            if Self.topicPrepositions.contains(before) {
                masked.insert(index)
            } else if Self.topicArticles.contains(before), index >= 2, !Self.feelingHolders.contains(words[index - 2]) {
                masked.insert(index)
            } else if ["and", "e", "or", "o", ","].contains(before), index >= 3,
                masked.contains(index - 2) || Self.topicPrepositions.contains(words[index - 3])
            {
                masked.insert(index)  // "on depression and anxiety disorders": both are topics
            }
        }
        return masked
    }
}
