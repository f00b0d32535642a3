public import DiarioDomain

/// A third reader's word on a line the two readers left in doubt (the coach's model, when an endpoint is configured;
/// docs/natural-language.md, "Two readers").
extension IntentRouter {
    /// Whether a third reader is worth asking about `utterance`: it would be asked about, or nothing was understood
    /// and the model is not sure the line is nothing.
    public static func wantsThirdReader(_ utterance: Utterance) -> Bool {
        if utterance.asks { return true }
        guard case .unknown = utterance.request, let readers = utterance.readers else { return false }
        return readers.model != .unknown || readers.modelConfidence < modelSure
    }

    /// `utterance` once a third reader read `line` as `intent`. Its reading (the grammar fills the fields) goes first:
    /// one that writes nothing is carried out; a write is still asked about, with the reading it displaced second.
    /// Unchanged when the third reader says `unknown` or the grammar finds none of that intent's fields. Throws
    /// ``LanguageError`` as ``route(_:today:now:fallback:)`` does.
    public func reconsider(
        _ utterance: Utterance, as intent: Intent, line: String, today: CalendarDay, now: TimeOfDay? = nil
    ) throws(LanguageError) -> Utterance {
        guard intent != .unknown else { return utterance }
        let reading: Request
        if utterance.request.intent == intent {
            reading = utterance.request
        } else if let alternative = utterance.alternative, alternative.intent == intent {
            reading = alternative
        } else {
            let (tokens, _) = TypoForgiveness.corrected(Tokenizer.tokenize(line))
            let dated = (try? dates.parse(tokens, today: today, now: now)) ?? DueExpression()
            guard
                let filled = try self.reading(
                    for: intent, line: line, tokens: tokens, words: tokens.foldedWords,
                    dated: dated, today: today, now: now)
            else { return utterance }
            reading = filled
        }
        var decided = utterance
        decided.request = reading
        guard Self.writes(intent) else {
            decided.alternative = nil
            decided.asks = false
            return decided
        }
        let displaced = utterance.request.intent == intent ? utterance.alternative : utterance.request
        if case .unknown? = displaced {
            decided.alternative = nil
        } else {
            decided.alternative = displaced
        }
        decided.asks = true
        return decided
    }
}
