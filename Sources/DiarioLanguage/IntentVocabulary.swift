/// The phrases that say what a line asks for, in both languages, written as students type them.
/// Each list is matched against the start of the line (after greetings and "please"), unless said otherwise.
enum IntentVocabulary {
    /// Whole lines that ask for help.
    static let help: Set<String> = [
        "help", "aiuto", "?", "/help", "commands", "comandi", "what can you do", "cosa sai fare", "come funziona",
        "istruzioni", "how does this work", "guida", "help please", "aiuto per favore", "h",
    ]

    /// Words that, in a short line with a language name, ask to switch language.
    static let languageTriggers: Set<String> = [
        "switch", "change", "set", "speak", "use", "talk", "parla", "passa", "cambia", "imposta", "usa", "lingua",
        "language", "please", "parliamo", "rispondi", "answer", "reply", "scrivi", "write",
    ]

    /// Language names and what they mean.
    static let languageNames: [String: String] = [
        "english": "en", "inglese": "en", "en": "en", "italian": "it", "italiano": "it", "it": "it",
    ]

    static let addSubject = [
        "add subject", "add a subject", "add new subject", "add a new subject", "new subject", "create subject",
        "create a subject", "create a new subject", "aggiungi materia", "aggiungi la materia", "aggiungi una materia",
        "aggiungi una nuova materia", "aggiungi nuova materia", "nuova materia", "crea materia", "crea la materia",
        "crea una materia", "crea una nuova materia", "/subject add", "/subjects add",
    ]

    static let addCard = [
        "add card", "add a card", "add flashcard", "add a flashcard", "new card", "new flashcard", "flashcard", "card",
        "aggiungi carta", "aggiungi una carta", "aggiungi flashcard", "aggiungi una flashcard", "nuova carta",
        "nuova flashcard", "carta", "/card",
    ]

    static let quiz = [
        "quiz me", "test me", "interrogami", "fammi un quiz", "fammi il quiz", "fammi una verifica",
        "fammi delle domande", "fammi domande", "fammi qualche domanda", "facciamo un quiz", "let's do a quiz",
        "lets do a quiz", "let's quiz", "start a quiz", "start quiz", "start the quiz", "give me a quiz",
        "ask me questions", "ask me some questions", "review my cards", "review my flashcards", "ripassiamo",
        "quiz time", "/quiz", "inizia un quiz", "avvia quiz", "iniziamo un quiz", "quiz on", "quiz di", "quiz su",
        "quiz about", "drill me", "mettimi alla prova", "fammi ripassare", "aiutami a ripassare",
    ]

    static let stats = [
        "stats", "statistiche", "show my progress", "show progress", "show me my progress", "my progress",
        "show stats", "show my stats", "show statistics", "show my statistics", "mostra le statistiche",
        "mostra statistiche", "mostrami le statistiche", "i miei progressi", "mostra i miei progressi",
        "mostrami i miei progressi", "come sto andando", "how am i doing", "how much did i study",
        "how much have i studied", "quanto ho studiato", "my streak", "progress", "progressi", "/stats",
        "le mie statistiche", "my stats", "mostrami le mie statistiche", "mostra le mie statistiche",
        "show me my stats", "show me my statistics", "show me my progress",
    ]

    static let complete = [
        "done", "fatto", "fatta", "fatti", "finished", "completed", "complete", "i finished", "i've finished",
        "ive finished", "i have finished", "i did", "i've done", "ive done", "i have done", "i completed",
        "i've completed", "i just finished", "just finished", "ho finito", "ho fatto", "ho completato",
        "ho appena finito", "finito", "completato", "mark", "segna", "/done", "check off", "tick off",
    ]

    /// Words after the task that also say it is done ("math homework done", "segna X come fatto").
    static let completeSuffixes = [
        "is done", "done", "as done", "fatto", "fatti", "fatta", "come fatto", "come fatti", "come fatta", "come fatte",
        "come completato", "come completata", "come finito", "come finita", "finito", "finiti",
        "completato", "is finished", "finished",
    ]

    static let list = [
        "what's due", "whats due", "what is due", "what do i have", "what have i got", "what homework",
        "what tests", "what's next", "whats next", "what do i need to do", "what should i do", "show my tasks",
        "show tasks", "show me my tasks", "show my homework", "show homework", "show me", "show my", "list",
        "list tasks", "list my tasks", "my tasks", "tasks", "agenda", "cosa devo fare", "che cosa devo fare",
        "cosa ho da fare", "che compiti ho", "che verifiche ho", "cosa c'e", "cosa ce", "mostra i compiti",
        "mostra compiti", "mostrami i compiti", "mostra", "mostrami", "elenco", "elenca", "lista", "i miei compiti",
        "quali compiti", "quali verifiche", "ho compiti", "do i have", "any homework", "anything due",
        "is anything due", "cosa devo studiare", "what do i have to do", "what's on", "whats on", "/list",
        "cosa mi tocca", "che ho da fare", "what is there",
    ]

    /// Words that make a line a question or a feeling for the coach, wherever they stand.
    static let coachWords: Set<String> = [
        "anxious", "anxiety", "stressed", "stress", "nervous", "worried", "worry", "tired", "focus", "concentrate",
        "bored", "overwhelmed", "scared", "afraid", "motivation", "motivated", "procrastinating", "procrastinate",
        "ansia", "ansioso", "ansiosa", "stressato", "stressata", "preoccupato", "preoccupata", "stanco", "stanca",
        "concentrarmi", "concentrare", "concentrazione", "annoiato", "annoiata", "paura", "demotivato",
        "demotivata", "motivazione", "aiutami", "consiglio", "consigli", "advice", "tips", "suggest", "suggerisci",
        "panico", "panic", "sad", "triste", "understand", "capisco", "capire", "explain", "spiegami", "spiega",
    ]

    /// Phrases that make a line a feeling for the coach, wherever they stand.
    static let coachPhrases = [
        "non riesco", "can't focus", "cant focus", "help me", "i can't", "i cant", "non ce la", "non ho voglia",
        "i don't get", "non capisco", "i don't understand",
    ]

    /// Question words that, at the start of a line, make it a question.
    static let questionWords: Set<String> = [
        "how", "why", "what", "when", "where", "should", "can", "could", "would", "is", "are", "do", "does",
        "which", "who", "come", "perche", "cosa", "quando", "dove", "posso", "dovrei", "qual", "quale", "quali",
        "quanto", "quanti", "chi", "mi", "riesci", "puoi", "potresti", "any", "help",
    ]

    /// Openings that ask for work and start the study-time log.
    static let studied = [
        "i studied", "studied", "i've studied", "ive studied", "i have studied", "i revised", "i reviewed",
        "ho studiato", "studiato", "ho ripassato", "ripassato", "log", "i did", "i spent", "ho passato", "ho fatto",
        "/study", "i worked on", "ho lavorato",
    ]

    /// Greetings and politeness at the start of a line, which say nothing about what is asked.
    static let openings = [
        "please", "per favore", "hey", "hi", "hello", "ciao", "ok", "okay", "diario", "hey diario", "ciao diario",
        "senti", "allora", "so", "um", "ehm",
    ]

    /// Articles and possessives dropped from the start of a task named by "done:" or "ho finito".
    static let leadingArticles: Set<String> = [
        "the", "my", "il", "lo", "la", "le", "gli", "i", "l'", "un", "una", "uno", "a", "an", "mio", "mia", "miei",
    ]
}
