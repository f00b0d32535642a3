internal import DiarioDomain

/// The date and time words of both languages, folded (lower case, no accents).
enum DateVocabulary {
    /// Words that mean a day relative to today.
    static let relativeDays: WordMap<Int> = [
        "today": 0, "tonight": 0, "oggi": 0, "stasera": 0, "stamattina": 0, "stamani": 0, "stanotte": 0,
        "tomorrow": 1, "tmrw": 1, "tmr": 1, "2moro": 1, "tmw": 1, "domani": 1, "dmn": 1, "domattina": 1,
        "dopodomani": 2, "adesso": 0, "subito": 0, "immediatamente": 0, "ieri": -1, "yesterday": -1,
        "altroieri": -2,
    ]

    /// Parts of the day that may follow a day word and set no time.
    static let partsOfDay: WordSet = [
        "morning", "afternoon", "evening", "night", "mattina", "pomeriggio", "sera", "notte",
    ]

    /// Full weekday names, which count wherever they stand.
    static let weekdays: WordMap<Weekday> = [
        "monday": .monday, "tuesday": .tuesday, "wednesday": .wednesday, "thursday": .thursday,
        "friday": .friday, "saturday": .saturday, "sunday": .sunday,
        "lunedi": .monday, "martedi": .tuesday, "mercoledi": .wednesday, "giovedi": .thursday,
        "venerdi": .friday, "sabato": .saturday, "domenica": .sunday,
    ]

    /// Short weekday names, which count only after a date marker or at the end of the line
    /// ("due fri", "per ven"): alone they are too often other words ("sun", "sat", "dom").
    static let shortWeekdays: WordMap<Weekday> = [
        "mon": .monday, "tue": .tuesday, "tues": .tuesday, "wed": .wednesday, "thu": .thursday,
        "thur": .thursday, "thurs": .thursday, "fri": .friday, "sat": .saturday, "sun": .sunday,
        "lun": .monday, "mar": .tuesday, "mer": .wednesday, "gio": .thursday, "ven": .friday,
        "sab": .saturday, "dom": .sunday, "mart": .tuesday, "merc": .wednesday, "giov": .thursday, "weds": .wednesday,
    ]

    /// Words that introduce a due date and are part of the date phrase ("due friday", "per domani").
    /// "x" is how Italian students text "per" ("compiti x domani").
    static let dueMarkers: WordSet = [
        "due", "by", "on", "for", "per", "x", "entro", "before", "prima", "until", "di", "del",
    ]

    /// Words that introduce a time ("at 9", "alle 9", "by 3pm").
    static let timeMarkers: WordSet = ["at", "alle", "all'", "ore", "by", "entro", "before", "verso", "around"]

    /// Words just before a time that belong to it ("a mezzogiorno", "verso le 5").
    static let timeLeads: WordSet = timeMarkers.union(["a", "le"])

    /// Words that start a time with no marker: noon and midnight, "half past three", "quarter to five".
    static let timeStarts: WordSet = timeMarkers.union(namedTimes.keys).union([
        "half", "quarter", "le", "per", "dopo", "prima",
    ])

    /// Nouns after which a number is a count, not a day ("lunedì 3 esercizi").
    static let countedNouns: WordSet = [
        "esercizi", "esercizio", "exercises", "exercise", "pagine", "pages", "problemi", "problems", "ore", "hours",
        "minuti", "minutes", "domande", "questions", "capitoli", "chapters", "volte", "times",
    ]

    /// Words after which a number is a count, never a date ("pages 10-20", "esercizi 3").
    static let countingWords: WordSet = [
        "page", "pages", "pag", "pagina", "pagine", "p", "pp", "chapter", "chapters", "ch", "capitolo",
        "capitoli", "cap", "exercise", "exercises", "ex", "esercizio", "esercizi", "es", "n", "nr", "no",
        "num", "numero", "numeri", "number", "numbers", "unit", "unita", "lesson", "lezione", "section",
        "paragrafo", "par", "verse", "versi", "problem", "problems", "problema", "problemi", "question",
        "questions", "domanda", "domande", "e", "and", "to", "a", "canto", "canti", "atto", "atti", "act", "acts",
        "scena", "scene", "scenes", "lines", "righe", "punto", "punti", "sezione", "sezioni", "modulo", "moduli",
        "article", "articles", "articolo", "articoli", "art",
    ]

    /// Counting words that join two numbers ("10 to 20", "3 e 4"): they count only after a number.
    static let rangeJoiners: WordSet = ["e", "and", "to", "a"]

    /// Month names and their short forms.
    static let months: WordMap<Int> = [
        "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4,
        "may": 5, "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9,
        "sept": 9, "sep": 9, "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
        "gennaio": 1, "gen": 1, "febbraio": 2, "marzo": 3, "aprile": 4, "maggio": 5, "mag": 5, "giugno": 6,
        "giu": 6, "luglio": 7, "lug": 7, "agosto": 8, "ago": 8, "settembre": 9, "set": 9, "ottobre": 10,
        "ott": 10, "novembre": 11, "dicembre": 12, "dic": 12,
    ]

    /// Counting words for "in three days", "tra due settimane", "tra quindici giorni".
    static let smallNumbers: WordMap<Int> = {
        var numbers = Dictionary(uniqueKeysWithValues: hourWords.map { ($0.key, $0.value) })
        numbers.merge(["a": 1, "an": 1, "un": 1, "uno": 1, "un'": 1]) { old, _ in old }
        numbers.merge(minuteWords.map { ($0.key, $0.value) }) { old, _ in old }
        for (word, value) in [
            ("thirteen", 13), ("fourteen", 14), ("sixteen", 16), ("seventeen", 17), ("eighteen", 18),
            ("nineteen", 19), ("tredici", 13), ("quattordici", 14), ("quindici", 15), ("sedici", 16),
            ("diciassette", 17), ("diciotto", 18), ("diciannove", 19),
        ] {
            numbers[word] = value
        }
        return WordMap(numbers)
    }()

    /// Hours said in words ("alle otto", "at three"), which count only after a time marker.
    static let hourWords: WordMap<Int> = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
        "ten": 10, "eleven": 11, "twelve": 12, "una": 1, "due": 2, "tre": 3, "quattro": 4, "cinque": 5, "sei": 6,
        "sette": 7, "otto": 8, "nove": 9, "dieci": 10, "undici": 11, "dodici": 12,
    ]

    /// Minutes said in words after an hour ("ten thirty", "le otto e venti").
    static let minuteWords: WordMap<Int> = [
        "five": 5, "ten": 10, "fifteen": 15, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50,
        "cinque": 5, "dieci": 10, "quindici": 15, "venti": 20, "venticinque": 25, "trenta": 30, "quaranta": 40,
        "quarantacinque": 45, "cinquanta": 50,
    ]

    /// Units for "in N days / weeks / hours / minutes", as a length of time.
    enum SpanUnit: Sendable {
        case days(Int), months(Int), minutes(Int)
    }

    /// The words of each span unit.
    static let spanUnits: WordMap<SpanUnit> = [
        "day": .days(1), "days": .days(1), "giorno": .days(1), "giorni": .days(1), "week": .days(7),
        "weeks": .days(7), "settimana": .days(7), "settimane": .days(7), "fortnight": .days(14),
        "fortnights": .days(14), "month": .months(1), "months": .months(1), "mese": .months(1), "mesi": .months(1),
        "year": .months(12), "years": .months(12), "anno": .months(12), "anni": .months(12), "hour": .minutes(60),
        "hours": .minutes(60), "hr": .minutes(60), "hrs": .minutes(60), "h": .minutes(60), "ora": .minutes(60),
        "ore": .minutes(60), "minute": .minutes(1), "minutes": .minutes(1), "min": .minutes(1), "mins": .minutes(1),
        "minuto": .minutes(1), "minuti": .minutes(1),
    ]

    /// Words after a span that put it in the past ("3 days ago", "tre giorni fa").
    static let agoWords: WordSet = ["ago", "fa"]

    /// Words after a weekday or before it that mean the one before today ("martedì scorso", "last tuesday").
    static let pastWeekdayAfter: WordSet = ["scorso", "scorsa", "passato", "passata"]
    static let pastWeekdayBefore: WordSet = ["last", "past", "ultimo", "ultima", "scorso", "scorsa"]

    /// Ordinal words for a day of the month or a weekday's place in its month ("il primo dicembre", "the first
    /// monday"); "last"/"ultimo" is -1.
    static let ordinals: WordMap<Int> = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
        "ninth": 9, "tenth": 10, "primo": 1, "prima": 1, "secondo": 2, "seconda": 2, "terzo": 3, "terza": 3,
        "quarto": 4, "quarta": 4, "quinto": 5, "sesto": 6, "settimo": 7, "ottavo": 8, "nono": 9, "decimo": 10,
        "last": -1, "ultimo": -1, "ultima": -1,
    ]

    /// Noon and midnight, which are times wherever they stand.
    static let namedTimes: WordMap<TimeOfDay> = [
        "noon": TimeOfDay(hour: 12, minute: 0)!, "midday": TimeOfDay(hour: 12, minute: 0)!,
        "mezzogiorno": TimeOfDay(hour: 12, minute: 0)!, "midnight": TimeOfDay(hour: 0, minute: 0)!,
        "mezzanotte": TimeOfDay(hour: 0, minute: 0)!,
    ]

    /// Parts of the day after a clock time that put it in the afternoon or evening ("alle 3 del pomeriggio").
    static let laterParts: WordSet = ["pm", "afternoon", "evening", "pomeriggio", "sera", "stasera", "tonight"]

    /// Parts of the day after a clock time that mean the night ("alle 11 di notte" is 23:00, "alle 2 di notte"
    /// is 02:00).
    static let nightParts: WordSet = ["night", "notte", "stanotte"]

    /// Parts of the day after a clock time that keep it in the morning ("alle 7 di mattina").
    static let earlierParts: WordSet = [
        "am", "morning", "mattina", "mattino", "domattina", "stamattina", "stamani",
    ]

    /// Every word that can start a day phrase; other words are passed over at once.
    static let dayStarts: WordSet = {
        var words = Set(relativeDays.keys).union(weekdays.keys).union(shortWeekdays.keys).union(months.keys)
        words.formUnion([
            "day", "this", "questa", "questo", "next", "la", "il", "prossima", "prossimo", "settimana", "end", "the",
            "fine", "alla", "nel", "weekend", "in", "tra", "fra", "on", "dopo", "giorno", "after", "l'", "a",
            "last", "past", "previous", "scorsa", "scorso", "sta", "verso", "dal", "from", "right", "about", "within",
            "nella", "couple", "few", "entro", "between", "al", "alla", "half", "mezz'", "mezz", "un'", "del", "ad",
        ])
        words.formUnion(ordinals.keys)
        words.formUnion(smallNumbers.keys)
        // The first word of each holiday's name, cut by hand: the tokenizer's traits are built from this set.
        // The elided form ("l'immacolata" → "l'"), or a possessive as the tokenizer folds it ("mother's" → "mother").
        for (phrase, _) in Holiday.phrases {
            guard let word = phrase.split(separator: " ").first else { continue }
            if word.hasSuffix("'s") {
                words.insert(String(word.dropLast(2)))
            } else {
                words.insert(word.firstIndex(of: "'").map { String(word[...$0]) } ?? String(word))
            }
        }
        return WordSet(words)
    }()
}
