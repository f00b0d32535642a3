internal import DiarioDomain

/// One piece of a line the student typed.
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
    public let text: Substring
    /// The piece folded for comparison (lower case, no accents, straight apostrophes).
    public let folded: String

    /// Whether this is a word or number that carries meaning.
    public var isMeaningful: Bool { kind == .word || kind == .number }
}

/// Splits a line into tokens, keeping each token's place in the original text.
public enum Tokenizer {
    /// The tokens of `line`, in order; white space separates tokens and is not kept.
    public static func tokenize(_ line: String) -> [Token] {
        var tokens: [Token] = []
        var index = line.startIndex
        // Once a scan for a closing quote has failed, no later quote can be closed either: not scanning
        // again keeps the tokenizer linear on lines full of unmatched quotes.
        var unclosedFrom: String.Index?
        while index < line.endIndex {
            let character = line[index]
            if character.isWhitespace || character.isNewline || isControl(character) {
                index = line.index(after: index)
            } else if isOpeningQuote(character), unclosedFrom == nil,
                let end = closingQuote(in: line, after: index)
                    ?? {
                        unclosedFrom = index; return nil
                    }()
            {
                let text = line[index..<end]
                tokens.append(Token(kind: .quoted, text: text, folded: String(text)))
                index = end
            } else if isWordCharacter(character) {
                let end = wordEnd(in: line, from: index)
                let text = line[index..<end]
                let kind: Token.Kind = text.contains(where: \.isLetter) ? .word : .number
                var folded = fold(text)
                if folded.hasSuffix("'s") || folded.hasSuffix("\u{2019}s") { folded.removeLast(2) }  // "newton's" → "newton"
                tokens.append(Token(kind: kind, text: text, folded: folded))
                index = end
            } else {
                let end = line.index(after: index)
                let text = line[index..<end]
                tokens.append(Token(kind: .symbol, text: text, folded: String(text)))
                index = end
            }
        }
        return tokens
    }

    /// The folded words and numbers of a text, quoted text and symbols left out ("Ed. Fisica" → ["ed", "fisica"]).
    static func words(of text: String) -> [String] {
        tokenize(text).filter(\.isMeaningful).map(\.folded)
    }

    /// Folds a token: a fast path for plain ASCII, Foundation's folding for the rest.
    static func fold(_ text: Substring) -> String {
        var ascii = true
        var hasUpper = false
        for byte in text.utf8 {
            if byte >= 0x80 {
                ascii = false
                break
            }
            if byte >= 0x41 && byte <= 0x5A { hasUpper = true }
        }
        guard ascii else { return TextFolding.fold(text) }
        guard hasUpper else { return String(text) }
        return String(decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 32 : $0 }, as: UTF8.self)
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control }
    }

    static func isApostrophe(_ character: Character) -> Bool {
        character == "'" || character == "\u{2019}"
    }

    static func isOpeningQuote(_ character: Character) -> Bool {
        character == "\"" || character == "\u{201C}" || character == "\u{201D}"
    }

    /// The index just past the quote that closes the one at `start`, or nil when none does.
    static func closingQuote(in line: String, after start: String.Index) -> String.Index? {
        var index = line.index(after: start)
        while index < line.endIndex {
            if line[index] == "\"" || line[index] == "\u{201D}" { return line.index(after: index) }
            index = line.index(after: index)
        }
        return nil
    }

    /// A word runs over letters and digits; an apostrophe after a letter ends it and stays with it
    /// ("dell'arte" → "dell'", "arte"); `/ - : .` join digits to digits ("27/11", "15:30").
    static func wordEnd(in line: String, from start: String.Index) -> String.Index {
        var index = start
        while index < line.endIndex {
            let character = line[index]
            if isWordCharacter(character) {
                index = line.index(after: index)
                continue
            }
            let previous = line[line.index(before: index)]
            if isApostrophe(character), previous.isLetter {
                // English contractions and possessives stay whole ("what's", "can't", "i'm", "newton's");
                // Italian elisions split after the apostrophe ("dell'arte" → "dell'", "arte").
                let after = line.index(after: index)
                let tail = line[after...].prefix { $0.isLetter }
                if (1...2).contains(tail.count), ["s", "t", "m", "re", "ll", "ve", "d"].contains(tail.lowercased()) {
                    index = line.index(after, offsetBy: tail.count)
                    continue
                }
                return after
            }
            let next = line.index(after: index)
            if "/-:.".contains(character), previous.isNumber, next < line.endIndex, line[next].isNumber {
                index = next
                continue
            }
            break
        }
        return index
    }
}
