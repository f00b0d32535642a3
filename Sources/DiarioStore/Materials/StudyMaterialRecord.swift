internal import DiarioDomain
import Foundation
internal import GRDB

/// A row of `studyMaterial`.
struct StudyMaterialRecord: Codable, InstantStoringRecord, MutablePersistableRecord {
    static let databaseTableName = "studyMaterial"

    var id: Int64?
    var title: String
    var subjectId: Int64?
    var kind: String
    var location: String?
    var notes: String?
    var createdAt: Date
    /// The row's stable identity across devices and backups; the database gives one when nil.
    var uuid: String? = nil
    /// When the row last changed; a merge keeps the newer copy. Nil for rows untouched since before v6.
    var updatedAt: Date? = nil

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let subjectId = Column(CodingKeys.subjectId)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension StudyMaterialRecord {
    init(_ material: StudyMaterial, subjectId: Int64?) {
        self.init(
            id: material.id, title: material.title, subjectId: subjectId, kind: material.kind.rawValue,
            location: material.location, notes: material.notes, createdAt: material.createdAt)
    }

    func material(subjectKey: String?) -> StudyMaterial {
        StudyMaterial(
            id: id, title: title, subjectKey: subjectKey, kind: MaterialKind(rawValue: kind) ?? .other,
            location: location, notes: notes, createdAt: createdAt)
    }
}
