/// The words of looking something up in one's own material, and of adding material (issue 26).
extension IntentVocabulary {
    /// Openings that ask to find words in the materials, cards and tasks ("cerca fotosintesi", "where did I write
    /// about the French Revolution").
    static let searchOpenings = [
        "cerca", "cercami", "trova", "trovami", "ricerca nei miei appunti", "cerca nei miei appunti",
        "cerca negli appunti", "dove ho scritto", "dove ho scritto di", "dove ho scritto della",
        "dove ho scritto del", "dove ho scritto dei", "dove ho scritto delle", "dove ho scritto della",
        "dove parlo di", "dove si parla di", "in quali appunti", "in quale appunto", "search", "search for",
        "search my notes for", "search my notes", "find", "look up", "look for", "where did i write about",
        "where did i write", "where did i take notes on", "where are my notes on", "where are my notes about",
        "which notes mention", "which notes talk about",
    ]

    /// Words that say where to look, left out of what is looked for ("nei miei appunti", "in my notes").
    static let searchPlaces: WordSet = [
        "appunti", "materiali", "materiale", "dispense", "notes", "materials", "carte", "cards", "schede", "miei",
        "mie", "my", "nei", "negli", "nelle", "tra", "fra",
    ]

    /// Words of no weight in what is looked for: articles, prepositions, conjunctions.
    static let searchFunctionWords: WordSet = [
        "il", "lo", "la", "l", "i", "gli", "le", "un", "una", "uno", "di", "del", "dello", "della", "dei", "degli",
        "delle", "da", "dal", "dalla", "in", "nel", "nella", "su", "sul", "sulla", "sui", "per", "con", "e", "o", "a",
        "al", "alla", "ai", "che", "cosa", "the", "a", "an", "of", "about", "on", "in", "for", "to", "and", "or", "me",
        "what", "is", "are", "was", "were", "where", "dove", "ho", "i", "did", "write", "wrote", "scritto", "parola",
        "word", "words", "parole", "everything", "tutto", "all",
    ]

    /// Words that ask for an explanation, left out when the coach looks the rest up in the materials.
    static let askingWords: WordSet = [
        "spiegami", "spiega", "spiegare", "spiegarmi", "spieghi", "explain", "explains", "puoi", "potresti", "can",
        "could", "you", "please", "favore", "aiutami", "help", "capire", "understand", "tell", "dimmi", "parlami",
        "cos", "cosa", "cose", "chi", "who", "what", "whats", "how", "come", "perche", "why", "non", "don", "not",
        "ho", "capito", "get", "mean", "means", "significa", "vuol", "dire", "era", "fu", "sono", "was", "did",
        "the", "una", "uno", "mio", "mia", "miei", "mie", "meglio", "better", "bit", "po",
    ]

    /// Openings of adding material ("aggiungi i miei appunti di storia", "upload my history notes").
    static let addMaterialOpenings: WordSet = [
        "aggiungi", "carica", "importa", "salva", "add", "upload", "import", "save", "aggiungo", "carico", "allego",
        "allega", "adding", "uploading", "attaching", "attach",
    ]

    /// Words between the opening and the material: possessives, articles, demonstratives.
    static let addMaterialFillers: WordSet = [
        "i", "miei", "le", "mie", "il", "mio", "la", "mia", "gli", "lo", "un", "una", "questo", "questa", "questi",
        "queste", "my", "the", "a", "this", "these", "some", "new", "nuovi", "nuove", "nuovo", "nuova",
    ]

    /// Words that hand material over ("ecco gli appunti", "here are my notes").
    static let handingOver = [
        "ecco", "eccoti", "ti mando", "ti passo", "here is", "here are", "here's", "heres", "here you go",
    ]

    /// The extensions of documents a student hands over.
    static let documentExtensions: WordSet = [
        "pdf", "docx", "doc", "odt", "pptx", "ppt", "odp", "txt", "md", "jpg", "jpeg", "png", "heic", "rtf",
    ]

    /// The kinds of material a student adds.
    static let materialNouns: WordSet = [
        "appunti", "dispense", "dispensa", "pdf", "foto", "fotografia", "fotografie", "materiale", "materiali",
        "scansione", "scansioni", "file", "notes", "handout", "handouts", "slides", "slide", "photo", "photos",
        "picture", "pictures", "scan", "scans", "file", "files", "riassunto", "riassunti", "schema", "schemi",
        "mappa", "mappe", "summary", "summaries", "guide", "sheets", "sheet",
    ]

    /// Words that only ask to look something up, in any place of a line the intent model reads as a search
    /// ("ho perso gli appunti su Dante, trovali": "Dante").
    static let searchRequestWords: WordSet = [
        "cerca", "cercami", "cercali", "cercala", "cercalo", "cercale", "cerco", "cercare", "trova", "trovami",
        "trovali", "trovala", "trovalo", "trovale", "trovare", "ricerca", "search", "find", "look", "up", "for", "it",
        "them", "where", "put", "stash", "stashed", "save", "saved", "somewhere", "u", "pls", "please", "lol", "um",
        "raga", "allora", "ok", "messo", "salvato", "avevo", "segnato", "c'era", "c'e", "ce", "serve", "mi", "quali",
        "quale", "which", "in", "talk", "talks", "mention", "mentions", "parlo", "parla", "parlano", "perso", "lost",
        "can", "you", "could", "need", "to", "do", "have", "had", "any", "anything", "something", "qualcosa",
    ]

    /// Words that only ask to add a subject, in any place of a line the intent model reads so ("aggiungi Latino
    /// alle materie": "Latino").
    static let subjectRequestWords: WordSet = [
        "add", "aggiungi", "aggiungere", "aggiungilo", "aggiungila", "metti", "crea", "creare", "new", "nuova",
        "nuovo", "subject", "subjects", "materia", "materie", "class", "classes", "course", "corso", "come", "as",
        "a", "an", "the", "my", "to", "list", "alle", "le", "mie", "tra", "nelle", "anche", "also", "pls", "please",
        "favore", "per", "voglio", "una", "un", "can", "you", "u", "i", "take", "taking", "ho", "faccio", "da",
        "oggi", "quest", "anno", "this", "year", "now", "on", "timetable", "orario", "di", "mio", "mia", "called",
        "chiamata", "named", "elenco", "delle", "nell", "nel", "alla", "al", "è", "e", "c", "nn", "non", "lo",
        "vedo", "perche", "perché", "manca", "missing", "is", "isn't", "there", "aggiunta", "want", "need", "term",
        "spring", "autumn", "fall",
    ]
}
