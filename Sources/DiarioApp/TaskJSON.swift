import DiarioDomain
import Foundation

/// The stable JSON form of a task (see docs/json.md): every key always present, null when empty.
struct TaskJSON: Codable, Equatable {
    var id: Int64?
    var title: String
    var subject: String?
    var kind: String
    var due: String?
    var time: String?
    var priority: String
    var notes: String?
    var createdAt: String?
    var completedAt: String?
    var `repeat`: String?

    enum CodingKeys: String, CodingKey {
        case id, title, subject, kind, due, time, priority, notes
        case createdAt = "created_at"
        case completedAt = "completed_at"
        case `repeat`
    }

    init(_ task: StudyTask) {
        id = task.id
        title = task.title
        subject = task.subjectKey
        kind = task.kind.rawValue
        due = task.dueDate?.iso
        time = task.dueTime?.iso
        priority = task.priority.rawValue
        notes = task.notes
        createdAt = Timestamp.format(task.createdAt)
        completedAt = task.completedAt.map(Timestamp.format)
        `repeat` = task.repeatRule
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decodeIfPresent(Int64.self, forKey: .id)
        title = try c.decode(String.self, forKey: .title)
        subject = try c.decodeIfPresent(String.self, forKey: .subject)
        kind = try c.decodeIfPresent(String.self, forKey: .kind) ?? TaskKind.other.rawValue
        due = try c.decodeIfPresent(String.self, forKey: .due)
        time = try c.decodeIfPresent(String.self, forKey: .time)
        priority = try c.decodeIfPresent(String.self, forKey: .priority) ?? TaskPriority.medium.rawValue
        notes = try c.decodeIfPresent(String.self, forKey: .notes)
        createdAt = try c.decodeIfPresent(String.self, forKey: .createdAt)
        completedAt = try c.decodeIfPresent(String.self, forKey: .completedAt)
        `repeat` = try c.decodeIfPresent(String.self, forKey: .repeat)
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(title, forKey: .title)
        try c.encode(subject, forKey: .subject)
        try c.encode(kind, forKey: .kind)
        try c.encode(due, forKey: .due)
        try c.encode(time, forKey: .time)
        try c.encode(priority, forKey: .priority)
        try c.encode(notes, forKey: .notes)
        try c.encode(createdAt, forKey: .createdAt)
        try c.encode(completedAt, forKey: .completedAt)
        try c.encode(`repeat`, forKey: .repeat)
    }

    /// The task this JSON describes, or the localization key of the first reason it cannot be one.
    func task(defaultCreatedAt: Date) -> Result<StudyTask, TaskJSONProblem> {
        guard let kind = TaskKind(rawValue: kind) else { return .failure(.init("import.reason.kind", kind)) }
        guard let priority = TaskPriority(rawValue: priority) else {
            return .failure(.init("import.reason.priority", priority))
        }
        var dueDate: CalendarDay?
        if let due {
            guard let day = CalendarDay(iso: due) else { return .failure(.init("import.reason.due", due)) }
            dueDate = day
        }
        var dueTime: TimeOfDay?
        if let time {
            guard let parsed = TimeOfDay(iso: time), dueDate != nil else {
                return .failure(.init("import.reason.time", time))
            }
            dueTime = parsed
        }
        var created = defaultCreatedAt
        if let createdAt {
            guard let instant = Timestamp.parse(createdAt) else {
                return .failure(.init("import.reason.timestamp", createdAt))
            }
            created = instant
        }
        var completed: Date?
        if let completedAt {
            guard let instant = Timestamp.parse(completedAt) else {
                return .failure(.init("import.reason.timestamp", completedAt))
            }
            completed = instant
        }
        if let subject, Subject.key(forName: subject) != subject {
            return .failure(.init("import.reason.subject", subject))
        }
        return .success(
            StudyTask(
                title: title, subjectKey: subject, kind: kind, dueDate: dueDate, dueTime: dueTime,
                priority: priority, notes: notes, createdAt: created, completedAt: completed,
                repeatRule: `repeat`))
    }
}

/// Why a JSON task was refused: a localization key and the offending value.
struct TaskJSONProblem: Error {
    var key: String
    var value: String
    init(_ key: String, _ value: String) {
        self.key = key
        self.value = value
    }
}

/// The stable JSON form of a subject (see docs/json.md).
struct SubjectJSON: Encodable {
    var key: String
    var name: String
    var icon: String
    var colour: String
    var builtIn: Bool
    var active: Bool
    var aliases: [String]

    enum CodingKeys: String, CodingKey {
        case key, name, icon, colour, active, aliases
        case builtIn = "built_in"
    }
}

/// Instants as ISO 8601 in UTC to the second ("2026-11-21T09:00:00Z").
enum Timestamp {
    static func format(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let p = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let day = CalendarDay(year: p.year ?? 1970, month: p.month ?? 1, day: p.day ?? 1) ?? CalendarDay(dayNumber: 0)
        let second = p.second ?? 0
        let time = TimeOfDay(hour: p.hour ?? 0, minute: p.minute ?? 0)?.iso ?? "00:00"
        return "\(day.iso)T\(time):\(second < 10 ? "0" : "")\(second)Z"
    }

    /// Reads an ISO 8601 instant; one without an offset is read in UTC.
    static func parse(_ text: String) -> Date? {
        DiarioClock.instant(fromISO: text, timeZone: TimeZone(identifier: "UTC")!)
    }
}

/// One encoder for all JSON output: keys sorted, so the output is stable from run to run.
enum JSONOutput {
    static func line(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }
}
