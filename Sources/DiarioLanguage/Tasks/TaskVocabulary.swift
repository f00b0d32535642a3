import DiarioDomain

/// The words that set a task's kind and priority, and the fillers a title drops, folded.
enum TaskVocabulary {
    /// Kind words, most specific kind first: the first kind with a word in the line wins.
    static let kinds: [(kind: TaskKind, phrases: [[String]])] = [
        (
            .oral,
            [
                ["oral"], ["orale"], ["interrogazione"], ["interrogazioni"], ["oral", "exam"], ["interr"],
                ["interrogato"], ["interrogata"], ["interrogati"], ["interroga"], ["interrogare"], ["interroghera"],
                ["speaking", "test"], ["speaking", "di"], ["viva"], ["questioned"], ["orally"],
                ["speaking", "assessment"],
            ]
        ),
        (
            .test,
            [
                ["test"], ["tests"], ["quiz"], ["class", "test"], ["verifica"], ["verifiche"],
                ["compito", "in", "classe"], ["prova"], ["verif"], ["quizz"], ["assessment"],
                ["lab", "practical"],
            ]
        ),
        (.exam, [["exam"], ["exams"], ["final"], ["finals"], ["esame"], ["esami"]]),
        (
            .project,
            [
                ["project"], ["report"], ["presentation"], ["research"], ["progetto"], ["ricerca"], ["relazione"],
                ["relazioni"], ["presentazione"],
                ["lavoro", "di", "gruppo"], ["group", "work"], ["portfolio"],
                ["poster"], ["cartellone"], ["slides"], ["ppt"], ["powerpoint"], ["pcto"],
                ["power", "point"], ["keynote"], ["slideshow"], ["tesina"], ["plastico"], ["lapbook"],
                ["business", "plan"],
            ]
        ),
        (
            .homework,
            [
                ["homework"], ["homeworks"], ["exercises"], ["worksheet"], ["essay"], ["assignment"],
                ["compiti"], ["compito"], ["esercizi"], ["esercizio"], ["tema"], ["hw"], ["hmwk"], ["hwk"], ["ex"],
                ["es"], ["problem", "set"], ["problems"], ["problema"], ["problemi"], ["translation"], ["traduzione"],
                ["versione"], ["tavola", "di"], ["tavole", "di"], ["drawing"], ["write", "up"], ["scheda"], ["schede"],
                ["mappa"], ["mappe"], ["mind", "map"], ["concept", "map"], ["riassunto"], ["riassunti"], ["summary"],
                ["summarise"], ["summarize"], ["analisi", "del", "testo"], ["parafrasi"], ["saggio"], ["journal"],
                ["reading", "log"], ["diario", "di", "lettura"], ["case", "study"], ["diagram"], ["diagramma"],
                ["questionario"], ["questionnaire"], ["annotate"], ["disegno", "tecnico"], ["sketch"],
                ["cartina", "muta"], ["prelab"], ["verb", "table"], ["testo", "argomentativo"], ["riflessione"],
                ["translate"], ["tradurre"], ["outline"], ["write-up"], ["writeup"], ["listening", "diary"],
                ["diario", "di", "ascolto"],
            ]
        ),
        (.reading, [["read"], ["reading"], ["leggere"], ["lettura"], ["leggi"]]),
        (
            .study,
            [
                ["study"], ["review"], ["revise"], ["revision"], ["learn"], ["studiare"], ["studia"], ["ripassare"],
                ["ripasso"], ["ripassa"], ["esercitarmi"], ["esercitarsi"], ["imparare"], ["go", "over"],
                ["memorise"], ["memorize"], ["memorizzare"],
            ]
        ),
    ]

    /// Words of getting a paper signed ("far firmare la verifica", "get the permission slip signed"): the task is
    /// the signature, whatever the paper is.
    static let signing: WordSet = ["firmare", "firmata", "firmato", "firma", "firmate", "sign", "signed"]

    /// Phrases that make a task urgent; checked after the low ones, so "not urgent" is never urgent.
    static let highPriority: [[String]] = [
        ["urgent"], ["important"], ["asap"], ["high", "priority"], ["urgente"], ["importante"],
        ["priorita", "alta"], ["alta", "priorita"], ["very", "important"], ["molto", "importante"],
        ["urgentissimo"], ["super", "urgent"], ["top", "priority"],
    ]

    /// Phrases that make a task low priority.
    static let lowPriority: [[String]] = [
        ["not", "urgent"], ["not", "important"], ["low", "priority"], ["when", "i", "can"], ["someday"],
        ["non", "urgente"], ["non", "importante"], ["priorita", "bassa"], ["bassa", "priorita"],
        ["quando", "posso"], ["con", "calma"], ["non", "e", "urgente"], ["not", "very", "urgent"], ["no", "rush"],
        ["low"], ["whenever"], ["prima", "o", "poi"], ["senza", "fretta"],
    ]

    /// Openings that are not part of the task ("remind me to", "devo").
    static let fillers: [[String]] = [
        ["remind", "me", "to"], ["i", "have", "to"], ["i", "need", "to"], ["i", "must"], ["i", "have"],
        ["add", "task"], ["add"], ["new", "task"], ["ricordami", "di"], ["ricordami", "che", "devo"],
        ["devo"], ["aggiungi", "task"], ["aggiungi"], ["ho"], ["todo"], ["to", "do"],
        ["don't", "forget", "to"], ["dont", "forget", "to"], ["non", "dimenticare", "di"], ["ricorda", "di"],
        ["ricordami", "di", "fare"], ["i", "need", "to", "do"], ["i", "have", "to", "do"], ["i", "gotta"],
        ["i", "should"], ["remember", "to"], ["devo", "ancora"], ["dovrei"], ["task"], ["new"], ["/add"],
        ["need", "to"], ["have", "to"], ["must"], ["gotta"],
    ]

    /// Fillers that state a duty or ask to be reminded ("devo", "I have to", "ricordami di"): a line opened so is a
    /// task in the student's own words (the fillers of adding, "add", "ho", "new", are not).
    static let duties: [[String]] = [
        ["remind", "me", "to"], ["i", "have", "to"], ["i", "need", "to"], ["i", "must"], ["ricordami", "di"],
        ["ricordami", "che", "devo"], ["devo"], ["don't", "forget", "to"], ["dont", "forget", "to"],
        ["non", "dimenticare", "di"], ["ricorda", "di"], ["i", "gotta"], ["i", "should"], ["remember", "to"],
        ["dovrei"], ["need", "to"], ["have", "to"], ["must"], ["gotta"],
    ]

    /// The duties by their first word, so that a line is compared only with those that start as it does.
    private static let dutiesByFirstWord = WordMap(Dictionary(grouping: duties, by: { $0.first ?? "" }))

    /// Whether `words` open with a filler of duty ("devo", "I have to", "ricordami di").
    static func opensWithDuty(_ words: [String]) -> Bool {
        guard let first = words.first, let candidates = dutiesByFirstWord[first] else { return false }
        return candidates.contains { words.starts(with: $0) }
    }

    /// Linking words that a title never ends with once the date is gone ("homework for", "compiti per").
    static let danglingEnds: WordSet = [
        "for", "by", "on", "due", "at", "per", "entro", "il", "la", "the", "before", "prima", "di", "del", "della",
        "to", "until", "from", "da", "dal", "alle", "and", "e", "x",
    ]

    static let kindIndex = PhraseIndex(
        kinds.flatMap { kind, phrases in
            phrases.map { ($0.joined(separator: " "), kind) }
        })

    static let priorityIndex = PhraseIndex(
        lowPriority.map { ($0.joined(separator: " "), TaskPriority.low) }
            + highPriority.map { ($0.joined(separator: " "), TaskPriority.high) })

    static let fillerIndex = PhraseIndex(fillers.map { ($0.joined(separator: " "), ()) })

    /// The fillers by their first word, so that a line is compared only with those that start as it does.
    static let fillersByFirstWord = WordMap(Dictionary(grouping: fillers, by: { $0.first ?? "" }))
}
