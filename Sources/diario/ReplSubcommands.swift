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
            Help.self,
        ])

    /// The names that end a session.
    static let quitNames: Set<String> = ["quit", "exit", "esci", "q"]

    /// Every command name and alias, for completion.
    static var names: [String] {
        configuration.subcommands.flatMap { [$0._commandName] + $0.configuration.aliases } + quitNames.sorted()
    }
}

struct Edit: SessionCommand {
    static let configuration = CommandConfiguration(
        abstract: "Change the last task (or #ID) by typing it again.", aliases: ["modifica"])

    @OptionGroup var options: GlobalOptions

    @Argument(help: "#ID (optional), then the task as it should read.")
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
                throw UsageError.missingTask
            }
            text = edited
        }
        try tasks.edit(reference, to: text)
    }
}

struct Delete: SessionCommand {
    static let configuration = CommandConfiguration(
        abstract: "Delete a task by id or title (/undo brings it back).", aliases: ["elimina", "cancella"])

    @OptionGroup var options: GlobalOptions

    @Argument(help: "The task's id, or its title.")
    var task: [String]

    func run(in session: Session) throws {
        try TaskCommands(context: session.context).delete(task.joined(separator: " "))
    }
}

struct Undo: SessionCommand {
    static let configuration = CommandConfiguration(
        abstract: "Reverse the last change of this session.", aliases: ["annulla"])

    @OptionGroup var options: GlobalOptions

    func run(in session: Session) throws { try TaskCommands(context: session.context).undo() }
}

struct Lang: SessionCommand {
    static let configuration = CommandConfiguration(
        abstract: "Switch the language (it or en) and remember it.", aliases: ["lingua", "language"])

    @OptionGroup var options: GlobalOptions

    @Argument(help: "it or en.")
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
    static let configuration = CommandConfiguration(abstract: "Show the commands and examples.", aliases: ["aiuto", "h"])

    @OptionGroup var options: GlobalOptions

    func run(in session: Session) throws { SessionCommands(context: session.context).help() }
}
