public import DiarioDomain
internal import GRDB

/// What a run of the ``DataMigrationService`` changed.
public struct DataMigrationReport: Equatable, Sendable {
    /// How many tasks got each subject key.
    public var tasksBySubject: [String: Int] = [:]

    /// The number of tasks changed.
    public var changedTasks: Int { tasksBySubject.values.reduce(0, +) }
    /// Whether nothing was changed.
    public var isEmpty: Bool { changedTasks == 0 }
}

/// Gives work without a subject (from older data, imports or a removed subject) a subject: the one its
/// text names when the detector finds one, else the fallback `other`. Idempotent: a second run changes
/// nothing.
public struct DataMigrationService: Sendable {
    private let store: DiarioStore
    private let detector: any SubjectDetecting

    /// Creates the service over a store and a subject detector.
    public init(store: DiarioStore, detector: any SubjectDetecting) {
        self.store = store
        self.detector = detector
    }

    /// Whether any work lacks a subject; a cheap indexed check, so it can run at every start.
    public func isNeeded() throws -> Bool {
        try store.read { db in
            try StudyTaskRecord.filter(StudyTaskRecord.Columns.subjectId == nil).isEmpty(db) == false
        }
    }

    /// Assigns subjects in one transaction and reports what it changed.
    public func run() throws -> DataMigrationReport {
        guard try isNeeded() else { return DataMigrationReport() }
        return try store.write { db in
            let subjects = try DiarioStore.subjects(SubjectRecord.all().inListOrder().fetchAll(db), in: db)
            let active = subjects.filter(\.isActive)
            let ids = Dictionary(uniqueKeysWithValues: subjects.map { ($0.key, $0.id!) })
            var report = DataMigrationReport()
            let orphans = try StudyTaskRecord.filter(StudyTaskRecord.Columns.subjectId == nil).fetchAll(db)
            for var record in orphans {
                let text = [record.title, record.sourceText, record.notes].compactMap { $0 }.joined(separator: " ")
                let key = detector.detectSubject(in: text, among: active) ?? Subject.fallbackKey
                record.subjectId = ids[key] ?? ids[Subject.fallbackKey]
                try record.update(db)
                report.tasksBySubject[key, default: 0] += 1
            }
            return report
        }
    }
}
