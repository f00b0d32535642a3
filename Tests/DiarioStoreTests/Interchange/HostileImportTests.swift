import DiarioDomain
import DiarioSRS
import DiarioStore
import DiarioTestSupport
import Foundation
import Testing

/// Every field of every kind of row an export holds, replaced in turn by NULL, a value of the wrong type and values
/// out of range, then imported: each line is refused as a whole (nothing changes) or taken, and whatever was taken
/// can be listed, exported and read by `doctor` afterwards.
@Suite("Hostile import lines")
struct HostileImportTests {
    static var spoilers: [Any] {
        [
            NSNull(), [String: Any](), [1, 2], -1, 1e300, Int64.max, "", "\u{1B}[2Jx", "99999-99-99T99:99:99Z",
            "0000-01-01", "+275760-09-13T00:00:00Z", String(repeating: "x", count: 20_000),
        ]
    }

    func sampleDiary() throws -> TestStore {
        let diary = try TestStore()
        let store = diary.store
        let now = Date(timeIntervalSince1970: 1_795_600_000)
        _ = try store.addTask(task("Esercizi di matematica", due: "2026-12-01"))
        let card = try store.addCard(StudyCard(front: "Hastings", back: "1066", subjectKey: "history", createdAt: now))
        let after = FSRSScheduler(fuzz: false).review(card.memory, rating: .good, at: now)
        try store.recordReview(
            ReviewLog(
                cardId: try #require(card.id), rating: .good, reviewedAt: now, durationMilliseconds: 900,
                before: card.memory, after: after))
        _ = try store.logStudy(
            StudySession(subjectKey: "math", startedAt: now - 1_800, minutes: 30, source: .typed))
        _ = try store.addGoal(
            StudyGoal(title: "Un'ora", targets: [GoalTarget(metric: .minutesStudied, amount: 60)], termIds: []))
        _ = try store.addGrade(
            Grade(subjectKey: "math", mark: "7", value: 7, day: CalendarDay.day("2026-11-20"), createdAt: now))
        return diary
    }

    static func export(_ store: DiarioStore) throws -> [String] {
        var lines: [String] = []
        try store.exportEverything { lines.append($0) }
        return lines
    }

    @Test("NULL, wrong types and out-of-range values in every field: refused whole, or taken and readable")
    func everyField() throws {
        let diary = try sampleDiary()
        let store = diary.store
        let original = try Self.export(store)
        let header = try #require(original.first)
        var refused = 0
        var taken = 0
        // What the diary holds before each try: a refused import leaves it as it was, a taken one sets it anew.
        var before = original
        for line in original.dropFirst() {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            for key in object.keys.sorted() where key != "type" {
                for spoiler in Self.spoilers {
                    var spoiled = object
                    spoiled[key] = spoiler
                    let text = String(
                        decoding: try JSONSerialization.data(withJSONObject: spoiled, options: [.sortedKeys]),
                        as: UTF8.self)
                    do {
                        _ = try store.importEverything(
                            lines: [header, text], now: Date(timeIntervalSince1970: 1_795_700_000))
                        taken += 1
                    } catch let error as any StudentFacingError {
                        refused += 1
                        #expect(error.exitCode == 1, "\(key) = \(spoiler): \(error)")
                        #expect(try Self.export(store) == before, "\(key) = \(spoiler): refused, yet changed")
                        continue
                    }
                    // Taken: every row can be read back, shown and exported.
                    #expect(try store.unreadableRows().isEmpty, "\(key) = \(spoiler) stored a row no one can read")
                    _ = try store.tasks(.allOpen)
                    _ = try store.cards(.all(subjectKey: nil))
                    before = try Self.export(store)
                }
            }
        }
        #expect(refused > 100 && taken > 10, "refused \(refused), taken \(taken)")
        #expect(try store.integrityCheck() == ["ok"])
    }
}
