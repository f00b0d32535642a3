import DiarioDomain

// The coming tests: "prepara la verifica di storia" (`prepare_test`) and "quando sono le verifiche?" (`list_tests`).
extension IntentRouter {
    private static let testQuestions = PhraseIndex(IntentVocabulary.testQuestions.map { ($0, ()) })

    /// "compito", "compiti": a test when "in classe" follows.
    private static let classworkNouns: WordSet = ["compito", "compiti"]

    /// The first word naming a test, an oral or an exam ("compito in classe" counts), if any.
    static func testWordIndex(in words: [String]) -> Int? {
        words.indices.first { index in
            IntentVocabulary.testWords.contains(words[index])
                || Self.classworkNouns.contains(words[index])
                    && words.dropFirst(index + 1).starts(with: ["in", "classe"])
        }
    }

    /// "quando sono le verifiche?", "what tests do I have?", "le prossime verifiche": a question opening with a
    /// test word within four words after it, in a short line with no word of feeling (that goes to the coach); or a line
    /// made only of test words and their fillers. `words` are the folded words of `tokens`, `lineTraits` their traits.
    func isTestQuestion(_ tokens: [Token], words: [String], lineTraits: WordTraits) -> Bool {
        // A word of tests first, from the tokens' traits: most lines have none.
        guard words.count <= 9, lineTraits.contains(.testWord), let test = Self.testWordIndex(in: words) else {
            return false
        }
        if words.allSatisfy({ IntentVocabulary.testWords.contains($0) || IntentVocabulary.testListFillers.contains($0) }
        ) {
            return true
        }
        guard let opening = Self.testQuestions.prefix(of: words), test >= opening.end, test - opening.end < 4 else {
            return false
        }
        guard lineTraits.contains(.coach) else { return true }
        let masked = Set(Self.notForTheCoach.matches(in: words).flatMap { Array($0.start..<$0.end) })
        return !tokens.indices.contains { tokens[$0].traits.contains(.coach) && !masked.contains($0) }
    }
}
