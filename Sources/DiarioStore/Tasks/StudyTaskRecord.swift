import DiarioDomain
import Foundation
internal import GRDB

/// A row of `studyTask`. Due dates are stored as `YYYY-MM-DD` text and times as `HH:MM`, so that they
/// sort as they read and mean the same day in every time zone.
struct StudyTaskRecord: Codable, InstantStoringRecord, MutablePersistableRecord {
    static let databaseTableName = "studyTask"

    var id: Int64?
    var title: String
    var subjectId: Int64?
    var kind: String
    var dueDate: String?
    var dueTime: String?
    var priority: String
    var notes: String?
    var createdAt: Date
    var completedAt: Date?
    var repeatRule: String?
    var sourceText: String?
    /// The row's stable identity across devices and backups; the database gives one when nil.
    @StableIdentity var uuid: String? = nil
    /// When the row last changed; a merge keeps the newer copy. Nil for rows untouched since before v6.
    var updatedAt: Date? = nil

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let subjectId = Column(CodingKeys.subjectId)
        static let dueDate = Column(CodingKeys.dueDate)
        static let dueTime = Column(CodingKeys.dueTime)
        static let createdAt = Column(CodingKeys.createdAt)
        static let completedAt = Column(CodingKeys.completedAt)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension StudyTaskRecord {
    /// The columns every request selects, in the order `init(row:)` reads them.
    private static let columnOrder: [CodingKeys] = [
        .id, .title, .subjectId, .kind, .dueDate, .dueTime, .priority, .notes, .createdAt, .completedAt, .repeatRule,
        .sourceText, .uuid, .updatedAt,
    ]

    static var databaseSelection: [any SQLSelectable] { columnOrder.map { Column($0) } }

    /// The same columns, for SQL written as text.
    static let selectedColumns = columnOrder.map(\.stringValue).joined(separator: ", ")

    /// Reads a row by position: lists read tens of thousands, and decoding by name (or through `Decodable`) cost
    /// several times the query.
    init(row: Row) throws {
        id = row[0]
        title = row[1]
        subjectId = row[2]
        kind = row[3]
        dueDate = row[4]
        dueTime = row[5]
        priority = row[6]
        notes = row[7]
        createdAt = try row.requiredInstant(at: 8)
        completedAt = row.instant(at: 9)
        repeatRule = row[10]
        sourceText = row[11]
        uuid = row[12]
        updatedAt = row.instant(at: 13)
    }
}

extension StudyTaskRecord {
    init(_ task: StudyTask, subjectId: Int64?) {
        self.init(
            id: task.id, title: task.title, subjectId: subjectId, kind: task.kind.rawValue,
            dueDate: task.dueDate?.iso, dueTime: task.dueTime?.iso, priority: task.priority.rawValue,
            notes: task.notes, createdAt: task.createdAt, completedAt: task.completedAt,
            repeatRule: task.repeatRule, sourceText: task.sourceText)
    }

    func task(subjectKey: String?) -> StudyTask {
        StudyTask(
            id: id, title: title, subjectKey: subjectKey, kind: TaskKind(rawValue: kind) ?? .other,
            dueDate: dueDate.flatMap { CalendarDay(iso: $0) }, dueTime: dueTime.flatMap { TimeOfDay(iso: $0) },
            priority: TaskPriority(rawValue: priority) ?? .medium, notes: notes, createdAt: createdAt,
            completedAt: completedAt, repeatRule: repeatRule, sourceText: sourceText)
    }
}

extension DerivableRequest<StudyTaskRecord> {
    /// Tasks still to do.
    func open() -> Self {
        filter(StudyTaskRecord.Columns.completedAt == nil)
    }
}

extension StudyTaskRecord {
    /// The tasks a query selects, in list order, as SQL text: GRDB's query interface reads the schema to build a
    /// request, which was a tenth of a cold `list` (docs/benchmarks.md, "Start-up without the argument parser").
    /// `subjectId` is the subject's row for ``TaskQuery/openBySubject(key:)``.
    static func request(for query: TaskQuery, subjectId: Int64?) -> SQLRequest<StudyTaskRecord> {
        let open = "completedAt IS NULL"
        // Due date first (undated last), then priority (high first), then filing time.
        let listOrder = """
            ORDER BY dueDate ASC NULLS LAST, CASE priority WHEN 'high' THEN 0 WHEN 'medium' THEN 1 ELSE 2 END, \
            createdAt, id
            """
        let (filter, arguments): (String, StatementArguments)
        switch query {
        case .dueOn(let day):
            (filter, arguments) = ("\(open) AND dueDate = ? \(listOrder)", [day.iso])
        case .dueIn(let range):
            (filter, arguments) = (
                "\(open) AND dueDate >= ? AND dueDate <= ? \(listOrder)", [range.first.iso, range.last.iso]
            )
        case .testsDueIn(let range):
            // Tests, orals and exams, read from the index of open tasks (v25) and kept by kind.
            (filter, arguments) = (
                "\(open) AND dueDate >= ? AND dueDate <= ? AND kind IN ('test', 'oral', 'exam') \(listOrder)",
                [range.first.iso, range.last.iso]
            )
        case .overdue(let day, let time):
            // A task without a time is due at the end of its day.
            (filter, arguments) = (
                "\(open) AND (dueDate < ? OR (dueDate = ? AND dueTime IS NOT NULL AND dueTime < ?)) \(listOrder)",
                [day.iso, day.iso, time.iso]
            )
        case .dueThrough(let last):
            (filter, arguments) = ("\(open) AND dueDate <= ? \(listOrder)", [last.iso])
        case .openBySubject:
            (filter, arguments) = ("\(open) AND subjectId = ? \(listOrder)", [subjectId])
        case .allOpen:
            (filter, arguments) = ("\(open) \(listOrder)", [])
        case .recent(let limit):
            (filter, arguments) = ("1 ORDER BY createdAt DESC, id DESC LIMIT ?", [max(0, limit)])
        case .completedBetween(let from, let to):
            (filter, arguments) = (
                "completedAt >= ? AND completedAt < ? ORDER BY completedAt DESC, id DESC",
                [StoredInstant(from), StoredInstant(to)]
            )
        }
        return SQLRequest(
            sql: "SELECT \(selectedColumns) FROM studyTask WHERE \(filter)", arguments: arguments, cached: true)
    }
}
