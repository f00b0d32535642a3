public import DiarioDomain
import Foundation

/// A change that `/undo` can reverse, with what is needed to put things back.
public enum SessionChange: Equatable, Sendable {
    /// A task was filed.
    case added(StudyTask)
    /// A task was completed, and a repeating task's next occurrence perhaps filed.
    case completed(before: StudyTask, next: StudyTask?)
    /// A task was changed.
    case edited(before: StudyTask, after: StudyTask)
    /// A task was deleted.
    case deleted(StudyTask)
    /// A card was made.
    case cardAdded(StudyCard)
    /// A card was deleted, with its reviews.
    case cardDeleted(StudyCard, reviews: [ReviewLog])
}

/// Which conversation with the coach a session's next message goes to.
public enum CoachThread: Equatable, Sendable {
    /// None chosen yet: the most recent conversation goes on.
    case latest
    /// This conversation goes on.
    case continuing(Int64)
    /// A new conversation starts at the next message (after `/new`).
    case new
}

/// What lives as long as a session (one command, a script, or a REPL): the interface language, which
/// `/lang` changes at once, and the changes that `/undo` can take back, newest last.
public final class SessionState: @unchecked Sendable {
    private let lock = NSLock()
    private var currentLanguage: InterfaceLanguage
    private var changes: [SessionChange] = []
    private var chatting = false
    private var thread = CoachThread.latest

    /// Starts a session in `language` with nothing to undo.
    public init(language: InterfaceLanguage) { currentLanguage = language }

    /// The language the student reads.
    public var language: InterfaceLanguage {
        get { lock.withLock { currentLanguage } }
        set { lock.withLock { currentLanguage = newValue } }
    }

    /// Whether free text goes to the coach (after `/coach`, until `/exit`).
    public var isChatting: Bool {
        get { lock.withLock { chatting } }
        set { lock.withLock { chatting = newValue } }
    }

    /// Which conversation the session's next message to the coach goes to.
    public var coachThread: CoachThread {
        get { lock.withLock { thread } }
        set { lock.withLock { thread = newValue } }
    }

    /// Remembers a change so that it can be undone.
    func record(_ change: SessionChange) { lock.withLock { changes.append(change) } }

    /// Takes the newest change off the list; nil when there is nothing left to undo.
    func takeLastChange() -> SessionChange? { lock.withLock { changes.popLast() } }

    /// The id of the task most recently filed or edited in this session, if any still stands.
    var lastTouchedTaskID: Int64? {
        lock.withLock {
            for change in changes.reversed() {
                switch change {
                case .added(let task): return task.id
                case .edited(_, let after): return after.id
                case .completed, .deleted, .cardAdded, .cardDeleted: continue
                }
            }
            return nil
        }
    }
}
