import ArgumentParser
import DiarioApp
import DiarioDomain

/// `diario calendar` / `calendario`: the tasks, tests and lessons in a phone's calendar, both ways.
struct CalendarCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.calendar.name, abstract: cliText("cli.Calendar.abstract"),
            subcommands: [
                ExportCalendar.self, PushCalendar.self, PullCalendar.self, SubscribeCalendar.self,
                UnsubscribeCalendar.self,
            ], aliases: CommandName.calendar.aliases)
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

/// `diario calendar pull URL|FILE`: what the phone ticked, and a school's tests.
struct PullCalendar: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "pull", abstract: cliText("cli.PullCalendar.abstract"), aliases: ["leggi"])
    }
    @Argument(help: cliHelp("cli.PullCalendar.source"), completion: .file(extensions: ["ics"])) var source: String

    func run(in context: AppContext) throws { try CalendarCommands(context: context).pull(from: source) }
}

/// `diario calendar subscribe [URL]`: a feed pulled at every sync; without one, the list.
struct SubscribeCalendar: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "subscribe", abstract: cliText("cli.SubscribeCalendar.abstract"), aliases: ["iscriviti"])
    }
    @Argument(help: cliHelp("cli.SubscribeCalendar.url")) var url: String?

    func run(in context: AppContext) throws { try CalendarCommands(context: context).subscribe(to: url) }
}

/// `diario calendar unsubscribe URL`: stop pulling a feed.
struct UnsubscribeCalendar: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "unsubscribe", abstract: cliText("cli.UnsubscribeCalendar.abstract"),
            aliases: ["disiscriviti"])
    }
    @Argument(help: cliHelp("cli.UnsubscribeCalendar.url")) var url: String

    func run(in context: AppContext) throws { try CalendarCommands(context: context).unsubscribe(from: url) }
}
