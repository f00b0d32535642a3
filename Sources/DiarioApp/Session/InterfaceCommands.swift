public import DiarioDomain
import DiarioLanguage
import DiarioLocalization

/// The commands about the interface itself: its language and the help.
public struct InterfaceCommands: Sendable {
    let context: AppContext

    /// Creates the commands over a context.
    public init(context: AppContext) { self.context = context }

    /// Switches the session to `language` at once and saves it for the next sessions; with no language,
    /// says which one is in use and how to change it.
    public func setLanguage(_ language: InterfaceLanguage?) throws {
        guard let language else {
            context.console.out(context.localization.text("lang.current"))
            return
        }
        try context.preferences.savePreferredLanguage(language)
        context.session.language = language
        if context.json {
            context.console.out(JSONOutput.line(["language": language.rawValue]))
        } else {
            context.console.out(context.localization.text("lang.switched"))
        }
    }

    /// A short help in the session's language, with examples in both languages.
    public func help() {
        let localization = context.localization
        var lines = [context.style.bold(localization.text("help.title")), ""]
        for command in Self.commands {
            lines.append("  " + localization.text("help.command.\(command)"))
        }
        lines += ["", context.style.bold(localization.text("help.examples"))]
        for index in 1...Self.exampleCount {
            lines.append("  " + localization.text("help.example.\(index)"))
        }
        lines += ["", localization.text("help.footer")]
        lines.forEach(context.console.out)
    }

    /// The slash commands (without the slash) that end a session, in both languages.
    public static var quitNames: Set<String> { SessionVocabulary.quit }

    /// The slash commands that, in chat mode, go back to the planner instead of ending the session.
    public static var leaveChatNames: Set<String> { SessionVocabulary.leaveChat }

    /// The commands `/help` lists, in the order shown.
    static let commands = [
        "add", "list", "done", "edit", "delete", "undo", "study", "timer", "stats", "goals", "exams", "subjects",
        "coach", "lang", "help", "quit",
    ]
    static let exampleCount = 6
}
