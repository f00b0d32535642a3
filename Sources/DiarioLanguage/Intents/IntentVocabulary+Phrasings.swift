/// The other ways students say the same requests (issue 25): an adverb before a completion, the time of day
/// before a study log, reviewing cards in words, questions about hours studied, help asked in words, worries
/// without a question mark. docs/natural-language.md, "Phrasings", states each as a rule.
extension IntentVocabulary {
    /// Adverbs that may stand before (or, after "ho" / "I've", inside) a completion or a study log and change
    /// nothing ("just turned in", "ho già consegnato", "finalmente finito").
    static let narrationAdverbs: WordSet = [
        "just", "already", "finally", "now", "today", "appena", "gia", "finalmente", "ora", "adesso", "oggi",
        "anche", "pure", "also", "totally", "completely", "tutto", "tutta",
    ]

    /// Openings that end a completion's closing words wherever they stand ("…, spuntala", "…, cross them off").
    static let completeClosings = [
        "spuntala", "spuntalo", "spuntali", "spuntale", "cross it off", "cross them off", "cross off",
        "tick it off", "tick them off", "check it off", "check them off", "e fatta", "e fatto", "e finito",
        "e finita", "sono fatti", "sono finiti", "is done", "are done", "is finished", "are finished",
        "it's over", "its over", "it is over", "toglili dalla lista", "toglilo dalla lista", "toglila dalla lista",
        "togliele dalla lista", "remove it from the list", "take it off the list", "take it off my list",
        "archivialo", "archiviala", "archivia", "cancellalo dalla lista", "toglili pure", "toglilo pure",
        "toglila pure", "li ho gia fatti", "le ho gia fatte", "l'ho gia fatto", "l'ho gia fatta", "archive it",
        "is over", "is finally over", "are over", "l'ho fatto", "l'ho fatta", "l'ho finito",
        "l'ho finita", "l'ho consegnato", "l'ho consegnata", "li ho fatti", "le ho fatte", "li ho finiti",
        "le ho finite",
    ]

    /// Words by which a line speaks of the student or asks something ("I", "mi", "non", "why", "help"): in a task
    /// with no day, they make the coach a close second reading.
    static let personalWords: WordSet = [
        "i", "i'm", "im", "me", "mi", "sono", "non", "nn", "xke", "perche", "why", "what", "how", "should", "aiuto",
        "help", "killing", "myself", "io",
    ]

    /// Feeling words that say a state of the student, never a topic ("freaking out", "stressed", "agitata"): a line
    /// with one is for the coach even with a task's kind and a day.
    static let feelingStates: WordSet = [
        "freaking", "panicking", "stressed", "worried", "nervous", "scared", "terrified", "anxious", "overwhelmed",
        "agitato", "agitata", "ansioso", "ansiosa", "preoccupato", "preoccupata", "stressato", "stressata",
        "spaventato", "spaventata", "terrorizzato", "terrorizzata", "nervoso", "nervosa",
    ]

    /// Question words that make a line about cards a request for advice ("should i do flashcards or summaries").
    static let adviceOpenings: WordSet = [
        "should", "why", "how", "which", "what", "whats", "what's", "dovrei", "perche", "come", "quale", "meglio",
    ]

    /// Words that name progress itself ("streak", "statistiche"): a short line naming one asks to see it.
    static let progressNouns: WordSet = [
        "streak", "streaks", "statistiche", "stats", "statistics", "progressi", "progress", "serie", "riepilogo",
        "grafico", "chart", "summary", "fila",
    ]

    /// Words of studying that may stand in a line that notes time studied ("90 minuti di ripasso di economia").
    static let studyWords: WordSet = [
        "ripasso", "ripassare", "studio", "studiare", "study", "studying", "review", "revision", "revise",
        "practice", "esercizio", "esercizi", "exercises",
    ]

    /// Words that name flashcards ("le carte di inglese", "my latin deck").
    static let cardWords: WordSet = [
        "cards", "flashcards", "flashcard", "deck", "decks", "carte", "flash", "card", "schede", "schedine", "mazzo",
        "mazzi", "carta", "scheda",
    ]

    /// Labels of a card's question side, before a colon ("fronte: …", "q: …").
    static let frontLabels: WordSet = ["fronte", "front", "q", "d", "domanda", "question", "f"]
    /// Labels of a card's answer side, before a colon ("retro: …", "a: …").
    static let backLabels: WordSet = ["retro", "back", "a", "r", "risposta", "answer", "b"]

    /// Words that, beside a card word, ask to review them ("let's go over the history cards", "rivediamo le
    /// schede di arte", "facciamo un giro di carte").
    static let reviewWords: WordSet = [
        "review", "revise", "go", "over", "through", "practice", "practise", "study", "drill", "run", "ripassiamo",
        "ripassare", "ripasso", "ripassa", "rivediamo", "rivedere", "giro", "facciamo", "esercitarmi",
        "esercitiamoci", "studiamo", "time", "let's", "lets", "due", "scadute", "ready", "pronte", "do", "we",
        "allenamento", "start", "mostrami", "show", "volta", "check", "veloce",
        "sfogliamo", "sfogliare",
        "allenami", "testami", "allenarmi", "test", "session", "sessione",
    ]

    /// What cards are made of ("spanish vocab drill", "verbi di tedesco practice"): with a noun of practice and a
    /// subject, a short line asks to review them.
    static let cardMaterial: WordSet = [
        "vocab", "vocabulary", "vocabolario", "vocaboli", "lessico", "verbi", "verbs", "words", "parole", "formule",
        "formulas", "definizioni", "definitions", "terms", "termini",
    ]

    /// Nouns of practising that, beside cards or what cards are made of, ask to review them.
    static let practiceNouns: WordSet = ["drill", "practice", "practise", "review", "session", "sessione"]

    /// Openings that make a card line something else than a review ("add card", "nuova carta", "make cards").
    static let cardMaking: WordSet = [
        "add", "new", "make", "create", "write", "aggiungi", "nuova", "nuove", "crea", "fai", "fare", "scrivi",
        "prepara", "preparare", "print", "stampa", "stampare", "buy", "compra", "comprare",
    ]

    /// Openings of a question about time studied ("how long did I study", "quante ore ho fatto").
    static let timeQuestions = [
        "how long", "how many hours", "how many minutes", "how much time", "how much did i study",
        "quante ore", "quanti minuti", "quanto tempo", "quanto studio", "quanto ho studiato", "quanto ho fatto",
        "mi dici quante ore", "mi dici quanto", "did i study more", "have i studied more",
        "ho studiato di piu", "dimmi quante ore", "dimmi quanto", "how much did i",
        "how much have i", "how many hours did i", "am i studying more", "am i studying",
        "sto studiando di piu", "quante hours", "how many ore",
        "quanti minutes",
    ]

    /// Phrases that name time studied as a thing ("study time", "ore di studio"): with no amount, a question
    /// about it.
    static let studyTimeNouns = [
        "study time", "study hours", "hours per subject", "ore per materia", "totale ore", "totale delle ore",
        "total time", "tempo totale", "ore totali",
        "total hours", "hours studied",
        "time studied", "minutes studied", "hours of study",
        "ore di studio", "tempo di studio", "minuti di studio", "ore studiate", "ore fatte", "media di studio",
    ]

    /// Words that make a question about time studied a request for advice ("how long should I study").
    static let adviceModals: WordSet = [
        "should", "shall", "must", "need", "dovrei", "devo", "deve", "bisogna", "serve", "servono", "conviene",
        "ought", "would",
    ]

    /// Words that say a line is about Diario itself ("questa app", "usarti", "here").
    static let aboutDiario: WordSet = [
        "diario", "app", "this", "questa", "questo", "qui", "qua", "here", "usarti", "scriverti", "chiederti",
        "you", "cosa", "program", "programma", "tool", "sta", "sto", "coso", "thing",
    ]

    /// Phrases that ask how Diario works; with a word about Diario (or alone) they ask for the help.
    static let helpQuestions = [
        "come funziona", "come si usa", "come usarti", "how does", "how do i use", "how to use", "how do you use",
        "what can i do", "what can i type", "what can i write", "what can i ask", "what can you do",
        "cosa posso fare", "cosa posso scrivere", "cosa posso scriverti", "cosa posso chiederti",
        "che cosa posso fare", "cosa si puo fare", "che cosa si puo fare", "che si puo fare", "help me use",
        "explain how to use", "what can i", "what do i type", "che posso scrivere", "non so usarlo",
        "non so usare", "tutorial", "non ho capito come funziona", "che si fa", "cosa si fa",
        "non so come usarti", "non so come usare", "how do i",
        "what are my options",
        "what are the options", "quali sono le opzioni", "che opzioni ho", "quali opzioni ho", "what are you for",
        "what is this for", "what's this for", "whats this for", "a cosa servi", "a che servi", "a cosa serve",
        "a che serve", "aiutami a capire", "che posso fare", "what i can type", "what i can do", "what i can write",
        "cosa fa", "che fa",
    ]

    /// Words after a help question that ask the same again ("non ho capito come funziona, spiegami").
    static let helpRepeats: WordSet = ["spiegami", "aiutami", "explain", "help", "aiuto", "pls", "please", "plz"]

    /// How to do one of Diario's own actions ("come si aggiungono i compiti", "how do I mark a task done"): help,
    /// whatever follows.
    static let howToActions = [
        "come si aggiunge", "come si aggiungono", "come aggiungo", "come faccio ad aggiungere", "come si segna",
        "come segno", "come si sposta", "come sposto", "come si cancella", "come cancello", "come si elimina",
        "come elimino", "how do i add", "how to add", "cosa sai fare", "che sai fare", "what am i supposed to",
        "help me understand", "mi spieghi come", "spiegami come", "how can i add", "how do i mark", "how to mark",
        "how do i move", "how to move", "how do i delete", "how to delete", "how do i remove", "how to remove",
    ]

    /// Words that name Diario's help itself ("i comandi", "instructions please").
    static let helpNouns: WordSet = [
        "comandi", "commands", "istruzioni", "instructions", "features", "funzioni", "funzionalita", "manuale",
        "manual", "guide", "menu",
    ]

    /// Phrases of worry or asking for advice that need no question mark ("non so cosa fare", "I'm failing").
    static let worryPhrases = [
        "non so cosa", "non so come", "non so che", "i don't know what", "i dont know what", "i don't know how",
        "i dont know how", "idk what", "idk how", "i feel", "i'm failing", "im failing", "i am failing",
        "giving up", "give up", "can't sleep", "cant sleep", "non riesco a dormire", "sono indietro", "i'm behind",
        "im behind", "i am behind", "troppi compiti", "too much homework", "mi sento", "sto impazzendo",
        "i'm losing", "im lost", "i'm lost", "sono perso", "sono persa", "mollare", "mollo tutto",
        "non so da dove", "non so how", "non so what", "non so where", "non so se", "non so piu", "no idea how",
        "no idea where", "idk where", "i don't know where", "i dont know where", "dont know how", "don't know how",
        "non so proprio", "nn so come", "nn so cosa", "nn so da dove", "not sure how", "not sure what",
        "non sono sicuro", "non sono sicura", "no idea", "nn riesco", "nn ce la", "nn capisco", "makes zero sense",
        "makes no sense", "non mi entrano",
        "troppa roba", "poco tempo", "freaking out", "whats a good",
        "what's a good", "a good schedule",
        "good way to", "non mi entra",
        "nothing sticks", "blank out", "blanking",
        "killing me", "so lost", "lost in", "troppe verifiche", "troppe interrogazioni", "best way to",
        "the best way", "il modo migliore", "modo migliore per", "tips for", "any tips", "feel like", "bombed",
        "flunked",
        "i failed", "ho toppato", "e andata male", "e andata malissimo", "ho fatto schifo", "troppo indietro",
        "molto indietro", "so behind", "way behind", "falling behind", "burned out", "burnt out", "i freeze",
        "mi blocco", "how do i fix", "how can i fix", "come risolvo", "sbaglio tutto", "sbaglio sempre",
        "non la capisco", "non lo capisco", "non li capisco", "non le capisco", "non ci capisco", "non so mai",
        "keep forgetting", "don't stick", "dont stick", "won't stick", "doesn't stick", "non ho tempo",
    ]

    /// Words of feeling said with a superlative or as a state ("stanchissima", "stressatissimo").
    static let strongFeelings: WordSet = [
        "stanchissima", "stanchissimo", "stressatissima", "stressatissimo", "esausta", "esausto", "exhausted",
        "failing", "hopeless", "depressed", "depresso", "depressa", "agitatissima", "agitatissimo",
        "preoccupatissima", "preoccupatissimo", "nervosissima", "nervosissimo", "ansiosissima", "ansiosissimo",
        "stressatissima", "stressatissimo", "burnout",
    ]

    /// Words that make a move when they open a line but only when the rest names a task ("push the math test
    /// to friday", not "push the code to github").
    static let weakMoveOpenings: WordSet = ["push", "bump", "switch", "change", "cambia"]

    /// Verbs of placing that move a task when its new day comes after "a" / "al" / "to" ("metti il progetto di
    /// tecno al 15", "put the essay on monday"), and name a task by a kind or a subject.
    static let placingOpenings: WordSet = ["metti", "mettere", "put", "mettiamo", "porta", "portami"]
}
