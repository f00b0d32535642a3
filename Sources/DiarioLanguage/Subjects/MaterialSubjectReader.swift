public import DiarioDomain

/// What a material is about, read from its whole text: every subject's names, topics and content words
/// (``SubjectLexicon``) counted over the title and every page, the title weighing more. A student's own subjects count
/// by their names and aliases; built-ins the student does not keep never win.
///
/// Build one per list of subjects and reuse it: the phrases are indexed once.
public struct MaterialSubjectReader: Sendable {
    /// A subject and why: its score and the words that gave it, heaviest first.
    public struct Evidence: Equatable, Sendable {
        /// The subject's key.
        public let key: String
        /// The weight of what was found for it.
        public let score: Double
        /// The words found, as the text writes them, heaviest first (at most three).
        public let words: [String]
    }

    /// The two subjects with the most evidence, if any.
    public struct Reading: Equatable, Sendable {
        /// The subject the material is about; nil when nothing in it names one.
        public let best: Evidence?
        /// The next one, when there is one.
        public let runnerUp: Evidence?

        /// True when the runner-up has at least three quarters of the best one's weight: worth asking.
        public var isClose: Bool {
            guard let best, let runnerUp else { return false }
            return runnerUp.score >= 0.75 * best.score
        }
    }

    /// A word of the title counts this many times one of the text.
    static let titleWeight = 6.0
    /// A subject's own name in the title ("Storia", "Psychology notes") counts this many times a topic there.
    static let nameWeight = 2.0
    /// Names and topics that, inside notes, are mostly ordinary words: a language's adjective ("Greek mercenaries",
    /// "the English translation"), "law" of physics, "art" of war, "forces" and "pressure" of chemistry as much as
    /// physics. They count in a title only.
    static let titleOnly: Set<String> = [
        "law", "art", "arte", "english", "inglese", "greek", "greco", "greci", "latin", "latino", "italian", "italiano",
        "french", "francese", "german", "tedesco", "spanish", "spagnolo", "forces", "pressure", "pressione", "waves",
        "onde", "lab", "laboratorio", "cell", "cells", "info", "sci", "geo", "bio", "mate", "filo", "eng", "ita",
    ]
    /// Less than this, and nothing in the title: no subject. One word of a subject's own is enough where nothing
    /// else is named (short notes name little); a shopping list names none.
    static let minimumScore = 1.0
    /// The folders nearest the file that are read for a subject's name.
    static let foldersRead = 5
    /// The subject lexicon's own words (names, short names, the parts of a subject: "algebra", "chimica"), not the
    /// content words of its topics: what a folder is read for.
    private static let lexiconPhrases = WordSet(SubjectLexicon.tokenizedEntries.map { $0.words.joined(separator: " ") })
    /// How many formulas (for mathematics) or blocks of code (for computer science) count, and the weight of each:
    /// three formulas weigh a little more than two words, so that a few words of another subject (physics writes
    /// formulas too) outweigh them.
    static let notationMentions = 3
    static let notationWeight = 0.75
    /// The weight of a block of code in a fence that names its language ("```python"): one is a subject.
    static let namedCodeWeight = 2.0

    private let phrases: PhraseIndex<String>
    private let allowed: Set<String>?

    /// Reads with every built-in subject.
    public init() { self.init(phrases: Self.builtInPhrases, allowed: nil) }

    /// Reads with a student's subjects: built-ins in the list by the lexicon, every subject by its name and aliases.
    public init(subjects: [Subject]) {
        let own = SubjectDetectionService.ownNames(of: subjects)
        let taken = Set(own.map(\.0))
        self.init(
            phrases: Self.builtInPhrases.filter { !taken.contains($0.0) } + own, allowed: Set(subjects.map(\.key)))
    }

    private init(phrases entries: [([String], String)], allowed: Set<String>?) {
        phrases = PhraseIndex(words: entries)
        self.allowed = allowed
    }

    /// Every built-in phrase, the names, topics, content and everyday words of each subject, each once; a content
    /// word of one word also as its other number ("enzyme" and "enzymes", "proteina" and "proteine"), where no subject
    /// has that form already.
    private static let builtInPhrases: [([String], String)] = {
        var seen: Set<[String]> = []
        var entries: [([String], String)] = []
        seen.reserveCapacity(12_000)
        entries.reserveCapacity(12_000)
        func add(_ words: [String], _ key: String) {
            if !words.isEmpty, seen.insert(words).inserted { entries.append((words, key)) }
        }
        let sorted = { (table: [String: [String]]) in table.sorted { $0.key < $1.key } }
        for (key, phrases) in sorted(SubjectLexicon.allEntries) {
            for phrase in phrases { add(Tokenizer.words(of: phrase), key) }
        }
        let content = sorted(SubjectLexicon.topicVocabulary) + sorted(SubjectLexicon.everydayVocabulary)
        for (key, phrases) in content {
            for phrase in phrases { add(Tokenizer.words(of: phrase), key) }
        }
        // Other numbers come last, so that a form some subject lists itself stays that subject's.
        for (key, phrases) in content {
            for phrase in phrases {
                let words = Tokenizer.words(of: phrase)
                guard words.count == 1, let word = words.first, word.count >= 5 else { continue }
                for other in otherNumbers(of: word) { add([other], key) }
            }
        }
        return entries
    }()

    /// The text without its web addresses ("https://example.org/a.html", "www.x.it"): a link's words name a site, not
    /// what the notes are about ("https" and "html" are words of computer science).
    static func withoutAddresses(_ text: String) -> String {
        guard text.contains("http") || text.contains("www.") else { return text }
        var kept = ""
        kept.reserveCapacity(text.utf8.count)
        var rest = text[...]
        while let start = ["https://", "http://", "www."].compactMap({ rest.range(of: $0)?.lowerBound }).min() {
            kept += rest[..<start]
            let end = rest[start...].firstIndex { $0.isWhitespace || ")]>\"'".contains($0) } ?? rest.endIndex
            kept += " "
            rest = rest[end...]
        }
        kept += rest
        return kept
    }

    /// The English and Italian plural or singular a word may take: "enzyme" → "enzymes", "enzymes" → "enzyme",
    /// "proteina" → "proteine", "neurone" → "neuroni".
    static func otherNumbers(of word: String) -> [String] {
        var forms: [String] = []
        if word.hasSuffix("s") { forms.append(String(word.dropLast())) } else { forms.append(word + "s") }
        let stem = word.dropLast()
        switch word.last {
        case "a": forms.append(stem + "e")
        case "o", "e": forms.append(stem + "i")
        default: break
        }
        return forms
    }

    /// The subjects `title` and `pages` are about, with their evidence. `folders` are the names of the folders the
    /// file was kept in, nearest first: the nearest that names a subject by the subject lexicon's own words
    /// ("Storia", "further-maths", "Algebra") counts as a title, and no other word of a folder counts (students name
    /// folders by subject, and by much else).
    public func read(title: String, pages: [String], folders: [String] = []) -> Reading {
        var scores: [String: Double] = [:]
        // Each subject's phrases found: as the text first wrote it, how often, and the weight they gave.
        var found: [String: [String: (surface: String, mentions: Int, weight: Double, order: Int)]] = [:]
        var phrasesFound = 0
        func note(_ key: String, _ phrase: String, surface: String, mention: Double) {
            // The first mention of a phrase counts whole, the next four a quarter each: a word repeated all along the
            // notes is one topic, not twenty.
            let seen = found[key]?[phrase]
            let mentions = seen?.mentions ?? 0
            let added = mentions == 0 ? mention : mentions <= 4 ? mention / 4 : 0
            scores[key, default: 0] += added
            if seen == nil { phrasesFound += 1 }
            found[key, default: [:]][phrase] = (
                seen?.surface ?? surface, mentions + 1, (seen?.weight ?? 0) + added, seen?.order ?? phrasesFound
            )
        }
        func count(_ text: String, weight: Double, lexiconOnly: Bool = false) {
            let tokens = Tokenizer.tokenize(Self.withoutAddresses(text)).filter(\.isMeaningful)
            let words = tokens.map(\.folded)
            var start = 0
            while start < words.count {
                guard let match = phrases.longest(at: start, in: words), allowed?.contains(match.value) ?? true else {
                    start += 1
                    continue
                }
                let phrase = words[start..<match.end].joined(separator: " ")
                let inTitle = weight > 1
                guard inTitle || !Self.titleOnly.contains(phrase) else {
                    start = match.end
                    continue
                }
                let isName = inTitle && SubjectLexicon.names.contains(joining: words[start..<match.end])
                guard !lexiconOnly || Self.lexiconPhrases.contains(phrase) else {
                    start = match.end
                    continue
                }
                note(
                    match.value, phrase, surface: tokens[start..<match.end].map(\.text).joined(separator: " "),
                    mention: weight * (isName ? Self.nameWeight : 1))
                start = match.end
            }
        }
        count(title, weight: Self.titleWeight)
        for folder in folders.prefix(Self.foldersRead) {
            let before = scores
            count(
                folder.replacing("-", with: " ").replacing("_", with: " "), weight: Self.titleWeight, lexiconOnly: true)
            if scores != before { break }
        }
        for page in pages { count(page, weight: 1) }
        // Formulas and code are written in a subject's own notation: each is a mention, a few at most. A fence that
        // names a programming language says more than a formula, which physics and chemistry write too.
        let markup = NotationCounter(pages: pages)
        let formulas = markup.formulas.map { ($0, Self.notationWeight) }
        let code =
            markup.namedCode.map { ($0, Self.namedCodeWeight) } + markup.unnamedCode.map { ($0, Self.notationWeight) }
        for (key, marks) in [("math", formulas), ("computer-science", code)] where allowed?.contains(key) ?? true {
            for (index, (surface, weight)) in marks.prefix(Self.notationMentions).enumerated() {
                note(key, "\u{0}notation \(index)", surface: surface, mention: weight)
            }
        }
        let ranked = scores.filter { $0.value >= Self.minimumScore }.sorted {
            $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key
        }
        func evidence(_ entry: (key: String, value: Double)) -> Evidence {
            // Heaviest first; of two alike, the one the text named first.
            let words = (found[entry.key] ?? [:]).values.sorted {
                $0.weight != $1.weight ? $0.weight > $1.weight : $0.order < $1.order
            }.prefix(3).map(\.surface)
            return Evidence(key: entry.key, score: entry.value, words: words)
        }
        return Reading(best: ranked.first.map(evidence), runnerUp: ranked.dropFirst().first.map(evidence))
    }
}
