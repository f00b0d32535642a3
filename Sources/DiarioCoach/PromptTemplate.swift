/// A value a template placeholder takes: text, a yes/no, or a list of items with fields of their own.
public enum TemplateValue: Sendable, Equatable {
    /// Text put where `{{name}}` stands; a section over it is shown when the text is not empty.
    case text(String)
    /// Shows a section when true; prints nothing itself.
    case flag(Bool)
    /// Repeats a section once per item, with the item's fields in reach inside it.
    case list([[String: TemplateValue]])
}

/// A tiny template language for the coach's prompts (a subset of Mustache, without HTML escaping):
///
/// - `{{name}}` is replaced by the value's text (nothing when missing);
/// - `{{#name}}…{{/name}}` repeats for each item of a list, or shows once for non-empty text or `true`;
/// - `{{^name}}…{{/name}}` shows only when the value is missing, empty or `false`;
/// - `{{! words }}` is a comment.
///
/// A line holding nothing but a section or comment tag leaves no blank line behind. Tags do not span lines.
public struct PromptTemplate: Sendable, Equatable {
    indirect enum Node: Sendable, Equatable {
        case text(String)
        case value(String)
        case section(String, inverted: Bool, [Node])
    }

    let nodes: [Node]

    /// Parses a template; an unclosed tag or a section closed wrongly is an error naming its line.
    public init(_ source: String) throws(PromptTemplateError) {
        var stack: [(name: String, inverted: Bool, line: Int, nodes: [Node])] = [("", false, 0, [])]
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            let number = index + 1
            let isLast = index == lines.count - 1
            var pieces = try Self.pieces(of: line, number: number)
            let isStandalone =
                pieces.count == 1
                && {
                    if case .tag(let kind, _) = pieces[0] { return kind != nil }
                    return false
                }()
            if !isStandalone && !isLast { pieces.append(.text("\n")) }
            for piece in pieces {
                switch piece {
                case .text(let text):
                    stack[stack.count - 1].nodes.append(.text(text))
                case .tag(nil, let name):
                    stack[stack.count - 1].nodes.append(.value(name))
                case .tag("!", _):
                    continue
                case .tag("/", let name):
                    guard stack.count > 1, let open = stack.last, open.name == name else {
                        throw .unexpectedClose(name: name, line: number)
                    }
                    stack.removeLast()
                    stack[stack.count - 1].nodes.append(.section(open.name, inverted: open.inverted, open.nodes))
                case .tag(let kind, let name):
                    stack.append((name, kind == "^", number, []))
                }
            }
        }
        if stack.count > 1, let open = stack.last { throw .unclosedSection(name: open.name, line: open.line) }
        nodes = stack[0].nodes
    }

    /// The text with every placeholder filled from `values`.
    public func render(_ values: [String: TemplateValue]) -> String {
        var output = ""
        Self.render(nodes, scopes: [values], into: &output)
        return output
    }

    /// Every name the template uses, in sections or placeholders.
    public var names: Set<String> {
        var names: Set<String> = []
        func visit(_ nodes: [Node]) {
            for node in nodes {
                switch node {
                case .text: continue
                case .value(let name): names.insert(name)
                case .section(let name, _, let children):
                    names.insert(name)
                    visit(children)
                }
            }
        }
        visit(nodes)
        return names
    }

    private enum Piece {
        case text(String)
        /// `kind` is "#", "^", "/", "!" or nil for a placeholder.
        case tag(Character?, String)
    }

    /// A line cut into text and tags.
    private static func pieces(of line: Substring, number: Int) throws(PromptTemplateError) -> [Piece] {
        var pieces: [Piece] = []
        var rest = line
        while let open = rest.range(of: "{{") {
            if open.lowerBound > rest.startIndex { pieces.append(.text(String(rest[..<open.lowerBound]))) }
            guard let close = rest[open.upperBound...].range(of: "}}") else { throw .unclosedTag(line: number) }
            var inside = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            var kind: Character?
            if let first = inside.first, "#^/!".contains(first) {
                kind = first
                inside = String(inside.dropFirst()).trimmingCharacters(in: .whitespaces)
            }
            guard kind == "!" || !inside.isEmpty else { throw .unclosedTag(line: number) }
            pieces.append(.tag(kind, inside))
            rest = rest[close.upperBound...]
        }
        if !rest.isEmpty { pieces.append(.text(String(rest))) }
        // A line of one tag with only spaces around it is "standalone": the spaces go too.
        let tags = pieces.filter { if case .tag = $0 { true } else { false } }
        let onlySpaces = pieces.allSatisfy {
            if case .text(let text) = $0 { return text.allSatisfy(\.isWhitespace) }
            return true
        }
        if tags.count == 1, onlySpaces, case .tag(_?, _) = tags[0] { return tags }
        return pieces
    }

    private static func lookup(_ name: String, in scopes: [[String: TemplateValue]]) -> TemplateValue? {
        for scope in scopes.reversed() {
            if let value = scope[name] { return value }
        }
        return nil
    }

    private static func render(_ nodes: [Node], scopes: [[String: TemplateValue]], into output: inout String) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .value(let name):
                if case .text(let text)? = lookup(name, in: scopes) { output += text }
            case .section(let name, let inverted, let children):
                let value = lookup(name, in: scopes)
                let items: [[String: TemplateValue]]
                switch value {
                case .list(let list)?: items = list
                case .text(let text)?: items = text.isEmpty ? [] : [[:]]
                case .flag(let on)?: items = on ? [[:]] : []
                case nil: items = []
                }
                if inverted {
                    if items.isEmpty { render(children, scopes: scopes, into: &output) }
                } else {
                    for item in items { render(children, scopes: scopes + [item], into: &output) }
                }
            }
        }
    }
}

/// A template that cannot be read.
public enum PromptTemplateError: Error, Equatable, Sendable {
    /// `{{` without `}}` on the same line, or an empty tag.
    case unclosedTag(line: Int)
    /// A section opened and never closed.
    case unclosedSection(name: String, line: Int)
    /// A `{{/name}}` that closes no open section of that name.
    case unexpectedClose(name: String, line: Int)
}
