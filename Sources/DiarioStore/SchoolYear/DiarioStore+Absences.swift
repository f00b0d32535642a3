public import DiarioDomain
import Foundation
internal import GRDB

/// A row of `absence`.
struct AbsenceRecord: Codable, InstantStoringRecord, MutablePersistableRecord {
    static let databaseTableName = "absence"

    var id: Int64?
    var day: String
    var kind: String
    var hours: Double
    var period: Int?
    var time: String?
    var note: String?
    var createdAt: Date
    var updatedAt: Date?
    /// The row's stable identity; the database gives one when nil.
    @StableIdentity var uuid: String? = nil

    enum Columns {
        static let day = Column(CodingKeys.day)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    var absence: Absence? {
        guard let day = CalendarDay(iso: day), let kind = AbsenceKind(rawValue: kind) else { return nil }
        return Absence(
            id: id, day: day, kind: kind, hours: hours, period: period, time: time.flatMap { TimeOfDay(iso: $0) },
            note: note, createdAt: createdAt)
    }
}

extension DiarioStore: AbsenceRepository {
    /// Saves an absence, undoably.
    public func addAbsence(_ absence: Absence) throws -> Absence {
        guard (0...Absence.maxHours).contains(absence.hours),
            absence.period.map({ (1...Lesson.maxPeriod).contains($0) }) ?? true
        else { throw DomainError.invalidAbsence }
        return try journaledWrite(.absencesChanged) { db in
            var record = AbsenceRecord(
                day: absence.day.iso, kind: absence.kind.rawValue, hours: absence.hours, period: absence.period,
                time: absence.time?.iso, note: absence.note.map { Self.scalars($0, 200) },
                createdAt: absence.createdAt, updatedAt: clock.now())
            try record.insert(db)
            return (record.absence ?? absence, absence.day.iso, record.id)
        }
    }

    /// The absences of the range, oldest first.
    public func absences(in range: DayRange) throws(StorageError) -> [Absence] {
        try read { db in
            try AbsenceRecord.filter(
                AbsenceRecord.Columns.day >= range.first.iso && AbsenceRecord.Columns.day <= range.last.iso
            ).order(AbsenceRecord.Columns.day).fetchAll(db).compactMap(\.absence)
        }
    }

    /// Removes an absence, undoably.
    public func removeAbsence(id: Int64) throws -> Absence {
        try journaledWrite(.absencesChanged) { db in
            guard let record = try AbsenceRecord.fetchOne(db, key: id), let absence = record.absence else {
                throw DomainError.absenceNotFound(id: id)
            }
            try record.delete(db)
            return (absence, absence.day.iso, id)
        }
    }
}
