import DiarioDomain
import DiarioStore
import DiarioTestSupport
import Foundation
import GRDB
import Testing

private let base = Date(timeIntervalSince1970: 1_795_000_000)

private func card(_ front: String, subject: String? = "history", dueIn seconds: TimeInterval = 0) -> StudyCard {
    var card = StudyCard(front: front, back: "answer to \(front)", subjectKey: subject, createdAt: base)
    card.memory.due = base.addingTimeInterval(seconds)
    return card
}

@Suite("Cards and reviews in the store")
struct CardRepositoryTests {
    @Test("A saved card comes back with every field; due cards come most overdue first, suspended ones never")
    func dueOrder() throws {
        let t = try TestStore()
        var tagged = card("Battle of Hastings", dueIn: -50)
        tagged.tags = ["medioevo", "date"]
        let first = try t.store.addCard(tagged)
        #expect(try t.store.card(id: first.id!) == first)
        _ = try t.store.addCard(card("Dante", subject: "italian", dueIn: -100))
        _ = try t.store.addCard(card("Future", dueIn: 3_600))
        var suspended = card("Suspended", dueIn: -500)
        suspended.isSuspended = true
        _ = try t.store.addCard(suspended)
        let due = try t.store.cards(.due(at: base, subjectKey: nil, limit: 10))
        #expect(due.map(\.front) == ["Dante", "Battle of Hastings"])
        #expect(
            try t.store.cards(.due(at: base, subjectKey: "history", limit: 10)).map(\.front) == ["Battle of Hastings"])
        #expect(try t.store.dueCardCount(at: base, subjectKey: nil) == 2)
        #expect(try t.store.cards(.all(subjectKey: nil)).count == 4)
    }

    @Test("The due query reads the partial index, not the whole table")
    func dueUsesIndex() throws {
        let t = try TestStore()
        let plan = try t.raw().read { db in
            try Row.fetchAll(
                db,
                sql: """
                    EXPLAIN QUERY PLAN SELECT * FROM studyCard WHERE isSuspended = 0 AND due <= ?
                    ORDER BY due, id LIMIT 1
                    """, arguments: [base]
            ).map { $0["detail"] as String }
        }
        #expect(plan.contains { $0.contains("USING INDEX studyCard_due") }, "\(plan)")
    }

    @Test("A review saves the card's new state and its log together; delete and restore keep both")
    func reviewsAndUndo() throws {
        let t = try TestStore()
        let saved = try t.store.addCard(card("Hastings"))
        var after = saved.memory
        after.phase = .review
        after.step = nil
        after.stability = 3.2
        after.difficulty = 5.5
        after.due = base.addingTimeInterval(86_400 * 3)
        after.lastReview = base
        after.reviewCount = 1
        let log = ReviewLog(
            cardId: saved.id!, rating: .good, reviewedAt: base, durationMilliseconds: 4_200, before: saved.memory,
            after: after)
        try t.store.recordReview(log)
        #expect(try t.store.card(id: saved.id!)?.memory == after)
        let reviews = try t.store.reviews(ofCard: saved.id!)
        #expect(reviews.count == 1 && reviews[0].before == saved.memory && reviews[0].after == after)

        let deleted = try t.store.deleteCard(id: saved.id!)
        #expect(try t.store.card(id: saved.id!) == nil)
        #expect(deleted.reviews == reviews)
        #expect(try t.store.undoLastChange()?.action == .cardDeleted)
        #expect(try t.store.card(id: saved.id!)?.memory == after)
        #expect(try t.store.reviews(ofCard: saved.id!) == reviews)
        #expect(throws: DomainError.cardNotFound(id: 99)) {
            try t.store.recordReview(
                ReviewLog(
                    cardId: 99, rating: .good, reviewedAt: base, durationMilliseconds: nil, before: after, after: after)
            )
        }
    }

    @Test("Importing cards is all or nothing, and creates the subjects it names")
    func importAtomic() throws {
        let t = try TestStore()
        let imported = try t.store.importCards([(card("a", subject: "latino"), []), (card("b"), [])])
        #expect(imported.map(\.subjectKey) == ["latino", "history"])
        #expect(try t.store.subject(key: "latino") != nil)
        var broken = card("c")
        broken.back = "   "
        #expect(throws: (any Error).self) { _ = try t.store.importCards([(card("d"), []), (broken, [])]) }
        #expect(try t.store.cards(.all(subjectKey: nil)).count == 2)
    }

    @Test("The v3 fixture migrates to v4 with its tasks and saved language kept")
    func v3Fixture() throws {
        let directory = TemporaryDirectory()
        let path = try Fixtures.copy("db/diario-v3.sqlite", to: directory)
        let tasksBefore = try DatabaseQueue(path: path).read { db in
            try Row.fetchAll(
                db,
                sql:
                    "SELECT id, title, subjectId, kind, dueDate, dueTime, priority, notes, createdAt, completedAt, repeatRule, sourceText FROM studyTask ORDER BY id"
            )
        }
        let store = try DiarioStore.open(path: path)
        #expect(try store.appliedMigrations().contains("v4-cards-and-reviews"))
        #expect(try store.preferredLanguage() == .en)
        let tasksAfter = try DatabaseQueue(path: path).read { db in
            try Row.fetchAll(
                db,
                sql:
                    "SELECT id, title, subjectId, kind, dueDate, dueTime, priority, notes, createdAt, completedAt, repeatRule, sourceText FROM studyTask ORDER BY id"
            )
        }
        #expect(tasksAfter == tasksBefore && tasksAfter.count == 4)
        #expect(try store.cards(.all(subjectKey: nil)).isEmpty)
    }
}
