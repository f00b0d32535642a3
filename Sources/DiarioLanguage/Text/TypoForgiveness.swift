/// One typo forgiven in the closed vocabulary: a word of five letters or more that no lexicon knows, one edit
/// (a letter added, dropped or changed, or two neighbours swapped) from exactly one word of five letters or more
/// that names a kind, a subject, a weekday, a month, a relative day or an intent ("verifcia", "mercoeldi",
/// "febraio", "homewrok"), is read as that word. The title keeps what was typed.
///
/// A word any lexicon or common-word list knows is never changed ("testo" stays "testo", not "tests"), and a word
/// one edit from two different words is left alone: a typo is forgiven only where there is no other reading.
enum TypoForgiveness {
    /// The words a typo may be read into, in buckets by length and first letter and by length and last letter:
    /// one edit keeps either the first or the last letter of a word of three letters or more, so a word is only
    /// ever compared with the words of its length ± 1 that share one of them.
    private struct Index {
        static let longest = 26
        var byFirst = [Bucket](repeating: Bucket(), count: (longest + 1) * 26)
        var byLast = [Bucket](repeating: Bucket(), count: (longest + 1) * 26)

        static func slot(_ length: Int, _ letter: UInt8) -> Int { length * 26 + Int(letter - 0x61) }
    }

    /// The words of one length and one first (or last) letter: the set of each word's letters apart from its
    /// bytes, so that the candidates turned away by their letters are passed over without touching their bytes.
    private struct Bucket {
        var letters: [UInt32] = []
        var words: [[UInt8]] = []

        mutating func append(_ bytes: [UInt8]) {
            letters.append(TypoForgiveness.letters(bytes))
            words.append(bytes)
        }
    }

    /// The letters a word of ASCII a-z holds, one bit each. One typo changes at most two bits (a letter added, dropped,
    /// or one changed into another; a swap none): most candidates are turned away by them before their bytes are read.
    private static func letters(_ bytes: [UInt8]) -> UInt32 { bytes.reduce(0) { $0 | 1 << UInt32($1 - 0x61) } }

    /// The closed vocabulary (folded): kinds, built-in subjects, weekdays, months, relative days, the words of
    /// intent openings.
    static let vocabulary: WordSet = {
        // Gathered with repeats: the set made at the end keeps each once, hashing each word once.
        var words: [String] = []
        func add(_ phrases: some Sequence<String>, singleOnly: Bool) {
            for phrase in phrases {
                let parts = Tokenizer.words(of: phrase)
                guard !singleOnly || parts.count == 1 else { continue }
                for part in parts where part.utf8.count >= 5 && isAllLetters(part) { words.append(part) }
            }
        }
        add(TaskVocabulary.kinds.flatMap { $0.phrases.map { $0.joined(separator: " ") } }, singleOnly: true)
        for entry in SubjectLexicon.tokenizedEntries where entry.words.count == 1 {
            let word = entry.words[0]
            if word.utf8.count >= 5, isAllLetters(word) { words.append(word) }
        }
        add(DateVocabulary.weekdays.keys, singleOnly: true)
        add(DateVocabulary.months.keys, singleOnly: true)
        add(DateVocabulary.relativeDays.keys, singleOnly: true)
        add(intentWords, singleOnly: false)
        return WordSet(words).subtracting(notTypoTargets)
    }()

    /// Whether every character of `word` is a letter: ASCII by its bytes, the rest by its characters.
    private static func isAllLetters(_ word: String) -> Bool {
        if word.utf8.allSatisfy({ $0 < 0x80 }) { return word.utf8.allSatisfy { (0x61...0x7A).contains($0 | 0x20) } }
        return word.allSatisfy(\.isLetter)
    }

    /// The phrases that open an intent; their five-letter words may be typed with one letter dropped ("sena" for
    /// "segna", "ftto" for "fatto"), which no other word of four letters is forgiven.
    private static let intentWords =
        IntentVocabulary.quiz + IntentVocabulary.stats + IntentVocabulary.complete + IntentVocabulary.addCard
        + IntentVocabulary.prepareTest + IntentVocabulary.studied + Array(IntentVocabulary.moveOpenings)
        + Array(IntentVocabulary.movedWords) + Array(IntentVocabulary.reviewWords) + Array(IntentVocabulary.cardWords)

    /// The words of ``intentWords``, split once for the sets below.
    private static let intentWordList = intentWords.flatMap { Tokenizer.words(of: $0) }

    private static let fiveLetterIntentWords = WordSet(intentWordList.filter { $0.utf8.count == 5 })
        .intersection(vocabulary)

    /// The words of intent openings: a word that differs from one only in its last vowel is another form of it (the
    /// other persons of a verb: "aggiungi" / "aggiunge", "segna" / "segno"), no typo. Verbs of moving are left out:
    /// "anticipo la verifica a oggi" moves it as "anticipa" does.
    private static let openingWords: Set<[UInt8]> = Set(
        intentWordList.filter { vocabulary.contains($0) && !IntentVocabulary.moveOpenings.contains($0) }
            .map { Array($0.utf8) })

    /// Whether `typed` is another form of an opening's word: the same letters but a different last vowel.
    private static func isOtherForm(_ typed: [UInt8], of verb: [UInt8]) -> Bool {
        let vowels: Set<UInt8> = Set("aeiou".utf8)
        guard typed.count == verb.count, let last = typed.last, let verbLast = verb.last,
            vowels.contains(last), vowels.contains(verbLast), openingWords.contains(verb)
        else { return false }
        return typed.dropLast().elementsEqual(verb.dropLast())
    }

    /// Every word the parser's own lists know, in any role ("dalle", "motorie", "consegnare"): never a typo.
    static let knownWords: WordSet = {
        // Gathered with repeats: the set made at the end keeps each once, hashing each word once.
        var words: [String] = []
        func add(_ phrases: some Sequence<String>) {
            for phrase in phrases { words += Tokenizer.words(of: phrase) }
        }
        for entry in SubjectLexicon.tokenizedEntries { words += entry.words }
        add(TaskVocabulary.kinds.flatMap { $0.phrases.joined() })
        add((TaskVocabulary.fillers + TaskVocabulary.lowPriority + TaskVocabulary.highPriority).joined())
        add(TaskVocabulary.danglingEnds)
        add(DateVocabulary.dayStarts)
        add(DateVocabulary.timeStarts)
        add(DateVocabulary.dueMarkers)
        add(DateVocabulary.countedNouns)
        add(DateVocabulary.countingWords)
        add(DateVocabulary.partsOfDay)
        add(DateVocabulary.smallNumbers.keys)
        add(DateVocabulary.hourWords.keys)
        add(DateVocabulary.minuteWords.keys)
        add(DateVocabulary.spanUnits.keys)
        add(DateVocabulary.ordinals.keys)
        add(StudyDurationParser.minuteUnits)
        add(StudyDurationParser.hourUnits)
        add(StudyDurationParser.spanStarts)
        add(StudyDurationParser.spanMiddles)
        add(RecurrenceParser.starts)
        // Each list added on its own: a union of word sets would build a table for every step.
        add(IntentVocabulary.help)
        add(IntentVocabulary.languageTriggers)
        add(IntentVocabulary.languageRequestWords)
        add(IntentVocabulary.recipients)
        add(IntentVocabulary.testWords)
        add(IntentVocabulary.testListFillers)
        add(IntentVocabulary.moveGlue)
        add(IntentVocabulary.taskVerbs)
        add(IntentVocabulary.leadingArticles)
        add(IntentVocabulary.goalUnits.keys)
        add(IntentVocabulary.goalUnitParticiples)
        add(IntentVocabulary.narrationAdverbs)
        add(IntentVocabulary.reviewWords)
        add(IntentVocabulary.cardMaking)
        add(IntentVocabulary.adviceModals)
        add(IntentVocabulary.aboutDiario)
        add(IntentVocabulary.helpNouns)
        add(
            IntentVocabulary.addSubject + IntentVocabulary.list + IntentVocabulary.askAbout
                + IntentVocabulary.notForTheCoach + IntentVocabulary.testQuestions + IntentVocabulary.goalOpenings
                + IntentVocabulary.openings + IntentVocabulary.completeSuffixes + IntentVocabulary.completeClosings
                + IntentVocabulary.timeQuestions + IntentVocabulary.studyTimeNouns + IntentVocabulary.helpQuestions
                + IntentVocabulary.coachPhrases + IntentVocabulary.quiz + IntentVocabulary.stats
                + IntentVocabulary.complete + IntentVocabulary.addCard + IntentVocabulary.prepareTest
                + IntentVocabulary.studied)
        add(IntentVocabulary.moveOpenings)
        add(IntentVocabulary.movedWords)
        add(IntentVocabulary.cardWords)
        add(IntentVocabulary.coachWords)
        add(IntentVocabulary.strongFeelings)
        add(IntentVocabulary.questionWords)
        add(DateVocabulary.months.keys)
        add(DateVocabulary.weekdays.keys)
        add(DateVocabulary.shortWeekdays.keys)
        add(DateVocabulary.relativeDays.keys)
        words += ordinaryWords
        words += SubjectLexicon.typoExceptions
        return WordSet(words)
    }()

    /// Words of the vocabulary a typo is never read into: too close to ordinary words of either language.
    private static let notTypoTargets: WordSet = [
        "check", "start", "prepare", "mettimi", "presentato", "presentata", "presentati", "presentate",
    ]

    /// Ordinary words one edit from a vocabulary word, which are what they are ("testo" is not "tests").
    static let ordinaryWords: WordSet = [
        "testo", "testi", "teste", "tested", "forse", "storie", "cello", "cellar", "italia", "letto", "lettere",
        "lesson", "lessons", "leading", "reader", "readers", "spending", "studio", "studies", "student",
        "students", "studente", "studenti", "stories", "marzo", "marco", "carte", "carta", "latte", "grecia",
        "parte", "morte", "sorte", "forte", "porte", "chimico", "chimici", "fisico", "fisici", "giocare",
        "musicale", "musical", "musician", "physical", "critic", "finish", "finale", "finali", "dominica",
        "sabbia", "ginnasio", "maggiore", "domande", "domanda",
        "scienza", "texts", "mostro", "mostre", "presto", "questo", "questa", "sposto", "spose",
        "sposi", "sposa", "sposo", "export", "import", "reporter", "preparo", "studiano", "studiate", "trova",
        "trovo", "trovi", "trovare", "trovato", "cerca", "cercare", "mezzo", "mezza", "mezz",
    ]

    /// What a vocabulary word means, where two words mean the same ("dicembre" and "december" are month 12): a
    /// typo one edit from both is no doubt ("dicember").
    private static let senses: WordMap<String> = {
        var senses: [String: String] = [:]
        for (word, month) in DateVocabulary.months { senses[word] = "month \(month)" }
        for (word, weekday) in DateVocabulary.weekdays { senses[word] = "weekday \(weekday.rawValue)" }
        for (kind, phrases) in TaskVocabulary.kinds {
            for phrase in phrases where phrase.count == 1 { senses[phrase[0]] = "kind " + kind.rawValue }
        }
        for entry in SubjectLexicon.tokenizedEntries where entry.words.count == 1 && senses[entry.words[0]] == nil {
            senses[entry.words[0]] = "subject \(entry.key)"
        }
        return WordMap(senses)
    }()

    private static let index: Index = {
        var index = Index()
        for word in vocabulary {
            let bytes = Array(word.utf8)
            guard bytes.count <= Index.longest, bytes.allSatisfy({ (0x61...0x7A).contains($0) }) else { continue }
            index.byFirst[Index.slot(bytes.count, bytes[0])].append(bytes)
            index.byLast[Index.slot(bytes.count, bytes[bytes.count - 1])].append(bytes)
        }
        return index
    }()

    /// The tokens with every forgivable typo read as the word meant (a word of five letters or more, or of four
    /// when one letter of a five-letter word of an intent's opening was dropped); the count of words read so.
    static func corrected(_ tokens: [Token]) -> (tokens: [Token], count: Int) {
        var result = tokens
        var count = 0
        // By index, each field read in place (``Token``).
        for position in tokens.indices {
            guard tokens[position].kind == .word, tokens[position].traits.isDisjoint(with: .lexical),
                let meant = unstretched(tokens[position].folded) ?? wordMeant(by: tokens[position].folded)
            else { continue }
            result[position] = Token(
                kind: .word, text: tokens[position].text, offsets: tokens[position].offsets, folded: meant)
            count += 1
        }
        return (result, count)
    }

    /// A word with a letter held down ("aiutooo", "pleaseee", "verificaaa") read with that letter once, when the
    /// word so read is known; nil for any other word.
    static func unstretched(_ typed: String) -> String? {
        // Most words hold no letter three times in a row: they are passed over without copying their bytes.
        let mayBeStretched =
            typed.utf8.withContiguousStorageIfAvailable { bytes in
                bytes.count >= 3
                    && (2..<bytes.count).contains { bytes[$0] == bytes[$0 - 1] && bytes[$0] == bytes[$0 - 2] }
            } ?? true
        guard mayBeStretched else { return nil }
        var bytes: [UInt8] = []
        var run = 0
        var stretched = false
        for byte in typed.utf8 {
            if byte == bytes.last {
                run += 1
                if run >= 2 { stretched = true }
                if run >= 2 { continue }  // a double letter stays double ("fatto"); a third goes
            } else {
                run = 0
            }
            bytes.append(byte)
        }
        guard stretched else { return nil }
        for candidate in [bytes, bytes.reduce(into: [UInt8]()) { if $0.last != $1 { $0.append($1) } }] {
            let word = String(decoding: candidate, as: UTF8.self)
            if vocabulary.contains(word) || knownWords.contains(word) { return word }
        }
        return nil
    }

    private static func sense(of bytes: [UInt8]) -> String {
        let word = String(decoding: bytes, as: UTF8.self)
        return senses[word] ?? word
    }

    /// The one vocabulary word `typed` is a typo of (or one of several that mean the same), or nil.
    static func wordMeant(by typed: String) -> String? {
        let length = typed.utf8.count
        // Four letters typed can only be a five-letter word with one dropped ("ftto", "sena").
        guard (4..<Index.longest).contains(length), typed.utf8.allSatisfy({ (0x61...0x7A).contains($0) }),
            !vocabulary.contains(typed)
        else { return nil }
        // A word shaped like an infinitive ("consegnare") is read only as another infinitive ("qripassare").
        // Asked only of a word that has a candidate (most unknown words have none).
        var typedIsInfinitive: Bool?
        let bytes = Array(typed.utf8)
        var found: [UInt8]?
        var ambiguous = false
        let typedLetters = letters(bytes)
        func consider(_ bucket: Bucket) {
            for place in bucket.letters.indices where (bucket.letters[place] ^ typedLetters).nonzeroBitCount <= 2 {
                let candidate = bucket.words[place]
                guard isWithinOneTypo(candidate, bytes), !isOtherForm(bytes, of: candidate) else { continue }
                let typedInfinitive = typedIsInfinitive ?? IntentRouter.isItalianInfinitive(typed)
                typedIsInfinitive = typedInfinitive
                if typedInfinitive, !IntentRouter.isItalianInfinitive(String(decoding: candidate, as: UTF8.self)) {
                    continue
                }
                if length == 4, !fiveLetterIntentWords.contains(String(decoding: candidate, as: UTF8.self)) {
                    continue
                }
                if let found, found != candidate, sense(of: found) != sense(of: candidate) { ambiguous = true }
                // Of two words that mean the same, the first in byte order: the buckets come from a set, whose order
                // changes from one process to the next, and the word read must not.
                if found.map({ candidate.lexicographicallyPrecedes($0) }) ?? true { found = candidate }
            }
        }
        for candidateLength in max(5, length - 1)...(length + 1) {
            consider(index.byFirst[Index.slot(candidateLength, bytes[0])])
            consider(index.byLast[Index.slot(candidateLength, bytes[length - 1])])
        }
        // The list of every known word is built only when a word comes this far (most unknown words have no
        // candidate at all).
        guard !ambiguous, let found, !knownWords.contains(typed) else { return nil }
        return String(decoding: found, as: UTF8.self)
    }
}
