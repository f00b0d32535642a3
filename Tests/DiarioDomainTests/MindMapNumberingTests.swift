import DiarioDomain
import Testing

@Suite("Map node numbers: 1, 2, 3… in drawn order, in each map")
struct MindMapNumberingTests {
    /// A node of map 7; row ids are deliberately large and out of order, as in a diary with other maps.
    func node(_ id: Int64, under parent: Int64?, at position: Int) -> MindMapNode {
        MindMapNode(id: id, mapId: 7, parentId: parent, position: position, text: "n\(id)")
    }

    @Test("A parent before its children, siblings by position, whatever the row ids")
    func drawnOrder() {
        let nodes = [
            node(4_000, under: nil, at: 1), node(3_975, under: nil, at: 0), node(5_000, under: 3_975, at: 1),
            node(4_500, under: 3_975, at: 0), node(4_600, under: 4_500, at: 0),
        ]
        let numbering = MindMapNumbering(nodes: nodes)
        #expect(numbering.ordered.compactMap(\.id) == [3_975, 4_500, 4_600, 5_000, 4_000])
        #expect(numbering.number(ofNode: 3_975) == 1)
        #expect(numbering.number(ofNode: 4_000) == 5)
        #expect(numbering.nodeId(numbered: 3) == 4_600)
        #expect(numbering.nodeId(numbered: 0) == nil)
        #expect(numbering.nodeId(numbered: 6) == nil)
        #expect(numbering.number(ofNode: 1) == nil)
    }

    @Test("A map fifty thousand levels deep is numbered without running out of stack")
    func deepMap() {
        let nodes = (1...50_000).map { id in node(Int64(id), under: id == 1 ? nil : Int64(id - 1), at: 0) }
        let numbering = MindMapNumbering(nodes: nodes.reversed())
        #expect(numbering.ordered.count == 50_000)
        #expect(numbering.nodeId(numbered: 50_000) == 50_000)
    }
}
