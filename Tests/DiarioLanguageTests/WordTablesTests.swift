import Testing

@testable import DiarioLanguage

/// The parser's word tables (``ByteKeyedTable``, ``WordSet``, ``WordMap``): every key found, every other word not,
/// whatever the table's size, the keys' bytes or their hashes.
@Suite("Word tables")
struct WordTablesTests {
    @Test("An empty table answers its missing value for every word, the empty word included")
    func emptyTable() {
        let table = ByteKeyedTable([String: Int](), missing: -1)
        for word in ["", "a", "storia", "è", String(repeating: "x", count: 300)] {
            #expect(table.lookup(word) == -1)
            #expect(!table.containsKey(word))
        }
    }

    @Test("Thousands of keys, short and long, ASCII or not: each finds its value, and near misses find none")
    func manyKeys() {
        var entries: [String: Int] = ["": 0, "è": 1, "perché": 2, "l'": 3, "ൎs": 4]
        for number in 0..<3000 { entries["w\(number)"] = number + 10 }
        let table = ByteKeyedTable(entries, missing: -1)
        for (word, value) in entries { #expect(table.lookup(word) == value) }
        for word in ["w3000", "w-1", "W1", "e", "perche", "l", "ൎ", "s", "w1 ", " w1"] {
            #expect(table.lookup(word) == -1, "\(word)")
        }
    }

    @Test("Keys of every length around the packed words' edges (4, 8, 16 bytes) differ from one changed byte")
    func keysByLength() {
        var entries: [String: Int] = [:]
        for length in 1...24 {
            // "abcd…" of that length, and the same with one letter changed at each place: all keys.
            let letters = (0..<length).map { Character(UnicodeScalar(UInt8(0x61 + $0 % 26))) }
            entries[String(letters)] = length
            for place in 0..<length {
                var changed = letters
                changed[place] = "Z"
                entries[String(changed)] = 100 * length + place
            }
        }
        let table = ByteKeyedTable(entries, missing: -1)
        for (word, value) in entries { #expect(table.lookup(word) == value, "\(word)") }
        for length in 1...24 {
            let letters = (0..<length).map { Character(UnicodeScalar(UInt8(0x61 + $0 % 26))) }
            for place in 0..<length {
                // Another byte at one place, one byte more or less: none is a key.
                var changed = letters
                changed[place] = "Y"
                #expect(table.lookup(String(changed)) == -1, "\(String(changed))")
            }
            // A NUL byte is no padding: the same letters with a NUL after them, or one in place of the last, are no key.
            #expect(table.lookup(String(letters) + "\u{0}") == -1)
            #expect(table.lookup(String(letters.dropLast()) + "\u{0}") == -1)
            #expect(table.lookupDroppingLastCharacter(String(letters) + "s") == length)
        }
    }

    @Test("A key is packed from its own bytes only, zero-padded, whatever lies around it in memory")
    func packedBytes() {
        // Bytes of 0xFF around every key: a load outside the key would show in its words.
        var memory = [UInt8](repeating: 0xFF, count: 48)
        for index in 8..<32 { memory[index] = UInt8(index) }
        memory.withUnsafeBufferPointer { memory in
            for count in 0...20 {
                let key = UnsafeBufferPointer(rebasing: memory[8..<(8 + count)])
                let packed = ByteKeyedTable<Int>.packed(key)
                var expected: [UInt64] = [0, 0]
                for index in 0..<min(count, 16) {
                    expected[index / 8] |= UInt64(key[index]) << UInt64(8 * (index % 8))
                }
                #expect([packed.first, packed.second] == expected, "\(count) bytes")
            }
        }
    }

    @Test("Pairs given with repeats keep the first value, or the values combined; the table shrinks to its keys")
    func repeatedPairs() {
        var pairs: [(key: String, value: Int)] = []
        for round in 0..<50 { for number in 0..<40 { pairs.append((key: "w\(number)", value: 1 << (round % 8))) } }
        let first = ByteKeyedTable(pairs: pairs, missing: 0)
        let combined = ByteKeyedTable(pairs: pairs, missing: 0, combine: { $0 | $1 })
        var kept: [Int] = []
        _ = ByteKeyedTable(pairs: pairs, missing: 0, kept: { kept.append($0) })
        #expect(kept == Array(0..<40))
        for number in 0..<40 {
            #expect(first.lookup("w\(number)") == 1)
            #expect(combined.lookup("w\(number)") == 255)
        }
        #expect(first.lookup("w40") == 0 && combined.lookup("w") == 0)
        #expect(first.lookupDroppingLastCharacter("w7s") == 1 && first.lookupDroppingLastCharacter("w7") == 0)
        #expect(first.lookupDroppingLastCharacter("w7è") == 1 && first.lookupDroppingLastCharacter("") == 0)
    }

    @Test("A word set holds its words once, in the order first given, and only those")
    func wordSet() {
        let set: WordSet = ["verifica", "test", "verifica", "compito"]
        #expect(Array(set) == ["verifica", "test", "compito"])
        #expect(set.count == 3)
        #expect(set.contains("test") && !set.contains("tests") && !set.contains(""))
        #expect(Array(set.union(["quiz", "test"])) == ["verifica", "test", "compito", "quiz"])
        #expect(Array(set.subtracting(["test"])) == ["verifica", "compito"])
        #expect(Array(set.intersection(["compito", "quiz"])) == ["compito"])
    }

    @Test("A word map answers a word's value, nil for any other word; a literal's repeated word keeps its last value")
    func wordMap() {
        let map: WordMap<Int> = ["lunedì": 1, "monday": 1, "martedì": 2, "monday": 7]
        #expect(map["monday"] == 7 && map["martedì"] == 2)
        #expect(map["martedi"] == nil && map[""] == nil)
        #expect(Set(map.keys) == ["lunedì", "monday", "martedì"] && map.count == 3)
    }

    @Test("A suffix asked by bytes answers as hasSuffix, even after a mark that joins the next letter")
    func asciiSuffix() {
        // U+0D4E joins the letter after it into one character: "ൎe" is no "e".
        let words = [
            "finished", "ed", "d", "", "studiato", "mondays", "abcൎed", "abcൎs", "caffèed", "naïve", "x\u{301}ed",
        ]
        for word in words {
            for suffix in ["ed", "s", "ato", "'s", "d"] {
                #expect(word.hasASCIISuffix(suffix) == word.hasSuffix(suffix), "\(word) \(suffix)")
            }
        }
    }

    @Test("The model's likeliest intents come highest first, the lower index first of two alike")
    func likeliest() {
        let probabilities = [0.1, 0.3, 0.05, 0.3, 0.25]
        #expect(IntentRouter.likeliest(3, of: probabilities) == [1, 3, 4])
        #expect(IntentRouter.likeliest(10, of: probabilities) == [1, 3, 4, 0, 2])
        #expect(IntentRouter.likeliest(0, of: probabilities).isEmpty)
        #expect(IntentRouter.likeliest(2, of: []).isEmpty)
    }
}

/// The readers that run for every token read it in place, by index (``Token``).
@Suite("Tokens read in place")
struct TokensInPlaceTests {
    @Test("A mark's shape, a leading digit and a closing question mark, each read by index")
    func readByIndex() {
        let tokens = Tokenizer.tokenize("preso 7 e 6½ poi 8.5 non 11 né 0 il 27/11 \"7\" ciao?")
        let marks = tokens.indices.filter { IntentRouter.hasMarkShape(tokens, at: $0) }.map { tokens[$0].text }
        #expect(marks == ["7", "6½", "8.5"])
        let digits = tokens.indices.filter { DateExpressionParser.startsWithDigit(tokens, at: $0) }
        #expect(digits.map { tokens[$0].text } == ["7", "6½", "8.5", "11", "0", "27/11"])
        #expect(
            tokens.indices.allSatisfy {
                DateExpressionParser.startsWithDigit(tokens, at: $0) == DateExpressionParser.startsWithDigit(tokens[$0])
            })
        #expect(tokens.endsWithQuestionMark)
        #expect(!Tokenizer.tokenize("che compiti ho? domani").endsWithQuestionMark)
        #expect(![Token]().endsWithQuestionMark)
    }
}

/// Titles cut from the line by the tokens' byte offsets.
@Suite("Titles from offsets")
struct TitleOffsetsTests {
    @Test("A title keeps the line's own spacing; tokens of another text are joined by single spaces")
    func offsets() {
        let line = "verifica  di   storia, dell'arte"
        let tokens = Tokenizer.tokenize(line)
        #expect(
            NaturalLanguageTaskParser.title(line, tokens, kept: Array(tokens.indices))
                == "Verifica  di   storia, dell'arte")
        #expect(NaturalLanguageTaskParser.title(line, tokens, kept: [0, 2]) == "Verifica storia")
        let other = Tokenizer.tokenize("ripasso   di storia")
        #expect(NaturalLanguageTaskParser.title(line, other, kept: Array(other.indices)) == "Ripasso di storia")
        #expect(NaturalLanguageTaskParser.title("", other, kept: [0]) == "Ripasso")
    }
}
