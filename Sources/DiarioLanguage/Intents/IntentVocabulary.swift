internal import DiarioDomain

/// The phrases that say what a line asks for, in both languages, written as students type them.
/// Each list is matched against the start of the line (after greetings and "please"), unless said otherwise.
enum IntentVocabulary {
    /// Whole lines that ask for help.
    static let help: WordSet = [
        "help", "aiuto", "?", "/help", "commands", "comandi", "what can you do", "cosa sai fare", "come funziona",
        "istruzioni", "how does this work", "guida", "help please", "aiuto per favore", "h", "che sai fare",
        "what are you able to do", "what do you do", "what can this do", "what can diario do", "cosa fai",
    ]

    /// Words that, in a short line with a language name, ask to switch language.
    static let languageTriggers: WordSet = [
        "switch", "change", "set", "speak", "use", "talk", "parla", "passa", "cambia", "imposta", "usa", "lingua",
        "language", "please", "parliamo", "rispondi", "answer", "reply", "scrivi", "write", "parlami", "rispondimi",
        "scrivimi", "mettiti", "mettimi", "metti", "like", "want", "vorrei", "voglio", "torna", "torniamo", "passiamo",
    ]

    /// The other words a request about Diario's language may have ("switch the app to English", "usa l'inglese
    /// da ora in poi"): a line with any word outside these, the triggers and the language names is not such a
    /// request ("write the Italian summary by Friday" is a task).
    static let languageRequestWords: WordSet = [
        "to", "in", "into", "the", "app", "diario", "me", "mi", "ti", "please", "per", "favore", "piacere", "prego",
        "from", "now", "on", "d'", "ora", "poi", "da", "adesso", "i'd", "id", "i", "would", "can", "you", "could",
        "puoi", "potresti", "l'", "all'", "a", "only", "solo", "sempre", "always", "instead", "invece", "again",
        "di", "nuovo", "back", "let's", "lets", "us", "with", "con", "let", "and", "e", "ok", "okay", "thanks",
        "grazie", "interface", "interfaccia", "pls", "plz", "metti", "mettere", "la", "il", "mettimi", "mode",
        "rimetti", "lang", "go", "switcha", "grz", "modalita",
    ]

    /// Language names and what they mean.
    static let languageNames: WordMap<String> = [
        "english": "en", "inglese": "en", "en": "en", "italian": "it", "italiano": "it", "it": "it", "ita": "it",
        "eng": "en", "italiana": "it", "allitaliano": "it", "allinglese": "en",
    ]

    static let addSubject = [
        "add subject", "add a subject", "add new subject", "add a new subject", "new subject", "create subject",
        "create a subject", "create a new subject", "aggiungi materia", "aggiungi la materia", "aggiungi una materia",
        "aggiungi una nuova materia", "aggiungi nuova materia", "nuova materia", "crea materia", "crea la materia",
        "crea una materia", "crea una nuova materia", "/subject add", "/subjects add", "add the subject",
        "add a new class", "add new class", "voglio aggiungere la materia", "vorrei aggiungere la materia",
        "aggiungere la materia", "aggiungi la nuova materia",
    ]

    /// Words between an opening of adding a subject and its name ("add a new class called media studies").
    static let namingWords: WordSet = ["called", "named", "chiamata", "chiamato", "detta", "di", "nome"]

    /// Verbs that open "aggiungi religione alle materie", "add economics to my subjects".
    static let subjectListVerbs: WordSet = ["aggiungi", "inserisci", "metti", "add", "put", "include", "insert"]

    /// The student's list of subjects, ending such a line.
    static let subjectLists = [
        "alle materie", "alle mie materie", "tra le materie", "tra le mie materie", "fra le mie materie",
        "nelle materie", "nelle mie materie", "all'elenco materie", "all'elenco delle materie", "all elenco materie",
        "alla lista delle materie", "to my subjects", "to the subjects", "to subjects", "to my subject list",
        "in my subject list", "in my subjects", "to my list of subjects", "among my subjects",
    ]

    static let addCard = [
        "add card", "add a card", "add flashcard", "add a flashcard", "new card", "new flashcard", "flashcard", "card",
        "aggiungi carta", "aggiungi una carta", "aggiungi flashcard", "aggiungi una flashcard", "nuova carta",
        "nuova flashcard", "carta", "/card", "aggiungi card", "aggiungi una card", "crea una flashcard",
        "crea flashcard", "crea una carta", "crea carta",
        "nuova scheda", "crea una scheda", "make a flashcard", "make a card", "make flashcard", "create a flashcard",
        "create a card", "create flashcard", "new flash card", "add a flash card",
    ]

    static let quiz = [
        "quiz me", "test me", "interrogami", "fammi un quiz", "fammi il quiz", "fammi una verifica",
        "fammi delle domande", "fammi domande", "fammi qualche domanda", "facciamo un quiz", "let's do a quiz",
        "lets do a quiz", "let's quiz", "start a quiz", "start quiz", "start the quiz", "give me a quiz",
        "ask me questions", "ask me some questions", "review my cards", "review my flashcards", "ripassiamo",
        "quiz time", "/quiz", "inizia un quiz", "avvia quiz", "iniziamo un quiz", "quiz on", "quiz di", "quiz su",
        "quiz about", "drill me", "mettimi alla prova", "mettiamo alla prova", "metti alla prova",
        "mettetemi alla prova", "fammi ripassare", "aiutami a ripassare", "testami",
        "domande a raffica", "fammi ripetere", "testa la mia preparazione", "test my preparation",
        "vediamo quanto mi ricordo", "fammi le carte", "fammi le domande", "vediamo se so", "vediamo quanto so",
        "giro di domande",
        "facciamo un giro di domande", "hit me with", "quiz me with", "vediamo se mi ricordo", "see if i know",
        "see if i remember",
        "let's see if i know", "lets see if i know", "check if i know", "check if i remember", "see if i can remember",
        "test my knowledge", "ask me my", "ask me the",
        "ask me some", "chiedimi", "fammi delle domande su", "interrogami sulle", "quizzami su",
        "allenami", "esercitami", "test me on", "quizz me", "quizzami", "interrogami su", "sfidami",
    ]

    /// Openings that ask to get ready for a test ("prepara la verifica di storia"); with a test word and no date.
    static let prepareTest = [
        "prepara", "prepariamo", "prepariamoci", "preparami", "prepararmi", "aiutami a preparare",
        "aiutami a prepararmi", "aiutami con", "voglio prepararmi", "devo prepararmi", "mi devo preparare",
        "ripassiamo per", "ripassiamo", "help me prepare", "help me get ready", "help me with", "prepare me",
        "let's prepare", "lets prepare", "get me ready", "let's get ready", "lets get ready", "prep me", "prepare for",
        "i need to prepare", "i want to prepare", "i have to prepare", "i need to get ready", "get ready for",
        "aiutami x", "aiutami per",
    ]

    /// Requests addressed to Diario for a drill or a plan, anywhere in a line that names a test: with a day too they
    /// ask for help, not for a task ("verifica di latino lunedì, fammi esercitare").
    static let drillRequests = [
        "fammi esercitare", "fammi ripassare", "fammi allenare", "interrogami", "fammi un piano", "fammi un programma",
        "organizzami", "dividimi", "pianificami", "preparami", "aiutami a prepararmi", "aiutami a preparare",
        "aiutami a ripassare", "aiutami a studiare", "help me prepare", "help me get ready", "help me study",
        "help me revise", "help me review", "quiz me", "test me", "drill me", "make me a plan", "make me a schedule",
        "plan my revision", "plan my studying", "plan my study", "prepare me", "prep me", "get me ready",
        "break down my", "split my", "spread my", "plan out my", "organize my", "organise my", "schedule my",
        "dividi gli argomenti", "organizza lo studio", "organizzami lo studio", "simuliamo", "simulami",
        "facciamo una simulazione", "fammi una simulazione", "simulate", "let's simulate", "lets simulate",
        "run a mock", "do a mock", "un piano per", "un programma per", "a plan for", "a schedule for",
        "voglio prepararmi", "mi voglio preparare", "vorrei prepararmi",
    ]

    /// Words naming a test, an oral or an exam (single words; "compito in classe" is read apart).
    static let testWords: WordSet = [
        "verifica", "verifiche", "interrogazione", "interrogazioni", "esame", "esami", "orale", "orali", "prova",
        "prove", "test", "tests", "exam", "exams", "oral", "orals", "quiz", "quizzes", "finals", "midterm",
        "midterms",
    ]

    /// Openings of a question about the coming tests ("quando sono le verifiche?", "what tests do I have?"): a
    /// test word must follow within four words.
    static let testQuestions = [
        "what", "what's", "whats", "which", "quali", "quale", "che", "quando", "when", "when's", "show", "show me",
        "mostra", "mostrami", "elenca", "elencami", "list", "do i have", "have i got", "ci sono", "are there", "any",
        "le mie", "my", "i miei", "upcoming", "prossime", "prossima", "prossimi", "prossimo", "next",
    ]

    /// Words that may stand around test words in a line that only names them ("le prossime verifiche", "upcoming
    /// tests").
    static let testListFillers: WordSet = [
        "le", "la", "i", "gli", "l'", "mie", "miei", "my", "the", "prossime", "prossimi", "prossima", "prossimo",
        "upcoming", "coming", "next", "future", "in", "arrivo", "up",
    ]

    /// The nouns of progress itself, which name no subject in a progress question ("study statistics").
    static let statsNouns: WordSet = ["statistics", "statistiche", "stats"]

    static let stats = [
        "stats", "statistiche", "show my progress", "show progress", "show me my progress", "my progress",
        "show stats", "show my stats", "show statistics", "show my statistics", "mostra le statistiche",
        "mostra statistiche", "mostrami le statistiche", "i miei progressi", "mostra i miei progressi",
        "mostrami i miei progressi", "come sto andando", "how am i doing", "how much did i study",
        "how much have i studied", "quanto ho studiato", "my streak", "progress", "progressi", "/stats",
        "le mie statistiche", "my stats", "mostrami le mie statistiche", "mostra le mie statistiche",
        "show me my stats", "show me my statistics", "show me my progress", "come vado", "com'e la mia serie",
        "la mia serie", "a che punto sono", "a che punto sto", "what's my streak", "whats my streak",
        "what's my total", "whats my total", "my total", "il mio totale", "mostrami la mia serie",
        "what is my streak", "how is my streak",
    ]

    static let complete =
        [
            "done", "fatto", "fatta", "fatti", "finished", "completed", "complete", "i finished", "i've finished",
            "ive finished", "i have finished", "i did", "i've done", "ive done", "i have done", "i completed",
            "i've completed", "i just finished", "just finished", "ho finito", "ho fatto", "ho completato",
            "ho appena finito", "finito", "completato", "mark", "segna", "/done", "check off", "tick off",
            // Handing something in is finishing it.
            "ho dato", "ho consegnato", "consegnato", "consegnata", "consegnati", "consegnate", "ho inviato",
            "ho mandato", "turned in", "i turned in", "handed in", "i handed in", "submitted", "i submitted", "sent",
            "i sent", "i gave", "i've handed in", "i've submitted",
            // A completion said with a closing phrase at the start, or with "with".
            "did", "check off", "tick off", "mark off", "mark as done", "mark done", "mark as finished",
            "mark it done", "segna fatto", "segna fatta", "segna fatti", "segna fatte", "segna come fatto",
            "segna come fatta", "segna come fatti", "segna come fatte", "segna come completato", "segna come finito",
            "spunta", "spuntami", "done with", "finished with", "i'm done with", "im done with", "i am done with",
            "cross off", "ho terminato", "terminato", "ho chiuso", "cross out", "wrapped up", "i wrapped up",
            "i've wrapped up", "ive wrapped up", "finished up", "i finished up", "ho svolto", "svolto", "svolti",
            "ho concluso", "concluso", "archivia", "archiviare", "archiviamo", "ho submittato", "submittato",
            "all done with", "all done w", "done w", "ho ultimato", "ultimato", "ultimata", "completata", "completati",
            "completate", "through with", "i'm through with", "im through with",
            "i am through with", "chiudi il task",
            "chiudi il compito", "chiudi la task", "close the task", "close task", "l'ho finito",
            "l'ho finita", "l'ho fatto", "l'ho fatta", "l'ho consegnato", "l'ho consegnata", "l'ho completato",
            "l'ho completata", "l'ho terminato", "l'ho terminata", "li ho finiti", "li ho fatti", "le ho finite",
            "le ho fatte", "li ho consegnati", "le ho consegnate", "metti la spunta su", "metti la spunta a",
            "mettici la spunta su", "put a tick on", "knocked out", "i knocked out",
        ] + markedDone + ["got"]

    /// "segna svolti …", "metti come completato …", "mark as complete …": a verb of marking, then (after "come"
    /// or "as") a word of being done, opening the task's name.
    static let markedDone: [String] = {
        let participles = [
            "fatto", "fatta", "fatti", "fatte", "completato", "completata", "completati", "completate", "finito",
            "finita", "finiti", "finite", "svolto", "svolta", "svolti", "svolte", "consegnato", "consegnata",
            "concluso", "conclusa", "done",
            "complete", "completed", "finished",
        ]
        var phrases: [String] = []
        for verb in ["segna", "segnami", "metti", "mettimi", "imposta"] {
            for participle in participles { phrases += ["\(verb) \(participle)", "\(verb) come \(participle)"] }
        }
        for verb in ["mark", "set", "put"] {
            for done in ["done", "complete", "completed", "finished"] {
                phrases += ["\(verb) \(done)", "\(verb) as \(done)"]
            }
        }
        return phrases
    }()

    /// Who work is handed to, cut from the end of a completion ("ho dato la ricerca alla prof").
    static let recipients: WordSet = [
        "prof", "professore", "professoressa", "teacher", "maestra", "maestro", "insegnante", "sir", "miss",
        "professor", "tutor",
    ]

    /// Words after the task that also say it is done ("math homework done", "segna X come fatto").
    static let completeSuffixes =
        [
            "is done", "done", "as done", "fatto", "fatti", "fatta", "come fatto", "come fatti", "come fatta",
            "come fatte",
            "come completato", "come completata", "come finito", "come finita", "finito", "finiti", "come concluso",
            "come conclusa", "come conclusi", "come concluse",
            "completato", "is finished", "finished", "completata", "completati", "completate", "finita", "finite",
            "svolto", "svolta", "svolti", "svolte", "consegnato", "consegnata", "consegnati", "consegnate", "completed",
            "complete", "as complete", "as completed", "as finished", "come svolto", "come svolti", "come completati",
            "come completate", "come finiti", "come consegnato",
        ] + participleSuffixes

    static let list = [
        "what's due", "whats due", "what is due", "what do i have", "what have i got", "what homework",
        "what tests", "what's next", "whats next", "what do i need to do", "what should i do", "show my tasks",
        "show tasks", "show me my tasks", "show my homework", "show homework", "show me", "show my", "list",
        "list tasks", "list my tasks", "my tasks", "tasks", "agenda", "cosa devo fare", "che cosa devo fare",
        "che devo fare",
        "cosa ho da fare x", "che devo fare x", "cosa devo fare x", "tutti i compiti", "tutti i miei compiti",
        "all my homework", "all my tasks",
        "cosa ho da fare", "che compiti ho", "che verifiche ho", "cosa c'e", "cosa ce", "mostra i compiti",
        "mostra compiti", "mostrami i compiti", "mostra", "mostrami", "elenco", "elenca", "lista", "i miei compiti",
        "quali compiti", "quali verifiche", "ho compiti", "do i have", "any homework", "anything due",
        "is anything due", "cosa devo studiare", "what do i have to do", "what's on", "whats on", "/list",
        "ho qualcosa", "to do list", "todo list", "la to do list", "cosa scade", "che scade", "cos'ho",
        "cosa ho in programma", "che ho in programma",
        "what's planned", "whats planned", "ho verifiche", "ho interrogazioni", "ho test", "cosa c'e in scadenza",
        "what expires",
        "cosa mi tocca", "che ho da fare", "what is there", "fammi vedere", "mi fai vedere", "what's overdue",
        "whats overdue", "what is overdue", "anything overdue", "cosa e in ritardo", "cosa ho in ritardo",
    ]

    /// Words for a student's tasks as a whole ("tutti i task", "my stuff"): what a request to be shown may name.
    static let taskNouns: WordSet = [
        "task", "tasks", "compiti", "scadenze", "cose", "stuff", "deadlines", "todo", "impegni",
    ]

    /// Question openings that list tasks when the rest names a subject or a day, or nothing ("che c'è per
    /// geografia?", "anything for math tomorrow?", "what's left for physics").
    static let askAbout = [
        "che c'e", "c'e qualcosa", "ce qualcosa", "cosa ho", "che ho", "anything", "anything for",
        "what's left", "whats left", "what is left", "cosa resta", "cosa rimane", "cosa manca", "what else",
        "is there anything", "cosa c'e di", "cosa ce di", "che c'e di",
    ]

    /// Words that make a line a question or a feeling for the coach, wherever they stand.
    static let coachWords: WordSet = [
        "anxious", "anxiety", "stressed", "stress", "nervous", "worried", "worry", "tired", "focus", "concentrate",
        "bored", "overwhelmed", "scared", "afraid", "motivation", "motivated", "procrastinating", "procrastinate",
        "ansia", "ansioso", "ansiosa", "stressato", "stressata", "preoccupato", "preoccupata", "stanco", "stanca",
        "concentrarmi", "concentrare", "concentrazione", "annoiato", "annoiata", "paura", "demotivato",
        "demotivata", "motivazione", "aiutami", "consiglio", "consigli", "advice", "tips", "suggest", "suggerisci",
        "panico", "panic", "sad", "triste", "understand", "capisco", "capire", "explain", "spiegami", "spiega",
        "crisi", "terrore", "terrorizzato", "terrorizzata", "terrified", "freaking", "panicking", "disperato",
        "disperata", "agitato", "agitata", "spaventato", "spaventata", "nervoso", "nervosa",
    ]

    /// School phrases whose words would otherwise send a line to the coach ("consiglio di classe").
    static let notForTheCoach = [
        "consiglio di classe", "consiglio d'istituto", "consiglio di istituto", "consigli di classe",
        "consiglio dei docenti", "consiglio orientativo",
    ]

    /// Phrases that make a line a feeling for the coach, wherever they stand.
    static let coachPhrases =
        [
            "non riesco", "can't focus", "cant focus", "help me", "i can't", "i cant", "non ce la", "non ho voglia",
            "i don't get", "non capisco", "i don't understand",
        ] + worryPhrases

    /// Question words that, at the start of a line, make it a question.
    static let questionWords: WordSet = [
        "meglio", "better",
        "how", "why", "what", "when", "where", "should", "can", "could", "would", "is", "are", "do", "does",
        "which", "who", "come", "perche", "cosa", "quando", "dove", "posso", "dovrei", "qual", "quale", "quali",
        "quanto", "quanti", "chi", "mi", "riesci", "puoi", "potresti", "any", "help",
    ]

    /// Openings that ask for work and start the study-time log.
    static let studied = [
        "i studied", "studied", "i've studied", "ive studied", "i have studied", "i revised", "i reviewed",
        "ho studiato", "studiato", "ho ripassato", "ripassato", "log", "i did", "i spent", "ho passato", "ho fatto",
        "i worked on", "ho lavorato", "did", "fatto", "fatta", "worked on", "spent", "passato",
        "ripassato", "i've done", "ive done", "i have done", "put in", "i put in", "i've put in", "ive put in",
        "revised", "reviewed", "practiced", "practised", "went over", "managed", "i managed", "logged",
        "i logged", "put",
        "mi sono esercitato",
        "mi sono esercitata", "mi sono allenato", "mi sono allenata",
        "been doing", "i've been doing", "ive been doing", "been studying", "i've been studying",
        "ive been studying", "i was doing", "i was studying", "mi sono messo", "mi sono messa", "mi sono messo su",
        "mi sono messa su", "ci ho messo", "ho dedicato", "i dedicated", "i read",
    ]

    /// Words that put a study session in the past: "ieri", "yesterday", "l'altro ieri".
    static let daysAgo: WordMap<Int> = ["ieri": 1, "yesterday": 1, "altroieri": 2]

    /// Words of a progress question that ask about the month.
    static let monthWords: WordSet = ["mese", "month", "mensile", "monthly"]

    /// Greetings and politeness at the start of a line, which say nothing about what is asked.
    static let openings = [
        "please", "per favore", "hey", "hi", "hello", "ciao", "ok", "okay", "diario", "hey diario", "ciao diario",
        "senti", "allora", "so", "um", "ehm", "fammi vedere", "let me see", "dimmi", "tell me", "cmq", "comunque",
        "pls", "plz", "raga", "ragazzi", "boh", "beh", "ecco", "dunque", "quindi", "well", "oh", "yo", "ah", "uhm",
        "mmm", "vabbe", "insomma", "guarda", "okok", "k", "mi sa che", "secondo me", "credo che", "penso che",
        "nn ci credo", "non ci credo", "su",
        "sono nuovo", "sono nuova", "i'm new", "evvai",
        "evviva", "yay", "yess", "dai",
        "i think", "i guess",
    ]

    /// A polite request before a command ("can you move…", "mi puoi segnare…"): passed over by the rules that
    /// read a command at the start of a line, kept by the others (it still makes a question for the coach).
    static let politeRequests = [
        "can you", "could you", "would you", "can u", "could u", "puoi", "potresti", "mi puoi", "mi potresti",
        "me lo puoi", "riesci a", "please can you", "pls can you",
    ]

    /// Fillers at the end of a line that say nothing ("…pls", "…grazie").
    static let trailingFillers: WordSet = [
        "pls", "plz", "please", "grazie", "thanks", "thx", "grz", "pf", "ty", "dai", "finally", "finalmente", "easy",
        "lol", "xd", "haha", "ahah",
        "ez",
        "yay", "evvai",
    ]

    /// Words that move a task at the start of a line ("sposta la verifica a giovedì", "move the essay to the 30th").
    static let moveOpenings: WordSet = [
        "sposta", "spostare", "spostiamo", "move", "switch", "reschedule", "postpone", "rimanda", "rimandare",
        "posticipa", "posticipare", "anticipa", "anticipare", "change", "push", "bump", "cambia", "spostami",
        "rimandami", "delay", "shift",
        "rinvia",
        "rinviare", "rinviamo", "rimandiamo", "posticipiamo", "anticipiamo", "sposto", "rimando",
    ]

    /// Words that say a task was moved, wherever they stand ("spostata la verifica…", "the test was moved to…").
    static let movedWords: WordSet = [
        "spostata", "spostato", "spostati", "spostate", "spostano", "moved", "rimandata", "rimandato", "rimandati",
        "rimandate", "postponed", "rescheduled", "posticipata", "posticipato", "anticipata", "anticipato",
        "pushed", "delayed", "shifted", "slittare", "spostare", "cambiala", "cambialo", "spostala", "spostalo",
        "spostali", "spostale", "rimandala", "rimandalo", "rinviata", "rinviato", "slittata", "slittato",
        "slitta", "prorogata", "prorogato", "prorogati", "prorogate", "spostate", "posticipati",
        "posticipate", "anticipati", "anticipate",
    ]

    /// Words that say a task's day has changed when they stand beside the new day ("the oral is now on monday",
    /// "la verifica ora è giovedì", "l'interrogazione invece venerdì").
    static let nowWords: WordSet = ["now", "ora", "adesso", "invece", "instead"]
    /// Words before a word of ``nowWords`` that make it no change of day ("for now", "per ora", "un'ora", "right
    /// now", "a che ora").
    static let notNowBefore: WordSet = [
        "for", "per", "un", "un'", "una", "mezz'", "d'", "right", "fino", "ad", "da", "each", "every", "ogni", "che",
        "what", "l'", "all'", "quest'", "which", "quale",
    ]
    /// The small words that may stand between a word of ``nowWords`` and the new day.
    static let nowMoveGlue: WordSet = [
        "is", "its", "it's", "s", "on", "for", "e", "è", "il", "lo", "la", "l'", "per", "sara", "will", "be", "set",
        "due", "fissata", "fissato", "prevista", "previsto",
    ]
    /// Words before the number of a part of the work, which is no mark ("capitolo 3", "unit 5", "pag 7").
    static let numberedParts: WordSet = [
        "capitolo", "capitoli", "cap", "chapter", "chapters", "ch", "unit", "units", "unita", "modulo", "module",
        "pag", "pagina", "pagine", "page", "pages", "p", "pp", "es", "esercizio", "esercizi", "ex", "exercise",
        "exercises", "n", "no", "numero", "number", "#", "period", "ora", "lezione", "lesson", "paragrafo", "part",
        "parte", "vol", "volume", "canto", "tema", "topic", "week", "settimana", "grade", "year", "anno", "classe",
    ]
    /// Words that open a line asking for a task to be written, whatever else it says ("add: …", "segna …").
    static let taskWritingOpenings: WordSet = ["add", "aggiungi", "segna", "segnami", "annota", "annotami"]
    /// Words around a moved task's name that are not the name ("was", "è stata", "to", "back").
    static let moveGlue: WordSet = [
        "to", "a", "al", "alla", "allo", "all'", "ad", "was", "has", "been", "is", "got", "e", "stata", "stato",
        "stati", "state", "hanno", "they", "back", "forward", "avanti", "indietro", "my", "for", "per", "nn", "non",
    ]

    /// Verbs that start a to-do with no subject ("take back the library books", "buy a new pencil case").
    /// Italian infinitives are recognized by their ending (``IntentRouter/isItalianInfinitive(_:)``).
    static let taskVerbs: WordSet = [
        "take", "bring", "return", "get", "buy", "ask", "prepare", "renew", "print", "call", "email", "sign",
        "pick", "send", "finish", "write", "do", "make", "pay", "book", "check", "clean", "fix", "fill", "submit",
        "hand", "register", "practice", "practise", "memorize", "memorise", "collect", "pack", "remember", "meet",
        "download", "upload", "organize", "organise", "plan", "find", "borrow", "lend", "give", "photocopy",
        "copy", "bake", "wash", "sort", "tidy", "charge", "order", "join", "enroll", "enrol", "apply", "reply",
        "text", "phone", "visit", "attend", "go", "drop", "label", "cover", "sharpen", "update", "install", "try",
        "start", "complete", "translate", "summarize", "summarise", "draw", "paint", "build", "record", "rehearse",
        "porta", "riporta", "compra", "chiedi", "prepara", "stampa", "chiama", "firma", "paga", "prenota",
        "restituisci", "ritira", "consegna", "manda", "scrivi", "fai", "finisci", "iscriviti", "rinnova",
        "ricopia", "sistema", "metti", "controlla", "cerca", "prendi", "far", "fare",
    ]

    /// Articles and possessives dropped from the start of a task named by "done:" or "ho finito".
    static let leadingArticles: WordSet = [
        "the", "my", "il", "lo", "la", "le", "gli", "i", "l'", "un", "una", "uno", "a", "an", "mio", "mia", "miei",
    ]
}
