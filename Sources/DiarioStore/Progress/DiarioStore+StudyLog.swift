public import DiarioDomain
public import Foundation
internal import GRDB

extension DiarioStore: StudyLogRepository {
    /// Records a session in one journaled change, so that undo takes it back; its subject must exist.
    public func logStudy(_ session: StudySession) throws -> StudySession {
        let valid = try session.validated()
        return try journaledWrite(.studyLogged) { db in
            guard let subjectId = try Self.subjectId(for: valid.subjectKey, in: db) else {
                throw DomainError.subjectNotFound(key: valid.subjectKey)
            }
            var record = StudySessionRecord(valid, subjectId: subjectId, createdAt: clock.now())
            record.id = nil
            try record.insert(db)
            return (
                record.session(subjectKey: valid.subjectKey), "\(valid.subjectKey), \(valid.minutes) min", record.id
            )
        }
    }

    /// The sessions that started in `interval`, oldest first, with their subject keys.
    public func studySessions(in interval: DateInterval) throws(StorageError) -> [StudySession] {
        try read { db in
            let keys = try Self.subjectKeysById(in: db)
            return try StudySessionRecord.all().started(in: interval).fetchAll(db).map {
                $0.session(subjectKey: keys[$0.subjectId] ?? Subject.fallbackKey)
            }
        }
    }
}
