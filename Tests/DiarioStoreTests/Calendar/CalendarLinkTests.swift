import DiarioDomain
import DiarioStore
import DiarioTestSupport
import Foundation
import Testing

/// What a device remembers of calendars: tests imported once (even after the student deletes one), moved when the
/// calendar moves them, undone as one import; what a push wrote; the feeds.
@Suite("Calendar links")
struct CalendarLinkTests {
    func test(_ key: String, _ title: String, _ day: String, subject: String? = "latin") -> CalendarTest {
        CalendarTest(
            key: key, source: "https://school/3b.ics",
            task: StudyTask(
                title: title, subjectKey: subject, kind: .test, dueDate: .day(day),
                createdAt: Date(timeIntervalSince1970: 1_795_000_000)))
    }

    @Test("Filed once; a moved event moves its task; a deleted task is not filed again; undo takes the import back")
    func importsOnce() throws {
        let store = try TestStore().store
        let first = try store.importCalendarTests([
            test("a@school", "Verifica di latino", "2026-12-03"), test("b@school|2027-01-15", "Test", "2027-01-15"),
        ])
        #expect(first.added.map(\.title) == ["Verifica di latino", "Test"] && first.moved.isEmpty)
        let again = try store.importCalendarTests([test("a@school", "Verifica di latino", "2026-12-03")])
        #expect(again.added.isEmpty && again.moved.isEmpty)
        let moved = try store.importCalendarTests([test("a@school", "Verifica di latino", "2026-12-10")])
        #expect(moved.moved.first?.dueDate == .day("2026-12-10") && moved.added.isEmpty)
        #expect(try store.allTasks().count == 2)

        // The student moves the other one; the calendar's later move leaves it where the student put it.
        var mine = try #require(try store.allTasks().first { $0.title == "Test" })
        mine.dueDate = .day("2027-01-20")
        _ = try store.updateTask(mine)
        let ignored = try store.importCalendarTests([test("b@school|2027-01-15", "Test", "2027-01-16")])
        let kept = try store.task(id: mine.id!)
        #expect(ignored.moved.isEmpty && kept?.dueDate == .day("2027-01-20"))

        // Deleted by the student: not filed again.
        _ = try store.deleteTask(id: mine.id!)
        let after = try store.importCalendarTests([test("b@school|2027-01-15", "Test", "2027-01-15")])
        let left = try store.allTasks().count
        #expect(after.added.isEmpty && left == 1)

        // A new import is one journal entry: undo removes its tasks together.
        let batch = try store.importCalendarTests([
            test("c@school", "Interrogazione", "2027-02-01"), test("d@school", "Verifica", "2027-02-02"),
        ])
        let filed = try store.allTasks().count
        #expect(batch.added.count == 2 && filed == 3)
        _ = try store.undoLastChange()
        #expect(try store.allTasks().map(\.title) == ["Verifica di latino"])
    }

    @Test("Two diaries that read the same event file one task with the same UUID")
    func sameIdentityEverywhere() throws {
        let one = try TestStore().store
        let two = try TestStore().store
        _ = try one.importCalendarTests([test("a@school", "Verifica di latino", "2026-12-03")])
        _ = try two.importCalendarTests([test("a@school", "Verifica di latino", "2026-12-03")])
        #expect(try one.taskIdentities().values.sorted() == two.taskIdentities().values.sorted())
        #expect(try one.calendarImportedTasks(from: "https://school/3b.ics") == Set(one.taskIdentities().values))
        #expect(try one.calendarImportedTasks(from: "elsewhere").isEmpty)
    }

    @Test("What a push wrote is kept per collection and forgotten on removal; feeds keep their order")
    func bookkeeping() throws {
        let store = try TestStore().store
        try store.recordPushed(
            ["x@diario": PushedCalendarItem(etag: "\"1\"", digest: "d1"), "y@diario": .init(etag: nil, digest: "d2")],
            removing: [], in: "https://a/cal/")
        try store.recordPushed(
            ["x@diario": .init(etag: "\"2\"", digest: "d3")], removing: ["y@diario"], in: "https://a/cal/")
        #expect(try store.pushedItems(to: "https://a/cal/") == ["x@diario": .init(etag: "\"2\"", digest: "d3")])
        #expect(try store.pushedItems(to: "https://b/cal/").isEmpty)
        #expect(try store.subscribeCalendar("https://z/") && store.subscribeCalendar("/tmp/a.ics"))
        #expect(try !store.subscribeCalendar("https://z/"))
        #expect(try store.calendarSubscriptions() == ["https://z/", "/tmp/a.ics"])
        #expect(try store.unsubscribeCalendar("https://z/") && !store.unsubscribeCalendar("https://z/"))
        #expect(try store.calendarSubscriptions() == ["/tmp/a.ics"])
    }
}
