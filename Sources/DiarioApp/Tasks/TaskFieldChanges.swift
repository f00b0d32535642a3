/// The fields `diario edit` sets by option: nil leaves a field as it is, an empty text clears it.
public struct TaskFieldChanges: Sendable, Equatable {
    /// The new title (it cannot be cleared).
    public var title: String?
    /// The new day in words ("venerdì", "12/3"); empty clears the day, its time and its repetition.
    public var due: String?
    /// The new time in words ("9:30", "alle 15"); empty clears it.
    public var time: String?
    /// The new subject, by name or key; empty gives the task to "other".
    public var subject: String?
    /// The new kind, by key or name in either language; empty is "other".
    public var kind: String?
    /// The new priority, by key or name in either language; empty is medium.
    public var priority: String?
    /// The new notes; empty clears them.
    public var notes: String?

    /// Changes of the fields given.
    public init(
        title: String? = nil, due: String? = nil, time: String? = nil, subject: String? = nil, kind: String? = nil,
        priority: String? = nil, notes: String? = nil
    ) {
        self.title = title
        self.due = due
        self.time = time
        self.subject = subject
        self.kind = kind
        self.priority = priority
        self.notes = notes
    }

    /// Whether no field is named.
    public var isEmpty: Bool { self == TaskFieldChanges() }
}
