import DiarioDomain
import DiarioLocalization

/// Turns tasks into the lines a student reads: grouped by when they are due, each with its id,
/// subject, kind and priority in words (colour only repeats what the words say).
struct TaskRenderer {
    let context: AppContext
    let subjects: [String: Subject]

    init(context: AppContext) throws {
        self.context = context
        self.subjects = Dictionary(
            uniqueKeysWithValues: try context.subjects.subjects(includingHidden: true).map { ($0.key, $0) })
    }

    private var localization: LocalizationManager { context.localization }

    /// One line that says everything that was understood: title, subject, kind, due, time, priority.
    func summary(_ task: StudyTask) -> String {
        var parts = ["#\(task.id ?? 0) \(task.title)", subjectLabel(task.subjectKey), localization.name(of: task.kind)]
        if let due = task.dueDate {
            var when = localization.shortDate(due)
            if let time = task.dueTime { when += " \(time.iso)" }
            parts.append(when)
        } else {
            parts.append(localization.text("task.noDueDate"))
        }
        if task.priority != .medium { parts.append(localization.name(of: task.priority)) }
        if let rule = task.repeatRule { parts.append(rule) }
        return parts.joined(separator: " · ")
    }

    /// The list, grouped Overdue / Today / Tomorrow / Later / No date; a friendly line when empty.
    func renderList(_ tasks: [StudyTask]) -> [String] {
        guard !tasks.isEmpty else { return [localization.text("list.empty")] }
        let today = context.clock.today
        let now = context.clock.timeOfDay
        var lines: [String] = []
        var currentGroup: String?
        for task in tasks {
            let group = groupKey(task, today: today, now: now)
            if group != currentGroup {
                if currentGroup != nil { lines.append("") }
                lines.append(styled(localization.text(group), bold: true))
                currentGroup = group
            }
            lines.append(line(task, today: today))
        }
        lines.append(localization.plural("list.count", count: tasks.count))
        return lines
    }

    private func groupKey(_ task: StudyTask, today: CalendarDay, now: TimeOfDay) -> String {
        guard let due = task.dueDate else { return "list.group.undated" }
        if task.isOverdue(on: today, at: now) { return "list.group.overdue" }
        if due == today { return "list.group.today" }
        if due == today.adding(days: 1) { return "list.group.tomorrow" }
        return "list.group.later"
    }

    private func line(_ task: StudyTask, today: CalendarDay) -> String {
        var when = ""
        if let due = task.dueDate {
            when = "\(localization.shortDate(due)) (\(localization.relative(due, today: today)))"
            if let time = task.dueTime { when += " \(time.iso)" }
        }
        let mark = task.priority == .high ? "!! " : task.priority == .low ? "·· " : ""
        let kind = "[\(localization.name(of: task.kind))]"
        let id = "#\(task.id ?? 0)".padding(toLength: 5, withPad: " ", startingAt: 0)
        let subject = subjectLabel(task.subjectKey)
        let colouredSubject = colour(for: task.subjectKey).map { styled(subject, colour: $0) } ?? subject
        return ["  \(id)", "\(mark)\(task.title)", colouredSubject, kind, when]
            .filter { !$0.isEmpty }.joined(separator: "  ")
    }

    private func subjectLabel(_ key: String?) -> String {
        guard let key, let subject = subjects[key] else { return localization.text("subject.none") }
        return "\(subject.icon) \(localization.name(of: subject))"
    }

    private func colour(for key: String?) -> SubjectColour? {
        key.flatMap { subjects[$0]?.colour }
    }

    private func styled(_ text: String, bold: Bool = false, colour: SubjectColour? = nil) -> String {
        guard context.colour else { return text }
        var codes: [String] = []
        if bold { codes.append("1") }
        if let colour { codes.append(Self.ansi[colour] ?? "37") }
        return codes.isEmpty ? text : "\u{1B}[\(codes.joined(separator: ";"))m\(text)\u{1B}[0m"
    }

    private static let ansi: [SubjectColour: String] = [
        .red: "31", .green: "32", .yellow: "33", .blue: "34", .magenta: "35", .cyan: "36", .white: "37", .gray: "90",
    ]
}
