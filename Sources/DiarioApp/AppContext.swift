public import DiarioDomain
import DiarioLanguage
public import DiarioLocalization
import DiarioStore
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
    /// The one source of "now".
    public let clock: DiarioClock
    /// The student's language.
    public let localization: LocalizationManager
    /// Where output goes.
    public let console: Console
    /// Whether to print JSON instead of text.
    public let json: Bool
    /// Whether colour may be used.
    public let colour: Bool

    /// Creates a context from parts (tests build one over a temporary store).
    public init(
        tasks: any TaskRepository, subjects: any SubjectRepository, clock: DiarioClock,
        localization: LocalizationManager, console: Console, json: Bool, colour: Bool
    ) {
        self.tasks = tasks
        self.subjects = subjects
        self.clock = clock
        self.localization = localization
        self.console = console
        self.json = json
        self.colour = colour
    }

    /// Resolves the options against the environment, opens (and migrates) the database, and gives work
    /// without a subject one, telling the student on standard error when it did.
    public static func open(_ options: SessionOptions, environment: [String: String], console: Console) throws
        -> AppContext
    {
        let localization = LocalizationManager(
            language: LocalizationManager.resolveLanguage(flag: options.language, environment: environment))
        let clock = try clock(now: options.now ?? environment["DIARIO_NOW"])
        let path = databasePath(flag: options.databasePath, environment: environment)
        let store = try DiarioStore.open(path: path)
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
            tasks: store, subjects: store, clock: clock, localization: localization, console: console,
            json: options.json, colour: colour)
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
