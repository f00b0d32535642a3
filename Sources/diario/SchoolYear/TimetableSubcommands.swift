import ArgumentParser
import DiarioApp
import DiarioDomain

/// `diario timetable` / `orario`: the weekly timetable.
struct Timetable: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.timetable.name, abstract: cliText("cli.Timetable.abstract"),
            subcommands: [ListLessons.self, AddLesson.self, RemoveLesson.self], defaultSubcommand: ListLessons.self,
            aliases: CommandName.timetable.aliases)
    }
}

/// `diario timetable list`: the week, a line a day.
struct ListLessons: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: cliText("cli.ListLessons.abstract"), aliases: ["elenco"])
    }

    func run(in context: AppContext) throws { try TimetableCommands(context: context).list() }
}

/// `diario timetable add "lunedì 1a ora matematica aula 12"`.
struct AddLesson: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "add", abstract: cliText("cli.AddLesson.abstract"), aliases: ["aggiungi"])
    }
    @Argument(help: cliHelp("cli.AddLesson.text")) var text: [String]

    func run(in context: AppContext) throws {
        try TimetableCommands(context: context).add(words: text.joined(separator: " "))
    }
}

/// `diario timetable remove ID`.
struct RemoveLesson: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "remove", abstract: cliText("cli.RemoveLesson.abstract"), aliases: ["rimuovi", "elimina"])
    }
    @Argument(help: cliHelp("cli.RemoveLesson.id")) var id: Int64

    func run(in context: AppContext) throws { try TimetableCommands(context: context).remove(id: id) }
}
