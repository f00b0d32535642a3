import DiarioDomain
import DiarioLocalization

/// Mind maps as the student reads them: a line in a list, or the whole tree drawn with box-drawing lines (plain
/// ASCII when output is not a terminal or colour is off).
struct MindMapRenderer {
    let context: AppContext
    let subjects: [String: Subject]

    init(context: AppContext) throws {
        self.context = context
        self.subjects = try context.subjectsByKey()
    }

    /// "#2 📜 Storia · Il Risorgimento · 24 nodi".
    func line(_ map: MindMap, nodeCount: Int) -> String {
        let l10n = context.localization
        var parts = ["#\(map.id ?? 0)"]
        if let subject = subjects[map.subjectKey] { parts.append("\(subject.icon) \(l10n.name(of: subject))") }
        parts.append(context.style.bold(map.title))
        parts.append(l10n.plural("map.nodes", count: nodeCount))
        if let material = map.materialId { parts.append(l10n.text("map.fromMaterial", ["id": String(material)])) }
        return parts.joined(separator: " · ")
    }

    /// The title, then each node on its own line under its parent, with its number; below `depth` levels a node
    /// shows how many it hides.
    func tree(_ map: MindMap, nodes: [MindMapNode], depth: Int?) -> [String] {
        let fancy = context.style.isEnabled
        let (branch, last, pipe, space) = fancy ? ("├── ", "└── ", "│   ", "    ") : ("|-- ", "`-- ", "|   ", "    ")
        let byParent = Dictionary(grouping: nodes, by: \.parentId).mapValues { $0.sorted { $0.position < $1.position } }
        let numbering = MindMapNumbering(nodes: nodes)
        var lines = [context.style.bold(map.title)]
        func hidden(under id: Int64?) -> Int {
            (byParent[id] ?? []).reduce(0) { $0 + 1 + hidden(under: $1.id) }
        }
        func draw(_ parent: Int64?, prefix: String, level: Int) {
            let children = byParent[parent] ?? []
            for (index, node) in children.enumerated() {
                let isLast = index == children.count - 1
                var text = node.text + context.style.dim("  #\(node.id.flatMap(numbering.number(ofNode:)) ?? 0)")
                let folded = depth.map { level >= $0 } ?? false
                if folded, hidden(under: node.id) > 0 {
                    text +=
                        " "
                        + context.style.dim(
                            context.localization.text("map.folded", ["count": String(hidden(under: node.id))]))
                }
                lines.append(prefix + (isLast ? last : branch) + text)
                if !folded { draw(node.id, prefix: prefix + (isLast ? space : pipe), level: level + 1) }
            }
        }
        draw(nil, prefix: "", level: 1)
        return lines
    }
}
