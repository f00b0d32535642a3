import DiarioDomain
import Foundation

/// The stable JSON form of a task (see docs/json.md): every key always present, null when empty, keys in
/// alphabetical order as everywhere in Diario's JSON. Written byte by byte: a list can hold a hundred thousand.
struct TaskJSON {
    /// The finished object's UTF-8 bytes.
    let bytes: [UInt8]

    init(_ task: StudyTask) {
        var object = JSONLine()
        object.add("completed_at", task.completedAt.map(Timestamp.format))
        object.add("created_at", Timestamp.format(task.createdAt))
        object.add("due", task.dueDate?.iso)
        object.add("id", task.id.map(Int.init))
        object.add("kind", task.kind.rawValue)
        object.add("notes", task.notes)
        object.add("priority", task.priority.rawValue)
        object.add("repeat", task.repeatRule)
        object.add("subject", task.subjectKey)
        object.add("time", task.dueTime?.iso)
        object.add("title", task.title)
        self.bytes = object.finish()
    }

    /// The task as one line of JSON.
    var line: String { String(decoding: bytes, as: UTF8.self) }

    /// The tasks as one JSON array, on one line.
    static func array(_ tasks: [StudyTask]) -> String {
        var bytes: [UInt8] = [0x5B]  // [
        bytes.reserveCapacity(tasks.count * 200)
        for (index, task) in tasks.enumerated() {
            if index > 0 { bytes.append(0x2C) }  // ,
            bytes.append(contentsOf: TaskJSON(task).bytes)
        }
        bytes.append(0x5D)  // ]
        return String(decoding: bytes, as: UTF8.self)
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
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let secondOfDay = (seconds % 86_400 + 86_400) % 86_400  // also for instants before 1970
        let day = CalendarDay(dayNumber: (seconds - secondOfDay) / 86_400)
        // Written byte by byte: a list writes two for each of its rows.
        var bytes = Array(day.iso.utf8)
        bytes.reserveCapacity(20)
        bytes.append(0x54)  // T
        for (index, part) in [secondOfDay / 3_600, secondOfDay % 3_600 / 60, secondOfDay % 60].enumerated() {
            if index > 0 { bytes.append(0x3A) }  // :
            bytes.append(UInt8(0x30 + part / 10))
            bytes.append(UInt8(0x30 + part % 10))
        }
        bytes.append(0x5A)  // Z
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Reads an ISO 8601 instant; one without an offset is read in UTC.
    static func parse(_ text: String) -> Date? {
        DiarioClock.instant(fromISO: text, timeZone: .utc)
    }
}
