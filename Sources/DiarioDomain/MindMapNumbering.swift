/// The numbers a student sees on a map's nodes: 1, 2, 3… in the order the tree is drawn (a parent before its
/// children, siblings in order), counted in each map on its own. The store's row ids never reach the student; a
/// node's number is its place in the drawing, so a node added or removed moves the numbers after it.
public struct MindMapNumbering: Sendable {
    /// The nodes in the order they are drawn: the node numbered n is `ordered[n - 1]`.
    public let ordered: [MindMapNode]
    private let numbers: [Int64: Int]

    /// Numbers the nodes of one map; nodes whose parent is not among them are left out.
    public init(nodes: [MindMapNode]) {
        let byParent = Dictionary(grouping: nodes, by: \.parentId).mapValues { $0.sorted { $0.position < $1.position } }
        var ordered: [MindMapNode] = []
        ordered.reserveCapacity(nodes.count)
        // Depth first, without recursion: a deep map cannot overflow the stack.
        var pending = Array((byParent[nil] ?? []).reversed())
        while let node = pending.popLast() {
            ordered.append(node)
            if let id = node.id { pending += (byParent[id] ?? []).reversed() }
        }
        self.ordered = ordered
        var numbers: [Int64: Int] = [:]
        for (index, node) in ordered.enumerated() {
            if let id = node.id { numbers[id] = index + 1 }
        }
        self.numbers = numbers
    }

    /// The number the student sees for the node with this row id; nil for a node of another map.
    public func number(ofNode id: Int64) -> Int? { numbers[id] }

    /// The row id of the node numbered `number`; nil when the map has no such number.
    public func nodeId(numbered number: Int64) -> Int64? {
        guard number >= 1, number <= Int64(ordered.count) else { return nil }
        return ordered[Int(number - 1)].id
    }
}
