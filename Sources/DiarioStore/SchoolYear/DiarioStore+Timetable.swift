public import DiarioDomain
import Foundation
internal import GRDB

/// A row of `lesson`.
struct LessonRecord: Codable, InstantStoringRecord, MutablePersistableRecord {
    static let databaseTableName = "lesson"

    var id: Int64?
    var weekday: Int
    var period: Int?
    var startTime: String?
    var endTime: String?
    var subjectId: Int64
    var room: String?
    var teacher: String?
    var createdAt: Date
    var updatedAt: Date?
    /// The row's stable identity; the database gives one when nil.
    var uuid: String? = nil

    enum Columns {
        static let weekday = Column(CodingKeys.weekday)
        static let period = Column(CodingKeys.period)
        static let startTime = Column(CodingKeys.startTime)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    func lesson(subjectKey: String) -> Lesson? {
        guard let day = Weekday(rawValue: weekday) else { return nil }
        return Lesson(
            id: id, weekday: day, period: period, start: startTime.flatMap { TimeOfDay(iso: $0) },
            end: endTime.flatMap { TimeOfDay(iso: $0) }, subjectKey: subjectKey, room: room, teacher: teacher,
            createdAt: createdAt)
    }
}

extension DiarioStore: TimetableRepository {
    /// Saves a lesson, undoably; never two in one period, nor two whose minutes overlap, on the same day.
    public func addLesson(_ lesson: Lesson) throws -> Lesson {
        guard lesson.period.map({ (1...Lesson.maxPeriod).contains($0) }) ?? (lesson.start != nil) else {
            throw DomainError.invalidLesson
        }
        if let start = lesson.start, let end = lesson.end, end <= start { throw DomainError.invalidLesson }
        return try journaledWrite(.timetableChanged) { db in
            guard let subjectId = try Self.subjectId(for: lesson.subjectKey, in: db) else {
                throw DomainError.subjectNotFound(key: lesson.subjectKey)
            }
            let sameDay = try LessonRecord.filter(LessonRecord.Columns.weekday == lesson.weekday.rawValue).fetchAll(db)
            for other in sameDay {
                let samePeriod = lesson.period != nil && other.period == lesson.period
                var overlap = false
                if let start = lesson.start, let otherStart = other.startTime.flatMap({ TimeOfDay(iso: $0) }) {
                    let end = lesson.end ?? start
                    let otherEnd = other.endTime.flatMap { TimeOfDay(iso: $0) } ?? otherStart
                    overlap = start == otherStart || (start < otherEnd && otherStart < end)
                }
                if samePeriod || overlap {
                    throw DomainError.lessonOverlaps(
                        weekday: lesson.weekday.rawValue,
                        period: lesson.period.map { "\($0)" } ?? lesson.start?.iso ?? "")
                }
            }
            var record = LessonRecord(
                weekday: lesson.weekday.rawValue, period: lesson.period, startTime: lesson.start?.iso,
                endTime: lesson.end?.iso, subjectId: subjectId, room: lesson.room.map { String($0.prefix(60)) },
                teacher: lesson.teacher.map { String($0.prefix(80)) }, createdAt: lesson.createdAt,
                updatedAt: clock.now())
            try record.insert(db)
            return (record.lesson(subjectKey: lesson.subjectKey) ?? lesson, lesson.subjectKey, record.id)
        }
    }

    /// Every lesson, by weekday, then period, then start.
    public func lessons() throws(StorageError) -> [Lesson] {
        try read { db in
            let keys = try Self.subjectKeysById(in: db)
            return try LessonRecord.order(
                LessonRecord.Columns.weekday, LessonRecord.Columns.period, LessonRecord.Columns.startTime
            ).fetchAll(db).compactMap { $0.lesson(subjectKey: keys[$0.subjectId] ?? "other") }
        }
    }

    /// Removes a lesson, undoably.
    public func removeLesson(id: Int64) throws -> Lesson {
        try journaledWrite(.timetableChanged) { db in
            guard let record = try LessonRecord.fetchOne(db, key: id),
                let lesson = record.lesson(subjectKey: try Self.subjectKeysById(in: db)[record.subjectId] ?? "other")
            else { throw DomainError.lessonNotFound(id: id) }
            try record.delete(db)
            return (lesson, lesson.subjectKey, id)
        }
    }
}
