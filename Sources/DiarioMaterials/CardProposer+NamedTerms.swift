import DiarioDomain
import Foundation

/// Terms a sentence names in words ("un evento chiamato «varco»", "a process known as osmosis"): the term hidden as
/// a cloze, since the student wrote it as a name to know.
extension CardProposer {
    /// The words that name a term in a sentence: "chiamato", "detto", "known as"….
    static let namingWords = [
        "chiamato ", "chiamata ", "chiamati ", "chiamate ", "detto ", "detta ", "detti ", "dette ", "denominato ",
        "denominata ", "noto come ", "nota come ", "noti come ", "note come ", "prende il nome di ",
        "prendono il nome di ", "called ", "known as ", "named ", "termed ", "referred to as ",
    ]

    /// The first words of ``namingWords``: a sentence without one of them names no term, and is not searched.
    private static let namingOpenings = Set(namingWords.compactMap { $0.split(separator: " ").first.map(String.init) })

    /// A sentence that names a term, the term hidden: "La poesia, attraverso un evento chiamato "varco", offre…" →
    /// ("… chiamato "[…]", offre…", "varco"). The term is what a naming word puts in quotes, else one to four words
    /// that open with a capital ("called Osnovy khimii,"), else one word that ends the clause ("known as osmosis.").
    static func namedCloze(_ sentence: String) -> (String, String)? {
        guard sentence.count <= maxAnswerLength, !sentence.hasSuffix("?"),
            sentence.split(separator: " ").contains(where: { namingOpenings.contains($0.lowercased()) })
        else { return nil }
        for cue in namingWords {
            guard let cueRange = sentence.range(of: cue, options: .caseInsensitive),
                sentence[..<cueRange.lowerBound].last.map({ $0 == " " }) ?? true,
                let named = namedTerm(in: sentence[cueRange.upperBound...], quotedOnly: quotedOnlyCues.contains(cue))
            else { continue }
            // "known as Hellenistic." and "'the Terrible.'" end at their last letter.
            var term = named
            while term.lowerBound < term.upperBound,
                let last = sentence[term].last, !last.isLetter && !last.isNumber
            {
                term = term.lowerBound..<sentence.index(before: term.upperBound)
            }
            guard !term.isEmpty else { continue }
            var hidden = sentence
            hidden.replaceSubrange(term, with: "[…]")
            guard hidden.filter(\.isLetter).count >= 20 else { return nil }
            let answer = String(sentence[term])
            return isFiller(answer) ? nil : (hidden, answer)
        }
        return nil
    }

    /// Words that can follow a name a sentence gives ("chiamata Nous che…", "called Schwann cells"): small words, and
    /// the cells a name so often goes before; what stands before them is the whole name.
    private static let nameFollowers: Set<String> = [
        "e", "ed", "o", "che", "il", "la", "lo", "i", "gli", "le", "di", "del", "della", "in", "nel", "nella", "per",
        "da", "con", "a", "al", "alla", "è", "fu", "era", "and", "or", "that", "which", "who", "is", "was", "were",
        "are", "of", "for", "by", "with", "to", "at", "on", "the", "cells", "cell", "cellule",
    ]

    /// The naming words that are also everyday Italian ("come detto prima", "detto questo"): only a quoted or
    /// capitalised term follows them as a name.
    private static let quotedOnlyCues: Set<String> = ["detto ", "detta ", "detti ", "dette "]

    /// Where the term that `rest` opens with stands: quoted, capitalised words, or (unless `quotedOnly`) one word
    /// closing a clause that is no small word ("as said before").
    private static func namedTerm(in rest: Substring, quotedOnly: Bool) -> Range<String.Index>? {
        let quotes: [Character: Character] = ["\"": "\"", "«": "»", "“": "”", "'": "'", "‘": "’"]
        if let open = rest.first, let close = quotes[open] {
            let inside = rest.dropFirst()
            guard let end = inside.firstIndex(of: close) else { return nil }
            let term = inside[..<end]
            let words = term.split(separator: " ").count
            return (1...6).contains(words) && term.contains(where: \.isLetter) ? term.startIndex..<end : nil
        }
        let words = rest.split(separator: " ", omittingEmptySubsequences: true)
        guard let first = words.first else { return nil }
        let clauseEnds: Set<Character> = [",", ".", ";", ":", ")"]
        func bare(_ word: Substring) -> Substring {
            word.last.map(clauseEnds.contains) == true ? word.dropLast() : word
        }
        if first.first?.isUppercase == true {
            // Capitalised words up to a clause's end, the sentence's end or a small word ("… called Schwann cells
            // that wrap…" stops before "cells"; "also known as New voices' contest" is no name).
            var count = 0
            for word in words.prefix(4) {
                guard word.first?.isUppercase == true else { break }
                count += 1
                if word.last.map(clauseEnds.contains) == true { break }
            }
            let last = words[count - 1]
            let closes =
                count == words.count || last.last.map(clauseEnds.contains) == true
                || nameFollowers.contains(TextFolding.fold(String(words[count])))
            return closes ? first.startIndex..<bare(last).endIndex : nil
        }
        let word = bare(first)
        guard !quotedOnly, word.count >= 4, word.allSatisfy({ $0.isLetter || $0 == "-" }),
            case let folded = TextFolding.fold(String(word)),
            !fillerWords.contains(folded), !pointingWords.contains(folded), !placeWords.contains(folded),
            words.count == 1 || first.last.map(clauseEnds.contains) == true
        else { return nil }
        return word.startIndex..<word.endIndex
    }

    /// Whether what follows "è" or "is" goes on describing rather than defining: an adverb ("è quindi…", "are
    /// essentially…"), "stata" or "tutte", and with `participles` a passive ("sono utilizzati", "is poured"), asked of
    /// a sentence that does not open a paragraph: there "X è …" is more often a remark than a definition.
    static func opensAsPredicate(_ meaning: String, participles: Bool = true) -> Bool {
        guard let first = meaning.split(separator: " ").first.map({ TextFolding.fold(String($0)) }) else {
            return false
        }
        if predicateOpenings.contains(first) { return true }
        guard participles else { return false }
        let participles = ["ato", "ata", "ati", "ate", "uto", "uta", "uti", "ute", "ito", "ita", "iti", "ite", "ed"]
        return first.count >= 5 && participles.contains { first.hasSuffix($0) }
    }

    private static let predicateOpenings: Set<String> = [
        "quindi", "anche", "poi", "cosi", "sempre", "spesso", "subito", "ancora", "gia", "molto", "piu", "meno", "solo",
        "soltanto", "tutte", "tutti", "tutto", "stato", "stata", "stati", "state", "essentially", "gradually", "then",
        "therefore", "thus", "usually", "often", "still", "just", "only", "simply", "really", "very", "more", "most",
        "less", "been", "being", "so", "too", "now", "ora", "adesso", "infatti", "pertanto", "invece", "instead",
    ]

    /// Whether the sentence that opens a note says what its `topic` is: a topic that names a subject, not a lesson or
    /// a worksheet ("Econ Class 1", "Differentiation Notes"); a sentence of six words or more, no question and no
    /// label ("Q1.", "Empirical formula: …"), that does not open with a word that points back ("This…", "Questo…"),
    /// a preposition ("Before starting…") or an adverb ("Essentially,"), and is no "X è …" definition.
    static func isLeadSentence(_ sentence: String, about topic: String) -> Bool {
        guard namesTopic(topic) else { return false }
        let words = sentence.split(separator: " ")
        guard words.count >= 6, sentence.count <= maxAnswerLength, !sentence.hasSuffix("?"),
            !sentence.hasSuffix(":"), !sentence.prefix(40).contains(": "), let first = words.first,
            first.first?.isLetter == true, !first.hasSuffix(","), !first.hasSuffix("."),
            case let opening = TextFolding.fold(String(first)),
            !pointingWords.contains(opening), !openingPrepositions.contains(opening),
            !predicateOpenings.contains(opening)
        else { return false }
        // "Il Romanticismo è un movimento…" is a definition card already.
        return sentenceDefinition(sentence) == nil
    }

    /// Words that point within a text rather than name: "detto prima", "called above".
    private static let placeWords: Set<String> = [
        "prima", "sopra", "sotto", "dopo", "before", "above", "below", "earlier", "later", "questo", "cosi",
    ]
}
