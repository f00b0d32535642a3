/// A read-only set of folded words for the parser's vocabularies: the words of a `Set<String>`, looked up through a
/// ``ByteKeyedTable`` (its own cheap hash of the word's bytes) instead of SipHash, several times cheaper for the short words of a line.
///
/// Build it once (a `static let`): building hashes every word.
struct WordSet: Sendable, Sequence, ExpressibleByArrayLiteral {
    private let table: ByteKeyedTable<Bool>
    /// The words in the order first given: the order every iteration gives.
    private let words: [String]

    /// A set of these words (repeats are kept once).
    init(_ words: some Sequence<String>) {
        let given = Array(words)
        var ordered: [String] = []
        ordered.reserveCapacity(given.count)
        table = ByteKeyedTable(
            pairs: given.map { (key: $0, value: true) }, missing: false, kept: { ordered.append(given[$0]) })
        self.words = ordered
    }

    /// A set of the words written in the literal.
    init(arrayLiteral words: String...) { self.init(words) }

    /// Whether `word` is one of the set's words.
    func contains(_ word: String) -> Bool { table.containsKey(word) }

    /// Whether `words` joined by single spaces are one of the set's words (as `contains(words.joined(separator: " "))`,
    /// without joining a single word).
    func contains(joining words: ArraySlice<String>) -> Bool {
        guard words.count > 1 else { return contains(words.first ?? "") }
        var phrase = ""
        phrase.reserveCapacity(words.reduce(words.count) { $0 + $1.utf8.count })
        for index in words.indices {
            if index > words.startIndex { phrase += " " }
            phrase += words[index]
        }
        return contains(phrase)
    }

    /// The words of both sets.
    func union(_ other: some Sequence<String>) -> WordSet { WordSet(words + Array(other)) }

    /// The words of this set that `other` lacks.
    func subtracting(_ other: some Sequence<String>) -> WordSet {
        let removed = Set(other)
        return WordSet(words.filter { !removed.contains($0) })
    }

    /// The words of this set that `other` also has.
    func intersection(_ other: some Sequence<String>) -> WordSet {
        let kept = Set(other)
        return WordSet(words.filter { kept.contains($0) })
    }

    /// How many words the set has.
    var count: Int { words.count }
    /// Whether the set has no word.
    var isEmpty: Bool { words.isEmpty }

    /// The words in the order first given.
    func makeIterator() -> IndexingIterator<[String]> { words.makeIterator() }
}
