public import DiarioDomain
public import DiarioLanguage
import Foundation

/// Which tasks `list` shows.
public enum ListFilter: Sendable, Equatable {
    /// Overdue tasks and those due in the next seven days (the default).
    case agenda
    /// Open tasks due today.
    case today
    /// Open tasks due tomorrow.
    case tomorrow
    /// Open tasks due from today to Sunday (on a weekend, through the Sunday after).
    case week
    /// Open tasks whose due moment has passed.
    case overdue
    /// Every open task, dated or not.
    case all
    /// Open tasks due in the range ("what's due Friday?").
    case range(DayRange)
}

/// The task commands: add, list, done; editing, deleting and undoing are in `TaskCommands+Editing`.
/// Every change is recorded in the database's undo journal, so that `undo` can reverse it later.
public struct TaskCommands: Sendable {
    let context: AppContext

    /// Creates the commands over a context.
    public init(context: AppContext) { self.context = context }

    /// What a line of free text would file, without filing it.
    public func understand(_ text: String) throws -> ParsedTask {
        try context.router().task(from: text, today: context.clock.today, now: context.clock.timeOfDay)
    }

    /// Files the task a line of free text describes, and echoes what was understood.
    @discardableResult
    public func add(_ text: String, subjectKey: String? = nil, notes: String? = nil) throws -> StudyTask {
        try file(understand(text), sourceText: text, subjectKey: subjectKey, notes: notes)
    }

    /// Files a task already understood, echoing in one line everything understood: title, subject, kind,
    /// due date and time, priority, repetition.
    @discardableResult
    public func file(_ parsed: ParsedTask, sourceText: String, subjectKey: String? = nil, notes: String? = nil)
        throws -> StudyTask
    {
        if let subjectKey, try context.subjects.subject(key: subjectKey) == nil {
            throw DomainError.subjectNotFound(key: subjectKey)
        }
        if parsed.lesson != nil, parsed.dueDate == nil { throw try missingLesson(parsed) }
        var parsed = parsed
        var typedInstead: String?
        if subjectKey == nil, let key = parsed.subjectKey, let subject = try context.subjects.subject(key: key),
            !subject.isActive
        {
            let offered = try offer(subject)
            parsed.subjectKey = offered.added ? key : nil
            typedInstead = offered.typedInstead
        }
        let draft = parsed.studyTask(
            createdAt: wholeSecondNow(), sourceText: sourceText, subjectKey: subjectKey, notes: notes)
        let task = try context.tasks.addTask(try draft.validated(today: context.clock.today))
        context.session.lastTouchedTaskID = task.id
        try report(task, key: "task.added")
        try warnIfNoLesson(for: task)
        // A new line typed at the question is never lost: it runs once the task is filed.
        if let typedInstead { try UtteranceCommands(context: context).handle(typedInstead) }
        return task
    }

    /// Why a lesson named as the due date gave no day: no timetable yet, or none of that subject's lessons within a
    /// year.
    private func missingLesson(_ parsed: ParsedTask) throws -> UsageError {
        let calendar = try context.timetable.schoolCalendar()
        guard !calendar.isEmpty, let key = parsed.lesson?.subjectKey ?? parsed.subjectKey else {
            return .needsTimetable
        }
        let name = try context.subjects.subject(key: key).map(context.localization.name(of:)) ?? key
        return .noSuchLesson(subject: name)
    }

    /// A test, oral or exam on a day without a lesson of its subject gets a gentle word (it may be right: a
    /// make-up test, a day swapped).
    private func warnIfNoLesson(for task: StudyTask) throws {
        guard [.test, .oral, .exam].contains(task.kind), let due = task.dueDate, let key = task.subjectKey else {
            return
        }
        let calendar = try context.timetable.schoolCalendar()
        guard calendar.lessons.contains(where: { $0.subjectKey == key }), !calendar.hasLesson(of: key, on: due)
        else { return }
        let name = try context.subjects.subject(key: key).map(context.localization.name(of:)) ?? key
        context.console.err(
            context.localization.text(
                "task.noLessonThatDay", ["subject": name, "day": context.localization.shortDate(due)]))
    }

    /// A task names a subject the student has not chosen (hidden): asks to add it ("Latino non è tra le tue materie:
    /// la aggiungo?"); `added` when it is added. With no one to ask, `--yes` adds it; otherwise, and when the
    /// answer is a new line rather than yes or no (`typedInstead`), the task is filed without a subject and the
    /// student is told how to add it.
    private func offer(_ subject: Subject) throws -> (added: Bool, typedInstead: String?) {
        let localization = context.localization
        let name = localization.name(of: subject)
        let answer = context.asking.ask(localization.text("ask.addHiddenSubject", ["name": name]))
        let reply = answer.map(ConfirmationReply.init)
        let add = reply.map { $0 == .yes } ?? (context.asking.unaskedDoubts == .save)
        let typedInstead = reply == .notAnAnswer && answer?.allSatisfy(\.isWhitespace) == false ? answer : nil
        if add {
            try SubjectCommands(context: context).setVisible(key: subject.key, true)
        } else if reply != .no {
            context.console.err(localization.text("subject.notChosen", ["name": name, "key": subject.key]))
        }
        return (add, typedInstead)
    }

    /// Prints the tasks the filter selects, optionally of one subject only.
    @discardableResult
    public func list(_ filter: ListFilter, subjectKey: String? = nil) throws -> [StudyTask] {
        let today = context.clock.today
        if let subjectKey, try context.subjects.subject(key: subjectKey) == nil {
            throw DomainError.subjectNotFound(key: subjectKey)
        }
        let window: DayRange?
        switch filter {
        case .agenda: window = DayRange(today, today.adding(days: 7))
        case .today: window = DayRange(today, today)
        case .tomorrow: window = DayRange(today.adding(days: 1), today.adding(days: 1))
        case .week: window = DayRange.schoolWeek(from: today)
        case .range(let range): window = range
        case .overdue, .all: window = nil
        }
        var tasks: [StudyTask]
        switch filter {
        case .agenda: tasks = try context.tasks.tasks(.dueThrough(today.adding(days: 7)))
        case .overdue: tasks = try context.tasks.tasks(.overdue(day: today, time: context.clock.timeOfDay))
        case .all:
            tasks =
                try subjectKey.map { try context.tasks.tasks(.openBySubject(key: $0)) }
                ?? context.tasks.tasks(.allOpen)
        case .today, .tomorrow, .week, .range: tasks = try context.tasks.tasks(.dueIn(window ?? DayRange(today, today)))
        }
        if let subjectKey { tasks = tasks.filter { $0.subjectKey == subjectKey } }
        if context.json {
            context.console.out(TaskJSON.array(tasks))
        } else if tasks.isEmpty, let window, let next = try nextDue(after: window.last, subjectKey: subjectKey) {
            let renderer = try TaskRenderer(context: context)
            context.console.out(context.localization.text("list.emptyUntilNext", ["task": renderer.summary(next)]))
        } else {
            try TaskRenderer(context: context).renderList(tasks).forEach(context.console.out)
        }
        if filter == .agenda && !context.json {
            try ExamCommands(context: context).reminders(subjectKey: subjectKey).forEach(context.console.out)
            if subjectKey == nil { try TimetableCommands(context: context).backpack().forEach(context.console.out) }
        }
        return tasks
    }

    /// The open task due soonest after `day` (of the subject, if one is named): what an empty window shows, so
    /// that it never suggests there is nothing at all.
    private func nextDue(after day: CalendarDay, subjectKey: String?) throws -> StudyTask? {
        let open =
            try subjectKey.map { try context.tasks.tasks(.openBySubject(key: $0)) } ?? context.tasks.tasks(.allOpen)
        let dated = open.compactMap { task in task.dueDate.map { (task: task, day: $0) } }
        return dated.filter { $0.day > day }.min { $0.day < $1.day }?.task
    }

    /// Marks the task (by id, `#id` or title; among the open tasks of `subjectKey` when the line named one) as done;
    /// a repeating task gets its next occurrence filed in the same transaction (never twice).
    @discardableResult
    public func complete(_ reference: String, subjectKey: String? = nil) throws -> StudyTask {
        let before = try resolve(reference, subjectKey: subjectKey)
        let id = before.id ?? 0
        let (task, next, _) = try context.tasks.completeTask(
            id: id, at: context.clock.now(), then: Self.nextOccurrence(after:))
        if context.json {
            context.console.out(TaskJSON(task).line)
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

    /// The occurrence a repeating task files when `done` is completed: the same task on its rule's next day; nil for a
    /// task that does not repeat.
    static func nextOccurrence(after done: StudyTask) -> StudyTask? {
        guard let text = done.repeatRule, let rule = RecurrenceRule(rrule: text), let due = done.dueDate else {
            return nil
        }
        var next = done
        next.id = nil
        next.completedAt = nil
        next.dueDate = rule.occurrence(after: due)
        return next
    }

    /// The task a student means by `reference`: an id ("3", "#3"), else the one open task whose title
    /// matches (ignoring case and accents: the whole title, else its beginning, else any part). With `subjectKey`
    /// (the subject the line named) that subject's open tasks are looked at first, the subject's own words counting
    /// for nothing on either side: "i compiti di matematica" is "Compiti di mate", and "ho finito storia" the one open
    /// history task; when none of them matches, every open task is. Throws ``TaskReferenceError`` for none or several, ``DomainError/taskNotFound(id:)``.
    public func resolve(_ reference: String, subjectKey: String? = nil) throws -> StudyTask {
        let trimmed = reference.trimmingCharacters(in: .whitespaces)
        let digits = trimmed.hasPrefix("#") ? String(trimmed.dropFirst()) : trimmed
        if let id = Int64(digits) {
            guard let task = try context.tasks.task(id: id) else { throw DomainError.taskNotFound(id: id) }
            return task
        }
        guard !TextFolding.fold(trimmed).isEmpty else { throw UsageError.missingTask }
        if let subjectKey {
            let open = try context.tasks.tasks(.openBySubject(key: subjectKey))
            if !open.isEmpty {
                let detector = try context.router().subjectDetector
                let strip = { (text: String) in
                    TextFolding.fold(text).split(separator: " ")
                        .filter { detector.detect(in: String($0)) != subjectKey && !Self.linkWords.contains($0) }
                        .joined(separator: " ")
                }
                // A task of the subject, else (none of its tasks matches) any open task, as without a subject.
                do {
                    return try match(strip(trimmed), among: open.map { (task: $0, title: strip($0.title)) }, trimmed)
                } catch TaskReferenceError.noMatch {}
            }
        }
        let open = try context.tasks.tasks(.allOpen)
        return try match(
            TextFolding.fold(trimmed), among: open.map { (task: $0, title: TextFolding.fold($0.title)) }, trimmed)
    }

    /// Words that tie a subject to the work ("compiti di storia", "the math homework", "for physics").
    private static let linkWords: Set<Substring> = [
        "di", "del", "della", "dello", "dei", "degli", "delle", "il", "lo", "la", "i", "gli", "le", "l", "in", "per",
        "of", "for", "the", "my", "a",
    ]

    /// The one task whose folded title is `wanted`, else begins with it, else holds it; an empty `wanted` matches a
    /// lone task.
    private func match(_ wanted: String, among folded: [(task: StudyTask, title: String)], _ reference: String) throws
        -> StudyTask
    {
        for matches in [
            folded.filter { $0.title == wanted }, folded.filter { $0.title.hasPrefix(wanted) },
            folded.filter { $0.title.contains(wanted) },
        ] where !matches.isEmpty {
            guard matches.count == 1 else {
                throw TaskReferenceError.ambiguous(reference: reference, ids: matches.compactMap(\.task.id).sorted())
            }
            return matches[0].task
        }
        throw TaskReferenceError.noMatch(reference: reference)
    }

    /// Prints a task in one line after `key`'s sentence ("Aggiunto: …"), or as JSON.
    func report(_ task: StudyTask, key: String, _ values: [String: String] = [:]) throws {
        if context.json {
            context.console.out(TaskJSON(task).line)
        } else {
            let renderer = try TaskRenderer(context: context, for: task)
            context.console.out(
                context.localization.text(key, values.merging(["task": renderer.summary(task)]) { $1 }))
        }
    }

    func wholeSecondNow() -> Date {
        Date(timeIntervalSince1970: context.clock.now().timeIntervalSince1970.rounded(.down))
    }
}

/// A task named by its title could not be told apart.
public enum TaskReferenceError: Error, Equatable, Sendable {
    /// No open task's title matches.
    case noMatch(reference: String)
    /// Several open tasks match; their ids let the student choose.
    case ambiguous(reference: String, ids: [Int64])
}

extension TaskReferenceError: StudentFacingError {
    /// The sentence saying no task matched, or which ones did.
    public var message: StudentMessage {
        switch self {
        case .noMatch(let reference): StudentMessage("error.noTaskMatches", ["text": reference])
        case .ambiguous(let reference, let ids):
            StudentMessage(
                "error.ambiguousTask", ["text": reference, "ids": ids.map { "#\($0)" }.joined(separator: ", ")])
        }
    }

    /// The student's reference: 1.
    public var exitCode: Int32 { 1 }
}

extension ParsedTask {
    /// The task to file for what was understood: the subject given, else the one understood, else the fallback.
    func studyTask(createdAt: Date, sourceText: String?, subjectKey: String? = nil, notes: String? = nil) -> StudyTask {
        StudyTask(
            title: title, subjectKey: subjectKey ?? self.subjectKey ?? Subject.fallbackKey, kind: kind,
            dueDate: dueDate, dueTime: dueTime, priority: priority, notes: notes, createdAt: createdAt,
            repeatRule: repeatRule?.description, sourceText: sourceText)
    }
}
