public import Foundation

// The repository boundary. A read can fail only because the database does: it throws ``StorageError`` (typed).
// A change can also break a rule of Diario's world: it throws ``DomainError`` for that (each method says which) and
// ``StorageError`` when the database fails; nothing else crosses the boundary.

/// Reads and changes the student's subjects; every change keeps tasks: none is ever deleted with a subject.
public protocol SubjectRepository: Sendable {
    /// Every subject in list order; hidden ones only when asked.
    func subjects(includingHidden: Bool) throws(StorageError) -> [Subject]
    /// The subject with that key, hidden or not.
    func subject(key: String) throws(StorageError) -> Subject?
    /// Saves a new custom subject; its key and aliases must be free. Throws ``DomainError/subjectExists(key:)`` or
    /// ``DomainError/aliasTaken(alias:subjectKey:)``, else ``StorageError``.
    func createSubject(_ subject: Subject) throws -> Subject
    /// Gives a subject a name of the student's choosing (for a built-in, nil restores the localized name). Throws
    /// ``DomainError/subjectNotFound(key:)`` or ``DomainError/invalidSubjectName(name:)``, else ``StorageError``.
    func renameSubject(key: String, to name: String?) throws -> Subject
    /// Shows or hides a subject in lists and detection. Throws ``DomainError/subjectNotFound(key:)`` or
    /// ``DomainError/fallbackSubjectRequired``, else ``StorageError``.
    func setSubjectActive(key: String, _ isActive: Bool) throws -> Subject
    /// Adds the aliases to a subject; an alias can belong to one subject only. Throws
    /// ``DomainError/subjectNotFound(key:)`` or ``DomainError/aliasTaken(alias:subjectKey:)``, else ``StorageError``.
    func addAliases(_ aliases: [String], toSubject key: String) throws -> Subject
    /// Removes a custom subject after moving its tasks and materials to `replacementKey`, in one transaction.
    /// Returns how many tasks were moved. Throws ``DomainError`` for a built-in, the fallback or a missing subject,
    /// else ``StorageError``.
    func removeSubject(key: String, movingWorkTo replacementKey: String) throws -> Int
    /// Shows the built-in subjects of `set` and hides the other built-ins, in one transaction that undo takes back;
    /// custom subjects are left as they are. Returns the subjects now visible. Throws ``StorageError``.
    func chooseSubjects(_ set: SchoolSubjectSet) throws -> [Subject]
}

/// Which tasks a list shows.
public enum TaskQuery: Hashable, Sendable {
    /// Open tasks due on that day.
    case dueOn(CalendarDay)
    /// Open tasks due in the range.
    case dueIn(DayRange)
    /// Open tests, orals and exams due in the range: what reviews are planned for.
    case testsDueIn(DayRange)
    /// Open tasks whose due moment has passed at that day and time.
    case overdue(day: CalendarDay, time: TimeOfDay)
    /// Open tasks due on or before the day, overdue ones included: the default agenda.
    case dueThrough(CalendarDay)
    /// Open tasks of a subject, with or without a date.
    case openBySubject(key: String)
    /// Every open task, with or without a date.
    case allOpen
    /// The most recently filed tasks, open or done, newest first.
    case recent(limit: Int)
    /// Tasks completed at or after `from` and before `to`, most recent first.
    case completedBetween(from: Date, to: Date)
}

/// Reads and changes tasks; lists are ordered by due date, then priority, then filing time.
public protocol TaskRepository: Sendable {
    /// Saves a new task and returns it with its id; its subject key must exist. Throws ``DomainError`` for a task
    /// that breaks a rule (``StudyTask/validated()``) or names no subject, else ``StorageError``.
    func addTask(_ task: StudyTask) throws -> StudyTask
    /// Saves the changes to an existing task. Throws ``DomainError/taskNotFound(id:)`` or a broken rule, else
    /// ``StorageError``.
    func updateTask(_ task: StudyTask) throws -> StudyTask
    /// The task with that id.
    func task(id: Int64) throws(StorageError) -> StudyTask?
    /// The tasks the query selects, in list order (or newest first for `recent` and `completedBetween`).
    func tasks(_ query: TaskQuery) throws(StorageError) -> [StudyTask]
    /// How many open tasks are due on each day of the range; days with none are left out.
    func openTaskCounts(in range: DayRange) throws(StorageError) -> [CalendarDay: Int]
    /// Every task, open and done, in id order: what a backup holds.
    func allTasks() throws(StorageError) -> [StudyTask]
    /// Marks a task completed at `instant` and, in the same transaction, files the task `next` returns for it
    /// (a repeating task's next occurrence) unless an open task with the same title, subject, rule and due
    /// date exists already. Returns the completed task, the follow-up (filed now, or found open), and whether
    /// it was filed by this call. Throws ``DomainError/taskNotFound(id:)`` or
    /// ``DomainError/taskAlreadyCompleted(id:)``, else ``StorageError``.
    func completeTask(id: Int64, at instant: Date, then next: (StudyTask) -> StudyTask?) throws
        -> (completed: StudyTask, next: StudyTask?, nextIsNew: Bool)
    /// Removes the task with that id and returns it as it was; the undo journal can bring it back. Throws
    /// ``DomainError/taskNotFound(id:)``, else ``StorageError``.
    func deleteTask(id: Int64) throws -> StudyTask
}

/// Which cards a quiz or a list takes.
public enum CardQuery: Hashable, Sendable {
    /// Cards not suspended and due at or before the instant, most overdue first; of one subject when given.
    case due(at: Date, subjectKey: String?, limit: Int)
    /// Every card, suspended or not, of one subject when given, in id order.
    case all(subjectKey: String?)
}

/// Reads and changes flashcards and their review logs.
public protocol CardRepository: Sendable {
    /// Saves a new card and returns it with its id; its subject key must exist. Throws ``DomainError`` for a card
    /// that breaks a rule or names no subject, else ``StorageError``.
    func addCard(_ card: StudyCard) throws -> StudyCard
    /// Saves every field of an existing card. Throws ``DomainError/cardNotFound(id:)`` or a broken rule, else
    /// ``StorageError``.
    func updateCard(_ card: StudyCard) throws -> StudyCard
    /// The card with that id.
    func card(id: Int64) throws(StorageError) -> StudyCard?
    /// The cards the query selects.
    func cards(_ query: CardQuery) throws(StorageError) -> [StudyCard]
    /// How many cards not suspended are due at the instant.
    func dueCardCount(at instant: Date, subjectKey: String?) throws(StorageError) -> Int
    /// Saves the card's new memory state and its review log in one transaction. Throws
    /// ``DomainError/cardNotFound(id:)``, else ``StorageError``.
    func recordReview(_ log: ReviewLog) throws
    /// The reviews of a card, oldest first.
    func reviews(ofCard id: Int64) throws(StorageError) -> [ReviewLog]
    /// Deletes a card (and its reviews) and returns both, so that an undo can restore them. Throws
    /// ``DomainError/cardNotFound(id:)``, else ``StorageError``.
    func deleteCard(id: Int64) throws -> (card: StudyCard, reviews: [ReviewLog])
    /// Saves all the cards (with their reviews) in one transaction: every one or none. Subjects named that do
    /// not exist are created first. Returns the saved cards. Throws ``DomainError`` for a card that breaks a rule,
    /// else ``StorageError``.
    func importCards(_ cards: [(card: StudyCard, reviews: [ReviewLog])]) throws -> [StudyCard]
}

/// Where study sessions are kept.
public protocol StudyLogRepository: Sendable {
    /// Records a session (validated first); its subject must exist. Undoable. Throws ``DomainError`` for a
    /// session of no time or over a day, or an unknown subject, and ``StorageError``.
    func logStudy(_ session: StudySession) throws -> StudySession
    /// The sessions that started in `interval` (start included, end excluded), oldest first.
    func studySessions(in interval: DateInterval) throws(StorageError) -> [StudySession]
}

/// Where the timer, the achievements, the terms and goals are kept, and the logs are added up for progress.
public protocol ProgressRepository: Sendable {
    /// Starts the timer; throws ``DomainError/timerRunning(subjectKey:minutes:)`` when one runs, or an unknown
    /// subject.
    func startTimer(_ timer: StudyTimer) throws
    /// The running timer, if any.
    func runningTimer() throws(StorageError) -> StudyTimer?
    /// Stops the timer and records its session (when it lasted a minute or more) in one undoable change; throws
    /// ``DomainError/timerNotRunning`` when none runs. Returns the timer and the session recorded.
    func stopTimer(at instant: Date) throws -> (timer: StudyTimer, session: StudySession?)
    /// The study, reviews and completed tasks from `start` (included) to `end` (excluded), per quarter hour: minutes
    /// per subject, reviews and tasks all subjects together.
    func activity(from start: Date, to end: Date) throws(StorageError) -> [ActivityTally]
    /// Records one answer of an arithmetic drill.
    func recordDrillAnswer(problem: String, solved: Bool, stars: Int, at instant: Date) throws(StorageError)
    /// Cards reviewed plus exercises solved, ever.
    func practiceCount() throws(StorageError) -> Int
    /// The latest answers, cards and exercises together, newest first: when, and whether right.
    func latestAnswers(limit: Int) throws(StorageError) -> [(at: Date, right: Bool)]
    /// The achievements earned, with when.
    func achievements() throws(StorageError) -> [Achievement: Date]
    /// Saves the achievements not yet earned among `earned` as earned at `instant`; returns those.
    func unlock(_ earned: Set<Achievement>, at instant: Date) throws(StorageError) -> [Achievement]
    /// Every term, earliest first.
    func terms() throws(StorageError) -> [StudyTerm]
    /// Saves a new term (validated). Undoable.
    func addTerm(_ term: StudyTerm) throws -> StudyTerm
    /// Saves a term's new name or days. Undoable; throws ``DomainError/termNotFound(id:)``.
    func updateTerm(_ term: StudyTerm) throws -> StudyTerm
    /// Removes a term and its goal assignments (goals stay). Undoable; throws ``DomainError/termNotFound(id:)``.
    func removeTerm(id: Int64) throws -> StudyTerm
    /// Every goal with its targets and terms, oldest first.
    func goals() throws(StorageError) -> [StudyGoal]
    /// Saves a new goal (validated) with its targets and terms. Undoable; throws for an unknown subject or term.
    func addGoal(_ goal: StudyGoal) throws -> StudyGoal
    /// Replaces a goal's title, targets and terms. Undoable; throws ``DomainError/goalNotFound(id:)``.
    func updateGoal(_ goal: StudyGoal) throws -> StudyGoal
    /// Removes a goal with its targets. Undoable; throws ``DomainError/goalNotFound(id:)``.
    func removeGoal(id: Int64) throws -> StudyGoal
    /// How much of `target` was done from `start` (included) to `end` (excluded): minutes, a count, or a
    /// percentage (0 with no reviews).
    func measure(_ target: GoalTarget, from start: Date, to end: Date) throws(StorageError) -> Double
    /// The daily goal in minutes, if the student set one.
    func dailyGoalMinutes() throws(StorageError) -> Int?
    /// Sets (or, with nil, clears) the daily goal in minutes.
    func setDailyGoalMinutes(_ minutes: Int?) throws(StorageError)
}

/// Reads and saves the preferences the student sets inside Diario.
public protocol PreferenceRepository: Sendable {
    /// The interface language chosen with `/lang`, if any.
    func preferredLanguage() throws(StorageError) -> InterfaceLanguage?
    /// Remembers the interface language for the next sessions.
    func savePreferredLanguage(_ language: InterfaceLanguage) throws(StorageError)
    /// How reviews are planned before tests: the saved settings, the defaults for those never saved (or unreadable).
    func reviewPlanSettings() throws(StorageError) -> ReviewPlanSettings
    /// Saves the plan settings in one transaction. Throws ``DomainError/invalidPlanSetting`` for a value out of its
    /// range, else ``StorageError``.
    func saveReviewPlanSettings(_ settings: ReviewPlanSettings) throws
    /// What the marks' signs are worth at the student's school; the usual values when never saved.
    func gradeSigns() throws(StorageError) -> GradeSigns
    /// Saves what the marks' signs are worth (each between −1 and 1). Throws ``DomainError/invalidGrade(text:)``
    /// for a value out of range, else ``StorageError``.
    func saveGradeSigns(_ signs: GradeSigns) throws
    /// The scale the school writes marks on; Italian unless set.
    func gradeScale() throws(StorageError) -> GradeScale
    /// Saves the scale.
    func saveGradeScale(_ scale: GradeScale) throws(StorageError)
    /// The school the student chose, or that they passed; nil when they were never asked and never chose.
    func schoolChoice() throws(StorageError) -> SchoolChoice?
    /// Remembers the answer to "which school?", so that it is asked once.
    func saveSchoolChoice(_ choice: SchoolChoice) throws(StorageError)
}

/// Reads and saves study materials and the text read from their files.
public protocol MaterialRepository: Sendable {
    /// The folder beside the database where the files of materials are kept, by hash.
    var materialFilesFolder: String { get }
    /// Saves a new material with the pages read from its file and returns it with its id, in one undoable change.
    /// Throws ``DomainError`` for an empty or too long title or a missing subject, else ``StorageError``.
    func addMaterial(_ material: StudyMaterial, pages: [String]) throws -> StudyMaterial
    /// Every material, in id order.
    func allMaterials() throws(StorageError) -> [StudyMaterial]
    /// The material with that id.
    func material(id: Int64) throws(StorageError) -> StudyMaterial?
    /// The material made from the file with that SHA-256, if any.
    func material(sha256: String) throws(StorageError) -> StudyMaterial?
    /// The materials the query selects.
    func materials(_ query: MaterialQuery) throws(StorageError) -> [StudyMaterial]
    /// The pages read from a material, in order.
    func pages(ofMaterial id: Int64) throws(StorageError) -> [MaterialPage]
    /// Records where reading a material stands; for `.done`, puts `pages` in place of its pages and sets its page
    /// count, in the same transaction (not journaled: undoing the material's addition takes its pages with it); any
    /// other status leaves the pages as they are. Throws ``DomainError/materialNotFound(id:)``, else ``StorageError``.
    func recordReading(ofMaterial id: Int64, status: MaterialStatus, pages: [String]) throws
    /// Gives a material a new title, in one undoable change. Throws ``DomainError/materialNotFound(id:)``,
    /// ``DomainError/emptyTitle`` or ``DomainError/titleTooLong(maxLength:)``, else ``StorageError``.
    func renameMaterial(id: Int64, to title: String) throws -> StudyMaterial
    /// Gives a material the subject `subjectKey`, undoably; its cards keep theirs. Throws
    /// ``DomainError/materialNotFound(id:)`` or ``DomainError/unknownSubject(_:)``, else ``StorageError``.
    func changeSubject(ofMaterial id: Int64, to subjectKey: String) throws -> StudyMaterial
    /// How many cards were made from a material.
    func cardCount(ofMaterial id: Int64) throws(StorageError) -> Int
    /// Removes a material with its pages, in one undoable change (its file stays, so undo brings it back whole).
    /// Returns it as it was. Throws ``DomainError/materialNotFound(id:)``, else ``StorageError``.
    func removeMaterial(id: Int64) throws -> StudyMaterial
}

extension MaterialRepository {
    /// Saves a new material that has no pages (a book, a link). Throws as ``addMaterial(_:pages:)``.
    public func addMaterial(_ material: StudyMaterial) throws -> StudyMaterial {
        try addMaterial(material, pages: [])
    }
}

/// Finds words among materials, cards and tasks.
public protocol SearchRepository: Sendable {
    /// The hits for `text` (every word must appear; accents and case do not matter; the last word may be the start
    /// of one), best first by bm25, at most `limit`, of one subject when given. Throws ``StorageError``.
    func search(_ text: String, subjectKey: String?, limit: Int) throws(StorageError) -> [SearchHit]
}

/// Keeps the conversations with the coach. Each message is saved whole in one write; a reply is saved once it
/// ends, with its status, so that a cut reply is never stored as a complete one.
public protocol ConversationRepository: Sendable {
    /// Saves a new, empty conversation and returns it with its id. Throws ``StorageError``.
    func startConversation(_ conversation: CoachConversation) throws -> CoachConversation
    /// The conversation with that id.
    func conversation(id: Int64) throws(StorageError) -> CoachConversation?
    /// The most recently started conversation, if any.
    func latestConversation() throws(StorageError) -> CoachConversation?
    /// Saves the messages, in order, in one transaction, and returns them with their ids. Throws ``StorageError``.
    func addMessages(_ messages: [CoachMessage]) throws -> [CoachMessage]
    /// The messages of a conversation, oldest first.
    func messages(inConversation id: Int64) throws(StorageError) -> [CoachMessage]
}

/// What the coach knows of how the student studies, read from the quizzes and the completed tasks.
public protocol StudyStatsRepository: Sendable {
    /// Per subject, the card reviews since the instant and how many were remembered; subjects without reviews
    /// are left out.
    func accuracyBySubject(since instant: Date) throws(StorageError) -> [SubjectAccuracy]
}

/// Finds which subject a piece of text is about.
public protocol SubjectDetecting: Sendable {
    /// A function that tells which of `subjects` (built-in and custom) a text names, or nil; build it once and
    /// call it for many texts.
    func detector(among subjects: [Subject]) -> @Sendable (String) -> String?
}

extension TaskRepository {
    /// Marks a task completed at `instant`, filing nothing after it.
    public func completeTask(id: Int64, at instant: Date) throws -> StudyTask {
        try completeTask(id: id, at: instant) { _ in nil }.completed
    }
}

/// Everything a student keeps, as one value: every repository at once, as the store gives them.
public typealias StudentData = TaskRepository & SubjectRepository & PreferenceRepository & CardRepository
    & ConversationRepository & StudyStatsRepository & StudyLogRepository & ProgressRepository
    & UndoJournalRepository & BackupRepository & MaterialRepository & SearchRepository & MindMapRepository
    & GradeRepository & TimetableRepository & StableIdentityRepository & AbsenceRepository & SyncRepository
    & CalendarLinkRepository

/// The stable identities (UUIDs) rows carry since v6: what copies of them outside Diario (a phone's calendar) are
/// keyed by.
public protocol StableIdentityRepository: Sendable {
    /// Every task's UUID, by id.
    func taskIdentities() throws(StorageError) -> [Int64: String]
    /// Every lesson's UUID, by id.
    func lessonIdentities() throws(StorageError) -> [Int64: String]
}
