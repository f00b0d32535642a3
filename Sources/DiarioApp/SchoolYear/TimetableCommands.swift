public import DiarioDomain
import DiarioInterchange
import DiarioLanguage
import DiarioLocalization
import Foundation

/// The weekly timetable: `diario timetable` / `orario`, `timetable add "lunedì 1a ora matematica aula 12"`,
/// `timetable import FILE.csv`, `timetable rotation 2`, `timetable remove ID`.
public struct TimetableCommands: Sendable {
    let context: AppContext

    /// Creates the commands over a context.
    public init(context: AppContext) { self.context = context }

    /// Reads a lesson written compactly or in words and saves it, in `week` of the rotation (or the week the words
    /// name) and in the timetable that starts on `validFrom`. Throws ``UsageError/notALesson(text:)`` for words that
    /// name no weekday, period or time and subject, else as ``add(_:)``.
    public func add(words text: String, week: Int? = nil, validFrom: CalendarDay? = nil) throws {
        let request = try context.router().route(text, today: context.clock.today, fallback: context.session.language)
            .request
        guard case .addLesson(let lesson) = request else { throw UsageError.notALesson(text: text) }
        try add(lesson, line: text, week: week, validFrom: validFrom)
    }

    /// Saves the lesson a line described, the one way every line and command builds it: its weekday or day of the
    /// cycle, period or times, room, teacher, and the week of the rotation it names unless `week` says another.
    /// Throws ``UsageError/notALesson(text:)`` when the line named no subject, else as ``add(_:)``.
    func add(_ request: LessonRequest, line: String, week: Int? = nil, validFrom: CalendarDay? = nil) throws {
        guard let subject = request.subjectKey else { throw UsageError.notALesson(text: line) }
        try add(
            Lesson(
                weekday: request.weekday, cycleDay: request.cycleDay, period: request.period, start: request.start,
                end: request.end, subjectKey: subject, room: request.room, teacher: request.teacher,
                week: week ?? request.week, validFrom: validFrom, createdAt: context.clock.now()))
    }

    /// Saves a lesson. Throws ``DomainError`` for one that overlaps another or lacks a period and a time.
    public func add(_ lesson: Lesson) throws {
        let saved = try context.timetable.addLesson(lesson)
        try showSubjects(of: [saved])
        if context.json {
            context.console.out(JSONOutput.line(LessonJSON(saved)))
            return
        }
        context.console.out(context.localization.text("lesson.added", ["lesson": try line(saved)]))
    }

    /// Reads a timetable from a CSV file with a header (day, period, start, end, subject, room, teacher, week; in
    /// English or Italian) and saves every lesson in one transaction, or none. Throws ``ImportError`` for a
    /// file that cannot be read or the first row that is not a lesson, else as ``add(_:)``.
    public func importFile(_ path: String, validFrom: CalendarDay?) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ImportError.unreadable(path: path)
        }
        var file = TimetableFile(detector: try context.router().subjectDetector, now: context.clock.now())
        file.cycle = try context.timetable.cycle() != nil
        let lessons = try file.lessons(in: String(decoding: data, as: UTF8.self), validFrom: validFrom)
        let saved = try context.timetable.addLessons(lessons)
        try showSubjects(of: saved)
        if context.json {
            context.console.out(JSONOutput.line(saved.map(LessonJSON.init)))
            return
        }
        context.console.out(context.localization.plural("lesson.imported", count: saved.count))
    }

    /// A subject on the timetable is one the student has: hidden built-ins among them are shown ("subject.shown").
    private func showSubjects(of lessons: [Lesson]) throws {
        var seen: Set<String> = []
        for key in lessons.map(\.subjectKey) where seen.insert(key).inserted {
            guard let subject = try context.subjects.subject(key: key), !subject.isActive else { continue }
            if context.json {
                _ = try context.subjects.setSubjectActive(key: key, true)
            } else {
                try SubjectCommands(context: context).setVisible(key: key, true)
            }
        }
    }

    /// Sets a cycle of `days` school days, day 1 being `dayOne` (today when nil); 1 clears it.
    public func setCycle(days: Int, dayOne: CalendarDay?) throws {
        guard (1...Lesson.maxCycleDays).contains(days) else {
            throw UsageError.invalidValue(option: "days", value: String(days))
        }
        let cycle = days == 1 ? nil : SchoolDayCycle(days: days, firstDay: dayOne ?? context.clock.today)
        if cycle != nil, try context.timetable.rotation() != nil {
            context.console.err(context.localization.text("cycle.replacesRotation"))
        }
        try context.timetable.setCycle(cycle)
        guard let cycle else {
            context.console.out(context.localization.text("cycle.cleared"))
            return
        }
        let calendar = try context.timetable.schoolCalendar()
        let today = calendar.cycleDay(of: context.clock.today).map { String($0) } ?? "—"
        context.console.out(
            context.localization.text(
                "cycle.set",
                ["days": String(cycle.days), "first": context.localization.shortDate(cycle.firstDay), "today": today]))
    }

    /// Sets the weeks' rotation (2 for A/B), week A being the week of `weekA` (this week when nil); 1 clears it.
    public func setRotation(weeks: Int, weekA: CalendarDay?) throws {
        guard (1...Lesson.maxWeeks).contains(weeks) else {
            throw UsageError.invalidValue(option: "weeks", value: String(weeks))
        }
        let rotation =
            weeks == 1 ? nil : TimetableRotation(weeks: weeks, anyDayOfWeekA: weekA ?? context.clock.today)
        if rotation != nil, try context.timetable.cycle() != nil {
            context.console.err(context.localization.text("rotation.replacesCycle"))
        }
        try context.timetable.setRotation(rotation)
        guard let rotation else {
            context.console.out(context.localization.text("rotation.cleared"))
            return
        }
        let week = TimetableRotation.letter(rotation.week(of: context.clock.today))
        context.console.out(
            context.localization.text(
                "rotation.set",
                ["weeks": String(weeks), "monday": context.localization.shortDate(rotation.firstMonday), "week": week]))
    }

    /// The lessons, a line a day, grouped by the timetable they belong to (the one in force from the start first).
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
        let starts = Array(Set(lessons.map(\.validFrom))).sorted { ($0?.iso ?? "") < ($1?.iso ?? "") }
        for start in starts {
            if let start, starts.count > 1 || start > context.clock.today {
                context.console.out(
                    context.style.bold(
                        context.localization.text("lesson.validFrom", ["day": context.localization.shortDate(start)])))
            }
            let group = lessons.filter { $0.validFrom == start }
            let days =
                Weekday.allCases.map { weekday in
                    (dayName(weekday: weekday, cycleDay: nil), group.filter { $0.weekday == weekday })
                }
                + (1...Lesson.maxCycleDays).map { day in
                    (dayName(weekday: nil, cycleDay: day), group.filter { $0.cycleDay == day })
                }
            for (name, lessons) in days where !lessons.isEmpty {
                let items = try lessons.map { try item($0) }
                context.console.out(context.style.bold(name) + "  " + items.joined(separator: " · "))
            }
        }
    }

    /// Removes a lesson; undo brings it back.
    public func remove(id: Int64) throws {
        let lesson = try context.timetable.removeLesson(id: id)
        context.console.out(
            context.localization.text(
                "lesson.removed", ["lesson": try line(lesson), "undo": UndoCommands.hint(context)]))
    }

    /// "lun, 1a ora, Matematica, aula 12, Rossi, settimana A".
    func line(_ lesson: Lesson) throws -> String {
        let l10n = context.localization
        var parts = [dayName(weekday: lesson.weekday, cycleDay: lesson.cycleDay)]
        if let period = lesson.period { parts.append(l10n.text("lesson.period", ["n": String(period)])) }
        if let start = lesson.start { parts.append(start.iso + (lesson.end.map { "–" + $0.iso } ?? "")) }
        parts.append(try item(lesson, plain: true))
        if let week = lesson.week {
            parts.append(l10n.text("lesson.week", ["week": TimetableRotation.letter(week)]))
        }
        if let start = lesson.validFrom {
            parts.append(l10n.text("lesson.validFrom", ["day": l10n.shortDate(start)]))
        }
        return parts.joined(separator: ", ")
    }

    /// "lun", or "G3" for a day of a cycle.
    private func dayName(weekday: Weekday?, cycleDay: Int?) -> String {
        if let weekday { return context.localization.text("weekday.short.\(weekday.rawValue)") }
        return context.localization.text("lesson.cycleDay", ["n": String(cycleDay ?? 0)])
    }

    /// "1 📐 Matematica (12, Rossi) [A]".
    private func item(_ lesson: Lesson, plain: Bool = false) throws -> String {
        let l10n = context.localization
        let extra = [lesson.room.map { l10n.text("lesson.room", ["room": $0]) }, lesson.teacher].compactMap { $0 }
        let slot = plain ? "" : (lesson.period.map { "\($0) " } ?? lesson.start.map { $0.iso + " " } ?? "")
        let week = plain ? "" : lesson.week.map { " [\(TimetableRotation.letter($0))]" } ?? ""
        return slot + (try subjectLabel(lesson.subjectKey))
            + (extra.isEmpty ? "" : " (" + extra.joined(separator: ", ") + ")")
            + week
    }

    /// "📐 Matematica".
    func subjectLabel(_ key: String) throws -> String {
        try context.subjects.subject(key: key).map { "\($0.icon) \(context.localization.name(of: $0))" } ?? key
    }
}

/// A lesson as `--json` prints it.
struct LessonJSON: Encodable {
    let id: Int64
    let weekday: Int?
    let cycleDay: Int?
    let period: Int?
    let start: String?
    let end: String?
    let subject: String
    let room: String?
    let teacher: String?
    let week: String?
    let validFrom: String?

    enum CodingKeys: String, CodingKey {
        case id, weekday, period, start, end, subject, room, teacher, week
        case validFrom = "valid_from"
        case cycleDay = "cycle_day"
    }

    init(_ lesson: Lesson) {
        id = lesson.id ?? 0
        weekday = lesson.weekday?.rawValue
        cycleDay = lesson.cycleDay
        period = lesson.period
        start = lesson.start?.iso
        end = lesson.end?.iso
        subject = lesson.subjectKey
        room = lesson.room
        teacher = lesson.teacher
        week = lesson.week.map(TimetableRotation.letter)
        validFrom = lesson.validFrom?.iso
    }
}
