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

/// What lives as long as a session (one command, a script, or a REPL): the interface language, which
/// `/lang` changes at once, and the changes that `/undo` can take back, newest last.
public final class SessionState: @unchecked Sendable {
    private let lock = NSLock()
    private var currentLanguage: InterfaceLanguage
    private var changes: [SessionChange] = []
    private var chatting = false
    private var conversationID: Int64?

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

    /// The conversation with the coach that this session continues; nil before the first message or after `/new`.
    public var coachConversationID: Int64? {
        get { lock.withLock { conversationID } }
        set { lock.withLock { conversationID = newValue } }
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
