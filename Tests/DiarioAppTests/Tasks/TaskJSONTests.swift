import DiarioDomain
import Foundation
import Testing

@testable import DiarioApp

@Suite("Tasks as JSON, written byte by byte")
struct TaskJSONTests {
    /// A JSON value as Foundation's encoder writes it: the reference the byte writer must match.
    enum Value: Encodable {
        case text(String?)
        case number(Int64?)

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .text(let text): try container.encode(text)
            case .number(let number): try container.encode(number)
            }
        }
    }

    func reference(_ tasks: [StudyTask]) throws -> String {
        let objects = tasks.map { task -> [String: Value] in
            [
                "id": .number(task.id), "title": .text(task.title), "subject": .text(task.subjectKey),
                "kind": .text(task.kind.rawValue), "due": .text(task.dueDate?.iso), "time": .text(task.dueTime?.iso),
                "priority": .text(task.priority.rawValue), "notes": .text(task.notes),
                "created_at": .text(Self.isoUTC(task.createdAt)),
                "completed_at": .text(task.completedAt.map(Self.isoUTC)),
                "repeat": .text(task.repeatRule),
            ]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(objects), as: UTF8.self)
    }

    static func isoUTC(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: date)
    }

    @Test("Every character, control characters and quotes among them, reads as Foundation's encoder writes it")
    func sameAsTheEncoder() throws {
        let awkward = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }.joined() + "é😀\u{2028}/\\\"'"
        let tasks = [
            StudyTask(
                id: 7, title: "Verifica \"storia\"\t" + awkward, subjectKey: "history", kind: .test,
                dueDate: CalendarDay(iso: "2026-11-24"), dueTime: TimeOfDay(hour: 8, minute: 5), priority: .high,
                notes: awkward,
                createdAt: Date(timeIntervalSince1970: 1_795_000_000.75),
                completedAt: Date(timeIntervalSince1970: 1_795_086_399), repeatRule: "FREQ=WEEKLY;BYDAY=MO"),
            StudyTask(
                id: 8, title: "x", subjectKey: nil, kind: .other, createdAt: Date(timeIntervalSince1970: -86_401)),
            // Far longer than the writer's first memory, escapes and all: it grows as often as needed.
            StudyTask(
                id: 9, title: String(repeating: "Ripasso \u{1}\"lungo\" è ", count: 400), subjectKey: "italian",
                kind: .homework, notes: String(repeating: awkward, count: 30),
                createdAt: Date(timeIntervalSince1970: 1_795_000_000)),
        ]
        #expect(TaskJSON.array(tasks) == (try reference(tasks)))
        #expect(TaskJSON(tasks[0]).line == String((try reference([tasks[0]])).dropFirst().dropLast()))
        #expect(TaskJSON.array([]) == "[]")
    }

    @Test("Keys of one character and values of every kind are written as JSON")
    func oneLine() {
        var line = JSONLine()
        line.add("a", "x")
        line.add("b", nil as String?)
        line.add("n", -42)
        line.add("t", true)
        line.add("f", fraction: 0.456)
        line.add("q", quarters: 7.25)
        #expect(line.text() == #"{"a":"x","b":null,"n":-42,"t":true,"f":0.46,"q":7.25}"#)
    }
}
