import DiarioDomain
import DiarioTestSupport
import Foundation
import Testing

@Suite("Task rules")
struct StudyTaskTests {
    let today = CalendarDay.day("2026-11-21")
    let now = Date(timeIntervalSince1970: 1_795_000_000)

    @Test("An empty or blank title is refused")
    func emptyTitle() {
        #expect(throws: DomainError.emptyTitle) {
            try StudyTask(title: "  \n ", createdAt: now).validated(today: today)
        }
    }

    @Test("Titles are trimmed and bounded")
    func titleLength() throws {
        #expect(try StudyTask(title: "  Read  ", createdAt: now).validated(today: today).title == "Read")
        #expect(throws: DomainError.titleTooLong(maxLength: 500)) {
            try StudyTask(title: String(repeating: "a", count: 501), createdAt: now).validated(today: today)
        }
    }

    @Test("A new open task due more than a year ago is refused; completed history is not")
    func farPast() throws {
        let old = CalendarDay.day("2025-11-20")
        #expect(throws: DomainError.dueTooFarInPast(due: old)) {
            try StudyTask(title: "Old", dueDate: old, createdAt: now).validated(today: today)
        }
        _ = try StudyTask(title: "Old", dueDate: old, createdAt: now, completedAt: now).validated(today: today)
        _ = try StudyTask(title: "A year ago", dueDate: .day("2025-11-21"), createdAt: now).validated(today: today)
    }

    @Test("A task without a time is not overdue before midnight; one with a time is, once past")
    func overdue() {
        let noon = TimeOfDay(hour: 12, minute: 0)!
        let dueToday = StudyTask(title: "a", dueDate: today, createdAt: now)
        #expect(!dueToday.isOverdue(on: today, at: TimeOfDay(hour: 23, minute: 59)!))
        #expect(dueToday.isOverdue(on: today.adding(days: 1), at: TimeOfDay(hour: 0, minute: 0)!))
        let atNine = StudyTask(title: "a", dueDate: today, dueTime: TimeOfDay(hour: 9, minute: 0), createdAt: now)
        #expect(atNine.isOverdue(on: today, at: noon))
        #expect(!atNine.isOverdue(on: today, at: TimeOfDay(hour: 8, minute: 59)!))
        var done = atNine
        done.completedAt = now
        #expect(!done.isOverdue(on: today, at: noon))
    }

    @Test(
        "Subject keys are made from names",
        arguments: [
            ("Latino", "latino"), ("Storia dell'Arte", "storia-dell-arte"), ("  Ed. Civica ", "ed-civica"),
            ("Économie 2", "economie-2"),
        ])
    func subjectKeys(_ pair: (String, String)) {
        #expect(Subject.key(forName: pair.0) == pair.1)
    }

    @Test("A name with no letters or digits gives no key")
    func noKey() {
        #expect(Subject.key(forName: "!!! 🎉") == nil)
    }
}
