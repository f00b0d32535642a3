public import DiarioDomain
internal import GRDB

/// What a run of the ``DataMigrationService`` changed.
public struct DataMigrationReport: Equatable, Sendable {
    /// How many tasks got each subject key.
    public var tasksBySubject: [String: Int] = [:]
    /// How many materials got each subject key.
    public var materialsBySubject: [String: Int] = [:]

    /// The number of tasks changed.
    public var changedTasks: Int { tasksBySubject.values.reduce(0, +) }
    /// The number of materials changed.
    public var changedMaterials: Int { materialsBySubject.values.reduce(0, +) }
    /// Whether nothing was changed.
    public var isEmpty: Bool { changedTasks == 0 && changedMaterials == 0 }
}

/// Gives work without a subject (from older data, imports or a removed subject) a subject: the one its
/// text names when the detector finds one, else the fallback `other`. Idempotent: a second run changes
/// nothing.
public struct DataMigrationService: Sendable {
    private let store: DiarioStore
    private let makeDetector: @Sendable () -> any SubjectDetecting

    /// Creates the service over a store and a subject detector, which is built only when some work lacks a subject
    /// (building the lexicons costs more than the check that runs at every start).
    public init(store: DiarioStore, detector: @escaping @autoclosure @Sendable () -> any SubjectDetecting) {
        self.store = store
        self.makeDetector = detector
    }

    /// Whether any work lacks a subject; a cheap indexed check, so it can run at every start.
    public func isNeeded() throws -> Bool {
        try store.read { db in
            // SQL text: the query interface would read the schema first, at every start.
            try Bool.fetchOne(
                db.cachedStatement(
                    sql: """
                        SELECT EXISTS (SELECT 1 FROM studyTask WHERE subjectId IS NULL)
                            OR EXISTS (SELECT 1 FROM studyMaterial WHERE subjectId IS NULL)
                        """)) ?? false
        }
    }

    /// Assigns subjects in one transaction and reports what it changed.
    public func run() throws -> DataMigrationReport {
        guard try isNeeded() else { return DataMigrationReport() }
        return try store.write { db in
            let subjects = try DiarioStore.subjects(SubjectRecord.all().inListOrder().fetchAll(db), in: db)
            let active = subjects.filter(\.isActive)
            let ids = Dictionary(uniqueKeysWithValues: subjects.map { ($0.key, $0.id!) })
            let detect = makeDetector().detector(among: active)
            func subject(for texts: [String?]) -> String {
                let text = texts.compactMap { $0 }.joined(separator: " ")
                let key = detect(text) ?? Subject.fallbackKey
                return ids[key] == nil ? Subject.fallbackKey : key
            }
            var report = DataMigrationReport()
            for var record in try StudyTaskRecord.filter(StudyTaskRecord.Columns.subjectId == nil).fetchAll(db) {
                let key = subject(for: [record.title, record.sourceText, record.notes])
                record.subjectId = ids[key]
                try record.update(db)
                report.tasksBySubject[key, default: 0] += 1
            }
            for var record in try StudyMaterialRecord.filter(StudyMaterialRecord.Columns.subjectId == nil)
                .fetchAll(db)
            {
                let key = subject(for: [record.title, record.notes])
                record.subjectId = ids[key]
                try record.update(db)
                report.materialsBySubject[key, default: 0] += 1
            }
            return report
        }
    }
}
