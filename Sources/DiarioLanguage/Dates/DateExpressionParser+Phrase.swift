public import DiarioDomain

extension DateExpressionParser {
    /// Words that may stand before a day typed on its own ("to friday", "a lunedì", "per il 3").
    private static let leadingConnectors: WordSet = ["to", "on", "for", "until", "till", "a", "al", "per", "entro"]

    /// The day and time `text` names when it says nothing else ("venerdì", "to friday at 9", "12/3 alle 15"):
    /// nil when other words remain or it names neither. Throws as ``parse(_:today:now:)`` does for a date or
    /// time that cannot be.
    public func phrase(_ text: String, today: CalendarDay, now: TimeOfDay? = nil) throws(LanguageError)
        -> DueExpression?
    {
        let tokens = Tokenizer.tokenize(text)
        let expression = try parse(tokens, today: today, now: now)
        guard expression.day != nil || expression.time != nil else { return nil }
        let consumed = expression.consumed.reduce(into: Set<Int>()) { $0.formUnion($1) }
        let leftover = tokens.indices.filter { tokens[$0].isMeaningful && !consumed.contains($0) }
        let onlyConnector = leftover == [0] && Self.leadingConnectors.contains(tokens[0].folded)
        return leftover.isEmpty || onlyConnector ? expression : nil
    }
}
