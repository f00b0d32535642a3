public import DiarioDomain
internal import GRDB

extension DiarioStore: MaterialRepository {
    /// Saves a new material; its subject key, when given, must name an existing subject.
    public func addMaterial(_ material: StudyMaterial) throws -> StudyMaterial {
        let title = material.title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !title.isEmpty else { throw DomainError.emptyTitle }
        return try write { db in
            var record = StudyMaterialRecord(material, subjectId: try Self.subjectId(for: material.subjectKey, in: db))
            record.id = nil
            record.title = title
            try record.insert(db)
            return record.material(subjectKey: material.subjectKey)
        }
    }

    /// Every material, in id order, with its subject key.
    public func allMaterials() throws(StorageError) -> [StudyMaterial] {
        try read { db in
            let keys = try Self.subjectKeysById(in: db)
            return try StudyMaterialRecord.order(StudyMaterialRecord.Columns.id).fetchAll(db).map {
                $0.material(subjectKey: $0.subjectId.flatMap { keys[$0] })
            }
        }
    }
}
