internal import DiarioDomain

/// What the intent model sees of a line: hashed features of its folded words (the words, pairs of neighbours, the
/// first words, character 3- and 4-grams, which forgive typos) and of what the grammar found in it (a day ahead or
/// past, a clock time, a repeat, a subject, a mark's shape, a filler of duty or a verb of doing first, the lexicons'
/// word traits).
///
/// Each feature is a bucket among ``bucketCount``, found by FNV-1a over a tag and its bytes: the same line gives
/// the same buckets on every machine and in every process.
struct IntentFeatures: Sendable {
    /// How many buckets the features are hashed into.
    static let bucketCount = 1 << 15

    /// The buckets of the line's features, one per feature found (a bucket may come twice).
    private(set) var buckets: [Int32] = []

    /// No features yet, with room for about `capacity`.
    init(capacity: Int = 0) { buckets.reserveCapacity(capacity) }

    /// The weight of each feature: the vector has length one, whatever the line's length.
    var value: Double { buckets.isEmpty ? 0 : 1 / Double(buckets.count).squareRoot() }

    /// Adds the feature `tag` + `bytes`.
    mutating func add(_ tag: UInt8, _ bytes: some Sequence<UInt8>) {
        var hash = Self.start(tag)
        for byte in bytes { hash = Self.mix(hash, byte) }
        buckets.append(Self.bucket(hash))
    }

    /// The start of the feature `tag` + `first` + a space + a second word (a pair of words), to be ended by
    /// ``add(pair:_:)`` with the second: a word's bytes are hashed once whichever word follows it.
    static func pair(_ tag: UInt8, _ first: some Sequence<UInt8>) -> UInt64 {
        var hash = start(tag)
        for byte in first { hash = mix(hash, byte) }
        return mix(hash, 0x20)
    }

    /// Adds the pair begun by ``pair(_:_:)``, ended by `second`.
    mutating func add(pair: UInt64, _ second: some Sequence<UInt8>) {
        var hash = pair
        for byte in second { hash = Self.mix(hash, byte) }
        buckets.append(Self.bucket(hash))
    }

    /// Adds the character 3- and 4-grams of `word` between "<" and ">" (the word's start and end), without building
    /// the padded word: this runs for every word of every line.
    mutating func addCharacterGrams(of word: UnsafeBufferPointer<UInt8>) {
        let paddedCount = word.count + 2
        // The padded word in memory of the stack, so that each gram reads its bytes without asking where it is.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: paddedCount) { padded in
            padded[0] = 0x3C  // <
            for index in word.indices { padded[index + 1] = word[index] }
            padded[paddedCount - 1] = 0x3E  // >
            for length in 3...4 where paddedCount >= length {
                let start = Self.start(UInt8(length))
                for offset in 0...(paddedCount - length) {
                    var hash = start
                    for index in offset..<(offset + length) { hash = Self.mix(hash, padded[index]) }
                    buckets.append(Self.bucket(hash))
                }
            }
        }
    }

    /// Adds a grammar feature by its name.
    mutating func add(grammar name: StaticString) {
        add(UInt8(ascii: "g"), UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
    }

    private static func start(_ tag: UInt8) -> UInt64 { mix(0xCBF2_9CE4_8422_2325, tag) }
    private static func mix(_ hash: UInt64, _ byte: UInt8) -> UInt64 { (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    private static func bucket(_ hash: UInt64) -> Int32 {
        Int32(truncatingIfNeeded: (hash ^ (hash >> 29)) & UInt64(bucketCount - 1))
    }
}

extension IntentRouter {
    /// The intent model's features of a tokenized line (typos already forgiven) whose dates read as `dated`.
    func modelFeatures(_ tokens: [Token], dated: DueExpression, today: CalendarDay) -> IntentFeatures {
        modelFeatures(tokens, facts: LineFacts(tokens, router: self), dated: dated, today: today)
    }

    /// The intent model's features of a tokenized line whose words were read as `facts`.
    func modelFeatures(_ tokens: [Token], facts: LineFacts, dated: DueExpression, today: CalendarDay)
        -> IntentFeatures
    {
        var walk = WordSequence(features: IntentFeatures(capacity: 16 * tokens.count + 16))
        // Read once: each use of a static would ask again whether it was made.
        let namedTraits = Self.namedTraits
        let traitNames = Self.traitNames
        // By index, each field read in place (``Token``).
        for index in tokens.indices {
            let meaningful = tokens[index].isMeaningful
            switch tokens[index].kind {
            case .word:
                var folded = tokens[index].folded
                folded.withUTF8 { word in
                    walk.features.add(UInt8(ascii: "w"), word)
                    if word.count >= 3 { walk.features.addCharacterGrams(of: word) }
                    walk.add(word, meaningful: meaningful)
                }
            case .number:
                // A number by its shape: "27/11" is "00/00", "7+" is "0+".
                let word = tokens[index].folded.utf8.prefix(8).map { (0x30...0x39).contains($0) ? 0x30 : $0 }
                walk.features.add(UInt8(ascii: "n"), word)
                walk.add(word, meaningful: meaningful)
            case .quoted:
                walk.features.add(UInt8(ascii: "q"), [0x22])
                walk.add([0x22], meaningful: meaningful)
            case .symbol:
                let word = tokens[index].text.utf8.prefix(4)
                walk.features.add(UInt8(ascii: "s"), word)
                walk.add(word, meaningful: meaningful)
            }
            // Most words have no trait named here (a language's common words have only their language's).
            let traits = tokens[index].traits
            if traits.isDisjoint(with: namedTraits) { continue }
            for (bit, name) in traitNames where traits.contains(bit) {
                walk.features.add(UInt8(ascii: "t"), name)
                if walk.meaningful == 1 && meaningful { walk.features.add(UInt8(ascii: "T"), name) }
            }
        }
        var features = walk.features
        let previous = walk.previous
        let meaningful = walk.meaningful
        features.add(pair: previous, [0x24])  // "$": the line's end
        switch meaningful {
        case 0...1: features.add(grammar: "length 1")
        case 2: features.add(grammar: "length 2")
        case 3...4: features.add(grammar: "length 3-4")
        case 5...7: features.add(grammar: "length 5-7")
        default: features.add(grammar: "length 8+")
        }
        if let day = dated.day {
            if day > today {
                features.add(grammar: "day ahead")
            } else if day == today {
                features.add(grammar: "day today")
            } else {
                features.add(grammar: "day past")
            }
        }
        if dated.time != nil { features.add(grammar: "time") }
        if dated.repeatRule != nil { features.add(grammar: "repeat") }
        if tokens.endsWithQuestionMark { features.add(grammar: "question mark") }
        if subjects.detect(inWords: facts.words, tokens: tokens) != nil { features.add(grammar: "subject") }
        // By index, like the walk above: `contains(where:)` would copy each token to hand it over.
        if tokens.indices.contains(where: { Self.hasMarkShape(tokens, at: $0) }) { features.add(grammar: "mark") }
        // What opens the line: a task's filler of duty ("devo", "I have to"), a verb of doing ("porta", "buy").
        if facts.duty { features.add(grammar: "duty") }
        if facts.startsWithVerbOfDoing { features.add(grammar: "doing") }
        return features
    }

    /// Whether token `index` of `tokens` is a number that could be a mark out of ten ("7", "6+", "7-", "6½", "8.5",
    /// "7,25"), read byte by byte and in place (``Token``): this runs for every token of every line.
    static func hasMarkShape(_ tokens: [Token], at index: Int) -> Bool {
        // A mark starts with a digit: most tokens are passed over without copying their bytes.
        guard tokens[index].kind == .number || tokens[index].kind == .word,
            let first = tokens[index].folded.utf8.first, (0x30...0x39).contains(first)
        else { return false }
        var bytes = Array(tokens[index].folded.utf8)
        if bytes.last == 0x2B || bytes.last == 0x2D { bytes.removeLast() }  // + -
        var half = 0.0
        if bytes.count >= 2, bytes[bytes.count - 2] == 0xC2, bytes[bytes.count - 1] == 0xBD {  // ½
            bytes.removeLast(2)
            half = 0.5
        }
        var whole = 0
        var fraction = 0.0
        var scale = 0.1
        var digits = 0
        var afterPoint = false
        for byte in bytes {
            switch byte {
            case 0x30...0x39:
                digits += 1
                if afterPoint {
                    fraction += Double(byte - 0x30) * scale
                    scale /= 10
                } else {
                    whole = whole * 10 + Int(byte - 0x30)
                    if whole > 10 { return false }
                }
            case 0x2C, 0x2E:  // , .
                guard !afterPoint, digits > 0 else { return false }
                afterPoint = true
            default: return false
            }
        }
        guard digits > 0, half == 0 || !afterPoint else { return false }
        return (1...10).contains(Double(whole) + fraction + half)
    }

    /// The traits that are features, by their names' bytes (an array of bytes is hashed faster than a string's
    /// UTF-8 view).
    private static let traitNames: [(WordTraits, [UInt8])] =
        ([
            (.coach, "coach"), (.question, "question"), (.dayStart, "day"), (.timeStart, "time"),
            (.recurrenceStart, "every"), (.languageName, "language"), (.kindStart, "kind"),
            (.priorityStart, "priority"),
            (.coachPhraseStart, "coach phrase"), (.subjectStart, "subject"), (.move, "move"),
        ] as [(WordTraits, String)]).map { ($0.0, Array($0.1.utf8)) }

    /// Every trait of ``traitNames``.
    private static let namedTraits = WordTraits(traitNames.map(\.0))
}

/// The features of a line's words in their order: the pair each word makes with the one before it ("^" before the
/// first), the first meaningful word, and the first two together. A value of its own rather than a nested function,
/// so that the walk over a line's tokens holds no captured variables.
private struct WordSequence {
    /// The features found so far.
    var features: IntentFeatures
    /// The pair begun by the word before ("^" at the line's start).
    var previous = IntentFeatures.pair(UInt8(ascii: "b"), [0x5E])
    /// The pair begun by the first meaningful word, to be ended by the second.
    var firstPair: UInt64?
    /// How many meaningful words were walked.
    var meaningful = 0

    /// A walk that adds to `features`.
    init(features: IntentFeatures) { self.features = features }

    /// Walks one word or sign of the line.
    mutating func add(_ word: some Collection<UInt8>, meaningful isMeaningful: Bool) {
        features.add(pair: previous, word)
        previous = IntentFeatures.pair(UInt8(ascii: "b"), word)
        guard isMeaningful else { return }
        meaningful += 1
        if meaningful == 1 {
            firstPair = IntentFeatures.pair(UInt8(ascii: "F"), word)
            features.add(UInt8(ascii: "f"), word)
        } else if meaningful == 2, let firstPair {
            features.add(pair: firstPair, word)
        }
    }
}
