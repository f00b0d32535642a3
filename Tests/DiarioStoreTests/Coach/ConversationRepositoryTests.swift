import DiarioDomain
import DiarioStore
import DiarioTestSupport
import Foundation
import GRDB
import Testing

@Suite("Coach conversations and study statistics in the store")
struct ConversationRepositoryTests {
    let start = Date(timeIntervalSince1970: 1_795_000_000)

    @Test("Messages are kept in order with their status, actions and answers; the latest conversation is found")
    func conversationRoundTrip() throws {
        let test = try TestStore()
        let store = test.store
        #expect(try store.latestConversation() == nil)
        let first = try store.startConversation(CoachConversation(startedAt: start, language: .it))
        let second = try store.startConversation(
            CoachConversation(startedAt: start.addingTimeInterval(60), language: .en))
        #expect(try store.latestConversation() == second)
        let id = try #require(first.id)
        let call = CoachToolCall(id: "call_1", name: "add_task", arguments: #"{"text":"ripasso"}"#)
        let saved = try store.addMessages([
            CoachMessage(conversationId: id, role: .user, content: "Non riesco a concentrarmi", createdAt: start),
            CoachMessage(
                conversationId: id, role: .assistant, content: "Proviamo così.", toolCalls: [call], model: "m",
                createdAt: start),
            CoachMessage(conversationId: id, role: .tool, content: "done", toolCallId: "call_1", createdAt: start),
            CoachMessage(
                conversationId: id, role: .assistant, content: "Una risposta che", status: .interrupted, model: "m",
                createdAt: start),
        ])
        #expect(saved.allSatisfy { $0.id != nil })
        let read = try store.messages(inConversation: id)
        #expect(read == saved)
        #expect(read.map(\.status) == [.complete, .complete, .complete, .interrupted])
        #expect(read[1].toolCalls == [call] && read[2].toolCallId == "call_1")
        #expect(try store.messages(inConversation: try #require(second.id)) == [])
    }

    @Test("A batch of messages is one transaction: a bad one keeps the others out too")
    func messagesAreAllOrNothing() throws {
        let test = try TestStore()
        let id = try #require(try test.store.startConversation(CoachConversation(startedAt: start, language: .it)).id)
        #expect(throws: (any Error).self) {
            try test.store.addMessages([
                CoachMessage(conversationId: id, role: .user, content: "ciao", createdAt: start),
                CoachMessage(conversationId: 999, role: .assistant, content: "orphan", createdAt: start),
            ])
        }
        #expect(try test.store.messages(inConversation: id) == [])
        // A tool message must name its call; the table refuses one that does not.
        #expect(throws: (any Error).self) {
            try test.store.addMessages([CoachMessage(conversationId: id, role: .tool, content: "x", createdAt: start)])
        }
    }

    @Test("Accuracy per subject counts reviews since the instant; study moments join reviews and completions")
    func statistics() throws {
        let test = try TestStore()
        let store = test.store
        let history = try store.addCard(
            StudyCard(front: "Hastings", back: "1066", subjectKey: "history", createdAt: start))
        let physics = try store.addCard(
            StudyCard(front: "forza", back: "newton", subjectKey: "physics", createdAt: start))
        func review(_ card: StudyCard, _ rating: ReviewRating, _ offset: TimeInterval) throws {
            try store.recordReview(
                ReviewLog(
                    cardId: card.id ?? 0, rating: rating, reviewedAt: start.addingTimeInterval(offset),
                    durationMilliseconds: nil, before: card.memory, after: card.memory))
        }
        try review(history, .good, -86_400 * 40)  // too old to count
        try review(history, .again, 10)
        try review(history, .good, 20)
        try review(physics, .again, 30)
        let done = try store.addTask(task("Esercizi", completed: start.addingTimeInterval(50)))
        let figures = try store.accuracyBySubject(since: start.addingTimeInterval(-86_400 * 30))
        #expect(
            figures == [
                SubjectAccuracy(subjectKey: "history", reviews: 2, remembered: 1),
                SubjectAccuracy(subjectKey: "physics", reviews: 1, remembered: 0),
            ])
        let tallies = try store.activity(from: start, to: start.addingTimeInterval(900))
        #expect(tallies.map(\.reviews).reduce(0, +) == 3 && tallies.map(\.remembered).reduce(0, +) == 1)
        #expect(tallies.map(\.tasksCompleted).reduce(0, +) == 1)
        #expect(done.completedAt != nil)
    }
}
