import Testing

@testable import DiarioLanguage

/// The traits a line's tokens carry for the word lists a reader scans a whole line for (``WordTraits/scanned``): a
/// reader asks its tokens instead of looking every word up, so each trait must be exactly its list.
@Suite("Word traits of the scanned lists")
struct WordTraitsTests {
    /// Each scanned trait and the words the readers looked up before they asked the trait.
    static let lists: [(name: String, trait: WordTraits, words: [String])] = [
        ("amount start", .amountStart, StudyDurationParser.amountStartWords + Array(DateVocabulary.smallNumbers.keys)),
        ("time question", .timeQuestionStart, Array(IntentRouter.timeStarts)),
        ("lesson noun", .lessonNoun, Array(IntentRouter.lessonNouns)),
        ("narrating person", .narratingPerson, Array(IntentRouter.narratingPersons)),
        ("done", .doneWord, Array(IntentRouter.doneWords)),
        ("negation", .negation, Array(IntentVocabulary.negations)),
        ("first person", .firstPerson, Array(IntentVocabulary.firstPersons)),
        ("personal", .personalWord, Array(IntentVocabulary.personalWords)),
        ("mark in words", .markWord, Array(IntentRouter.markOrPercentWords)),
        ("grade needed", .gradeNeed, Array(IntentVocabulary.gradeNeedWords)),
        ("narration adverb", .narrationAdverb, Array(IntentVocabulary.narrationAdverbs)),
        ("card", .cardWord, Array(IntentVocabulary.cardWords)),
        ("practice", .practiceCue, IntentRouter.practiceCues),
        ("study done", .studyDoneCue, IntentRouter.studyDoneCues),
        ("drill", .drillStart, IntentVocabulary.drillRequests.compactMap { Tokenizer.words(of: $0).first }),
        ("help", .helpStart, Array(IntentRouter.helpStarts)),
        ("test", .testWord, Array(IntentVocabulary.testWords) + ["compito", "compiti"]),
        ("request opening", .requestOpening, IntentRouter.requestOpenings),
        (
            "lesson blocker", .lessonBlocker,
            Array(DateVocabulary.relativeDays.keys) + Array(IntentVocabulary.lessonBlockers)
        ),
    ]

    @Test("Every word of a list carries its trait; words of no list carry none", arguments: lists.indices)
    func traitIsItsList(_ index: Int) {
        let (name, trait, words) = Self.lists[index]
        #expect(!words.isEmpty, "\(name)")
        for word in words { #expect(WordTraits.of(word).contains(trait), "\(name): \(word)") }
        let listed = Set(words)
        for word in ["storia", "quaderno", "zzzz", "perche", "ecosistema", "photosynthesis", "12", ""]
        where !listed.contains(word) {
            #expect(!WordTraits.of(word).contains(trait), "\(name): \(word)")
        }
    }

    @Test("The scanned traits say nothing of what a word is: a word with only those is one no lexicon knows")
    func scannedTraitsAreNotLexical() {
        #expect(WordTraits.scanned.isDisjoint(with: .lexical))
        #expect(WordTraits.scanned.union(.lexical).rawValue == UInt64.max)
        for (_, trait, _) in Self.lists { #expect(WordTraits.scanned.contains(trait)) }
    }

    @Test("A goal's period is found word by word in plain words, and as before in any other line")
    func goalPeriods() {
        let router = IntentRouter()
        #expect(router.goal(in: "obiettivo: 45 minuti al giorno")?.dailyMinutes == 45)
        #expect(router.goal(in: "goal: 30 min every day")?.dailyMinutes == 30)
        // A symbol no ASCII holds, and a quoted word: the words are joined and searched as text.
        #expect(router.goal(in: "obiettivo: 45 minuti al giorno 😀")?.dailyMinutes == 45)
        #expect(router.goal(in: "goal: 30 min \"every day\"")?.dailyMinutes == nil)
        #expect(router.goal(in: "obiettivo: 45 minuti al mese")?.dailyMinutes == nil)
    }
}
