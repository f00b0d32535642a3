/// One piece of a line the student typed.
///
/// A token holds its own copy of its text (a word fits in a string without storage of its own) and where it was in
/// the line, rather than a slice of the line: a slice would share the line's storage, and every copy of a token, of
/// which a line makes hundreds, would count a reference to it.
///
/// Readers that run for every token read its fields in place, by index (`tokens[i].folded`), rather than take a
/// `Token` as an argument: a copy retains both of its strings and later releases them, about 130 instructions.
public struct Token: Hashable, Sendable {
    /// What sort of piece it is.
    public enum Kind: Hashable, Sendable {
        /// Letters, possibly with digits ("homework", "9am", "dell'").
        case word
        /// Digits, possibly joined by `/ - : .` ("27/11", "15:30", "2026-11-27", "45").
        case number
        /// Text in straight or curly double quotes, quotes included: never read for meaning.
        case quoted
        /// Anything else: punctuation, emoji, symbols.
        case symbol
    }

    /// The sort of piece.
    public let kind: Kind
    /// The piece as typed.
    public let text: String
    /// Where the piece was in the line it came from, in UTF-8 bytes.
    public let offsets: Range<Int>
    /// The piece folded for comparison (lower case, no accents, straight apostrophes).
    public let folded: String
    /// What the lexicons know of the word, looked up once here instead of in every component.
    let traits: WordTraits

    /// A token whose traits are looked up unless `lookingUpTraits` is false (a lexicon's own phrases, split at
    /// start-up, need none).
    init(kind: Kind, text: String, offsets: Range<Int>, folded: String, lookingUpTraits: Bool = true) {
        self.kind = kind
        self.text = text
        self.offsets = offsets
        self.folded = folded
        guard lookingUpTraits else {
            self.traits = []
            return
        }
        switch kind {
        case .word, .number: self.traits = WordTraits.of(folded)
        case .symbol: self.traits = text == "!" ? .bang : []
        case .quoted: self.traits = []
        }
    }

    /// Whether this is a word or number that carries meaning.
    public var isMeaningful: Bool { kind == .word || kind == .number }

    /// Whether the two tokens are the same piece, wherever each was.
    public static func == (first: Token, second: Token) -> Bool {
        first.kind == second.kind && first.text == second.text && first.folded == second.folded
            && first.traits == second.traits
    }

    /// Hashes what ``==`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(text)
        hasher.combine(folded)
    }
}

extension Array where Element == Token {
    /// The folded word of each token, index for index, with quoted text as "\u{0}" (which no word list holds): the
    /// words the readers compare, and look up only where the token's traits allow.
    var foldedWords: [String] { map { $0.kind == .quoted ? "\u{0}" : $0.folded } }

    /// Whether the last token is a question mark ("?"): read in place, where `last?.text` copies the whole token.
    var endsWithQuestionMark: Bool { !isEmpty && self[count - 1].text == "?" }
}
