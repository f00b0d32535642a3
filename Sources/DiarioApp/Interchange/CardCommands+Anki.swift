public import DiarioDomain
import DiarioInterchange
import DiarioSRS
import Foundation

extension CardCommands {
    /// Imports the notes of an Anki package as cards, in one transaction: the subject is `subjectKey`, else the
    /// one the deck's name names, else a new subject of that name; review history is replayed through FSRS so
    /// each card arrives with its memory state and its review log. A review dated before 2000 or more than a day
    /// after now makes the package damaged: nothing is imported, so no date that cannot be shown is ever stored.
    @discardableResult
    public func importAnki(path: String, subjectKey: String? = nil) throws -> [StudyCard] {
        let notes = try AnkiPackage.read(from: path)
        guard !notes.isEmpty else { throw CardImportError.empty }
        let scheduler = FSRSScheduler(fuzz: false)
        let now = Date(timeIntervalSince1970: context.clock.now().timeIntervalSince1970.rounded(.down))
        let plausible = Self.firstPlausibleReview...now.addingTimeInterval(86_400)
        guard notes.allSatisfy({ $0.reviews.allSatisfy { plausible.contains($0.at) } }) else {
            throw AnkiPackageError.damaged(path: path)
        }
        var subjectByDeck: [String: String] = [:]
        var cards: [(card: StudyCard, reviews: [ReviewLog])] = []
        for (index, note) in notes.enumerated() {
            if subjectByDeck[note.deck] == nil, let key = try subjectKey ?? subject(forDeck: note.deck) {
                subjectByDeck[note.deck] = key
            }
            let createdAt = note.reviews.first?.at ?? now
            var card = StudyCard(
                front: note.front, back: note.back, subjectKey: subjectByDeck[note.deck], tags: note.tags,
                createdAt: createdAt)
            var logs: [ReviewLog] = []
            for review in note.reviews.sorted(by: { $0.at < $1.at }) {
                let after = scheduler.review(card.memory, rating: review.rating, at: review.at)
                logs.append(
                    ReviewLog(
                        cardId: 0, rating: review.rating, reviewedAt: review.at,
                        durationMilliseconds: review.durationMilliseconds, before: card.memory, after: after))
                card.memory = after
            }
            do {
                cards.append((try card.validated(), logs))
            } catch {
                throw CardImportError.invalidLine(line: index + 1, reason: "cards.reason.sides", detail: "")
            }
        }
        return try save(cards)
    }

    /// 2000-01-01 UTC: no review of a flashcard program that exports Anki packages is older.
    static let firstPlausibleReview = Date(timeIntervalSince1970: 946_684_800)

    /// The subject a deck's name names, else a new one of that name ("Default" gives none).
    private func subject(forDeck name: String) throws -> String? {
        if name == "Default" { return nil }
        if let key = try? context.subjectKey(named: name) { return key }
        return Subject.key(forName: name)
    }

    /// Writes the cards (of one subject when given) and their review history as an Anki package.
    public func exportAnki(path: String, subjectKey: String?) throws {
        let cards = try context.cards.cards(.all(subjectKey: subjectKey))
        var notes: [AnkiNote] = []
        for card in cards {
            let reviews = try context.cards.reviews(ofCard: card.id ?? 0).map {
                AnkiReview(rating: $0.rating, at: $0.reviewedAt, durationMilliseconds: $0.durationMilliseconds ?? 0)
            }
            notes.append(
                AnkiNote(front: card.front, back: card.back, tags: card.tags, deck: "Diario", reviews: reviews))
        }
        let deck = try subjectKey.flatMap { try context.subjects.subject(key: $0) }.map(context.localization.name(of:))
        try AnkiPackage.write(notes, deckName: deck ?? "Diario", now: context.clock.now(), to: path)
    }
}
