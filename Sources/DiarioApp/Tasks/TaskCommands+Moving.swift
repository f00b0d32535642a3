public import DiarioDomain
public import DiarioLanguage

extension TaskCommands {
    /// Moves the open task a student describes ("the physics test", subject physics, kind test) to the day and
    /// time `described` carries, or by `byDays` from its own day when it carries none. A sure match moves at once; an unsure one is moved only if `confirm` says yes
    /// (nil: no one can answer, and it is an error naming the candidates). The move is one journaled change:
    /// undo puts the old day back. Throws ``TaskReferenceError`` when no open task matches, or when no one can
    /// confirm an unsure match.
    @discardableResult
    public func move(
        _ described: ParsedTask, byDays: Int? = nil, confirm: (_ task: StudyTask, _ day: CalendarDay) throws -> Bool?
    ) throws -> StudyTask? {
        let ranked = try candidates(for: described)
        guard let best = ranked.first else { throw TaskReferenceError.noMatch(reference: described.title) }
        guard let day = described.dueDate ?? byDays.flatMap({ best.task.dueDate?.adding(days: $0) }) else {
            throw UsageError.missingWhen
        }
        let tied = ranked.filter { $0.score == best.score }
        let sure = tied.count == 1 && best.score >= Self.sureScore
        if !sure {
            guard let confirmed = try confirm(best.task, day) else {
                throw TaskReferenceError.ambiguous(
                    reference: described.title, ids: ranked.prefix(5).compactMap(\.task.id).sorted())
            }
            guard confirmed else { return nil }
        }
        var after = best.task
        after.dueDate = day
        if let time = described.dueTime { after.dueTime = time }
        let saved = try context.tasks.updateTask(try after.validated(today: context.clock.today))
        context.session.lastTouchedTaskID = saved.id
        try report(saved, key: "task.moved", ["undo": UndoCommands.hint(context)])
        return saved
    }

    /// A match this good, and better than every other, is moved without asking: the subject and the kind, or
    /// one of them and a word of the title.
    static let sureScore = 3

    /// Open tasks that could be the one described, best first: the same subject counts 2, the same kind 2,
    /// each word of the title they share 1; a task of another subject than the one named is never a candidate.
    private func candidates(for described: ParsedTask) throws -> [(task: StudyTask, score: Int)] {
        let wanted = Set(Self.titleWords(described.title))
        var ranked: [(task: StudyTask, score: Int)] = []
        for task in try context.tasks.tasks(.allOpen) {
            if let subject = described.subjectKey, task.subjectKey != nil, task.subjectKey != subject { continue }
            var score = 0
            if let subject = described.subjectKey, task.subjectKey == subject { score += 2 }
            if described.kind != .other, task.kind == described.kind { score += 2 }
            score += Set(Self.titleWords(task.title)).intersection(wanted).count
            if score > 0 { ranked.append((task, score)) }
        }
        return ranked.sorted {
            $0.score != $1.score
                ? $0.score > $1.score : ($0.task.dueDate?.dayNumber ?? .max) < ($1.task.dueDate?.dayNumber ?? .max)
        }
    }

    /// The words of a title that can tell tasks apart (three letters or more, folded).
    private static func titleWords(_ title: String) -> [String] {
        TextFolding.fold(title).split { !$0.isLetter && !$0.isNumber }.map(String.init).filter { $0.count >= 3 }
    }
}
