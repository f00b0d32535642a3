import ArgumentParser
import DiarioApp
import DiarioDomain

struct Study: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.study.name, abstract: cliText("cli.Study.abstract"),
            aliases: CommandName.study.aliases)
    }

    @Argument(help: cliHelp("cli.Study.subject"), completion: .subjects) var subject: String
    @Argument(help: cliHelp("cli.Study.minutes")) var minutes: Int
    @Option(name: [.long, .customLong("quando")], help: cliHelp("cli.Study.at")) var at: String?

    func run(in context: AppContext) throws {
        let study = StudyCommands(context: context)
        try study.log(
            minutes: minutes, subjectKey: try context.subjectKey(named: subject),
            startedAt: try at.map(study.start(described:)))
    }
}

struct Stats: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.stats.name, abstract: cliText("cli.Stats.abstract"),
            aliases: CommandName.stats.aliases)
    }

    @Flag var period: PeriodFlag = .week
    @Option(name: [.long, .customLong("materia")], help: cliHelp("cli.Stats.subject"), completion: .subjects)
    var subject: String?

    func run(in context: AppContext) throws {
        try ProgressCommands(context: context).showStats(
            StatsPeriod(rawValue: period.rawValue) ?? .week, subjectKey: try subject.map(context.subjectKey(named:)))
    }
}

/// `--week`, `--month` or `--term` (`--settimana`, `--mese`, `--periodo`).
enum PeriodFlag: String, EnumerableFlag {
    case week, month, term

    static func name(for value: PeriodFlag) -> NameSpecification {
        switch value {
        case .week: [.long, .customLong("settimana")]
        case .month: [.long, .customLong("mese")]
        case .term: [.long, .customLong("periodo")]
        }
    }

    static func help(for value: PeriodFlag) -> ArgumentHelp? { cliHelp("cli.Stats.\(value.rawValue)") }
}

struct Achievements: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.achievements.name, abstract: cliText("cli.Achievements.abstract"),
            aliases: CommandName.achievements.aliases)
    }

    func run(in context: AppContext) throws { try ProgressCommands(context: context).showAchievements() }
}

struct Goals: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.goals.name, abstract: cliText("cli.Goals.abstract"),
            subcommands: [ListGoals.self, AddGoal.self, EditGoal.self, RemoveGoal.self, DailyGoal.self],
            defaultSubcommand: ListGoals.self, aliases: CommandName.goals.aliases)
    }
}

struct ListGoals: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: cliText("cli.ListGoals.abstract"), aliases: ["elenco"])
    }

    func run(in context: AppContext) throws { try GoalCommands(context: context).list() }
}

struct AddGoal: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "add", abstract: cliText("cli.AddGoal.abstract"), aliases: ["aggiungi"])
    }

    @Argument(help: cliHelp("cli.AddGoal.text")) var words: [String]
    @Option(name: [.long, .customLong("periodo")], help: cliHelp("cli.AddGoal.term")) var term: Int64?

    func run(in context: AppContext) throws {
        try GoalCommands(context: context).add(words.joined(separator: " "), termId: term)
    }
}

struct EditGoal: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "edit", abstract: cliText("cli.EditGoal.abstract"), aliases: ["modifica"])
    }

    @Argument(help: cliHelp("cli.EditGoal.id")) var id: Int64
    @Argument(help: cliHelp("cli.AddGoal.text")) var words: [String]

    func run(in context: AppContext) throws {
        try GoalCommands(context: context).edit(id: id, to: words.joined(separator: " "))
    }
}

struct RemoveGoal: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "remove", abstract: cliText("cli.RemoveGoal.abstract"), aliases: ["togli"])
    }

    @Argument(help: cliHelp("cli.EditGoal.id")) var id: Int64

    func run(in context: AppContext) throws { try GoalCommands(context: context).remove(id: id) }
}

struct DailyGoal: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "daily", abstract: cliText("cli.DailyGoal.abstract"), aliases: ["giornaliero"])
    }

    @Argument(help: cliHelp("cli.DailyGoal.minutes")) var minutes: Int

    func validate() throws {
        if !(0...1440).contains(minutes) { throw invalid(.invalidValue(option: "MINUTES", value: String(minutes))) }
    }

    func run(in context: AppContext) throws { try GoalCommands(context: context).setDaily(minutes: minutes) }
}

struct Terms: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.terms.name, abstract: cliText("cli.Terms.abstract"),
            subcommands: [ListTerms.self, AddTerm.self, EditTerm.self, RemoveTerm.self],
            defaultSubcommand: ListTerms.self, aliases: CommandName.terms.aliases)
    }
}

struct ListTerms: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "list", abstract: cliText("cli.ListTerms.abstract"), aliases: ["elenco"])
    }

    func run(in context: AppContext) throws { try TermCommands(context: context).list() }
}

/// The days of a term as options: ISO dates ("2026-09-14").
struct TermDays: ParsableArguments {
    @Option(name: [.long, .customLong("dal")], help: cliHelp("cli.TermDays.from")) var from: String?
    @Option(name: [.long, .customLong("al")], help: cliHelp("cli.TermDays.to")) var to: String?

    func validate() throws {
        for (option, value) in [("--from", from), ("--to", to)] {
            if let value, CalendarDay(iso: value) == nil { throw invalid(.invalidValue(option: option, value: value)) }
        }
    }

    var first: CalendarDay? { from.flatMap { CalendarDay(iso: $0) } }
    var last: CalendarDay? { to.flatMap { CalendarDay(iso: $0) } }
}

struct AddTerm: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "add", abstract: cliText("cli.AddTerm.abstract"), aliases: ["aggiungi"])
    }

    @Argument(help: cliHelp("cli.AddTerm.name")) var name: [String] = []
    @OptionGroup var days: TermDays

    func run(in context: AppContext) throws {
        try TermCommands(context: context).add(
            name: name.isEmpty ? nil : name.joined(separator: " "), from: days.first, to: days.last)
    }
}

struct EditTerm: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "edit", abstract: cliText("cli.EditTerm.abstract"), aliases: ["modifica"])
    }

    @Argument(help: cliHelp("cli.EditTerm.id")) var id: Int64
    @Option(name: [.long, .customLong("nome")], help: cliHelp("cli.AddTerm.name")) var name: String?
    @OptionGroup var days: TermDays

    func run(in context: AppContext) throws {
        try TermCommands(context: context).edit(id: id, name: name, from: days.first, to: days.last)
    }
}

struct RemoveTerm: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "remove", abstract: cliText("cli.RemoveTerm.abstract"), aliases: ["togli"])
    }

    @Argument(help: cliHelp("cli.EditTerm.id")) var id: Int64

    func run(in context: AppContext) throws { try TermCommands(context: context).remove(id: id) }
}

struct Timer: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.timer.name, abstract: cliText("cli.Timer.abstract"),
            subcommands: [StartTimer.self, StopTimer.self, TimerStatus.self], defaultSubcommand: TimerStatus.self)
    }
}

/// The Pomodoro options of `timer start`.
struct PomodoroOptions: ParsableArguments {
    @Flag(help: cliHelp("cli.Pomodoro.flag")) var pomodoro = false
    @Option(name: [.long, .customLong("lavoro")], help: cliHelp("cli.Pomodoro.work")) var work: Int?
    @Option(name: [.long, .customLong("pausa")], help: cliHelp("cli.Pomodoro.rest")) var rest: Int?

    func validate() throws {
        if let work, !(1...240).contains(work) { throw invalid(.invalidValue(option: "--work", value: String(work))) }
        if let rest, !(1...60).contains(rest) { throw invalid(.invalidValue(option: "--rest", value: String(rest))) }
    }

    /// The rhythm asked for: 25/5 with `--pomodoro`, changed by `--work` and `--rest`; nil when none was.
    var rhythm: Pomodoro? {
        guard pomodoro || work != nil || rest != nil else { return nil }
        return Pomodoro(work: work ?? Pomodoro.classic.work, rest: rest ?? Pomodoro.classic.rest)
    }
}

struct StartTimer: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.start.name, abstract: cliText("cli.StartTimer.abstract"),
            aliases: CommandName.start.aliases)
    }

    @Argument(help: cliHelp("cli.StartTimer.subject"), completion: .subjects) var subject: [String] = []
    @OptionGroup var rhythm: PomodoroOptions

    func run(in context: AppContext) throws {
        let key = subject.isEmpty ? nil : try context.subjectKey(named: subject.joined(separator: " "))
        try TimerCommands(context: context).start(subjectKey: key, pomodoro: rhythm.rhythm)
    }
}

struct StopTimer: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.stop.name, abstract: cliText("cli.StopTimer.abstract"),
            aliases: CommandName.stop.aliases)
    }

    func run(in context: AppContext) throws { try TimerCommands(context: context).stop() }
}

struct TimerStatus: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "status", abstract: cliText("cli.TimerStatus.abstract"), aliases: ["stato"])
    }

    func run(in context: AppContext) throws { try TimerCommands(context: context).status() }
}
