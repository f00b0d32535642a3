public import DiarioDomain
import DiarioInterchange
import DiarioMaterials
import Foundation

/// Mind maps: made from a material's outline, by hand, or from a file; shown as a tree; changed node by node; written
/// as Markdown, OPML, FreeMind or Mermaid. `diario maps …` / `mappe`, `/mappe` in a session.
public struct MindMapCommands: Sendable {
    let context: AppContext

    /// Creates the commands over a context.
    public init(context: AppContext) { self.context = context }

    /// Makes a map: from material `materialId`'s outline (titled by its first heading or the material's title, unless
    /// `title` is given), or an empty one titled `title`. Throws ``DomainError`` (no such material, subject or title),
    /// ``MindMapCommandError/noOutline(id:)`` for a material whose text has no structure, or ``StorageError``.
    @discardableResult
    public func new(title: String?, subjectKey: String?, fromMaterial materialId: Int64?) throws -> MindMap {
        var outline: [OutlineNode] = []
        var mapTitle = title
        var subject = subjectKey
        if let materialId {
            guard let material = try context.materials.material(id: materialId) else {
                throw DomainError.materialNotFound(id: materialId)
            }
            let text = try context.materials.pages(ofMaterial: materialId).map(\.text).joined(separator: "\n")
            // With a coach endpoint, the model may propose the outline; its JSON is checked, and the outline read
            // from the text's own structure is used when it fails or gives none.
            let offline = OutlineReader.outline(of: text)
            let proposed = MaterialModelProposals(context: context).outline(
                of: text, title: offline.title ?? material.title)
            let found = proposed.map { (title: Optional($0.title), nodes: $0.nodes) } ?? offline
            guard !found.nodes.isEmpty else { throw MindMapCommandError.noOutline(id: materialId) }
            outline = found.nodes
            mapTitle = mapTitle ?? found.title ?? material.title
            subject = subject ?? material.subjectKey
        }
        guard let mapTitle else { throw DomainError.emptyTitle }
        let map = try context.mindMaps.addMindMap(
            MindMap(
                title: mapTitle, subjectKey: try subject ?? detectedSubject(mapTitle), materialId: materialId,
                createdAt: context.clock.now()),
            outline: outline)
        try report(map, key: "map.added")
        return map
    }

    /// Lists the maps (of a subject when given), newest first.
    public func list(subjectKey: String?) throws {
        let maps = try context.mindMaps.mindMaps(subjectKey: subjectKey)
        if context.json {
            context.console.out(JSONOutput.line(try maps.map { MindMapJSON($0, nodes: nil, count: try count($0)) }))
            return
        }
        guard !maps.isEmpty else {
            context.console.out(context.localization.text("map.none"))
            return
        }
        let renderer = try MindMapRenderer(context: context)
        for map in maps { context.console.out(renderer.line(map, nodeCount: try count(map))) }
        context.console.out(context.style.dim(context.localization.plural("map.count", count: maps.count)))
    }

    /// Shows a map as a tree, folded below `depth` levels when given. Throws ``DomainError/mindMapNotFound(id:)``.
    public func show(id: Int64, depth: Int?) throws {
        let map = try requireMap(id)
        let nodes = try context.mindMaps.nodes(ofMap: id)
        if context.json {
            context.console.out(JSONOutput.line(MindMapJSON(map, nodes: nodes, count: nodes.count)))
            return
        }
        try MindMapRenderer(context: context).tree(map, nodes: nodes, depth: depth).forEach(context.console.out)
    }

    /// Adds a node under the node numbered `parent` (nil: under the title) and says its number. Nodes are named by
    /// their number in the map (``MindMapNumbering``); throws ``DomainError/mindMapNodeNotFound(id:)`` for a number
    /// the map lacks.
    public func addNode(mapId: Int64, text: String, note: String?, under parent: Int64?) throws {
        let parentId = try parent.map { try rowId(ofNode: $0, inMap: mapId) }
        let node = try context.mindMaps.addNode(text, note: note, toMap: mapId, under: parentId)
        let number = node.id.flatMap { try? numbering(ofMap: mapId).number(ofNode: $0) } ?? 0
        context.console.out(context.localization.text("map.nodeAdded", ["text": node.text, "id": String(number)]))
    }

    /// Renames the node numbered `node`, or the map when `node` is nil.
    public func rename(mapId: Int64, node: Int64?, to text: String, note: String?) throws {
        let nodeId = try node.map { try rowId(ofNode: $0, inMap: mapId) }
        try context.mindMaps.renameNode(nodeId, ofMap: mapId, to: text, note: note)
        context.console.out(context.localization.text("map.renamed", ["text": text]))
    }

    /// Moves the node numbered `node` and its subtree under the node numbered `parent` (nil: under the title).
    public func move(mapId: Int64, node: Int64, under parent: Int64?) throws {
        let nodeId = try rowId(ofNode: node, inMap: mapId)
        let parentId = try parent.map { try rowId(ofNode: $0, inMap: mapId) }
        try context.mindMaps.moveNode(nodeId, ofMap: mapId, under: parentId)
        context.console.out(context.localization.text("map.moved", ["id": String(node)]))
    }

    /// Removes the node numbered `node` and its subtree, or the whole map when `node` is nil; undo brings them back.
    public func remove(mapId: Int64, node: Int64?) throws {
        let title = try requireMap(mapId).title
        let nodeId = try node.map { try rowId(ofNode: $0, inMap: mapId) }
        let count = try context.mindMaps.removeNode(nodeId, ofMap: mapId)
        let key = node == nil ? "map.removed" : "map.nodeRemoved"
        context.console.out(
            context.localization.plural(key, count: count, ["title": title, "undo": UndoCommands.hint(context)]))
    }

    /// The numbers the student sees on the map's nodes.
    private func numbering(ofMap mapId: Int64) throws -> MindMapNumbering {
        MindMapNumbering(nodes: try context.mindMaps.nodes(ofMap: mapId))
    }

    /// The row id of the node numbered `number` in the map. Throws ``DomainError/mindMapNotFound(id:)`` or
    /// ``DomainError/mindMapNodeNotFound(id:)``.
    private func rowId(ofNode number: Int64, inMap mapId: Int64) throws -> Int64 {
        _ = try requireMap(mapId)
        guard let id = try numbering(ofMap: mapId).nodeId(numbered: number) else {
            throw DomainError.mindMapNodeNotFound(id: number)
        }
        return id
    }

    /// The names `--format` takes: md, opml, mm, mermaid.
    public static let formatNames = MindMapFileFormat.allCases.map(\.rawValue)

    /// The map as a file of `format` (one of ``formatNames``; else the output's extension, else Markdown): written to
    /// `output`, or printed.
    public func export(id: Int64, format name: String?, output: String?) throws {
        let format =
            name.flatMap(MindMapFileFormat.init(rawValue:)) ?? output.flatMap(MindMapFileFormat.init(path:))
            ?? .markdown
        let map = try requireMap(id)
        let text = MindMapFile.write(
            title: map.title, nodes: Self.outline(try context.mindMaps.nodes(ofMap: id)), as: format)
        guard let output else {
            context.console.write(text)
            return
        }
        try OutputFile.write(Data(text.utf8), to: output)
        context.console.out(context.localization.text("map.exported", ["path": output]))
    }

    /// Makes a map from a file of `format` (one of ``formatNames``; by the file's name when nil). Throws
    /// ``MindMapCommandError`` for a file that cannot be read or is no map, ``DomainError`` or ``StorageError``.
    @discardableResult
    public func importFile(_ path: String, format name: String?, subjectKey: String?) throws -> MindMap {
        guard let format = name.flatMap(MindMapFileFormat.init(rawValue:)) ?? MindMapFileFormat(path: path) else {
            throw MindMapCommandError.unknownFormat(path: path)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw MindMapCommandError.unreadable(path: path)
        }
        let read: (title: String, nodes: [OutlineNode])
        do {
            read = try MindMapFile.read(String(decoding: data, as: UTF8.self), as: format)
        } catch {
            throw MindMapCommandError.notAMap(path: path)
        }
        // A file whose root has no text (an OPML without a title) is named after itself.
        let title =
            read.title.trimmingCharacters(in: .whitespaces).isEmpty
            ? ((path as NSString).lastPathComponent as NSString).deletingPathExtension : read.title
        let map = try context.mindMaps.addMindMap(
            MindMap(title: title, subjectKey: try subjectKey ?? detectedSubject(title), createdAt: context.clock.now()),
            outline: read.nodes)
        try report(map, key: "map.imported")
        return map
    }

    /// The stored nodes as a tree.
    static func outline(_ nodes: [MindMapNode]) -> [OutlineNode] {
        let byParent = Dictionary(grouping: nodes, by: \.parentId)
        func children(of parent: Int64?) -> [OutlineNode] {
            (byParent[parent] ?? []).sorted { $0.position < $1.position }.map {
                OutlineNode($0.text, note: $0.note, children: children(of: $0.id))
            }
        }
        return children(of: nil)
    }

    private func requireMap(_ id: Int64) throws -> MindMap {
        guard let map = try context.mindMaps.mindMap(id: id) else { throw DomainError.mindMapNotFound(id: id) }
        return map
    }

    private func count(_ map: MindMap) throws -> Int { try context.mindMaps.nodes(ofMap: map.id ?? 0).count }

    private func report(_ map: MindMap, key: String) throws {
        if context.json {
            context.console.out(JSONOutput.line(MindMapJSON(map, nodes: nil, count: try count(map))))
            return
        }
        let line = try MindMapRenderer(context: context).line(map, nodeCount: try count(map))
        context.console.out(context.localization.text(key, ["map": line]))
    }

    private func detectedSubject(_ title: String) throws -> String {
        try context.router().subjectDetector.detect(in: title) ?? "other"
    }
}

/// What a maps command refuses.
public enum MindMapCommandError: Error, Equatable, Sendable {
    /// The material's text has no headings, numbered sections or lists to make a map of.
    case noOutline(id: Int64)
    /// The file's name says no map format and none was given.
    case unknownFormat(path: String)
    /// The file cannot be read.
    case unreadable(path: String)
    /// The file is not a map in the format it names.
    case notAMap(path: String)
}

extension MindMapCommandError: StudentFacingError {
    /// The sentence for each.
    public var message: StudentMessage {
        switch self {
        case .noOutline(let id): StudentMessage("error.map.noOutline", ["id": String(id)])
        case .unknownFormat(let path): StudentMessage("error.map.unknownFormat", ["path": path])
        case .unreadable(let path): StudentMessage("error.map.unreadable", ["path": path])
        case .notAMap(let path): StudentMessage("error.map.notAMap", ["path": path])
        }
    }

    /// The student's to fix: 1.
    public var exitCode: Int32 { 1 }
}
