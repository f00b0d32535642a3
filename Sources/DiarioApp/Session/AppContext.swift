public import DiarioDomain
import DiarioLanguage
public import DiarioLocalization
import DiarioStore
public import DiarioTerminal
import Foundation

/// Everything a command handler needs: the student's data, the clock, the sentences, where to write and how to ask.
public struct AppContext: Sendable {
    /// The student's data: one store, seen through each repository below.
    public let store: any StudentData
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
    /// How the student is asked a question, the one way every command asks (nobody can be asked in a one-shot
    /// command or a script).
    public private(set) var asking: Asking
    /// The router for the student's subjects, built once per subject list.
    let languageEngine = LanguageEngine()

    /// Creates a context from parts (tests build one over a temporary store).
    public init(
        store: any StudentData, clock: DiarioClock, session: SessionState, console: Console, json: Bool,
        colour: Bool, columns: Int? = nil, environment: [String: String] = [:], asking: Asking = .unavailable()
    ) {
        self.store = store
        self.asking = asking
        self.environment = environment
        self.clock = clock
        self.session = session
        self.console = console
        self.json = json
        self.style = TextStyle(isEnabled: colour)
        self.columns = columns
    }

    /// The same context, asking through `asking` instead (a test's scripted answers).
    public func with(asking: Asking) -> AppContext {
        var copy = self
        copy.asking = asking
        return copy
    }

    /// The tasks.
    public var tasks: any TaskRepository { store }
    /// The subjects.
    public var subjects: any SubjectRepository { store }
    /// The preferences saved with the data (the interface language).
    public var preferences: any PreferenceRepository { store }
    /// The flashcards and their reviews.
    public var cards: any CardRepository { store }
    /// The conversations with the coach.
    public var conversations: any ConversationRepository { store }
    /// What the coach reads of the student's study: quiz accuracy, days studied.
    public var stats: any StudyStatsRepository { store }
    /// The time studied, session by session.
    public var studyLog: any StudyLogRepository { store }
    /// The timer, achievements, terms and goals, and the logs added up.
    public var progress: any ProgressRepository { store }
    /// The undo journal, shared by every session and process.
    public var journal: any UndoJournalRepository { store }
    /// Backups and restores of the whole database.
    public var backups: any BackupRepository { store }
    /// The study materials and the text read from their files.
    public var materials: any MaterialRepository { store }
    /// The full-text index over materials, cards and tasks.
    public var search: any SearchRepository { store }
    /// The mind maps and their nodes.
    public var mindMaps: any MindMapRepository { store }
    /// The grades.
    public var grades: any GradeRepository { store }
    /// The weekly timetable.
    public var timetable: any TimetableRepository { store }
    /// Sync across devices through a shared folder.
    public var sync: any SyncRepository { store }
    /// Absences, late entries and early exits.
    public var absences: any AbsenceRepository { store }
    /// The rows' stable identities.
    public var identities: any StableIdentityRepository { store }

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
        var asking = asking
        asking.unaskedDoubts = options.unaskedDoubts
        return AppContext(
            store: store, clock: options.clock,
            session: SessionState(language: language, readsLines: kind.readsLines), console: console,
            json: options.json, colour: options.colour && kind != .script, columns: options.columns,
            environment: options.environment, asking: asking)
    }

    /// Ends a one-shot command: the data file is closed for good (``DiarioStore/closeForExit()``). Nothing may use
    /// this context, or a copy of it, afterwards.
    public func closeForExit() {
        (store as? DiarioStore)?.closeForExit()
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

    /// A router that knows the student's visible subjects (custom ones by name and alias) and recognises the hidden
    /// built-ins too, which filing a task then offers ("Latino non è tra le tue materie: la aggiungo?"); built once
    /// per list.
    func router() throws -> IntentRouter {
        var router = languageEngine.router(
            for: try subjects.subjects(includingHidden: true).filter { $0.isActive || $0.isBuiltIn })
        let timetable = self.timetable
        router.timetable = { try? timetable.schoolCalendar() }
        return router
    }
}
