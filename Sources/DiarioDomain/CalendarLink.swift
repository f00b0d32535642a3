/// What a push last wrote to a CalDAV collection for one item: the server's version (ETag) and a digest of the text
/// Diario sent, so that a second push sends only what changed and never writes over a change made on the phone.
public struct PushedCalendarItem: Sendable, Equatable {
    /// The server's ETag after the write (or after the last pull read it), or nil when the server gave none.
    public var etag: String?
    /// The digest of the text sent, without its DTSTAMP.
    public var digest: String

    /// Creates the record.
    public init(etag: String?, digest: String) {
        self.etag = etag
        self.digest = digest
    }
}

/// A test read from a calendar, to be filed as a task once: its key is the event's UID, with the day of the
/// occurrence for a repeating one.
public struct CalendarTest: Sendable, Equatable {
    /// The UID (and, for an occurrence of a repeating event, "|" and the day): what the import is remembered by.
    public var key: String
    /// Where it was read: a collection's or feed's address (without a password), or a file's path.
    public var source: String
    /// The task it becomes (no id).
    public var task: StudyTask

    /// Creates the test.
    public init(key: String, source: String, task: StudyTask) {
        self.key = key
        self.source = source
        self.task = task
    }
}

/// What an import of calendar tests did: the tasks filed and the tasks moved because the calendar moved their day.
public struct CalendarImportOutcome: Sendable, Equatable {
    /// Tasks filed for events seen for the first time.
    public var added: [StudyTask]
    /// Tasks whose day the calendar changed since it was imported (and the student had not changed it).
    public var moved: [StudyTask]

    /// Creates the outcome.
    public init(added: [StudyTask], moved: [StudyTask]) {
        self.added = added
        self.moved = moved
    }
}

/// This device's memory of the calendars it writes to and reads from: never synced, exported or undone.
public protocol CalendarLinkRepository: Sendable {
    /// What was last written to the collection, by UID.
    func pushedItems(to collection: String) throws(StorageError) -> [String: PushedCalendarItem]
    /// Records what was written (or read) and forgets the UIDs removed, in one transaction.
    func recordPushed(_ items: [String: PushedCalendarItem], removing: [String], in collection: String)
        throws(StorageError)
    /// Files the tests never imported before and moves those whose day the calendar changed, in one journaled
    /// transaction (so that `undo` takes the whole import back); every key is remembered, so a test the student
    /// deleted is not imported again. Throws ``StorageError`` or ``DomainError/subjectNotFound(key:)``.
    func importCalendarTests(_ tests: [CalendarTest]) throws -> CalendarImportOutcome
    /// The UUIDs of the tasks filed from events read at `source`.
    func calendarImportedTasks(from source: String) throws(StorageError) -> Set<String>
    /// The feeds pulled at every sync, in the order added.
    func calendarSubscriptions() throws(StorageError) -> [String]
    /// Adds a feed; false when it was there already.
    func subscribeCalendar(_ url: String) throws(StorageError) -> Bool
    /// Removes a feed; false when it was not there.
    func unsubscribeCalendar(_ url: String) throws(StorageError) -> Bool
}
