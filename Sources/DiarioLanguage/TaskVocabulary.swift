internal import DiarioDomain

/// The words that set a task's kind and priority, and the fillers a title drops, folded.
enum TaskVocabulary {
    /// Kind words, most specific kind first: the first kind with a word in the line wins.
    static let kinds: [(kind: TaskKind, phrases: [[String]])] = [
        (.oral, [["oral"], ["orale"], ["interrogazione"], ["interrogazioni"], ["oral", "exam"]]),
        (
            .test,
            [
                ["test"], ["tests"], ["quiz"], ["class", "test"], ["verifica"], ["verifiche"],
                ["compito", "in", "classe"], ["prova"],
            ]
        ),
        (.exam, [["exam"], ["exams"], ["final"], ["finals"], ["esame"], ["esami"]]),
        (
            .project,
            [
                ["project"], ["report"], ["presentation"], ["research"], ["progetto"], ["ricerca"],
                ["relazione"], ["presentazione"],
            ]
        ),
        (
            .homework,
            [
                ["homework"], ["homeworks"], ["exercises"], ["worksheet"], ["essay"], ["assignment"],
                ["compiti"], ["compito"], ["esercizi"], ["esercizio"], ["tema"],
            ]
        ),
        (.reading, [["read"], ["reading"], ["leggere"], ["lettura"], ["leggi"]]),
        (
            .study,
            [
                ["study"], ["review"], ["revise"], ["learn"], ["studiare"], ["studia"], ["ripassare"],
                ["ripasso"], ["ripassa"],
            ]
        ),
    ]

    /// Phrases that make a task urgent; checked after the low ones, so "not urgent" is never urgent.
    static let highPriority: [[String]] = [
        ["urgent"], ["important"], ["asap"], ["high", "priority"], ["urgente"], ["importante"],
        ["priorita", "alta"], ["alta", "priorita"],
    ]

    /// Phrases that make a task low priority.
    static let lowPriority: [[String]] = [
        ["not", "urgent"], ["not", "important"], ["low", "priority"], ["when", "i", "can"], ["someday"],
        ["non", "urgente"], ["non", "importante"], ["priorita", "bassa"], ["bassa", "priorita"],
        ["quando", "posso"], ["con", "calma"],
    ]

    /// Openings that are not part of the task ("remind me to", "devo").
    static let fillers: [[String]] = [
        ["remind", "me", "to"], ["i", "have", "to"], ["i", "need", "to"], ["i", "must"], ["i", "have"],
        ["add", "task"], ["add"], ["new", "task"], ["ricordami", "di"], ["ricordami", "che", "devo"],
        ["devo"], ["aggiungi", "task"], ["aggiungi", "compito"], ["aggiungi"], ["ho"], ["todo"],
    ]
}
