public import DiarioDomain

/// Finds the subject a line is about: built-ins by the words and topics of ``SubjectLexicon``, custom
/// subjects by their name and aliases. Case, accents and apostrophes do not matter; a word of five letters
/// or more may carry one typo; the longest phrase wins, then the earliest.
///
/// Build one per list of subjects and reuse it: the phrases are indexed once.
public struct SubjectDetectionService: SubjectDetecting {
    /// The student's own names and aliases of subjects (none for the built-in lexicon only); the built-in phrases are
    /// ``BuiltInSubjectPhrases``, shared by every detector.
    private let ownPhrases: PhraseIndex<String>
    /// The built-in subjects whose phrases count: all of them, or those the student keeps.
    private let allowed: SubjectPhraseBits
    /// True when only the built-in lexicon is read: then only words whose traits give a length of phrase
    /// (``WordTraits/subjectPhraseStarts``) can start one, and the others need no lookup.
    private let builtInOnly: Bool
    /// Single subject words of five letters or more, as bytes, by length: the candidates for a typo.
    private let typoCandidates: [Int: [(bytes: [UInt8], key: String)]]
    /// The built-in subjects the student keeps; nil for all of them.
    private let keptBuiltIns: Set<String>?

    /// Creates the service with the built-in lexicon only.
    public init() {
        ownPhrases = PhraseIndex(words: [])
        allowed = BuiltInSubjectPhrases.everySubject
        builtInOnly = true
        typoCandidates = [:]
        keptBuiltIns = nil
    }

    /// Creates the service for a student's subjects: built-ins in the list by the lexicon (hidden ones are
    /// left out of the list by the caller), every subject by its name and aliases. A student's own name or alias
    /// for a subject beats the same words in a built-in's lexicon ("Latino" made by the student before Latin was
    /// built in stays theirs): at the same length, an own phrase wins (``longest(at:in:)``).
    public init(subjects: [Subject]) {
        let kept = Set(subjects.map(\.key))
        let ownWords = Self.ownNames(of: subjects)
        ownPhrases = PhraseIndex(words: ownWords)
        allowed = BuiltInSubjectPhrases.subjects(kept)
        builtInOnly = false
        keptBuiltIns = kept
        // The student's own names and aliases may carry a typo here; the built-in lexicon's words are forgiven one
        // typo before detection, with the rest of the closed vocabulary (``TypoForgiveness``).
        var candidates: [Int: [(bytes: [UInt8], key: String)]] = [:]
        for (words, key) in ownWords {
            guard words.count == 1, let word = words.first, word.utf8.count >= 5 else { continue }
            candidates[word.utf8.count, default: []].append((Array(word.utf8), key))
        }
        typoCandidates = candidates
    }

    /// The words of each subject's own names: its aliases, a custom name, and a custom subject's key ("storia-arte" as
    /// "storia arte"), folded like input lines, with the subject's key.
    static func ownNames(of subjects: [Subject]) -> [([String], String)] {
        subjects.flatMap { subject in
            var names = subject.aliases
            if let name = subject.customName { names.append(name) }
            if !subject.isBuiltIn { names.append(subject.key.replacingOccurrences(of: "-", with: " ")) }
            return names.map { (Tokenizer.words(of: $0), subject.key) }
        }
    }

    /// The longest subject phrase at `start` of `words` (whose tokens, when given, carry the words' traits): the
    /// student's own, or a built-in one of a subject they keep that is longer.
    private func longest(at start: Int, in words: [String], tokens: [Token]? = nil) -> (length: Int, key: String)? {
        let own = builtInOnly ? nil : ownPhrases.longest(at: start, in: words)
        let traits = tokens.map { $0[start].traits } ?? WordTraits.of(words[start])
        if let builtIn = BuiltInSubjectPhrases.longest(
            at: start, in: words, traits: traits, allowed: allowed, longerThan: own?.length ?? 0)
        {
            return builtIn
        }
        return own.map { ($0.length, $0.value) }
    }

    /// Words before a subject's name that say the work is of that class ("verifica di storia", "for technology").
    private static let classMarkers: WordSet = ["di", "of", "for", "per", "x"]

    /// Abbreviations students write that are also common words ("sto": I am), read only after a class marker.
    private static let ambiguousAbbreviations = ["sto": "history"]
    private static let spans: WordSet = [
        "weekend", "mese", "settimana", "anno", "periodo", "giro", "pomeriggio", "passo",
    ]

    /// A detector for the student's subjects, indexed once (``SubjectDetecting``).
    public func detector(among subjects: [Subject]) -> @Sendable (String) -> String? {
        let service = SubjectDetectionService(subjects: subjects)
        return { service.detect(in: $0) }
    }

    /// The key of the subject `text` names, or nil.
    public func detect(in text: String) -> String? {
        detect(inWords: TypoForgiveness.corrected(Tokenizer.tokenize(text)).tokens.filter(\.isMeaningful).map(\.folded))
    }

    /// The key of the subject named by the tokens (words and numbers), or nil.
    func detect(inTokens tokens: [Token]) -> String? {
        detect(inWords: tokens.map(\.folded), tokens: tokens)
    }

    /// The key of the subject named by the folded words, or nil: a phrase after a word that names the class
    /// ("di", "for": "grammatica di francese", "technical drawing for technology") over one that does not, then
    /// the longest phrase, then exact over typo, then the earliest.
    func detect(inWords words: [String], tokens: [Token]? = nil) -> String? {
        var best: (named: Bool, length: Int, key: String)?
        for start in words.indices {
            if builtInOnly, let tokens, tokens[start].traits.isDisjoint(with: .subjectPhraseStarts) { continue }
            guard let match = longest(at: start, in: words, tokens: tokens) else { continue }
            let named =
                start > 0 && Self.classMarkers.contains(words[start - 1])
                && SubjectLexicon.names.contains(joining: words[start..<(start + match.length)])
            if let best, best.named && !named || best.named == named && best.length >= match.length { continue }
            best = (named, match.length, match.key)
        }
        if let best { return best.key }
        // "interrogazione di sto": an abbreviation that is also a common word names its subject after "di" only, and
        // not before a span ("di sto passo", "x sto weekend": "questo").
        for index in words.indices.dropFirst() where words[index - 1] == "di" {
            guard let key = Self.ambiguousAbbreviations[words[index]], keptBuiltIns?.contains(key) ?? true,
                index + 1 == words.count || !Self.spans.contains(words[index + 1])
            else { continue }
            return key
        }
        // No exact word: the earliest word one typo away from a subject word.
        for word in words {
            if let key = typoMatch(word) { return key }
        }
        return nil
    }

    /// Where the subject phrases of the folded words stand, longest first at each start ("sistema nervoso",
    /// "grande depressione"): what other readers leave alone as a topic.
    func phraseSpans(inWords words: [String]) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        var start = 0
        while start < words.count {
            guard let match = longest(at: start, in: words) else {
                start += 1
                continue
            }
            spans.append(start..<(start + match.length))
            start += match.length
        }
        return spans
    }

    /// A subject word one typo away from `word` (five letters or more, not a common word).
    private func typoMatch(_ word: String) -> String? {
        // No subject word is longer than 20 letters; longer words cannot be one typo away.
        let length = word.utf8.count
        guard !typoCandidates.isEmpty, (5...21).contains(length), !SubjectLexicon.typoExceptions.contains(word),
            WordTraits.of(word).isDisjoint(with: .common)
        else { return nil }
        let bytes = Array(word.utf8)
        for candidateLength in (length - 1)...(length + 1) {
            for candidate in typoCandidates[candidateLength] ?? [] where isWithinOneTypo(candidate.bytes, bytes) {
                return candidate.key
            }
        }
        return nil
    }
}
