import DiarioDomain

/// Tells whether a line was written in Italian or English, by counting the words typical of each.
struct LanguageGuesser: Sendable {
    /// The language with more typical words in `words`; accented letters count for Italian; a mixed line goes by its
    /// opening verb, else most words, else its first word of one language only; a line with no such word gives
    /// `fallback`.
    func guess(_ tokens: [Token], original: String, fallback: InterfaceLanguage) -> InterfaceLanguage {
        var italian = 0
        var english = 0
        var first: InterfaceLanguage?
        // By index, each field read in place: a copy of every token would count its two strings' references.
        for index in tokens.indices where tokens[index].kind != .quoted {
            let traits = tokens[index].traits
            // An elided word no list knows is Italian ("dell'", "un'").
            let isItalian =
                traits.contains(.italian) || traits.isDisjoint(with: .lexical) && tokens[index].folded.utf8.last == 0x27
            let isEnglish = traits.contains(.english)
            if isItalian { italian += 1 }
            if isEnglish { english += 1 }
            if first == nil, isItalian != isEnglish, !Self.loanwords.contains(tokens[index].folded) {
                first = isItalian ? .it : .en
            }
        }
        if italian == english, original.unicodeScalars.contains(where: Self.isItalianAccent) {
            italian += 1
        }
        // A line that mixes the two is in the language of its opening verb ("sposta il math test a thursday" is
        // Italian, "drill me sulle carte di inglese" English), else of most of its words ("test di german on monday"
        // is English); a tie goes to the first word that is only of one language.
        if italian > 0, english > 0 {
            // A command verb or question word first decides a mixed line whatever follows.
            // (within its first three words: "this morning ho fatto…" opens with "ho fatto").
            for opener in tokens.lazy.filter(\.isMeaningful).prefix(3).map(\.folded) {
                if Self.italianOpeners.contains(opener) { return .it }
                if Self.englishOpeners.contains(opener) { return .en }
            }
            if abs(italian - english) <= Self.mixedMargin, let first { return first }
        }
        if italian == english { return fallback }
        return italian > english ? .it : .en
    }

    /// English words Italian students write in Italian lines ("quiz di scienze", "homework di latino"): they
    /// count, but never decide a mixed line by standing first.
    static let loanwords: WordSet = [
        "quiz", "test", "tests", "homework", "reading", "help", "min", "mins", "in", "weekend", "project", "essay",
        "report", "lab", "stats", "list", "asap", "a", "e", "i", "me",
    ]

    /// Verbs, question words and words of when that open a request: in a mixed line, the language they belong to wins.
    static let italianOpeners: WordSet = [
        "sposta", "rimanda", "anticipa", "posticipa", "mostra", "mostrami", "segna", "metti", "quante", "quanti",
        "quanto", "fammi", "interrogami", "testami", "allenami", "aggiungi", "crea", "ho", "non", "devo", "cosa",
        "che", "ricordami", "ripassiamo", "dimmi", "elenca", "quali", "finito", "consegnato", "facciamo", "ripassa",
        "spiegami", "aiutami", "ieri", "abbiamo",
    ]
    static let englishOpeners: WordSet = [
        "drill", "show", "move", "mark", "what's", "whats", "what", "how", "any", "delay", "shift", "add",
        "remind", "list", "finished", "submitted", "tick", "study", "review", "i've", "ive", "did", "push", "let's",
        "lets",
        "postpone", "spent", "handed", "complete", "remember", "bump", "reschedule", "yesterday",
    ]

    /// Up to which difference in typical words a mixed line with no opening verb goes by its first word: 0, so only a
    /// tie does; otherwise most words decide.
    static let mixedMargin = 0

    /// The accented vowels Italian writes (à è é ì ò ù, either case).
    private static func isItalianAccent(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xE0, 0xE8, 0xE9, 0xEC, 0xF2, 0xF9, 0xC0, 0xC8, 0xC9, 0xCC, 0xD2, 0xD9: return true
        default: return false
        }
    }

    static let italian: WordSet = [
        "di", "il", "lo", "la", "le", "gli", "i", "per", "da", "del", "della", "dei", "delle", "con", "che", "cosa",
        "devo", "ho", "fare", "fatto", "finito", "compiti", "compito", "verifica", "verifiche", "interrogazione",
        "domani", "oggi", "dopodomani", "settimana", "prossimo", "prossima", "entro", "alle", "tra", "fra", "ogni",
        "materia", "aggiungi", "mostra", "studiato", "sono", "non", "riesco", "ricordami", "un", "una", "uno", "e",
        "mi", "al", "alla", "sul", "sulla", "nel", "nella", "lunedi", "martedi", "mercoledi", "giovedi", "venerdi",
        "sabato", "domenica", "esercizi", "esercizio", "pagina", "pag", "leggere", "studiare", "ripassare", "ripasso",
        "tema", "ricerca", "progetto", "relazione", "esame", "prova", "storia", "geografia", "scienze", "fisica",
        "inglese", "arte", "musica", "italiano", "matematica", "mate", "religione", "fammi", "interrogami", "aiuto",
        "parla", "statistiche", "quando", "posso", "calma", "urgente", "importante", "minuti", "ore", "ora", "giorni",
        "quaderno", "libro", "capitolo", "libri", "come", "faccio", "perche", "ansia", "sto", "andando", "stasera",
        "stamattina", "mese", "fine", "tutti", "si", "no", "mezz", "lingua", "carta", "nuova", "nuovo", "miei",
        "progressi", "alta", "bassa", "priorita", "gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno",
        "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre", "scrivere", "fisica", "chimica",
        "riassunto", "lettura", "presentazione", "ciao", "grazie", "anche", "ancora", "molto", "poco", "dove",
        "quale", "quanto", "questo", "questa", "c'e", "ce", "dell", "sull", "nell", "ed", "o", "ma", "se",
        "era", "faceva", "tempo", "fa", "chiama", "mamma", "voto", "voti", "minimo", "avere", "sufficienza", "elenco",
        "metti", "oggi", "ieri", "prof", "oppure", "sempre", "mai", "niente", "tutto", "qualcosa", "cerca", "trova",
        "appunti", "carica", "allego", "ecco", "foto", "orario", "lezione", "lezioni", "aula", "prima", "seconda",
        "terza", "quarta", "quinta", "sesta", "anno", "quadrimestre", "trimestre", "media", "serve", "servono",
        "obiettivo", "sessione", "materie", "nuove", "scheda", "schede", "domanda", "risposta", "piano",
        "rispondimi", "rispondi", "imposta", "passa", "rimetti", "allora", "meno", "piu", "spagnolo", "tedesco",
        "francese", "greco", "filosofia", "informatica", "diritto", "economia", "tecnologia", "preso",
        "presa", "interrogata", "interrogato", "pratica", "scritto", "giornaliero", "settimanale",
    ]

    static let english: WordSet = [
        "the", "a", "an", "to", "for", "of", "on", "by", "at", "in", "my", "me", "is", "are", "due", "homework", "test",
        "exam", "tomorrow", "today", "tonight", "next", "week", "every", "this", "and", "with", "read", "study",
        "review", "revise", "essay", "project", "report", "remind", "have", "need", "finished", "done", "show",
        "what", "whats", "how", "do", "can", "can't", "cant", "math", "maths", "history", "geography", "science",
        "physics", "english", "art", "music", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
        "sunday", "chapter", "page", "pages", "exercises", "worksheet", "studied", "minutes", "hour", "hours",
        "switch", "speak", "please", "help", "progress", "urgent", "important", "when", "tasks", "task", "list",
        "quiz", "add", "subject", "card", "new", "i", "i'm", "im", "focus", "should", "about", "from", "it", "that",
        "day", "days", "month", "weekend", "end", "other", "after", "before", "am", "pm", "learn", "reading",
        "presentation", "research", "assignment", "final", "finals", "oral", "january", "february", "march", "april",
        "june", "july", "august", "september", "october", "november", "december", "mins", "min", "want", "get",
        "got", "did", "be", "will", "stressed", "worried", "tired", "anxious", "why", "where", "which", "there",
        "until", "week's", "stats", "statistics", "language", "workbook", "lab", "not", "when", "someday", "asap",
        "what's", "whats", "let's", "don't", "can't", "i've", "i'll", "summary", "revolution", "notes", "book",
        "practice", "lesson", "homeworks", "questions", "problems", "write", "finish", "bring", "hand", "tests",
        "worksheets", "vocab", "poem", "heart", "prepare", "laws", "map", "kit", "clothes", "novel", "fair", "all",
        "lol", "lmao", "blah", "uhh", "sheet", "theory", "thanks", "thank", "you", "coming", "up", "look",
        "cards", "create", "upload", "was", "were", "like", "some", "play", "weather", "friend", "next", "so", "too",
        "really", "just", "much", "many", "timetable", "class", "classes", "room", "teacher", "grade", "grades",
        "average", "pass", "term", "semester", "goal", "goals", "search", "find", "here", "file", "slides", "photos",
        "pictures", "plan", "schedule", "session", "hi", "hello", "yes", "no", "nothing", "everything",
        "does", "work", "works", "make", "drill", "quiz", "would", "could", "our", "your", "his", "her", "they",
        "omg", "way",
    ]
}
