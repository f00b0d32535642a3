import ArgumentParser
import DiarioApp
import DiarioDomain

/// `diario holidays` / `vacanze`: the national holidays and the school's own breaks.
struct Holidays: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.holidays.name, abstract: cliText("cli.Holidays.abstract"),
            subcommands: [ListHolidays.self, AddHoliday.self, RemoveHoliday.self],
            defaultSubcommand: ListHolidays.self, aliases: CommandName.holidays.aliases)
    }
}

/// `diario holidays list`.
struct ListHolidays: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: cliText("cli.ListHolidays.abstract"), aliases: ["elenco"])
    }

    func run(in context: AppContext) throws { try HolidayCommands(context: context).list() }
}

/// `diario holidays add "vacanze di Natale" 2026-12-23 2027-01-06`.
struct AddHoliday: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "add", abstract: cliText("cli.AddHoliday.abstract"), aliases: ["aggiungi"])
    }
    @Argument(help: cliHelp("cli.AddHoliday.name")) var name: String
    @Argument(help: cliHelp("cli.AddHoliday.from")) var from: String
    @Argument(help: cliHelp("cli.AddHoliday.to")) var to: String?

    func run(in context: AppContext) throws {
        let first = try context.day(named: from)
        try HolidayCommands(context: context).add(
            name: name, first: first, last: try to.map(context.day(named:)) ?? first)
    }
}

/// `diario holidays remove ID`.
struct RemoveHoliday: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "remove", abstract: cliText("cli.RemoveHoliday.abstract"), aliases: ["rimuovi", "elimina"])
    }
    @Argument(help: cliHelp("cli.RemoveHoliday.id")) var id: Int64

    func run(in context: AppContext) throws { try HolidayCommands(context: context).remove(id: id) }
}
