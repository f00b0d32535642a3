import ArgumentParser
import DiarioApp

struct Add: SessionCommand {
    static let configuration = CommandConfiguration(
        abstract: cliText("cli.Add.abstract"),
        aliases: ["aggiungi"])

    @OptionGroup var options: GlobalOptions

    @Option(help: cliHelp("cli.Add.subject"))
    var subject: String?

    @Option(help: cliHelp("cli.Add.notes"))
    var notes: String?

    @Argument(help: cliHelp("cli.Add.text"))
    var text: [String]

    func run(in session: Session) throws {
        try TaskCommands(context: session.context).add(text.joined(separator: " "), subjectKey: subject, notes: notes)
    }
}

struct List: SessionCommand {
    static let configuration = CommandConfiguration(
        abstract: cliText("cli.List.abstract"),
        aliases: ["lista", "elenco"])

    @OptionGroup var options: GlobalOptions

    @Flag(help: cliHelp("cli.List.today")) var today = false
    @Flag(help: cliHelp("cli.List.tomorrow")) var tomorrow = false
    @Flag(help: cliHelp("cli.List.week")) var week = false
    @Flag(help: cliHelp("cli.List.overdue")) var overdue = false
    @Flag(help: cliHelp("cli.List.all")) var all = false

    @Option(help: cliHelp("cli.List.subject"))
    var subject: String?

    func validate() throws {
        if [today, tomorrow, week, overdue, all].filter({ $0 }).count > 1 { throw options.usage(.conflictingFilters) }
    }

    var filter: ListFilter {
        if today { return .today }
        if tomorrow { return .tomorrow }
        if week { return .week }
        if overdue { return .overdue }
        if all || subject != nil { return .all }
        return .agenda
    }

    func run(in session: Session) throws {
        try TaskCommands(context: session.context).list(filter, subjectKey: subject)
    }
}

struct Done: SessionCommand {
    static let configuration = CommandConfiguration(
        abstract: cliText("cli.Done.abstract"), aliases: ["fatto"])

    @OptionGroup var options: GlobalOptions

    @Argument(help: cliHelp("cli.Done.task"))
    var task: [String]

    func run(in session: Session) throws {
        try TaskCommands(context: session.context).complete(task.joined(separator: " "))
    }
}
