/// What may follow the participle of a completion and adds nothing (docs/natural-language.md, "Work done").
extension IntentRouter {
    private static let closingOrders = IntentVocabulary.closingOrders.map { Tokenizer.words(of: $0) }
        .sorted { $0.count > $1.count }
    private static let doneMoments = IntentVocabulary.doneMoments.map { Tokenizer.words(of: $0) }
        .sorted { $0.count > $1.count }
    /// The last words of the orders and moments: a line ending otherwise is compared with none of them.
    private static let tailEnds = Set((closingOrders + doneMoments).compactMap(\.last))
    private static let englishParticiples = Set(
        IntentVocabulary.englishDoneParticiples.compactMap {
            Tokenizer.words(of: $0).last
        })
    private static let participles = Set(
        IntentVocabulary.italianDoneParticiples + IntentVocabulary.afterWorkParticiples
    ).union(englishParticiples)

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
}
