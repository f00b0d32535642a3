public import DiarioDomain
import DiarioLanguage
import DiarioLocalization
import Foundation

/// The weekly timetable: `diario timetable` / `orario`, `timetable add "lunedì 1a ora matematica aula 12"`,
/// `timetable remove ID`.
public struct TimetableCommands: Sendable {
    let context: AppContext

    /// Creates the commands over a context.
    public init(context: AppContext) { self.context = context }

    /// Reads a lesson written compactly or in words and saves it. Throws ``UsageError/notALesson(text:)`` for words
    /// that name no weekday, period or time and subject, else as ``add(_:)``.
    public func add(words text: String) throws {
        let request = try context.router().route(text, today: context.clock.today, fallback: context.session.language)
            .request
        guard case .addLesson(let lesson) = request, let subject = lesson.subjectKey else {
            throw UsageError.notALesson(text: text)
        }
        try add(
            Lesson(
                weekday: lesson.weekday, period: lesson.period, start: lesson.start, end: lesson.end,
                subjectKey: subject, room: lesson.room, teacher: lesson.teacher, createdAt: context.clock.now()))
    }

    /// Saves a lesson. Throws ``DomainError`` for one that overlaps another or lacks a period and a time.
    public func add(_ lesson: Lesson) throws {
        let saved = try context.timetable.addLesson(lesson)
        if context.json {
            context.console.out(JSONOutput.line(LessonJSON(saved)))
            return
        }
        context.console.out(context.localization.text("lesson.added", ["lesson": try line(saved)]))
    }

    /// The week's lessons, a line a day: "lun  1 Matematica (12) · 2 Storia · …".
    public func list() throws {
        let lessons = try context.timetable.lessons()
        if context.json {
            context.console.out(JSONOutput.line(lessons.map(LessonJSON.init)))
            return
        }
        guard !lessons.isEmpty else {
            context.console.out(context.localization.text("lesson.none"))
            return
        }
        for weekday in Weekday.allCases {
            let day = lessons.filter { $0.weekday == weekday }
            guard !day.isEmpty else { continue }
            let items = try day.map { try item($0) }
            context.console.out(
                context.style.bold(context.localization.text("weekday.short.\(weekday.rawValue)")) + "  "
                    + items.joined(separator: " · "))
        }
    }

    /// Removes a lesson; undo brings it back.
    public func remove(id: Int64) throws {
        let lesson = try context.timetable.removeLesson(id: id)
        context.console.out(
            context.localization.text(
                "lesson.removed", ["lesson": try line(lesson), "undo": UndoCommands.hint(context)]))
    }

    /// "lun, 1a ora, Matematica, aula 12, Rossi".
    private func line(_ lesson: Lesson) throws -> String {
        let l10n = context.localization
        var parts = [l10n.text("weekday.short.\(lesson.weekday.rawValue)")]
        if let period = lesson.period { parts.append(l10n.text("lesson.period", ["n": String(period)])) }
        if let start = lesson.start { parts.append(start.iso + (lesson.end.map { "–" + $0.iso } ?? "")) }
        parts.append(try item(lesson, plain: true))
        return parts.joined(separator: ", ")
    }

    /// "1 📐 Matematica (12, Rossi)".
    private func item(_ lesson: Lesson, plain: Bool = false) throws -> String {
        let l10n = context.localization
        let name =
            try context.subjects.subject(key: lesson.subjectKey).map { "\($0.icon) \(l10n.name(of: $0))" }
            ?? lesson.subjectKey
        let extra = [lesson.room.map { l10n.text("lesson.room", ["room": $0]) }, lesson.teacher].compactMap { $0 }
        let slot = plain ? "" : (lesson.period.map { "\($0) " } ?? lesson.start.map { $0.iso + " " } ?? "")
        return slot + name + (extra.isEmpty ? "" : " (" + extra.joined(separator: ", ") + ")")
    }
}

/// A lesson as `--json` prints it.
struct LessonJSON: Encodable {
    let id: Int64
    let weekday: Int
    let period: Int?
    let start: String?
    let end: String?
    let subject: String
    let room: String?
    let teacher: String?

    init(_ lesson: Lesson) {
        id = lesson.id ?? 0
        weekday = lesson.weekday.rawValue
        period = lesson.period
        start = lesson.start?.iso
        end = lesson.end?.iso
        subject = lesson.subjectKey
        room = lesson.room
        teacher = lesson.teacher
    }
}
