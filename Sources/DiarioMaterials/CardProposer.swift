public import DiarioDomain
import Foundation

/// A card found in a material or a map, before the student keeps, edits or drops it.
public struct ProposedCard: Hashable, Sendable {
    /// How it was found.
    public enum Origin: String, Hashable, Sendable {
        /// A `term :: meaning` line, Obsidian Spaced Repetition's `question::answer` and `a:::b` (both ways),
        /// RemNote's `term >> meaning`, or a question over a `?` line and its answer under it.
        case pair
        /// A `Q:` / `A:` (or `D:` / `R:`) pair of lines, or a line that asks over the lines that answer it.
        case question
        /// A line of a glossary: "X: …", "X è …", "X is …" under a heading such as Glossario or Definitions.
        case glossary
        /// A sentence with a **bold** or ==highlighted== term, the term hidden.
        case cloze
        /// A term and its meaning: a line that opens with a bold term and a colon ("**Feudo:** terra data dal re") or a
        /// short term and a colon ("Feudo: terra data dal re"), or a sentence that opens with a term and "is", "è",
        /// "means"… ("Renaturation is …").
        case definition
        /// A term or a cause and what it means or brings, between an arrow ("Feudo → terra data dal re").
        case arrow
        /// A sentence with one date, the date hidden ("Il […] nasce il Regno d'Italia" → "17 marzo 1861").
        case date
        /// A person and the years they lived ("Cartesio (1596-1650)", or a name over "- 1805-1872").
        case person
        /// A heading or a label over a short list (two to five items), the list the answer ("Cause" → "…; …").
        case list
        /// A short heading, or a heading that asks a question, over one short paragraph and nothing else, the
        /// paragraph the answer.
        case section
        /// A row of a table of two columns ("| Feudo | terra data dal re |"), the second cell the answer.
        case table
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

    /// The cards in a material's pages. A sentence that makes a card without naming what it is about ("Morì nel
    /// […]", "The play is …") is asked after the heading it stands under and after `title` (the material's), each
    /// left out where the sentence already names it (``about(_:answer:_:_:)``).
    public static func cards(inPages pages: [MaterialPage], title: String? = nil) -> [ProposedCard] {
        let materialTitle = title
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
            let language = NotesLanguage(guessing: page.text)
            var inGlossary = false
            // What a term or a sentence is asked after: the nearest heading that names a topic ("Notes", "Class 21"
            // and "Introduzione" do not), else the material's title, else the nearest heading all the same.
            var context = materialTitle
            var question: String?
            // The lines since the last blank one, and, after a line that is only "?", the question over it and the
            // answer's lines so far (Obsidian Spaced Repetition's multi-line cards, ended by a blank line).
            var block: [String] = []
            var multiLine: (question: String, answer: [String])?
            // The headings above the current line, outermost first, and the paragraph under the last one while it is
            // the only thing there (a short heading over one short paragraph is a question and its answer).
            var headings: [(level: Int, title: String)] = []
            // Under a heading that names a textbook exercise ("P.363 es 15") the lines are a student's answers;
            // under one that points elsewhere ("Related Notes", "Fonti") they are links: no study material.
            var leftOut = false
            // The page's first level-one heading, its title, waiting for the line under it.
            var lead: String?
            var leadSeen = false
            let speakers = repeatedLabels(in: page.text)
            var section: (front: String, lines: [String], closed: Bool, cardsBefore: Int, asks: Bool)?
            func closeSection() {
                // A paragraph that gave cards of its own (dates, definitions) is asked about by those; a heading that
                // asks a question takes a short answer ("At position 128."), a heading that names a topic a sentence.
                // An answer that opens a list (ends with ":") or is a table's rows ("Shortcut | Description") is none.
                if let section, !section.lines.isEmpty, found.count == section.cardsBefore,
                    case let answer = section.lines.joined(separator: " "),
                    answer.count <= maxAnswerLength, answer.split(separator: " ").count >= (section.asks ? 1 : 4),
                    !answer.hasSuffix(":"), !answer.contains(" | "), !answer.contains("---")
                {
                    propose(section.front, answer, .section, page: page)
                }
                section = nil
            }
            func closeMultiLine() {
                if let card = multiLine, !card.answer.isEmpty, card.answer.count <= maxAnswerItems {
                    propose(card.question, card.answer.map(listBody).joined(separator: "; "), .pair, page: page)
                }
                multiLine = nil
            }
            // A line that asks ("1) In quale testo Pascoli espone la sua poetica?") over the plain lines that answer
            // it, up to a blank line, a list item, a heading or the next question. The answer's lines still give
            // their own cards (a date, a definition).
            var asked: (question: String, answer: [String])?
            func closeAsked() {
                if let card = asked, (1...3).contains(card.answer.count) {
                    propose(card.question, card.answer.joined(separator: " "), .question, page: page)
                }
                asked = nil
            }
            for line in studiedLines(of: page.text) {
                if asked != nil {
                    if !line.isEmpty, listBody(line) == line, !line.hasSuffix("?"),
                        OutlineReader.markdownHeading(line) == nil
                    {
                        asked?.answer.append(line)
                    } else {
                        closeAsked()
                    }
                }
                if multiLine != nil {
                    if line.isEmpty { closeMultiLine() } else { multiLine?.answer.append(line) }
                    continue
                }
                guard !line.isEmpty else {
                    block = []
                    if section?.lines.isEmpty == false { section?.closed = true }
                    continue
                }
                if line == "?", !block.isEmpty {
                    multiLine = (block.map(listBody).joined(separator: " "), [])
                    block = []
                    continue
                }
                block.append(line)
                let body = listBody(line)
                if let (level, title) = OutlineReader.markdownHeading(line) {
                    closeSection()
                    inGlossary = glossaryHeadings.contains(
                        TextFolding.fold(title).trimmingCharacters(in: .punctuationCharacters))
                    while let last = headings.last, last.level >= level { headings.removeLast() }
                    let words = title.split(separator: " ").count
                    let question = askedQuestion(title)
                    if level > 1, words <= 8 || question != nil && words <= longestAskingHeading,
                        !isNavigationHeading(title), !inGlossary
                    {
                        // A heading that asks ("What is a matrix??", "Cos'è ORM") is its own question.
                        section = (
                            question ?? named(title, under: headings.last?.title), [], false, found.count,
                            question != nil
                        )
                    }
                    lead = level == 1 && !leadSeen && words <= 8 && !inGlossary ? title : nil
                    leadSeen = leadSeen || level == 1
                    headings.append((level, title))
                    context =
                        inGlossary
                        ? nil
                        : headings.last(where: { !isGenericHeading($0.title) })?.title ?? materialTitle
                            ?? headings.last?.title
                    leftOut = headings.contains {
                        isExerciseHeading($0.title)
                            || isNavigationHeading($0.title)
                    }
                    continue
                }
                if leftOut { continue }
                if line.hasSuffix("?"), block.count == 1 || body != line, afterPrefix(body, questionPrefixes) == nil,
                    case let question = PlainPassage.plain(body), question.split(separator: " ").count >= 3
                {
                    asked = (question, [])
                    continue
                }
                // The note's title over the sentence that opens it ("# Battle of Gaugamela" over "The decisive
                // battle of Alexander's invasion of Persia, fought on…"): what the note is about, in a sentence.
                if let topic = lead {
                    lead = nil
                    if body == line, case let sentence = firstSentence(of: PlainPassage.plain(line)),
                        isLeadSentence(sentence, about: topic)
                    {
                        propose(topic, sentence, .section, page: page)
                    }
                }
                // A list, a second paragraph or a card's own line: the heading stands over more than a paragraph.
                if section != nil {
                    if section?.closed == true || body != line { section = nil } else { section?.lines.append(line) }
                }
                // A paragraph's first line, or a list item: where a sentence can open with the term it defines.
                let opensThought = block.count == 1 || body != line
                if let pair = inlinePair(body, at: ":::") {
                    propose(pair.0, pair.1, .pair, page: page)
                    propose(pair.1, pair.0, .pair, page: page)
                } else if let pair = inlinePair(body, at: "::") ?? inlinePair(body, at: ">>") {
                    propose(pair.0, pair.1, .pair, page: page)
                } else if let asked = afterPrefix(body, questionPrefixes) {
                    question = asked
                } else if let answer = afterPrefix(body, ["A:", "R:", "Risposta:", "Answer:"]), let asked = question {
                    propose(asked, answer, .question, page: page)
                    question = nil
                } else if let definition = boldDefinition(body) {
                    if !speakers.contains(TextFolding.fold(definition.term)) {
                        propose(
                            inContext(definition.term, under: context), definition.meaning, .definition, page: page)
                    }
                } else if let (cause, effect) = arrow(body) {
                    propose(inContext(cause, under: context), effect, .arrow, page: page)
                } else if inGlossary, let definition = glossaryDefinition(body) {
                    propose(definition.term, definition.meaning, .glossary, page: page)
                } else if case let marked = clozes(in: body), !marked.isEmpty {
                    for (front, back) in marked {
                        propose(about(front, answer: back, context, materialTitle), back, .cloze, page: page)
                    }
                    // The other sentences of a paragraph with a marked term may still tell a date.
                    for (front, back) in datedClozes(PlainPassage.plain(body)) {
                        propose(about(front, answer: back, context, materialTitle), back, .date, page: page)
                    }
                } else if !isOnlyLinks(body) {
                    // Nothing marks the line: a plain term and its meaning, a person's years, a dated event.
                    let plainBody = PlainPassage.plain(body)
                    if let person = lifeYears(plainBody) {
                        propose(whenLived(person.name, language), person.years, .person, page: page)
                    } else if let definition = colonDefinition(body),
                        !speakers.contains(TextFolding.fold(definition.term))
                    {
                        propose(
                            inContext(definition.term, under: context), definition.meaning, .definition, page: page)
                    } else {
                        // Sentence by sentence: "X è …" (the first only where a thought opens: a later line of a
                        // paragraph goes on with what the one before said), a named term ("chiamato «varco»"), a date.
                        for (index, sentence) in sentences(of: plainBody).enumerated() {
                            let card: (front: String, back: String, origin: ProposedCard.Origin)? =
                                if index > 0 || opensThought,
                                    let (front, back) = sentenceDefinition(sentence, laterSentence: index > 0)
                                {
                                    (front, back, .definition)
                                } else if let (front, back) = namedCloze(sentence) {
                                    (front, back, .cloze)
                                } else if let (front, back) = datedCloze(sentence) {
                                    (front, back, .date)
                                } else {
                                    nil
                                }
                            if let card {
                                propose(
                                    about(card.front, answer: card.back, context, materialTitle), card.back,
                                    card.origin, page: page)
                            }
                        }
                    }
                }
            }
            closeMultiLine()
            closeAsked()
            closeSection()
            // A card asked after an exercise's heading ("P.363 es 15 › …") is an answer key's.
            func asksAfterExercise(_ front: String) -> Bool {
                front.components(separatedBy: " › ").contains(where: isExerciseHeading)
            }
            for card in outlineCards(in: page.text, language: language) where !asksAfterExercise(card.front) {
                propose(card.front, card.back, card.origin, page: page)
            }
            for card in tableCards(in: page.text) where !asksAfterExercise(card.front) {
                propose(card.front, card.back, .table, page: page)
            }
        }
        return found
    }

    /// A card for each node with two to five short children: the node's text after its parent's ("Rivoluzione ›
    /// Cause", so that the many "Cause" of a map are told apart), and its children's texts as the answer; each front
    /// once. A node with more children, or longer ones, is a section to read, not an answer to recall. A person's
    /// name over their years ("Giuseppe Mazzini" over "1805-1872") asks when they lived.
    public static func cards(inMap nodes: [MindMapNode]) -> [ProposedCard] {
        let byParent = Dictionary(grouping: nodes, by: \.parentId).mapValues { $0.sorted { $0.position < $1.position } }
        let byId = Dictionary(nodes.compactMap { node in node.id.map { ($0, node) } }) { first, _ in first }
        let language = NotesLanguage(guessing: nodes.map(\.text).joined(separator: " "))
        var seen: Set<String> = []
        return nodes.compactMap { node in
            guard let id = node.id, let children = byParent[id] else { return nil }
            if let span = children.first.flatMap({ years($0.text) }), isPersonName(node.text) {
                let front = whenLived(node.text, language)
                guard seen.insert(TextFolding.fold(front)).inserted else { return nil }
                return ProposedCard(front: front, back: span, origin: .person, source: CardSource(nodeId: id))
            }
            guard let back = enumeration(children.map(\.text)) else { return nil }
            let front = node.parentId.flatMap { byId[$0] }.map { "\($0.text) › \(node.text)" } ?? node.text
            guard seen.insert(TextFolding.fold(front)).inserted else { return nil }
            return ProposedCard(front: front, back: back, origin: .node, source: CardSource(nodeId: id))
        }
    }

    /// What opens a line that asks in a `Q:` / `A:` pair.
    static let questionPrefixes = ["Q:", "D:", "Domanda:", "Question:"]

    /// The most words a heading that asks a question keeps as a card's front.
    static let longestAskingHeading = 30

    /// The longest answer a card from notes keeps: longer, it is a passage to read, not an answer to recall.
    static let maxAnswerLength = 200
    /// The most lines a multi-line answer keeps.
    static let maxAnswerItems = 5

    /// The line without its list marker ("- ", "* ", "+ ", "• ", "3. "), emphasis kept: a bold term at the start of
    /// an item is still a term.
    static func listBody(_ line: String) -> String {
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

    /// The two sides of the first `separator` that stands outside a wiki link ("[[Cartesio - 07 Il dubbio]]" is one
    /// name), trimmed; nil when there is none or a side is empty.
    static func split(_ line: String, at separator: String) -> (String, String)? {
        var from = line.startIndex
        var found: Range<String.Index>?
        while let range = line.range(of: separator, range: from..<line.endIndex) {
            let before = line[..<range.lowerBound]
            let opened = before.ranges(of: "[[").count
            let closed = before.ranges(of: "]]").count
            if opened <= closed {
                found = range
                break
            }
            guard let close = line.range(of: "]]", range: range.upperBound..<line.endIndex) else { return nil }
            from = close.upperBound
        }
        guard let range = found else { return nil }
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
        StoredText.clean(PlainPassage.plain(text)).trimmingCharacters(
            in: .whitespaces.union(CharacterSet(charactersIn: ";")))
    }
}
