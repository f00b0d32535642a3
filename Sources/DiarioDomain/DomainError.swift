/// A rule of Diario's world was broken; the interface turns each case into a localized sentence.
public enum DomainError: Error, Equatable, Sendable {
    /// A task's title was empty once trimmed.
    case emptyTitle
    /// A title was longer than the limit.
    case titleTooLong(maxLength: Int)
    /// A new open task was due more than a year ago.
    case dueTooFarInPast(due: CalendarDay)
    /// No task has that id.
    case taskNotFound(id: Int64)
    /// The task was already completed.
    case taskAlreadyCompleted(id: Int64)
    /// No subject has that key.
    case subjectNotFound(key: String)
    /// A subject with that key (or a name giving that key) exists already.
    case subjectExists(key: String)
    /// The name cannot make a subject (empty, or no letters or digits).
    case invalidSubjectName(name: String)
    /// Built-in subjects can be hidden but not removed.
    case builtInSubjectNotRemovable(key: String)
    /// The fallback subject cannot be hidden or removed: work of unknown subject goes there.
    case fallbackSubjectRequired
    /// That alias already names another subject.
    case aliasTaken(alias: String, subjectKey: String)
    /// A card needs both a front and a back.
    case emptyCardSide
    /// A card side was longer than the limit.
    case cardTooLong(maxLength: Int)
    /// No card has that id.
    case cardNotFound(id: Int64)
    /// A study session lasted no time, or more than a day.
    case invalidStudyMinutes(Int)
    /// A study session cannot start in the future.
    case studyInFuture
    /// A term needs a name (at most 80 characters) and must not end before it starts.
    case invalidTerm
    /// No term has that id.
    case termNotFound(id: Int64)
    /// A goal needs a title, at least one target, amounts above zero and shares of at most 100%.
    case invalidGoal
    /// No goal has that id.
    case goalNotFound(id: Int64)
    /// The timer is already running, for that subject, for that many minutes.
    case timerRunning(subjectKey: String, minutes: Int)
    /// No timer is running.
    case timerNotRunning
    /// A plan setting is out of its range (target 0.50–0.99, budget 1–500 cards a day, horizon 1–120 days).
    case invalidPlanSetting
    /// No coming test matches what the student named (the subject's name as shown, or nil for any test).
    case noComingTest(subjectName: String?)
    /// No material has that id.
    case materialNotFound(id: Int64)
    /// No mind map has that id.
    case mindMapNotFound(id: Int64)
    /// The map has no node with that id.
    case mindMapNodeNotFound(id: Int64)
    /// A node cannot move under itself or one of its own children.
    case mindMapCycle
    /// The text is no grade on the scale (1 to 10, signs as marks use them).
    case invalidGrade(text: String)
    /// No grade has that id.
    case gradeNotFound(id: Int64)
    /// Another lesson holds that period (or those minutes) of that day.
    case lessonOverlaps(weekday: Int, period: String)
    /// Another lesson holds that period (or those minutes) of that day of the cycle.
    case cycleLessonOverlaps(cycleDay: Int, period: String)
    /// No lesson has that id.
    case lessonNotFound(id: Int64)
    /// A lesson needs a period (1 to 10) or a start time, and an end after its start.
    case invalidLesson
    /// A school break that ends before it starts, or has no name.
    case invalidBreak
    /// No school break has that id.
    case breakNotFound(id: Int64)
    /// An absence of no hours, or more than a day has.
    case invalidAbsence
    /// No absence has that id.
    case absenceNotFound(id: Int64)
    /// A mark that the school's letter or percentage scale does not have.
    case invalidMarkOnScale(text: String, scale: GradeScale)
}

/// The store could not do its job; shown with exit code 3.
public enum StorageError: Error, Equatable, Sendable {
    /// The database was written by a newer Diario; it was left untouched.
    case newerSchema(path: String)
    /// The database file could not be opened or created.
    case cannotOpen(path: String, reason: String)
    /// The file is not a Diario (SQLite) database.
    case notADatabase(path: String)
    /// A read or write failed inside SQLite.
    case failed(reason: String)
    /// The file is damaged; the newest backup, if there is one, can be restored.
    case damaged(path: String, newestBackup: String?)
    /// The disk (or the database's size limit) is full; nothing of the change was written.
    case full(path: String)
    /// The file or its folder cannot be written.
    case readOnly(path: String)
    /// The file is an SQLite database but not Diario's.
    case notADiarioDatabase(path: String)
    /// The last change cannot be undone any more: the data it touched no longer allows it.
    case cannotUndo
    /// A stored row holds a value Diario cannot read (a date written by hand); `diario doctor` names the tables.
    case unreadableRow(path: String)
    /// The database refused a value as out of its range (one of its own checks); nothing of the change was written.
    case refusedValue
}
