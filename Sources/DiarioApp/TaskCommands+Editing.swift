public import DiarioDomain

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
        let before = try taskToEdit(reference)
        let parsed = try understand(text)
        var after = before
        after.title = parsed.title
        after.subjectKey = parsed.subjectKey ?? before.subjectKey
        after.kind = parsed.kind
        after.dueDate = parsed.dueDate
        after.dueTime = parsed.dueTime
        after.priority = parsed.priority
        after.repeatRule = parsed.repeatRule?.description
        after.sourceText = text
        let saved = try context.tasks.updateTask(try after.validated(today: context.clock.today))
        context.session.lastTouchedTaskID = saved.id
        try report(saved, key: "task.edited")
        return saved
    }

    /// Deletes a task; undo brings it back with its id.
    @discardableResult
    public func delete(_ reference: String) throws -> StudyTask {
        let task = try context.tasks.deleteTask(id: try resolve(reference).id ?? 0)
        try report(task, key: "task.deleted", ["undo": UndoCommands.hint(context)])
        return task
    }
}
