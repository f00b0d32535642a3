internal import DiarioDomain

/// How sure a reading is, and the reading that came second (docs/natural-language.md, "Never a silent wrong
/// write").
extension IntentRouter {
    /// "ho", "I've": a first person opening what was done.
    private static let firstPersonHave: WordSet = ["ho", "i", "i've", "ive"]
    /// "non urgente": a priority after a denial, not a denial.
    private static let priorityWords: WordSet = ["urgente", "importante", "urgent"]

    /// The confidence of `request` and its runner-up. A task that reads as narration in the past ("ho scritto
    /// il tema di italiano") may be work done; a task asked as a question ("verifica di storia venerdì?") may be a
    /// question for the coach; each typo forgiven costs a little; a slash command is sure.
    func doubt(
        about request: Request, tokens: [Token], facts: LineFacts, line: String, typos: Int, dated: DueExpression?,
        today: CalendarDay
    ) -> (
        confidence: Double, alternative: Request?
    ) {
        let forgiven = 0.05 * Double(typos)
        switch request {
        case .unknown:
            return (0, nil)
        case .addTask(let task):
            let words = facts.words
            // "ho studiado arte un'ora": a first person and a duration may be time studied.
            if let first = words.first(where: { $0 != "\u{0}" }), Self.firstPersonHave.contains(first),
                let session = studySession(tokens)
            {
                let study = StudyLogRequest(
                    minutes: session.minutes, subjectKey: subjects.detect(inWords: session.otherWords),
                    startTime: session.start, daysAgo: session.daysAgo)
                return (0.45 - forgiven, .logStudy(study))
            }
            // "bio 6½ verifica di martedì", "B+ on friday's chem quiz": a test's name beside a mark, which is no part of
            // its day or time nor the number of a chapter or a unit, may be the mark got (its day read as the next
            // one).
            if [.test, .oral, .exam].contains(task.kind),
                Self.letterMark(in: line)?.signed == true
                    || tokens.indices.contains(where: { index in
                        !(dated?.consumed.contains { $0.contains(index) } ?? false)
                            && Self.hasMarkShape(tokens, at: index)
                            && !(index > 0 && IntentVocabulary.numberedParts.contains(words[index - 1]))
                    }),
                let grade = gradeRequest(line, rest: tokens, words: words, today: today, due: nil)
            {
                return (0.5 - forgiven, .addGrade(grade))
            }
            if let done = pastNarration(tokens, words: words, line: line) {
                return (0.45 - forgiven, .completeTask(reference: done, subjectKey: task.subjectKey))
            }
            let notAhead = task.dueDate.map { $0 <= today } ?? true
            // "two and a half hours of maths last night", "tedesco 50 minuti fatti ora": an amount of time in a
            // task that is not ahead may be time studied.
            // A plan ("studiare 2 ore di matematica") or a task of another kind ("interrogazione … dalle 10 alle 11")
            // is no time studied.
            let plans =
                facts.startsWithVerbOfDoing
                || tokens.contains {
                    $0.traits.contains(.kindStart) && !IntentVocabulary.studyWords.contains($0.folded)
                }
            if notAhead, !plans, Self.mayHoldAmount(tokens), let session = studySession(tokens), session.minutes > 0 {
                let study = StudyLogRequest(
                    minutes: session.minutes, subjectKey: subjects.detect(inWords: session.otherWords),
                    startTime: session.start, daysAgo: session.daysAgo)
                return (0.5 - forgiven, .logStudy(study))
            }
            // "geography map project - done and dusted", "metti la spunta su storia": a word of work done anywhere
            // in a task that is not ahead may be a completion.
            // The word lists below are read from the tokens' traits: `words` are their folded words.
            if notAhead, tokens.anyHas(.doneWord), !tokens.anyHas(.negation) {
                let title = NaturalLanguageTaskParser.title(line, tokens, kept: Array(tokens.indices))
                return (0.5 - forgiven, .completeTask(reference: title, subjectKey: task.subjectKey))
            }
            let first = tokens.first(where: \.isMeaningful)
            if tokens.endsWithQuestionMark || first?.traits.contains(.question) == true && first?.folded != "do" {
                let message = NaturalLanguageTaskParser.title(
                    line, tokens, kept: Array(tokens.indices), capitalized: false)
                return (0.5 - forgiven, .coach(message: message, subjectKey: task.subjectKey))
            }
            // "i always blank out in latin tests", "xke non mi entra in testa la fisica": a task with no day that
            // speaks of the student, or asks something, may be a feeling or a question for the coach.
            // A denial speaks of the student whatever the day ("cmq nn ho voglia di studiare oggi").
            // ("non urgente" is a priority, not a denial).
            let denies = words.indices.contains { index in
                tokens[index].traits.contains(.negation) && words[index] != "yet"
                    && !(index + 1 < words.count && Self.priorityWords.contains(words[index + 1]))
            }
            // A reminder ("non dimenticare il libro di arte domani") denies nothing of the student's.
            let reminds = IntentVocabulary.reminderOpenings.contains { words.starts(with: $0) }
            // The student speaks of themself: a first person beside the denial ("nn ho voglia", "non riesco").
            let personal = tokens.anyHas(.firstPerson)
            if task.dueDate == nil && tokens.anyHas(.personalWord)
                || denies && personal && !reminds,
                !TaskVocabulary.fillers.contains(where: { words.starts(with: $0) })
            {
                let message = NaturalLanguageTaskParser.title(
                    line, tokens, kept: Array(tokens.indices), capitalized: false)
                return (0.6 - forgiven, .coach(message: message, subjectKey: task.subjectKey))
            }
            return (0.9 - forgiven, nil)
        default:
            let slash = tokens.first?.text == "/"
            return (slash ? 1 : 0.9 - forgiven, nil)
        }
    }

    /// Words that say work is done wherever they stand in a line: the participles of finishing (the first word of a
    /// two-word one: "turned", "knocked"), ticking it off. A list for the tokens' traits (``WordTraits/doneWord``).
    static var doneWords: [String] {
        IntentVocabulary.italianDoneParticiples
            + IntentVocabulary.englishDoneParticiples.compactMap { Tokenizer.words(of: $0).first }
            + ["complete", "spunta", "tick", "dusted"]
    }

    /// The work a line tells as done in the past ("ho scritto il tema di italiano" → "il tema di italiano",
    /// "I wrote the essay" → "the essay"), or nil: a first person, then a past participle or a past verb.
    private func pastNarration(_ tokens: [Token], words: [String], line: String) -> String? {
        // Both shapes below need a first person ("ho" after the pronoun, or opening the line): most lines have none,
        // and are turned away before their words are gathered.
        guard tokens.anyHas(.narratingPerson) else { return nil }
        var kept: [Int] = []
        kept.reserveCapacity(words.count)
        for index in withoutNarrationAdverbs(words) where tokens[index].isMeaningful { kept.append(index) }
        guard kept.count >= 2 else { return nil }
        // "il questionario di religione l'ho fatto ieri": the work named first, then "l'ho" and a participle.
        if let pronoun = words.firstIndex(where: Self.objectPronouns.contains), pronoun > 0,
            pronoun + 2 < words.count, words[pronoun + 1] == "ho", Self.isPastVerb(words[pronoun + 2])
        {
            let named = (0..<pronoun).drop { IntentVocabulary.leadingArticles.contains(words[$0]) }
            let title = NaturalLanguageTaskParser.title(line, tokens, kept: Array(named))
            return title.isEmpty ? nil : title
        }
        // The first person is needed: a word alone at the start that ends like a participle is as often a noun
        // ("compiti", "printed notes").
        guard Self.narratingPersons.contains(words[kept[0]]), kept.count >= 3,
            Self.isPastVerb(words[kept[1]])
        else { return nil }
        // The work named, without its article ("il tema" names the task "Tema di italiano"), as a completion reads it.
        let named = kept[2...].drop { IntentVocabulary.leadingArticles.contains(words[$0]) }
        let title = NaturalLanguageTaskParser.title(line, tokens, kept: Array(named))
        return title.isEmpty ? nil : title
    }

    /// The first persons that open a narration ("ho fatto", "I wrote").
    static let narratingPersons: WordSet = ["ho", "abbiamo", "i", "we", "i've", "ive", "we've"]

    /// The pronouns that stand for work named before "ho" ("il tema l'ho fatto").
    private static let objectPronouns: WordSet = ["l'", "li", "le"]

    /// Past participles and simple pasts no ending gives away.
    private static let irregularPastVerbs: WordSet = [
        "fatto", "fatta", "fatti", "fatte", "scritto", "scritta", "scritti", "letto", "letta", "letti", "messo",
        "preso", "presa", "visto", "rivisto", "detto", "did", "wrote", "read", "sent", "gave", "made", "took",
        "went", "had", "got", "done", "written", "learnt", "learned", "studied",
    ]

    /// A past participle or a simple past ("scritto", "studiata", "wrote", "finished").
    static func isPastVerb(_ word: String) -> Bool {
        let participles = ["ato", "ata", "ati", "ate", "uto", "uta", "uti", "ito", "ita", "iti", "ite"]
        return irregularPastVerbs.contains(word) || word.count >= 5 && participles.contains(where: word.hasASCIISuffix)
            || word.count >= 5 && word.hasASCIISuffix("ed")
    }
}
