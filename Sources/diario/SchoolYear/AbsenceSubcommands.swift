import ArgumentParser
import DiarioApp
import DiarioDomain

/// `diario absences` / `assenze`: absences, late entries, early exits and the year's limit.
struct Absences: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.absences.name, abstract: cliText("cli.Absences.abstract"),
            subcommands: [ListAbsences.self, AddAbsence.self, RemoveAbsence.self], defaultSubcommand: ListAbsences.self,
            aliases: CommandName.absences.aliases)
    }
}

/// `diario absences list`.
struct ListAbsences: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: cliText("cli.ListAbsences.abstract"), aliases: ["elenco"])
    }

    func run(in context: AppContext) throws { try AbsenceCommands(context: context).list() }
}

/// `diario absences add DAY [--late P|HH:MM] [--early P|HH:MM] [--hours N] [--note TEXT]`.
struct AddAbsence: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "add", abstract: cliText("cli.AddAbsence.abstract"), aliases: ["aggiungi"])
    }
    @Argument(help: cliHelp("cli.AddAbsence.day")) var day: [String] = []
    @Option(name: [.long, .customLong("entrata")], help: cliHelp("cli.AddAbsence.late")) var late: String?
    @Option(name: [.long, .customLong("uscita")], help: cliHelp("cli.AddAbsence.early")) var early: String?
    @Option(name: [.long, .customLong("ore")], help: cliHelp("cli.AddAbsence.hours")) var hours: Double?
    @Option(name: [.long, .customLong("nota")], help: cliHelp("cli.AddAbsence.note")) var note: String?

    func validate() throws {
        if late != nil && early != nil { throw invalid(.conflictingFilters) }
        for (option, value) in [("--late", late), ("--early", early)] {
            if let value, slot(value) == nil { throw invalid(.invalidValue(option: option, value: value)) }
        }
        if let hours, !(0...Absence.maxHours).contains(hours) {
            throw invalid(.invalidValue(option: "--hours", value: String(hours)))
        }
    }

    func run(in context: AppContext) throws {
        let when = day.isEmpty ? context.clock.today : try context.pastDay(named: day.joined(separator: " "))
        let kind: AbsenceKind = late != nil ? .late : early != nil ? .early : .absent
        let given = (late ?? early).flatMap(slot)
        try AbsenceCommands(context: context).add(
            day: when, kind: kind, period: given?.period, time: given?.time, hours: hours, note: note)
    }

    /// "2" (a period) or a time ("09:10", "9:10", "9.10").
    private func slot(_ text: String) -> (period: Int?, time: TimeOfDay?)? {
        if let period = Int(text.filter(\.isNumber)), !text.contains(":"), !text.contains("."),
            (1...Lesson.maxPeriod).contains(period)
        {
            return (period, nil)
        }
        guard text.contains(":") || text.contains(".") else { return nil }
        return SchoolBells.time(text).map { (nil, $0) }
    }
}

/// `diario absences remove ID`.
struct RemoveAbsence: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "remove", abstract: cliText("cli.RemoveAbsence.abstract"), aliases: ["rimuovi", "elimina"])
    }
    @Argument(help: cliHelp("cli.RemoveAbsence.id")) var id: Int64

    func run(in context: AppContext) throws { try AbsenceCommands(context: context).remove(id: id) }
}
