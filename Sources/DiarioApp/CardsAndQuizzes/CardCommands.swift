public import DiarioDomain
import DiarioLanguage
import Foundation

/// The flashcard commands: add (from "front :: back" or free text), list, edit, delete, suspend.
public struct CardCommands: Sendable {
    let context: AppContext

    /// Creates the commands over a context.
    public init(context: AppContext) { self.context = context }

    /// Makes a card from "front :: back" (or "add card …" free text); the subject is `subjectKey`, else the
    /// one the text names, else none.
    @discardableResult
    public func add(_ text: String, subjectKey: String? = nil, tags: [String] = []) throws -> StudyCard {
        // The command says what the text is: the grammar reads its sides, no model is asked.
        var router = try context.router()
        router.intentModel = nil
        let utterance = try router.route(
            text, today: context.clock.today, now: context.clock.timeOfDay, fallback: context.session.language)
        guard case .addCard(let front?, let back?, let named) = utterance.request else {
            throw DomainError.emptyCardSide
        }
        return try add(front: front, back: back, subjectKey: subjectKey ?? named, tags: tags)
    }

    /// Makes a card from its two sides.
    @discardableResult
    public func add(front: String, back: String, subjectKey: String?, tags: [String] = []) throws -> StudyCard {
        if let subjectKey, try context.subjects.subject(key: subjectKey) == nil {
            throw DomainError.subjectNotFound(key: subjectKey)
        }
        let draft = StudyCard(
            front: front, back: back, subjectKey: subjectKey, tags: tags, createdAt: wholeSecondNow())
        let card = try context.cards.addCard(try draft.validated())
        try report(card, key: "card.added")
        return card
    }

    /// Prints the cards, of one subject when given.
    @discardableResult
    public func list(subjectKey: String?) throws -> [StudyCard] {
        let cards = try context.cards.cards(.all(subjectKey: subjectKey))
        if context.json {
            context.console.out(JSONOutput.line(cards.map(CardJSON.init)))
            return cards
        }
        guard !cards.isEmpty else {
            context.console.out(context.localization.text("card.none"))
            return cards
        }
        for card in cards { context.console.out(try line(card)) }
        context.console.out(context.style.dim(context.localization.plural("card.count", count: cards.count)))
        return cards
    }

    /// Changes a card's sides, subject or tags; its schedule is kept.
    @discardableResult
    public func edit(id: Int64, front: String?, back: String?, subjectKey: String?, tags: [String]?) throws
        -> StudyCard
    {
        guard var card = try context.cards.card(id: id) else { throw DomainError.cardNotFound(id: id) }
        if let subjectKey, try context.subjects.subject(key: subjectKey) == nil {
            throw DomainError.subjectNotFound(key: subjectKey)
        }
        card.front = front ?? card.front
        card.back = back ?? card.back
        card.subjectKey = subjectKey ?? card.subjectKey
        card.tags = tags ?? card.tags
        let saved = try context.cards.updateCard(try card.validated())
        try report(saved, key: "card.edited")
        return saved
    }

    /// Deletes a card and its reviews; `/undo` brings both back.
    public func delete(id: Int64) throws {
        let (card, _) = try context.cards.deleteCard(id: id)
        try report(card, key: "card.deleted", ["undo": UndoCommands.hint(context)])
    }

    /// Suspends a card (never quizzed) or brings it back.
    public func setSuspended(id: Int64, _ suspended: Bool) throws {
        guard var card = try context.cards.card(id: id) else { throw DomainError.cardNotFound(id: id) }
        card.isSuspended = suspended
        try report(try context.cards.updateCard(card), key: suspended ? "card.suspended" : "card.resumed")
    }

    func report(_ card: StudyCard, key: String, _ values: [String: String] = [:]) throws {
        if context.json {
            context.console.out(JSONOutput.line(CardJSON(card)))
        } else {
            context.console.out(context.localization.text(key, values.merging(["card": try line(card)]) { $1 }))
        }
    }

    /// "#3 📜 Storia · Battaglia di Hastings → 1066 · ripasso tra 3 giorni".
    func line(_ card: StudyCard) throws -> String {
        let subject = try card.subjectKey.flatMap { try context.subjects.subject(key: $0) }
        var parts = ["#\(card.id ?? 0)"]
        if let subject { parts.append("\(subject.icon) \(context.localization.name(of: subject))") }
        parts.append("\(card.front) → \(card.back)")
        if card.isSuspended { parts.append(context.localization.text("card.suspendedMark")) }
        return parts.joined(separator: " · ")
    }

    private func wholeSecondNow() -> Date {
        Date(timeIntervalSince1970: context.clock.now().timeIntervalSince1970.rounded(.down))
    }
}
