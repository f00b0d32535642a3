public import DiarioDomain
import Foundation

/// A card found in a material or a map, before the student keeps, edits or drops it.
public struct ProposedCard: Hashable, Sendable {
    /// How it was found.
    public enum Origin: String, Hashable, Sendable {
        /// A `term :: meaning` line, Obsidian Spaced Repetition's `question::answer` and `a:::b` (both ways),
        /// RemNote's `term >> meaning`, or a question over a `?` line and its answer under it.
        case pair
        /// A `Q:` / `A:` (or `D:` / `R:`) pair of lines.
        case question
        /// A line of a glossary: "X: …", "X è …", "X is …" under a heading such as Glossario or Definitions.
        case glossary
        /// A sentence with a **bold** or ==highlighted== term, the term hidden.
        case cloze
        /// A line that opens with a bold term and a colon ("**Feudo:** terra data dal re"), anywhere in the notes.
        case definition
        /// A term or a cause and what it means or brings, between an arrow ("Feudo → terra data dal re").
        case arrow
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

/// Finds cards in study material: `term :: meaning` lines, question and answer pairs, lines that open with a bold
/// term and a colon, arrows between a term and its meaning (or a cause and its effect), glossary lines, and
/// sentences with a marked term (cloze); and in a mind map, each node that has children. Each card is found once, in
/// the order of the text, and kept only when its answer is short and its question does not give it away.
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
            // Kept only when the answer is short and the question does not give it away.
            guard !front.isEmpty, !back.isEmpty, front.count <= 300, back.count <= maxAnswerLength,
                !TextFolding.fold(front).contains(TextFolding.fold(back)),
                seen.insert(TextFolding.fold(front)).inserted
            else { return }
            found.append(
                ProposedCard(
                    front: front, back: back, origin: origin,
                    source: CardSource(materialId: page.materialId, page: page.number)))
        }
        for page in pages {
            var inGlossary = false
            var heading: String?
            var question: String?
            // The lines since the last blank one, and, after a line that is only "?", the question over it and the
            // answer's lines so far (Obsidian Spaced Repetition's multi-line cards, ended by a blank line).
            var block: [String] = []
            var multiLine: (question: String, answer: [String])?
            func closeMultiLine() {
                if let card = multiLine, !card.answer.isEmpty, card.answer.count <= maxAnswerItems {
                    propose(card.question, card.answer.map(listBody).joined(separator: "; "), .pair, page: page)
                }
                multiLine = nil
            }
            for rawLine in page.text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
                let line = rawLine.trimmingCharacters(in: .whitespaces)
                if multiLine != nil {
                    if line.isEmpty { closeMultiLine() } else { multiLine?.answer.append(line) }
                    continue
                }
                guard !line.isEmpty else {
                    block = []
                    continue
                }
                if line == "?", !block.isEmpty {
                    multiLine = (block.map(listBody).joined(separator: " "), [])
                    block = []
                    continue
                }
                block.append(line)
                let body = listBody(line)
                if let (_, title) = OutlineReader.markdownHeading(line) {
                    inGlossary = glossaryHeadings.contains(
                        TextFolding.fold(title).trimmingCharacters(in: .punctuationCharacters))
                    heading = inGlossary ? nil : title
                    continue
                }
                if let pair = inlinePair(body, at: ":::") {
                    propose(pair.0, pair.1, .pair, page: page)
                    propose(pair.1, pair.0, .pair, page: page)
                } else if let pair = inlinePair(body, at: "::") ?? inlinePair(body, at: ">>") {
                    propose(pair.0, pair.1, .pair, page: page)
                } else if let asked = afterPrefix(body, ["Q:", "D:", "Domanda:", "Question:"]) {
                    question = asked
                } else if let answer = afterPrefix(body, ["A:", "R:", "Risposta:", "Answer:"]), let asked = question {
                    propose(asked, answer, .question, page: page)
                    question = nil
                } else if let definition = boldDefinition(body) {
                    propose(inContext(definition.term, under: heading), definition.meaning, .definition, page: page)
                } else if let (cause, effect) = arrow(body) {
                    propose(cause, effect, .arrow, page: page)
                } else if inGlossary, let definition = glossaryDefinition(body) {
                    propose(definition.term, definition.meaning, .glossary, page: page)
                } else {
                    for (front, back) in clozes(in: body) { propose(front, back, .cloze, page: page) }
                }
            }
            closeMultiLine()
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

    /// The longest answer a card from notes keeps: longer, it is a passage to read, not an answer to recall.
    static let maxAnswerLength = 200
    /// The most lines a multi-line answer keeps.
    static let maxAnswerItems = 5

    /// "question::answer", "a:::b", "term >> meaning": the two sides of `separator`, when the line is no block
    /// property ("collapsed:: true") and, but for ":::", a space stands in the question or beside the separator
    /// ("std::vector" is code, not a card).
    static func inlinePair(_ line: String, at separator: String) -> (String, String)? {
        guard let range = line.range(of: separator), !OutlineReader.isBlockProperty(line) else { return nil }
        let before = line[..<range.lowerBound]
        let after = line[range.upperBound...]
        guard separator == ":::" || before.contains(" ") || after.first == " " || before.last == " ",
            !after.hasPrefix(String(separator.last ?? ":"))
        else { return nil }
        return split(line, at: separator)
    }

    /// Words that open a line as a label, not as a term to remember ("**Nota:** ripassare…").
    static let labels: Set<String> = [
        "nota", "note", "nb", "n.b.", "attenzione", "importante", "important", "ricorda", "remember", "esempio",
        "esempi", "example", "examples", "es.", "e.g.", "tip", "osservazione", "vedi", "see", "fonte", "fonti",
        "source", "sources", "link", "links", "domanda", "risposta", "question", "answer", "todo", "warning",
        // A note's own fields (front matter written as a list).
        "tags", "tag", "alias", "aliases", "created", "updated", "status", "type", "cssclass",
    ]

    /// "**Feudo:** terra…" or "**Feudo**: terra…" → the term and its meaning; nil for a label ("**Nota:**", "**Vedi
    /// anche:**"), a term of more than six words, or a meaning of tags and links only.
    static func boldDefinition(_ line: String) -> (term: String, meaning: String)? {
        guard line.hasPrefix("**"), let close = line.dropFirst(2).range(of: "**") else { return nil }
        var term = line[line.index(line.startIndex, offsetBy: 2)..<close.lowerBound].trimmingCharacters(
            in: .whitespaces)
        var meaning = line[close.upperBound...].trimmingCharacters(in: .whitespaces)
        if term.hasSuffix(":") {
            term = String(term.dropLast()).trimmingCharacters(in: .whitespaces)
        } else if meaning.hasPrefix(":") {
            meaning = String(meaning.dropFirst()).trimmingCharacters(in: .whitespaces)
        } else {
            return nil
        }
        let words = term.split(separator: " ")
        guard !words.isEmpty, words.count <= 6, term.contains(where: \.isLetter),
            !labels.contains(TextFolding.fold(term)), !labels.contains(TextFolding.fold(String(words[0]))),
            meaning.filter(\.isLetter).count >= 2,
            !meaning.split(separator: " ").allSatisfy({ $0.hasPrefix("#") || $0.hasPrefix("[[") })
        else { return nil }
        return (term, meaning)
    }

    /// "Feudo → terra data dal re", "crisi -> guerra", "A => B": what stands before one arrow (eight words at most)
    /// and what it leads to.
    static func arrow(_ line: String) -> (String, String)? {
        for mark in [" → ", " -> ", " => ", " ⇒ "] {
            let parts = line.components(separatedBy: mark)
            guard parts.count == 2 else { continue }
            let cause = parts[0].trimmingCharacters(in: .whitespaces)
            let effect = parts[1].trimmingCharacters(in: .whitespaces)
            guard cause.split(separator: " ").count <= 8, cause.contains(where: \.isLetter),
                effect.contains(where: \.isLetter)
            else { return nil }
            return (cause, effect)
        }
        return nil
    }

    /// A term with the heading it stands under ("Olimpiade › Ruolo"), so that a field named alike in many notes is
    /// told apart; the term alone when it names the heading already or stands under none.
    static func inContext(_ term: String, under heading: String?) -> String {
        guard let heading, !TextFolding.fold(term).contains(TextFolding.fold(heading)) else { return term }
        return "\(heading) › \(term)"
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
