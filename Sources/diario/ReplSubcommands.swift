import ArgumentParser
import DiarioApp
import DiarioDomain

/// The commands typed after a slash in the REPL (and in scripts): the shared task and subject commands plus
/// those that only make sense inside a session.
struct ReplCommands: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "/",
            subcommands: [
                Add.self, List.self, Done.self, Study.self, Edit.self, Delete.self, Undo.self, Subjects.self, Lang.self,
                Help.self, Card.self, Cards.self, Quiz.self, Exams.self, Plan.self, Prepare.self, Drill.self,
                Coach.self, NewConversation.self, Stats.self,
                Achievements.self, Goals.self, Terms.self, Timer.self, StartTimer.self, StopTimer.self,
            ])
    }

    /// Every command name and alias, for completion.
    static var names: [String] {
        configuration.subcommands.flatMap(CommandNames.all(of:)) + InterfaceCommands.quitNames.sorted()
    }
}

struct Edit: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "edit",
            abstract: cliText("cli.Edit.abstract"), aliases: ["modifica"])
    }

    @Argument(help: cliHelp("cli.Edit.words"))
    var words: [String] = []

    func run(in context: AppContext) throws {
        var words = words
        var reference: String?
        if let first = words.first, Int64(first.hasPrefix("#") ? String(first.dropFirst()) : first) != nil {
            reference = first
            words.removeFirst()
        }
        let tasks = TaskCommands(context: context)
        var text = words.joined(separator: " ")
        if text.isEmpty {
            let task = try tasks.taskToEdit(reference)
            reference = "#\(task.id ?? 0)"
            guard let edited = context.asking.edit(task.sourceText ?? task.title), !edited.isEmpty else {
                throw UsageError.missingEditText
            }
            text = edited
        }
        try tasks.edit(reference, to: text)
    }
}

struct Delete: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "delete",
            abstract: cliText("cli.Delete.abstract"), aliases: ["elimina", "cancella"])
    }

    @Argument(help: cliHelp("cli.Delete.task"))
    var task: [String]

    func run(in context: AppContext) throws {
        try TaskCommands(context: context).delete(task.joined(separator: " "))
    }
}

struct Undo: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "undo",
            abstract: cliText("cli.Undo.abstract"), aliases: ["annulla"])
    }

    @Flag(help: cliHelp("cli.Undo.list")) var list = false

    func run(in context: AppContext) throws {
        let commands = UndoCommands(context: context)
        try list ? commands.list() : commands.undo()
    }
}

struct Lang: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "lang",
            abstract: cliText("cli.Lang.abstract"), aliases: ["lingua", "language"])
    }

    @Argument(help: cliHelp("cli.Lang.language"))
    var language: String?

    func validate() throws {
        if let language, InterfaceLanguage(code: language) == nil {
            throw invalid(.invalidLanguage(value: language))
        }
    }

    func run(in context: AppContext) throws {
        try InterfaceCommands(context: context).setLanguage(language.flatMap(InterfaceLanguage.init(code:)))
    }
}

struct Help: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "help", abstract: cliText("cli.Help.abstract"), aliases: ["aiuto", "h"])
    }

    func run(in context: AppContext) throws { InterfaceCommands(context: context).help() }
}
