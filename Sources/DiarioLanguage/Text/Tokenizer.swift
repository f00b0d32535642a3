internal import DiarioDomain

/// Splits a line into tokens, keeping each token's place in the original text.
///
/// It walks the line's Unicode scalars (plain ASCII takes a fast path), so that it costs a few
/// instructions per character; grapheme clusters are kept whole because combining marks and joiners
/// continue the token they follow.
public enum Tokenizer {
    /// The tokens of `line`, in order; white space and control characters separate tokens and are not kept.
    public static func tokenize(_ line: String) -> [Token] { tokenize(line, lookingUpTraits: true) }

    private static func tokenize(_ line: String, lookingUpTraits: Bool) -> [Token] {
        var line = line
        line.makeContiguousUTF8()
        return line.utf8.withContiguousStorageIfAvailable { bytes in
            tokenize(bytes, lookingUpTraits: lookingUpTraits)
        } ?? []
    }

    /// The scan itself, over the line's UTF-8 bytes: ASCII is classified by byte, other scalars are decoded
    /// where they start. Each token keeps a copy of its bytes and their offsets in the line.
    private static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, lookingUpTraits: Bool) -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity(bytes.count / 4 + 4)
        func slice(_ start: Int, _ end: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        }
        let count = bytes.count
        var position = 0
        // Once a scan for a closing quote has failed, no later quote can be closed either: not scanning
        // again keeps the tokenizer linear on lines full of unmatched quotes.
        var quotesClosable = true
        while position < count {
            let (scalar, width) = decode(bytes, at: position)
            if isSeparator(scalar) {
                position += width
            } else if isOpeningQuote(scalar), quotesClosable {
                if let end = closingQuote(bytes, after: position + width) {
                    let text = slice(position, end)
                    tokens.append(
                        Token(
                            kind: .quoted, text: text, offsets: position..<end, folded: text,
                            lookingUpTraits: lookingUpTraits))
                    position = end
                } else {
                    quotesClosable = false
                }
            } else if isWordScalar(scalar) {
                var hasLetter = false
                let end = wordEnd(bytes, from: position, hasLetter: &hasLetter)
                let text = slice(position, end)
                var folded = fold(text, bytes: UnsafeBufferPointer(rebasing: bytes[position..<end]))
                // "newton's" → "newton"; "let's" is no possessive and stays whole. (The folded word's last byte is
                // looked at first: most words do not end in "s".)
                let endsInS =
                    folded.utf8.withContiguousStorageIfAvailable { $0.last == 0x73 } ?? (folded.utf8.last == 0x73)
                if endsInS, folded.utf8HasSuffix("'s"), folded != "let's" { folded.removeLast(2) }
                if folded.utf8.count == 2, folded == "nn" { folded = "non" }  // as Italian students text "non"
                tokens.append(
                    Token(
                        kind: hasLetter ? .word : .number, text: text, offsets: position..<end, folded: folded,
                        lookingUpTraits: lookingUpTraits))
                position = end
            } else {
                var end = position + width
                while end < count {
                    let (next, nextWidth) = decode(bytes, at: end)
                    guard isContinuation(next) else { break }
                    end += nextWidth
                }
                let text = slice(position, end)
                tokens.append(
                    Token(
                        kind: .symbol, text: text, offsets: position..<end, folded: text,
                        lookingUpTraits: lookingUpTraits))
                position = end
            }
        }
        return tokens
    }

    /// The scalar that starts at `position` and its length in bytes (the string is valid UTF-8).
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> (Unicode.Scalar, Int) {
        let lead = bytes[position]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let width = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = UInt32(lead) & (width == 2 ? 0x1F : width == 3 ? 0x0F : 0x07)
        for offset in 1..<width where position + offset < bytes.count {
            value = value << 6 | UInt32(bytes[position + offset] & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", width)
    }

    /// The byte offset just past the quote that closes a quoted text whose body starts at `start`.
    private static func closingQuote(_ bytes: UnsafeBufferPointer<UInt8>, after start: Int) -> Int? {
        var position = start
        while position < bytes.count {
            let (scalar, width) = decode(bytes, at: position)
            if scalar == "\"" || scalar == "\u{201D}" { return position + width }
            position += width
        }
        return nil
    }

    /// A word runs over letters, digits and combining marks. An apostrophe after a letter ends it and
    /// stays with it ("dell'arte" → "dell'", "arte"), except in English contractions and possessives
    /// ("what's", "can't", "newton's"); `/ - : .` join digits to digits ("27/11", "15:30").
    private static func wordEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, hasLetter: inout Bool) -> Int {
        var position = start
        var previous: Unicode.Scalar = " "
        // ASCII letters and digits, most of every line, byte by byte.
        while position < bytes.count {
            let byte = bytes[position]
            let isLetterByte = (0x61...0x7A).contains(byte | 0x20)
            guard isLetterByte || (0x30...0x39).contains(byte) else { break }
            if isLetterByte { hasLetter = true }
            previous = Unicode.Scalar(byte)
            position += 1
        }
        // Most words end at a space or at ASCII punctuation that neither joins digits nor ends in an apostrophe: no
        // ASCII byte but a letter or digit is part of a word, and none is a mark that continues one.
        if position == bytes.count { return position }
        let stop = bytes[position]
        if stop < 0x80, stop != 0x27, stop != 0x2F, stop != 0x2D, stop != 0x3A, stop != 0x2E { return position }
        while position < bytes.count {
            let (scalar, width) = decode(bytes, at: position)
            if isWordScalar(scalar) || (position > start && isContinuation(scalar)) {
                if !hasLetter, isLetter(scalar) { hasLetter = true }
                previous = scalar
                position += width
                continue
            }
            let next = position + width
            if isApostrophe(scalar), isLetter(previous) {
                var tailEnd = next
                while tailEnd < bytes.count, tailEnd - next < 3, bytes[tailEnd] < 0x80,
                    isLetter(Unicode.Scalar(bytes[tailEnd]))
                {
                    tailEnd += 1
                }
                let endsThere = tailEnd == bytes.count || !isLetter(decode(bytes, at: tailEnd).0)
                let tail = String(decoding: UnsafeBufferPointer(rebasing: bytes[next..<tailEnd]), as: UTF8.self)
                    .lowercased()
                if endsThere, tailEnd > next, ["s", "t", "m", "re", "ll", "ve", "d"].contains(tail) {
                    position = tailEnd
                    previous = "s"
                    continue
                }
                return next
            }
            if scalar.isASCII, "/-:.".unicodeScalars.contains(scalar), isDigit(previous), next < bytes.count,
                isDigit(Unicode.Scalar(bytes[next]))
            {
                previous = scalar
                position = next
                continue
            }
            break
        }
        return position
    }

    /// The folded words and numbers of a text, quoted text and symbols left out ("Ed. Fisica" → ["ed", "fisica"]).
    static func words(of text: String) -> [String] {
        plainWords(of: text) ?? tokenize(text, lookingUpTraits: false).filter(\.isMeaningful).map(\.folded)
    }

    /// The words of a text made only of ASCII letters (any case) or only of digits, between single spaces, as
    /// ``words(of:)`` gives them, without the tokenizer: the lexicons are thousands of such phrases, indexed at
    /// start-up. Nil for any other text.
    private static func plainWords(of text: String) -> [String]? {
        text.utf8.withContiguousStorageIfAvailable(plainWords(in:)) ?? nil
    }

    /// ``plainWords(of:)`` over the text's bytes: each word is made from its run of bytes at once.
    private static func plainWords(in bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
        var words: [String] = []
        var start = 0
        var letters = false
        var digits = false
        var upper = false
        func word(to end: Int) -> String {
            let run = UnsafeBufferPointer(rebasing: bytes[start..<end])
            guard upper else { return String(decoding: run, as: UTF8.self) }
            return String(unsafeUninitializedCapacity: run.count) { lowered in
                for (index, byte) in run.enumerated() { lowered[index] = byte | 0x20 }
                return run.count
            }
        }
        for index in bytes.indices {
            switch bytes[index] {
            case 0x61...0x7A, 0x41...0x5A:
                if digits { return nil }
                letters = true
                if bytes[index] < 0x61 { upper = true }
            case 0x30...0x39:
                if letters { return nil }
                digits = true
            case 0x20:
                guard index > start else { return nil }
                words.append(word(to: index))
                start = index + 1
                (letters, digits, upper) = (false, false, false)
            default:
                return nil
            }
        }
        guard bytes.count > start else { return nil }
        words.append(word(to: bytes.count))
        return words
    }

    /// Folds a token: a fast path for plain ASCII, Foundation's folding for the rest.
    /// `fold(text)` where the text's UTF-8 `bytes` are at hand: ASCII, the common case, is folded from them directly.
    static func fold(_ text: String, bytes: UnsafeBufferPointer<UInt8>) -> String {
        var hasUpper = false
        for byte in bytes {
            guard byte < 0x80 else { return fold(Substring(text)) }
            if byte >= 0x41 && byte <= 0x5A { hasUpper = true }
        }
        guard hasUpper else { return text }
        return String(unsafeUninitializedCapacity: bytes.count) { folded in
            for (index, byte) in bytes.enumerated() { folded[index] = byte >= 0x41 && byte <= 0x5A ? byte + 32 : byte }
            return bytes.count
        }
    }

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
        guard ascii else { return foldLatin(text) ?? TextFolding.fold(text) }
        guard hasUpper else { return String(text) }
        return String(decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 32 : $0 }, as: UTF8.self)
    }

    /// Folds words of ASCII and the accented letters of Italian (and its neighbours) without Foundation;
    /// nil when the word has any other letter, for Foundation's full folding.
    static func foldLatin(_ text: Substring) -> String? {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                let v = scalar.value
                result.append((0x41...0x5A).contains(v) ? Unicode.Scalar(v + 32)! : scalar)
            } else if let plain = latinFolds[scalar] {
                result.append(plain)
            } else if scalar.properties.generalCategory == .nonspacingMark {
                continue  // a combining accent: folded away
            } else {
                return nil
            }
        }
        return String(result)
    }

    private static let latinFolds: [Unicode.Scalar: Unicode.Scalar] = {
        var table: [Unicode.Scalar: Unicode.Scalar] = ["\u{2019}": "'", "\u{2018}": "'"]
        let groups: [(String, Unicode.Scalar)] = [
            ("àáâäãåÀÁÂÄÃÅ", "a"), ("èéêëÈÉÊË", "e"), ("ìíîïÌÍÎÏ", "i"), ("òóôöõÒÓÔÖÕ", "o"), ("ùúûüÙÚÛÜ", "u"),
            ("çÇ", "c"), ("ñÑ", "n"),
        ]
        for (letters, plain) in groups {
            for scalar in letters.unicodeScalars { table[scalar] = plain }
        }
        return table
    }()

    static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value <= 0x20 || scalar.value == 0x7F }
        let properties = scalar.properties
        return properties.isWhitespace || properties.generalCategory == .control
            || properties.generalCategory == .format && scalar.value != 0x200D
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let v = scalar.value
            return (0x30...0x39).contains(v) || (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v)
        }
        let properties = scalar.properties
        return properties.isAlphabetic || properties.numericType != nil
    }

    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let v = scalar.value
            return (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v)
        }
        return scalar.properties.isAlphabetic
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        (0x30...0x39).contains(scalar.value)
    }

    /// Combining marks, variation selectors and joiners belong to the character before them.
    static func isContinuation(_ scalar: Unicode.Scalar) -> Bool {
        guard !scalar.isASCII else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default:
            return scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value)
                || (0x1F3FB...0x1F3FF).contains(scalar.value) || (0xE0020...0xE007F).contains(scalar.value)
        }
    }

    static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "'" || scalar == "\u{2019}"
    }

    static func isOpeningQuote(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\"" || scalar == "\u{201C}" || scalar == "\u{201D}"
    }

}

extension String {
    /// `hasSuffix` by UTF-8 bytes: exact, and much cheaper than the Unicode-aware comparison.
    func utf8HasSuffix(_ suffix: String) -> Bool {
        var text = self
        var suffix = suffix
        return text.withUTF8 { bytes in
            suffix.withUTF8 { end in bytes.count >= end.count && bytes[(bytes.count - end.count)...].elementsEqual(end)
            }
        }
    }

    /// `hasSuffix` for an ASCII `suffix`, by bytes where that gives the same answer: a character of another script
    /// right before the suffix may join its first letter into one character (a prepended mark), and then
    /// `hasSuffix` decides.
    func hasASCIISuffix(_ suffix: String) -> Bool {
        guard utf8HasSuffix(suffix) else { return false }
        let before = utf8.dropLast(suffix.utf8.count).last
        return before.map { $0 < 0x80 } ?? true || hasSuffix(suffix)
    }
}
