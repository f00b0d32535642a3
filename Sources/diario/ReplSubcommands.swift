import ArgumentParser
import DiarioApp
import DiarioDomain

/// The commands typed after a slash in the REPL (and in scripts): the shared task and subject commands plus
/// those that only make sense inside a session.
struct ReplCommands: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "/",
        subcommands: [
            Add.self, List.self, Done.self, Edit.self, Delete.self, Undo.self, Subjects.self, Lang.self,
            Help.self, Card.self, Cards.self, Quiz.self, Drill.self, Coach.self, NewConversation.self,
        ])

    /// The names that end a session.
    static let quitNames: Set<String> = ["quit", "exit", "esci", "q"]

    /// The names that, in chat mode, go back to the planner instead of ending the session.
    static let leaveChatNames: Set<String> = ["exit", "esci"]

    /// Every command name and alias, for completion.
    static var names: [String] {
        configuration.subcommands.flatMap { [$0._commandName] + $0.configuration.aliases } + quitNames.sorted()
    }
}

struct Edit: SessionCommand {
    static let configuration = CommandConfiguration(
        abstract: cliText("cli.Edit.abstract"), aliases: ["modifica"])

    @OptionGroup var options: GlobalOptions

    @Argument(help: cliHelp("cli.Edit.words"))
    var words: [String] = []

    func run(in session: Session) throws {
        var words = words
        var reference: String?
        if let first = words.first, Int64(first.hasPrefix("#") ? String(first.dropFirst()) : first) != nil {
            reference = first
            words.removeFirst()
        }
        let tasks = TaskCommands(context: session.context)
        var text = words.joined(separator: " ")
        if text.isEmpty {
            let task = try tasks.taskToEdit(reference)
            reference = "#\(task.id ?? 0)"
            guard let edited = session.asking.edit(task.sourceText ?? task.title), !edited.isEmpty else {
                throw UsageError.missingEditText
            }
            text = edited
        }
        try tasks.edit(reference, to: text)
    }
}

struct Delete: SessionCommand {
    static let configuration = CommandConfiguration(
        abstract: cliText("cli.Delete.abstract"), aliases: ["elimina", "cancella"])

    @OptionGroup var options: GlobalOptions

    @Argument(help: cliHelp("cli.Delete.task"))
    var task: [String]

    func run(in session: Session) throws {
        try TaskCommands(context: session.context).delete(task.joined(separator: " "))
    }
}

struct Undo: SessionCommand {
    static let configuration = CommandConfiguration(
        abstract: cliText("cli.Undo.abstract"), aliases: ["annulla"])

    @OptionGroup var options: GlobalOptions

    @Flag(help: cliHelp("cli.Undo.list")) var list = false

    func run(in session: Session) throws {
        let commands = UndoCommands(context: session.context)
        try list ? commands.list() : commands.undo()
    }
}

struct Lang: SessionCommand {
    static let configuration = CommandConfiguration(
        abstract: cliText("cli.Lang.abstract"), aliases: ["lingua", "language"])

    @OptionGroup var options: GlobalOptions

    @Argument(help: cliHelp("cli.Lang.language"))
    var language: String?

    func validate() throws {
        if let language, InterfaceLanguage(code: language) == nil {
            throw options.usage(.invalidLanguage(value: language))
        }
    }

    func run(in session: Session) throws {
        try SessionCommands(context: session.context).setLanguage(language.flatMap(InterfaceLanguage.init(code:)))
    }
}

struct Help: SessionCommand {
    static let configuration = CommandConfiguration(abstract: cliText("cli.Help.abstract"), aliases: ["aiuto", "h"])

    @OptionGroup var options: GlobalOptions

    func run(in session: Session) throws { SessionCommands(context: session.context).help() }
}
