/// Completion as a small grammar rather than a list of sentences (issue 25; docs/natural-language.md, "Work
/// done"): a participle of finishing, said after the work ("biologia fatta", "physics problems completed"), after an
/// auxiliary ("abbiamo consegnato…", "ho appena submitted…"), or after an object pronoun at the end ("…l'ho chiusa").
extension IntentVocabulary {
    /// Italian participles of finishing work, every gender and number ("fatto", "chiusa", "risolti").
    static let italianDoneParticiples: [String] = [
        "fatt", "finit", "completat", "terminat", "conclus", "svolt", "consegnat", "chius", "ultimat", "inviat",
        "mandat", "risolt", "sistemat", "presentat",
    ].flatMap { stem in ["o", "a", "i", "e"].map { stem + $0 } }

    /// Participles that say work is done only after it ("cap 8 letto", "la poesia l'ho imparata"), never after "ho"
    /// (where "ho studiato…" tells time studied and "ho letto…" may be a story).
    static let afterWorkParticiples: [String] = ["lett", "studiat", "ripassat", "imparat"].flatMap { stem in
        ["o", "a", "i", "e"].map { stem + $0 }
    }

    /// English participles of finishing work.
    static let englishDoneParticiples = [
        "done", "finished", "completed", "submitted", "turned in", "handed in", "wrapped up", "sorted",
        "done and dusted",
        "knocked out",
    ]

    /// Auxiliaries a participle of finishing follows when the line opens with them ("abbiamo consegnato…", "ho
    /// appena submitted…": the adverb is dropped before the line is read), as folded words.
    static let doneAuxiliaries: [[String]] = [
        ["ho"], ["abbiamo"], ["i"], ["we"], ["i've"], ["ive"], ["we've"], ["weve"], ["i", "have"], ["we", "have"],
        ["i", "just"], ["we", "just"],
    ]

    /// ``doneAuxiliaries`` by their first word, in their order: a line is compared only with those that start as it
    /// does.
    static let doneAuxiliariesByFirstWord = WordMap(Dictionary(grouping: doneAuxiliaries, by: { $0.first ?? "" }))

    /// Object pronouns with their auxiliary, closing a line before a participle ("…, l'ho chiusa", "…li abbiamo
    /// consegnati"), as folded words.
    static let doneClitics: [[String]] = ["l'ho", "lho", "li ho", "le ho", "l'abbiamo", "li abbiamo", "le abbiamo"].map
    {
        Tokenizer.words(of: $0)
    }

    /// Words after the work that say it is done: a participle, alone or after "come" / "as".
    static let participleSuffixes: [String] =
        italianDoneParticiples + afterWorkParticiples + italianDoneParticiples.map { "come \($0)" }
        + englishDoneParticiples + englishDoneParticiples.map { "as \($0)" } + ["out of the way"]

    /// Orders that close a completion after its participle and add nothing ("…fatta, metti la spunta", "…letto,
    /// spunta pure", "…fatto, via").
    static let closingOrders = [
        "spunta", "spunta pure", "metti la spunta", "mettici la spunta", "via", "check", "tick", "segna", "segnalo",
        "segnala", "check it", "tick it", "check it off", "via dalla lista", "togli dalla lista", "off the list",
    ]

    /// Words of a past moment a completion may end with ("…finished it last night", "…completed at last",
    /// "…consegnato oggi").
    static let doneMoments = [
        "ieri", "oggi", "yesterday", "today", "stamattina", "stamani", "ieri sera", "last night", "this morning",
        "earlier", "at last", "finally", "finalmente", "poco fa", "just now", "alla fine",
    ]

    /// Object pronouns that may stand between a participle and the end ("finished it", "done with it").
    static let doneObjects: WordSet = ["it", "them", "that"]

    /// Openings of a reminder, which deny nothing of the student's ("non dimenticare il libro", "don't forget …").
    static let reminderOpenings: [[String]] = [
        ["non", "dimenticare"], ["non", "scordare"], ["non", "dimenticarti"], ["don't", "forget"], ["dont", "forget"],
    ]

    /// Words by which the student speaks of themself beside a denial ("nn ho voglia", "non riesco", "I can't").
    static let firstPersons: WordSet = [
        "ho", "riesco", "so", "sono", "mi", "posso", "voglio", "capisco", "i", "i'm", "im", "me",
    ]

    /// Words that deny what follows: no completion when one stands before its opening or its participle ("non l'ho
    /// fatto", "esercizi non fatti", "not finished yet"; but "ho finito i compiti, non ne potevo più").
    static let negations: WordSet = [
        "non", "nn", "not", "haven't", "havent", "didn't", "didnt", "never", "hasn't", "hasnt", "isn't", "isnt",
    ]
}
