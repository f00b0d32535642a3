import DiarioDomain
import DiarioTestSupport
import Foundation
import GRDB
import Testing

@testable import DiarioStore

@Suite("Tasks in the store")
struct TaskRepositoryTests {
    @Test("A saved task comes back with every field")
    func saveAndFetch() throws {
        let t = try TestStore()
        var draft = task("Verifica di storia", subject: "history", due: "2026-11-24", time: "09:00", priority: .high)
        draft.kind = .test
        draft.notes = "capitoli 3-4"
        draft.repeatRule = "FREQ=WEEKLY;BYDAY=TU"
        draft.sourceText = "verifica di storia martedì prossimo alle 9"
        let saved = try t.store.addTask(draft)
        let id = try #require(saved.id)
        var expected = draft
        expected.id = id
        #expect(try t.store.task(id: id) == expected)
    }

    @Test("Open tests in a range, from the index of open tasks; open tasks counted per day")
    func testsAndCounts() throws {
        let t = try TestStore()
        var drafts = [
            task("Verifica", subject: "history", due: "2026-11-24"), task("Compiti", due: "2026-11-24"),
            task("Interrogazione", subject: "history", due: "2026-11-26"), task("Esame", due: "2026-12-20"),
            task("Verifica fatta", subject: "math", due: "2026-11-25"),
        ]
        for index in [0, 2, 4] { drafts[index].kind = index == 2 ? .oral : .test }
        drafts[3].kind = .exam
        let saved = try drafts.map { try t.store.addTask($0) }
        _ = try t.store.completeTask(id: saved[4].id ?? 0, at: Date(timeIntervalSince1970: 1_795_000_000))
        let range = DayRange(CalendarDay(iso: "2026-11-23")!, CalendarDay(iso: "2026-11-30")!)
        #expect(try t.store.tasks(.testsDueIn(range)).map(\.title) == ["Verifica", "Interrogazione"])
        #expect(
            try t.store.openTaskCounts(in: range)
                == [CalendarDay(iso: "2026-11-24")!: 2, CalendarDay(iso: "2026-11-26")!: 1])
        // The store's own request for open tests reads the index of open tasks alone (v25), not the table.
        let plan = try DatabaseQueue(path: t.path).read { db in
            let request = StudyTaskRecord.request(for: .testsDueIn(range), subjectId: nil)
            let prepared = try request.makePreparedRequest(db, forSingleResult: false).statement
            return try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + prepared.sql, arguments: prepared.arguments)
                .map { $0["detail"] as String }.joined(separator: "; ")
        }
        #expect(plan.contains("COVERING INDEX studyTask_open_by_due"), "\(plan)")
    }

    @Test(
        "Lists of open tasks by due day read one index alone (v25): it holds every column a task is read with",
        arguments: [
            TaskQuery.dueThrough(CalendarDay(iso: "2026-11-30")!), .allOpen,
            .overdue(day: CalendarDay(iso: "2026-11-23")!, time: TimeOfDay(hour: 10, minute: 0)!),
            .dueIn(DayRange(CalendarDay(iso: "2026-11-23")!, CalendarDay(iso: "2026-11-29")!)),
            .dueOn(CalendarDay(iso: "2026-11-23")!),
        ])
    func listsFromOneIndex(query: TaskQuery) throws {
        let t = try TestStore()
        let plan = try DatabaseQueue(path: t.path).read { db in
            let request = StudyTaskRecord.request(for: query, subjectId: nil)
            let prepared = try request.makePreparedRequest(db, forSingleResult: false).statement
            return try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + prepared.sql, arguments: prepared.arguments)
                .map { $0["detail"] as String }.joined(separator: "; ")
        }
        #expect(plan.contains("COVERING INDEX studyTask_open_by_due"), "\(plan)")
    }

    @Test("Lists order by due date, then priority, then filing time; undated last")
    func ordering() throws {
        let t = try TestStore()
        for draft in [
            task("late low", due: "2026-11-25", priority: .low, createdSecond: 1),
            task("undated", due: nil, createdSecond: 2),
            task("early", due: "2026-11-22", priority: .low, createdSecond: 3),
            task("late high", due: "2026-11-25", priority: .high, createdSecond: 4),
            task("late medium second", due: "2026-11-25", createdSecond: 6),
            task("late medium first", due: "2026-11-25", createdSecond: 5),
        ] { _ = try t.store.addTask(draft) }
        let titles = try t.store.tasks(.allOpen).map(\.title)
        #expect(titles == ["early", "late high", "late medium first", "late medium second", "late low", "undated"])
    }

    @Test("Due today, in a range, through a day, and by subject select open tasks only")
    func dueQueries() throws {
        let t = try TestStore()
        _ = try t.store.addTask(task("yesterday", due: "2026-11-20"))
        _ = try t.store.addTask(task("today", subject: "history", due: "2026-11-21"))
        _ = try t.store.addTask(task("today done", due: "2026-11-21", completed: Date()))
        _ = try t.store.addTask(task("in a week", due: "2026-11-28"))
        _ = try t.store.addTask(task("in nine days", due: "2026-11-30"))
        _ = try t.store.addTask(task("undated history", subject: "history"))
        #expect(try t.store.tasks(.dueOn(.day("2026-11-21"))).map(\.title) == ["today"])
        #expect(
            try t.store.tasks(.dueIn(DayRange(.day("2026-11-21"), .day("2026-11-28")))).map(\.title)
                == ["today", "in a week"])
        #expect(try t.store.tasks(.dueThrough(.day("2026-11-28"))).map(\.title) == ["yesterday", "today", "in a week"])
        #expect(try t.store.tasks(.openBySubject(key: "history")).map(\.title) == ["today", "undated history"])
        #expect(try t.store.tasks(.openBySubject(key: "physics")).isEmpty)
    }

    @Test("Overdue: past days, and today's tasks whose time has passed; untimed ones wait for midnight")
    func overdue() throws {
        let t = try TestStore()
        _ = try t.store.addTask(task("yesterday", due: "2026-11-20"))
        _ = try t.store.addTask(task("today 09:00", due: "2026-11-21", time: "09:00"))
        _ = try t.store.addTask(task("today 11:00", due: "2026-11-21", time: "11:00"))
        _ = try t.store.addTask(task("today untimed", due: "2026-11-21"))
        _ = try t.store.addTask(task("done yesterday", due: "2026-11-20", completed: Date()))
        let overdue = try t.store.tasks(.overdue(day: .day("2026-11-21"), time: TimeOfDay(hour: 10, minute: 0)!))
        #expect(overdue.map(\.title) == ["yesterday", "today 09:00"])
    }

    @Test("Recent is newest first; completed-between selects by completion instant")
    func recentAndCompleted() throws {
        let t = try TestStore()
        let base = Date(timeIntervalSince1970: 1_795_000_000)
        _ = try t.store.addTask(task("first", createdSecond: 1))
        let second = try t.store.addTask(task("second", createdSecond: 2))
        let third = try t.store.addTask(task("third", createdSecond: 3))
        #expect(try t.store.tasks(.recent(limit: 2)).map(\.title) == ["third", "second"])
        _ = try t.store.completeTask(id: second.id!, at: base.addingTimeInterval(100))
        _ = try t.store.completeTask(id: third.id!, at: base.addingTimeInterval(5_000))
        let window = try t.store.tasks(.completedBetween(from: base, to: base.addingTimeInterval(1_000)))
        #expect(window.map(\.title) == ["second"])
        #expect(throws: DomainError.taskAlreadyCompleted(id: second.id!)) {
            try t.store.completeTask(id: second.id!, at: base)
        }
        #expect(throws: DomainError.taskNotFound(id: 999)) { try t.store.completeTask(id: 999, at: base) }
    }

    @Test("A task naming an unknown subject is refused")
    func unknownSubject() throws {
        let t = try TestStore()
        #expect(throws: DomainError.subjectNotFound(key: "astronomy")) {
            try t.store.addTask(task("x", subject: "astronomy"))
        }
    }

    @Test("Import saves all or nothing, and creates the subjects it names")
    func importIsAtomic() throws {
        let t = try TestStore()
        let now = Date(timeIntervalSince1970: 1_795_000_000)
        let report = try t.store.importEverything(
            lines: [#"{"title":"a","subject":"latino"}"#, #"{"title":"b","subject":"math"}"#], now: now)
        #expect(report.added == ["task": 2])
        #expect(report.createdSubjects == ["latino"])
        #expect(try t.store.subject(key: "latino")?.customName == "Latino")
        // The second line breaks a CHECK constraint (a priority no task has): nothing of this batch stays.
        #expect(throws: ImportError.self) {
            try t.store.importEverything(
                lines: [
                    #"{"title":"c","subject":"greco"}"#,
                    #"{"type":"task","title":"d","kind":"test","priority":"urgentissimo","created_at":"2026-01-01T00:00:00Z"}"#,
                ],
                now: now)
        }
        #expect(try t.store.allTasks().map(\.title) == ["a", "b"])
        #expect(try t.store.subject(key: "greco") == nil)
    }

    @Test("The undo journal takes changes back newest first, each whole: a deleted task returns with its id")
    func deleteAndUndo() throws {
        let t = try TestStore()
        var draft = task("Verifica di storia", subject: "history", due: "2026-11-24", time: "09:00")
        draft.notes = "capitoli 3-4"
        let kept = try t.store.addTask(draft)
        let other = try t.store.addTask(task("Esercizi", due: "2026-11-25"))
        let deleted = try t.store.deleteTask(id: try #require(kept.id))
        #expect(deleted == kept)
        #expect(try t.store.task(id: kept.id!) == nil)
        #expect(throws: DomainError.taskNotFound(id: kept.id!)) { try t.store.deleteTask(id: kept.id!) }
        #expect(try t.store.recentChanges(limit: 10).map(\.action) == [.taskDeleted, .taskAdded, .taskAdded])

        #expect(try t.store.undoLastChange()?.summary == "Verifica di storia")
        #expect(try t.store.allTasks() == [kept, other])
        #expect(try t.store.undoLastChange()?.itemId == other.id)
        #expect(try t.store.allTasks() == [kept])
        #expect(try t.store.recentChanges(limit: 10).count == 1)
    }

    @Test("Undoing the completion of a repeating task reopens it and removes the occurrence it filed, in one step")
    func undoCompletionWithFollowUp() throws {
        let t = try TestStore()
        var weekly = task("Palestra", subject: "pe", due: "2026-11-23")
        weekly.repeatRule = "FREQ=WEEKLY;BYDAY=MO"
        let saved = try t.store.addTask(weekly)
        let result = try t.store.completeTask(id: saved.id!, at: Date(timeIntervalSince1970: 1_795_100_000)) { done in
            var next = done
            next.id = nil
            next.completedAt = nil
            next.dueDate = .day("2026-11-30")
            return next
        }
        #expect(result.nextIsNew)
        #expect(try t.store.allTasks().count == 2)
        #expect(try t.store.undoLastChange()?.action == .taskCompleted)
        #expect(try t.store.allTasks() == [saved])
    }

    @Test("Two devices completing the same occurrence make the same next one: one task after merging, not two")
    func deterministicOccurrences() throws {
        let laptop = try TestStore()
        var draft = task("Lettura del lunedì", subject: "italian", due: "2026-11-23")
        draft.repeatRule = "FREQ=WEEKLY;BYDAY=MO"
        let first = try laptop.store.addTask(draft)
        let phoneDirectory = TemporaryDirectory()
        _ = try laptop.store.backUp(to: phoneDirectory.file("diario.sqlite"), reason: nil)
        let phone = try DiarioStore.open(path: phoneDirectory.file("diario.sqlite"))
        func nextWeek(_ done: StudyTask) -> StudyTask? {
            var next = done
            next.id = nil
            next.completedAt = nil
            next.dueDate = done.dueDate?.adding(days: 7)
            return next
        }
        let instant = Date(timeIntervalSince1970: 1_795_000_000)
        let onLaptop = try laptop.store.completeTask(id: first.id!, at: instant, then: nextWeek)
        let onPhone = try phone.completeTask(id: first.id!, at: instant.addingTimeInterval(60), then: nextWeek)
        let uuid = { (store: DiarioStore, id: Int64?) -> String? in
            try store.taskIdentities()[id ?? 0]
        }
        #expect(try uuid(laptop.store, onLaptop.next?.id) == uuid(phone, onPhone.next?.id))
        #expect(try uuid(laptop.store, onLaptop.next?.id) != uuid(laptop.store, first.id))
        var lines: [String] = []
        try phone.exportEverything { lines.append($0) }
        _ = try laptop.store.importEverything(lines: lines, now: instant.addingTimeInterval(120))
        #expect(try laptop.store.tasks(.allOpen).filter { $0.title == "Lettura del lunedì" }.count == 1)
    }
}
