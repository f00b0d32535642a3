/// What may follow the participle of a completion and adds nothing (docs/natural-language.md, "Work done").
extension IntentRouter {
    private static let closingOrders = IntentVocabulary.closingOrders.map { Tokenizer.words(of: $0) }
        .sorted { $0.count > $1.count }
    private static let doneMoments = IntentVocabulary.doneMoments.map { Tokenizer.words(of: $0) }
        .sorted { $0.count > $1.count }
    /// The last words of the orders and moments: a line ending otherwise is compared with none of them.
    private static let tailEnds = WordSet((closingOrders + doneMoments).compactMap(\.last))
    /// The one-word English participles ("done", "submitted"); two-word ones ("turned in") are read by `particles`,
    /// so that "in", "up" and "out" alone say nothing.
    private static let englishParticiples = WordSet(
        IntentVocabulary.englishDoneParticiples.map { Tokenizer.words(of: $0) }.filter { $0.count == 1 }.map { $0[0] })
    private static let participles = WordSet(
        IntentVocabulary.italianDoneParticiples + IntentVocabulary.afterWorkParticiples
    ).union(englishParticiples)
    /// The one-word participles an auxiliary may open a completion with, in either language.
    private static let openingParticiples = WordSet(IntentVocabulary.italianDoneParticiples).union(englishParticiples)
    /// The two-word English participles, by their first word ("turned" → "in").
    private static let particles = WordMap(
        Dictionary(
            IntentVocabulary.englishDoneParticiples.map { Tokenizer.words(of: $0) }.filter { $0.count == 2 }
                .map { ($0[0], $0[1]) }, uniquingKeysWith: { first, _ in first }))

    /// Where an opening of an auxiliary and a participle of finishing ends, when the words at `start` are one
    /// ("abbiamo consegnato …", "we turned in …"); nil otherwise.
    func auxiliaryCompletionEnd(_ words: [String], at start: Int) -> Int? {
        guard start < words.count, let auxiliaries = IntentVocabulary.doneAuxiliariesByFirstWord[words[start]] else {
            return nil
        }
        for auxiliary in auxiliaries where words[start...].starts(with: auxiliary) {
            let at = start + auxiliary.count
            guard at < words.count else { continue }
            if let particle = Self.particles[words[at]] {
                if at + 1 < words.count, words[at + 1] == particle { return at + 2 }
            } else if Self.openingParticiples.contains(words[at]) {
                return at + 1
            }
        }
        return nil
    }

    /// How many words close `head` as an object pronoun, its auxiliary and a participle of work done ("…l'ho
    /// chiusa", "…li abbiamo consegnati"); nil when they do not.
    func cliticClosingLength(_ head: ArraySlice<String>) -> Int? {
        guard let last = head.last, Self.participles.contains(last) else { return nil }
        let before = head.dropLast()
        for clitic in IntentVocabulary.doneClitics
        where before.count > clitic.count && before.suffix(clitic.count).elementsEqual(clitic) {
            return clitic.count + 1
        }
        return nil
    }

    /// Where a completion's words end once its tail is cut: fillers and punctuation ("…as done pls"), an order
    /// after a comma or a participle ("…fatta, metti la spunta", "…letto, spunta pure"), a past moment
    /// ("…consegnato oggi", "…completed at last"; but "i compiti di oggi" keeps its day) and "it" / "them" after an
    /// English participle ("…finished it last night").
    func endBeforeDoneTail(_ words: [String], rest: [Token], from start: Int) -> Int {
        var end = words.count
        func ending(with phrases: [[String]]) -> Int? {
            guard Self.tailEnds.contains(words[end - 1]) else { return nil }
            return phrases.first { end - $0.count > start && words[(end - $0.count)..<end].elementsEqual($0) }?.count
        }
        while end > start + 1 {
            if IntentVocabulary.trailingFillers.contains(words[end - 1]) || rest[end - 1].kind == .symbol {
                end -= 1
            } else if let length = ending(with: Self.closingOrders),
                rest[end - length - 1].kind == .symbol || Self.participles.contains(words[end - length - 1])
            {
                end -= length
            } else if let length = ending(with: Self.doneMoments),
                !["di", "del", "per", "of", "for", "from"].contains(words[end - length - 1])
            {
                end -= length
            } else if IntentVocabulary.doneObjects.contains(words[end - 1]),
                Self.englishParticiples.contains(words[end - 2])
            {
                end -= 1
            } else {
                break
            }
        }
        return end
    }

    /// "done: math homework", "ho finito i compiti di matematica", "segna X come fatto", "math homework done",
    /// "ho già consegnato la ricerca", "la ricerca di bio è fatta, spuntala": an opening or closing words of
    /// completion, adverbs that change nothing left out.
    func completion(_ line: String, rest allRest: [Token], words allWords: [String])
        -> (title: String, words: [String])?
    {
        let hasAdverb = allRest.prefix(4).anyHas(.narrationAdverb)
        let kept = hasAdverb ? withoutNarrationAdverbs(allWords) : []
        let rest = hasAdverb ? kept.map { allRest[$0] } : allRest
        let words = hasAdverb ? kept.map { allWords[$0] } : allWords
        var start = Self.opening(Self.politeRequests, at: 0, in: words, tokens: rest)?.end ?? 0
        var end = endBeforeDoneTail(words, rest: rest, from: start)
        var opening: (start: Int, length: Int)?
        if let match = Self.opening(Self.complete, at: start, in: words, tokens: rest) {
            opening = (match.start, match.length)
            start = match.end
        } else if let end = auxiliaryCompletionEnd(words, at: start) {
            opening = (start, end - start)
            start = end
        }
        var suffixFound = false
        // Closing words, once or twice ("è fatta, spuntala"), with the punctuation between them.
        for _ in 0..<2 {
            while end > start, rest[end - 1].kind == .symbol { end -= 1 }
            let head = words[..<end]
            func closes(_ phrase: [String]) -> Bool {
                head.count > phrase.count && head.suffix(phrase.count).elementsEqual(phrase)
            }
            let suffixes = Self.completeSuffixEnds.contains(head.last ?? "") ? Self.completeSuffixes : []
            let closings = Self.completeClosings[head.last ?? ""] ?? []
            // The longest of the three wins: "… l'ho fatto" closes with "l'ho fatto", not "fatto".
            /// The larger of two lengths found, either of which may be missing (no array made for every line).
            func longer(_ first: Int?, _ second: Int?) -> Int? { first.map { max($0, second ?? $0) } ?? second }
            let closing = longer(
                longer(suffixes.first(where: closes)?.count, closings.first(where: closes)?.count),
                cliticClosingLength(head))
            guard let closing else { break }
            end -= closing
            suffixFound = true
        }
        guard opening != nil || suffixFound else { return nil }
        // "non l'ho fatto", "esercizi non fatti", "not finished yet": what is denied before its opening or its
        // participle is not done ("ho finito i compiti, non ne potevo più" is).
        let decided = suffixFound ? words.count : (opening.map { $0.start + $0.length } ?? 0)
        guard !words[..<min(decided, words.count)].contains(where: IntentVocabulary.negations.contains) else {
            return nil
        }
        // A bare "mark" or "segna" needs its closing words ("as done", "come fatto").
        if let opening, opening.length == 1,
            ["mark", "segna", "check", "tick", "got"].contains(words[opening.start]),
            !suffixFound
        {
            return nil
        }
        while start < end, rest[start].kind == .symbol || IntentVocabulary.leadingArticles.contains(words[start]) {
            start += 1
        }
        while end > start, rest[end - 1].kind == .symbol { end -= 1 }
        guard start < end else { return nil }
        end = endBeforeRecipient(words, from: start, to: end)
        let title = NaturalLanguageTaskParser.title(line, rest, kept: Array(start..<end))
        return title.isEmpty ? nil : (title, Array(words[start..<end]))
    }
}
