/// A read-only map from folded words to values for the parser's vocabularies: a `[String: Value]` looked up
/// through a ``ByteKeyedTable`` (its own cheap hash of the word's bytes) instead of SipHash.
///
/// Build it once (a `static let`): building hashes every word.
struct WordMap<Value: Sendable>: Sendable, Sequence, ExpressibleByDictionaryLiteral {
    private let table: ByteKeyedTable<Value?>
    /// The entries (in the dictionary's order).
    private let entries: [(key: String, value: Value)]

    /// A map of these entries.
    init(_ dictionary: [String: Value]) {
        entries = dictionary.map { (key: $0.key, value: $0.value) }
        table = ByteKeyedTable(dictionary.mapValues { Optional($0) }, missing: nil)
    }

    /// A map of these entries; a word given twice keeps its last value.
    init(dictionaryLiteral elements: (String, Value)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { $1 }))
    }

    /// The value of `word`, nil when the map lacks it.
    subscript(_ word: String) -> Value? { table.lookup(word) }

    /// The value of `word` without its last character ("mondays" → "monday"), nil when the map lacks it.
    subscript(droppingLastCharacterOf word: String) -> Value? { table.lookupDroppingLastCharacter(word) }

    /// The words.
    var keys: [String] { entries.map(\.key) }
    /// The values, in the order of ``keys``.
    var values: [Value] { entries.map(\.value) }
    /// How many words the map has.
    var count: Int { entries.count }
    /// Whether the map has no word.
    var isEmpty: Bool { entries.isEmpty }

    /// The entries, in the order of ``keys``.
    func makeIterator() -> IndexingIterator<[(key: String, value: Value)]> { entries.makeIterator() }
}
