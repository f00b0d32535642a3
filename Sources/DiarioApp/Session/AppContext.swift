public import DiarioDomain
import DiarioLanguage
public import DiarioLocalization
import DiarioStore
public import DiarioTerminal
import Foundation

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
    /// The time studied, session by session.
    public let studyLog: any StudyLogRepository
    /// The timer, achievements, terms and goals, and the logs added up.
    public let progress: any ProgressRepository
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
    /// The session's language, chat mode and coach thread.
    public let session: SessionState
    /// How the student is asked a question (nobody can be asked in a one-shot command or a script).
    public let asking: Asking
    /// The router for the student's subjects, built once per subject list.
    let languageEngine = LanguageEngine()

    /// Creates a context from parts (tests build one over a temporary store).
    public init(
        tasks: any TaskRepository, subjects: any SubjectRepository, preferences: any PreferenceRepository,
        cards: any CardRepository, conversations: any ConversationRepository, stats: any StudyStatsRepository,
        studyLog: any StudyLogRepository, progress: any ProgressRepository, journal: any UndoJournalRepository,
        backups: any BackupRepository, clock: DiarioClock, session: SessionState,
        console: Console, json: Bool, colour: Bool, columns: Int? = nil,
        environment: [String: String] = [:], asking: Asking = .unavailable()
    ) {
        self.asking = asking
        self.tasks = tasks
        self.subjects = subjects
        self.preferences = preferences
        self.cards = cards
        self.conversations = conversations
        self.stats = stats
        self.studyLog = studyLog
        self.progress = progress
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
    public var localization: LocalizationManager {
        LocalizationManager(language: session.language, surface: session.readsLines ? .typedLines : .commandLine)
    }

    /// Whether colour may be used.
    public var colour: Bool { style.isEnabled }

    /// Opens (and migrates) the database the options name for a session of `kind`, and gives work without a
    /// subject one, telling the student on standard error when it did. The session speaks the chosen language,
    /// else the one saved in the database (read on this connection), else the options'. Throws ``StorageError``
    /// when the database cannot be used.
    public static func open(
        _ options: ResolvedOptions, kind: SessionKind = .commandLine, console: Console,
        asking: Asking = .unavailable()
    ) throws -> AppContext {
        let store = try DiarioStore.open(path: options.databasePath, clock: options.clock)
        let language =
            options.languageIsChosen ? options.language : (try? store.preferredLanguage()) ?? options.language
        let report = try DataMigrationService(store: store, detector: SubjectDetectionService()).run()
        if !report.isEmpty {
            let localization = LocalizationManager(language: language)
            let counts = report.tasksBySubject.merging(report.materialsBySubject, uniquingKeysWith: +)
            let details = counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
            console.err(
                localization.plural(
                    "migration.subjectsAssigned", count: report.changedTasks + report.changedMaterials,
                    ["details": details.joined(separator: ", ")]))
        }
        return AppContext(
            tasks: store, subjects: store, preferences: store, cards: store, conversations: store, stats: store,
            studyLog: store, progress: store, journal: store, backups: store, clock: options.clock,
            session: SessionState(language: language, readsLines: kind.readsLines), console: console,
            json: options.json, colour: options.colour && kind != .script, columns: options.columns,
            environment: options.environment, asking: asking)
    }

    /// The subject a word names ("storia", "history", "lat", a key), among the visible subjects; an error when
    /// none.
    public func subjectKey(named text: String) throws -> String {
        if let subject = try subjects.subject(key: text) { return subject.key }
        guard let key = try router().subjectDetector.detect(in: text) else {
            throw DomainError.subjectNotFound(key: text)
        }
        return key
    }

    /// A router that knows the student's visible subjects (custom ones by name and alias), built once per list.
    func router() throws -> IntentRouter {
        languageEngine.router(for: try subjects.subjects(includingHidden: false))
    }
}
