/// The words and topics, in Italian and English, that name each built-in subject.
///
/// Entries are written as a student would type them; they are folded (case, accents, apostrophes)
/// before use. A phrase of several words beats any of its parts ("educazione fisica" is `pe`).
enum SubjectLexicon {
    static let entries: [String: [String]] = [
        "italian": [
            "italiano", "italian", "ita", "grammatica", "analisi logica", "analisi grammaticale",
            "analisi del periodo", "dante", "divina commedia", "manzoni", "promessi sposi", "leopardi",
            "petrarca", "boccaccio", "letteratura italiana", "italian literature", "parafrasi", "antologia",
            "carducci", "pascoli", "verga", "ungaretti", "montale", "pirandello", "svevo", "foscolo", "ariosto",
            "goldoni", "d'annunzio", "calvino", "l'infinito", "sonetto", "figure retoriche", "verismo",
            "analisi del testo", "testo argomentativo", "moravia",
        ],
        "math": [
            "law of sines", "law of cosines",
            "math", "maths", "mathematics", "matematica", "mate", "algebra", "geometry", "geometria",
            "fractions", "frazioni", "equations", "equazioni", "equation", "equazione", "calculus",
            "trigonometry", "trigonometria", "trig", "trigo", "calc", "arithmetic", "aritmetica", "percentages",
            "percentuali",
            "espressioni", "teorema di pitagora", "pythagoras", "pitagora", "polinomi", "polynomials",
            "derivate", "integrali", "statistics", "statistica", "tabelline", "times tables", "logaritmi",
            "logarithms", "esponenziali", "disequazioni", "inequalities", "probabilita", "probability", "radicali",
            "monomi", "proporzioni", "teorema di talete", "seno e coseno", "sine and cosine", "quadratic equations",
        ],
        "history": [
            "history", "storia", "hist", "medioevo", "middle ages", "impero romano", "roman empire",
            "prima guerra mondiale", "seconda guerra mondiale", "world war", "rivoluzione francese",
            "terrore giacobino",
            "giacobini", "great depression",
            "french revolution", "risorgimento", "antichi romani", "ancient rome", "cavour", "garibaldi", "mazzini",
            "unita d'italia", "italian unification", "napoleone", "napoleon", "congresso di vienna", "crociate",
            "crusades", "guerra fredda", "cold war", "rinascimento", "renaissance", "illuminismo", "enlightenment",
            "feudalesimo", "feudalism", "rivoluzione industriale", "industrial revolution", "fascismo", "fascism",
            "carlo magno", "charlemagne", "giulio cesare", "julius caesar", "egizi", "ancient egypt", "olocausto",
            "holocaust", "guerre puniche",
        ],
        "geography": [
            "geography", "geografia", "geo", "continents", "continenti", "capitals", "capitali",
            "cartina", "atlas", "atlante", "alpi", "appennini", "alps", "fiumi", "rivers", "regioni", "capoluoghi",
            "pianure", "countries", "stati europei", "climi", "climate zones",
        ],
        "science": [
            "science", "sciences", "scienze", "scienza", "bio", "biology", "biologia", "chemistry",
            "chimica", "chem", "earth science", "scienze della terra", "photosynthesis", "fotosintesi",
            "cell", "cells", "cellula", "cellule", "dna", "ecosystem", "ecosistema", "anatomy", "anatomia",
            "periodic table", "tavola periodica", "genetics", "genetica", "volcanoes", "vulcani", "lab", "laboratorio",
            "stoichiometry", "stechiometria", "mitosis", "mitosi", "meiosis", "meiosi", "terremoti", "earthquakes",
            "atomi", "atoms", "molecole", "molecules", "reazioni chimiche", "chemical reactions", "evoluzione",
            "evolution", "darwin", "sistema nervoso", "nervous system", "sistema limbico", "limbic system",
            "apparato digerente", "digestive system",
            "sci",
        ],
        "physics": [
            "physics", "fisica", "fis", "forces", "laws of motion", "newton", "gravity", "gravita", "electricity",
            "elettricita",
            "magnetism", "magnetismo", "velocity", "velocita", "optics", "ottica", "thermodynamics",
            "termodinamica", "circuits", "circuiti", "keplero", "kepler", "galileo", "archimede", "archimedes",
            "legge di ohm", "ohm's law", "onde", "waves", "pressione", "pressure", "moto rettilineo",
        ],
        "english": [
            "english", "inglese", "eng", "present perfect", "past simple", "phrasal verbs",
            "shakespeare", "irregular verbs", "simple past", "present simple", "present continuous",
            "past continuous", "reading comprehension", "keats", "romantic poetry", "romantic poets", "wordsworth",
            "byron", "shelley",
        ],
        "art": [
            "art", "arte", "storia dell'arte", "art history", "history of art", "disegno", "drawing",
            "painting", "pittura", "educazione artistica", "arte e immagine", "caravaggio", "michelangelo",
            "raffaello", "giotto", "cappella sistina", "sistine chapel", "renaissance painters",
            "pittori del rinascimento", "prospettiva", "impressionismo", "impressionism", "van gogh", "picasso",
        ],
        "music": [
            "music", "musica", "flauto", "flute", "recorder", "pianoforte", "solfeggio", "spartito",
            "choir", "coro", "chitarra", "guitar", "mozart", "beethoven", "bach", "sonata", "sinfonia", "symphony",
            "piano lesson", "lezione di piano", "pentagramma", "violino", "violin", "concert", "concerto",
        ],
        "pe": [
            "pe", "p.e.", "phys ed", "physical education", "gym", "educazione fisica", "ed. fisica",
            "ed fisica", "scienze motorie", "motoria", "palestra", "ginnastica", "pallavolo", "volleyball",
            "basket", "basketball", "pallacanestro", "salto in alto", "high jump", "swimming", "nuoto", "tennis",
            "atletica", "athletics",
        ],
        "religion": [
            "religion", "religione", "irc", "bibbia", "bible", "religious education", "religious studies", "r.e.",
            "catechismo", "vangelo",
            "gospel", "parabole", "parables", "comandamenti", "commandments", "antico testamento",
            "nuovo testamento",
        ],
    ]

    /// Every built-in subject's words: the core lexicon above, the subjects of Italian schools, the works and
    /// topics named instead of a subject, and the class register's names.
    static let allEntries: [String: [String]] = {
        var all = entries
        for table in [schoolEntries, moreTopics, registerAbbreviations] {
            for (key, phrases) in table {
                // Keys are written as the store spells them: lower case, digits and hyphens.
                all[key.replacingOccurrences(of: "_", with: "-"), default: []] += phrases
            }
        }
        return all
    }()

    /// Every built-in phrase split into folded words, with its subject's key: split once, for the subject index,
    /// the typo vocabulary and the word traits alike.
    static let tokenizedEntries: [(words: [String], key: String)] = allEntries.flatMap { key, phrases in
        phrases.map { (Tokenizer.words(of: $0), key) }
    }

    /// The names of the subjects themselves (not their topics), as a class is named after "di" / "for": "grammatica
    /// di francese" is French, "technical drawing for technology" technology.
    static let names: WordSet = [
        "italiano", "italian", "ita", "epica", "matematica", "math", "maths", "mate", "storia", "history",
        "geografia", "geography", "geo", "scienze", "science", "sciences", "biologia", "biology", "bio", "chimica",
        "chemistry", "fisica", "physics", "inglese", "english", "eng", "arte", "art", "musica", "music",
        "educazione fisica", "scienze motorie", "pe", "gym", "religione", "religion", "latino", "latin", "lat",
        "greco", "greek", "filosofia", "philosophy", "filo", "philo", "tecnologia", "technology", "tecno", "tech",
        "informatica", "computer science", "info", "francese", "french", "spagnolo", "spanish", "tedesco", "german",
        "diritto", "diritto ed economia", "law", "economia aziendale", "business", "educazione civica", "civica",
        "civics", "scienze umane", "human sciences", "psicologia", "psychology", "sociologia", "sociology",
        "antropologia", "anthropology", "pedagogia", "pedagogy",
    ]

    /// Common words one typo away from a lexicon word; a typo is never read into them.
    static let typoExceptions = WordSet(["forse", "storie", "cello", "cellar", "italia", "avevo"])
        .union(schoolTypoExceptions)
}
