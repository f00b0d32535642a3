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
    /// The order its rows are written in, SQL over `t`, when its rows have no number of their own: a function of
    /// what the rows hold (a node after its parent), so that devices that hold the same rows write them alike.
    var order: String? = nil
    /// The version of the export format, on the first line.
    static let formatVersion = 2

    /// Every kind, in the order an export writes them: what a row points to comes before the row.
    static let all: [BackupRowKind] = [
        subject, preference, task, material, materialPage, mindMap, mindMapNode, card, review, conversation, message,
        studySession, term,
        goal,
        goalTarget, termGoal, achievement, drillAnswer, grade, lesson, schoolBreak, absence,
    ]

    static let subject = BackupRowKind(
        type: "subject", table: "subject",
        fields: [
            .init("uuid", "uuid", .text), .init("key", "key", .text), .init("name_key", "nameKey", .text),
            .init("name", "customName", .text), .init("icon", "icon", .text), .init("colour", "colour", .text),
            .init("sort_order", "sortOrder", .integer), .init("active", "isActive", .boolean),
            .init("built_in", "isBuiltIn", .boolean), .init("updated_at", "updatedAt", .instant),
        ], identity: "uuid", order: "t.sortOrder, t.key")
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
            .init("file_sha256", "fileSha256", .text), .init("file_name", "fileName", .text),
            .init("file_format", "fileFormat", .text), .init("file_size", "fileSize", .integer),
            .init("status", "status", .text, absent: "done"), .init("failure", "failureReason", .text),
            .init("pages", "pageCount", .integer, absent: 0),
        ], identity: "uuid")
    static let materialPage = BackupRowKind(
        type: "material_page", table: "materialPage",
        fields: [
            .init("uuid", "uuid", .text), .init("material", "materialId", .reference(table: "studyMaterial")),
            .init("number", "number", .integer), .init("text", "text", .text),
        ], identity: "uuid", order: "t.materialId, t.number, t.uuid")
    static let mindMap = BackupRowKind(
        type: "mind_map", table: "mindMap",
        fields: [
            .init("uuid", "uuid", .text), .init("id", "id", .integer), .init("title", "title", .text),
            .init("subject", "subjectId", .subjectKey),
            .init("material", "materialId", .reference(table: "studyMaterial")),
            .init("created_at", "createdAt", .instant), .init("updated_at", "updatedAt", .instant),
        ], identity: "uuid")
    static let mindMapNode = BackupRowKind(
        type: "mind_map_node", table: "mindMapNode",
        fields: [
            .init("uuid", "uuid", .text), .init("map", "mapId", .reference(table: "mindMap")),
            .init("parent", "parentId", .reference(table: "mindMapNode")), .init("position", "position", .integer),
            .init("text", "text", .text), .init("note", "note", .text),
        ], identity: "uuid",
        // A node moved under a later one has a smaller id than its parent: nodes go out by depth, then map and place.
        order: """
            (WITH RECURSIVE up(id, depth) AS (SELECT t.parentId, 0 UNION
            SELECT n.parentId, depth + 1 FROM mindMapNode n JOIN up ON n.id = up.id WHERE depth < 1000)
            SELECT max(depth) FROM up), t.mapId, t.position, t.uuid
            """)
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
            .init("material", "materialId", .reference(table: "studyMaterial")),
            .init("source_page", "sourcePage", .integer),
            .init("map_node", "mindMapNodeId", .reference(table: "mindMapNode")),
        ], identity: "uuid")
    static let review = BackupRowKind(
        type: "review", table: "reviewLog",
        fields: [
            .init("uuid", "uuid", .text), .init("id", "id", .integer),
            .init("card", "cardId", .reference(table: "studyCard")), .init("rating", "rating", .integer),
            .init("reviewed_at", "reviewedAt", .instant), .init("duration_ms", "durationMs", .integer),
            .init("before", "before", .json), .init("after", "after", .json), .init("reason", "reason", .text),
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

    static let studySession = BackupRowKind(
        type: "study_session", table: "studySession",
        fields: [
            .init("uuid", "uuid", .text), .init("id", "id", .integer), .init("subject", "subjectId", .subjectKey),
            .init("started_at", "startedAt", .instant), .init("minutes", "minutes", .integer),
            .init("source", "source", .text), .init("created_at", "createdAt", .instant),
        ], identity: "uuid")

    static let term = BackupRowKind(
        type: "term", table: "studyTerm",
        fields: [
            .init("uuid", "uuid", .text), .init("id", "id", .integer), .init("name", "name", .text),
            .init("start", "startDay", .text), .init("end", "endDay", .text),
            .init("created_at", "createdAt", .instant), .init("updated_at", "updatedAt", .instant),
        ], identity: "uuid")
    static let goal = BackupRowKind(
        type: "goal", table: "studyGoal",
        fields: [
            .init("uuid", "uuid", .text), .init("id", "id", .integer), .init("title", "title", .text),
            .init("created_at", "createdAt", .instant), .init("updated_at", "updatedAt", .instant),
        ], identity: "uuid")
    static let goalTarget = BackupRowKind(
        type: "goal_target", table: "goalTarget",
        fields: [
            .init("uuid", "uuid", .text), .init("goal", "goalId", .reference(table: "studyGoal")),
            .init("metric", "metricId", .catalogue(table: "goalMetric")),
            .init("subject", "subjectId", .subjectKey), .init("target", "target", .real),
        ], identity: "uuid", order: "t.goalId, t.uuid")
    static let termGoal = BackupRowKind(
        type: "term_goal", table: "termGoal",
        fields: [
            .init("uuid", "uuid", .text), .init("term", "termId", .reference(table: "studyTerm")),
            .init("goal", "goalId", .reference(table: "studyGoal")),
        ], identity: "uuid", order: "t.termId, t.goalId, t.uuid")
    static let achievement = BackupRowKind(
        type: "achievement", table: "achievement",
        fields: [.init("key", "key", .text), .init("unlocked_at", "unlockedAt", .instant)], identity: "key")
    static let drillAnswer = BackupRowKind(
        type: "drill_answer", table: "drillAnswer",
        fields: [
            .init("uuid", "uuid", .text), .init("id", "id", .integer), .init("answered_at", "answeredAt", .instant),
            .init("problem", "problem", .text), .init("solved", "solved", .boolean), .init("stars", "stars", .integer),
        ], identity: "uuid")

    static let grade = BackupRowKind(
        type: "grade", table: "grade",
        fields: [
            .init("uuid", "uuid", .text), .init("id", "id", .integer), .init("subject", "subjectId", .subjectKey),
            .init("mark", "mark", .text), .init("value", "value", .real), .init("component", "component", .text),
            .init("weight", "weight", .real, absent: 1), .init("day", "day", .text),
            .init("task", "taskId", .reference(table: "studyTask")), .init("created_at", "createdAt", .instant),
            .init("updated_at", "updatedAt", .instant),
        ], identity: "uuid")

    static let lesson = BackupRowKind(
        type: "lesson", table: "lesson",
        fields: [
            .init("uuid", "uuid", .text), .init("id", "id", .integer), .init("weekday", "weekday", .integer),
            .init("period", "period", .integer), .init("start", "startTime", .text), .init("end", "endTime", .text),
            .init("subject", "subjectId", .subjectKey), .init("room", "room", .text),
            .init("teacher", "teacher", .text), .init("week", "week", .integer),
            .init("valid_from", "validFrom", .text), .init("cycle_day", "cycleDay", .integer),
            .init("created_at", "createdAt", .instant),
            .init("updated_at", "updatedAt", .instant),
        ], identity: "uuid")

    static let absence = BackupRowKind(
        type: "absence", table: "absence",
        fields: [
            .init("uuid", "uuid", .text), .init("id", "id", .integer), .init("day", "day", .text),
            .init("kind", "kind", .text), .init("hours", "hours", .real), .init("period", "period", .integer),
            .init("time", "time", .text), .init("note", "note", .text), .init("created_at", "createdAt", .instant),
            .init("updated_at", "updatedAt", .instant),
        ], identity: "uuid")

    static let schoolBreak = BackupRowKind(
        type: "school_break", table: "schoolBreak",
        fields: [
            .init("uuid", "uuid", .text), .init("id", "id", .integer), .init("name", "name", .text),
            .init("first_day", "firstDay", .text), .init("last_day", "lastDay", .text),
            .init("created_at", "createdAt", .instant), .init("updated_at", "updatedAt", .instant),
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
    /// What a line without it (null, or written before the field existed) puts in a column that takes no NULL.
    let absent: DatabaseValue

    init(_ key: String, _ column: String, _ value: BackupValueKind, absent: (any DatabaseValueConvertible)? = nil) {
        self.key = key
        self.column = column
        self.value = value
        self.absent = absent?.databaseValue ?? .null
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
    /// The `key` of a row of a fixed catalogue (a goal's metric) in the file, its id in the table.
    case catalogue(table: String)
}

/// Instants between the table's text and the file's ISO 8601.
enum BackupInstant {
    /// `2026-11-21 09:00:00.000` → `2026-11-21T09:00:00.000Z`; other stored forms are read as dates first.
    static func iso(fromStored text: String) -> String? {
        if isStoredForm(text) { return isoForm(ofStored: text) }
        guard let stored = StoredInstant.fromDatabaseValue(text.databaseValue)?.text, isStoredForm(stored)
        else { return nil }
        return isoForm(ofStored: stored)
    }

    /// An ISO 8601 instant (with or without milliseconds, `Z` or an offset) → the table's text; nil when unreadable.
    static func stored(fromISO text: String) -> String? {
        var chars = Array(text.utf8)
        if (chars.count == 24 || chars.count == 20), chars[10] == UInt8(ascii: "T"), chars.last == UInt8(ascii: "Z") {
            chars[10] = UInt8(ascii: " ")
            chars.removeLast()
            if chars.count == 19 { chars += Array(".000".utf8) }
            let candidate = String(decoding: chars, as: UTF8.self)
            if isStoredForm(candidate) { return candidate }
        }
        guard let date = DiarioClock.instant(fromISO: text, timeZone: .utc) else { return nil }
        let stored = StoredInstant(date).text
        return stored.isEmpty ? nil : stored  // a year past what the table's text can hold
    }

    /// `2026-11-21 09:00:00.000` → `2026-11-21T09:00:00.000Z`.
    private static func isoForm(ofStored text: String) -> String {
        var chars = Array(text.utf8)
        chars[10] = UInt8(ascii: "T")
        chars.append(UInt8(ascii: "Z"))
        return String(decoding: chars, as: UTF8.self)
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
