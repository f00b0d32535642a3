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

        init(_ task: ParsedTask, facts: LineFacts, today: CalendarDay) {
            // A day already past is no evidence ("ieri"), nor today in a line told in the past ("chemistry was so
            // long today").
            let dayAhead = task.dueDate.map { $0 > today || $0 == today && !facts.toldInThePast } ?? false
            when =
                dayAhead || task.dueTime != nil || task.repeatRule != nil || task.priority != .medium
                || task.lesson != nil
            duty = facts.duty
            kind = task.kind
            doing = facts.doing
        }

        /// Any evidence at all: without it a task is asked about.
        var any: Bool { when || duty || kind != .other || doing }
    }

    /// What the readers ask of a whole line's words, whatever they read it as: read once per line.
    struct LineFacts {
        /// The folded word of each token ("\u{0}" for quoted text).
        let words: [String]
        /// A filler of duty opens the line ("devo", "I have to", "ricordami di").
        let duty: Bool
        /// A verb of doing opens the line ("porta", "buy"; ``looksLikeTask(_:)``).
        let startsWithVerbOfDoing: Bool
        /// A verb of doing, or a filler that is not narration ("aggiungi", "ho da"), opens the line.
        let doing: Bool
        /// A verb that tells how something was ("was", "era") is in the line: looked for only when asked.
        var toldInThePast: Bool { words.contains(where: IntentRouter.pastCopulas.contains) }

        init(_ tokens: [Token], router: IntentRouter) {
            let words = tokens.foldedWords
            self.words = words
            duty = TaskVocabulary.opensWithDuty(words)
            startsWithVerbOfDoing = router.looksLikeTask(words)
            // "ho", "I have" open narration as often as a task.
            doing =
                startsWithVerbOfDoing
                || (words.first.flatMap { TaskVocabulary.fillersByFirstWord[$0] } ?? []).contains {
                    words.starts(with: $0) && !IntentRouter.narrationOpenings.contains($0)
                }
        }
    }
}
