public import DiarioDomain
import Foundation
internal import GRDB

extension DiarioStore: MindMapRepository {
    /// Saves the map and its outline in one undoable change.
    public func addMindMap(_ map: MindMap, outline: [OutlineNode]) throws -> MindMap {
        let title = try Self.checkedNodeText(map.title)
        return try journaledWrite(.mindMapAdded) { db in
            guard let subjectId = try Self.subjectId(for: map.subjectKey, in: db) else {
                throw DomainError.subjectNotFound(key: map.subjectKey)
            }
            var record = MindMapRecord(
                title: title, subjectId: subjectId, materialId: map.materialId, createdAt: map.createdAt,
                updatedAt: clock.now())
            try record.insert(db)
            guard let mapId = record.id else { throw StorageError.failed(reason: "no id for the new map") }
            try Self.insert(outline, mapId: mapId, parentId: nil, in: db)
            return (record.map(subjectKey: map.subjectKey), title, mapId)
        }
    }

    /// Every map, newest first; of one subject when given.
    public func mindMaps(subjectKey: String?) throws(StorageError) -> [MindMap] {
        try read { db in
            let keys = try Self.subjectKeysById(in: db)
            var request = MindMapRecord.order(MindMapRecord.Columns.createdAt.desc, MindMapRecord.Columns.id.desc)
            if let subjectKey {
                guard let id = keys.first(where: { $0.value == subjectKey })?.key else { return [] }
                request = request.filter(MindMapRecord.Columns.subjectId == id)
            }
            return try request.fetchAll(db).map { $0.map(subjectKey: keys[$0.subjectId] ?? "other") }
        }
    }

    /// The map with that id.
    public func mindMap(id: Int64) throws(StorageError) -> MindMap? {
        try read { db in
            guard let record = try MindMapRecord.fetchOne(db, key: id) else { return nil }
            return record.map(subjectKey: try Self.subjectKeysById(in: db)[record.subjectId] ?? "other")
        }
    }

    /// The map a node belongs to.
    public func mindMap(containingNode nodeId: Int64) throws(StorageError) -> MindMap? {
        guard
            let mapId = try read({ db in
                try Int64.fetchOne(db, sql: "SELECT mapId FROM mindMapNode WHERE id = ?", arguments: [nodeId])
            })
        else { return nil }
        return try mindMap(id: mapId)
    }

    /// The nodes, parents before children (depth first), siblings in order.
    public func nodes(ofMap id: Int64) throws(StorageError) -> [MindMapNode] {
        try read { db in
            let all = try MindMapNodeRecord.filter(MindMapNodeRecord.Columns.mapId == id)
                .order(MindMapNodeRecord.Columns.position, MindMapNodeRecord.Columns.id).fetchAll(db)
            let byParent = Dictionary(grouping: all, by: \.parentId)
            var ordered: [MindMapNode] = []
            var seen: Set<Int64> = []
            func visit(_ parent: Int64?) {
                for child in byParent[parent] ?? [] where child.id.map({ seen.insert($0).inserted }) ?? false {
                    ordered.append(child.node)
                    visit(child.id)
                }
            }
            visit(nil)
            return ordered
        }
    }

    /// Adds a node as its parent's last child, undoably.
    public func addNode(_ text: String, note: String?, toMap mapId: Int64, under parentId: Int64?) throws
        -> MindMapNode
    {
        let text = try Self.checkedNodeText(text)
        let note = try Self.checkedNote(note)
        return try journaledWrite(.mindMapEdited) { db in
            try Self.requireMap(mapId, in: db)
            if let parentId { try Self.requireNode(parentId, inMap: mapId, in: db) }
            var record = MindMapNodeRecord(
                mapId: mapId, parentId: parentId, position: try Self.nextPosition(under: parentId, inMap: mapId, db),
                text: text, note: note)
            try record.insert(db)
            try Self.touch(mapId, at: clock.now(), in: db)
            return (record.node, text, mapId)
        }
    }

    /// Renames a node (or, for nil, the map), undoably.
    public func renameNode(_ nodeId: Int64?, ofMap mapId: Int64, to text: String, note: String?) throws {
        let text = try Self.checkedNodeText(text)
        let note = try Self.checkedNote(note)
        try journaledWrite(.mindMapEdited) { db in
            try Self.requireMap(mapId, in: db)
            if let nodeId {
                var record = try Self.requireNode(nodeId, inMap: mapId, in: db)
                record.text = text
                if let note { record.note = note }
                try record.update(db)
            } else {
                try db.execute(sql: "UPDATE mindMap SET title = ? WHERE id = ?", arguments: [text, mapId])
            }
            try Self.touch(mapId, at: clock.now(), in: db)
            return ((), text, mapId)
        }
    }

    /// Moves a node with its subtree under another parent, undoably; never under itself.
    public func moveNode(_ nodeId: Int64, ofMap mapId: Int64, under parentId: Int64?) throws {
        try journaledWrite(.mindMapEdited) { db in
            try Self.requireMap(mapId, in: db)
            var record = try Self.requireNode(nodeId, inMap: mapId, in: db)
            // Up from the new parent to the title: meeting the node itself (or going round, in a damaged import)
            // would make a cycle.
            var ancestor = parentId
            var steps = 0
            while let current = ancestor {
                steps += 1
                guard current != nodeId, steps <= 10_000 else { throw DomainError.mindMapCycle }
                ancestor = try Self.requireNode(current, inMap: mapId, in: db).parentId
            }
            let oldParent = record.parentId
            record.parentId = parentId
            record.position = try Self.nextPosition(under: parentId, inMap: mapId, db)
            try record.update(db)
            try Self.renumber(under: oldParent, inMap: mapId, db)
            try Self.touch(mapId, at: clock.now(), in: db)
            return ((), record.text, mapId)
        }
    }

    /// Removes a node with its subtree, or the whole map, undoably.
    public func removeNode(_ nodeId: Int64?, ofMap mapId: Int64) throws -> Int {
        try journaledWrite(.mindMapEdited) { db in
            let map = try Self.requireMap(mapId, in: db)
            let before = try MindMapNodeRecord.filter(MindMapNodeRecord.Columns.mapId == mapId).fetchCount(db)
            guard let nodeId else {
                try map.delete(db)
                return (before, map.title, mapId)
            }
            let record = try Self.requireNode(nodeId, inMap: mapId, in: db)
            try record.delete(db)
            try Self.renumber(under: record.parentId, inMap: mapId, db)
            try Self.touch(mapId, at: clock.now(), in: db)
            let after = try MindMapNodeRecord.filter(MindMapNodeRecord.Columns.mapId == mapId).fetchCount(db)
            return (before - after, record.text, mapId)
        }
    }

    // MARK: - Rules and helpers

    /// A node's or title's text trimmed, without control characters; throws ``DomainError/emptyTitle`` or
    /// ``DomainError/titleTooLong(maxLength:)`` (counted as SQLite counts: in code points).
    static func checkedNodeText(_ text: String) throws -> String {
        let text = StoredText.clean(text)
        guard !text.isEmpty else { throw DomainError.emptyTitle }
        guard text.unicodeScalars.count <= MindMap.maxTextLength else {
            throw DomainError.titleTooLong(maxLength: MindMap.maxTextLength)
        }
        return text
    }

    /// A note trimmed and cleaned; nil when nothing is left. Throws ``DomainError/titleTooLong(maxLength:)``.
    static func checkedNote(_ note: String?) throws -> String? {
        guard let note = note.map(StoredText.clean), !note.isEmpty else { return nil }
        guard note.unicodeScalars.count <= MindMap.maxNoteLength else {
            throw DomainError.titleTooLong(maxLength: MindMap.maxNoteLength)
        }
        return note
    }

    /// Inserts an outline under `parentId`, depth first, texts cleaned and cut to the longest allowed; a node left
    /// with no text gives its place to its children, so nothing under it is lost.
    static func insert(_ outline: [OutlineNode], mapId: Int64, parentId: Int64?, in db: GRDB.Database) throws {
        var position = try MindMapNodeRecord.all().children(of: parentId, inMap: mapId).fetchCount(db)
        for node in outline {
            let text = StoredText.prefix(StoredText.clean(node.text), MindMap.maxTextLength)
            guard !text.isEmpty else {
                try insert(node.children, mapId: mapId, parentId: parentId, in: db)
                position = try MindMapNodeRecord.all().children(of: parentId, inMap: mapId).fetchCount(db)
                continue
            }
            let note = node.note.map { StoredText.prefix(StoredText.clean($0), MindMap.maxNoteLength) }
            var record = MindMapNodeRecord(
                mapId: mapId, parentId: parentId, position: position, text: text,
                note: note?.isEmpty == false ? note : nil)
            try record.insert(db)
            position += 1
            try insert(node.children, mapId: mapId, parentId: record.id, in: db)
        }
    }

    @discardableResult
    private static func requireMap(_ id: Int64, in db: GRDB.Database) throws -> MindMapRecord {
        guard let map = try MindMapRecord.fetchOne(db, key: id) else { throw DomainError.mindMapNotFound(id: id) }
        return map
    }

    @discardableResult
    private static func requireNode(_ id: Int64, inMap mapId: Int64, in db: GRDB.Database) throws -> MindMapNodeRecord {
        guard let node = try MindMapNodeRecord.fetchOne(db, key: id), node.mapId == mapId else {
            throw DomainError.mindMapNodeNotFound(id: id)
        }
        return node
    }

    private static func nextPosition(under parentId: Int64?, inMap mapId: Int64, _ db: GRDB.Database) throws -> Int {
        try MindMapNodeRecord.all().children(of: parentId, inMap: mapId).fetchCount(db)
    }

    /// Numbers the children of a parent 0, 1, 2… again after one left.
    private static func renumber(under parentId: Int64?, inMap mapId: Int64, _ db: GRDB.Database) throws {
        for (position, var child) in try MindMapNodeRecord.all().children(of: parentId, inMap: mapId).fetchAll(db)
            .enumerated() where child.position != position
        {
            child.position = position
            try child.update(db)
        }
    }

    private static func touch(_ mapId: Int64, at instant: Date, in db: GRDB.Database) throws {
        try db.execute(
            sql: "UPDATE mindMap SET updatedAt = ? WHERE id = ?", arguments: [StoredInstant(instant), mapId])
    }
}
