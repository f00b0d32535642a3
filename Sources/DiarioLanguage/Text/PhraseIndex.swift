/// Phrases of folded words, indexed by their first word, so that finding every phrase in a line costs
/// one hash lookup per word.
struct PhraseIndex<Value: Sendable>: Sendable {
    struct Entry: Sendable {
        let words: [String]
        let value: Value
    }

    /// A phrase found in a line.
    struct Match {
        let start: Int
        let length: Int
        let value: Value
        var end: Int { start + length }
    }

    /// Every phrase, those of one first word side by side, longest first.
    private let entries: [Entry]
    /// Where the phrases of each first word lie in ``entries``: a range is a plain value, so a lookup counts no
    /// reference, which a lookup of an array of phrases would (this runs for several words of every line).
    private let byFirstWord: ByteKeyedTable<Range<Int>>

    /// Indexes `(phrase, value)` pairs; each phrase is tokenized and folded as input lines are.
    init(_ entries: [(String, Value)]) {
        self.init(words: entries.map { (Tokenizer.words(of: $0.0), $0.1) })
    }

    /// Indexes phrases already split into folded words.
    init(words entries: [([String], Value)]) {
        // Each first word hashed once, its phrases kept as indexes into `entries` until they are laid out: a
        // material's subject is read with an index of thousands of phrases, made anew in every process.
        var bucketOfFirstWord: [String: Int] = [:]
        bucketOfFirstWord.reserveCapacity(entries.count)
        var buckets: [[Int]] = []
        var firstWords: [String] = []
        for (index, (words, _)) in entries.enumerated() {
            guard let first = words.first else { continue }
            if let bucket = bucketOfFirstWord[first] {
                buckets[bucket].append(index)
            } else {
                bucketOfFirstWord[first] = buckets.count
                buckets.append([index])
                firstWords.append(first)
            }
        }
        var flat: [Entry] = []
        flat.reserveCapacity(entries.count)
        var ranges: [(key: String, value: Range<Int>)] = []
        ranges.reserveCapacity(firstWords.count)
        for (bucket, first) in zip(buckets, firstWords) {
            let longestFirst = bucket.sorted { entries[$0].0.count > entries[$1].0.count }
            ranges.append((first, flat.count..<(flat.count + longestFirst.count)))
            for index in longestFirst { flat.append(Entry(words: entries[index].0, value: entries[index].1)) }
        }
        self.entries = flat
        byFirstWord = ByteKeyedTable(pairs: ranges, missing: 0..<0)
    }

    /// The first word of every phrase, each once (the phrases of one first word lie side by side).
    var firstWords: [String] {
        entries.indices.compactMap { index in
            index == 0 || entries[index - 1].words[0] != entries[index].words[0] ? entries[index].words[0] : nil
        }
    }

    /// The longest phrase that starts at `start`, in tokens (quoted text never matches).
    func longest(at start: Int, in tokens: FoldedTokens) -> Match? {
        guard start < tokens.tokens.count, tokens.tokens[start].kind != .quoted else { return nil }
        for index in byFirstWord.lookup(tokens.tokens[start].folded) {
            let length = entries[index].words.count
            guard start + length <= tokens.tokens.count else { continue }
            var offset = 1
            while offset < length, tokens.tokens[start + offset].folded == entries[index].words[offset] { offset += 1 }
            if offset == length { return Match(start: start, length: length, value: entries[index].value) }
        }
        return nil
    }

    /// The longest phrase that starts at `start`.
    func longest(at start: Int, in words: [String]) -> Match? {
        guard start < words.count else { return nil }
        for index in byFirstWord.lookup(words[start]) {
            let length = entries[index].words.count
            guard start + length <= words.count else { continue }
            // The first word is the one looked up; the others compared in place, no slice or iterator made.
            var offset = 1
            while offset < length, words[start + offset] == entries[index].words[offset] { offset += 1 }
            if offset == length { return Match(start: start, length: length, value: entries[index].value) }
        }
        return nil
    }

    /// The longest phrase at `start` of `words`, the folded words of `tokens`, looked up only when that token has
    /// `trait`, which the first word of every phrase of the index carries.
    func longest(at start: Int, in words: [String], tokens: [Token], startingWith trait: WordTraits) -> Match? {
        guard start < tokens.count, tokens[start].traits.contains(trait) else { return nil }
        return longest(at: start, in: words)
    }

    /// Every phrase in the line, scanning left to right; a match's words are not reused. With `starts`, only
    /// the words whose token has that trait are looked up (the index's phrases all start with such words).
    func matches(in words: [String], tokens: [Token]? = nil, starts trait: WordTraits = []) -> [Match] {
        var found: [Match] = []
        var index = 0
        while index < words.count {
            if let tokens, !trait.isEmpty, !tokens[index].traits.contains(trait) {
                index += 1
                continue
            }
            if let match = longest(at: index, in: words) {
                found.append(match)
                index = match.end
            } else {
                index += 1
            }
        }
        return found
    }

    /// Whether the line starts with one of the phrases; returns the longest such.
    func prefix(of words: [String]) -> Match? { longest(at: 0, in: words) }
}

/// Tokens seen as their folded words, without building an array of words.
struct FoldedTokens {
    let tokens: [Token]
}

extension Array where Element == Token {
    /// The tokens as folded words, for phrase lookups.
    var lazyFolded: FoldedTokens { FoldedTokens(tokens: self) }
}
