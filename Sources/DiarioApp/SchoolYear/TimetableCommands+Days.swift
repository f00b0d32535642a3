public import DiarioDomain
import DiarioLocalization
import DiarioTerminal

extension TimetableCommands {
    /// One day's lessons in order, each with the open work due for it: `diario timetable today|tomorrow`.
    public func show(day: CalendarDay) throws {
        let calendar = try context.timetable.schoolCalendar()
        let lessons = calendar.lessons(on: day)
        let due = try context.tasks.tasks(.dueOn(day))
        if context.json {
            context.console.out(JSONOutput.line(SchoolDayJSON(day: day, calendar: calendar, due: due)))
            return
        }
        let l10n = context.localization
        var title = l10n.text("timetable.dayTitle", ["day": l10n.shortDate(day)])
        if let week = calendar.week(of: day) {
            title += " · " + l10n.text("lesson.week", ["week": TimetableRotation.letter(week)])
        }
        if let cycleDay = calendar.cycleDay(of: day) {
            title += " · " + l10n.text("lesson.cycleDayLong", ["n": String(cycleDay)])
        }
        context.console.out(context.style.bold(title))
        guard calendar.isEmpty == false else {
            context.console.out(l10n.text("lesson.none"))
            return
        }
        if let off = calendar.dayOff(day) {
            context.console.out("  " + l10n.text("timetable.noSchool", ["why": name(of: off)]))
            return
        }
        guard !lessons.isEmpty else {
            context.console.out("  " + l10n.text("timetable.noLessons"))
            return
        }
        let timeWidth =
            lessons.map { lesson in
                lesson.start.map { $0.iso + (lesson.end.map { "–" + $0.iso } ?? "") }?.count ?? 0
            }.max() ?? 0
        for lesson in lessons {
            let slot = lesson.period.map { String($0) } ?? ""
            let time = lesson.start.map { $0.iso + (lesson.end.map { "–" + $0.iso } ?? "") } ?? ""
            let extra = [lesson.room.map { l10n.text("lesson.room", ["room": $0]) }, lesson.teacher].compactMap { $0 }
            var text =
                "  " + DisplayWidth.pad(slot, to: 2) + " "
                + (timeWidth == 0 ? "" : DisplayWidth.pad(time, to: timeWidth) + " ")
                + (try subjectLabel(lesson.subjectKey))
            if !extra.isEmpty { text += context.style.dim("  " + extra.joined(separator: " · ")) }
            context.console.out(text)
            // The work is shown once, under the day's first lesson of its subject.
            let firstOfSubject = lessons.first { $0.subjectKey == lesson.subjectKey } == lesson
            for task in due where firstOfSubject && task.subjectKey == lesson.subjectKey {
                context.console.out("       ↳ #\(task.id ?? 0) \(task.title)")
            }
        }
    }

    /// The week of `day` as a grid of periods by weekdays (box lines on a terminal, tab-separated in a pipe):
    /// `diario timetable week`.
    public func showWeek(of day: CalendarDay) throws {
        let calendar = try context.timetable.schoolCalendar()
        let monday = day.monday
        let lastDay = calendar.timetable(on: monday).contains { $0.weekday == .saturday } ? 6 : 5
        let days = (0..<lastDay).map { monday.adding(days: $0) }
        if context.json {
            let tasks = try context.tasks.tasks(.dueIn(DayRange(days[0], days[days.count - 1])))
            context.console.out(
                JSONOutput.line(
                    days.map { day in
                        SchoolDayJSON(day: day, calendar: calendar, due: tasks.filter { $0.dueDate == day })
                    }))
            return
        }
        guard !calendar.isEmpty else {
            context.console.out(context.localization.text("lesson.none"))
            return
        }
        let l10n = context.localization
        let subjects = try context.subjectsByKey()
        var rows: [[String]] = []
        let byDay = days.map { calendar.lessons(on: $0) }
        func slotOf(_ lesson: Lesson) -> String { lesson.period.map { String($0) } ?? lesson.start?.iso ?? "" }
        let slots = Array(Set(byDay.flatMap { $0 }.map(slotOf))).sorted { (Int($0) ?? 100, $0) < (Int($1) ?? 100, $1) }
        rows.append([""] + days.map { l10n.shortDate($0) })
        func name(_ lesson: Lesson) -> String {
            subjects[lesson.subjectKey].map { l10n.name(of: $0) } ?? lesson.subjectKey
        }
        for slot in slots {
            let cells = byDay.map { lessons in
                lessons.filter { slotOf($0) == slot }.map(name).joined(separator: "/")
            }
            rows.append([slot] + cells)
        }
        let offRow =
            [""]
            + days.map { calendar.dayOff($0).map { self.name(of: $0) } ?? "" }
        if offRow.contains(where: { !$0.isEmpty }) { rows.append(offRow) }
        var title = l10n.text("timetable.weekTitle", ["day": l10n.shortDate(monday)])
        if let week = calendar.week(of: monday) {
            title += " · " + l10n.text("lesson.week", ["week": TimetableRotation.letter(week)])
        }
        guard context.style.isEnabled || context.columns != nil else {
            context.console.out(title)
            rows.forEach { context.console.out($0.joined(separator: "\t")) }
            return
        }
        context.console.out(context.style.bold(title))
        grid(rows).forEach(context.console.out)
    }

    /// Rows drawn in box lines, each column as wide as its widest cell (cut to fit the terminal).
    private func grid(_ rows: [[String]]) -> [String] {
        let count = rows.map(\.count).max() ?? 0
        var widths = (0..<count).map { column in rows.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        if let columns = context.columns, count > 1 {
            let room = max(6, (columns - widths[0] - 3 * count - 1) / (count - 1))
            for index in 1..<count { widths[index] = min(widths[index], room) }
        }
        func rule(_ left: String, _ middle: String, _ right: String) -> String {
            left + widths.map { String(repeating: "─", count: $0 + 2) }.joined(separator: middle) + right
        }
        var lines = [rule("┌", "┬", "┐")]
        for (index, row) in rows.enumerated() {
            let cells = row.enumerated().map { column, cell in
                " " + DisplayWidth.pad(DisplayWidth.truncate(cell, to: widths[column]), to: widths[column]) + " "
            }
            lines.append("│" + cells.joined(separator: "│") + "│")
            if index == 0 { lines.append(rule("├", "┼", "┤")) }
        }
        lines.append(rule("└", "┴", "┘"))
        return lines
    }

    /// Tomorrow's lessons (or the next school day's) and what is due for them, for the agenda and the welcome:
    /// "Domani (gio 26 nov), prepara lo zaino: 📐 Matematica, ⚛️ Fisica…". Empty without a timetable.
    public func backpack() throws -> [String] {
        let calendar = try context.timetable.schoolCalendar()
        let today = context.clock.today
        guard !calendar.isEmpty, let day = calendar.lessonDay(of: nil, after: today),
            today.days(until: day) <= 3
        else { return [] }
        let l10n = context.localization
        var seen: Set<String> = []
        let subjects = calendar.lessons(on: day).map(\.subjectKey).filter { seen.insert($0).inserted }
        let labels = try subjects.map { try subjectLabel($0) }
        var lines = [
            context.style.bold(
                l10n.text(
                    "timetable.backpack",
                    ["when": l10n.relative(day, today: today), "day": l10n.shortDate(day)]))
                + " " + labels.joined(separator: ", ")
        ]
        let due = try context.tasks.tasks(.dueOn(day)).filter { $0.subjectKey.map(subjects.contains) ?? false }
        for task in due {
            lines.append("  ↳ #\(task.id ?? 0) \(task.title) · \(try subjectLabel(task.subjectKey ?? ""))")
        }
        return lines
    }

    /// The name of a day off: the national holiday's, or the break's as written.
    func name(of off: DayOff) -> String {
        switch off {
        case .national(let key): context.localization.text("holiday.\(key)")
        case .schoolBreak(let name): name
        case .summer: context.localization.text("holiday.summer")
        case .outsideLessons: context.localization.text("holiday.outsideLessons")
        }
    }
}

/// A school day as `--json` prints it.
struct SchoolDayJSON: Encodable {
    let day: String
    let week: String?
    let dayOff: String?
    let lessons: [LessonJSON]
    let due: [DueTask]

    /// A task due that day, with the subject it is for.
    struct DueTask: Encodable {
        let id: Int64
        let title: String
        let subject: String?
    }

    enum CodingKeys: String, CodingKey {
        case day, week, lessons, due
        case dayOff = "day_off"
    }

    init(day: CalendarDay, calendar: SchoolCalendar, due: [StudyTask]) {
        self.day = day.iso
        week = calendar.week(of: day).map(TimetableRotation.letter)
        switch calendar.dayOff(day) {
        case .national(let key): dayOff = key
        case .schoolBreak(let name): dayOff = name
        case .summer: dayOff = "summer"
        case .outsideLessons: dayOff = "outside_lessons"
        case nil: dayOff = nil
        }
        lessons = calendar.lessons(on: day).map(LessonJSON.init)
        self.due = due.map { DueTask(id: $0.id ?? 0, title: $0.title, subject: $0.subjectKey) }
    }
}
