import DiarioDomain
import Foundation
internal import GRDB

/// A row of `subject`.
struct SubjectRecord: Codable, InstantStoringRecord, MutablePersistableRecord {
    static let databaseTableName = "subject"
    static let aliases = hasMany(SubjectAliasRecord.self)

    var id: Int64?
    var key: String
    var nameKey: String?
    var customName: String?
    var icon: String
    var colour: String
    var sortOrder: Int
    var isActive: Bool
    var isBuiltIn: Bool
    /// The row's stable identity across devices and backups; the database gives one when nil.
    @StableIdentity var uuid: String? = nil
    /// When the row last changed; a merge keeps the newer copy. Nil for rows untouched since before v6.
    var updatedAt: Date? = nil

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let key = Column(CodingKeys.key)
        static let sortOrder = Column(CodingKeys.sortOrder)
        static let isActive = Column(CodingKeys.isActive)
        static let isBuiltIn = Column(CodingKeys.isBuiltIn)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension SubjectRecord {
    init(_ subject: Subject) {
        self.init(
            id: subject.id, key: subject.key, nameKey: subject.nameKey, customName: subject.customName,
            icon: subject.icon, colour: subject.colour.rawValue, sortOrder: subject.sortOrder,
            isActive: subject.isActive, isBuiltIn: subject.isBuiltIn)
    }

    func subject(aliases: [String]) -> Subject {
        Subject(
            id: id, key: key, nameKey: nameKey, customName: customName, icon: icon,
            colour: SubjectColour(rawValue: colour) ?? .gray, sortOrder: sortOrder, isActive: isActive,
            isBuiltIn: isBuiltIn, aliases: aliases)
    }
}

extension DerivableRequest<SubjectRecord> {
    /// Subjects in the order lists show them.
    func inListOrder() -> Self {
        order(SubjectRecord.Columns.sortOrder, SubjectRecord.Columns.id)
    }
}

/// A row of `subjectAlias`: another word a student uses for a subject.
struct SubjectAliasRecord: Codable, InstantStoringRecord, MutablePersistableRecord {
    static let databaseTableName = "subjectAlias"

    var id: Int64?
    var subjectId: Int64
    var alias: String
    var foldedAlias: String

    enum Columns {
        static let subjectId = Column(CodingKeys.subjectId)
        static let foldedAlias = Column(CodingKeys.foldedAlias)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}
