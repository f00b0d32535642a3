internal import DiarioDomain

/// The words of goals: their openings, the wishes that set one, their units and the terms they run over.
extension IntentVocabulary {
    /// Words that name a term, and the kind of term each makes when a goal needs a new one.
    static let termWords: WordMap<TermKind> = [
        "term": .term, "periodo": .term, "semester": .term, "semestre": .term, "trimestre": .trimestre,
        "quadrimestre": .quadrimestre,
    ]

    /// Openings of a goal ("obiettivo: 40 ore di matematica questo trimestre").
    static let goalOpenings = [
        "obiettivo", "goal", "my goal is", "my goal", "il mio obiettivo e", "il mio obiettivo", "nuovo obiettivo",
        "new goal", "voglio fare", "i want to do", "target", "traguardo", "/goal", "/obiettivo", "set goal",
        "set a goal", "set my goal", "fissa obiettivo", "fissa l'obiettivo", "imposta obiettivo",
        "imposta l'obiettivo", "daily goal", "weekly goal", "obiettivo giornaliero", "obiettivo settimanale",
    ]

    /// Openings of a wish that, with an amount for a day, a week or a term, set a goal ("voglio studiare 30 minuti al
    /// giorno", "i want to study 10 hours a week").
    static let goalWishes = [
        "voglio", "vorrei", "mi pongo", "mi do", "mi prefiggo", "fissa come obiettivo", "i want to", "i wanna",
        "i'd like to", "id like to", "i would like to", "aim for", "aim to", "i aim to", "i'm aiming for",
        "im aiming for", "set daily goal", "set weekly goal", "set a daily goal", "set a weekly goal",
    ]

    /// The units a goal counts in, besides time: cards and tasks.
    static let goalUnits: WordMap<GoalMetric> = [
        "carte": .cardsReviewed, "carta": .cardsReviewed, "cards": .cardsReviewed, "card": .cardsReviewed,
        "flashcard": .cardsReviewed, "flashcards": .cardsReviewed, "schede": .cardsReviewed,
        "ripassi": .cardsReviewed, "reviews": .cardsReviewed, "compiti": .tasksCompleted,
        "tasks": .tasksCompleted, "task": .tasksCompleted, "attivita": .tasksCompleted,
    ]

    /// Participles after a goal's unit that belong to it ("300 carte ripassate", "25 tasks done").
    static let goalUnitParticiples: WordSet = [
        "done", "completed", "finished", "reviewed", "fatti", "completati", "finiti", "ripassate", "ripassati",
    ]
}
