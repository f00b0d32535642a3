internal import DiarioDomain
import Foundation
internal import GRDB

/// A row of `mindMap`.
struct MindMapRecord: Codable, InstantStoringRecord, MutablePersistableRecord {
    static let databaseTableName = "mindMap"

    var id: Int64?
    var title: String
    var subjectId: Int64
    var materialId: Int64?
    var createdAt: Date
    var updatedAt: Date?
    /// The row's stable identity; the database gives one when nil.
    @StableIdentity var uuid: String? = nil

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let subjectId = Column(CodingKeys.subjectId)
        static let createdAt = Column(CodingKeys.createdAt)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    func map(subjectKey: String) -> MindMap {
        MindMap(id: id, title: title, subjectKey: subjectKey, materialId: materialId, createdAt: createdAt)
    }
}

/// A row of `mindMapNode`.
struct MindMapNodeRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "mindMapNode"

    var id: Int64?
    var mapId: Int64
    var parentId: Int64?
    var position: Int
    var text: String
    var note: String?
    /// The row's stable identity; the database gives one when nil.
    @StableIdentity var uuid: String? = nil

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let mapId = Column(CodingKeys.mapId)
        static let parentId = Column(CodingKeys.parentId)
        static let position = Column(CodingKeys.position)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    var node: MindMapNode {
        MindMapNode(id: id, mapId: mapId, parentId: parentId, position: position, text: text, note: note)
    }
}

extension QueryInterfaceRequest<MindMapNodeRecord> {
    /// The children of `parentId` (nil: the nodes right under the title) in a map, in order.
    func children(of parentId: Int64?, inMap mapId: Int64) -> Self {
        filter(MindMapNodeRecord.Columns.mapId == mapId && MindMapNodeRecord.Columns.parentId == parentId)
            .order(MindMapNodeRecord.Columns.position)
    }
}
