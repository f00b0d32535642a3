import DiarioCoach
import DiarioDomain
import DiarioLanguage
import DiarioLocalization
import Foundation

/// What became of an action the coach proposed, as `--json` reports it.
struct ActionReport: Encodable {
    let name: String
    let arguments: String
    let outcome: String
}

/// The answers Diario gives the model about its proposals, in English (the model reads them, the student
/// does not).
enum ActionResult {
    static let unanswered = "Not done: Diario stopped before the student could answer."
    static let notAsked = "Not done: the student could not be asked (no terminal). Do not assume it was done."
    static let declined = "Not done: the student said no."
    static func invalid(_ error: CoachActionError) -> String {
        switch error {
        case .unknownAction(let name): "Not done: there is no action called \(name)."
        case .invalidArguments(let name): "Not done: the arguments of \(name) were not valid."
        }
    }
    static func failed(_ message: String) -> String { "Not done: \(message)" }
}

extension CoachCommands {
    /// Shows each proposed action, asks for a yes, does it or not, and saves Diario's answer to each in the
    /// conversation (so the model knows what happened). With no one to ask, nothing is done.
    func propose(_ calls: [CoachToolCall], conversationID: Int64) throws -> [ActionReport] {
        var reports: [ActionReport] = []
        for call in calls {
            let (outcome, result) = try handle(call)
            _ = try context.conversations.addMessages([
                CoachMessage(
                    conversationId: conversationID, role: .tool, content: result, toolCallId: call.id,
                    createdAt: wholeSecondNow())
            ])
            reports.append(ActionReport(name: call.name, arguments: call.arguments, outcome: outcome))
        }
        return reports
    }

    private func handle(_ call: CoachToolCall) throws -> (outcome: String, result: String) {
        let l10n = context.localization
        let action: CoachAction
        let proposal: Proposal
        do {
            action = try CoachAction(call)
            proposal = try describe(action)
        } catch let error as CoachActionError {
            say(l10n.text("coach.action.invalid", ["name": call.name]))
            return ("invalid", ActionResult.invalid(error))
        } catch {
            say(l10n.text("coach.action.invalid", ["name": call.name]))
            return ("invalid", ActionResult.failed(ErrorPresenter.describe(error, .init(language: .en)).message))
        }
        proposal.lines.forEach(say)
        guard !context.json, let reply = asking.ask(l10n.text("coach.action.confirm")) else {
            say(l10n.text("coach.action.notAsked"))
            return ("not_asked", ActionResult.notAsked)
        }
        guard ConfirmationReply(reply) == .yes else {
            say(l10n.text("coach.action.declined"))
            return ("declined", ActionResult.declined)
        }
        do {
            return ("done", try proposal.perform())
        } catch {
            context.console.err(ErrorPresenter.describe(error, l10n).message)
            return ("failed", ActionResult.failed(ErrorPresenter.describe(error, .init(language: .en)).message))
        }
    }

    /// An action, understood: the lines that show it to the student, and how to do it (which returns what to
    /// tell the model).
    private struct Proposal {
        var lines: [String]
        var perform: () throws -> String
    }

    private func describe(_ action: CoachAction) throws -> Proposal {
        let l10n = context.localization
        switch action {
        case .addTask(let text):
            let parsed = try TaskCommands(context: context).understand(text)
            let draft = StudyTask(
                title: parsed.title, subjectKey: parsed.subjectKey ?? Subject.fallbackKey, kind: parsed.kind,
                dueDate: parsed.dueDate, dueTime: parsed.dueTime, priority: parsed.priority,
                createdAt: Date(timeIntervalSince1970: 0), repeatRule: parsed.repeatRule?.description)
            let summary = try TaskRenderer(context: context).summary(draft)
            return Proposal(lines: [l10n.text("coach.action.addTask", ["task": summary])]) {
                let task = try TaskCommands(context: context).file(parsed, sourceText: text)
                return "Done: task #\(task.id ?? 0) filed: \(task.title), due \(task.dueDate?.iso ?? "no date")."
            }
        case .listTasks(let range):
            let filter: ListFilter =
                switch range {
                case "today": .today
                case "tomorrow": .tomorrow
                case "week": .week
                case "overdue": .overdue
                case "all": .all
                default: .agenda
                }
            let rangeName = l10n.text("coach.range.\(range ?? "agenda")")
            return Proposal(lines: [l10n.text("coach.action.listTasks", ["range": rangeName])]) {
                let tasks = try TaskCommands(context: context).list(filter)
                let titles = tasks.prefix(20).map { "\($0.title) (\($0.dueDate?.iso ?? "no date"))" }
                return "Done: shown \(tasks.count) tasks: \(titles.joined(separator: "; "))."
            }
        case .createCards(let subject, let cards):
            let key = subject.flatMap(subjectKey(named:))
            var lines = [l10n.plural("coach.action.createCards", count: cards.count, ["subject": subjectName(key)])]
            lines += cards.map { l10n.text("coach.action.cardLine", ["front": $0.front, "back": $0.back]) }
            return Proposal(lines: lines) { try makeCards(cards, subjectKey: key) }
        case .startQuiz(let subject):
            let key = subject.flatMap(subjectKey(named:))
            let due = try context.cards.dueCardCount(at: context.clock.now(), subjectKey: key)
            let line = l10n.plural("coach.action.startQuiz", count: due, ["subject": subjectName(key)])
            return Proposal(lines: [line]) {
                // Through the one executor, so the coach's quiz follows every rule a typed one does.
                let outcome = try UtteranceCommands(context: context)
                    .run(.quiz(subjectKey: key), line: "/quiz " + (key ?? ""))
                switch outcome {
                case .quiz(let summary):
                    return "Done: quiz of \(summary.reviewed) cards, \(summary.remembered) remembered."
                case .drill(let summary):
                    return "Done: no card to review, so an arithmetic drill: \(summary.problems) problems, "
                        + "\(summary.stars) stars."
                case .done:
                    return "Done."
                }
            }
        }
    }

    /// Saves the proposed cards in one transaction, each undoable.
    private func makeCards(_ cards: [(front: String, back: String)], subjectKey: String?) throws -> String {
        let now = wholeSecondNow()
        let drafts = try cards.map { card in
            (
                card: try StudyCard(front: card.front, back: card.back, subjectKey: subjectKey, createdAt: now)
                    .validated(),
                reviews: [ReviewLog]()
            )
        }
        let saved = try context.cards.importCards(drafts)
        say(context.localization.plural("coach.cardsAdded", count: saved.count, ["undo": UndoCommands.hint(context)]))
        return "Done: \(saved.count) flashcards made."
    }

    /// The subject a word of the model's names ("storia", "physics"), if any visible one.
    private func subjectKey(named word: String) -> String? {
        try? context.subjectKey(named: word)
    }

    private func subjectName(_ key: String?) -> String {
        guard let key, let subject = try? context.subjects.subject(key: key) else {
            return context.localization.text("coach.anySubject")
        }
        return context.localization.name(of: subject)
    }

    /// A line for the student, in text mode only.
    private func say(_ line: String) {
        if !context.json { context.console.out(line) }
    }
}
