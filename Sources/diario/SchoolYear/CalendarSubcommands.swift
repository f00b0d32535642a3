import ArgumentParser
import DiarioApp
import DiarioDomain

/// `diario calendar` / `calendario`: the tasks, tests and lessons for a phone's calendar.
struct CalendarCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.calendar.name, abstract: cliText("cli.Calendar.abstract"),
            subcommands: [ExportCalendar.self, PushCalendar.self], aliases: CommandName.calendar.aliases)
    }
}

/// `diario calendar export [FILE]`: iCalendar to a file or standard output.
struct ExportCalendar: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "export", abstract: cliText("cli.ExportCalendar.abstract"), aliases: ["esporta"])
    }
    @Argument(help: cliHelp("cli.ExportCalendar.file"), completion: .file(extensions: ["ics"])) var file: String?

    func run(in context: AppContext) throws { try CalendarCommands(context: context).export(to: file) }
}

/// `diario calendar push URL`: every item to a CalDAV collection.
struct PushCalendar: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "push", abstract: cliText("cli.PushCalendar.abstract"), aliases: ["invia"])
    }
    @Argument(help: cliHelp("cli.PushCalendar.url")) var url: String

    func run(in context: AppContext) throws { try CalendarCommands(context: context).push(to: url) }
}
