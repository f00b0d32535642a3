import ArgumentParser
import DiarioApp
import DiarioDomain

/// `diario grades` / `voti`: grades, averages per term and year, the grade needed.
struct Grades: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.grades.name, abstract: cliText("cli.Grades.abstract"),
            subcommands: [
                ListGrades.self, AddGrade.self, RemoveGrade.self, NeededGrade.self, GradeSignValues.self,
                GradeScaleCommand.self,
            ],
            defaultSubcommand: ListGrades.self, aliases: CommandName.grades.aliases)
    }
}

/// `diario grades list [--subject S]`.
struct ListGrades: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: cliText("cli.ListGrades.abstract"), aliases: ["elenco"])
    }
    @Option(name: [.long, .customLong("materia")], help: cliHelp("cli.ListGrades.subject"), completion: .subjects)
    var subject: String?

    func run(in context: AppContext) throws {
        try GradeCommands(context: context).list(subjectKey: try subject.map(context.subjectKey(named:)))
    }
}

/// `diario grades add MARK --subject S [--written|--oral|--practical] [--weight W] [--day D]`.
struct AddGrade: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "add", abstract: cliText("cli.AddGrade.abstract"), aliases: ["aggiungi"])
    }
    @Argument(help: cliHelp("cli.AddGrade.mark")) var mark: [String]
    @Option(name: [.long, .customLong("materia")], help: cliHelp("cli.AddGrade.subject"), completion: .subjects)
    var subject: String
    @Flag(name: [.long, .customLong("scritto")], help: cliHelp("cli.AddGrade.written")) var written = false
    @Flag(name: [.long, .customLong("orale")], help: cliHelp("cli.AddGrade.oral")) var oral = false
    @Flag(name: [.long, .customLong("pratico")], help: cliHelp("cli.AddGrade.practical")) var practical = false
    @Option(name: [.long, .customLong("peso")], help: cliHelp("cli.AddGrade.weight")) var weight: Double = 1
    @Option(name: [.long, .customLong("giorno")], help: cliHelp("cli.AddGrade.day")) var day: String?

    func validate() throws {
        if [written, oral, practical].filter({ $0 }).count > 1 { throw invalid(.conflictingFilters) }
        if weight <= 0 || weight > 10 { throw invalid(.invalidValue(option: "--weight", value: String(weight))) }
        if let day, CalendarDay(iso: day) == nil { throw invalid(.invalidValue(option: "--day", value: day)) }
    }

    func run(in context: AppContext) throws {
        let component: GradeComponent? = written ? .written : oral ? .oral : practical ? .practical : nil
        try GradeCommands(context: context).add(
            mark.joined(separator: " "), subjectKey: try context.subjectKey(named: subject), component: component,
            weight: weight, day: day.flatMap { CalendarDay(iso: $0) })
    }
}

/// `diario grades remove ID`.
struct RemoveGrade: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "remove", abstract: cliText("cli.RemoveGrade.abstract"), aliases: ["rimuovi", "elimina"])
    }
    @Argument(help: cliHelp("cli.RemoveGrade.id")) var id: Int64

    func run(in context: AppContext) throws { try GradeCommands(context: context).remove(id: id) }
}

/// `diario grades need TARGET --subject S [--tests N]`: the grade the next tests need for the average.
struct NeededGrade: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "need", abstract: cliText("cli.NeededGrade.abstract"), aliases: ["serve"])
    }
    @Argument(help: cliHelp("cli.NeededGrade.target")) var target: String
    @Option(name: [.long, .customLong("materia")], help: cliHelp("cli.AddGrade.subject"), completion: .subjects)
    var subject: String
    @Option(name: [.long, .customLong("verifiche")], help: cliHelp("cli.NeededGrade.tests")) var tests = 1

    func validate() throws {
        if !GradeScale.allCases.contains(where: { $0.target(target) != nil }) {
            throw invalid(.invalidValue(option: "TARGET", value: target))
        }
        if tests <= 0 || tests > 20 { throw invalid(.invalidValue(option: "--tests", value: String(tests))) }
    }

    func run(in context: AppContext) throws {
        guard let value = try context.preferences.gradeScale().target(target) else {
            throw invalid(.invalidValue(option: "TARGET", value: target))
        }
        try GradeCommands(context: context).needed(
            target: value, subjectKey: try context.subjectKey(named: subject), count: tests)
    }
}

/// `diario grades signs [--plus V] [--minus V] [--double-minus V]`: what the marks' signs are worth at the school.
struct GradeSignValues: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "signs", abstract: cliText("cli.GradeSigns.abstract"), aliases: ["segni"])
    }
    @Option(name: [.long, .customLong("piu")], help: cliHelp("cli.GradeSigns.plus")) var plus: Double?
    @Option(name: [.long, .customLong("meno")], help: cliHelp("cli.GradeSigns.minus")) var minus: Double?
    @Option(name: [.long, .customLong("meno-meno")], help: cliHelp("cli.GradeSigns.doubleMinus"))
    var doubleMinus: Double?

    func validate() throws {
        for (option, value) in [("--plus", plus), ("--minus", minus), ("--double-minus", doubleMinus)] {
            if let value, !(-1...1).contains(value) {
                throw invalid(.invalidValue(option: option, value: String(value)))
            }
        }
    }

    func run(in context: AppContext) throws {
        // Written as amounts ("--meno 0.5"): - and -- take off, + adds.
        try GradeCommands(context: context).signs(
            plus: plus.map(abs), minus: minus.map { -abs($0) }, doubleMinus: doubleMinus.map { -abs($0) })
    }
}

/// `diario grades scale [italian|letters|percent]`: the scale the school writes marks on.
struct GradeScaleCommand: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "scale", abstract: cliText("cli.GradeScale.abstract"), aliases: ["scala"])
    }
    @Argument(help: cliHelp("cli.GradeScale.scale")) var scale: String?

    func validate() throws {
        if let scale, Self.scale(named: scale) == nil { throw invalid(.invalidValue(option: "SCALE", value: scale)) }
    }

    func run(in context: AppContext) throws {
        try GradeCommands(context: context).scale(scale.flatMap(Self.scale(named:)))
    }

    /// "italian"/"italiana"/"decimi", "letters"/"lettere", "percent"/"percentuale".
    static func scale(named text: String) -> GradeScale? {
        switch text.lowercased() {
        case "italian", "italiana", "decimi", "10": .italian
        case "letters", "lettere", "letter", "a-f": .letters
        case "percent", "percentuale", "percentage", "%": .percent
        default: nil
        }
    }
}
