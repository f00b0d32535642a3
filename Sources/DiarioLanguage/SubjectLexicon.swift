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
        ],
        "math": [
            "math", "maths", "mathematics", "matematica", "mate", "algebra", "geometry", "geometria",
            "fractions", "frazioni", "equations", "equazioni", "equation", "equazione", "calculus",
            "trigonometry", "trigonometria", "arithmetic", "aritmetica", "percentages", "percentuali",
            "espressioni", "teorema di pitagora", "pythagoras", "pitagora", "polinomi", "polynomials",
            "derivate", "integrali", "statistics", "statistica", "tabelline", "times tables",
        ],
        "history": [
            "history", "storia", "medioevo", "middle ages", "impero romano", "roman empire",
            "prima guerra mondiale", "seconda guerra mondiale", "world war", "rivoluzione francese",
            "french revolution", "risorgimento", "antichi romani", "ancient rome",
        ],
        "geography": [
            "geography", "geografia", "geo", "continents", "continenti", "capitals", "capitali",
            "cartina", "atlas", "atlante",
        ],
        "science": [
            "science", "sciences", "scienze", "scienza", "bio", "biology", "biologia", "chemistry",
            "chimica", "chem", "earth science", "scienze della terra", "photosynthesis", "fotosintesi",
            "cell", "cells", "cellula", "cellule", "dna", "ecosystem", "ecosistema", "anatomy", "anatomia",
            "periodic table", "tavola periodica", "genetics", "genetica", "volcanoes", "vulcani", "lab", "laboratorio",
        ],
        "physics": [
            "physics", "fisica", "forces", "newton", "gravity", "gravita", "electricity", "elettricita",
            "magnetism", "magnetismo", "velocity", "velocita", "optics", "ottica", "thermodynamics",
            "termodinamica", "circuits", "circuiti",
        ],
        "english": [
            "english", "inglese", "eng", "present perfect", "past simple", "phrasal verbs",
            "shakespeare", "irregular verbs",
        ],
        "art": [
            "art", "arte", "storia dell'arte", "art history", "history of art", "disegno", "drawing",
            "painting", "pittura", "educazione artistica", "arte e immagine",
        ],
        "music": [
            "music", "musica", "flauto", "flute", "recorder", "pianoforte", "solfeggio", "spartito",
            "choir", "coro", "chitarra", "guitar",
        ],
        "pe": [
            "pe", "p.e.", "phys ed", "physical education", "gym", "educazione fisica", "ed. fisica",
            "ed fisica", "scienze motorie", "motoria", "palestra", "ginnastica",
        ],
        "religion": [
            "religion", "religione", "irc", "bibbia", "bible", "religious education", "catechismo",
        ],
    ]

    /// Common words one typo away from a lexicon word; a typo is never read into them.
    static let typoExceptions: Set<String> = ["forse", "storie", "cello", "cellar"]
}
