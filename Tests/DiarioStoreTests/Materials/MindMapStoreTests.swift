import DiarioDomain
import DiarioStore
import DiarioTestSupport
import Foundation
import Testing

/// Mind maps in a real file: nodes in order, moves that keep the tree a tree, removals and undo, and the export.
@Suite("Mind maps in the store")
struct MindMapStoreTests {
    func sample(_ t: TestStore) throws -> MindMap {
        try t.store.addMindMap(
            MindMap(title: "Risorgimento", subjectKey: "history", createdAt: Date()),
            outline: [
                OutlineNode("Restaurazione", children: [OutlineNode("Vienna"), OutlineNode("Santa Alleanza")]),
                OutlineNode("Mazzini", note: "Giovine Italia, 1831"),
            ])
    }

    func texts(_ t: TestStore, _ map: MindMap) throws -> [String] {
        let nodes = try t.store.nodes(ofMap: map.id!)
        let byId = Dictionary(uniqueKeysWithValues: nodes.map { ($0.id!, $0) })
        return nodes.map { node in (node.parentId.flatMap { byId[$0]?.text }.map { $0 + " > " } ?? "") + node.text }
    }

    @Test("The outline is kept parents first, siblings in order, with notes")
    func outline() throws {
        let t = try TestStore()
        let map = try sample(t)
        #expect(
            try texts(t, map) == [
                "Restaurazione", "Restaurazione > Vienna", "Restaurazione > Santa Alleanza", "Mazzini",
            ])
        #expect(try t.store.nodes(ofMap: map.id!).last?.note == "Giovine Italia, 1831")
        #expect(try t.store.mindMaps(subjectKey: "history").map(\.id) == [map.id])
        #expect(try t.store.mindMaps(subjectKey: "math").isEmpty)
    }

    @Test("Add, rename and move keep positions in order; a node never goes under itself")
    func edits() throws {
        let t = try TestStore()
        let map = try sample(t)
        let nodes = try t.store.nodes(ofMap: map.id!)
        let restaurazione = nodes[0].id!
        let vienna = nodes[1].id!
        let mazzini = nodes[3].id!
        let cavour = try t.store.addNode("Cavour", note: nil, toMap: map.id!, under: nil)
        try t.store.moveNode(mazzini, ofMap: map.id!, under: vienna)
        #expect(
            try texts(t, map) == [
                "Restaurazione", "Restaurazione > Vienna", "Vienna > Mazzini", "Restaurazione > Santa Alleanza",
                "Cavour",
            ])
        #expect(try t.store.nodes(ofMap: map.id!).first { $0.id == cavour.id }?.position == 1)
        #expect(throws: DomainError.mindMapCycle) {
            try t.store.moveNode(restaurazione, ofMap: map.id!, under: mazzini)
        }
        #expect(throws: DomainError.mindMapNodeNotFound(id: 999)) {
            try t.store.moveNode(999, ofMap: map.id!, under: nil)
        }
        try t.store.renameNode(nil, ofMap: map.id!, to: "Unità d'Italia", note: nil)
        #expect(try t.store.mindMap(id: map.id!)?.title == "Unità d'Italia")
        #expect(throws: DomainError.emptyTitle) { try t.store.renameNode(vienna, ofMap: map.id!, to: "  ", note: nil) }
    }

    @Test("Removing a node takes its subtree; removing the map takes every node; undo brings them back")
    func removeAndUndo() throws {
        let t = try TestStore()
        let map = try sample(t)
        let restaurazione = try t.store.nodes(ofMap: map.id!)[0].id!
        #expect(try t.store.removeNode(restaurazione, ofMap: map.id!) == 3)
        #expect(try texts(t, map) == ["Mazzini"])
        #expect(try t.store.nodes(ofMap: map.id!).first?.position == 0)
        _ = try t.store.undoLastChange()
        #expect(try texts(t, map).count == 4)
        #expect(try t.store.removeNode(nil, ofMap: map.id!) == 4)
        #expect(try t.store.mindMap(id: map.id!) == nil)
        _ = try t.store.undoLastChange()
        #expect(try texts(t, map).count == 4)
    }

    @Test("Removing a subject moves its maps and materials to the replacement, and their index with them")
    func subjectRemoved() throws {
        let t = try TestStore()
        _ = try t.store.createSubject(
            Subject(key: "latino", customName: "Latino", icon: "🏺", colour: .yellow, sortOrder: 0))
        let map = try t.store.addMindMap(
            MindMap(title: "Declinazioni", subjectKey: "latino", createdAt: Date()), outline: [])
        let material = try t.store.addMaterial(
            StudyMaterial(title: "Grammatica latina", subjectKey: "latino", createdAt: Date()), pages: ["rosa rosae"])
        _ = try t.store.removeSubject(key: "latino", movingWorkTo: "italian")
        #expect(try t.store.mindMap(id: map.id!)?.subjectKey == "italian")
        #expect(try t.store.material(id: material.id!)?.subjectKey == "italian")
        #expect(try t.store.search("rosae", subjectKey: "italian", limit: 5).map(\.itemId) == [material.id!])
        _ = try t.store.undoLastChange()
        #expect(try t.store.mindMap(id: map.id!)?.subjectKey == "latino")
        #expect(try t.store.search("rosae", subjectKey: "latino", limit: 5).map(\.itemId) == [material.id!])
    }

    @Test("An older export merged back does not take back newer edits of a map's nodes")
    func olderExport() throws {
        let t = try TestStore()
        let map = try sample(t)
        var older: [String] = []
        try t.store.exportEverything { older.append($0) }
        let vienna = try t.store.nodes(ofMap: map.id!)[1].id!
        try t.store.renameNode(vienna, ofMap: map.id!, to: "Congresso di Vienna", note: nil)
        _ = try t.store.importEverything(lines: older, now: Date())
        #expect(try t.store.nodes(ofMap: map.id!)[1].text == "Congresso di Vienna")
    }

    @Test("An outline's empty nodes give their place to their children; notes and texts are cleaned")
    func emptyNodes() throws {
        let t = try TestStore()
        let map = try t.store.addMindMap(
            MindMap(title: "Mappa", subjectKey: "history", createdAt: Date()),
            outline: [
                OutlineNode("A"),
                OutlineNode("  ", children: [OutlineNode("B"), OutlineNode("C\u{1B}[31m", note: " ")]),
            ])
        let nodes = try t.store.nodes(ofMap: map.id!)
        #expect(nodes.map(\.text) == ["A", "B", "C[31m"])
        #expect(nodes.map(\.position) == [0, 1, 2])
        #expect(nodes.last?.note == nil)
        let added = try t.store.addNode("D", note: nil, toMap: map.id!, under: nil)
        #expect(added.position == 3)
    }

    @Test("An export imported into a new database brings the map, nodes moved under later ones included")
    func exportImport() throws {
        let source = try TestStore()
        let map = try sample(source)
        let nodes = try source.store.nodes(ofMap: map.id!)
        let late = try source.store.addNode("Garibaldi", note: nil, toMap: map.id!, under: nil)
        try source.store.moveNode(nodes[0].id!, ofMap: map.id!, under: late.id)  // a parent with a larger id
        var lines: [String] = []
        try source.store.exportEverything { lines.append($0) }
        let target = try TestStore()
        _ = try target.store.importEverything(lines: lines, now: Date())
        let copy = try #require(try target.store.mindMaps(subjectKey: nil).first)
        #expect(try texts(target, copy) == texts(source, map))
    }
}
