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
                Add.self, List.self, Done.self, Study.self, Edit.self, Move.self, Delete.self, Undo.self, Subjects.self,
                Lang.self,
                Help.self, Card.self, Cards.self, Quiz.self, Exams.self, Plan.self, Prepare.self, Drill.self,
                Coach.self, NewConversation.self, Stats.self,
                Achievements.self, Goals.self, Terms.self, Timer.self, StartTimer.self, StopTimer.self, Materials.self,
                Search.self, Maps.self, Grades.self, Timetable.self, Holidays.self, CalendarCommand.self, Absences.self,
                SyncCommand.self,
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
            commandName: CommandName.edit.name,
            abstract: cliText("cli.Edit.abstract"), aliases: CommandName.edit.aliases)
    }

    @Option(name: [.long, .customLong("titolo")], help: cliHelp("cli.Edit.title")) var title: String?
    @Option(name: [.long, .customLong("scadenza")], help: cliHelp("cli.Edit.due")) var due: String?
    @Option(name: [.long, .customLong("ora")], help: cliHelp("cli.Edit.time")) var time: String?
    @Option(name: [.long, .customLong("materia")], help: cliHelp("cli.Edit.subject"), completion: .subjects)
    var subject: String?
    @Option(name: [.long, .customLong("tipo")], help: cliHelp("cli.Edit.kind")) var kind: String?
    @Option(name: [.long, .customLong("priorita")], help: cliHelp("cli.Edit.priority")) var priority: String?
    @Option(name: [.long, .customLong("note")], help: cliHelp("cli.Edit.notes")) var notes: String?

    @Argument(help: cliHelp("cli.Edit.words"), completion: .openTasks)
    var words: [String] = []

    var changes: TaskFieldChanges {
        TaskFieldChanges(
            title: title, due: due, time: time, subject: subject, kind: kind, priority: priority, notes: notes)
    }

    /// The task named and the new text: an id first names the task, and so does a quoted title before more
    /// words; with options, all the words name it; on the command line, of two arguments or more the first names
    /// it; otherwise the words are the new text of the task in focus (the last one filed or edited).
    func run(in context: AppContext) throws {
        var words = words
        var reference: String?
        if let first = words.first,
            Int64(first.hasPrefix("#") ? String(first.dropFirst()) : first) != nil
                || (words.count > 1 && first.contains(" "))
        {
            reference = first
            words.removeFirst()
        } else if !changes.isEmpty, !words.isEmpty {
            reference = words.joined(separator: " ")
            words = []
        } else if !context.session.readsLines, words.count > 1 {
            reference = words.removeFirst()
        }
        let tasks = TaskCommands(context: context)
        var text = words.joined(separator: " ")
        if text.isEmpty && changes.isEmpty {
            let task = try tasks.taskToEdit(reference)
            reference = "#\(task.id ?? 0)"
            guard let edited = context.asking.edit(task.sourceText ?? task.title), !edited.isEmpty else {
                throw UsageError.missingEditText
            }
            text = edited
        }
        try tasks.edit(reference, text: text.isEmpty ? nil : text, changes: changes)
    }
}

struct Move: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.move.name,
            abstract: cliText("cli.Move.abstract"), aliases: CommandName.move.aliases)
    }

    @Argument(help: cliHelp("cli.Move.words"), completion: .openTasks)
    var words: [String] = []

    func run(in context: AppContext) throws {
        let tasks = TaskCommands(context: context)
        let (reference, when) = try tasks.splitMove(words)
        try tasks.move(reference, to: when)
    }
}

struct Delete: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.delete.name,
            abstract: cliText("cli.Delete.abstract"), aliases: CommandName.delete.aliases)
    }

    @Argument(help: cliHelp("cli.Delete.task"), completion: .openTasks)
    var task: [String]

    func run(in context: AppContext) throws {
        try TaskCommands(context: context).delete(task.joined(separator: " "))
    }
}

struct Undo: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.undo.name,
            abstract: cliText("cli.Undo.abstract"), aliases: CommandName.undo.aliases)
    }

    @Flag(name: [.long, .customLong("elenco")], help: cliHelp("cli.Undo.list")) var list = false

    func run(in context: AppContext) throws {
        let commands = UndoCommands(context: context)
        try list ? commands.list() : commands.undo()
    }
}

struct Lang: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.lang.name,
            abstract: cliText("cli.Lang.abstract"), aliases: CommandName.lang.aliases)
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
        CommandConfiguration(
            commandName: CommandName.help.name, abstract: cliText("cli.Help.abstract"),
            aliases: CommandName.help.aliases)
    }

    func run(in context: AppContext) throws { InterfaceCommands(context: context).help() }
}
