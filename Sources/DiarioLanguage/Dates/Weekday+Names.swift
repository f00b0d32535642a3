public import DiarioDomain

extension Weekday {
    /// The weekday a word names, in Italian or English, full or short ("lunedì", "Mon", "gio"), or by its number
    /// (1 = Monday); nil for anything else.
    public init?(named word: String) {
        let folded = Tokenizer.tokenize(word).first?.folded ?? ""
        if let day = DateVocabulary.weekdays[folded] ?? DateVocabulary.shortWeekdays[folded] {
            self = day
        } else if let number = Int(folded), let day = Weekday(rawValue: number) {
            self = day
        } else {
            return nil
        }
    }
}
