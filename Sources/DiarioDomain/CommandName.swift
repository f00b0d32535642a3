/// Every command a student can type after `diario` or after a slash in a session, with its English name and its
/// Italian ones: the one table that the command tree, the REPL, completion and the free-text router all read.
public enum CommandName: String, CaseIterable, Sendable {
    case add, list, done, edit, move, delete, undo
    case study, timer, start, stop, stats, goals, terms, achievements
    case subjects, parse, export, `import`, backup, restore
    case quiz, cards, card, drill, srs, exams, plan, prepare
    case materials, search, maps, grades, timetable, holidays, calendar, absences, sync
    case coach, new, doctor, lang, help, completions
    case manualPage = "man-page"

    /// The name the command is given in English (and in the command tree).
    public var name: String { rawValue }

    /// Its other names: Italian first, then any other spelling students use.
    public var aliases: [String] {
        switch self {
        case .add: ["aggiungi"]
        case .list: ["lista", "elenco"]
        case .done: ["fatto"]
        case .edit: ["modifica"]
        case .move: ["sposta"]
        case .delete: ["elimina", "cancella"]
        case .undo: ["annulla"]
        case .study: ["studio"]
        case .timer: []
        case .start: ["avvia"]
        case .stop: ["ferma"]
        case .stats: ["statistiche"]
        case .goals: ["obiettivi", "goal", "obiettivo"]
        case .terms: ["periodi"]
        case .achievements: ["traguardi"]
        case .subjects: ["materie", "subject", "materia"]
        case .parse: ["analizza"]
        case .export: ["esporta"]
        case .import: ["importa"]
        case .backup: ["copia"]
        case .restore: ["ripristina"]
        case .quiz: ["interroga"]
        case .cards: ["carte"]
        case .card: ["carta"]
        case .drill: ["calcoli", "conti"]
        case .srs: []
        case .exams: ["verifiche", "tests"]
        case .plan: ["piano"]
        case .prepare: ["prepara"]
        case .materials: ["materiali", "materiale", "material"]
        case .search: ["cerca", "trova"]
        case .maps: ["mappe", "mappa", "map"]
        case .grades: ["voti", "voto", "grade"]
        case .timetable: ["orario", "lezioni"]
        case .holidays: ["vacanze", "festivi"]
        case .calendar: ["calendario"]
        case .absences: ["assenze", "assenza", "absence"]
        case .sync: ["sincronizza"]
        case .coach: ["tutor"]
        case .new: ["nuova"]
        case .doctor: ["diagnosi"]
        case .lang: ["lingua", "language"]
        case .help: ["aiuto", "h"]
        case .completions: ["completamenti"]
        case .manualPage: ["manuale"]
        }
    }

    /// The command a typed word names, by any of its names, ignoring case; nil for none.
    public init?(typed word: String) {
        let lowered = word.lowercased()
        guard let command = Self.allCases.first(where: { $0.name == lowered || $0.aliases.contains(lowered) }) else {
            return nil
        }
        self = command
    }
}
