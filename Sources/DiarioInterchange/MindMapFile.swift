public import DiarioDomain

/// The files a mind map is exchanged in. Each writes a title and a tree; reading what it wrote gives the same tree,
/// so export → import → export gives the same file.
public enum MindMapFileFormat: String, CaseIterable, Sendable {
    /// A Markdown outline, as markmap reads it: `# title`, then nested `- ` items; a note is a `> ` line in its item.
    case markdown = "md"
    /// OPML 2.0: nested `<outline text="…">`, a note in `_note`.
    case opml
    /// FreeMind / Freeplane: nested `<node TEXT="…">`, a note as a `richcontent` of type NOTE.
    case freemind = "mm"
    /// A Mermaid `mindmap` block, fenced: the root as `root[title]`, each node a line of text indented by its depth;
    /// brackets and quotes, which Mermaid reads as shapes, are written in their full-width forms; notes are not part
    /// of Mermaid's mind maps and are left out.
    case mermaid

    /// The format a file's name implies: `.md`, `.opml`, `.mm`, `.mmd` / `.mermaid`; nil for another.
    public init?(path: String) {
        let name = path.lowercased()
        if name.hasSuffix(".md") || name.hasSuffix(".markdown") {
            self = .markdown
        } else if name.hasSuffix(".opml") {
            self = .opml
        } else if name.hasSuffix(".mm") {
            self = .freemind
        } else if name.hasSuffix(".mmd") || name.hasSuffix(".mermaid") {
            self = .mermaid
        } else {
            return nil
        }
    }
}

/// Writes and reads mind maps in the four formats.
public enum MindMapFile {
    /// The map as a file of `format`.
    public static func write(title: String, nodes: [OutlineNode], as format: MindMapFileFormat) -> String {
        switch format {
        case .markdown:
            var lines = ["# " + oneLine(title), ""]
            func add(_ nodes: [OutlineNode], depth: Int) {
                let indent = String(repeating: "  ", count: depth)
                for node in nodes {
                    lines.append(indent + "- " + oneLine(node.text))
                    if let note = node.note { lines.append(indent + "  > " + oneLine(note)) }
                    add(node.children, depth: depth + 1)
                }
            }
            add(nodes, depth: 0)
            return lines.joined(separator: "\n") + "\n"
        case .opml:
            var lines = [
                #"<?xml version="1.0" encoding="UTF-8"?>"#, #"<opml version="2.0">"#,
                "  <head><title>\(XMLText.escaped(title))</title></head>", "  <body>",
            ]
            func add(_ nodes: [OutlineNode], depth: Int) {
                let indent = String(repeating: "  ", count: depth + 2)
                for node in nodes {
                    var open = indent + #"<outline text="\#(XMLText.escaped(node.text))""#
                    if let note = node.note { open += #" _note="\#(XMLText.escaped(note))""# }
                    if node.children.isEmpty {
                        lines.append(open + "/>")
                    } else {
                        lines.append(open + ">")
                        add(node.children, depth: depth + 1)
                        lines.append(indent + "</outline>")
                    }
                }
            }
            add(nodes, depth: 0)
            return (lines + ["  </body>", "</opml>"]).joined(separator: "\n") + "\n"
        case .freemind:
            var lines = [#"<map version="1.0.1">"#, #"<node TEXT="\#(XMLText.escaped(title))">"#]
            func add(_ nodes: [OutlineNode], depth: Int) {
                let indent = String(repeating: "  ", count: depth + 1)
                for node in nodes {
                    let side = depth == 0 ? #" POSITION="right""# : ""
                    let open = indent + #"<node TEXT="\#(XMLText.escaped(node.text))"\#(side)"#
                    guard node.note != nil || !node.children.isEmpty else {
                        lines.append(open + "/>")
                        continue
                    }
                    lines.append(open + ">")
                    if let note = node.note {
                        lines.append(
                            indent
                                + #"  <richcontent TYPE="NOTE"><html><body><p>\#(XMLText.escaped(note))</p></body></html></richcontent>"#
                        )
                    }
                    add(node.children, depth: depth + 1)
                    lines.append(indent + "</node>")
                }
            }
            add(nodes, depth: 0)
            return (lines + ["</node>", "</map>"]).joined(separator: "\n") + "\n"
        case .mermaid:
            var lines = ["```mermaid", "mindmap", "  root[" + mermaidText(title) + "]"]
            func add(_ nodes: [OutlineNode], depth: Int) {
                for node in nodes {
                    lines.append(String(repeating: "  ", count: depth + 2) + mermaidText(node.text))
                    add(node.children, depth: depth + 1)
                }
            }
            add(nodes, depth: 0)
            return (lines + ["```"]).joined(separator: "\n") + "\n"
        }
    }

    /// The title and tree of a file of `format`. Throws ``MindMapFileError`` for a file that is not one.
    public static func read(_ text: String, as format: MindMapFileFormat) throws(MindMapFileError) -> (
        title: String, nodes: [OutlineNode]
    ) {
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        switch format {
        case .markdown: return try readMarkdown(text)
        case .opml:
            let root = try XMLText.parse(text)
            guard root.name == "opml", let body = root.children.first(where: { $0.name == "body" }) else {
                throw .notAMap
            }
            let title = root.children.first { $0.name == "head" }?.children.first { $0.name == "title" }?.text ?? ""
            func nodes(_ element: XMLText.Element) -> [OutlineNode] {
                element.children.filter { $0.name == "outline" }.map {
                    OutlineNode($0.attributes["text"] ?? "", note: $0.attributes["_note"], children: nodes($0))
                }
            }
            return (title, nodes(body))
        case .freemind:
            let root = try XMLText.parse(text)
            guard root.name == "map", let top = root.children.first(where: { $0.name == "node" }) else {
                throw .notAMap
            }
            // A node's text is its TEXT, or (Freeplane's rich text) the text of its NODE rich content.
            func nodeText(_ node: XMLText.Element) -> String {
                node.attributes["TEXT"]
                    ?? node.children.first { $0.name == "richcontent" && $0.attributes["TYPE"] == "NODE" }?.allText
                    ?? ""
            }
            func nodes(_ element: XMLText.Element) -> [OutlineNode] {
                element.children.filter { $0.name == "node" }.map { child in
                    let note = child.children.first { $0.name == "richcontent" && $0.attributes["TYPE"] == "NOTE" }
                    return OutlineNode(nodeText(child), note: note.map { $0.allText }, children: nodes(child))
                }
            }
            return (nodeText(top), nodes(top))
        case .mermaid: return try readMermaid(text)
        }
    }

    // MARK: - Markdown and Mermaid

    /// A Markdown outline: `# title`, then `##` headings and `-`, `*`, `+` or numbered items nested by indentation;
    /// a `>` line is the note of the item above it, other text is left out, and front matter is skipped.
    private static func readMarkdown(_ text: String) throws(MindMapFileError) -> (title: String, nodes: [OutlineNode]) {
        var title: String?
        var entries: [(level: Int, text: String)] = []
        var notes: [Int: [String]] = [:]
        var headingLevel = 0
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        if lines.first?.trimmingCharacters(in: .whitespaces) == "---",
            let end = lines.dropFirst().firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "---" })
        {
            lines.removeSubrange(0...end)
        }
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let hashes = trimmed.prefix { $0 == "#" }.count
            if hashes > 0, trimmed.dropFirst(hashes).first == " " {
                let heading = trimmed.dropFirst(hashes + 1).trimmingCharacters(in: .whitespaces)
                if hashes == 1 && title == nil && entries.isEmpty {
                    title = heading
                } else {
                    headingLevel = max(0, hashes - 2)
                    entries.append((headingLevel, heading))
                    headingLevel += 1
                }
            } else if let item = listItem(line) {
                entries.append((headingLevel + item.indent / 2, item.text))
            } else if trimmed.hasPrefix(">"), !entries.isEmpty {
                let note = trimmed.dropFirst().trimmingCharacters(in: .whitespaces)
                if !note.isEmpty { notes[entries.count - 1, default: []].append(note) }
            }
        }
        guard let title, !title.isEmpty || !entries.isEmpty else { throw .notAMap }
        return (title, OutlineNode.nest(entries, notes: notes))
    }

    /// "  - text", "* text", "+ text", "3. text" → indentation (tabs as four spaces) and text.
    private static func listItem(_ line: String) -> (indent: Int, text: String)? {
        let indent = line.prefix { $0 == " " || $0 == "\t" }.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
        let body = line.drop { $0 == " " || $0 == "\t" }
        if let marker = body.first, "-*+".contains(marker), body.dropFirst().first == " " {
            return (indent, String(body.dropFirst(2)))
        }
        let digits = body.prefix { $0.isNumber }
        guard !digits.isEmpty, let after = body.dropFirst(digits.count).first, after == "." || after == ")",
            body.dropFirst(digits.count + 1).first == " "
        else { return nil }
        return (indent, String(body.dropFirst(digits.count + 2)))
    }

    private static func readMermaid(_ text: String) throws(MindMapFileError) -> (title: String, nodes: [OutlineNode]) {
        let lines = text.split(whereSeparator: \.isNewline).map(String.init)
            .filter { !$0.hasPrefix("```") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        guard lines.first?.trimmingCharacters(in: .whitespaces) == "mindmap", lines.count >= 2 else { throw .notAMap }
        var title = ""
        var entries: [(level: Int, text: String)] = []
        for (index, line) in lines.dropFirst().enumerated() {
            let indent = line.prefix { $0 == " " || $0 == "\t" }.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) }
            let body = line.trimmingCharacters(in: .whitespaces)
            if index == 0 {
                // The root, written `root[title]`; another shape or a bare text is read as the title too.
                let shaped = body.hasPrefix("root[") && body.hasSuffix("]")
                title = unmermaid(shaped ? String(body.dropFirst(5).dropLast()) : body)
            } else {
                entries.append((indent / 2 - 2, unmermaid(body)))
            }
        }
        return (title, OutlineNode.nest(entries, notes: [:]))
    }

    /// A text on one line: line breaks become spaces.
    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// Mermaid's brackets and quotes would close the node: they are written as their full-width forms.
    private static func mermaidText(_ text: String) -> String {
        String(oneLine(text).map { mermaidSwaps[$0] ?? $0 })
    }

    private static func unmermaid(_ text: String) -> String {
        let back = Dictionary(uniqueKeysWithValues: mermaidSwaps.map { ($1, $0) })
        return String(text.map { back[$0] ?? $0 })
    }

    private static let mermaidSwaps: [Character: Character] = [
        "[": "［", "]": "］", "(": "（", ")": "）", "{": "｛", "}": "｝", "\"": "＂",
    ]
}

/// Why a file is not a mind map Diario reads.
public enum MindMapFileError: Error, Equatable, Sendable {
    /// It is not of the format its name says, or holds no map.
    case notAMap
}
