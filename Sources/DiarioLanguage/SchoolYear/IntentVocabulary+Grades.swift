import DiarioDomain

/// The words around a grade told in words (issue 27).
extension IntentVocabulary {
    /// Words naming the kind of test, and the part of the subject they grade.
    static let gradeComponents: WordMap<GradeComponent> = [
        "verifica": .written, "verif": .written, "compito": .written, "scritto": .written, "scritta": .written,
        "test": .written, "written": .written, "quiz": .written, "prova": .written, "esercitazione": .written,
        "interrogazione": .oral, "interr": .oral, "interrogata": .oral, "interrogato": .oral, "orale": .oral,
        "oral": .oral, "interrogations": .oral, "pratico": .practical, "pratica": .practical,
        "laboratorio": .practical, "lab": .practical, "practical": .practical,
    ]

    /// Verbs and nouns of receiving a grade.
    static let gradeVerbs: WordSet = [
        "preso", "presa", "presi", "prendo", "messo", "messa", "dato", "data", "avuto", "uscito", "uscita", "voto",
        "voti", "votazione", "got", "get", "gotten", "received", "scored", "grade", "grades", "mark", "marked",
        "beccato", "portato", "gave", "given", "gives", "came", "back", "returned", "ridata", "riconsegnata",
        "consegnata", "corretta", "tornata",
    ]

    /// Words after a number that make it an amount, not a mark ("3 ore", "2 hours", "7 esercizi").
    static let amountUnits: WordSet = [
        "ore", "ora", "h", "hours", "hour", "hrs", "minuti", "min", "minutes", "mins", "pagine", "pag", "pages",
        "esercizi", "exercises", "volte", "times", "giorni", "days", "settimane", "weeks", "capitoli", "chapters",
    ]

    /// Words of feeling bad next to a grade: the line is for the coach ("ho preso 4 e mi sento uno schifo").
    static let gradeFeelings: WordSet = [
        "sento", "schifo", "triste", "depresso", "depressa", "piangere", "piango", "odio", "feel", "sad", "hate",
        "crying", "disperato", "disperata", "deluso", "delusa", "ansia",
    ]

    /// Words that put a date after them ("il 7/8", "entro il 4.5"): the number is a day, not a mark.
    static let datePrepositions: WordSet = [
        "il", "entro", "per", "dal", "al", "del", "fino", "on", "by", "due", "until", "till", "from",
    ]

    /// Words of no weight around a grade: articles, prepositions, pronouns, feelings.
    static let gradeFillers: WordSet = [
        "ho", "mi", "hanno", "ha", "il", "lo", "la", "l", "un", "una", "uno", "di", "del", "della", "dello", "dei",
        "in", "nel", "nella", "nello", "a", "al", "alla", "allo", "all", "ai", "con", "da", "su", "sul", "sulla",
        "e", "che", "i", "an", "on", "the", "my", "at", "for", "to", "of", "in", "finally", "finalmente", "solo",
        "only", "just", "yay", "evvai", "grande", "bene", "male", "purtroppo", "uffa", "damn", "nice", "ok", "oggi",
        "ieri", "today", "yesterday", "stamattina", "this", "morning", "come", "prof", "professoressa", "ultima",
        "last", "me", "mio", "mia", "cavolo", "yess", "wow", "teacher", "so", "unfair", "got", "just", "all'",
        "dell'", "nell'", "sull'", "l'", "un'",
    ]

    /// Words that ask what is needed.
    static let gradeNeedWords: WordSet = [
        "serve", "servirebbe", "servono", "devo", "dovrei", "need", "needs", "must", "have", "bisogna", "minimum",
        "minimo", "least", "needed",
    ]

    /// What comes before the target of an average.
    static let gradeTargetOpenings = [
        "per avere", "per arrivare al", "per arrivare a", "per arrivare", "per fare", "per raggiungere il",
        "per raggiungere", "per la media del", "per la media di", "per portare la media a", "per salire a",
        "to get a", "to get an", "to get", "to reach a", "to reach an", "to reach", "to have a", "to have",
        "to average a", "to average", "up to a", "up to", "for a", "for an", "per avere la media del",
        "per avere la media di", "needed for", "need for", "needed to get", "x arrivare al", "x arrivare a",
        "x avere", "per non andare sotto il", "x non andare sotto il", "per non scendere sotto il",
        "per restare sopra il", "per stare sopra il",
    ]

    /// How many grades are to come, in words.
    static let gradeCounts: WordMap<Int> = [
        "due": 2, "tre": 3, "quattro": 4, "two": 2, "three": 3, "four": 4, "entrambi": 2, "both": 2,
    ]
}
