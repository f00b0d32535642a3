/// The words of a timetable's lessons (issue 27).
extension IntentVocabulary {
    /// Ordinal words of periods.
    static let ordinals: WordMap<Int> = [
        "prima": 1, "primo": 1, "seconda": 2, "secondo": 2, "terza": 3, "terzo": 3, "quarta": 4, "quarto": 4,
        "quinta": 5, "quinto": 5, "sesta": 6, "sesto": 6, "settima": 7, "ottava": 8, "first": 1, "second": 2,
        "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8, "1st": 1, "2nd": 2, "3rd": 3,
        "4th": 4, "5th": 5, "6th": 6, "7th": 7, "8th": 8,
    ]

    /// Words before a room.
    static let roomOpenings = [
        "aula", "in aula", "room", "in room", "in lab", "lab", "laboratorio", "in laboratorio", "in the", "in palestra",
        "nel",
    ]

    /// Words before a teacher.
    static let teacherOpenings = [
        "con la prof.ssa", "con la prof", "con il prof", "con la professoressa", "con il professor", "con la", "con il",
        "con lo", "con", "with", "prof.ssa", "prof",
    ]

    /// Words that end a room or a teacher's name: the next field begins.
    static let lessonFieldEnds: WordSet = [
        "con", "with", "aula", "room", "in", "alle", "dalle", "at", "ogni", "every", "e", "and", "ho", "c'e", "ce",
        "poi", "then", "settimana", "sett", "week", "from", "to", "fino",
    ]

    /// Words that make a line with a weekday and an hour something else than a lesson: a question, a day to come.
    static let lessonBlockers: WordSet = [
        "prossima", "prossimo", "next", "entro", "per", "by", "due", "cosa", "what", "quando", "when", "devo",
        "fare", "portare", "studiare", "esercizi", "pagina", "pag", "compiti", "prove", "prova", "practice",
        "rehearsal", "partita", "match", "gara", "allenamento", "training", "concerto", "concert", "riunione",
        "meeting", "recita", "uscita", "gita",
    ]

    /// Words that say a lesson comes back every week ("ogni martedì", "i have art on thursdays").
    static let habitual: WordSet = ["ogni", "every", "ho", "c'e", "ce", "have", "abbiamo", "facciamo", "sempre"]
}
