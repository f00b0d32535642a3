internal import DiarioDomain
import Foundation
internal import GRDB

/// A row of `studySession`.
struct StudySessionRecord: Codable, InstantStoringRecord, MutablePersistableRecord {
    static let databaseTableName = "studySession"

    var id: Int64?
    var subjectId: Int64
    var startedAt: Date
    var minutes: Int
    var source: String
    var createdAt: Date
    /// The row's stable identity across devices and backups; the database gives one when nil.
    @StableIdentity var uuid: String? = nil

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let subjectId = Column(CodingKeys.subjectId)
        static let startedAt = Column(CodingKeys.startedAt)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension StudySessionRecord {
    init(_ session: StudySession, subjectId: Int64, createdAt: Date) {
        self.init(
            id: session.id, subjectId: subjectId, startedAt: session.startedAt, minutes: session.minutes,
            source: session.source.rawValue, createdAt: createdAt)
    }

    func session(subjectKey: String) -> StudySession {
        StudySession(
            id: id, subjectKey: subjectKey, startedAt: startedAt, minutes: minutes,
            source: StudySource(rawValue: source) ?? .typed)
    }
}

extension DerivableRequest<StudySessionRecord> {
    /// The sessions that started in `interval`, oldest first.
    func started(in interval: DateInterval) -> Self {
        filter(
            StudySessionRecord.Columns.startedAt >= StoredInstant(interval.start)
                && StudySessionRecord.Columns.startedAt < StoredInstant(interval.end)
        )
        .order(StudySessionRecord.Columns.startedAt, StudySessionRecord.Columns.id)
    }
}
