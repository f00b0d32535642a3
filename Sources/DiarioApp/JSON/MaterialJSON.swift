import DiarioDomain

/// A material as `--json` prints it; `show` adds its pages.
struct MaterialJSON: Encodable {
    let id: Int64
    let title: String
    let subject: String?
    let kind: String
    let status: String
    let failure: String?
    let pageCount: Int
    let file: FileJSON?
    let createdAt: String
    let pages: [PageJSON]?

    struct FileJSON: Encodable {
        let name: String
        let format: String
        let sha256: String
        let bytes: Int64
    }

    struct PageJSON: Encodable {
        let number: Int
        let text: String
    }

    enum CodingKeys: String, CodingKey {
        case id, title, subject, kind, status, failure, file, pages
        case pageCount = "page_count"
        case createdAt = "created_at"
    }

    init(_ material: StudyMaterial, pages: [MaterialPage]? = nil) {
        id = material.id ?? 0
        title = material.title
        subject = material.subjectKey
        kind = material.kind.rawValue
        status = material.status.name
        if case .failed(let reason) = material.status { failure = reason } else { failure = nil }
        pageCount = material.pageCount
        file = material.file.map {
            FileJSON(name: $0.originalName, format: $0.format.rawValue, sha256: $0.sha256, bytes: $0.byteCount)
        }
        createdAt = Timestamp.format(material.createdAt)
        self.pages = pages?.map { PageJSON(number: $0.number, text: $0.text) }
    }
}

/// A search hit as `--json` prints it: matches between `[` and `]`.
struct SearchHitJSON: Encodable {
    let source: String
    let id: Int64
    let page: Int?
    let title: String
    let snippet: String
    let subject: String?

    init(_ hit: SearchHit) {
        source = hit.source.rawValue
        id = hit.itemId
        page = hit.page
        title = MaterialRenderer.bracketed(hit.title)
        snippet = MaterialRenderer.bracketed(hit.snippet)
        subject = hit.subjectKey
    }
}

/// A mind map as `--json` prints it: `nodes` (parents before children) only when it is shown.
struct MindMapJSON: Encodable {
    let id: Int64
    let title: String
    let subject: String
    let material: Int64?
    let nodeCount: Int
    let createdAt: String
    let nodes: [NodeJSON]?

    /// A node by its number in the map (``MindMapNumbering``), its parent's number, nil right under the title.
    struct NodeJSON: Encodable {
        let number: Int
        let parent: Int?
        let position: Int
        let text: String
        let note: String?
    }

    enum CodingKeys: String, CodingKey {
        case id, title, subject, material, nodes
        case nodeCount = "node_count"
        case createdAt = "created_at"
    }

    init(_ map: MindMap, nodes: [MindMapNode]?, count: Int) {
        id = map.id ?? 0
        title = map.title
        subject = map.subjectKey
        material = map.materialId
        nodeCount = count
        createdAt = Timestamp.format(map.createdAt)
        self.nodes = nodes.map { nodes in
            let numbering = MindMapNumbering(nodes: nodes)
            return numbering.ordered.enumerated().map { index, node in
                NodeJSON(
                    number: index + 1, parent: node.parentId.flatMap(numbering.number(ofNode:)),
                    position: node.position, text: node.text, note: node.note)
            }
        }
    }
}
