public import DiarioDomain
import DiarioLanguage
public import DiarioLocalization
import DiarioStore
public import DiarioTerminal
import Foundation

/// The options every command accepts, before they are resolved against the environment.
public struct SessionOptions: Sendable {
    /// `--db PATH`.
    public var databasePath: String?
    /// `--lang it|en`.
    public var language: String?
    /// `--now DATE-TIME`.
    public var now: String?
    /// `--json`.
    public var json: Bool
    /// `--no-color`.
    public var noColor: Bool
    /// Whether commands arrive as typed lines (the REPL, a script) rather than as one command line.
    public var readsLines = false

    /// Creates the options as parsed from the command line.
    public init(
        databasePath: String? = nil, language: String? = nil, now: String? = nil, json: Bool = false,
        noColor: Bool = false
    ) {
        self.databasePath = databasePath
        self.language = language
        self.now = now
        self.json = json
        self.noColor = noColor
    }
}

/// Everything a command handler needs: the repositories, the clock, the sentences and where to write.
public struct AppContext: Sendable {
    /// The tasks.
    public let tasks: any TaskRepository
    /// The subjects.
    public let subjects: any SubjectRepository
    /// The preferences saved with the data (the interface language).
    public let preferences: any PreferenceRepository
    /// The flashcards and their reviews.
    public let cards: any CardRepository
    /// The conversations with the coach.
    public let conversations: any ConversationRepository
    /// What the coach reads of the student's study: quiz accuracy, days studied.
    public let stats: any StudyStatsRepository
    /// The undo journal, shared by every session and process.
    public let journal: any UndoJournalRepository
    /// Backups and restores of the whole database.
    public let backups: any BackupRepository
    /// The environment the session started in (the coach's settings are read from it when needed).
    public let environment: [String: String]
    /// The one source of "now".
    public let clock: DiarioClock
    /// Where output goes.
    public let console: Console
    /// Whether to print JSON instead of text.
    public let json: Bool
    /// How text is styled: colour and bold only when allowed.
    public let style: TextStyle
    /// The terminal's width, when output goes to one; lists are fitted to it.
    public let columns: Int?
    /// The session's language and the changes it can undo.
    public let session: SessionState

    /// Creates a context from parts (tests build one over a temporary store).
    public init(
        tasks: any TaskRepository, subjects: any SubjectRepository, preferences: any PreferenceRepository,
        cards: any CardRepository, conversations: any ConversationRepository, stats: any StudyStatsRepository,
        journal: any UndoJournalRepository, backups: any BackupRepository, clock: DiarioClock, session: SessionState,
        console: Console, json: Bool, colour: Bool, columns: Int? = nil,
        environment: [String: String] = [:]
    ) {
        self.tasks = tasks
        self.subjects = subjects
        self.preferences = preferences
        self.cards = cards
        self.conversations = conversations
        self.stats = stats
        self.journal = journal
        self.backups = backups
        self.environment = environment
        self.clock = clock
        self.session = session
        self.console = console
        self.json = json
        self.style = TextStyle(isEnabled: colour)
        self.columns = columns
    }

    /// The sentences, in the session's current language.
    public var localization: LocalizationManager { LocalizationManager(language: session.language) }

    /// Whether colour may be used.
    public var colour: Bool { style.isEnabled }

    /// Resolves the options against the environment and the saved language, opens (and migrates) the
    /// database, and gives work without a subject one, telling the student on standard error when it did.
    public static func open(_ options: SessionOptions, environment: [String: String], console: Console) throws
        -> AppContext
    {
        let clock = try clock(now: options.now ?? environment["DIARIO_NOW"])
        let path = databasePath(flag: options.databasePath, environment: environment)
        let store = try DiarioStore.open(path: path, clock: clock)
        let localization = LocalizationManager(
            language: LocalizationManager.resolveLanguage(
                flag: options.language, saved: try store.preferredLanguage(), environment: environment))
        let report = try DataMigrationService(store: store, detector: SubjectDetectionService()).run()
        if !report.isEmpty {
            let counts = report.tasksBySubject.merging(report.materialsBySubject, uniquingKeysWith: +)
            let details = counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
            console.err(
                localization.plural(
                    "migration.subjectsAssigned", count: report.changedTasks + report.changedMaterials,
                    ["details": details.joined(separator: ", ")]))
        }
        let colour = !options.noColor && environment["NO_COLOR"].map(\.isEmpty) ?? true
        return AppContext(
            tasks: store, subjects: store, preferences: store, cards: store, conversations: store, stats: store,
            journal: store, backups: store, clock: clock,
            session: SessionState(language: localization.language, readsLines: options.readsLines), console: console,
            json: options.json, colour: colour, columns: TerminalSize.columns(environment: environment),
            environment: environment)
    }

    /// The subject a word names ("storia", "history", "lat", a key), among the visible subjects; an error when
    /// none.
    public func subjectKey(named text: String) throws -> String {
        if let subject = try subjects.subject(key: text) { return subject.key }
        let visible = try subjects.subjects(includingHidden: false)
        guard let key = SubjectDetectionService(subjects: visible).detect(in: text) else {
            throw DomainError.subjectNotFound(key: text)
        }
        return key
    }

    /// A router that knows the student's visible subjects (custom ones by name and alias).
    func router() throws -> IntentRouter {
        IntentRouter(subjects: try subjects.subjects(includingHidden: false))
    }

    /// `--db`, else `DIARIO_DB`, else `$XDG_DATA_HOME/diario/diario.sqlite` (`~/.local/share` by default).
    public static func databasePath(flag: String?, environment: [String: String]) -> String {
        if let flag, !flag.isEmpty { return flag }
        if let path = environment["DIARIO_DB"], !path.isEmpty { return path }
        let dataHome =
            environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.local/share")
        return dataHome + "/diario/diario.sqlite"
    }

    /// A fixed clock for `--now` / `DIARIO_NOW`, else the live one; both in the machine's time zone.
    public static func clock(now: String?) throws(UsageError) -> DiarioClock {
        guard let now, !now.isEmpty else { return .live }
        guard let instant = DiarioClock.instant(fromISO: now, timeZone: .current) else {
            throw .invalidNow(value: now)
        }
        return .fixed(instant, timeZone: .current)
    }
}
