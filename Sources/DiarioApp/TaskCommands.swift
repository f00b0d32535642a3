public import DiarioDomain
import DiarioLanguage
import Foundation

/// Which tasks `list` shows.
public enum ListFilter: Sendable, Equatable {
    /// Overdue tasks and those due in the next seven days (the default).
    case agenda
    /// Open tasks due today.
    case today
    /// Open tasks due tomorrow.
    case tomorrow
    /// Open tasks due from today to Sunday.
    case week
    /// Open tasks whose due moment has passed.
    case overdue
    /// Every open task, dated or not.
    case all
}

/// The task commands: add, list, done.
public struct TaskCommands: Sendable {
    let context: AppContext

    /// Creates the commands over a context.
    public init(context: AppContext) { self.context = context }

    /// Files the task a line of free text describes, and echoes what was understood.
    @discardableResult
    public func add(_ text: String, subjectKey: String? = nil, notes: String? = nil) throws -> StudyTask {
        let today = context.clock.today
        let parsed = try context.router().task(from: text, today: today)
        if let subjectKey, try context.subjects.subject(key: subjectKey) == nil {
            throw DomainError.subjectNotFound(key: subjectKey)
        }
        let createdAt = Date(timeIntervalSince1970: context.clock.now().timeIntervalSince1970.rounded(.down))
        let draft = StudyTask(
            title: parsed.title, subjectKey: subjectKey ?? parsed.subjectKey ?? Subject.fallbackKey,
            kind: parsed.kind, dueDate: parsed.dueDate, dueTime: parsed.dueTime, priority: parsed.priority,
            notes: notes, createdAt: createdAt, repeatRule: parsed.repeatRule?.description, sourceText: text)
        let task = try context.tasks.addTask(try draft.validated(today: today))
        if context.json {
            context.console.out(JSONOutput.line(TaskJSON(task)))
        } else {
            let renderer = try TaskRenderer(context: context)
            context.console.out(context.localization.text("task.added", ["task": renderer.summary(task)]))
        }
        return task
    }

    /// Prints the tasks the filter selects, optionally of one subject only.
    @discardableResult
    public func list(_ filter: ListFilter, subjectKey: String? = nil) throws -> [StudyTask] {
        let today = context.clock.today
        let now = context.clock.timeOfDay
        if let subjectKey, try context.subjects.subject(key: subjectKey) == nil {
            throw DomainError.subjectNotFound(key: subjectKey)
        }
        var tasks: [StudyTask]
        switch filter {
        case .agenda: tasks = try context.tasks.tasks(.dueThrough(today.adding(days: 7)))
        case .today: tasks = try context.tasks.tasks(.dueOn(today))
        case .tomorrow: tasks = try context.tasks.tasks(.dueOn(today.adding(days: 1)))
        case .week:
            tasks = try context.tasks.tasks(.dueIn(DayRange(today, today.adding(days: 7 - today.weekday.rawValue))))
        case .overdue: tasks = try context.tasks.tasks(.overdue(day: today, time: now))
        case .all:
            tasks =
                try subjectKey.map { try context.tasks.tasks(.openBySubject(key: $0)) }
                ?? context.tasks.tasks(.allOpen)
        }
        if let subjectKey { tasks = tasks.filter { $0.subjectKey == subjectKey } }
        if context.json {
            context.console.out(JSONOutput.line(tasks.map(TaskJSON.init)))
        } else {
            try TaskRenderer(context: context).renderList(tasks).forEach(context.console.out)
        }
        return tasks
    }

    /// Marks the task with that id as done; a repeating task gets its next occurrence filed in the same
    /// transaction (never twice).
    @discardableResult
    public func complete(id: Int64) throws -> StudyTask {
        let (task, next) = try context.tasks.completeTask(id: id, at: context.clock.now()) { done in
            guard let text = done.repeatRule, let rule = RecurrenceRule(rrule: text), let due = done.dueDate else {
                return nil
            }
            var next = done
            next.id = nil
            next.completedAt = nil
            next.dueDate = rule.occurrence(after: due)
            return next
        }
        if context.json {
            context.console.out(JSONOutput.line(TaskJSON(task)))
        } else {
            context.console.out(context.localization.text("task.completed", ["id": String(id), "title": task.title]))
            if let next, let due = next.dueDate {
                context.console.out(
                    context.localization.text(
                        "task.nextOccurrence",
                        ["id": String(next.id ?? 0), "date": context.localization.shortDate(due)]))
            }
        }
        return task
    }
}
