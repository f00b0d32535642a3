public import DiarioDomain
import Foundation

/// Every sentence Diario shows, in Italian or English, from the string tables in `Resources/`.
///
/// Keys are dotted names (`task.added`); placeholders are written `{name}` and filled from the
/// arguments. A plural key has `.one` and `.other` forms and receives `{count}`.
///
/// A command the student can type is written `[[subjects hide {key}]]` in a sentence: it comes out as
/// `diario subjects hide storia` for a student on the command line and as `/subjects hide storia` for one typing
/// lines (the REPL, a script), so that a message names what works where the student is.
public struct LocalizationManager: Sendable {
    /// Where the student types commands, which decides how a sentence names them.
    public enum CommandSurface: Sendable {
        /// One command line: `diario undo`.
        case commandLine
        /// Lines typed in a session (the REPL, a script): `/undo`.
        case typedLines
    }

    /// The language sentences are given in.
    public let language: InterfaceLanguage
    /// How commands are named.
    public let surface: CommandSurface
    /// The language's sentences, read from its resource the first time any manager needs one.
    private var table: StringTables.Table { StringTables.table(for: language) }

    /// Creates the manager for `language`, naming commands as they are typed on `surface`.
    public init(language: InterfaceLanguage, surface: CommandSurface = .commandLine) {
        self.language = language
        self.surface = surface
    }

    /// Whether the string tables have a sentence for `key`.
    public func has(_ key: String) -> Bool { table[key] != nil }

    /// The sentence for `key` with its placeholders filled; a missing key shows as `[key]`.
    public func text(_ key: String, _ arguments: [String: String] = [:]) -> String {
        guard let template = table[key] else { return "[\(key)]" }
        return fill(template, arguments)
    }

    /// The singular or plural sentence for `count` (`key.one` / `key.other`), with `{count}` filled.
    public func plural(_ key: String, count: Int, _ arguments: [String: String] = [:]) -> String {
        var arguments = arguments
        arguments["count"] = String(count)
        return text(count == 1 ? "\(key).one" : "\(key).other", arguments)
    }

    /// A message put into words: its nested sentences first, then its own (plural when it has a count).
    public func text(_ message: StudentMessage) -> String {
        var arguments = message.arguments
        for (name, nested) in message.nested { arguments[name] = text(nested) }
        if let count = message.count { return plural(message.key, count: count, arguments) }
        return text(message.key, arguments)
    }

    /// Every key of the language's table: for completeness checks.
    public var keys: Set<String> { Set(table.keys) }

    /// The name a subject is shown by: the student's name for it, else its localized built-in name.
    public func name(of subject: Subject) -> String {
        if let custom = subject.customName { return custom }
        if let key = subject.nameKey { return text(key) }
        return subject.key
    }

    /// The localized name of a kind of task.
    public func name(of kind: TaskKind) -> String { text("kind.\(kind.rawValue)") }

    /// The localized name of a priority.
    public func name(of priority: TaskPriority) -> String { text("priority.\(priority.rawValue)") }

    /// A short date as the language writes it: "ven 27 nov" / "Fri 27 Nov".
    public func shortDate(_ day: CalendarDay) -> String {
        let weekday = text("weekday.short.\(day.weekday.rawValue)")
        let month = text("month.short.\(day.month)")
        return text("date.short", ["weekday": weekday, "day": String(day.day), "month": month])
    }

    /// How far a day is from today: "oggi", "domani", "tra 3 giorni", "in ritardo di 2 giorni".
    public func relative(_ day: CalendarDay, today: CalendarDay) -> String {
        let distance = today.days(until: day)
        switch distance {
        case 0: return text("relative.today")
        case 1: return text("relative.tomorrow")
        case -1: return text("relative.yesterday")
        case 2...: return plural("relative.inDays", count: distance)
        default: return plural("relative.overdueDays", count: -distance)
        }
    }

    /// How a task repeats, in words: "ogni lunedì", "every other week: Fri", "every 2 days".
    public func describe(_ rule: RecurrenceRule) -> String {
        switch rule.frequency {
        case .daily:
            return plural("repeat.days", count: rule.interval)
        case .weekly:
            let days = rule.weekdays.map { text("weekday.short.\($0.rawValue)") }.joined(separator: ", ")
            guard !days.isEmpty else { return plural("repeat.weeks", count: rule.interval) }
            if rule.interval == 2 { return text("repeat.otherWeekOn", ["days": days]) }
            return plural("repeat.weeksOn", count: rule.interval, ["days": days])
        case .monthly:
            if let nth = rule.nthWeekday {
                return text(
                    "repeat.monthNth",
                    [
                        "nth": text("repeat.nth.\(nth.ordinal)"),
                        "weekday": text("weekday.short.\(nth.weekday.rawValue)"),
                    ])
            }
            return text("repeat.monthDay", ["day": String(rule.monthDay ?? 1)])
        case .yearly:
            return text(
                "repeat.yearly", ["day": String(rule.monthDay ?? 1), "month": text("month.short.\(rule.month ?? 1)")])
        }
    }

    /// `template` with each `{name}` given in `arguments` replaced by its value, `[[` by the command prefix and
    /// `]]` dropped, in one pass: the values themselves (a task's title) are never read as markers.
    private func fill(_ template: String, _ arguments: [String: String]) -> String {
        let isMarker: (Character) -> Bool = { $0 == "{" || $0 == "[" || $0 == "]" }
        guard template.contains(where: isMarker) else { return template }
        let prefix = surface == .commandLine ? "diario " : "/"
        var result = ""
        result.reserveCapacity(template.utf8.count + 32)
        var rest = Substring(template)
        while let marker = rest.firstIndex(where: isMarker) {
            result += rest[..<marker]
            rest = rest[marker...]
            if rest.hasPrefix("[[") {
                result += prefix
                rest = rest.dropFirst(2)
            } else if rest.hasPrefix("]]") {
                rest = rest.dropFirst(2)
            } else if rest.first == "{", let close = rest.firstIndex(of: "}"),
                let value = arguments[String(rest[rest.index(after: marker)..<close])]
            {
                result += value
                rest = rest[rest.index(after: close)...]
            } else {
                result.append(rest.removeFirst())
            }
        }
        return result + rest
    }
}

/// The string tables, each read from the package resources the first time its language is asked for: a command
/// in Italian never reads the English table.
enum StringTables {
    /// A table read from its bytes (``StringTable``), or, for a file of another shape, by Foundation's decoder.
    enum Table: Sendable {
        case inPlace(StringTable)
        case decoded([String: String])

        subscript(key: String) -> String? {
            switch self {
            case .inPlace(let table): table[key]
            case .decoded(let table): table[key]
            }
        }

        /// Every key (for completeness checks).
        var keys: [String] {
            switch self {
            case .inPlace(let table): table.keys
            case .decoded(let table): Array(table.keys)
            }
        }
    }

    private static let italian = load(.it)
    private static let english = load(.en)

    /// The table of `language`.
    static func table(for language: InterfaceLanguage) -> Table {
        switch language {
        case .it: italian
        case .en: english
        }
    }

    private static func load(_ language: InterfaceLanguage) -> Table {
        guard let url = Bundle.module.url(forResource: language.rawValue, withExtension: "json"),
            let data = try? Data(contentsOf: url)
        else { return .decoded([:]) }
        if let table = StringTable(bytes: data) { return .inPlace(table) }
        return .decoded((try? JSONDecoder().decode([String: String].self, from: data)) ?? [:])
    }

    /// Every member of the table in `data` as ``StringTable`` reads it; nil when the file is not one object of
    /// strings (for tests).
    static func flatTable(_ data: Data) -> [String: String]? {
        StringTable(bytes: data)?.decoded
    }
}
