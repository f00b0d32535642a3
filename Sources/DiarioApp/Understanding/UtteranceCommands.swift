import DiarioDomain
public import DiarioLanguage
import DiarioLocalization
import Foundation

/// What free text typed in the REPL or a script does: it goes through the IntentRouter, and when its two readers
/// leave a write in doubt (they disagree, the model doubts the grammar, a task has no evidence) the student is asked
/// one question before anything is filed; a script files nothing for such a line without `--yes`.
public struct UtteranceCommands: Sendable {
    let context: AppContext
    /// How the student is asked: the context's one way.
    var asking: Asking { context.asking }

    /// Creates the commands over a context.
    public init(context: AppContext) { self.context = context }

    /// Does what the line asks; a blank line does nothing.
    public func handle(_ line: String) throws {
        guard !line.allSatisfy(\.isWhitespace) else { return }
        let router = try context.router()
        let today = context.clock.today
        var utterance = try router.route(
            line, today: today, now: context.clock.timeOfDay, fallback: context.session.language)
        // A third reader, when there is one, for a line the two left in doubt: its word orders the question, or
        // carries out a reading that writes nothing.
        if IntentRouter.wantsThirdReader(utterance), let intent = EndpointReader(context: context).intent(of: line) {
            utterance = try router.reconsider(
                utterance, as: intent, line: line, today: today, now: context.clock.timeOfDay)
        }
        // A line that is only a date asks what is due then, whatever the readers said.
        if case .addTask(let task) = utterance.request, task.title.isEmpty {
            try run(utterance.request, line: line)
            return
        }
        guard utterance.asks else {
            try run(utterance.request, line: line)
            return
        }
        switch (utterance.request, utterance.alternative?.intent) {
        case (.addTask(let task), .completeTask?), (.addTask(let task), .coach?), (.addTask(let task), .logStudy?):
            if let alternative = utterance.alternative { try settleDoubt(task, or: alternative, line: line) }
        case (.addTask(let task), nil):
            try confirmThenFile(task, line: line, doubt: .noEvidence)
        default:
            try settleReadings(utterance.request, or: utterance.alternative, line: line)
        }
    }

    /// A line read as a task that also reads as something else ("ho scritto il tema": work done?): asks which
    /// ("Lo salvo come compito, o volevi segnarlo come fatto? (c / f / n)"). With no one to ask, `--yes` saves
    /// the task, `--no` skips the line, and otherwise nothing is saved and the line is reported.
    private func settleDoubt(_ task: ParsedTask, or alternative: Request, line: String) throws {
        let localization = context.localization
        let preview = try TaskRenderer(context: context).summary(draft(task))
        let question = localization.text("ask.doubt.\(alternative.intent.rawValue)", ["task": preview])
        guard let answer = asking.ask(question) else {
            switch asking.unaskedDoubts {
            case .save: try TaskCommands(context: context).file(task, sourceText: line)
            case .skip: context.console.out(localization.text("ask.notSaved"))
            case .refuse: throw UsageError.doubtful(line: line)
            }
            return
        }
        switch DoubtReply(answer) {
        case .first:
            try TaskCommands(context: context).file(task, sourceText: line)
        case .second:
            try run(alternative, line: line)
        case .neither:
            context.console.out(localization.text("ask.notSaved"))
        case .notAnAnswer:
            context.console.out(localization.text("ask.notSaved"))
            try handle(answer)
        }
    }

    /// Does what `request` asks, whoever made it: a typed line, a script, the coach's actions. `line` is what the
    /// student wrote, kept with a task filed and put back for an edit; the only place a request is carried out.
    /// Returns what a quiz or drill gave, for a caller that reports it (the coach tells its model).
    @discardableResult
    public func run(_ request: Request, line: String) throws -> RequestOutcome {
        let tasks = TaskCommands(context: context)
        switch request {
        case .addTask(let task):
            if task.title.isEmpty, let day = task.dueDate {
                try askWhatIsDue(on: day, line: line)
            } else if task.dueDate == nil && task.subjectKey == nil {
                try confirmThenFile(task, line: line, doubt: .vague)
            } else {
                try tasks.file(task, sourceText: line)
            }
        case .unknown(let unsure):
            guard let task = unsure else { throw UsageError.notUnderstood(line: line) }
            try confirmThenFile(task, line: line, doubt: .notUnderstood)
        case .listTasks(let range, let subjectKey):
            try tasks.list(range.map(ListFilter.range) ?? .agenda, subjectKey: subjectKey)
        case .completeTask(let reference, let subjectKey):
            try tasks.complete(reference, subjectKey: subjectKey)
        case .moveTask(let described, let byDays):
            try tasks.move(described, byDays: byDays) { task, day in
                let question = context.localization.text(
                    "ask.moveTask", ["title": task.title, "date": context.localization.shortDate(day)])
                guard let reply = try confirm(question, notDone: "ask.notMoved") else { return nil }
                if reply == .edit { context.console.out(context.localization.text("ask.notMoved")) }
                return reply == .yes
            }
        case .setLanguage(let language):
            try InterfaceCommands(context: context).setLanguage(language)
        case .help:
            InterfaceCommands(context: context).help()
        case .addSubject(let name, _):
            try SubjectCommands(context: context).add(name: name)
        case .quiz(let subject):
            // "quiz me on math" with no math card to review (due, or planned for a test) is an arithmetic drill.
            let due = try context.cards.dueCardCount(at: context.clock.now(), subjectKey: subject)
            let drill =
                try subject == "math" && due == 0
                && TestPreparation.load(context).only(subjectKey: subject).cardsToday().isEmpty
            if drill { return .drill(DrillCommands(context: context).run()) }
            return .quiz(try QuizCommands(context: context).run(subjectKey: subject))
        case .prepareTest(let subject):
            return .quiz(try QuizCommands(context: context).prepare(subjectKey: subject))
        case .listTests(let range, let subject):
            try ExamCommands(context: context).list(subjectKey: subject, within: range)
        case .addCard(let front, let back, let subject):
            guard let front, let back else { throw DomainError.emptyCardSide }
            try CardCommands(context: context).add(front: front, back: back, subjectKey: subject)
        case .coach:
            try CoachCommands(context: context).answer(line)
            if !context.session.isChatting && !context.json {
                context.console.out(context.localization.text("coach.continueHint"))
            }
        case .logStudy(let study):
            guard let minutes = study.minutes else { throw UsageError.notUnderstood(line: line) }
            let today = context.clock.today
            let day = today.adding(days: -study.daysAgo)
            try StudyCommands(context: context).log(
                minutes: minutes, subjectKey: study.subjectKey,
                startedAt: study.startTime.map { StudyCommands.Start.at(day, $0) }
                    ?? (day == today ? nil : .endingOn(day)))
        case .stats(let period, let subjectKey):
            try ProgressCommands(context: context).showStats(period ?? .week, subjectKey: subjectKey)
        case .setGoal(let goal):
            try GoalCommands(context: context).add(goal)
        case .search(let text, let subject):
            try SearchCommands(context: context).search(text, subjectKey: subject)
        case .addLesson(let lesson):
            try TimetableCommands(context: context).add(lesson, line: line)
        case .addGrade(let grade):
            guard let subject = grade.subjectKey else { throw UsageError.gradeWithoutSubject }
            try GradeCommands(context: context).add(
                grade.mark, subjectKey: subject, component: grade.component,
                day: context.clock.today.adding(days: -grade.daysAgo))
        case .gradeNeeded(let subject, let target, let count):
            guard let subject else { throw UsageError.gradeWithoutSubject }
            try GradeCommands(context: context).needed(target: target, subjectKey: subject, count: count)
        case .addMaterial(let subject):
            // The file is asked for; where no one can answer (a script), the line says how to give it.
            guard let path = context.asking.ask(context.localization.text("material.askFile")) else {
                throw MaterialCommandError.fileNeeded
            }
            let trimmed = path.trimmingCharacters(in: .whitespaces).trimmingCharacters(
                in: CharacterSet(charactersIn: "'\""))
            guard !trimmed.isEmpty else {
                context.console.out(context.localization.text("ask.notSaved"))
                return .done
            }
            try MaterialCommands(context: context).add(paths: [trimmed], subjectKey: subject, title: nil)
        }
        return .done
    }

    /// Asks whether to file what was understood; "edit" puts the line back for the student to change, and
    /// the edited line is handled afresh. With no one to ask, an unknown line is an error and a vague task
    /// is filed as `diario add` would.
    private func confirmThenFile(_ task: ParsedTask, line: String, doubt: Doubt) throws {
        let tasks = TaskCommands(context: context)
        let localization = context.localization
        let preview = try TaskRenderer(context: context).summary(draft(task))
        guard let reply = try confirm(localization.text(doubt.questionKey, ["task": preview]), notDone: "ask.notSaved")
        else {
            switch doubt {
            case .notUnderstood: throw UsageError.notUnderstood(line: line)
            case .vague: try tasks.file(task, sourceText: line)
            case .noEvidence:
                switch asking.unaskedDoubts {
                case .save: try tasks.file(task, sourceText: line)
                case .skip: context.console.out(localization.text("ask.notSaved"))
                case .refuse: throw UsageError.doubtful(line: line)
                }
            }
            return
        }
        switch reply {
        case .yes:
            try tasks.file(task, sourceText: line)
        case .edit:
            guard let edited = asking.edit(line), !edited.allSatisfy(\.isWhitespace) else {
                context.console.out(localization.text("ask.notSaved"))
                return
            }
            try handle(edited)
        case .no, .notAnAnswer:
            break
        }
    }

    /// A line that is only a date: asks what is due then, and handles the answer with the date after it
    /// ("verifica di storia" + "il 2 dicembre"). Nothing typed saves nothing; with no one to ask it is an error.
    private func askWhatIsDue(on day: CalendarDay, line: String) throws {
        let localization = context.localization
        guard let answer = asking.ask(localization.text("ask.whatIsDue", ["date": localization.shortDate(day)])) else {
            throw UsageError.notUnderstood(line: line)
        }
        guard !answer.allSatisfy(\.isWhitespace) else {
            context.console.out(localization.text("ask.notSaved"))
            return
        }
        try handle(answer + " " + line)
    }

    /// Asks a yes / no / edit question; nil when no one can answer. A "no" says `notDone`'s sentence; a line
    /// that is not an answer says it too and is then handled as a new line, so a command typed at the question
    /// is never lost.
    private func confirm(_ question: String, notDone: String) throws -> ConfirmationReply? {
        guard let answer = asking.ask(question) else { return nil }
        let reply = ConfirmationReply(answer)
        switch reply {
        case .no:
            context.console.out(context.localization.text(notDone))
        case .notAnAnswer:
            context.console.out(context.localization.text(notDone))
            try handle(answer)
        case .yes, .edit:
            break
        }
        return reply
    }

    private func draft(_ task: ParsedTask) -> StudyTask {
        task.studyTask(createdAt: Date(timeIntervalSince1970: 0), sourceText: nil)
    }
}

/// What carrying out a request gave, beyond what it printed.
public enum RequestOutcome: Sendable {
    /// A quiz ran: how it went.
    case quiz(QuizSummary)
    /// An arithmetic drill ran instead of a quiz (no card to review in math): how it went.
    case drill(DrillCommands.Summary)
    /// Anything else.
    case done
}

/// Why a line is asked about rather than filed.
enum Doubt {
    /// The router found no intent; the line may still be a task.
    case notUnderstood
    /// A task with neither a date nor a subject.
    case vague
    /// A task with no evidence of being one (no day ahead, kind, verb of doing or duty): never saved unasked.
    case noEvidence

    var questionKey: String {
        switch self {
        case .notUnderstood: "ask.unknown"
        case .vague: "ask.vagueTask"
        case .noEvidence: "ask.unsureTask"
        }
    }
}
