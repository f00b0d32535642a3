public import DiarioDomain
import DiarioStore
import DiarioTerminal
import Foundation

/// The global options as typed on the command line, before the environment and saved preferences are applied.
public struct CommandLineFlags: Equatable, Sendable {
    /// `--db PATH`.
    public var databasePath: String?
    /// `--lang it|en` (`--lingua`).
    public var language: String?
    /// `--now DATE-TIME` (`--adesso`).
    public var now: String?
    /// `--json`.
    public var json: Bool
    /// `--no-color` (`--senza-colori`).
    public var noColor: Bool
    /// `--yes` (`--si`) or `--no`: what a script does with a doubtful line; nil when neither was typed.
    public var unaskedDoubts: UnaskedDoubt?

    /// Creates the flags as parsed.
    public init(
        databasePath: String? = nil, language: String? = nil, now: String? = nil, json: Bool = false,
        noColor: Bool = false, unaskedDoubts: UnaskedDoubt? = nil
    ) {
        self.unaskedDoubts = unaskedDoubts
        self.databasePath = databasePath
        self.language = language
        self.now = now
        self.json = json
        self.noColor = noColor
    }
}

/// How commands reach Diario in a run: one command line, a script on standard input, or the REPL.
public enum SessionKind: Sendable {
    /// `diario add …`: one command, then the process ends.
    case commandLine
    /// Standard input that is not a terminal: each line as if typed, no prompt, no colour.
    case script
    /// The interactive planner on a terminal.
    case repl

    /// Whether commands arrive as typed lines, named with a slash (`/undo`) rather than `diario undo`.
    public var readsLines: Bool { self != .commandLine }
}

/// Flags, environment and saved preferences resolved once into what every command and the REPL run with; never
/// changed after.
///
/// Precedence (README, "Use"): the database is `--db`, then `DIARIO_DB`, then `$XDG_DATA_HOME/diario/diario.sqlite`;
/// the clock is `--now`, then `DIARIO_NOW`, then the machine's; the language is `--lang`, then `DIARIO_LANG`,
/// then the one saved with `/lang`, then `LC_ALL`, `LC_MESSAGES`, `LANG`, then Italian; colour is off with
/// `--no-color`, a non-empty `NO_COLOR`, or output that is not a terminal.
public struct ResolvedOptions: Sendable {
    /// The database file.
    public let databasePath: String
    /// Whether the student named the database (`--db` or `DIARIO_DB`) rather than taking the default one.
    public let databaseIsNamed: Bool
    /// The one source of "now".
    public let clock: DiarioClock
    /// The interface language as far as it is known before the database is opened: the one chosen (`--lang`,
    /// `DIARIO_LANG`), else the saved one when it was read, else the locale's, else Italian.
    public let language: InterfaceLanguage
    /// Whether `--lang` or `DIARIO_LANG` chose the language, so that the saved one cannot change it.
    public let languageIsChosen: Bool
    /// Whether to print JSON instead of text.
    public let json: Bool
    /// Whether text may be coloured (a script never is, whatever its output: ``SessionKind``).
    public let colour: Bool
    /// The terminal's width when output goes to one; lists are fitted to it.
    public let columns: Int?
    /// The environment the process started in (the coach's settings are read from it when needed).
    public let environment: [String: String]
    /// What a script does with a doubtful line (`--yes`, `--no`; refused otherwise).
    public var unaskedDoubts: UnaskedDoubt = .refuse

    /// Resolves `flags` against `environment`. When neither names a language, the one saved in the database is
    /// read (through a read-only connection that creates and writes nothing) if `readingSavedLanguage`; a command
    /// that opens the database anyway passes false, and ``AppContext/open(_:kind:console:asking:)`` reads it on the
    /// connection it opens. Throws ``UsageError`` for a `--lang`, `--now` or `DIARIO_NOW` that cannot be used.
    public static func resolve(
        _ flags: CommandLineFlags, environment: [String: String], outputIsTerminal: Bool,
        readingSavedLanguage: Bool = true, savedLanguage: ((String) -> InterfaceLanguage?)? = nil
    ) throws(UsageError) -> ResolvedOptions {
        let savedLanguage = savedLanguage ?? DiarioStore.savedLanguage(inDatabaseAt:)
        if let code = flags.language, InterfaceLanguage(code: code) == nil { throw .invalidLanguage(value: code) }
        let path = databasePath(flag: flags.databasePath, environment: environment)
        let chosen = chosenLanguage(flags, environment: environment)
        let saved = chosen == nil && readingSavedLanguage ? savedLanguage(path.path) : nil
        var options = ResolvedOptions(
            databasePath: path.path, databaseIsNamed: path.named,
            clock: try clock(now: flags.now ?? environment["DIARIO_NOW"], zone: .current(environment: environment)),
            language: chosen ?? saved ?? localeLanguage(environment) ?? .it, languageIsChosen: chosen != nil,
            json: flags.json, colour: outputIsTerminal && !flags.noColor && (environment["NO_COLOR"] ?? "").isEmpty,
            columns: TerminalSize.columns(environment: environment), environment: environment)
        options.unaskedDoubts = flags.unaskedDoubts ?? .refuse
        return options
    }

    /// The language to report a problem in when the options themselves cannot be resolved: a valid `--lang`,
    /// then the environment; the database is not read.
    public static func languageBeforeResolving(_ flags: CommandLineFlags, environment: [String: String])
        -> InterfaceLanguage
    {
        chosenLanguage(flags, environment: environment) ?? localeLanguage(environment) ?? .it
    }

    /// The language with the saved one taken into account, reading it from the database when it was not read
    /// before: what a problem is reported in after a run that did not open the database.
    public func languageReadingSaved() -> InterfaceLanguage {
        languageIsChosen ? language : DiarioStore.savedLanguage(inDatabaseAt: databasePath) ?? language
    }

    /// `--lang`, then `DIARIO_LANG`, when either names a language Diario speaks.
    private static func chosenLanguage(_ flags: CommandLineFlags, environment: [String: String])
        -> InterfaceLanguage?
    {
        [flags.language, environment["DIARIO_LANG"]].lazy.compactMap { $0.flatMap(InterfaceLanguage.init(code:)) }
            .first
    }

    /// `LC_ALL`, then `LC_MESSAGES`, then `LANG`: the first that names a language Diario speaks.
    private static func localeLanguage(_ environment: [String: String]) -> InterfaceLanguage? {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], let language = InterfaceLanguage(code: value) { return language }
        }
        return nil
    }

    /// `--db`, else `DIARIO_DB`, else `$XDG_DATA_HOME/diario/diario.sqlite` (`~/.local/share` by default); an
    /// empty value counts as not given.
    private static func databasePath(flag: String?, environment: [String: String]) -> (path: String, named: Bool) {
        if let flag, !flag.isEmpty { return (flag, true) }
        if let path = environment["DIARIO_DB"], !path.isEmpty { return (path, true) }
        let dataHome =
            environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.local/share")
        return (dataHome + "/diario/diario.sqlite", false)
    }

    /// A fixed clock for `--now` / `DIARIO_NOW`, else the live one; both in the environment's time zone.
    private static func clock(now: String?, zone: LocalTimeZone) throws(UsageError) -> DiarioClock {
        guard let now, !now.isEmpty else { return DiarioClock(timeZone: zone) { Date() } }
        guard let instant = DiarioClock.instant(fromISO: now, timeZone: zone) else {
            throw .invalidNow(value: now)
        }
        return .fixed(instant, timeZone: zone)
    }

    /// Options for tests and tools that build them from parts.
    public init(
        databasePath: String, databaseIsNamed: Bool = true, clock: DiarioClock, language: InterfaceLanguage,
        languageIsChosen: Bool = true, json: Bool = false, colour: Bool = false, columns: Int? = nil,
        environment: [String: String] = [:]
    ) {
        self.databasePath = databasePath
        self.databaseIsNamed = databaseIsNamed
        self.clock = clock
        self.language = language
        self.languageIsChosen = languageIsChosen
        self.json = json
        self.colour = colour
        self.columns = columns
        self.environment = environment
    }
}
