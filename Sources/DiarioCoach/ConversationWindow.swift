/// Chooses which earlier messages go with a new one so that the history stays within a token budget.
///
/// Messages are grouped into turns, each starting at a student's message; whole turns are dropped, oldest first,
/// so that an action the coach proposed is never sent without Diario's answer to it. The newest turn is always
/// sent. Tokens are estimated as one per four bytes of UTF-8 plus four per message, which errs on the high side
/// for Italian and English.
public enum ConversationWindow {
    /// The estimated tokens of one message.
    public static func estimatedTokens(_ message: ChatMessage) -> Int {
        let calls = message.toolCalls.reduce(0) { $0 + $1.name.utf8.count + $1.arguments.utf8.count }
        return (message.content.utf8.count + calls + 3) / 4 + 4
    }

    /// The newest turns of `history` that fit in `budget` tokens, oldest first; the last turn always.
    public static func fit(_ history: [ChatMessage], budget: Int) -> [ChatMessage] {
        var turns: [[ChatMessage]] = []
        for message in history {
            if message.role == .user || turns.isEmpty {
                turns.append([message])
            } else {
                turns[turns.count - 1].append(message)
            }
        }
        var kept: [[ChatMessage]] = []
        var used = 0
        for turn in turns.reversed() {
            let cost = turn.reduce(0) { $0 + estimatedTokens($1) }
            if !kept.isEmpty && used + cost > budget { break }
            kept.append(turn)
            used += cost
        }
        return kept.reversed().flatMap { $0 }
    }
}
