import DiarioDomain
import Foundation

/// The shapes of plain sentences that hold a card though nothing marks them: a term and its definition ("Feudo: terra
/// data dal re", "Renaturation is the process by which…"), a person's years ("Cartesio (1596-1650)"), and a dated
/// event ("Il 17 marzo 1861 nasce il Regno d'Italia").
extension CardProposer {
    /// The language a page is written in, for the few questions a card asks in words.
    enum NotesLanguage {
        case italian, english

        /// Italian when the page's commonest short words are more Italian than English.
        init(guessing text: String) {
            var italian = 0
            var english = 0
            for word in text.prefix(4_000).lowercased().split(whereSeparator: { !$0.isLetter }) {
                if Self.italianWords.contains(word) { italian += 1 }
                if Self.englishWords.contains(word) { english += 1 }
            }
            self = english > italian ? .english : .italian
        }

        private static let italianWords: Set<Substring> = [
            "il", "lo", "la", "gli", "le", "di", "del", "della", "che", "per", "con", "sono", "una", "non", "nel",
        ]
        private static let englishWords: Set<Substring> = [
            "the", "of", "and", "to", "is", "are", "was", "were", "with", "that", "for", "which", "this", "it",
        ]
    }

    /// Words that open a sentence about something said before, not a term: "This is…", "Questa è…".
    static let pointingWords: Set<String> = [
        "this", "that", "these", "those", "it", "its", "there", "here", "he", "she", "they", "we", "i", "you", "which",
        "what", "who", "where", "when", "how", "why", "one", "another", "each", "all", "some", "many", "most", "both",
        "questo", "questa", "questi", "queste", "quello", "quella", "quelli", "quelle", "esso", "essa", "essi", "esse",
        "cio", "lui", "lei", "egli", "ella", "loro", "noi", "voi", "io", "tu", "che", "chi", "ci", "non", "ma", "e",
        "and", "but", "so", "also", "anche", "inoltre", "qui", "dove", "quando", "come", "perche", "tutto", "tutti",
        "ogni", "alcuni", "molti", "uno", "una", "un", "a", "an", "if", "se", "not", "no", "then", "poi", "allora",
        "example", "esempio", "answer", "risposta", "question", "domanda", "si", "mi", "tutte", "qual", "quale",
        "quali", "cosa",
    ]

    /// Words that open a phrase, not a term: "In Lombardia seguono processi: …" is a sentence.
    static let openingPrepositions: Set<String> = [
        "in", "a", "da", "con", "su", "per", "tra", "fra", "nel", "nella", "nei", "nelle", "dopo", "prima", "durante",
        "al", "alla", "dal", "dalla", "at", "on", "by", "with", "from", "after", "before", "during", "for", "to", "of",
        "into", "since", "until", "fino", "verso", "secondo", "according",
    ]

    /// "Feudo: terra data dal re al vassallo", "Mitochondria - site of respiration" (no marks): a term of at most four
    /// words that does not open with a pointing word, a preposition or a label and holds no defining verb, and a
    /// meaning of three words or more that is no link list and no time ("ore 10:30").
    static func colonDefinition(_ line: String) -> (term: String, meaning: String)? {
        guard
            let (marked, meaning) = [": ", " - ", " – ", " — "].lazy.compactMap({ split(line, at: $0) }).first,
            !marked.contains("://")
        else { return nil }
        let term = PlainPassage.plain(marked)
        let words = term.split(separator: " ")
        guard (1...4).contains(words.count), term.contains(where: \.isLetter), !term.hasSuffix("?"),
            !term.contains("("), !openingPrepositions.contains(TextFolding.fold(String(words[0]))),
            !definingVerbs.contains(where: { " \(term) ".contains($0) }),
            !labels.contains(TextFolding.fold(term)), !labels.contains(TextFolding.fold(String(words[0]))),
            !pointingWords.contains(TextFolding.fold(String(words[0]))), meaning.split(separator: " ").count >= 3,
            meaning.filter(\.isLetter).count >= 10,
            !meaning.split(separator: " ").allSatisfy({ $0.hasPrefix("#") || $0.hasPrefix("[[") })
        else { return nil }
        return (term, meaning)
    }

    /// The verbs that define a term when they follow it: "X is…", "X sono…", "X means…".
    static let definingVerbs = [
        " is ", " are ", " è ", " sono ", " means ", " significa ", " indica ", " refers to ", " si definisce ",
        " consiste in ", " consiste nel ", " consiste nella ",
    ]

    /// "Renaturation is the process by which a protein regains its structure." → ("Renaturation is …", "the process
    /// by which…"): the line's first sentence, when it opens with a term of at most five words (not a pointing word
    /// such as "This" or "Questo") and a defining verb, and what follows is at least four words and does not go on
    /// describing (``opensAsPredicate(_:participles:)``; a passive counts only in a `laterSentence` of a paragraph).
    static func sentenceDefinition(_ line: String, laterSentence: Bool = false) -> (String, String)? {
        let sentence = firstSentence(of: line)
        for verb in definingVerbs {
            guard let range = sentence.range(of: verb) else { continue }
            let term = sentence[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
            var meaning = sentence[range.upperBound...].trimmingCharacters(in: .whitespaces)
            if meaning.hasSuffix(".") { meaning.removeLast() }
            let words = term.split(separator: " ")
            guard (1...5).contains(words.count), let first = words.first, first.first?.isUppercase == true,
                !pointingWords.contains(TextFolding.fold(String(first))), !term.contains(","), !term.contains(":"),
                !term.contains("("),
                meaning.split(separator: " ").count >= 4, meaning.filter(\.isLetter).count >= 15,
                !meaning.contains(": "),
                !["not ", "non ", "also ", "anche "].contains(where: { meaning.lowercased().hasPrefix($0) }),
                !opensAsPredicate(meaning, participles: laterSentence)
            else { return nil }
            return ("\(term)\(verb)…", meaning)
        }
        return nil
    }

    /// "Cartesio (1596-1650)", "René Descartes (1596 – 1650)" at the start of a line → the name and the years.
    static func lifeYears(_ line: String) -> (name: String, years: String)? {
        guard let open = line.firstIndex(of: "("), let close = line[open...].firstIndex(of: ")") else { return nil }
        let name = line[..<open].trimmingCharacters(in: .whitespaces)
        guard let years = years(String(line[line.index(after: open)..<close])), isPersonName(name) else { return nil }
        return (name, years)
    }

    /// "1805-1872", "1596 – 1650", "c. 356-323 BC" → the span as written, its dash plain; nil for anything else.
    static func years(_ text: String) -> String? {
        var body = text.trimmingCharacters(in: .whitespaces)
        for prefix in ["c. ", "ca. ", "circa "] where body.lowercased().hasPrefix(prefix) {
            body = String(body.dropFirst(prefix.count))
        }
        let parts = body.components(separatedBy: CharacterSet(charactersIn: "-–—")).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard parts.count == 2 else { return nil }
        func year(_ part: String) -> Bool {
            var digits = part
            for era in [" a.C.", " d.C.", " BC", " AD", " BCE", " CE", " a.C", " d.C"] where digits.hasSuffix(era) {
                digits = String(digits.dropLast(era.count))
            }
            return (2...4).contains(digits.count) && digits.allSatisfy(\.isNumber)
        }
        guard year(parts[0]), year(parts[1]) else { return nil }
        return "\(parts[0])-\(parts[1])"
    }

    /// One to four words, each opening with a capital (or a particle: "de", "di", "von", "van", "da", "the"), that
    /// are not a heading's usual words.
    static func isPersonName(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard (1...4).contains(words.count), text.count <= 50,
            words.first?.first?.isUppercase == true, text.allSatisfy({ $0.isLetter || " .'-".contains($0) })
        else { return false }
        return words.allSatisfy { word in
            word.first?.isUppercase == true
                || ["de", "di", "da", "von", "van", "del", "della", "the", "of", "d'"]
                    .contains(word.lowercased())
        }
    }

    /// The question a person's years answer, in the page's language.
    static func whenLived(_ name: String, _ language: NotesLanguage) -> String {
        switch language {
        case .italian: "Quando visse \(name)?"
        case .english: "When did \(name) live?"
        }
    }

    /// A sentence that names one date or year of an event, the date hidden: "Il […] nasce il Regno d'Italia." →
    /// "17 marzo 1861". The sentence (at most 200 characters, 20 letters or more besides the date) must hold exactly
    /// one year between 100 and 2099 (or a year with an era: "333 BC", "44 a.C."); a page, a line, a number of things
    /// or a span ("1805-1872") is no date.
    static func datedCloze(_ line: String) -> (String, String)? { datedClozes(line).first }

    /// ``datedCloze(_:)`` for every sentence of the line that names one date: a paragraph of a life or of a period
    /// tells several ("Nacque nel 1867… Morì nel 1936…").
    static func datedClozes(_ line: String) -> [(String, String)] {
        // A label over a list ("Gli stati italiani dopo il 1815:") is a heading, not an event.
        guard !line.hasSuffix(":") else { return [] }
        return sentences(of: line).compactMap { sentence in
            // A formula's numbers ("C = 2019^7 mod 101") are no dates.
            guard sentence.count <= 200, !sentence.contains("=") else { return nil }
            let found = dates(in: sentence)
            guard found.count == 1, let range = found.first else { return nil }
            var hidden = sentence
            hidden.replaceSubrange(range, with: "[…]")
            guard hidden.filter(\.isLetter).count >= 20 else { return nil }
            return (hidden, String(sentence[range]))
        }
    }

    /// Where the dates of a sentence stand: a year, with the day and month before it when they are written ("17 marzo
    /// 1861", "March 17, 1861") and an era after it ("333 BC").
    static func dates(in sentence: String) -> [Range<String.Index>] {
        var found: [Range<String.Index>] = []
        var index = sentence.startIndex
        while index < sentence.endIndex {
            guard sentence[index].isNumber else {
                index = sentence.index(after: index)
                continue
            }
            let digitsEnd = sentence[index...].firstIndex { !$0.isNumber } ?? sentence.endIndex
            let digits = sentence[index..<digitsEnd]
            defer { index = digitsEnd }
            let before = sentence[..<index]
            let after = sentence[digitsEnd...]
            // Part of a word, a decimal, a span, a page or a quantity is no year.
            if let last = before.last, last.isLetter || ".,-–/:".contains(last) { continue }
            if let next = after.first, next.isLetter || "-–/%".contains(next) { continue }
            if after.hasPrefix(".") || after.hasPrefix(","), after.dropFirst().first?.isNumber == true { continue }
            if [" - ", " – "].contains(where: { after.hasPrefix($0) }),
                after.dropFirst(3).first?.isNumber == true
            {
                continue
            }
            let lowerBefore = before.lowercased()
            if [
                "p. ", "pp. ", "pag. ", "page ", "pagina ", "cap. ", "n. ", "fig. ", "line ", "lines ", "riga ",
                "righe ",
                "verso ", "versi ", "v. ", "vv. ",
            ].contains(where: {
                lowerBefore.hasSuffix($0)
            }) {
                continue
            }
            var end = digitsEnd
            var hasEra = false
            for era in [" a.C.", " d.C.", " BC", " AD", " BCE", " CE", " a.C", " d.C"] where after.hasPrefix(era) {
                let eraEnd = sentence.index(digitsEnd, offsetBy: era.count)
                if eraEnd == sentence.endIndex || !sentence[eraEnd].isLetter {
                    end = eraEnd
                    hasEra = true
                    break
                }
            }
            guard let value = Int(digits), hasEra ? (1...9_999).contains(value) : (1_000...2_099).contains(value)
            else { continue }
            found.append(dayAndMonth(before: index, in: sentence)..<end)
        }
        return found
    }

    private static let months: Set<String> = [
        "gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre",
        "novembre", "dicembre", "january", "february", "march", "april", "may", "june", "july", "august",
        "september", "october", "november", "december",
    ]

    /// Where a date that ends with the year at `yearStart` opens: "17 marzo 1861" and "March 17, 1861" at the day or
    /// the month, "marzo 1861" at the month; else the year itself.
    private static func dayAndMonth(before yearStart: String.Index, in sentence: String) -> String.Index {
        let before = sentence[..<yearStart]
        var words = before.split(separator: " ", omittingEmptySubsequences: true)
        guard before.hasSuffix(" "), let last = words.popLast() else { return yearStart }
        let dayAfterMonth = last.hasSuffix(",") && last.dropLast().allSatisfy(\.isNumber)
        if dayAfterMonth, let month = words.popLast(), months.contains(month.lowercased()) {
            return month.startIndex
        }
        guard months.contains(last.lowercased()) else { return yearStart }
        if let day = words.last, day.allSatisfy(\.isNumber), (1...2).contains(day.count) { return day.startIndex }
        return last.startIndex
    }

    /// The sentences of a line: split after ". ", "! ", "? ", not after an abbreviation or an initial.
    static func sentences(of line: String) -> [String] {
        var result: [String] = []
        var current = ""
        var previous: Character = " "
        for character in line {
            current.append(character)
            if character == " ", ".!?".contains(previous), current.count > 3 {
                let body = current.dropLast(2)
                let lastWord = body.split(separator: " ").last ?? ""
                // Not after an abbreviation or an initial: "44 a.C. Cesare", "J. F. Kennedy".
                if lastWord.count > 2 && !lastWord.contains(".") || lastWord.allSatisfy(\.isNumber) {
                    result.append(current.trimmingCharacters(in: .whitespaces))
                    current = ""
                }
            }
            previous = character
        }
        let rest = current.trimmingCharacters(in: .whitespaces)
        if !rest.isEmpty { result.append(rest) }
        return result
    }

    /// The line's first sentence.
    static func firstSentence(of line: String) -> String { sentences(of: line).first ?? line }
}
