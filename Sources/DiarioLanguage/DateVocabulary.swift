internal import DiarioDomain

/// The date and time words of both languages, folded (lower case, no accents).
enum DateVocabulary {
    /// Words that mean a day relative to today.
    static let relativeDays: [String: Int] = [
        "today": 0, "tonight": 0, "oggi": 0, "stasera": 0, "stamattina": 0, "stanotte": 0,
        "tomorrow": 1, "tmrw": 1, "tmr": 1, "2moro": 1, "tmw": 1, "domani": 1, "dmn": 1, "dopodomani": 2,
    ]

    /// Parts of the day that may follow a day word and set no time.
    static let partsOfDay: Set<String> = [
        "morning", "afternoon", "evening", "night", "mattina", "pomeriggio", "sera", "notte",
    ]

    /// Full weekday names, which count wherever they stand.
    static let weekdays: [String: Weekday] = [
        "monday": .monday, "tuesday": .tuesday, "wednesday": .wednesday, "thursday": .thursday,
        "friday": .friday, "saturday": .saturday, "sunday": .sunday,
        "lunedi": .monday, "martedi": .tuesday, "mercoledi": .wednesday, "giovedi": .thursday,
        "venerdi": .friday, "sabato": .saturday, "domenica": .sunday,
    ]

    /// Short weekday names, which count only after a date marker or at the end of the line
    /// ("due fri", "per ven"): alone they are too often other words ("sun", "sat", "dom").
    static let shortWeekdays: [String: Weekday] = [
        "mon": .monday, "tue": .tuesday, "tues": .tuesday, "wed": .wednesday, "thu": .thursday,
        "thur": .thursday, "thurs": .thursday, "fri": .friday, "sat": .saturday, "sun": .sunday,
        "lun": .monday, "mar": .tuesday, "mer": .wednesday, "gio": .thursday, "ven": .friday,
        "sab": .saturday, "dom": .sunday,
    ]

    /// Words that introduce a due date and are part of the date phrase ("due friday", "per domani").
    /// "x" is how Italian students text "per" ("compiti x domani").
    static let dueMarkers: Set<String> = ["due", "by", "on", "for", "per", "x", "entro", "before", "prima", "until"]

    /// Words that introduce a time ("at 9", "alle 9", "by 3pm").
    static let timeMarkers: Set<String> = ["at", "alle", "all'", "ore", "by", "entro", "before"]

    /// Words after which a number is a count, never a date ("pages 10-20", "esercizi 3").
    static let countingWords: Set<String> = [
        "page", "pages", "pag", "pagina", "pagine", "p", "pp", "chapter", "chapters", "ch", "capitolo",
        "capitoli", "cap", "exercise", "exercises", "ex", "esercizio", "esercizi", "es", "n", "nr", "no",
        "num", "numero", "numeri", "number", "numbers", "unit", "unita", "lesson", "lezione", "section",
        "paragrafo", "par", "verse", "versi", "problem", "problems", "problema", "problemi", "question",
        "questions", "domanda", "domande", "e", "and", "to", "a",
    ]

    /// Month names and their short forms.
    static let months: [String: Int] = [
        "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4,
        "may": 5, "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9,
        "sept": 9, "sep": 9, "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
        "gennaio": 1, "gen": 1, "febbraio": 2, "marzo": 3, "aprile": 4, "maggio": 5, "mag": 5, "giugno": 6,
        "giu": 6, "luglio": 7, "lug": 7, "agosto": 8, "ago": 8, "settembre": 9, "set": 9, "ottobre": 10,
        "ott": 10, "novembre": 11, "dicembre": 12, "dic": 12,
    ]

    /// Counting words for "in three days", "tra due settimane".
    static let smallNumbers: [String: Int] = [
        "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
        "eight": 8, "nine": 9, "ten": 10, "un": 1, "uno": 1, "una": 1, "un'": 1, "due": 2, "tre": 3,
        "quattro": 4, "cinque": 5, "sei": 6, "sette": 7, "otto": 8, "nove": 9, "dieci": 10,
    ]

    /// Units for "in N days / weeks", in days.
    static let spanUnits: [String: Int] = [
        "day": 1, "days": 1, "giorno": 1, "giorni": 1, "week": 7, "weeks": 7, "settimana": 7, "settimane": 7,
    ]

    /// Every word that can start a day phrase; other words are passed over at once.
    static let dayStarts: Set<String> = {
        var words = Set(relativeDays.keys).union(weekdays.keys).union(shortWeekdays.keys).union(months.keys)
        words.formUnion([
            "day", "this", "questa", "questo", "next", "la", "il", "prossima", "prossimo", "settimana", "end", "the",
            "fine", "alla", "nel", "weekend", "in", "tra", "fra", "on", "dopo", "giorno",
        ])
        // The first word of each holiday's name, cut by hand: the tokenizer's traits are built from this set.
        words.formUnion(
            Holiday.phrases.compactMap { phrase, _ in
                phrase.split(separator: " ").first.map { word in
                    word.firstIndex(of: "'").map { String(word[...$0]) } ?? String(word)
                }
            })
        return words
    }()
}
