public import Foundation

/// Something a student has to do by a day: homework, a test to prepare, a book to read.
public struct StudyTask: Identifiable, Hashable, Sendable {
    /// The longest title a task may have, in characters.
    public static let maxTitleLength = 500

    /// The store's id; nil until the task is saved.
    public var id: Int64?
    /// The task as the student would write it in the planner ("Math homework").
    public var title: String
    /// The key of the task's subject ("math", or a custom subject's key); nil only in data not yet migrated.
    public var subjectKey: String?
    /// What sort of work it is.
    public var kind: TaskKind
    /// The day it is due, if any.
    public var dueDate: CalendarDay?
    /// The time it is due on ``dueDate``; nil means the end of that day.
    public var dueTime: TimeOfDay?
    /// How urgent it is.
    public var priority: TaskPriority
    /// Free notes.
    public var notes: String?
    /// When the task was filed.
    public var createdAt: Date
    /// When it was completed; nil while it is open.
    public var completedAt: Date?
    /// A recurrence rule such as `FREQ=WEEKLY;BYDAY=MO`, or nil for a one-off task.
    public var repeatRule: String?
    /// The words the student typed to create it, kept for later re-reading (e.g. subject detection).
    public var sourceText: String?

    /// Creates a task; only the title and the filing time are required.
    public init(
        id: Int64? = nil, title: String, subjectKey: String? = nil, kind: TaskKind = .other,
        dueDate: CalendarDay? = nil, dueTime: TimeOfDay? = nil, priority: TaskPriority = .medium,
        notes: String? = nil, createdAt: Date, completedAt: Date? = nil, repeatRule: String? = nil,
        sourceText: String? = nil
    ) {
        self.id = id
        self.title = title
        self.subjectKey = subjectKey
        self.kind = kind
        self.dueDate = dueDate
        self.dueTime = dueTime
        self.priority = priority
        self.notes = notes
        self.createdAt = createdAt
        self.completedAt = completedAt
        self.repeatRule = repeatRule
        self.sourceText = sourceText
    }

    /// Whether the task is still to do.
    public var isOpen: Bool { completedAt == nil }

    /// Whether the task is open and its due moment has passed at `day`, `time`.
    /// A task without a time is due at the end of its day, so it is not overdue before midnight.
    public func isOverdue(on day: CalendarDay, at time: TimeOfDay) -> Bool {
        guard isOpen, let due = dueDate else { return false }
        if due < day { return true }
        if due == day, let dueTime { return dueTime < time }
        return false
    }

    /// Checks the rules every saved task keeps: a non-empty title of bounded length and, for an open
    /// task, a due date no more than a year before `today`. Returns the task with its title and notes trimmed and rid of
    /// control characters (a file or a device could hide terminal escapes in them).
    public func validated(today: CalendarDay) throws(DomainError) -> StudyTask {
        var task = self
        task.title = StoredText.clean(title)
        guard !task.title.isEmpty else { throw .emptyTitle }
        guard task.title.count <= Self.maxTitleLength else {
            throw .titleTooLong(maxLength: Self.maxTitleLength)
        }
        if task.isOpen, let due = task.dueDate, due < today.adding(months: -12) {
            throw .dueTooFarInPast(due: due)
        }
        if let notes = task.notes.map(StoredText.clean) {
            task.notes = notes.isEmpty ? nil : notes
        }
        return task
    }
}

/// What sort of work a task is; the order is the contract's, most specific first.
public enum TaskKind: String, CaseIterable, Codable, Sendable {
    case oral, test, exam, project, homework, reading, study, other
}

/// How urgent a task is; `medium` unless the student says otherwise.
public enum TaskPriority: String, CaseIterable, Codable, Sendable, Comparable {
    case high, medium, low

    /// 0 for high, 1 for medium, 2 for low: the order in which lists show them.
    public var rank: Int {
        switch self {
        case .high: 0
        case .medium: 1
        case .low: 2
        }
    }

    public static func < (lhs: TaskPriority, rhs: TaskPriority) -> Bool { lhs.rank < rhs.rank }
}
