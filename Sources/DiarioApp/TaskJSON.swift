import DiarioDomain
import Foundation

/// The stable JSON form of a task (see docs/json.md): every key always present, null when empty.
struct TaskJSON: Encodable, Equatable {
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
