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

    /// Creates the command; `subjects` are the student's (empty: the built-ins only), `timetable` theirs (nil: a
    /// lesson named as a due date gives no day).
    public init(
        subjects: [Subject], timetable: SchoolCalendar? = nil, clock: DiarioClock, localization: LocalizationManager,
        json: Bool
    ) {
        var router = IntentRouter(subjects: subjects)
        router.timetable = { timetable }
        self.router = router
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

    /// The contract's JSON: `intent` first, then the intent's fields, `language`, then how sure the decision is
    /// (`confidence`), the intent that came second (`runner_up`, null when none was close), whether the student is
    /// asked first (`ask`), and what each reader said (`grammar`, `model`, `model_confidence`; absent for a slash
    /// command).
    static func json(_ utterance: Utterance) -> String { jsonObject(utterance).text() }

    private static func jsonObject(_ utterance: Utterance) -> JSONLine {
        var object = JSONLine()
        object.add("intent", utterance.intent.rawValue)
        guard let language = utterance.language else { return object }
        switch utterance.request {
        case .addTask(let task):
            object.add("title", task.title)
            object.add("subject", task.subjectKey)
            object.add("kind", task.kind.rawValue)
            object.add("due", task.dueDate?.iso)
            object.add("time", task.dueTime?.iso)
            object.add("repeat", task.repeatRule?.description)
            object.add("priority", task.priority.rawValue)
        case .listTasks(let range, let subject), .listTests(let range, let subject):
            object.add("subject", subject)
            object.add("from", range?.first.iso)
            object.add("to", range?.last.iso)
        case .completeTask(let reference, let subject):
            object.add("title", reference)
            object.add("subject", subject)
        case .moveTask(let task, let byDays):
            object.add("by_days", byDays)
            object.add("title", task.title)
            object.add("subject", task.subjectKey)
            object.add("kind", task.kind.rawValue)
            object.add("due", task.dueDate?.iso)
            object.add("time", task.dueTime?.iso)
        case .addCard(let front, let back, let subject):
            object.add("front", front)
            object.add("back", back)
            object.add("subject", subject)
        case .addSubject(let name, let key):
            object.add("name", name)
            object.add("subject", key)
        case .setLanguage(let target):
            object.add("target", target.rawValue)
        case .logStudy(let study):
            object.add("minutes", study.minutes)
            object.add("subject", study.subjectKey)
            object.add("started", study.startTime?.iso)
            object.add("days_ago", study.daysAgo)
        case .stats(let period, let subject):
            object.add("subject", subject)
            object.add("period", period?.rawValue)
        case .setGoal(let goal):
            object.add("targets", Self.targetsText(goal))
            object.add("term", goal.termKind?.rawValue)
            if let daily = goal.dailyMinutes { object.add("daily_minutes", daily) }
        case .search(let text, let subject):
            object.add("text", text)
            object.add("subject", subject)
        case .addLesson(let lesson):
            object.add("weekday", lesson.weekday?.rawValue)
            if let cycleDay = lesson.cycleDay { object.add("cycle_day", cycleDay) }
            object.add("period", lesson.period)
            object.add("start", lesson.start?.iso)
            object.add("end", lesson.end?.iso)
            object.add("subject", lesson.subjectKey)
            object.add("room", lesson.room)
            object.add("teacher", lesson.teacher)
            if let week = lesson.week { object.add("week", week) }
        case .addGrade(let grade):
            object.add("subject", grade.subjectKey)
            object.add("grade", grade.mark)
            object.add("value", quarters: grade.value)
            object.add("component", grade.component?.rawValue)
            object.add("days_ago", grade.daysAgo)
        case .gradeNeeded(let subject, let target, let count):
            object.add("subject", subject)
            object.add("target", quarters: target)
            object.add("tests", count)
        case .quiz(let subject), .coach(_, let subject), .prepareTest(let subject), .addMaterial(let subject):
            object.add("subject", subject)
        case .help, .unknown:
            break
        }
        object.add("language", language.rawValue)
        object.add("confidence", fraction: utterance.confidence)
        object.add("runner_up", utterance.runnerUp?.rawValue)
        object.add("ask", utterance.asks)
        if let readers = utterance.readers {
            object.add("grammar", readers.grammar.rawValue)
            object.add("model", readers.model.rawValue)
            object.add("model_confidence", fraction: readers.modelConfidence)
        }
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
    private func human(_ utterance: Utterance) -> String {
        var parts = [localization.text("parse.intent.\(utterance.intent.rawValue)")]
        func field(_ key: String, _ value: String?) {
            if let value { parts.append("\(localization.text("parse.field.\(key)")): \(value)") }
        }
        func task(_ task: ParsedTask) {
            field("title", task.title)
            field("subject", task.subjectKey)
            field("kind", localization.name(of: task.kind))
            field("due", task.dueDate.map { "\(localization.shortDate($0)) (\($0.iso))" })
            field("time", task.dueTime?.iso)
            field("repeat", task.repeatRule?.description)
            field("priority", localization.name(of: task.priority))
        }
        switch utterance.request {
        case .addTask(let parsed), .moveTask(let parsed, _): task(parsed)
        case .completeTask(let reference, let subject):
            field("title", reference)
            field("subject", subject)
        case .listTasks(let range, let subject), .listTests(let range, let subject):
            field("subject", subject)
            field("from", range?.first.iso)
            field("to", range?.last.iso)
        case .logStudy(let study):
            field("subject", study.subjectKey)
            field("minutes", study.minutes.map(String.init))
            field("started", study.startTime?.iso)
        case .stats(let period, let subject):
            field("subject", subject)
            field("period", period?.rawValue)
        case .setGoal(let goal):
            field("targets", Self.targetsText(goal))
            field("term", goal.termKind?.rawValue)
        case .addSubject(let name, let key):
            field("subject", key)
            field("name", name)
        case .setLanguage(let target):
            field("target", target.rawValue)
        case .addCard(let front, let back, let subject):
            field("subject", subject)
            field("front", front)
            field("back", back)
        case .search(let text, let subject):
            field("text", text)
            field("subject", subject)
        case .addLesson(let lesson):
            field("subject", lesson.subjectKey)
            field(
                "weekday",
                lesson.weekday.map { localization.text("weekday.short.\($0.rawValue)") }
                    ?? lesson.cycleDay.map { localization.text("lesson.cycleDay", ["n": String($0)]) })
            field("period", lesson.period.map(String.init))
            field("start", lesson.start?.iso)
        case .addGrade(let grade):
            field("subject", grade.subjectKey)
            field("grade", grade.mark)
            field("component", grade.component?.rawValue)
        case .gradeNeeded(let subject, let target, let count):
            field("subject", subject)
            field("target", String(target))
            field("tests", String(count))
        case .quiz(let subject), .coach(_, let subject), .prepareTest(let subject), .addMaterial(let subject):
            field("subject", subject)
        case .help, .unknown:
            break
        }
        field("language", utterance.language?.rawValue)
        field("runnerUp", utterance.runnerUp.map { localization.text("parse.intent.\($0.rawValue)") })
        return parts.joined(separator: " · ")
    }
}

extension ParseCommands {
    /// The parse command for these options: the student's subjects only when a database is named
    /// (`--db` or `DIARIO_DB`), so that parsing alone never creates a file.
    public static func make(_ options: ResolvedOptions, console: Console) throws -> ParseCommands {
        var subjects: [Subject] = []
        var timetable: SchoolCalendar?
        if options.databaseIsNamed {
            let context = try AppContext.open(options, console: console)
            // As the session's router reads them: hidden built-ins are recognised too.
            subjects = try context.subjects.subjects(includingHidden: true).filter { $0.isActive || $0.isBuiltIn }
            timetable = try context.timetable.schoolCalendar()
        }
        return ParseCommands(
            subjects: subjects, timetable: timetable, clock: options.clock,
            localization: LocalizationManager(language: options.language),
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
