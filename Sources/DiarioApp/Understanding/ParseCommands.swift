public import DiarioDomain
import DiarioLanguage
public import DiarioLocalization
import Foundation

/// `diario parse`: what free text means, without executing anything.
public struct ParseCommands: Sendable {
    private let router: IntentRouter
    private let clock: DiarioClock
    private let localization: LocalizationManager
    private let json: Bool
    private let today: CalendarDay
    private let now: TimeOfDay

    /// Creates the command; `subjects` are the student's (empty: the built-ins only).
    public init(subjects: [Subject], clock: DiarioClock, localization: LocalizationManager, json: Bool) {
        self.router = IntentRouter(subjects: subjects)
        self.clock = clock
        self.today = clock.today
        self.now = clock.timeOfDay
        self.localization = localization
        self.json = json
    }

    /// The result for one line: a JSON object (`--json`) or one human-readable line; `failed` when the line
    /// could not be understood as written (an impossible date, a line too long).
    public func render(_ line: String) -> (text: String, failed: Bool) {
        let (bytes, failed) = renderUTF8(line)
        return (String(decoding: bytes, as: UTF8.self), failed)
    }

    /// ``render(_:)`` as UTF-8 bytes, which batch mode writes without making a String of them.
    func renderUTF8(_ line: String) -> (bytes: [UInt8], failed: Bool) {
        do {
            let utterance = try router.route(line, today: today, now: now, fallback: localization.language)
            return (json ? Self.jsonObject(utterance).finish() : Array(human(utterance).utf8), false)
        } catch {
            let message = ErrorPresenter.describe(error, localization).message
            guard json else { return (Array(message.utf8), true) }
            var object = JSONLine()
            object.add("intent", Intent.unknown.rawValue)
            object.add("error", Self.code(of: error))
            object.add("message", message)
            return (object.finish(), true)
        }
    }

    /// Reads lines until the end of input and writes one result per line, in order; returns whether any
    /// line failed.
    public func renderAll(readLine: () -> String?, write: ([UInt8]) -> Void) -> Bool {
        var anyFailed = false
        while let line = readLine() {
            let (bytes, failed) = renderUTF8(line)
            anyFailed = anyFailed || failed
            write(bytes)
        }
        return anyFailed
    }

    private static func code(of error: any Error) -> String {
        switch error as? LanguageError {
        case .impossibleDate: "impossible_date"
        case .impossibleTime: "impossible_time"
        case .lineTooLong: "line_too_long"
        case nil: "error"
        }
    }

    /// The contract's JSON: `intent` first, then the intent's fields, `language` last.
    static func json(_ utterance: ParsedUtterance) -> String { jsonObject(utterance).line }

    private static func jsonObject(_ utterance: ParsedUtterance) -> JSONLine {
        var object = JSONLine()
        object.add("intent", utterance.intent.rawValue)
        guard let language = utterance.language else { return object }
        switch utterance.intent {
        case .addTask:
            let task = utterance.task
            object.add("title", task?.title)
            object.add("subject", task?.subjectKey)
            object.add("kind", task?.kind.rawValue)
            object.add("due", task?.dueDate?.iso)
            object.add("time", task?.dueTime?.iso)
            object.add("repeat", task?.repeatRule?.description)
            object.add("priority", task?.priority.rawValue)
        case .listTasks:
            object.add("subject", utterance.subjectKey)
            object.add("from", utterance.range?.first.iso)
            object.add("to", utterance.range?.last.iso)
        case .completeTask:
            object.add("title", utterance.text)
            object.add("subject", utterance.subjectKey)
        case .moveTask:
            object.add("title", utterance.task?.title)
            object.add("subject", utterance.task?.subjectKey)
            object.add("kind", utterance.task?.kind.rawValue)
            object.add("due", utterance.task?.dueDate?.iso)
            object.add("time", utterance.task?.dueTime?.iso)
        case .addCard:
            object.add("front", utterance.front)
            object.add("back", utterance.back)
            object.add("subject", utterance.subjectKey)
        case .addSubject:
            object.add("name", utterance.subjectName)
            object.add("subject", utterance.subjectKey)
        case .setLanguage:
            object.add("target", utterance.targetLanguage?.rawValue)
        case .logStudy:
            object.add("minutes", utterance.minutes)
            object.add("subject", utterance.subjectKey)
            object.add("started", utterance.startTime?.iso)
            object.add("days_ago", utterance.daysAgo)
        case .stats:
            object.add("subject", utterance.subjectKey)
            object.add("period", utterance.period?.rawValue)
        case .setGoal:
            object.add("targets", utterance.goal.map(Self.targetsText))
            object.add("term", utterance.goal?.termKind?.rawValue)
        case .quiz, .coach, .prepareTest, .listTests:
            object.add("subject", utterance.subjectKey)
        case .help, .unknown:
            break
        }
        object.add("language", language.rawValue)
        return object
    }

    /// A goal's targets in one string, as the contract writes them: `metric[:subject]=amount`, comma-separated.
    static func targetsText(_ goal: ParsedGoal) -> String {
        goal.targets.map { target in
            let amount = target.amount.rounded() == target.amount ? String(Int(target.amount)) : String(target.amount)
            return target.metric.rawValue + (target.subjectKey.map { ":" + $0 } ?? "") + "=" + amount
        }
        .joined(separator: ",")
    }

    /// One line for a person: the intent in words, then the fields that were found.
    private func human(_ utterance: ParsedUtterance) -> String {
        var parts = [localization.text("parse.intent.\(utterance.intent.rawValue)")]
        func field(_ key: String, _ value: String?) {
            if let value { parts.append("\(localization.text("parse.field.\(key)")): \(value)") }
        }
        if let task = utterance.task {
            field("title", task.title)
            field("subject", task.subjectKey)
            field("kind", localization.name(of: task.kind))
            field("due", task.dueDate.map { "\(localization.shortDate($0)) (\($0.iso))" })
            field("time", task.dueTime?.iso)
            field("repeat", task.repeatRule?.description)
            field("priority", localization.name(of: task.priority))
        }
        field("title", utterance.text.flatMap { utterance.intent == .completeTask ? $0 : nil })
        field("subject", utterance.task == nil ? utterance.subjectKey : nil)
        field("from", utterance.range?.first.iso)
        field("to", utterance.range?.last.iso)
        field("minutes", utterance.minutes.map(String.init))
        field("started", utterance.startTime?.iso)
        field("period", utterance.period?.rawValue)
        field("targets", utterance.goal.map(Self.targetsText))
        field("term", utterance.goal?.termKind?.rawValue)
        field("name", utterance.subjectName)
        field("target", utterance.targetLanguage?.rawValue)
        field("front", utterance.front)
        field("back", utterance.back)
        field("language", utterance.language?.rawValue)
        return parts.joined(separator: " · ")
    }
}

extension ParseCommands {
    /// The parse command for these options: the student's subjects only when a database is named
    /// (`--db` or `DIARIO_DB`), so that parsing alone never creates a file.
    public static func make(_ options: ResolvedOptions, console: Console) throws -> ParseCommands {
        var subjects: [Subject] = []
        if options.databaseIsNamed {
            subjects = try AppContext.open(options, console: console).subjects.subjects(includingHidden: false)
        }
        return ParseCommands(
            subjects: subjects, clock: options.clock, localization: LocalizationManager(language: options.language),
            json: options.json)
    }
}

/// Standard output with a buffer, for batch commands that print many lines: flushed when full and at the end.
public final class BufferedOutput {
    private var buffer: [UInt8] = []
    private let limit = 1 << 16

    /// Creates an empty buffer.
    public init() { buffer.reserveCapacity(limit) }

    /// Adds a line (a newline is added).
    public func line(_ text: String) { line(Array(text.utf8)) }

    /// Adds a line given as UTF-8 bytes (a newline is added).
    public func line(_ bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        buffer.append(0x0A)
        if buffer.count >= limit { flush() }
    }

    /// Writes what is buffered.
    public func flush() {
        guard !buffer.isEmpty else { return }
        FileHandle.standardOutput.write(Data(buffer))
        buffer.removeAll(keepingCapacity: true)
    }
}
