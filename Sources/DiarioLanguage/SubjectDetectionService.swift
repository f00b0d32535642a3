public import DiarioDomain

/// Finds the subject a line is about: built-ins by the words and topics of ``SubjectLexicon``, custom
/// subjects by their name and aliases. Case, accents and apostrophes do not matter; a word of five letters
/// or more may carry one typo; the longest phrase wins, then the earliest.
public struct SubjectDetectionService: SubjectDetecting {
    /// A phrase that names a subject, as folded words.
    struct Phrase: Sendable {
        let words: [String]
        let key: String
    }

    private let builtInPhrases: [Phrase]

    /// Creates the service with the built-in lexicon.
    public init() {
        builtInPhrases = SubjectLexicon.entries.flatMap { key, phrases in
            phrases.map { Phrase(words: Self.words(of: $0), key: key) }
        }
    }

    /// The key of the subject `text` names among `subjects` (built-ins by the lexicon, every subject by its
    /// name and aliases), or nil. Built-ins not in `subjects` are not detected.
    public func detectSubject(in text: String, among subjects: [Subject]) -> String? {
        let allowed = Set(subjects.map(\.key))
        var phrases = builtInPhrases.filter { allowed.contains($0.key) }
        for subject in subjects {
            var names = subject.aliases
            if let name = subject.customName { names.append(name) }
            if !subject.isBuiltIn { names.append(subject.key.replacingOccurrences(of: "-", with: " ")) }
            phrases += names.map { Phrase(words: Self.words(of: $0), key: subject.key) }.filter { !$0.words.isEmpty }
        }
        return bestMatch(in: Self.words(of: text), phrases: phrases)
    }

    /// The key of the built-in subject `text` names, or nil.
    public func detectBuiltInSubject(in text: String) -> String? {
        bestMatch(in: Self.words(of: text), phrases: builtInPhrases)
    }

    private func bestMatch(in words: [String], phrases: [Phrase]) -> String? {
        var best: (length: Int, exact: Bool, key: String)?
        for start in words.indices {
            for phrase in phrases where phrase.words.count <= words.count - start {
                guard let exact = Self.matches(phrase.words, words[start..<(start + phrase.words.count)]) else {
                    continue
                }
                let length = phrase.words.count
                if let current = best {
                    let better = length > current.length || (length == current.length && exact && !current.exact)
                    if !better { continue }
                }
                best = (length, exact, phrase.key)
            }
        }
        return best?.key
    }

    /// Nil when the phrase does not match; true for an exact match, false for a match with typos.
    private static func matches(_ phrase: [String], _ words: ArraySlice<String>) -> Bool? {
        var exact = true
        for (expected, typed) in zip(phrase, words) where expected != typed {
            guard expected.count >= 5, typed.count >= 5, !SubjectLexicon.typoExceptions.contains(typed),
                isWithinOneTypo(expected, typed)
            else { return nil }
            exact = false
        }
        return exact
    }

    /// The folded words of a text, quoted text and punctuation left out ("Ed. Fisica" → ["ed", "fisica"]).
    static func words(of text: String) -> [String] {
        Tokenizer.tokenize(text).filter(\.isMeaningful).map(\.folded)
    }
}
