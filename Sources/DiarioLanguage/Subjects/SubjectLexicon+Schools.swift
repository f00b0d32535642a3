/// The subjects of Italian schools that `entries` lacks, more topics read in class for those it has, and the names
/// the electronic class register (registro elettronico) prints for every subject.
///
/// Written as a student would type them (or as the register prints them) and folded before use, like
/// ``SubjectLexicon/entries``. Words that are one typo away from an ordinary word, or that another subject
/// could claim as well, are left out or written as a phrase ("claude monet", "giuseppe parini").
extension SubjectLexicon {
    /// The words, abbreviations and topics of the subjects that `entries` does not have, by key.
    static let schoolEntries: [String: [String]] = [
        "latin": [
            "verbi latini", "latin verbs",
            "latino", "lingua e cultura latina", "latin", "lat", "lingua latina", "letteratura latina",
            "latin literature", "versione di latino", "versione latina", "latin translation", "autori latini",
            "cicerone", "cicero", "de bello gallico", "de bello civili", "virgilio", "virgil", "eneide", "aeneid",
            "bucoliche", "georgiche", "catullo", "catullus", "seneca", "orazio", "ovidio", "ovid", "tacito",
            "tito livio", "sallustio", "lucrezio", "de rerum natura", "plauto", "terenzio", "apuleio", "quintiliano",
            "declinazioni", "terza declinazione", "ablativo assoluto", "ablativo", "nominativo", "genitivo", "dativo",
            "accusativo", "consecutio temporum", "perifrastica", "gerundivo", "cum narrativo", "verbi deponenti",
            "paradigmi latini",
        ],
        "greek": [
            "greco", "lingua e cultura greca", "greek", "lingua greca", "letteratura greca", "greek literature",
            "greco antico", "ancient greek", "versione di greco", "versione greca", "greek translation",
            "alfabeto greco", "greek alphabet", "autori greci", "omero", "iliade", "iliad", "odissea", "odyssey",
            "senofonte", "anabasi", "erodoto", "herodotus", "tucidide", "thucydides", "sofocle", "sophocles",
            "edipo re", "antigone", "euripide", "eschilo", "aristofane", "saffo", "sappho", "esiodo", "pindaro",
            "demostene", "plutarco", "menandro", "lirica greca", "tragedia greca", "greek tragedy", "aoristo", "aorist",
            "ottativo", "paradigmi greci", "verbi in mi", "verbi contratti", "spiriti e accenti", "verbi greci",
            "greek verbs",
        ],
        "philosophy": [
            "filosofia", "philosophy", "filo", "fil", "philo", "storia della filosofia", "history of philosophy",
            "filosofi",
            "philosophers", "presocratici", "presocratics", "eraclito", "parmenide", "democrito", "sofisti", "socrate",
            "socrates", "platone", "plato", "mito della caverna", "aristotele", "aristotle", "epicuro", "stoicismo",
            "plotino", "tommaso d'aquino", "cartesio", "descartes", "cogito ergo sum", "spinoza", "leibniz", "locke",
            "hume", "rousseau", "kant", "critica della ragion pura", "hegel", "schopenhauer", "kierkegaard", "marx",
            "nietzsche", "freud", "empirismo", "empiricism", "razionalismo", "idealismo", "esistenzialismo",
            "metafisica", "heidegger",
        ],
        "technology": [
            "tecnologia", "technology", "tec", "tecno", "tech", "tecnologie", "scienze e tecnologie applicate",
            "tecnologie e tecniche di rappresentazione grafica", "educazione tecnica", "design and technology",
            "proiezioni ortogonali", "proiezione ortogonale", "assonometria", "assonometria isometrica",
            "assonometria cavaliera", "assonometria monometrica", "sviluppo dei solidi", "tavola di tecnologia",
            "tavole di tecnologia", "proprieta dei materiali", "tecnologia dei materiali", "energie rinnovabili",
            "fonti rinnovabili", "renewable energy", "fonti energetiche", "robotica", "robotics", "arduino",
            "stampa 3d", "3d printing", "cad", "autocad", "sketchup", "elettrotecnica", "tecnologia meccanica",
            "raccolta differenziata",
        ],
        "computer-science": [
            "informatica", "computer science", "info", "comp sci", "compsci", "cs", "computing", "ict",
            "scienze informatiche", "coding", "programmazione", "programming", "programmare",
            "linguaggio di programmazione", "algoritmi", "algoritmo", "algorithms", "pseudocodice", "pseudocode",
            "diagrammi di flusso", "diagramma di flusso", "flowchart", "flowcharts", "python", "java", "javascript",
            "html", "css", "sql", "php", "linguaggio c", "database", "basi di dati", "sistemi operativi",
            "operating systems", "reti di calcolatori", "reti informatiche", "computer networks", "sistema binario",
            "codice binario", "binary code", "hardware", "software", "linux", "tecnologie informatiche",
            "sistemi e reti", "ciclo for", "ciclo while",
        ],
        "french": [
            "francese", "lingua e letteratura francese", "lingua e cultura straniera francese", "french",
            "lingua francese", "letteratura francese", "french literature", "francais", "passe compose", "imparfait",
            "plus que parfait", "passe simple", "futur simple", "conditionnel", "subjonctif", "etre et avoir",
            "verbi francesi", "grammatica francese", "delf", "dalf", "moliere", "victor hugo", "les miserables",
            "baudelaire", "les fleurs du mal", "fiori del male", "flaubert", "madame bovary", "rimbaud", "verlaine",
            "balzac", "zola", "proust", "maupassant", "stendhal", "petit prince", "apollinaire",
        ],
        "spanish": [
            "spagnolo", "lingua e letteratura spagnola", "lingua e cultura straniera spagnolo", "spanish", "espanol",
            "castellano", "lingua spagnola", "letteratura spagnola", "spanish literature", "ser y estar", "ser e estar",
            "preterito indefinido", "preterito perfecto", "preterito imperfecto", "subjuntivo", "por y para",
            "verbo gustar", "verbi spagnoli", "grammatica spagnola", "cervantes", "don quijote", "don quixote",
            "quijote", "quixote", "don chisciotte",
            "don chisciotte", "lazarillo de tormes", "la celestina", "garcia lorca", "lorca", "becquer", "unamuno",
            "machado", "neruda", "borges", "garcia marquez", "cien anos de soledad", "isabel allende",
        ],
        "german": [
            "tedesco", "lingua e letteratura tedesca", "lingua e cultura straniera tedesco", "german", "deutsch",
            "lingua tedesca", "letteratura tedesca", "german literature", "akkusativ", "dativ", "nominativ", "genitiv",
            "prateritum", "trennbare verben", "verbi separabili", "modalverben", "der die das", "verbi tedeschi",
            "grammatica tedesca", "goethe zertifikat", "goethe", "schiller", "faust", "sturm und drang", "kafka",
            "die verwandlung", "thomas mann", "brecht", "heinrich heine", "heine", "fratelli grimm", "brothers grimm",
            "rilke", "hermann hesse", "novalis", "romanticismo tedesco",
        ],
        "law-economics": [
            "diritto", "diritto ed economia", "diritto e economia", "law", "economia", "econ", "economia politica",
            "diritto ed economia politica", "economics", "law and economics", "diritto privato", "diritto pubblico",
            "diritto civile", "diritto commerciale", "diritto del lavoro", "fonti del diritto", "norma giuridica",
            "norme giuridiche", "persone giuridiche", "capacita giuridica", "contratti", "obbligazioni",
            "domanda e offerta", "supply and demand", "pil", "gdp", "inflazione", "inflation", "microeconomia",
            "macroeconomia", "microeconomics", "macroeconomics", "keynes", "adam smith", "sistema economico",
            "politica economica", "mercato del lavoro",
        ],
        "business-economics": [
            "economia aziendale", "econ aziendale", "eco az", "ec az", "eco aziendale", "ec. aziendale",
            "business economics", "business studies", "accounting", "ragioneria", "contabilita", "contabilita generale",
            "partita doppia", "double entry", "bilancio", "bilancio d'esercizio", "stato patrimoniale",
            "conto economico", "balance sheet", "income statement", "scritture contabili", "libro giornale",
            "prima nota", "analisi di bilancio", "indici di bilancio", "ratei e risconti", "ammortamento",
            "ammortamenti", "iva", "fatturazione", "punto di pareggio", "break even", "costi e ricavi", "marketing",
            "gestione aziendale", "organizzazione aziendale", "titoli di credito",
        ],
        "civics": [
            "educazione civica", "ed civica", "educ. civica", "civica", "civics", "civic education", "citizenship",
            "cittadinanza", "cittadinanza e costituzione", "cittadinanza attiva", "cittadinanza digitale",
            "costituzione", "costituzione italiana", "constitution", "agenda 2030", "sviluppo sostenibile",
            "sostenibilita", "sustainability", "diritti umani", "human rights",
            "dichiarazione universale dei diritti umani", "educazione stradale", "educazione ambientale",
            "educazione alla legalita", "legalita", "educazione finanziaria", "bullismo", "cyberbullismo",
            "cyberbullying", "bullying", "parlamento", "presidente della repubblica", "organi dello stato",
            "pari opportunita", "parita di genere", "onu", "united nations",
        ],
    ]

    /// Further topics of the subjects in `entries`: works and authors read in class, grammar, ensembles.
    static let moreTopics: [String: [String]] = [
        "italian": [
            "don abbondio", "renzo e lucia", "fra cristoforo", "l'innominato",
            "orlando furioso", "gerusalemme liberata", "torquato tasso", "mattia pascal", "uno nessuno e centomila",
            "coscienza di zeno", "malavoglia", "mastro don gesualdo", "rosso malpelo", "inferno di dante",
            "canto dell'inferno", "canti dell'inferno", "canto del purgatorio", "canto del paradiso", "decameron",
            "dell'inferno", "del purgatorio", "del paradiso", "decadentismo", "decadentism", "ermetismo",
            "canzoniere", "alfieri", "giuseppe parini", "sepolcri", "jacopo ortis", "la ginestra",
            "sabato del villaggio", "canto notturno", "zibaldone", "operette morali", "pioggia nel pineto",
            "ossi di seppia", "pianto antico", "cavallina storna", "myricae", "porto sepolto", "primo levi",
            "se questo e un uomo", "barone rampante", "visconte dimezzato", "cesare pavese", "pasolini", "fenoglio",
            "quasimodo", "saba", "gozzano", "marinetti", "dolce stil novo", "stilnovo", "cavalcanti",
            "scuola siciliana", "cantico delle creature", "machiavelli", "guicciardini", "epica", "poema epico",
            "discorso diretto", "discorso indiretto", "congiuntivo", "periodo ipotetico", "complemento oggetto",
            "predicato verbale", "predicato nominale", "proposizioni subordinate", "testo narrativo",
            "testo descrittivo", "testo espositivo", "saggio breve", "prima prova", "ortografia",
        ],
        "math": [
            "pythagorean theorem", "pythagorean",
            "studio di funzione", "studio di funzioni", "calcolo dei limiti", "derivatives", "integrals", "matrici",
            "matrices", "piano cartesiano", "cartesian plane", "geometria analitica", "sistemi lineari", "mcm", "mcd",
            "radice quadrata", "square root", "numeri primi", "prime numbers", "numeri relativi", "perimetro",
            "perimeter", "area e perimetro", "triangoli", "poligoni", "circonferenza", "calcolo combinatorio",
            "combinatorics", "goniometria",
        ],
        "history": [
            "ww1", "wwi", "ww2", "wwii", "trenches", "trincee",
            "great fear", "grande paura",
            "grande depressione", "great depression", "crisi del '29", "crisi del 1929", "wall street crash",
            "crollo di wall street", "new deal", "guerra di secessione", "american civil war",
            "guerra civile americana", "rivoluzione russa", "russian revolution", "guerra dei trent'anni",
            "thirty years war", "guerra dei cent'anni", "hundred years war", "rivoluzione americana",
            "american revolution", "guerre d'indipendenza", "restaurazione", "moti del '48", "primavera dei popoli",
            "imperialismo", "imperialism", "colonialismo", "colonialism", "decolonizzazione", "nazismo", "nazism",
            "hitler", "mussolini", "stalin", "lenin", "totalitarismi", "totalitarianism", "muro di berlino",
            "berlin wall", "shoah", "marcia su roma", "giolitti", "eta giolittiana", "bismarck",
            "questione meridionale", "preistoria", "prehistory", "paleolitico", "neolitico", "mesopotamia",
            "babilonesi", "fenici", "etruschi", "antica grecia", "antichi greci", "civilta greca", "ancient greece",
            "alessandro magno", "alexander the great", "guerre persiane", "impero bizantino", "byzantine empire",
            "longobardi", "scoperte geografiche", "cristoforo colombo", "riforma protestante", "protestant reformation",
            "lutero", "controriforma", "peste nera", "black death", "magna carta", "assolutismo", "re sole",
            "guerra del vietnam", "vietnam war", "anni di piombo", "guerra civile spagnola", "spanish civil war",
        ],
        "geography": [
            "fusi orari", "fuso orario", "latitudine", "longitudine", "latitude", "longitude", "coordinate geografiche",
            "cartografia", "carta geografica", "planisfero", "demografia", "urbanizzazione", "globalizzazione",
            "settore primario", "settore secondario", "settore terziario", "settori economici", "america latina",
            "latin america", "laghi", "deserti", "idrografia", "paesi extraeuropei", "stati del mondo",
        ],
        "science": [
            "ciclo di krebs", "krebs cycle", "krebs",
            "apparato nervoso", "apparato respiratorio", "apparato circolatorio", "apparato scheletrico",
            "ormoni", "hormones", "stress idrico", "sistema endocrino", "endocrine system", "apparato circolatorio",
            "circulatory system", "apparato respiratorio", "respiratory system", "apparato riproduttore",
            "reproductive system", "sistema immunitario", "immune system", "enzimi", "enzymes", "proteine",
            "carboidrati", "lipidi", "metabolismo", "respirazione cellulare", "cellular respiration", "mendel",
            "biotecnologie", "rna", "ecologia", "ecology", "catena alimentare", "food chain", "vertebrati",
            "invertebrati", "classificazione dei viventi", "tettonica delle placche", "plate tectonics",
            "minerali e rocce", "rocce", "sistema solare", "solar system", "astronomia", "astronomy", "legami chimici",
            "chemical bonds", "nomenclatura chimica", "acidi e basi", "acids and bases", "ossidoriduzioni", "redox",
            "idrocarburi", "chimica organica", "biochimica", "neuroni", "sinapsi",
        ],
        "physics": [
            "cinematica", "kinematics", "dinamica", "dynamics", "moto circolare", "moto parabolico", "moto armonico",
            "principi della dinamica", "energia cinetica", "energia potenziale", "kinetic energy", "potential energy",
            "conservazione dell'energia", "quantita di moto", "momentum", "attrito", "vettori", "vectors",
            "grandezze fisiche", "campo elettrico", "campo magnetico", "electric field", "magnetic field",
            "induzione elettromagnetica", "relativita", "relativity", "einstein", "meccanica quantistica",
            "quantum mechanics", "idrostatica", "calorimetria", "gas perfetti", "legge di coulomb", "coulomb",
            "faraday", "maxwell", "oscillazioni",
        ],
        "english": [
            "the tempest", "tempest",
            "grammatica inglese", "english grammar",
            "ing",
            "romeo and juliet", "romeo e giulietta", "hamlet", "amleto", "macbeth", "othello", "king lear",
            "great gatsby", "fitzgerald", "1984", "orwell", "animal farm", "fattoria degli animali", "dickens",
            "oliver twist", "christmas carol", "jane austen", "pride and prejudice", "orgoglio e pregiudizio",
            "frankenstein", "mary shelley", "wordsworth", "coleridge", "john keats", "byron", "oscar wilde",
            "dorian gray", "james joyce", "dubliners", "gente di dublino", "virginia woolf", "mrs dalloway",
            "waiting for godot", "beckett", "chaucer", "canterbury tales", "beowulf", "paradise lost",
            "robinson crusoe", "gulliver", "jane eyre", "wuthering heights", "cime tempestose", "jekyll", "hemingway",
            "steinbeck", "mice and men", "lord of the flies", "catcher in the rye", "mockingbird", "eliot",
            "waste land", "war poets", "romantic poets", "victorian age", "verbi irregolari", "future with will",
            "conditionals", "zero conditional", "first conditional", "second conditional", "third conditional",
            "periodo ipotetico inglese", "passive voice", "reported speech", "modal verbs", "verbi modali",
            "question tags", "past perfect", "present perfect continuous", "genitivo sassone", "relative clauses",
            "comparatives", "superlatives", "spelling", "first certificate", "fce", "ielts", "toefl",
        ],
        "art": [
            "leonardo da vinci", "gioconda", "mona lisa", "botticelli", "brunelleschi", "donatello", "masaccio",
            "bernini", "borromini", "canova", "claude monet", "edouard manet", "degas", "cezanne", "gauguin", "klimt",
            "kandinsky", "warhol", "magritte", "arte gotica", "arte romanica", "arte greca", "arte barocca",
            "arte contemporanea", "espressionismo", "cubismo", "surrealismo", "neoclassicismo", "chiaroscuro",
            "acquerello", "acquerelli", "watercolor", "scultura", "sculpture", "architettura", "architecture",
            "ordini architettonici", "partenone", "parthenon", "album da disegno",
        ],
        "music": [
            "band", "orchestra", "music theory", "teoria musicale", "prove della band", "band practice",
            "band rehearsal", "saggio di musica", "saggio musicale", "saggio di pianoforte", "saggio di chitarra",
            "storia della musica", "history of music", "strumento musicale", "clarinetto", "clarinet", "trumpet",
            "sassofono", "saxophone", "sax", "violoncello", "xilofono", "chiave di violino", "canto gregoriano",
            "opera lirica", "melodramma", "giuseppe verdi", "puccini", "rossini", "vivaldi", "chopin", "haydn",
            "wagner", "debussy", "jazz", "conservatorio", "prove del coro", "choir practice", "scala maggiore",
            "scala minore", "accordi di chitarra", "note musicali",
        ],
        "pe": [
            "corsa campestre", "test di cooper", "salto in lungo", "long jump", "getto del peso", "staffetta",
            "pallamano", "handball", "badminton", "ping pong", "beep test", "bleep test", "test di resistenza",
            "prova di resistenza", "test di velocita",
        ],
        "religion": [
            "esodo", "gesu", "apostoli", "profeti", "islam", "ebraismo", "buddismo", "induismo", "religioni monoteiste",
            "world religions", "sacramenti",
        ],
    ]

    /// The names the electronic class register (registro elettronico) prints for every subject, as printed.
    static let registerAbbreviations: [String: [String]] = [
        "italian": [
            "LINGUA E LETTERATURA ITALIANA", "LINGUA E LETT. ITALIANA", "LINGUA E LET. ITA.", "LINGUA E LETT. ITA.",
            "LINGUA ITALIANA", "LETTERATURA ITALIANA", "ITALIANO",
        ],
        "math": [
            "MATEMATICA", "MATEMATICA E COMPLEMENTI", "MATEMATICA E COMPLEMENTI DI MATEMATICA",
            "COMPLEMENTI DI MATEMATICA", "MATEMATICA CON INFORMATICA", "SCIENZE MATEMATICHE", "MATEMATICA E SCIENZE",
        ],
        "history": [
            "STORIA", "STORIA E GEOGRAFIA", "GEOSTORIA", "STORIA E GEO", "STORIA, CITTADINANZA E COSTITUZIONE",
            "STORIA ED EDUCAZIONE CIVICA",
        ],
        "geography": [
            "GEOGRAFIA", "GEOGRAFIA GENERALE ED ECONOMICA", "GEOGRAFIA ECONOMICA", "GEOGRAFIA TURISTICA",
        ],
        "science": [
            "SCIENZE", "SCIENZE NATURALI", "SCIENZE INTEGRATE", "SCIENZE INTEGRATE (CHIMICA)",
            "SCIENZE INTEGRATE (SCIENZE DELLA TERRA E BIOLOGIA)", "SCIENZE DELLA TERRA", "SCIENZE SPERIMENTALI",
            "BIOLOGIA", "CHIMICA",
        ],
        "physics": [
            "FISICA", "SCIENZE INTEGRATE (FISICA)",
        ],
        "english": [
            "LINGUA E CULTURA INGLESE", "LINGUA E CULTURA STRANIERA INGLESE", "LINGUA E LETTERATURA INGLESE",
            "LINGUA E LETT. INGLESE", "LINGUA INGLESE", "LINGUA STRANIERA INGLESE", "LINGUA E CIVILTA INGLESE",
            "PRIMA LINGUA COMUNITARIA", "CONVERSAZIONE INGLESE", "CONVERSAZIONE IN LINGUA INGLESE", "INGLESE",
        ],
        "art": [
            "STORIA DELL'ARTE", "DISEGNO E STORIA DELL'ARTE", "ARTE E IMMAGINE", "EDUCAZIONE ARTISTICA",
            "DISCIPLINE GRAFICHE E PITTORICHE", "DISCIPLINE PITTORICHE", "DISCIPLINE PLASTICHE E SCULTOREE",
            "DISCIPLINE GEOMETRICHE", "LABORATORIO ARTISTICO", "LABORATORIO DELLA FIGURAZIONE",
        ],
        "music": [
            "MUSICA", "EDUCAZIONE MUSICALE", "STRUMENTO MUSICALE", "TEORIA, ANALISI E COMPOSIZIONE",
            "STORIA DELLA MUSICA", "ESECUZIONE E INTERPRETAZIONE", "LABORATORIO DI MUSICA D'INSIEME",
            "TECNOLOGIE MUSICALI",
        ],
        "pe": [
            "SCIENZE MOTORIE E SPORTIVE", "SCIENZE MOTORIE SPORTIVE", "SCIENZE MOTORIE", "SC. MOTORIE",
            "EDUCAZIONE FISICA",
        ],
        "religion": [
            "RELIGIONE CATTOLICA", "RELIGIONE", "IRC", "INSEGNAMENTO RELIGIONE CATTOLICA",
            "INSEGNAMENTO DELLA RELIGIONE CATTOLICA",
        ],
        "latin": [
            "LINGUA E CULTURA LATINA", "LINGUA E LETTERATURA LATINA", "LINGUA E LETT. LATINA", "LINGUA LATINA",
            "LATINO",
        ],
        "greek": [
            "LINGUA E CULTURA GRECA", "LINGUA E LETTERATURA GRECA", "LINGUA E LETT. GRECA", "LINGUA GRECA", "GRECO",
        ],
        "philosophy": [
            "FILOSOFIA", "STORIA DELLA FILOSOFIA",
        ],
        "technology": [
            "TECNOLOGIA", "TECNOLOGIE E TECNICHE DI RAPPRESENTAZIONE GRAFICA",
            "TECNOLOGIA E TECNICHE DI RAPPRESENTAZIONE GRAFICA", "TECN. E TECN. DI RAPPR. GRAFICA",
            "SCIENZE E TECNOLOGIE APPLICATE", "ELETTROTECNICA ED ELETTRONICA", "TECNOLOGIE MECCANICHE E APPLICAZIONI",
            "LABORATORI TECNOLOGICI ED ESERCITAZIONI",
        ],
        "computer-science": [
            "INFORMATICA", "TECNOLOGIE INFORMATICHE", "SISTEMI E RETI", "TPSIT",
            "TECNOLOGIE E PROGETTAZIONE DI SISTEMI INFORMATICI E DI TELECOMUNICAZIONI", "TELECOMUNICAZIONI",
        ],
        "french": [
            "LINGUA E CULTURA FRANCESE", "LINGUA E CULTURA STRANIERA FRANCESE", "LINGUA E LETTERATURA FRANCESE",
            "LINGUA E LETT. FRANCESE", "LINGUA FRANCESE", "LINGUA STRANIERA FRANCESE",
            "SECONDA LINGUA COMUNITARIA FRANCESE", "CONVERSAZIONE FRANCESE", "CONVERSAZIONE IN LINGUA FRANCESE",
            "FRANCESE",
        ],
        "spanish": [
            "LINGUA E CULTURA SPAGNOLA", "LINGUA E CULTURA STRANIERA SPAGNOLO", "LINGUA E LETTERATURA SPAGNOLA",
            "LINGUA E LETT. SPAGNOLA", "LINGUA SPAGNOLA", "LINGUA STRANIERA SPAGNOLO",
            "SECONDA LINGUA COMUNITARIA SPAGNOLO", "CONVERSAZIONE SPAGNOLO", "CONVERSAZIONE IN LINGUA SPAGNOLA",
            "SPAGNOLO",
        ],
        "german": [
            "LINGUA E CULTURA TEDESCA", "LINGUA E CULTURA STRANIERA TEDESCO", "LINGUA E LETTERATURA TEDESCA",
            "LINGUA E LETT. TEDESCA", "LINGUA TEDESCA", "LINGUA STRANIERA TEDESCO",
            "SECONDA LINGUA COMUNITARIA TEDESCO", "CONVERSAZIONE TEDESCO", "CONVERSAZIONE IN LINGUA TEDESCA", "TEDESCO",
        ],
        "law-economics": [
            "DIRITTO ED ECONOMIA", "DIRITTO ED ECONOMIA POLITICA", "DIRITTO E ECONOMIA", "DIRITTO", "ECONOMIA POLITICA",
            "DIRITTO E LEGISLAZIONE TURISTICA", "DIRITTO E LEGISLAZIONE SOCIO-SANITARIA", "RELAZIONI INTERNAZIONALI",
        ],
        "business-economics": [
            "ECONOMIA AZIENDALE", "EC. AZIENDALE", "ECONOMIA AZIENDALE E GEOPOLITICA",
            "TECNICHE PROFESSIONALI DEI SERVIZI COMMERCIALI", "DISCIPLINE TURISTICHE E AZIENDALI",
        ],
        "civics": [
            "EDUCAZIONE CIVICA", "ED. CIVICA", "EDUC. CIVICA", "CITTADINANZA E COSTITUZIONE",
        ],
    ]

    /// Common words one typo away from a word above; a typo is never read into them (nor forgiven into one).
    static let schoolTypoExceptions: WordSet = [
        "bilancia", "coming", "contatti", "coping", "cultura", "diretto", "epoca", "erica", "etica", "fausto", "felici",
        "gerundio", "greed", "green", "greet", "lucrezia", "orario", "prato", "rocco", "settori", "sostituzione",
    ]
}
