import DiarioDomain
import Foundation

/// Cards from the shape of the notes rather than a line: a heading or label over a short list, and a person's name
/// over their years.
extension CardProposer {
    /// The page's lines a card can come from, trimmed and without block ids: front matter, fenced code, display math,
    /// tables, images and a callout's title line are left out; a quote's text is kept without its ">".
    static func studiedLines(of text: String) -> [String] {
        let lines = OutlineReader.withoutFrontMatter(
            text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
                PlainPassage.withoutBlockId($0).trimmingCharacters(in: .whitespaces)
            })
        var studied: [String] = []
        var fence: String?
        for line in lines {
            if let open = fence {
                if line.hasPrefix(open) { fence = nil }
                continue
            }
            if let mark = ["```", "~~~", "$$"].first(where: line.hasPrefix) {
                // "$$x$$" on one line opens and closes at once.
                if !(mark == "$$" && line.count > 4 && line.hasSuffix("$$")) { fence = mark }
                continue
            }
            var body = line
            while body.hasPrefix(">") { body = body.dropFirst().trimmingCharacters(in: .whitespaces) }
            if body.hasPrefix("|") || body.hasPrefix("![") || body.hasPrefix("[!") || body.hasPrefix("<") {
                studied.append(line.isEmpty ? "" : "\u{0}")
                continue
            }
            studied.append(body)
        }
        // A left-out line still parts the lines around it, like a blank one.
        return studied.map { $0 == "\u{0}" ? "" : $0 }
    }

    /// The answer a short list gives: two to five items, none of them only a link, joined by "; " within the longest
    /// answer; nil for anything else.
    static func enumeration(_ items: [String]) -> String? {
        let texts = items.map {
            PlainPassage.plain($0).trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: ";:,.")))
        }
        guard (2...maxAnswerItems).contains(texts.count), texts.allSatisfy({ $0.contains(where: \.isLetter) }),
            !items.contains(where: { $0.hasPrefix("[[") && $0.hasSuffix("]]") })
        else { return nil }
        let joined = texts.joined(separator: "; ")
        return joined.count <= maxAnswerLength ? joined : nil
    }

    /// The cards a page's outline gives: a person's name over their years (a first item "1805-1872"), and a node with
    /// a short list of items under it that have none of their own and are no headings (a section's sub-headings are
    /// no answer). A node of three words or fewer ("Cause", "Significance") is named after the node above it, or the
    /// page's title.
    static func outlineCards(in text: String, language: NotesLanguage) -> [(
        front: String, back: String, origin: ProposedCard.Origin
    )] {
        let outline = OutlineReader.outline(of: text)
        // A section's sub-headings ("1.1 Viaggi in Italia", "1.2 Studi") are a table of contents, not an answer.
        var headings: Set<String> = []
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let (_, title) = OutlineReader.markdownHeading(trimmed) ?? OutlineReader.numberedSection(trimmed) {
                headings.insert(title)
            }
        }
        var cards: [(front: String, back: String, origin: ProposedCard.Origin)] = []
        func visit(_ nodes: [OutlineNode], under parent: String?) {
            for node in nodes {
                if let first = node.children.first, let span = years(first.text), isPersonName(node.text) {
                    cards.append((whenLived(node.text, language), span, .person))
                } else if !isNavigationHeading(node.text), node.children.allSatisfy(\.children.isEmpty),
                    headings.contains(node.text) || node.text.split(separator: " ").count <= longestLabel,
                    !node.children.contains(where: { headings.contains($0.text) }),
                    let back = enumeration(node.children.map(\.text))
                {
                    // A label in the text ("È divisa in strati:") goes on from its heading: asked after it.
                    let label = node.text.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: ":")))
                    let front =
                        headings.contains(node.text) || askedQuestion(node.text) != nil
                        ? named(node.text, under: parent) : inContext(label, under: parent)
                    cards.append((front, back, .list))
                }
                visit(node.children, under: node.text)
            }
        }
        visit(outline.nodes, under: outline.title)
        return cards
    }

    /// The most words a line over a list has when it names the list ("Le sue due opere più importanti sono:"); a
    /// longer one is a sentence the list goes on from, no question.
    static let longestLabel = 12

    /// The words that open a question in a heading, folded: "Cos'è ORM", "What is a matrix".
    static let questionOpenings = [
        "cos'e ", "cosa ", "che cos'e ", "che cosa ", "chi e ", "chi era ", "chi sono ", "perche ", "come ", "quando ",
        "dove ", "quali ", "qual e ", "quale ", "quanti ", "quante ", "what ", "who ", "why ", "how ", "when ",
        "where ", "which ",
    ]

    /// The question a heading asks, ended by one "?" ("What is a matrix??" → "What is a matrix?", "Cos'è ORM" →
    /// "Cos'è ORM?"); nil for a heading that names a topic.
    static func askedQuestion(_ heading: String) -> String? {
        let text = heading.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: ":.")))
        if text.hasSuffix("?") { return String(text.reversed().drop { $0 == "?" }.reversed()) + "?" }
        let folded = TextFolding.fold(text)
        guard questionOpenings.contains(where: { folded.hasPrefix($0) }), text.split(separator: " ").count >= 2
        else { return nil }
        return text + "?"
    }

    /// A node's text as a question: the question it asks (``askedQuestion(_:)``), else without a closing colon, and
    /// after the node above it when it is three words or fewer ("Cause" → "Rivoluzione francese › Cause").
    static func named(_ text: String, under parent: String?) -> String {
        if let question = askedQuestion(text) { return question }
        let name = text.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: ":")))
        guard name.split(separator: " ").count <= 3, let parent else { return name }
        return "\(parent) › \(name)"
    }
}
