import Foundation

/// The built-in subjects' phrases (``SubjectLexicon/allEntries``), mapped from `Resources/subject-phrases.bin` at
/// every start instead of being split into words and indexed: indexing the lexicon's thousands of phrases was a fifth
/// of a cold `add` (docs/benchmarks.md, "Start-up, fifth round"). `make word-traits` writes the file from the lexicon;
/// `SubjectPhrasesFileTests` fails while it is stale.
///
/// The table's keys are a phrase's folded words joined by single spaces (a folded word never holds a space), each
/// with the subjects it names. A phrase's first word carries, in its word traits, the lengths of the phrases it starts
/// (``WordTraits/subjectPhrase(ofWords:)``): a line's word is looked up with the next ones only for those lengths.
enum BuiltInSubjectPhrases {
    /// The built-in subject keys, in the order of their bits in ``SubjectPhraseBits``: the keys of
    /// ``SubjectLexicon/allEntries``, sorted (a test checks that they are).
    static let keys = [
        "art", "business-economics", "civics", "computer-science", "english", "french", "geography", "german", "greek",
        "history", "human-sciences", "italian", "latin", "law-economics", "math", "music", "pe", "philosophy",
        "physics", "religion", "science", "spanish", "technology",
    ]

    /// The table, mapped from its file; built from the lexicon when the file is missing, damaged or written with
    /// another hash.
    static let table: ByteKeyedTable<SubjectPhraseBits> =
        Bundle.module.url(forResource: "subject-phrases", withExtension: "bin")
        .flatMap { ModelFile(mapping: $0.path) }.flatMap { ByteKeyedTable(file: $0) } ?? builtTable

    /// The bits of every subject key in ``keys``.
    static let everySubject = SubjectPhraseBits(keys.indices.map(SubjectPhraseBits.subject))

    /// The bits of the built-in subjects among `keys` (other keys have none).
    static func subjects(_ keys: some Sequence<String>) -> SubjectPhraseBits {
        SubjectPhraseBits(keys.compactMap { key in Self.keys.firstIndex(of: key).map(SubjectPhraseBits.subject) })
    }

    /// The longest built-in phrase at `start` of `words` (folded words) that names one of `allowed` and has more
    /// than `minimum` words: its length and the first of its allowed subjects in the order of ``keys``. `traits` are
    /// the word traits of `words[start]`, which say the lengths of the phrases it starts.
    static func longest(
        at start: Int, in words: [String], traits: WordTraits, allowed: SubjectPhraseBits, longerThan minimum: Int = 0
    ) -> (length: Int, key: String)? {
        let limit = min(WordTraits.longestSubjectPhrase, words.count - start)
        guard limit > minimum, !traits.isDisjoint(with: .subjectPhraseStarts) else { return nil }
        for length in stride(from: limit, to: minimum, by: -1) where traits.contains(.subjectPhrase(ofWords: length)) {
            let named = (length == 1 ? table.lookup(words[start]) : lookup(words[start..<(start + length)]))
                .intersection(allowed)
            if let bit = named.first { return (length, keys[bit]) }
        }
        return nil
    }

    /// What the table holds for these words joined by spaces, joined in memory of the stack.
    private static func lookup(_ words: ArraySlice<String>) -> SubjectPhraseBits {
        var count = words.count - 1
        for index in words.indices { count += words[index].utf8.count }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { joined in
            var end = 0
            for index in words.indices {
                if index > words.startIndex {
                    joined[end] = 0x20
                    end += 1
                }
                // A word's bytes copied at once where they lie (every word the parser makes has them in place).
                let copied = words[index].utf8.withContiguousStorageIfAvailable { bytes in
                    UnsafeMutableBufferPointer(rebasing: joined[end..<(end + bytes.count)])
                        .initialize(fromContentsOf: bytes)
                }
                if let copied {
                    end += copied
                } else {
                    for byte in words[index].utf8 {
                        joined[end] = byte
                        end += 1
                    }
                }
            }
            return table.lookup(bytes: UnsafeBufferPointer(joined))
        }
    }

    /// The table built from the lexicon, its phrases in the order of their bytes: the same lexicon always gives the
    /// same bytes.
    static var builtTable: ByteKeyedTable<SubjectPhraseBits> {
        var pairs: [(key: String, value: SubjectPhraseBits)] = []
        for (words, key) in SubjectLexicon.tokenizedEntries where !words.isEmpty {
            guard let bit = keys.firstIndex(of: key) else { continue }
            pairs.append((words.joined(separator: " "), .subject(bit)))
        }
        pairs.sort { first, second in
            first.key.utf8.elementsEqual(second.key.utf8)
                ? first.value.rawValue < second.value.rawValue
                : first.key.utf8.lexicographicallyPrecedes(second.key.utf8)
        }
        return ByteKeyedTable(pairs: pairs, missing: [], combine: { $0.union($1) })
    }

    /// The bytes of `Resources/subject-phrases.bin` as the lexicon makes them now.
    static func tableFileBytes() -> [UInt8] { builtTable.fileBytes() }
}

/// The built-in subjects a phrase names: bit `n` for `BuiltInSubjectPhrases.keys[n]`.
struct SubjectPhraseBits: OptionSet, BitwiseCopyable, Sendable, Hashable {
    let rawValue: UInt64

    static func subject(_ index: Int) -> Self {
        precondition(index < 64, "more built-in subjects than the table has bits for")
        return Self(rawValue: 1 << UInt64(index))
    }

    /// The index of the first subject named (the lowest bit), nil when none is.
    var first: Int? { rawValue == 0 ? nil : rawValue.trailingZeroBitCount }
}
