import DiarioDomain
import Foundation
internal import GRDB

/// Merges the lines of an export into an open write transaction, one line at a time: a row is matched by its
/// stable id (a subject also by its key, a preference by its key), added when missing (under the file's integer
/// id when that is free, so that restored tasks keep their numbers), replaced when the file's copy is newer,
/// and left alone otherwise. Values are checked for shape (types, references, the table's constraints), never
/// against the rules for typing a new task: an old due date is valid history. Lines without a `type` are tasks
/// of the first export format, always added.
struct BackupMerger {
    let db: GRDB.Database
    let now: Date
    private(set) var report = ImportReport()
    private(set) var sawRows = false
    private var subjectIds: [String: Int64]
    private var referenceIds: [String: [String: Int64]] = [:]
    /// The rows this import added or replaced, by table: a node or a page, which has no `updatedAt` of its own, is
    /// replaced only when its map or material was (so an older file never takes back newer edits).
    private var replacedRows: [String: Set<Int64>] = [:]
    /// The numbers of the rows this merge added, by table.
    private(set) var insertedRows: [String: Set<Int64>] = [:]
    /// Whether a row that differs replaces the database's copy whatever the stamps say: sync has decided already,
    /// column by column.
    var replacesAlways = false
    /// For sync: where a new row goes when its number is taken here. Above every number any device claims, so that
    /// it takes no number another arriving row wants (which would move every row after it by one); sync then puts
    /// it where it belongs. Nil for an import: the row takes the next number.
    var numberWhenTaken: ((BackupRowKind) throws -> Int64)?

    /// The tables whose rows follow their parent's "newer wins", and the column naming the parent.
    private static let followParent: [String: (column: String, table: String)] = [
        "mindMapNode": ("mapId", "mindMap"), "materialPage": ("materialId", "studyMaterial"),
    ]

    /// A statement's SQL and the columns it binds, in order.
    private typealias Statement = (sql: String, columns: [String])

    /// Each table's INSERT of every field, and without `id` (for a row whose number is taken here), built once.
    private static let insertStatements: [String: (all: Statement, withoutId: Statement)] = Dictionary(
        uniqueKeysWithValues: BackupRowKind.all.map {
            ($0.table, (makeInsert($0, withId: true), makeInsert($0, withId: false)))
        })

    /// Each table's UPDATE of every field but its number and UUID, by rowid (bound last), built once.
    private static let updateStatements: [String: Statement] = Dictionary(
        uniqueKeysWithValues: BackupRowKind.all.map { ($0.table, makeUpdate($0)) })

    private static func insert(_ kind: BackupRowKind, withId: Bool) -> Statement {
        insertStatements[kind.table].map { withId ? $0.all : $0.withoutId } ?? makeInsert(kind, withId: withId)
    }

    private static func update(_ kind: BackupRowKind) -> Statement {
        updateStatements[kind.table] ?? makeUpdate(kind)
    }

    private static func makeInsert(_ kind: BackupRowKind, withId: Bool) -> Statement {
        let columns = kind.fields.map(\.column).filter { withId || $0 != "id" }
        // A line of the first export format has no UUID: the row gets a new one, as the column's default gives.
        let placeholders = columns.map { $0 == "uuid" ? DiarioStore.uuidOrNew : "?" }.joined(separator: ", ")
        return ("INSERT INTO \(kind.table) (\(columns.joined(separator: ", "))) VALUES (\(placeholders))", columns)
    }

    private static func makeUpdate(_ kind: BackupRowKind) -> Statement {
        let columns = kind.fields.map(\.column).filter { $0 != "id" && $0 != "uuid" }
        let assignments = columns.map { "\($0) = ?" }.joined(separator: ", ")
        return ("UPDATE \(kind.table) SET \(assignments) WHERE rowid = ?", columns)
    }

    init(db: GRDB.Database, now: Date) throws {
        self.db = db
        self.now = now
        subjectIds = try DiarioStore.subjectIdsByKey(in: db)
    }

    /// Takes one line; throws ``BackupLineProblem`` (or a constraint error) when it cannot.
    mutating func merge(_ line: String) throws {
        guard case .object(var object)? = JSONValue.parse(line) else { throw problem("import.reason.json", "") }
        let type = object["type"]?.string
        if type == "diario" { return }
        let kind: BackupRowKind
        if let type {
            guard let found = BackupRowKind.all.first(where: { $0.type == type }) else {
                throw problem("import.reason.type", type)
            }
            kind = found
        } else {
            guard object["title"]?.string != nil else { throw problem("import.reason.json", "") }
            kind = .task
            object = legacyTask(object)
        }
        try merge(object, as: kind)
    }

    /// Takes one row of `kind`, as a line's fields; throws as ``merge(_:)``.
    mutating func merge(_ object: [String: JSONValue], as kind: BackupRowKind) throws {
        sawRows = true
        var values: [String: DatabaseValue] = [:]
        for field in kind.fields {
            let value = try value(object[field.key] ?? .null, field)
            values[field.column] = value.isNull ? field.absent : value
        }
        if kind.table == "studyTask" { try checkTask(object) }
        if kind.table == "mindMapNode", let parent = values["parentId"], !parent.isNull {
            // A node's parent is a node of the same map: a file that says otherwise would make no tree.
            let parentMap = try Int64.fetchOne(
                db.cachedStatement(sql: "SELECT mapId FROM mindMapNode WHERE id = ?"), arguments: [parent])
            guard parentMap == values["mapId"].flatMap({ Int64.fromDatabaseValue($0) }) else {
                throw problem("import.reason.reference", object["parent"]?.string ?? "")
            }
        }
        let aliases = try kind.table == "subject" ? self.aliases(object["aliases"]) : nil
        try save(kind, values, aliases: aliases)
    }

    // MARK: - Matching and saving

    private mutating func save(_ kind: BackupRowKind, _ values: [String: DatabaseValue], aliases: [String]?) throws {
        let existing = try match(kind, values)
        if let existing {
            let rowId: Int64 = existing["matchedRowId"]
            var changed = kind.fields.contains { field in
                field.column != "id" && field.column != "uuid"
                    && values[field.column] != (existing[field.column] as DatabaseValue?) ?? .null
            }
            if let aliases, try aliases != currentAliases(subjectId: rowId) { changed = true }
            // Rows that point to this one name it by the file's uuid, which may differ from the database's (a material
            // matched by its file's hash): both lead here.
            remember(kind.table, rowId: rowId, uuid: values["uuid"].flatMap { String.fromDatabaseValue($0) })
            var newer = isNewer(values["updatedAt"], than: (existing["updatedAt"] as DatabaseValue?) ?? .null)
            if let parent = Self.followParent[kind.table] {
                let parentId = values[parent.column].flatMap { Int64.fromDatabaseValue($0) }
                newer = parentId.map { replacedRows[parent.table, default: []].contains($0) } ?? false
            }
            guard changed, newer || replacesAlways else {
                report.unchanged += 1
                remember(kind.table, rowId: rowId, uuid: existing["uuid"])
                return
            }
            let update = Self.update(kind)
            try db.cachedStatement(sql: update.sql)
                .execute(
                    arguments: StatementArguments(update.columns.map { values[$0] ?? .null } + [rowId.databaseValue]))
            if let aliases { try replaceAliases(aliases, subjectId: rowId) }
            replacedRows[kind.table, default: []].insert(rowId)
            report.updated[kind.type, default: 0] += 1
            remember(kind.table, rowId: rowId, uuid: existing["uuid"])
            return
        }
        var insert = Self.insert(kind, withId: true)
        var values = values
        if let id = values["id"], !id.isNull,
            try Bool.fetchOne(
                db.cachedStatement(sql: "SELECT 1 FROM \(kind.table) WHERE id = ?"), arguments: [id]) == true
        {
            // That number is taken here: the row gets a new one.
            if let numberWhenTaken {
                values["id"] = try numberWhenTaken(kind).databaseValue
            } else {
                insert = Self.insert(kind, withId: false)
            }
        }
        try db.cachedStatement(sql: insert.sql).execute(
            arguments: StatementArguments(insert.columns.map { values[$0] ?? .null }))
        let rowId = db.lastInsertedRowID
        replacedRows[kind.table, default: []].insert(rowId)
        insertedRows[kind.table, default: []].insert(rowId)
        if let aliases { try replaceAliases(aliases, subjectId: rowId) }
        if kind.table == "subject", let key = String.fromDatabaseValue(values["key"] ?? .null) {
            subjectIds[key] = rowId
        }
        report.added[kind.type, default: 0] += 1
        remember(kind.table, rowId: rowId, uuid: values["uuid"].flatMap { String.fromDatabaseValue($0) })
    }

    /// The row of the database that is the file's row: same uuid; else, for a subject the same key, for a material
    /// the same file (its hash), for a page the same material and number; for a preference, the same key.
    private func match(_ kind: BackupRowKind, _ values: [String: DatabaseValue]) throws -> Row? {
        let select = "SELECT rowid AS matchedRowId, * FROM \(kind.table)"
        if kind.identity == "key" {
            return try Row.fetchOne(
                db.cachedStatement(sql: select + " WHERE key = ?"), arguments: [values["key"] ?? .null])
        }
        if let uuid = values["uuid"], !uuid.isNull,
            let row = try Row.fetchOne(db.cachedStatement(sql: select + " WHERE uuid = ?"), arguments: [uuid])
        {
            return row
        }
        switch kind.table {
        case "subject":
            return try Row.fetchOne(
                db.cachedStatement(sql: select + " WHERE key = ?"), arguments: [values["key"] ?? .null])
        case "studyMaterial":
            return try Row.fetchOne(
                db.cachedStatement(sql: select + " WHERE fileSha256 = ?"), arguments: [values["fileSha256"] ?? .null])
        case "materialPage":
            return try Row.fetchOne(
                db.cachedStatement(sql: select + " WHERE materialId = ? AND number = ?"),
                arguments: [values["materialId"] ?? .null, values["number"] ?? .null])
        default:
            return nil
        }
    }

    /// Whether the file's copy should replace the database's: it is newer, or the database's was never stamped.
    private func isNewer(_ file: DatabaseValue?, than stored: DatabaseValue) -> Bool {
        guard let storedText = String.fromDatabaseValue(stored) else { return true }
        guard let file, let fileText = String.fromDatabaseValue(file) else { return false }
        return fileText > storedText
    }

    private mutating func remember(_ table: String, rowId: Int64, uuid: String?) {
        guard let uuid else { return }
        referenceIds[table, default: [:]][uuid] = rowId
    }

    // MARK: - Values

    private mutating func value(_ json: JSONValue, _ field: BackupField) throws -> DatabaseValue {
        if case .null = json { return .null }
        switch field.value {
        case .text:
            guard let text = json.string else { throw problem("import.reason.field", field.key) }
            // "\u0000" in JSON is a NUL in the text: SQLite would keep only what comes before it.
            if text.utf8.contains(0) { throw problem("import.reason.nul", field.key) }
            if field.column == "uuid", UUID(uuidString: text) == nil { throw problem("import.reason.uuid", text) }
            return (field.column == "uuid" ? text.lowercased() : text).databaseValue
        case .integer:
            guard case .number(let number) = json, number.rounded() == number, abs(number) < 9e15 else {
                throw problem("import.reason.field", field.key)
            }
            // A row's number is what the student types to name it: a positive one.
            if field.column == "id", number < 1 { throw problem("import.reason.field", field.key) }
            return Int64(number).databaseValue
        case .real:
            guard case .number(let number) = json else { throw problem("import.reason.field", field.key) }
            return number.databaseValue
        case .boolean:
            guard case .bool(let flag) = json else { throw problem("import.reason.field", field.key) }
            return (flag ? 1 : 0).databaseValue
        case .instant:
            guard let text = json.string else { throw problem("import.reason.field", field.key) }
            guard let stored = BackupInstant.stored(fromISO: text) else {
                throw problem("import.reason.timestamp", text)
            }
            return stored.databaseValue
        case .json:
            return json.text.databaseValue
        case .subjectKey:
            guard let key = json.string else { throw problem("import.reason.field", field.key) }
            return try subjectId(forKey: key).databaseValue
        case .reference(let table):
            guard let uuid = json.string?.lowercased() else { throw problem("import.reason.field", field.key) }
            if let id = referenceIds[table]?[uuid] { return id.databaseValue }
            guard
                let id = try Int64.fetchOne(
                    db.cachedStatement(sql: "SELECT id FROM \(table) WHERE uuid = ?"), arguments: [uuid])
            else { throw problem("import.reason.reference", uuid) }
            return id.databaseValue
        case .catalogue(let table):
            guard let key = json.string,
                let id = try Int64.fetchOne(
                    db.cachedStatement(sql: "SELECT id FROM \(table) WHERE key = ?"), arguments: [key])
            else { throw problem("import.reason.field", field.key) }
            return id.databaseValue
        }
    }

    /// The id of the subject a row names, creating a placeholder custom subject the first time a key is met.
    private mutating func subjectId(forKey key: String) throws -> Int64 {
        if let id = subjectIds[key] { return id }
        guard Subject.key(forName: key) == key else { throw problem("import.reason.subject", key) }
        var created: [String] = []
        let id = try DiarioStore.subjectId(forImported: key, ids: &subjectIds, created: &created, in: db)
        if let id { insertedRows["subject", default: []].insert(id) }
        report.createdSubjects += created
        return id ?? 0
    }

    private func aliases(_ json: JSONValue?) throws -> [String] {
        guard let json, case .array(let items) = json else { return [] }
        return try items.map { item in
            guard let alias = item.string else { throw problem("import.reason.field", "aliases") }
            return alias
        }
    }

    private func currentAliases(subjectId: Int64) throws -> [String] {
        try String.fetchAll(
            db, sql: "SELECT alias FROM subjectAlias WHERE subjectId = ? ORDER BY id", arguments: [subjectId])
    }

    private func replaceAliases(_ aliases: [String], subjectId: Int64) throws {
        guard try aliases != currentAliases(subjectId: subjectId) else { return }
        try db.execute(sql: "DELETE FROM subjectAlias WHERE subjectId = ?", arguments: [subjectId])
        try DiarioStore.insertAliases(aliases, subjectId: subjectId, in: db)
    }

    // MARK: - Tasks

    /// A task line of the first export format: no ids; kind, priority and filing time have defaults.
    private func legacyTask(_ object: [String: JSONValue]) -> [String: JSONValue] {
        var task = object
        task["id"] = nil
        task["uuid"] = nil
        task["kind"] = task["kind"] ?? .string(TaskKind.other.rawValue)
        task["priority"] = task["priority"] ?? .string(TaskPriority.medium.rawValue)
        if task["created_at"] == nil || task["created_at"] == .null {
            task["created_at"] = .string(BackupInstant.iso(fromStored: StoredInstant(now).text) ?? "")
        }
        return task
    }

    /// The checks that name what is wrong with a task in words a student reads (the table's constraints catch
    /// the same, in SQLite's words).
    private func checkTask(_ object: [String: JSONValue]) throws {
        let title = object["title"]?.string ?? ""
        if title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            throw problem("import.reason.emptyTitle", "")
        }
        if let kind = object["kind"]?.string, TaskKind(rawValue: kind) == nil {
            throw problem("import.reason.kind", kind)
        }
        if let priority = object["priority"]?.string, TaskPriority(rawValue: priority) == nil {
            throw problem("import.reason.priority", priority)
        }
        if let rule = object["repeat"]?.string, RecurrenceRule(rrule: rule) == nil {
            throw problem("import.reason.repeat", rule)
        }
        let due = object["due"]?.string
        if let due, CalendarDay(iso: due) == nil { throw problem("import.reason.due", due) }
        if let time = object["time"]?.string, TimeOfDay(iso: time) == nil || due == nil {
            throw problem("import.reason.time", time)
        }
    }

    private func problem(_ reason: String, _ detail: String) -> BackupLineProblem {
        BackupLineProblem(reason: reason, detail: detail)
    }
}
