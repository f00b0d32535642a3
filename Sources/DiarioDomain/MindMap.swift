public import Foundation

/// A mind map: a title and a tree of short nodes, belonging to a subject and perhaps made from a material.
public struct MindMap: Identifiable, Hashable, Sendable {
    /// The store's id; nil until saved.
    public var id: Int64?
    /// Its title, the tree's root ("Il Risorgimento").
    public var title: String
    /// The key of its subject.
    public var subjectKey: String
    /// The material it was made from, when it was.
    public var materialId: Int64?
    /// When it was made.
    public var createdAt: Date

    /// The longest title or node text, in characters.
    public static let maxTextLength = 500
    /// The longest note of a node, in characters.
    public static let maxNoteLength = 5_000

    /// Creates a map value.
    public init(id: Int64? = nil, title: String, subjectKey: String, materialId: Int64? = nil, createdAt: Date) {
        self.id = id
        self.title = title
        self.subjectKey = subjectKey
        self.materialId = materialId
        self.createdAt = createdAt
    }
}

/// A node of a mind map: a short text, an optional note, and its place among its siblings.
public struct MindMapNode: Identifiable, Hashable, Sendable {
    /// The store's id; nil until saved.
    public var id: Int64?
    /// The map it belongs to.
    public var mapId: Int64
    /// Its parent node; nil for a node right under the map's title.
    public var parentId: Int64?
    /// Its place among its siblings, from 0.
    public var position: Int
    /// Its text.
    public var text: String
    /// A longer note kept with it.
    public var note: String?

    /// Creates a node value.
    public init(id: Int64? = nil, mapId: Int64, parentId: Int64?, position: Int, text: String, note: String? = nil) {
        self.id = id
        self.mapId = mapId
        self.parentId = parentId
        self.position = position
        self.text = text
        self.note = note
    }
}

/// A tree of texts not yet saved: what an outline of a material or an imported file gives, and what a map exports.
public struct OutlineNode: Hashable, Sendable {
    /// Its text.
    public var text: String
    /// Its note, if any.
    public var note: String?
    /// Its children, in order.
    public var children: [OutlineNode]

    /// Creates an outline node.
    public init(_ text: String, note: String? = nil, children: [OutlineNode] = []) {
        self.text = text
        self.note = note
        self.children = children
    }

    /// How many nodes the tree under it holds, itself not counted.
    public var descendantCount: Int { children.reduce(children.count) { $0 + $1.descendantCount } }

    /// The tree a flat list of entries makes: each entry goes under the nearest entry before it of a smaller level;
    /// `notes` (by entry index) become the entries' notes, joined by spaces.
    public static func nest(_ entries: [(level: Int, text: String)], notes: [Int: [String]]) -> [OutlineNode] {
        var stack: [(level: Int, node: OutlineNode)] = []
        var roots: [OutlineNode] = []
        func close(downTo level: Int) {
            while let last = stack.last, last.level >= level {
                stack.removeLast()
                if stack.isEmpty {
                    roots.append(last.node)
                } else {
                    stack[stack.count - 1].node.children.append(last.node)
                }
            }
        }
        for (index, entry) in entries.enumerated() {
            close(downTo: entry.level)
            stack.append((entry.level, OutlineNode(entry.text, note: notes[index].map { $0.joined(separator: " ") })))
        }
        close(downTo: Int.min)
        return roots
    }
}

/// Reads and changes mind maps. Every change is one undoable transaction.
public protocol MindMapRepository: Sendable {
    /// Saves a new map with the outline's nodes under its title; returns it with its id. Throws ``DomainError`` for
    /// an empty or too long text or an unknown subject, else ``StorageError``.
    func addMindMap(_ map: MindMap, outline: [OutlineNode]) throws -> MindMap
    /// Every map, newest first; of one subject when given.
    func mindMaps(subjectKey: String?) throws(StorageError) -> [MindMap]
    /// The map with that id.
    func mindMap(id: Int64) throws(StorageError) -> MindMap?
    /// The map a node belongs to.
    func mindMap(containingNode nodeId: Int64) throws(StorageError) -> MindMap?
    /// The nodes of a map, parents before children, siblings in order.
    func nodes(ofMap id: Int64) throws(StorageError) -> [MindMapNode]
    /// Adds a node as the last child of `parentId` (nil: under the title). Throws
    /// ``DomainError/mindMapNotFound(id:)``, ``DomainError/mindMapNodeNotFound(id:)`` or a text rule, else
    /// ``StorageError``.
    func addNode(_ text: String, note: String?, toMap mapId: Int64, under parentId: Int64?) throws -> MindMapNode
    /// Changes a node's text (and note, when given); node nil renames the map itself. Throws as ``addNode``.
    func renameNode(_ nodeId: Int64?, ofMap mapId: Int64, to text: String, note: String?) throws
    /// Moves a node, with its subtree, to be the last child of `parentId` (nil: under the title). Throws
    /// ``DomainError/mindMapNodeNotFound(id:)`` or ``DomainError/mindMapCycle`` for a move under itself, else
    /// ``StorageError``.
    func moveNode(_ nodeId: Int64, ofMap mapId: Int64, under parentId: Int64?) throws
    /// Removes a node and its subtree (node nil: the whole map); undo brings them back. Returns how many nodes went.
    /// Throws ``DomainError/mindMapNotFound(id:)`` or ``DomainError/mindMapNodeNotFound(id:)``, else
    /// ``StorageError``.
    func removeNode(_ nodeId: Int64?, ofMap mapId: Int64) throws -> Int
}
