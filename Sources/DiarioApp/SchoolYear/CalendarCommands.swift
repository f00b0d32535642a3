import DiarioCalendar
import DiarioCoach
import DiarioDomain
import DiarioLocalization
import Foundation

/// A calendar the phone can read, and what comes back from it: `diario calendar export [FILE]` writes iCalendar,
/// `push URL` keeps a CalDAV collection holding what Diario holds, `pull URL|FILE` brings back what the phone ticked and
/// the tests a school publishes. Tasks with a day are to-dos, tests and orals are events, lessons repeat weekly with the
/// holidays left out; each keeps its row's UUID as its UID, so that a second export or push updates, never repeats.
public struct CalendarCommands: Sendable {
    let context: AppContext

    /// Creates the commands over a context.
    public init(context: AppContext) { self.context = context }

    /// Writes the calendar to `path` (as ``OutputFile`` writes: mode 0600 for a new file) or, without one, to standard
    /// output. Throws ``OutputFileError`` when the file cannot be written.
    public func export(to path: String?) throws {
        let file = CalendarFile(items: try items(), zone: context.clock.timeZone, stamp: context.clock.now())
        guard let path else {
            Console.writeToStandardOutput(file.text)
            return
        }
        try OutputFile.write(Data(file.text.utf8), to: path)
        context.console.out(context.localization.plural("calendar.exported", count: file.items.count, ["path": path]))
    }

    /// A client for `url` with the user and password of the environment (`DIARIO_CALDAV_USER`,
    /// `DIARIO_CALDAV_PASSWORD`) or of `config.toml`'s `[calendar]` table; warns when the password would travel in
    /// clear. Throws ``CalendarServerError`` or ``CoachSettingsError`` for an unreadable configuration.
    func client(for url: String) throws -> CalDAVClient {
        let settings = try CoachSettings.configTable(
            "calendar", at: CoachSettings.configFilePath(environment: context.environment))
        func value(_ variable: String, _ key: String) -> String? {
            context.environment[variable].flatMap { $0.isEmpty ? nil : $0 } ?? settings[key]
        }
        let password = value("DIARIO_CALDAV_PASSWORD", "password")
        let insecure = ["1", "true", "yes"].contains(
            value("DIARIO_CALDAV_INSECURE_HTTP", "insecure_http")?.lowercased())
        let client = try CalDAVClient(
            url: url, user: value("DIARIO_CALDAV_USER", "user"), password: password, allowingPlainHTTP: insecure)
        if CalDAVClient.sendsPasswordInClear(url, password: password) {
            context.console.err(
                context.localization.text("calendar.passwordInClear", ["url": CalDAVClient.redacted(url)]))
        }
        return client
    }

    /// Every task with a day and every lesson of every timetable, tasks first.
    func items() throws -> [CalendarItem] {
        let subjects = try context.subjectsByKey()
        func name(_ key: String?) -> String? {
            key.flatMap { subjects[$0] }.map { context.localization.name(of: $0) }
        }
        let taskIds = try context.identities.taskIdentities()
        var items: [CalendarItem] = []
        for task in try context.tasks.allTasks() {
            guard let due = task.dueDate, let id = task.id else { continue }
            let uid = (taskIds[id] ?? "task-\(id)") + "@diario"
            if [.test, .oral, .exam].contains(task.kind) {
                let time = task.dueTime.map { ($0, TimeOfDay(minutesAfterMidnight: $0.minutesAfterMidnight + 60)) }
                items.append(
                    .event(
                        CalendarEvent(
                            uid: uid, summary: task.title, category: name(task.subjectKey), location: nil, day: due,
                            time: time)))
            } else {
                let priority = task.priority == .high ? 1 : task.priority == .low ? 9 : 5
                items.append(
                    .todo(
                        CalendarTodo(
                            uid: uid, summary: task.title, category: name(task.subjectKey), due: due,
                            dueTime: task.dueTime, priority: priority, completedAt: task.completedAt, notes: task.notes,
                            repeatRule: task.completedAt == nil ? task.repeatRule : nil)
                    ))
            }
        }
        let calendar = try context.timetable.schoolCalendar()
        let lessonIds = try context.identities.lessonIdentities()
        for lesson in calendar.lessons {
            guard let id = lesson.id, let event = event(for: lesson, in: calendar, name: name(lesson.subjectKey))
            else { continue }
            var withUID = event
            withUID.uid = (lessonIds[id] ?? "lesson-\(id)") + "@diario"
            items.append(.event(withUID))
        }
        return items
    }

    /// A lesson as a weekly event over its timetable's span within the days of lessons (to the day before the next
    /// timetable, else to the last day of lessons or 30 June), at its bell times, every rotation's turn, its holidays
    /// left out; nil when it is never held.
    private func event(for lesson: Lesson, in calendar: SchoolCalendar, name: String?) -> CalendarEvent? {
        let today = context.clock.today
        let schoolYear = today.schoolYear.first.year
        // The days of lessons set for this school year, else September to June.
        let days = calendar.lessonDays.flatMap { $0.first.schoolYear.first.year == schoolYear ? $0 : nil }
        let yearStart = days?.first ?? CalendarDay(year: schoolYear, month: 9, day: 1) ?? today
        let yearEnd = days?.last ?? CalendarDay(year: schoolYear + 1, month: 6, day: 30) ?? today
        // The next timetable is looked for after the lesson's own (before any when it has none), then both bounded.
        let nextTimetable = Set(calendar.lessons.compactMap(\.validFrom)).filter { next in
            lesson.validFrom.map { next > $0 } ?? true
        }.min()
        let start = max(lesson.validFrom ?? yearStart, yearStart)
        let end = min(nextTimetable?.adding(days: -1) ?? yearEnd, yearEnd)
        guard start <= end else { return nil }
        let begins = calendar.start(of: lesson)
        let ends = calendar.end(of: lesson)
        let location = lesson.room.map { context.localization.text("lesson.room", ["room": $0]) }
        if lesson.cycleDay != nil {
            // A cycle's lesson follows no weekly rule: its days are listed (RDATE).
            var days: [CalendarDay] = []
            var day = start
            while day <= end {
                if calendar.lessons(on: day).contains(where: { $0.id == lesson.id }) { days.append(day) }
                day = day.adding(days: 1)
            }
            guard let first = days.first else { return nil }
            return CalendarEvent(
                uid: "", summary: name ?? lesson.subjectKey, category: name, location: location, day: first,
                time: (begins, ends), moreDays: Array(days.dropFirst()))
        }
        let weeks = lesson.week != nil ? calendar.rotation?.weeks ?? 1 : 1
        guard
            let first = (0..<(7 * weeks)).lazy.map({ start.adding(days: $0) }).first(where: { day in
                day.weekday == lesson.weekday
                    && (lesson.week == nil || calendar.week(of: day).map { $0 == lesson.week } ?? true)
            }), first <= end
        else { return nil }
        var exceptions: [CalendarDay] = []
        var day = first
        while day <= end {
            if calendar.dayOff(day) != nil { exceptions.append(day) }
            day = day.adding(days: 7 * weeks)
        }
        return CalendarEvent(
            uid: "", summary: name ?? lesson.subjectKey, category: name, location: location, day: first,
            time: (begins, ends), repeats: (weeks, end), exceptions: exceptions)
    }
}
