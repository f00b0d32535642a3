public import DiarioDomain
import DiarioLanguage
import DiarioLocalization

extension TaskCommands {
    /// The task `/edit` works on: the one named, else the last filed or edited in this session, else the most
    /// recently filed.
    public func taskToEdit(_ reference: String?) throws -> StudyTask {
        if let reference, !reference.isEmpty { return try resolve(reference) }
        if let id = context.session.lastTouchedTaskID, let task = try context.tasks.task(id: id) { return task }
        guard let recent = try context.tasks.tasks(.recent(limit: 1)).first else { throw UsageError.missingTask }
        return recent
    }

    /// Re-reads a task from new text, as if it had been typed so: title, kind, due date and time, priority
    /// and repetition come from the text; the subject too, unless the text names none. Id, notes, filing and
    /// completion times are kept.
    @discardableResult
    public func edit(_ reference: String?, to text: String) throws -> StudyTask {
        try edit(reference, text: text, changes: TaskFieldChanges())
    }

    /// Changes the fields `changes` names on the task `reference` names (the task in focus when nil), after
    /// re-reading it from `text` when one is given: `diario edit 3 --due venerdì --notes ""`. One journaled
    /// change: undo puts the task back as it was. Throws ``UsageError`` for a value that cannot be read, and
    /// ``DomainError`` for a task that could not be saved so (an empty title).
    @discardableResult
    public func edit(_ reference: String?, text: String?, changes: TaskFieldChanges) throws -> StudyTask {
        let before = try taskToEdit(reference)
        var after = before
        if let text, !text.trimmingCharacters(in: .whitespaces).isEmpty {
            after = try reread(before, from: text)
        }
        after = try apply(changes, to: after)
        let saved = try context.tasks.updateTask(try after.validated(today: context.clock.today))
        context.session.lastTouchedTaskID = saved.id
        try report(saved, key: "task.edited", ["undo": UndoCommands.hint(context)])
        return saved
    }

    /// Moves the task `reference` names to the day (and time) `when` names ("venerdì", "to friday at 9"): one
    /// journaled change that undo takes back. Throws ``UsageError/notADay(text:)`` when `when` names no day.
    @discardableResult
    public func move(_ reference: String, to when: String) throws -> StudyTask {
        var after = try resolve(reference)
        let expression = try dayAndTime(in: when)
        guard let day = expression.day else { throw UsageError.notADay(text: when) }
        after.dueDate = day
        if let time = expression.time { after.dueTime = time }
        let saved = try context.tasks.updateTask(try after.validated(today: context.clock.today))
        context.session.lastTouchedTaskID = saved.id
        try report(saved, key: "task.moved", ["undo": UndoCommands.hint(context)])
        return saved
    }

    /// Splits the words of `diario move` into the task and the day: an id first is the task and the rest the
    /// day; else the longest ending that reads as a day alone is the day ("compiti di storia venerdì").
    public func splitMove(_ words: [String]) throws -> (reference: String, when: String) {
        let words = words.flatMap { $0.split(separator: " ").map(String.init) }
        guard let first = words.first else { throw UsageError.missingTask }
        if Int64(first.hasPrefix("#") ? String(first.dropFirst()) : first) != nil {
            guard words.count > 1 else { throw UsageError.missingWhen }
            return (first, words.dropFirst().joined(separator: " "))
        }
        for start in words.indices.dropFirst() {
            let when = words[start...].joined(separator: " ")
            if try dayAndTime(in: when, orThrow: false) != nil {
                return (words[..<start].joined(separator: " "), when)
            }
        }
        throw UsageError.missingWhen
    }

    /// The day and time a phrase names on its own; ``UsageError/notADay(text:)`` when it is anything else.
    private func dayAndTime(in text: String) throws -> DueExpression {
        guard let expression = try dayAndTime(in: text, orThrow: true) else { throw UsageError.notADay(text: text) }
        return expression
    }

    private func dayAndTime(in text: String, orThrow: Bool) throws -> DueExpression? {
        do {
            return try DateExpressionParser().phrase(text, today: context.clock.today, now: context.clock.timeOfDay)
        } catch {
            if orThrow { throw error }
            return nil
        }
    }

    /// `task` re-read from new text, as ``edit(_:to:)`` does.
    private func reread(_ task: StudyTask, from text: String) throws -> StudyTask {
        let parsed = try understand(text)
        var after = task
        after.title = parsed.title
        after.subjectKey = parsed.subjectKey ?? task.subjectKey
        after.kind = parsed.kind
        after.dueDate = parsed.dueDate
        after.dueTime = parsed.dueTime
        after.priority = parsed.priority
        after.repeatRule = parsed.repeatRule?.description
        after.sourceText = text
        return after
    }

    /// `task` with each field `changes` names set; an empty value clears the field (the subject goes back to
    /// "other", the kind to "other", the priority to medium, a cleared day clears the time and the repetition).
    private func apply(_ changes: TaskFieldChanges, to task: StudyTask) throws -> StudyTask {
        var task = task
        if let title = changes.title { task.title = title }
        if let due = changes.due {
            if due.trimmingCharacters(in: .whitespaces).isEmpty {
                task.dueDate = nil
                task.dueTime = nil
                task.repeatRule = nil
            } else {
                let expression = try dayAndTime(in: due)
                task.dueDate = expression.day
                if let time = expression.time { task.dueTime = time }
            }
        }
        if let time = changes.time {
            if time.trimmingCharacters(in: .whitespaces).isEmpty {
                task.dueTime = nil
            } else {
                guard let value = try dayAndTime(in: time, orThrow: false)?.time else {
                    throw UsageError.notATime(text: time)
                }
                task.dueTime = value
                if task.dueDate == nil { task.dueDate = context.clock.today }
            }
        }
        if let subject = changes.subject {
            let trimmed = subject.trimmingCharacters(in: .whitespaces)
            task.subjectKey = trimmed.isEmpty ? Subject.fallbackKey : try context.subjectKey(named: trimmed)
        }
        if let kind = changes.kind { task.kind = try self.kind(named: kind) }
        if let priority = changes.priority { task.priority = try self.priority(named: priority) }
        if let notes = changes.notes { task.notes = notes }
        return task
    }

    /// The kind a word names: its key ("test"), its name in either language ("verifica", "homework"), or a word
    /// the parser reads as that kind ("compito in classe"); empty is "other".
    private func kind(named word: String) throws -> TaskKind {
        let folded = TextFolding.fold(word.trimmingCharacters(in: .whitespaces))
        if folded.isEmpty { return .other }
        for kind in TaskKind.allCases {
            let names = InterfaceLanguage.allCases.map { LocalizationManager(language: $0).name(of: kind) }
            if ([kind.rawValue] + names).map(TextFolding.fold).contains(folded) { return kind }
        }
        guard let kind = try? understand(word).kind, kind != .other else {
            throw UsageError.invalidValue(option: "--kind", value: word)
        }
        return kind
    }

    /// The priority a word names: its key, its name in either language ("alta", "priorità bassa"); empty is
    /// medium.
    private func priority(named word: String) throws -> TaskPriority {
        let folded = TextFolding.fold(word.trimmingCharacters(in: .whitespaces))
        if folded.isEmpty { return .medium }
        let words: [TaskPriority: [String]] = [
            .high: ["high", "alta", "urgent", "urgente"], .medium: ["medium", "media", "normal", "normale"],
            .low: ["low", "bassa"],
        ]
        for priority in TaskPriority.allCases {
            let names = InterfaceLanguage.allCases.map { LocalizationManager(language: $0).name(of: priority) }
            if ((words[priority] ?? []) + names).map(TextFolding.fold).contains(folded) { return priority }
        }
        throw UsageError.invalidValue(option: "--priority", value: word)
    }

    /// Deletes a task; undo brings it back with its id.
    @discardableResult
    public func delete(_ reference: String) throws -> StudyTask {
        let task = try context.tasks.deleteTask(id: try resolve(reference).id ?? 0)
        try report(task, key: "task.deleted", ["undo": UndoCommands.hint(context)])
        return task
    }
}
