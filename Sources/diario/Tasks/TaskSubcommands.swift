import ArgumentParser
import DiarioApp
import DiarioDomain

struct Add: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.add.name,
            abstract: cliText("cli.Add.abstract"),
            aliases: CommandName.add.aliases)
    }

    @Option(name: [.long, .customLong("materia")], help: cliHelp("cli.Add.subject"), completion: .subjects)
    var subject: String?

    @Option(name: [.long, .customLong("note")], help: cliHelp("cli.Add.notes"))
    var notes: String?

    @Argument(help: cliHelp("cli.Add.text"))
    var text: [String]

    var request: AddRequest { AddRequest(text: text.joined(separator: " "), subjectKey: subject, notes: notes) }

    func run(in context: AppContext) throws { try request.run(in: context) }
}

struct List: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.list.name,
            abstract: cliText("cli.List.abstract"),
            aliases: CommandName.list.aliases)
    }

    @Flag(name: [.long, .customLong("oggi")], help: cliHelp("cli.List.today")) var today = false
    @Flag(name: [.long, .customLong("domani")], help: cliHelp("cli.List.tomorrow")) var tomorrow = false
    @Flag(name: [.long, .customLong("settimana")], help: cliHelp("cli.List.week")) var week = false
    @Flag(name: [.long, .customLong("in-ritardo")], help: cliHelp("cli.List.overdue")) var overdue = false
    @Flag(name: [.long, .customLong("tutti")], help: cliHelp("cli.List.all")) var all = false

    @Option(name: [.long, .customLong("materia")], help: cliHelp("cli.List.subject"), completion: .subjects)
    var subject: String?

    func validate() throws {
        if [today, tomorrow, week, overdue, all].filter({ $0 }).count > 1 { throw invalid(.conflictingFilters) }
    }

    var filter: ListFilter {
        if today { return .today }
        if tomorrow { return .tomorrow }
        if week { return .week }
        if overdue { return .overdue }
        if all || subject != nil { return .all }
        return .agenda
    }

    var request: ListRequest { ListRequest(filter: filter, subjectKey: subject) }

    func run(in context: AppContext) throws { try request.run(in: context) }
}

struct Done: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.done.name,
            abstract: cliText("cli.Done.abstract"), aliases: CommandName.done.aliases)
    }

    @Argument(help: cliHelp("cli.Done.task"), completion: .openTasks)
    var task: [String]

    var request: DoneRequest { DoneRequest(task: task.joined(separator: " ")) }

    func run(in context: AppContext) throws { try request.run(in: context) }
}
