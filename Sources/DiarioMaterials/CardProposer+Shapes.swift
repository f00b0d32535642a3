import DiarioDomain
import Foundation

/// The shapes of a line that hold a card as students mark them: flashcard syntaxes, a bold term and a colon, an
/// arrow, a glossary line, a marked term in a sentence.
extension CardProposer {
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

    /// A sentence's question after what it is about: "Vita › Morì nel […]" is still no one's death, so the title
    /// too ("Pirandello › Vita › Morì nel […]"); each left out when the sentence names it already, when it repeats
    /// the other, or when it holds `answer` ("## Il 1848" over "Nel […] scoppiano i moti" would give it away).
    static func about(_ front: String, answer: String, _ heading: String?, _ title: String?) -> String {
        let folded = TextFolding.fold(front)
        let foldedAnswer = TextFolding.fold(answer)
        var context: [String] = []
        for name in [title, heading].compactMap({ $0?.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            let foldedName = TextFolding.fold(name)
            guard !folded.contains(foldedName), !foldedName.contains(foldedAnswer),
                !context.contains(where: {
                    let other = TextFolding.fold($0)
                    return other.contains(foldedName) || foldedName.contains(other)
                })
            else { continue }
            context.append(name)
        }
        return (context + [front]).joined(separator: " › ")
    }

    /// Words that are emphasised for the reading, not to be remembered ("**un** operatore", "**di**"): articles,
    /// prepositions, conjunctions, pronouns and the commonest verbs of both languages, folded ("perche", "piu").
    static let fillerWords: Set<String> = [
        "a", "an", "the", "of", "to", "in", "on", "at", "by", "for", "with", "and", "or", "but", "not", "no", "is",
        "are", "was", "were", "be", "it", "this", "that", "these", "those", "as", "from", "very", "all", "only",
        "il", "lo", "la", "i", "gli", "le", "un", "uno", "una", "di", "da", "del", "della", "dei", "delle", "al",
        "alla", "ai", "alle", "dal", "dalla", "nel", "nella", "nei", "nelle", "con", "su", "per", "tra", "fra", "e",
        "ed", "o", "ma", "non", "che", "sono", "era", "ha", "hanno", "si", "ci", "ne", "molto", "solo", "tutto",
        "tutti", "anche", "come", "piu", "meno", "because", "so", "then", "therefore", "however", "perche",
        "quindi", "poi", "pero", "infatti",
    ]

    /// Whether a marked term is only filler words.
    static func isFiller(_ term: String) -> Bool {
        let words = TextFolding.fold(term).split { !$0.isLetter && $0 != "'" }
        return words.allSatisfy { fillerWords.contains(TextFolding.fold(String($0))) }
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
                // A label ("**Nota:**", "**In general,**") or a formula ("x**2**") is no term to remember.
                guard !term.isEmpty, term.split(separator: " ").count <= 6, !term.hasSuffix(":"), !term.hasSuffix(","),
                    term.contains(where: \.isLetter), !parts[index - 1].hasSuffix(":") || index > 1
                else { continue }
                guard !isFiller(term) else { continue }
                var hidden = parts
                hidden[index] = "[…]"
                let line = OutlineReader.plain(hidden.joined())
                // The sentence that hides the term, not the whole paragraph, when it says enough on its own.
                let sentence = sentences(of: line).first { $0.contains("[…]") && $0.filter(\.isLetter).count >= 20 }
                // A question that hides a word of its own ("How many moles […] in…?") asks two things at once.
                guard line.filter(\.isLetter).count >= 20, !(sentence ?? line).hasSuffix("?") else { continue }
                cards.append((sentence ?? line, term))
            }
        }
        return cards
    }
}
