import Foundation

/// What the lexicons know of a folded word, as bits: one hash lookup per token serves every component.
struct WordTraits: OptionSet, Hashable, Sendable {
    let rawValue: UInt64

    /// A common Italian word (for guessing the language).
    static let italian = WordTraits(rawValue: 1 << 0)
    /// A common English word.
    static let english = WordTraits(rawValue: 1 << 1)
    /// A word of feeling or asking for help, which sends a line to the coach.
    static let coach = WordTraits(rawValue: 1 << 2)
    /// A question word, which at the start of a line makes it a question.
    static let question = WordTraits(rawValue: 1 << 3)
    /// A word that can start a day phrase ("next", "domani", "il", a weekday, a month).
    static let dayStart = WordTraits(rawValue: 1 << 4)
    /// A word that can start a time phrase ("at", "alle", "entro").
    static let timeStart = WordTraits(rawValue: 1 << 5)
    /// A word that can start a recurrence ("every", "ogni", "tutti").
    static let recurrenceStart = WordTraits(rawValue: 1 << 6)

    /// A language name ("english", "italiano"), which may ask to switch language.
    static let languageName = WordTraits(rawValue: 1 << 7)
    /// A word that can start a kind phrase ("homework", "compito in classe").
    static let kindStart = WordTraits(rawValue: 1 << 8)
    /// A word that can start a priority phrase ("urgent", "non urgente").
    static let priorityStart = WordTraits(rawValue: 1 << 9)

    /// A word that can start a coach phrase ("non riesco", "help me").
    static let coachPhraseStart = WordTraits(rawValue: 1 << 10)
    /// A word that can start a built-in subject phrase ("storia", "educazione fisica").
    static let subjectStart = WordTraits(rawValue: 1 << 11)

    /// The symbol "!" (two or more make a task urgent).
    static let bang = WordTraits(rawValue: 1 << 12)
    /// A word that moves a task ("sposta", "spostata", "moved", "postponed").
    static let move = WordTraits(rawValue: 1 << 13)
    /// A word some move needs besides a verb of moving ("invece", "now", "anymore", "new"): without one of them or of
    /// ``move``, a line is no move (``IntentRouter/moveCues``).
    static let moveCue = WordTraits(rawValue: 1 << 14)

    /// A word an amount of time can start with ("tre", "half", "un'"; a number is known by its first digit):
    /// ``StudyDurationParser`` reads no duration from any other.
    static let amountStart = WordTraits(rawValue: 1 << 15)
    /// The first word of a question of time studied ("quante ore", "how long"; ``IntentRouter/isTimeQuestion(_:words:)``).
    static let timeQuestionStart = WordTraits(rawValue: 1 << 16)
    /// A noun of lessons ("lezione", "class"), which may name a lesson a task is due at.
    static let lessonNoun = WordTraits(rawValue: 1 << 17)
    /// A first person that narrates ("ho", "I", "we've").
    static let narratingPerson = WordTraits(rawValue: 1 << 18)
    /// A word that says work is done wherever it stands ("finito", "turned", "spunta"; ``IntentRouter/doneWords``).
    static let doneWord = WordTraits(rawValue: 1 << 19)
    /// A word of denial ("non", "nn", "not").
    static let negation = WordTraits(rawValue: 1 << 20)
    /// A first person ("io", "ho", "I", "my").
    static let firstPerson = WordTraits(rawValue: 1 << 21)
    /// A word by which the student speaks of themself or asks something ("mi", "sono", "why").
    static let personalWord = WordTraits(rawValue: 1 << 22)
    /// A mark said in words ("sette", "eight") or a word of a percentage ("percent", "cento").
    static let markWord = WordTraits(rawValue: 1 << 23)
    /// A word that asks which grade is needed ("serve", "need", "minimo").
    static let gradeNeed = WordTraits(rawValue: 1 << 24)
    /// An adverb that changes nothing where it stands in narration ("già", "just", "finalmente").
    static let narrationAdverb = WordTraits(rawValue: 1 << 25)
    /// A word for a card ("flashcard", "carta").
    static let cardWord = WordTraits(rawValue: 1 << 26)
    /// A word without which a line asks for no practice (``IntentRouter/isPracticeRequest(_:words:hasDate:)``): a
    /// word of reviewing, of practising, for cards or what cards are made of.
    static let practiceCue = WordTraits(rawValue: 1 << 27)
    /// A word without which a line tells no study done (``IntentRouter/tellsStudyDone(_:words:)``): the first word
    /// of a verb of having studied, or of a time in the past that opens a line.
    static let studyDoneCue = WordTraits(rawValue: 1 << 28)
    /// The first word of a request to be drilled for a test ("interrogami", "quiz me"; `IntentVocabulary.drillRequests`).
    static let drillStart = WordTraits(rawValue: 1 << 29)
    /// A word no line of the timetable has: a relative day ("domani") or a word of a task or an event ("entro",
    /// "partita"; `IntentVocabulary.lessonBlockers`).
    static let lessonBlocker = WordTraits(rawValue: 1 << 30)
    /// A word a question of help may start with, or a noun of help (``IntentRouter/isHelpInWords(_:words:hasDate:)``).
    static let helpStart = WordTraits(rawValue: 1 << 31)
    /// A word of tests ("verifica", "tests"; `IntentVocabulary.testWords`) or "compito" / "compiti", which with "in
    /// classe" after them are a test (``IntentRouter/testWordIndex(in:)``).
    static let testWord = WordTraits(rawValue: 1 << 32)
    /// The first word of a phrase that opens a request: a greeting or "please", a polite request, adding a subject or
    /// a card, a quiz, getting ready for a test, work done, a goal, a list, a question about tasks, a task's filler
    /// ("devo"; ``IntentRouter/requestOpenings``).
    static let requestOpening = WordTraits(rawValue: 1 << 33)

    /// The first word of a built-in subject phrase of `count` words (1 to 16; ``BuiltInSubjectPhrases``): a word is
    /// looked up with the next ones only for the lengths its phrases have.
    static func subjectPhrase(ofWords count: Int) -> WordTraits {
        precondition((1...longestSubjectPhrase).contains(count), "a subject phrase of 1 to 16 words")
        return WordTraits(rawValue: 1 << (40 + UInt64(count - 1)))
    }
    /// How many words a built-in subject phrase may have (a test checks that none has more).
    static let longestSubjectPhrase = 16
    /// Every length of ``subjectPhrase(ofWords:)``.
    static let subjectPhraseStarts = WordTraits(rawValue: 0xFFFF << 40)

    /// The traits of every token of a line together: one pass, so that components can ask "does the line
    /// have any …" without scanning it again.
    static func union(of tokens: [Token]) -> WordTraits {
        var all: WordTraits = []
        for index in tokens.indices { all.formUnion(tokens[index].traits) }
        return all
    }

    /// The bits that only say a word is in one of the lists a component scans a whole line for ("is any word of the
    /// line a lesson noun?"), so that it asks the tokens instead of looking every word up again. They say nothing of
    /// what the word is: a word with only these is still one no lexicon knows (typo forgiveness, the language guess).
    static let scanned: WordTraits = [
        .moveCue, .amountStart, .timeQuestionStart, .lessonNoun, .narratingPerson, .doneWord, .negation, .firstPerson,
        .personalWord, .markWord, .gradeNeed, .narrationAdverb, .cardWord, .practiceCue, .studyDoneCue,
        .drillStart, .lessonBlocker, .helpStart, .testWord, .requestOpening, .subjectPhraseStarts,
    ]

    /// The traits of what a word is, every bit but the ``scanned`` ones: a word with none is one no lexicon knows.
    static let lexical = WordTraits(rawValue: ~scanned.rawValue)

    /// Any of the language bits: the word is common, so never read as a typo of a subject.
    static let common: WordTraits = [.italian, .english]

    /// The traits of a folded word.
    static func of(_ word: String) -> WordTraits { fastTable.lookup(word) }

    /// The table below in an open-addressing array keyed by a hash of the UTF-8 bytes: this lookup runs for
    /// every token, and it costs a fraction of a `Dictionary<String, _>` lookup, which hashes with SipHash. Mapped
    /// from `Resources/word-traits.bin`, which `make word-traits` writes from the word lists: building it cost a
    /// tenth of a cold `add` (and a sixth of a debug one). Built here when the file is empty, damaged or written
    /// with another hash. A file written from older lists would be read as it is: `WordTraitsFileTests` fails while
    /// the shipped file is not the table the lists make.
    private static let fastTable: ByteKeyedTable<WordTraits> =
        Bundle.module.url(forResource: "word-traits", withExtension: "bin")
        .flatMap { ModelFile(mapping: $0.path) }.flatMap { ByteKeyedTable(file: $0) } ?? builtTable

    /// The table built from the word lists, in the order of the words' bytes (some lists are sets, whose order
    /// changes from one process to the next): the same lists always give the same bytes.
    private static var builtTable: ByteKeyedTable<WordTraits> {
        let pairs = table.sorted { first, second in
            first.key.utf8.elementsEqual(second.key.utf8)
                ? first.value.rawValue < second.value.rawValue
                : first.key.utf8.lexicographicallyPrecedes(second.key.utf8)
        }
        return ByteKeyedTable(pairs: pairs, missing: [], combine: { $0.union($1) })
    }

    /// The bytes of `Resources/word-traits.bin` as the word lists make them now.
    static func tableFileBytes() -> [UInt8] { builtTable.fileBytes() }

    /// The leading letters and digits of a lexicon phrase ("ed. fisica" → "ed", "p.e." → "p"), with the
    /// apostrophe of an elided article, as the tokenizer keeps it ("dell'inferno" → "dell'").
    private static func firstWord(_ phrase: String) -> String {
        if let word = phrase.utf8.withContiguousStorageIfAvailable(asciiFirstWord) ?? nil { return word }
        return String(phrase.lowercased().prefix { $0.isLetter || $0.isNumber })
    }

    /// ``firstWord(_:)`` of a phrase of ASCII bytes, read from them directly (thousands of phrases, at every start);
    /// nil for a phrase with any other byte.
    private static func asciiFirstWord(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
        var end = 0
        while end < bytes.count, (0x30...0x39).contains(bytes[end]) || (0x41...0x5A).contains(bytes[end] & 0xDF) {
            end += 1
        }
        let elided = end < bytes.count && bytes[end] == 0x27
        return String(unsafeUninitializedCapacity: end + 1) { word in
            for index in 0..<end { word[index] = bytes[index] >= 0x41 ? bytes[index] | 0x20 : bytes[index] }
            guard elided else { return end }
            word[end] = 0x27
            return end + 1
        }
    }

    /// Every word with one of its traits; a word comes once for each of its traits.
    private static let table: [(key: String, value: WordTraits)] = {
        var table: [(key: String, value: WordTraits)] = []
        func mark(_ words: some Sequence<String>, _ trait: WordTraits) {
            for word in words { table.append((key: word, value: trait)) }
        }
        // Each list marked on its own: a union of word sets would build a table for every step.
        mark(LanguageGuesser.italian, .italian)
        mark(LanguageGuesser.italianOpeners, .italian)
        mark(LanguageGuesser.english, .english)
        mark(LanguageGuesser.englishOpeners.lazy.filter { $0 != "any" }, .english)
        mark(IntentVocabulary.coachWords, .coach)
        mark(IntentVocabulary.strongFeelings, .coach)
        mark(IntentVocabulary.questionWords, .question)
        mark(DateVocabulary.dayStarts, .dayStart)
        mark(DateVocabulary.timeStarts, .timeStart)
        mark(RecurrenceParser.starts, .recurrenceStart)
        mark(IntentVocabulary.languageNames.keys, .languageName)
        mark(TaskVocabulary.kinds.flatMap { $0.phrases.compactMap(\.first) }, .kindStart)
        mark((TaskVocabulary.lowPriority + TaskVocabulary.highPriority).compactMap(\.first), .priorityStart)
        // First words are cut by hand: the tokenizer itself reads this table, so it cannot be used here.
        mark(
            IntentVocabulary.coachPhrases.compactMap { $0.split(separator: " ").first.map(String.init) },
            .coachPhraseStart)
        mark(SubjectLexicon.allEntries.values.joined().map(firstWord), .subjectStart)
        for (words, _) in SubjectLexicon.tokenizedEntries where (1...longestSubjectPhrase).contains(words.count) {
            table.append((key: words[0], value: .subjectPhrase(ofWords: words.count)))
        }
        mark(IntentVocabulary.moveOpenings, .move)
        mark(IntentVocabulary.movedWords, .move)
        mark(["bring"], .move)
        mark(IntentVocabulary.placingOpenings, .move)
        mark(IntentRouter.moveCues, .moveCue)
        mark(StudyDurationParser.amountStartWords, .amountStart)
        mark(DateVocabulary.smallNumbers.keys, .amountStart)
        mark(IntentRouter.timeStarts, .timeQuestionStart)
        mark(IntentRouter.lessonNouns, .lessonNoun)
        mark(IntentRouter.narratingPersons, .narratingPerson)
        mark(IntentRouter.doneWords, .doneWord)
        mark(IntentVocabulary.negations, .negation)
        mark(IntentVocabulary.firstPersons, .firstPerson)
        mark(IntentVocabulary.personalWords, .personalWord)
        mark(IntentRouter.markOrPercentWords, .markWord)
        mark(IntentVocabulary.gradeNeedWords, .gradeNeed)
        mark(IntentVocabulary.narrationAdverbs, .narrationAdverb)
        mark(IntentVocabulary.cardWords, .cardWord)
        mark(IntentRouter.practiceCues, .practiceCue)
        mark(IntentRouter.studyDoneCues, .studyDoneCue)
        mark(IntentVocabulary.drillRequests.compactMap { Tokenizer.words(of: $0).first }, .drillStart)
        mark(DateVocabulary.relativeDays.keys, .lessonBlocker)
        mark(IntentVocabulary.lessonBlockers, .lessonBlocker)
        mark(IntentRouter.helpStarts, .helpStart)
        mark(IntentVocabulary.testWords, .testWord)
        mark(["compito", "compiti"], .testWord)
        mark(IntentRouter.requestOpenings, .requestOpening)
        return table
    }()
}

extension Collection where Element == Token {
    /// Whether any of the tokens has `trait`: a line asked for a word list once, from what each token's one lookup
    /// found, instead of looking every word up again.
    func anyHas(_ trait: WordTraits) -> Bool { contains { $0.traits.contains(trait) } }
}

/// The files DiarioLanguage ships that are written from its own code, by `make word-traits` (through DiarioTrainer).
package enum ShippedTables {
    /// `Resources/word-traits.bin`, the tokenizer's table of word traits, as the word lists make it now.
    package static func wordTraits() -> [UInt8] { WordTraits.tableFileBytes() }
    /// `Resources/subject-phrases.bin`, the built-in subjects' phrases, as the lexicon makes them now.
    package static func subjectPhrases() -> [UInt8] { BuiltInSubjectPhrases.tableFileBytes() }
}
