public import DiarioDomain
import Foundation

/// A card found in a material or a map, before the student keeps, edits or drops it.
public struct ProposedCard: Hashable, Sendable {
    /// How it was found.
    public enum Origin: String, Hashable, Sendable {
        /// A `term :: meaning` line.
        case pair
        /// A `Q:` / `A:` (or `D:` / `R:`) pair of lines.
        case question
        /// A line of a glossary: "X: …", "X è …", "X is …" under a heading such as Glossario or Definitions.
        case glossary
        /// A sentence with a **bold** or ==highlighted== term, the term hidden.
        case cloze
        /// A map's node, its children the answer.
        case node
        /// Proposed by the coach's model.
        case model
    }

    /// The question.
    public var front: String
    /// The answer.
    public var back: String
    /// How it was found.
    public var origin: Origin
    /// Where: the material's page or the map's node.
    public var source: CardSource

    /// Creates a proposal.
    public init(front: String, back: String, origin: Origin, source: CardSource) {
        self.front = front
        self.back = back
        self.origin = origin
        self.source = source
    }
}

/// Finds cards in study material: `term :: meaning` lines, question and answer pairs, glossary lines, and sentences
/// with a marked term (cloze); and in a mind map, each node that has children. Each card is found once, in the
/// order of the text.
public enum CardProposer {
    /// Headings under which "X: …" lines are definitions.
    static let glossaryHeadings: Set<String> = [
        "glossario", "glossary", "definizioni", "definitions", "lessico", "vocabolario", "vocabulary", "parole chiave",
        "key terms", "termini",
    ]

    /// The cards in a material's pages.
    public static func cards(inPages pages: [MaterialPage]) -> [ProposedCard] {
        var found: [ProposedCard] = []
        var seen: Set<String> = []
        func propose(_ front: String, _ back: String, _ origin: ProposedCard.Origin, page: MaterialPage) {
            let front = clean(front)
            let back = clean(back)
            guard !front.isEmpty, !back.isEmpty, front.count <= 300, back.count <= 600,
                seen.insert(TextFolding.fold(front)).inserted
            else { return }
            found.append(
                ProposedCard(
                    front: front, back: back, origin: origin,
                    source: CardSource(materialId: page.materialId, page: page.number)))
        }
        for page in pages {
            var inGlossary = false
            var question: String?
            for rawLine in page.text.split(whereSeparator: \.isNewline) {
                let line = rawLine.trimmingCharacters(in: .whitespaces)
                let body = listBody(line)
                if let (_, heading) = OutlineReader.markdownHeading(line) {
                    inGlossary = glossaryHeadings.contains(
                        TextFolding.fold(heading).trimmingCharacters(in: .punctuationCharacters))
                    continue
                }
                if let pair = split(body, at: " :: ") {
                    propose(pair.0, pair.1, .pair, page: page)
                } else if let asked = afterPrefix(body, ["Q:", "D:", "Domanda:", "Question:"]) {
                    question = asked
                } else if let answer = afterPrefix(body, ["A:", "R:", "Risposta:", "Answer:"]), let asked = question {
                    propose(asked, answer, .question, page: page)
                    question = nil
                } else if inGlossary, let definition = glossaryDefinition(body) {
                    propose(definition.term, definition.meaning, .glossary, page: page)
                } else {
                    for (front, back) in clozes(in: body) { propose(front, back, .cloze, page: page) }
                }
            }
        }
        return found
    }

    /// A card for each node with children: the node's text after its parent's ("Rivoluzione › Cause", so that the
    /// many "Cause" of a map are told apart), and its children's texts as the answer; each front once.
    public static func cards(inMap nodes: [MindMapNode]) -> [ProposedCard] {
        let byParent = Dictionary(grouping: nodes, by: \.parentId)
        let byId = Dictionary(nodes.compactMap { node in node.id.map { ($0, node) } }) { first, _ in first }
        var seen: Set<String> = []
        return nodes.compactMap { node in
            guard let id = node.id, let children = byParent[id], !children.isEmpty else { return nil }
            let front = node.parentId.flatMap { byId[$0] }.map { "\($0.text) › \(node.text)" } ?? node.text
            guard seen.insert(TextFolding.fold(front)).inserted else { return nil }
            let back = children.sorted { $0.position < $1.position }.map(\.text).joined(separator: "; ")
            return ProposedCard(
                front: front, back: StoredText.prefix(back, 600), origin: .node, source: CardSource(nodeId: id))
        }
    }

    /// "X: meaning", "X è meaning", "X is meaning" → the term and its meaning.
    static func glossaryDefinition(_ line: String) -> (term: String, meaning: String)? {
        if let pair = split(line, at: ": "), pair.0.split(separator: " ").count <= 6 { return (pair.0, pair.1) }
        for verb in [" è ", " sono ", " is ", " are "] {
            if let pair = split(line, at: verb), pair.0.split(separator: " ").count <= 5 { return (pair.0, pair.1) }
        }
        return nil
    }

    /// A cloze card for each **bold** or ==highlighted== term of a sentence: the sentence with the term hidden, and
    /// the term.
    static func clozes(in line: String) -> [(String, String)] {
        var cards: [(String, String)] = []
        for mark in ["**", "=="] {
            let parts = line.components(separatedBy: mark)
            guard parts.count >= 3 else { continue }
            // Odd parts are marked. A whole marked line (a highlighted sentence) hides nothing: no card.
            for index in stride(from: 1, to: parts.count - 1, by: 2) {
                let term = parts[index].trimmingCharacters(in: .whitespaces)
                // A label ("**Nota:**") or a formula ("x**2**") is no term to remember.
                guard !term.isEmpty, term.split(separator: " ").count <= 6, !term.hasSuffix(":"),
                    term.contains(where: \.isLetter), !parts[index - 1].hasSuffix(":") || index > 1
                else { continue }
                var hidden = parts
                hidden[index] = "[…]"
                let sentence = OutlineReader.plain(hidden.joined())
                guard sentence.filter(\.isLetter).count >= 20 else { continue }
                cards.append((sentence, term))
            }
        }
        return cards
    }

    /// The line without its list marker ("- ", "* ", "+ ", "• ", "3. "), emphasis kept: a bold term at the start of
    /// an item is still a term.
    private static func listBody(_ line: String) -> String {
        if let marker = line.first, "-*+•–".contains(marker), line.dropFirst().first == " " {
            return line.dropFirst(2).trimmingCharacters(in: .whitespaces)
        }
        let digits = line.prefix { $0.isNumber }
        if !digits.isEmpty, digits.count <= 3, let after = line.dropFirst(digits.count).first,
            after == "." || after == ")",
            line.dropFirst(digits.count + 1).first == " "
        {
            return line.dropFirst(digits.count + 2).trimmingCharacters(in: .whitespaces)
        }
        return line
    }

    private static func split(_ line: String, at separator: String) -> (String, String)? {
        guard let range = line.range(of: separator) else { return nil }
        let left = line[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
        let right = line[range.upperBound...].trimmingCharacters(in: .whitespaces)
        return left.isEmpty || right.isEmpty ? nil : (left, right)
    }

    private static func afterPrefix(_ line: String, _ prefixes: [String]) -> String? {
        for prefix in prefixes where line.hasPrefix(prefix) {
            let rest = line.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
            return rest.isEmpty ? nil : rest
        }
        return nil
    }

    private static func clean(_ text: String) -> String {
        StoredText.clean(OutlineReader.plain(text)).trimmingCharacters(
            in: .whitespaces.union(CharacterSet(charactersIn: ";")))
    }
}
