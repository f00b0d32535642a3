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
    @StableIdentity var uuid: String? = nil
    /// When the row last changed; a merge keeps the newer copy. Nil for rows untouched since before v6.
    var updatedAt: Date? = nil
    var fileSha256: String? = nil
    var fileName: String? = nil
    var fileFormat: String? = nil
    var fileSize: Int64? = nil
    var status: String = "done"
    var failureReason: String? = nil
    var pageCount: Int = 0

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let title = Column(CodingKeys.title)
        static let subjectId = Column(CodingKeys.subjectId)
        static let createdAt = Column(CodingKeys.createdAt)
        static let fileSha256 = Column(CodingKeys.fileSha256)
        static let status = Column(CodingKeys.status)
        static let updatedAt = Column(CodingKeys.updatedAt)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension StudyMaterialRecord {
    init(_ material: StudyMaterial, subjectId: Int64?) {
        self.init(
            id: material.id, title: material.title, subjectId: subjectId, kind: material.kind.rawValue,
            location: material.location, notes: material.notes, createdAt: material.createdAt,
            fileSha256: material.file?.sha256, fileName: material.file?.originalName,
            fileFormat: material.file?.format.rawValue, fileSize: material.file?.byteCount,
            status: material.status.name, failureReason: material.status.failureReason,
            pageCount: material.pageCount)
    }

    func material(subjectKey: String?) -> StudyMaterial {
        var file: MaterialFile?
        if let fileSha256, let fileName, let format = fileFormat.flatMap(MaterialFormat.init(rawValue:)) {
            file = MaterialFile(sha256: fileSha256, originalName: fileName, format: format, byteCount: fileSize ?? 0)
        }
        return StudyMaterial(
            id: id, title: title, subjectKey: subjectKey, kind: MaterialKind(rawValue: kind) ?? .other,
            location: location, notes: notes, createdAt: createdAt, file: file,
            status: MaterialStatus(name: status, reason: failureReason), pageCount: pageCount)
    }
}

extension QueryInterfaceRequest<StudyMaterialRecord> {
    /// The materials of a subject, newest first.
    func ofSubject(_ subjectId: Int64) -> Self {
        filter(StudyMaterialRecord.Columns.subjectId == subjectId)
            .order(StudyMaterialRecord.Columns.createdAt.desc, StudyMaterialRecord.Columns.id.desc)
    }

    /// The most recently added, newest first.
    func recent(limit: Int) -> Self {
        order(StudyMaterialRecord.Columns.createdAt.desc, StudyMaterialRecord.Columns.id.desc).limit(limit)
    }

    /// Those not read yet or failed, oldest first (the partial index `studyMaterial_unread`).
    func unread() -> Self {
        filter(StudyMaterialRecord.Columns.status != "done").order(StudyMaterialRecord.Columns.createdAt)
    }
}

extension MaterialStatus {
    /// The status a stored word and reason name; an unknown word reads as pending, to be read again.
    init(name: String, reason: String?) {
        switch name {
        case "processing": self = .processing
        case "done": self = .done
        case "failed": self = .failed(reason: reason ?? "")
        default: self = .pending
        }
    }

    /// The reason stored beside a failure.
    var failureReason: String? {
        if case .failed(let reason) = self { return reason }
        return nil
    }
}
