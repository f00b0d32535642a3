public import DiarioDomain
import Foundation
internal import GRDB

/// A row of `grade`.
struct GradeRecord: Codable, InstantStoringRecord, MutablePersistableRecord {
    static let databaseTableName = "grade"

    var id: Int64?
    var subjectId: Int64
    var mark: String
    var value: Double?
    var component: String?
    var weight: Double
    var day: String
    var taskId: Int64?
    var createdAt: Date
    var updatedAt: Date?
    /// The row's stable identity; the database gives one when nil.
    @StableIdentity var uuid: String? = nil

    enum Columns {
        static let subjectId = Column(CodingKeys.subjectId)
        static let day = Column(CodingKeys.day)
        static let id = Column(CodingKeys.id)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    func grade(subjectKey: String) -> Grade? {
        guard let day = CalendarDay(iso: day) else { return nil }
        return Grade(
            id: id, subjectKey: subjectKey, mark: mark, value: value,
            component: component.flatMap(GradeComponent.init(rawValue:)), weight: weight, day: day, taskId: taskId,
            createdAt: createdAt)
    }
}

extension DiarioStore: GradeRepository {
    /// Saves the grade; a test task it answers that is still open is completed in the same undoable change.
    public func addGrade(_ grade: Grade) throws -> Grade {
        let mark = grade.mark.trimmingCharacters(in: .whitespaces)
        guard !mark.isEmpty, mark.count <= 20, grade.value.map({ (0...10).contains($0) }) ?? true,
            grade.weight > 0, grade.weight <= 10
        else { throw DomainError.invalidGrade(text: grade.mark) }
        return try journaledWrite(.gradeAdded) { db in
            guard let subjectId = try Self.subjectId(for: grade.subjectKey, in: db) else {
                throw DomainError.subjectNotFound(key: grade.subjectKey)
            }
            let now = clock.now()
            var record = GradeRecord(
                subjectId: subjectId, mark: mark, value: grade.value, component: grade.component?.rawValue,
                weight: grade.weight, day: grade.day.iso, taskId: grade.taskId, createdAt: grade.createdAt,
                updatedAt: now)
            try record.insert(db)
            if let taskId = grade.taskId {
                try db.execute(
                    sql: "UPDATE studyTask SET completedAt = ?, updatedAt = ? WHERE id = ? AND completedAt IS NULL",
                    arguments: [StoredInstant(now), StoredInstant(now), taskId])
            }
            return (record.grade(subjectKey: grade.subjectKey) ?? grade, "\(grade.subjectKey) \(mark)", record.id)
        }
    }

    /// The grades, oldest first (by day, then as recorded); of one subject when given.
    public func grades(subjectKey: String?) throws(StorageError) -> [Grade] {
        try read { db in
            let keys = try Self.subjectKeysById(in: db)
            var request = GradeRecord.order(GradeRecord.Columns.day, GradeRecord.Columns.id)
            if let subjectKey {
                guard let id = keys.first(where: { $0.value == subjectKey })?.key else { return [] }
                request = request.filter(GradeRecord.Columns.subjectId == id)
            }
            return try request.fetchAll(db).compactMap { $0.grade(subjectKey: keys[$0.subjectId] ?? "other") }
        }
    }

    /// Removes a grade, undoably.
    public func removeGrade(id: Int64) throws -> Grade {
        try journaledWrite(.gradeRemoved) { db in
            guard let record = try GradeRecord.fetchOne(db, key: id) else { throw DomainError.gradeNotFound(id: id) }
            let key = try Self.subjectKeysById(in: db)[record.subjectId] ?? "other"
            try record.delete(db)
            guard let grade = record.grade(subjectKey: key) else { throw DomainError.gradeNotFound(id: id) }
            return (grade, "\(key) \(record.mark)", id)
        }
    }
}
