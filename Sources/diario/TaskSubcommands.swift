import ArgumentParser
import DiarioApp

struct Add: SessionCommand {
    static let configuration = CommandConfiguration(
        abstract: "File a task written as in a planner: diario add \"math homework due Friday\".",
        aliases: ["aggiungi"])

    @OptionGroup var options: GlobalOptions

    @Option(help: "Subject key, instead of the detected one.")
    var subject: String?

    @Option(help: "Notes to keep with the task.")
    var notes: String?

    @Argument(help: "The task, in Italian or English.")
    var text: [String]

    func run(in session: Session) throws {
        try TaskCommands(context: session.context).add(text.joined(separator: " "), subjectKey: subject, notes: notes)
    }
}

struct List: SessionCommand {
    static let configuration = CommandConfiguration(
        abstract: "List open tasks: overdue and the next 7 days unless a filter is given.",
        aliases: ["lista", "elenco"])

    @OptionGroup var options: GlobalOptions

    @Flag(help: "Due today.") var today = false
    @Flag(help: "Due tomorrow.") var tomorrow = false
    @Flag(help: "Due from today to Sunday.") var week = false
    @Flag(help: "Overdue.") var overdue = false
    @Flag(help: "Every open task, with or without a date.") var all = false

    @Option(help: "Only this subject (its key).")
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
        abstract: "Mark a task as done, by its id (see diario list) or its title.", aliases: ["fatto"])

    @OptionGroup var options: GlobalOptions

    @Argument(help: "The task's id, or its title (or the start of it).")
    var task: [String]

    func run(in session: Session) throws {
        try TaskCommands(context: session.context).complete(task.joined(separator: " "))
    }
}
