import DiarioDomain
import Foundation
internal import GRDB

/// The whole-database export format (docs/json.md, "Backups"): JSON Lines, a header line and then one line
/// per row, each with a `type`. Every kind of row is described here once, column by column, so that export and
/// import stay two readings of one table; rows point to each other by stable id (a card's reviews name the
/// card's `uuid`), never by the integer ids a database gives.
struct BackupRowKind: Sendable {
    /// The `type` of its lines.
    let type: String
    /// Its table.
    let table: String
    /// Its fields, in no particular order (lines are written with sorted keys).
    let fields: [BackupField]
    /// How a row in the file finds its copy in the database: by `uuid`, or by `key` for preferences.
    let identity: String
    /// The version of the export format, on the first line.
    static let formatVersion = 2

    /// Every kind, in the order an export writes them: what a row points to comes before the row.
    static let all: [BackupRowKind] = [subject, preference, task, material, card, review, conversation, message]

    static let subject = BackupRowKind(
        type: "subject", table: "subject",
        fields: [
            .init("uuid", "uuid", .text), .init("key", "key", .text), .init("name_key", "nameKey", .text),
            .init("name", "customName", .text), .init("icon", "icon", .text), .init("colour", "colour", .text),
            .init("sort_order", "sortOrder", .integer), .init("active", "isActive", .boolean),
            .init("built_in", "isBuiltIn", .boolean), .init("updated_at", "updatedAt", .instant),
        ], identity: "uuid")
    static let preference = BackupRowKind(
        type: "preference", table: "preference",
        fields: [
            .init("key", "key", .text), .init("value", "value", .text), .init("updated_at", "updatedAt", .instant),
        ], identity: "key")
    static let task = BackupRowKind(
        type: "task", table: "studyTask",
        fields: [
            .init("uuid", "uuid", .text), .init("id", "id", .integer), .init("title", "title", .text),
            .init("subject", "subjectId", .subjectKey), .init("kind", "kind", .text), .init("due", "dueDate", .text),
            .init("time", "dueTime", .text), .init("priority", "priority", .text), .init("notes", "notes", .text),
            .init("created_at", "createdAt", .instant), .init("completed_at", "completedAt", .instant),
            .init("repeat", "repeatRule", .text), .init("source", "sourceText", .text),
            .init("updated_at", "updatedAt", .instant),
        ], identity: "uuid")
    static let material = BackupRowKind(
        type: "material", table: "studyMaterial",
        fields: [
            .init("uuid", "uuid", .text), .init("id", "id", .integer), .init("title", "title", .text),
            .init("subject", "subjectId", .subjectKey), .init("kind", "kind", .text),
            .init("location", "location", .text), .init("notes", "notes", .text),
            .init("created_at", "createdAt", .instant), .init("updated_at", "updatedAt", .instant),
        ], identity: "uuid")
    static let card = BackupRowKind(
        type: "card", table: "studyCard",
        fields: [
            .init("uuid", "uuid", .text), .init("id", "id", .integer), .init("front", "front", .text),
            .init("back", "back", .text), .init("subject", "subjectId", .subjectKey), .init("tags", "tags", .text),
            .init("suspended", "isSuspended", .boolean), .init("created_at", "createdAt", .instant),
            .init("phase", "phase", .text), .init("step", "step", .integer), .init("stability", "stability", .real),
            .init("difficulty", "difficulty", .real), .init("due", "due", .instant),
            .init("last_review", "lastReview", .instant), .init("review_count", "reviewCount", .integer),
            .init("updated_at", "updatedAt", .instant),
        ], identity: "uuid")
    static let review = BackupRowKind(
        type: "review", table: "reviewLog",
        fields: [
            .init("uuid", "uuid", .text), .init("id", "id", .integer),
            .init("card", "cardId", .reference(table: "studyCard")), .init("rating", "rating", .integer),
            .init("reviewed_at", "reviewedAt", .instant), .init("duration_ms", "durationMs", .integer),
            .init("before", "before", .json), .init("after", "after", .json),
        ], identity: "uuid")
    static let conversation = BackupRowKind(
        type: "conversation", table: "conversation",
        fields: [
            .init("uuid", "uuid", .text), .init("id", "id", .integer), .init("started_at", "startedAt", .instant),
            .init("language", "language", .text),
        ], identity: "uuid")
    static let message = BackupRowKind(
        type: "message", table: "coachMessage",
        fields: [
            .init("uuid", "uuid", .text), .init("id", "id", .integer),
            .init("conversation", "conversationId", .reference(table: "conversation")), .init("role", "role", .text),
            .init("content", "content", .text), .init("status", "status", .text),
            .init("tool_calls", "toolCalls", .json), .init("tool_call_id", "toolCallId", .text),
            .init("model", "model", .text), .init("created_at", "createdAt", .instant),
        ], identity: "uuid")

    /// Whether rows of this kind change after they are made, and so carry `updated_at`.
    var isMutable: Bool { fields.contains { $0.column == "updatedAt" } }
}

/// One field of a backup line and the column it fills.
struct BackupField: Sendable {
    /// Its key in the line.
    let key: String
    /// Its column in the table.
    let column: String
    /// What it holds.
    let value: BackupValueKind

    init(_ key: String, _ column: String, _ value: BackupValueKind) {
        self.key = key
        self.column = column
        self.value = value
    }
}

/// What a field holds, and so how it is written and read.
enum BackupValueKind: Sendable {
    /// A string.
    case text
    /// A whole number.
    case integer
    /// A number.
    case real
    /// true or false (0 or 1 in the table).
    case boolean
    /// An instant: ISO 8601 in UTC to the millisecond in the file, GRDB's `yyyy-MM-dd HH:mm:ss.SSS` in the table.
    case instant
    /// A JSON value in the file, JSON text in the table.
    case json
    /// A subject's key in the file, the subject's id in the table.
    case subjectKey
    /// Another row's `uuid` in the file, its id in the table.
    case reference(table: String)
}

/// A JSON value of any shape, for the fields Diario stores as JSON text (a review's states, a message's tool calls).
/// Written back with sorted keys, so that the same value always gives the same text.
enum JSONValue: Codable, Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// The string, when this is one.
    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// One line of JSON with sorted keys.
    var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }

    /// Reads one JSON value; nil when the text is not JSON.
    static func parse(_ text: String) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }
}

/// Instants between the table's text and the file's ISO 8601.
enum BackupInstant {
    /// `2026-11-21 09:00:00.000` → `2026-11-21T09:00:00.000Z`; other stored forms are read as dates first.
    static func iso(fromStored text: String) -> String? {
        if isStoredForm(text) { return text.replacingOccurrences(of: " ", with: "T") + "Z" }
        guard let date = Date.fromDatabaseValue(text.databaseValue), let stored = date.databaseValue.storage.text,
            isStoredForm(stored)
        else { return nil }
        return stored.replacingOccurrences(of: " ", with: "T") + "Z"
    }

    /// An ISO 8601 instant (with or without milliseconds, `Z` or an offset) → the table's text; nil when unreadable.
    static func stored(fromISO text: String) -> String? {
        let chars = Array(text.utf8)
        if chars.count == 24, chars[10] == UInt8(ascii: "T"), chars[23] == UInt8(ascii: "Z") {
            let candidate = String(text.dropLast()).replacingOccurrences(of: "T", with: " ")
            if isStoredForm(candidate) { return candidate }
        }
        if chars.count == 20, chars[10] == UInt8(ascii: "T"), chars[19] == UInt8(ascii: "Z") {
            let candidate = String(text.dropLast()).replacingOccurrences(of: "T", with: " ") + ".000"
            if isStoredForm(candidate) { return candidate }
        }
        guard let date = DiarioClock.instant(fromISO: text, timeZone: TimeZone(identifier: "UTC")!) else { return nil }
        return date.databaseValue.storage.text
    }

    /// Whether `text` reads `yyyy-MM-dd HH:mm:ss.SSS` and names a real day.
    private static func isStoredForm(_ text: String) -> Bool {
        let chars = Array(text.utf8)
        guard chars.count == 23 else { return false }
        for (index, char) in chars.enumerated() {
            switch index {
            case 4, 7: if char != UInt8(ascii: "-") { return false }
            case 10: if char != UInt8(ascii: " ") { return false }
            case 13, 16: if char != UInt8(ascii: ":") { return false }
            case 19: if char != UInt8(ascii: ".") { return false }
            default: if char < UInt8(ascii: "0") || char > UInt8(ascii: "9") { return false }
            }
        }
        return CalendarDay(iso: text.prefix(10)) != nil
    }
}

extension DatabaseValue.Storage {
    /// The text, when the value is text.
    var text: String? {
        if case .string(let value) = self { return value }
        return nil
    }
}
