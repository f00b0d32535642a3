import DiarioDomain
import Foundation

/// `undo` and `undo --list`: the database's undo journal, shared by every session and process.
public struct UndoCommands: Sendable {
    let context: AppContext

    /// Creates the commands over a context.
    public init(context: AppContext) { self.context = context }

    /// How many changes `undo --list` shows.
    public static let listed = 10

    /// Takes back the newest change, whoever made it, and says what came back; says so when there is none.
    public func undo() throws {
        guard let change = try context.journal.undoLastChange() else {
            context.console.out(context.localization.text("undo.nothing"))
            return
        }
        if context.json {
            context.console.out(JSONOutput.line(UndoneJSON(change)))
            return
        }
        context.console.out(context.localization.text("undo.\(change.action.rawValue)", ["what": try describe(change)]))
    }

    /// Lists the changes undo would take back, newest first.
    public func list() throws {
        let changes = try context.journal.recentChanges(limit: Self.listed)
        if context.json {
            context.console.out(JSONOutput.line(changes.map(UndoneJSON.init)))
            return
        }
        guard !changes.isEmpty else {
            context.console.out(context.localization.text("undo.nothing"))
            return
        }
        for (position, change) in changes.enumerated() {
            let (day, time) = context.clock.localDayAndTime(of: change.madeAt)
            let when = context.localization.shortDate(day) + " " + time.iso
            let what = context.localization.text("journal.\(change.action.rawValue)", ["what": change.summary])
            context.console.out("  \(position + 1). \(when)  \(what)")
        }
        context.console.out(
            context.style.dim(context.localization.text("undo.listFooter", ["undo": Self.hint(context)])))
    }

    /// How the student undoes from where they are: `/annulla` (`/undo`) in the REPL or a script, `diario undo`
    /// on the command line.
    static func hint(_ context: AppContext) -> String {
        context.localization.text(context.session.readsLines ? "undo.hint.line" : "undo.hint.command")
    }

    /// The thing that came back or went away: the task or card as it is now, else the words it was journaled with.
    private func describe(_ change: JournaledChange) throws -> String {
        switch change.action {
        case .taskAdded, .taskCompleted, .taskEdited, .taskDeleted:
            if let id = change.itemId, let task = try context.tasks.task(id: id) {
                return try TaskRenderer(context: context).summary(task)
            }
        case .studyLogged:
            // Journaled as "KEY, N min": the subject said by its name.
            let parts = change.summary.split(separator: ",", maxSplits: 1)
            if parts.count == 2, let subject = try context.subjects.subject(key: String(parts[0])) {
                return context.localization.name(of: subject) + "," + parts[1]
            }
        case .cardAdded, .cardEdited, .cardDeleted, .subjectRemoved, .subjectsChosen, .imported, .restored,
            .materialAdded, .materialRenamed, .materialSubjectChanged, .materialRemoved, .mindMapAdded, .mindMapEdited,
            .gradeAdded,
            .gradeRemoved, .timetableChanged, .absencesChanged,
            .termChanged,
            .goalChanged:
            break
        }
        return change.summary
    }
}
