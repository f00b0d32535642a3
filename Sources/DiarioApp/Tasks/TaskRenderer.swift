import DiarioDomain
import DiarioLocalization
import DiarioTerminal

/// Turns tasks into the lines a student reads: grouped by when they are due, in aligned columns fitted to
/// the terminal, each with its id, subject, kind and priority in words (colour only repeats what words say).
struct TaskRenderer {
    let context: AppContext
    let subjects: [String: Subject]

    init(context: AppContext) throws {
        self.context = context
        self.subjects = try context.subjectsByKey()
    }

    /// A renderer for one task, which reads only that task's subject (every subject was a twentieth of a cold
    /// `add`, which shows one task).
    init(context: AppContext, for task: StudyTask) throws {
        self.context = context
        let subject = try task.subjectKey.flatMap { key in try context.subjects.subject(key: key) }
        self.subjects = subject.map { [$0.key: $0] } ?? [:]
    }

    private var localization: LocalizationManager { context.localization }
    private var style: TextStyle { context.style }

    /// One line that says everything understood: title, subject, kind, due date and time, priority, repetition.
    func summary(_ task: StudyTask) -> String {
        let title = task.id.map { "#\($0) \(task.title)" } ?? task.title
        var parts = [title, subjectLabel(task.subjectKey), localization.name(of: task.kind)]
        if let due = task.dueDate {
            var when = localization.shortDate(due)
            if let time = task.dueTime { when += " \(time.iso)" }
            parts.append(when)
        } else {
            parts.append(localization.text("task.noDueDate"))
        }
        parts.append(localization.name(of: task.priority))
        if let text = task.repeatRule, let rule = RecurrenceRule(rrule: text) {
            parts.append(localization.describe(rule))
        }
        return parts.joined(separator: " · ")
    }

    /// A test as the plan shows it: "#2 Verifica di storia · 📜 Storia · gio 26 nov (tra 3 giorni)".
    func summaryForTest(_ task: StudyTask, today: CalendarDay) -> String {
        var parts = ["#\(task.id ?? 0) \(task.title)", subjectLabel(task.subjectKey)]
        if let due = task.dueDate {
            parts.append("\(localization.shortDate(due)) (\(localization.relative(due, today: today)))")
        }
        return parts.joined(separator: " · ")
    }

    /// Groups a list falls into, in the order shown.
    enum Group: String, CaseIterable {
        case overdue, today, tomorrow, week, later, undated
    }

    /// The list, grouped Overdue / Today / Tomorrow / This week / Later / No date, with a count at the end;
    /// a friendly line when empty.
    func renderList(_ tasks: [StudyTask]) -> [String] {
        guard !tasks.isEmpty else { return [localization.text("list.empty")] }
        let today = context.clock.today
        let rows = tasks.map { (group: group(of: $0, today: today), cells: cells($0, today: today), task: $0) }
        let widths = columnWidths(rows.map(\.cells))
        var lines: [String] = []
        for group in Group.allCases {
            let members = rows.filter { $0.group == group }
            guard !members.isEmpty else { continue }
            if !lines.isEmpty { lines.append("") }
            lines.append(style.bold(localization.text("list.group.\(group.rawValue)")))
            for row in members { lines.append(line(row.cells, widths: widths, task: row.task, group: group)) }
        }
        lines.append(style.dim(localization.plural("list.count", count: tasks.count)))
        return lines
    }

    private func group(of task: StudyTask, today: CalendarDay) -> Group {
        guard let due = task.dueDate else { return .undated }
        if task.isOverdue(on: today, at: context.clock.timeOfDay) { return .overdue }
        if due == today { return .today }
        if due == today.adding(days: 1) { return .tomorrow }
        if due <= today.adding(days: 7 - today.weekday.rawValue) { return .week }
        return .later
    }

    /// The text of each column: id, priority mark and title, subject, kind, when.
    private func cells(_ task: StudyTask, today: CalendarDay) -> [String] {
        var when = ""
        if let due = task.dueDate {
            when = "\(localization.shortDate(due)) · \(localization.relative(due, today: today))"
            if let time = task.dueTime { when += " · \(time.iso)" }
        }
        if task.repeatRule != nil { when += " ↻" }
        let mark = task.priority == .high ? "!! " : task.priority == .low ? "↓ " : ""
        return [
            "#\(task.id ?? 0)", mark + task.title, subjectLabel(task.subjectKey), localization.name(of: task.kind),
            when,
        ]
    }

    private static let gap = "  "
    private static let indent = "  "
    private static let minimumTitle = 12

    /// Each column as wide as its widest cell. On a narrower terminal the title gives way first (down to a
    /// minimum), then the due column is cut at its end.
    private func columnWidths(_ rows: [[String]]) -> [Int] {
        var widths = [Int](repeating: 0, count: 5)
        for cells in rows {
            for (index, cell) in cells.enumerated() { widths[index] = max(widths[index], DisplayWidth.of(cell)) }
        }
        if let columns = context.columns {
            let others = widths.enumerated().filter { $0.offset != 1 }.map(\.element).reduce(0, +)
            let fixed = Self.indent.count + Self.gap.count * 4 + others
            widths[1] = max(Self.minimumTitle, min(widths[1], columns - fixed))
            let beforeWhen = Self.indent.count + Self.gap.count * 4 + widths[0...3].reduce(0, +)
            widths[4] = max(0, min(widths[4], columns - beforeWhen))
        }
        return widths
    }

    private func line(_ cells: [String], widths: [Int], task: StudyTask, group: Group) -> String {
        let id = String(repeating: " ", count: max(0, widths[0] - DisplayWidth.of(cells[0]))) + cells[0]
        let title = DisplayWidth.pad(DisplayWidth.truncate(cells[1], to: widths[1]), to: widths[1])
        let subject = DisplayWidth.pad(cells[2], to: widths[2])
        let colouredSubject = colour(for: task.subjectKey).map { style.colour(subject, $0) } ?? subject
        let kind = DisplayWidth.pad(cells[3], to: widths[3])
        let cut = DisplayWidth.truncate(cells[4], to: widths[4])
        let when = group == .overdue ? style.warning(cut) : cut
        var text = Self.indent + [style.dim(id), title, colouredSubject, kind, when].joined(separator: Self.gap)
        while text.utf8.last == 0x20 { text.removeLast() }
        return text
    }

    private func subjectLabel(_ key: String?) -> String {
        guard let key, let subject = subjects[key] else { return localization.text("subject.none") }
        return "\(subject.icon) \(localization.name(of: subject))"
    }

    private func colour(for key: String?) -> SubjectColour? {
        key.flatMap { subjects[$0]?.colour }
    }
}
