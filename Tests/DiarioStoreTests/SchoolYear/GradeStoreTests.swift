import DiarioDomain
import DiarioStore
import DiarioTestSupport
import Foundation
import Testing

/// Grades in a real file: a grade completes its test, moves with its subject, travels in an export, is undone.
@Suite("Grades in the store")
struct GradeStoreTests {
    func grade(_ mark: String, _ value: Double?, subject: String = "history", task: Int64? = nil) -> Grade {
        Grade(
            subjectKey: subject, mark: mark, value: value, component: .written, day: CalendarDay(iso: "2026-11-20")!,
            taskId: task, createdAt: Date())
    }

    @Test("A grade for a test completes the test in the same change; undo reopens it and takes the grade back")
    func completesTest() throws {
        let t = try TestStore()
        let test = try t.store.addTask(task("verifica di storia", subject: "history", due: "2026-11-20"))
        _ = try t.store.addGrade(grade("7+", 7.25, task: test.id))
        #expect(try t.store.task(id: test.id!)?.completedAt != nil)
        _ = try t.store.undoLastChange()
        #expect(try t.store.task(id: test.id!)?.completedAt == nil)
        #expect(try t.store.grades(subjectKey: nil).isEmpty)
    }

    @Test("Grades move with their subject, and an export brings them into a new database")
    func travel() throws {
        let t = try TestStore()
        _ = try t.store.createSubject(
            Subject(key: "latino", customName: "Latino", icon: "🏺", colour: .yellow, sortOrder: 0))
        _ = try t.store.addGrade(grade("6½", 6.5, subject: "latino"))
        _ = try t.store.removeSubject(key: "latino", movingWorkTo: "italian")
        #expect(try t.store.grades(subjectKey: "italian").map(\.mark) == ["6½"])
        var lines: [String] = []
        try t.store.exportEverything { lines.append($0) }
        let other = try TestStore()
        _ = try other.store.importEverything(lines: lines, now: Date())
        #expect(try other.store.grades(subjectKey: "italian").map(\.value) == [6.5])
        #expect(throws: DomainError.invalidGrade(text: "x")) { try t.store.addGrade(grade("x", 11)) }
    }
}
