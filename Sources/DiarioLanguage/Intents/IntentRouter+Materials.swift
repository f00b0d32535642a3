import DiarioDomain
import Foundation

/// Looking something up in the student's own material, and adding material, in words (issue 26).
extension IntentRouter {
    /// "ricerca:", "search:": a label that looks up what follows.
    private static let searchLabels: WordSet = ["ricerca", "search", "cerca"]

    /// "cerca fotosintesi", "where did I write about the French Revolution": a search opening, then the words to
    /// find, without those that only say where to look ("nei miei appunti") or weigh nothing ("the", "della").
    func searchRequest(_ rest: [Token], words: [String]) -> Request? {
        // "ricerca: teorema di pitagora", a label and a colon, looks up; "ricerca di storia" is a research project.
        let labelled = words.count > 2 && Self.searchLabels.contains(words[0]) && words[1] == ":"
        guard let end = labelled ? 2 : Self.searchOpenings.longest(at: 0, in: words)?.end else { return nil }
        let found = rest[end...].filter { token in
            token.isMeaningful && !IntentVocabulary.searchPlaces.contains(token.folded)
                && !IntentVocabulary.searchFunctionWords.contains(token.folded)
        }
        guard !found.isEmpty else { return nil }
        return .search(
            text: found.map { String($0.text) }.joined(separator: " "),
            subjectKey: subjects.detect(inWords: Array(words[end...])))
    }

    /// The words of `message` worth looking up in the student's materials: without function words and the words of
    /// asking ("spiegami la fotosintesi" → ["fotosintesi"], "explain the Congress of Vienna" → ["Congress",
    /// "Vienna"]), as typed.
    public static func searchWords(in message: String) -> [String] {
        Tokenizer.tokenize(message).filter { token in
            // "cos'è" keeps its apostrophe on the first word: "cos'" is "cos".
            let word = token.folded.trimmingCharacters(in: CharacterSet(charactersIn: "'’"))
            return token.isMeaningful && word.count >= 3 && !IntentVocabulary.searchFunctionWords.contains(word)
                && !IntentVocabulary.askingWords.contains(word) && !IntentVocabulary.searchPlaces.contains(word)
        }.map { String($0.text) }
    }

    /// "aggiungi i miei appunti di storia", "upload my history notes": an opening of adding, perhaps a possessive
    /// or an article, and a kind of material within the next three words.
    /// "ecco gli appunti di storia", "here are the spanish vocab sheets", "here's the study guide" likewise: material
    /// handed over. A file's name with the extension of a document ("upload: biology_chapter3.pdf") is material
    /// after any opening of adding.
    func addsMaterial(_ words: [String]) -> Bool {
        let opening: Int
        if let first = words.first, IntentVocabulary.addMaterialOpenings.contains(first) {
            opening = 1
        } else if let handed = Self.handingOver.prefix(of: words) {
            opening = handed.end
        } else {
            return false
        }
        let next = words.dropFirst(opening).prefix(4).drop { IntentVocabulary.addMaterialFillers.contains($0) }
        return next.prefix(3).contains { IntentVocabulary.materialNouns.contains($0) }
            || opening == 1 && Self.namesDocumentFile(Array(words.prefix(7)))
    }

    private static let handingOver = PhraseIndex(IntentVocabulary.handingOver.map { ($0, ()) })

    /// "biology_chapter3.pdf", "grammatica_inglese.docx": a document's extension after a dot, in one word or as
    /// the word after a "." of its own.
    private static func namesDocumentFile(_ words: [String]) -> Bool {
        words.indices.contains { index in
            let word = words[index]
            if index > 0, words[index - 1] == "." { return IntentVocabulary.documentExtensions.contains(word) }
            guard let dot = word.lastIndex(of: "."), dot != word.startIndex else { return false }
            return IntentVocabulary.documentExtensions.contains(String(word[word.index(after: dot)...]))
        }
    }
}
