internal import DiarioDomain

/// The shapes of line that decide between a setting, a hand-in and a plain task (moves have a file of their own):
/// the rules of docs/natural-language.md, "Intents that never surprise".
extension IntentRouter {
    /// "switch to English", "parlami in italiano per piacere", "usa l'inglese da ora in poi": a short line made
    /// only of a language name, a word that asks for it and words about Diario. A line with anything else
    /// ("write the Italian summary by Friday", "speak English at the oral exam") is about that subject.
    func languageRequest(_ words: [String]) -> InterfaceLanguage? {
        guard words.count <= 9 else { return nil }
        let targets = words.compactMap { IntentVocabulary.languageNames[$0] }
        guard let code = targets.last, Set(targets).count == 1 else { return nil }
        guard
            words.allSatisfy({
                IntentVocabulary.languageNames[$0] != nil || IntentVocabulary.languageTriggers.contains($0)
                    || IntentVocabulary.languageRequestWords.contains($0)
            })
        else { return nil }
        // A language's name alone, or after "in", with no more than thanks and "mode" ("ita pls", "italian mode").
        let bare = words.filter { !Self.politeFillers.contains($0) }
        let asked =
            words.contains { IntentVocabulary.languageTriggers.contains($0) }
            || bare.count == 1 && Self.languageWords.contains(bare[0])
            || bare.count == 2 && bare[0] == "in" && Self.languageWords.contains(bare[1])
        // The codes "en" and "it" are ordinary words too ("it"): alone they count only after "language".
        let named = words.contains(where: Self.languageWords.contains)
        guard asked, named || words.contains(where: Self.languageNouns.contains) else {
            return nil
        }
        return InterfaceLanguage(code: code)
    }

    /// Thanks and "mode" around a language's name ("ita pls", "italian mode").
    private static let politeFillers: WordSet = ["pls", "plz", "please", "grazie", "grz", "thanks", "ok", "mode"]
    /// "lingua", "language": after them the codes "en" and "it" name a language.
    private static let languageNouns: WordSet = ["lingua", "language", "lang"]

    /// The names of the two languages as students type them (not the codes "en" and "it", ordinary words too).
    private static let languageWords: WordSet = [
        "english", "inglese", "italian", "italiano", "ita", "eng", "italiana", "allitaliano", "allinglese",
    ]

    /// Whether a line with no other sign of a task still reads as one: it opens with a verb of doing ("take
    /// back the library books", "rinnovare l'abbonamento del bus", "far firmare la giustificazione") and
    /// names something.
    func looksLikeTask(_ words: [String]) -> Bool {
        // The first two words that begin with a letter; read byte by byte, since this runs several times a line.
        var verb: String?
        for word in words where Self.beginsWithLetter(word) {
            guard let first = verb else {
                verb = word
                continue
            }
            return IntentVocabulary.taskVerbs.contains(first) || Self.isItalianInfinitive(first)
        }
        return false
    }

    /// Whether `word` begins with a letter (ASCII at once, other scripts by their Unicode properties).
    static func beginsWithLetter(_ word: String) -> Bool {
        guard let byte = word.utf8.first else { return false }
        if byte < 0x80 { return (0x61...0x7A).contains(byte | 0x20) }
        return word.first?.isLetter == true
    }

    /// Whether `word` begins with a letter or a number, as ``beginsWithLetter(_:)`` reads it.
    static func beginsWithLetterOrNumber(_ word: String) -> Bool {
        guard let byte = word.utf8.first else { return false }
        if byte < 0x80 { return (0x61...0x7A).contains(byte | 0x20) || (0x30...0x39).contains(byte) }
        return word.first.map { $0.isLetter || $0.isNumber } == true
    }

    /// An Italian infinitive, alone or with a pronoun attached ("consegnare", "iscrivermi", "prenderlo").
    static func isItalianInfinitive(_ word: String) -> Bool {
        // A word whose last letter ends no ending below is turned away before its bytes are copied.
        guard word.utf8.count >= 5, let last = word.utf8.last, lastLetters.contains(last) else { return false }
        // The bytes in place, without a copy (every string the parser makes has them).
        if let found = word.utf8.withContiguousStorageIfAvailable({ isItalianInfinitive(bytes: $0) }) { return found }
        return Array(word.utf8).withUnsafeBufferPointer { isItalianInfinitive(bytes: $0) }
    }

    /// ``isItalianInfinitive(_:)`` of a word's UTF-8 bytes.
    private static func isItalianInfinitive(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        /// Whether the bytes, less their last `dropped`, end with `suffix`.
        func ends(_ suffix: [UInt8], dropping dropped: Int = 0) -> Bool {
            let end = bytes.count - dropped
            guard end >= suffix.count else { return false }
            for offset in suffix.indices where bytes[end - suffix.count + offset] != suffix[offset] { return false }
            return true
        }
        if infinitiveEndings.contains(where: { ends($0) }) { return true }
        return clitics.contains { clitic in
            ends(clitic) && bytes.count - clitic.count >= 3
                && infinitiveStems.contains { ends($0, dropping: clitic.count) }
        }
    }

    private static let infinitiveEndings: [[UInt8]] = ["are", "ere", "ire"].map { Array($0.utf8) }
    /// The last letters of the endings and pronouns: an infinitive ends in one of them.
    private static let lastLetters: [UInt8] = Array(Set((infinitiveEndings + clitics).compactMap(\.last))).sorted()
    private static let infinitiveStems: [[UInt8]] = ["ar", "er", "ir"].map { Array($0.utf8) }
    private static let clitics: [[UInt8]] = [
        "mi", "ti", "si", "ci", "vi", "lo", "la", "li", "le", "ne", "gli", "glielo", "gliela",
    ].map { Array($0.utf8) }

    /// The end of a completion's title before the person it was handed to ("… alla prof", "… to the
    /// teacher").
    func endBeforeRecipient(_ words: [String], from start: Int, to end: Int) -> Int {
        var index = start + 1
        while index < end {
            if ["alla", "al", "to", "a", "all'"].contains(words[index]) {
                var next = index + 1
                if next < end, ["the", "my", "la", "il", "mia", "mio"].contains(words[next]) { next += 1 }
                if next < end, IntentVocabulary.recipients.contains(words[next]) { return index }
            }
            index += 1
        }
        return end
    }
}
