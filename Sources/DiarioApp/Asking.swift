/// How a session asks the student a short question and lets them edit a line; both return nil when no one
/// can answer (a script, or the end of input).
public struct Asking: Sendable {
    /// Shows the question and returns the answer typed.
    public var ask: @Sendable (_ question: String) -> String?
    /// Shows `text` ready to be edited and returns the edited line.
    public var edit: @Sendable (_ text: String) -> String?

    /// Creates the client from its two operations.
    public init(
        ask: @escaping @Sendable (_ question: String) -> String?, edit: @escaping @Sendable (_ text: String) -> String?
    ) {
        self.ask = ask
        self.edit = edit
    }

    /// No one to ask: script mode.
    public static let unavailable = Asking(ask: { _ in nil }, edit: { _ in nil })
}
