public import DiarioDomain
import Foundation

/// Which conversation with the coach a session's next message goes to.
public enum CoachThread: Equatable, Sendable {
    /// None chosen yet: the most recent conversation goes on.
    case latest
    /// This conversation goes on.
    case continuing(Int64)
    /// A new conversation starts at the next message (after `/new`).
    case new
}

/// What lives as long as a session (one command, a script, or a REPL): the interface language, which `/lang`
/// changes at once, the coach's thread, and the task `/edit` works on by default. What `/undo` takes back is not
/// here: it lives in the database's undo journal, so that any later session or process can undo it.
public final class SessionState: @unchecked Sendable {
    private let lock = NSLock()
    private var currentLanguage: InterfaceLanguage
    private var chatting = false
    private var thread = CoachThread.latest
    private var touchedTaskID: Int64?

    /// Whether commands are typed as lines (the REPL, a script): messages then name `/undo`, not `diario undo`.
    public let readsLines: Bool

    /// Starts a session in `language`.
    public init(language: InterfaceLanguage, readsLines: Bool = false) {
        currentLanguage = language
        self.readsLines = readsLines
    }

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

    /// The id of the task most recently filed or edited in this session, if any.
    var lastTouchedTaskID: Int64? {
        get { lock.withLock { touchedTaskID } }
        set { lock.withLock { touchedTaskID = newValue } }
    }
}
