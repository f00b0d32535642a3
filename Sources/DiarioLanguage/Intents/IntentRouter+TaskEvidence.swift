internal import DiarioDomain

extension IntentRouter {
    /// What in a line read as a task says it is one, read once for every rule of the decision.
    struct TaskEvidence {
        /// A day ahead (or today, in a line not told in the past), a time, a repeat, a priority or a lesson.
        let when: Bool
        /// A filler of duty opens the line ("devo", "need to", "remind me to").
        let duty: Bool
        /// The task's kind of work.
        let kind: TaskKind
        /// A verb of doing ("porta", "buy"), or a filler that is not narration ("aggiungi", "ho da").
        let doing: Bool

        init(_ task: ParsedTask, tokens: [Token], today: CalendarDay, router: IntentRouter) {
            let words = tokens.map { $0.kind == .quoted ? "\u{0}" : $0.folded }
            // A day already past is no evidence ("ieri"), nor today in a line told in the past ("chemistry was so
            // long today").
            let toldInThePast = words.contains(where: IntentRouter.pastCopulas.contains)
            let dayAhead = task.dueDate.map { $0 > today || $0 == today && !toldInThePast } ?? false
            when =
                dayAhead || task.dueTime != nil || task.repeatRule != nil || task.priority != .medium
                || task.lesson != nil
            duty = TaskVocabulary.opensWithDuty(words)
            kind = task.kind
            // "ho", "I have" open narration as often as a task.
            doing =
                router.looksLikeTask(words)
                || (words.first.flatMap { TaskVocabulary.fillersByFirstWord[$0] } ?? []).contains {
                    words.starts(with: $0) && !IntentRouter.narrationOpenings.contains($0)
                }
        }

        /// Any evidence at all: without it a task is asked about.
        var any: Bool { when || duty || kind != .other || doing }
    }
}
