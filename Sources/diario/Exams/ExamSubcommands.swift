import ArgumentParser
import DiarioApp
import DiarioDomain

/// `diario exams`: the coming tests, their cards and their predicted recall on the day.
struct Exams: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.exams.name, abstract: cliText("cli.Exams.abstract"),
            aliases: CommandName.exams.aliases)
    }

    func run(in context: AppContext) throws { try ExamCommands(context: context).list() }
}

/// `diario plan`: the reviews planned day by day before each coming test; the options change the settings for this
/// plan, and `--save` keeps them.
struct Plan: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.plan.name, abstract: cliText("cli.Plan.abstract"),
            aliases: CommandName.plan.aliases)
    }

    @Option(name: [.long, .customLong("obiettivo")], help: cliHelp("cli.Plan.target")) var target: Double?
    @Option(name: [.long, .customLong("carte")], help: cliHelp("cli.Plan.budget")) var budget: Int?
    @Option(name: [.long, .customLong("giorni")], help: cliHelp("cli.Plan.days")) var days: Int?
    @Flag(name: [.long, .customLong("salva")], help: cliHelp("cli.Plan.save")) var save = false

    func validate() throws {
        if let target, !ReviewPlanSettings.targets.contains(target) {
            throw invalid(.invalidValue(option: "--target", value: String(target)))
        }
        if let budget, !ReviewPlanSettings.budgets.contains(budget) {
            throw invalid(.invalidValue(option: "--budget", value: String(budget)))
        }
        if let days, !ReviewPlanSettings.horizons.contains(days) {
            throw invalid(.invalidValue(option: "--days", value: String(days)))
        }
        if save && target == nil && budget == nil && days == nil { throw invalid(.nothingToSave) }
    }

    func run(in context: AppContext) throws {
        var settings: ReviewPlanSettings?
        if target != nil || budget != nil || days != nil {
            var chosen = try context.preferences.reviewPlanSettings()
            chosen.target = target ?? chosen.target
            chosen.dailyBudget = budget ?? chosen.dailyBudget
            chosen.horizonDays = days ?? chosen.horizonDays
            settings = chosen
        }
        try ExamCommands(context: context).showPlan(settings: settings, save: save)
    }
}

/// `diario prepare [SUBJECT]`: a quiz of the cards of the earliest coming test (of that subject).
struct Prepare: ContextCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: CommandName.prepare.name, abstract: cliText("cli.Prepare.abstract"),
            aliases: CommandName.prepare.aliases)
    }

    @Argument(help: cliHelp("cli.Prepare.subject"), completion: .subjects) var subject: String?
    @Option(name: [.long, .customLong("limite")], help: cliHelp("cli.Quiz.limit")) var limit = 20

    func validate() throws {
        if limit <= 0 { throw invalid(.invalidValue(option: "--limit", value: String(limit))) }
    }

    func run(in context: AppContext) throws {
        let key = try subject.map(context.subjectKey(named:))
        try QuizCommands(context: context).prepare(subjectKey: key, limit: limit)
    }
}
