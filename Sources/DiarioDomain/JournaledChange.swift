public import Foundation

/// What kind of change the undo journal holds.
public enum ChangeAction: String, CaseIterable, Sendable {
    /// A task was filed.
    case taskAdded = "task.added"
    /// A task was completed (and a repeating task's next occurrence perhaps filed).
    case taskCompleted = "task.completed"
    /// A task was changed.
    case taskEdited = "task.edited"
    /// A task was deleted.
    case taskDeleted = "task.deleted"
    /// A flashcard was made.
    case cardAdded = "card.added"
    /// A flashcard was changed, suspended or resumed.
    case cardEdited = "card.edited"
    /// A flashcard was deleted with its reviews.
    case cardDeleted = "card.deleted"
    /// A study session was recorded.
    case studyLogged = "study.logged"
    /// A term was added, changed or removed.
    case termChanged = "term.changed"
    /// A goal was added, changed or removed.
    case goalChanged = "goal.changed"
    /// A custom subject was removed, its work moved to another.
    case subjectRemoved = "subject.removed"
    /// The subjects of a school were chosen (`subjects preset`): built-ins shown and hidden.
    case subjectsChosen = "subjects.chosen"
    /// A study material was added from a file.
    case materialAdded = "material.added"
    /// A study material was renamed.
    case materialRenamed = "material.renamed"
    /// A study material was given another subject.
    case materialSubjectChanged = "material.subjectChanged"
    /// A study material was removed with its pages (its file is kept).
    case materialRemoved = "material.removed"
    /// A mind map was made, by hand, from a material or from an imported file.
    case mindMapAdded = "map.added"
    /// A mind map or one of its nodes was changed, added, moved or removed.
    case mindMapEdited = "map.edited"
    /// A grade was recorded (and perhaps its test completed).
    case gradeAdded = "grade.added"
    /// A grade was removed.
    case gradeRemoved = "grade.removed"
    /// A lesson was added to the timetable or removed from it.
    case timetableChanged = "timetable.changed"
    /// An absence, a late entry or an early exit was written down or removed.
    case absencesChanged = "absences.changed"
    /// Rows were imported from a file.
    case imported = "import"
    /// The whole database was replaced by a backup.
    case restored = "restore"
}

/// One change the undo journal can take back, newest first in lists.
public struct JournaledChange: Equatable, Sendable {
    /// The journal's number for it.
    public var id: Int64
    /// When it was made.
    public var madeAt: Date
    /// What it was.
    public var action: ChangeAction
    /// A few words that name it for the student: a title, a card's front, a file's name.
    public var summary: String
    /// The task or card it was about, when it was about one.
    public var itemId: Int64?

    /// Creates an entry as the journal lists it.
    public init(id: Int64, madeAt: Date, action: ChangeAction, summary: String, itemId: Int64?) {
        self.id = id
        self.madeAt = madeAt
        self.action = action
        self.summary = summary
        self.itemId = itemId
    }
}

/// The undo journal, kept in the database so that any process can undo the last change, whoever made it.
public protocol UndoJournalRepository: Sendable {
    /// The most recent changes that can still be undone, newest first.
    func recentChanges(limit: Int) throws -> [JournaledChange]
    /// Takes back the newest change in one transaction (for a restore: puts back the database it replaced) and
    /// removes it from the journal; nil when there is nothing to undo.
    func undoLastChange() throws -> JournaledChange?
}
