public import DiarioDomain
import DiarioLocalization
import DiarioSRS
import Foundation

/// The coming tests and the reviews planned for them: `diario exams`, `diario plan`, and the lines the welcome and
/// the agenda show ("Verifica di storia tra 5 giorni: 12 carte oggi").
public struct ExamCommands: Sendable {
    let context: AppContext

    /// Creates the commands over a context.
    public init(context: AppContext) { self.context = context }

    /// Lists the tests due within the horizon (of one subject when given) with their cards and predicted recall on
    /// the day, without and with the plan; with `range`, the open tests of those days instead.
    public func list(subjectKey: String? = nil, within range: DayRange? = nil) throws {
        if let range { return try list(within: range, subjectKey: subjectKey) }
        let preparation = try TestPreparation.load(context).only(subjectKey: subjectKey)
        if context.json {
            context.console.out(JSONOutput.line(preparation.tests.map { TestJSON(test: $0, today: preparation.today) }))
            return
        }
        let l10n = context.localization
        guard !preparation.tests.isEmpty else {
            context.console.out(l10n.text("exams.none", ["days": String(preparation.settings.horizonDays)]))
            return
        }
        context.console.out(l10n.text("exams.heading", ["days": String(preparation.settings.horizonDays)]))
        let renderer = try TaskRenderer(context: context)
        for test in preparation.tests {
            var parts = [renderer.summaryForTest(test.task, today: preparation.today), cardsLabel(test)]
            if let without = test.plan.recallWithoutPlan, let with = test.plan.recallWithPlan {
                parts.append(l10n.text("exams.recall", ["without": percent(without), "with": percent(with)]))
            }
            context.console.out("  " + parts.joined(separator: " · "))
        }
    }

    /// The open tests due within `range` ("che verifiche ho venerdì?"), of one subject when given: every one, planned
    /// or not (a test of no subject, a day already past), with the plan's cards and recall beside those it plans.
    /// `--json` prints them as `list --json` does.
    private func list(within range: DayRange, subjectKey: String?) throws {
        var tests = try context.tasks.tasks(.testsDueIn(range))
        if let subjectKey { tests = tests.filter { $0.subjectKey == subjectKey } }
        if context.json {
            context.console.out(TaskJSON.array(tests))
            return
        }
        let l10n = context.localization
        let oneDay = range.first == range.last
        let days = [
            "from": l10n.shortDate(range.first), "to": l10n.shortDate(range.last), "day": l10n.shortDate(range.first),
        ]
        guard !tests.isEmpty else {
            context.console.out(l10n.text(oneDay ? "exams.noneOn" : "exams.noneBetween", days))
            return
        }
        context.console.out(l10n.text(oneDay ? "exams.headingOn" : "exams.headingBetween", days))
        let preparation = try TestPreparation.load(context)
        let renderer = try TaskRenderer(context: context)
        for task in tests {
            var parts = [renderer.summaryForTest(task, today: preparation.today)]
            if let planned = preparation.tests.first(where: { $0.task.id == task.id }) {
                parts.append(cardsLabel(planned))
                if let without = planned.plan.recallWithoutPlan, let with = planned.plan.recallWithPlan {
                    parts.append(l10n.text("exams.recall", ["without": percent(without), "with": percent(with)]))
                }
            }
            context.console.out("  " + parts.joined(separator: " · "))
        }
    }

    /// Shows the plan day by day, and for each test whether the target is reached or by how much it is missed.
    /// `settings` replaces the saved settings for this plan; `save` keeps them for the next ones.
    public func showPlan(settings: ReviewPlanSettings? = nil, save: Bool = false) throws {
        if save, let settings { try context.preferences.saveReviewPlanSettings(settings) }
        let preparation = try TestPreparation.load(context, settings: settings)
        if context.json {
            context.console.out(
                JSONOutput.line(preparation.tests.map { PlanJSON(test: $0, settings: preparation.settings) }))
            return
        }
        let l10n = context.localization
        let chosen = preparation.settings
        if save {
            context.console.out(
                l10n.text(
                    "plan.saved",
                    [
                        "target": percent(chosen.target),
                        "cards": l10n.plural("plan.cards", count: chosen.dailyBudget),
                        "days": String(chosen.horizonDays),
                    ]))
        }
        guard !preparation.tests.isEmpty else {
            context.console.out(l10n.text("exams.none", ["days": String(chosen.horizonDays)]))
            return
        }
        context.console.out(
            l10n.text(
                "plan.heading",
                ["target": percent(chosen.target), "cards": l10n.plural("plan.cards", count: chosen.dailyBudget)]))
        let renderer = try TaskRenderer(context: context)
        for test in preparation.tests {
            context.console.out("")
            context.console.out(
                context.style.bold(
                    renderer.summaryForTest(test.task, today: preparation.today) + " · " + cardsLabel(test)))
            for day in test.plan.days {
                context.console.out(
                    "  " + l10n.shortDate(day.day) + "  " + l10n.plural("plan.cards", count: day.cardIds.count))
            }
            lines(for: test.plan).forEach { context.console.out("  " + $0) }
        }
    }

    /// One line per test with cards planned today: "Verifica di storia tra 5 giorni: 12 carte oggi"; none when no
    /// test is coming or nothing is planned today. Only that subject's tests when one is given.
    public func reminders(subjectKey: String? = nil) throws -> [String] {
        // Read at every start of the REPL: a student with no card has nothing planned, and no test is read.
        guard try context.cards.dueCardCount(at: .distantFuture, subjectKey: nil) > 0 else { return [] }
        let preparation = try TestPreparation.load(context).only(subjectKey: subjectKey)
        let l10n = context.localization
        return preparation.tests.compactMap { test in
            let today = test.plan.cards(on: preparation.today)
            guard !today.isEmpty, let due = test.task.dueDate else { return nil }
            return l10n.text(
                "plan.reminder",
                [
                    "title": test.task.title, "when": l10n.relative(due, today: preparation.today),
                    "cards": l10n.plural("plan.cards", count: today.count),
                ])
        }
    }

    /// What the plan predicts for a test, and what it cannot do.
    private func lines(for plan: TestPlan) -> [String] {
        let l10n = context.localization
        guard let without = plan.recallWithoutPlan, let with = plan.recallWithPlan else { return [] }
        var lines = [l10n.text("plan.recall", ["without": percent(without), "with": percent(with)])]
        if plan.meetsTarget {
            let key =
                !plan.days.isEmpty
                ? "plan.met" : without >= plan.target ? "plan.nothingNeeded" : "plan.coveredByEarlier"
            lines.append(l10n.text(key))
            return lines
        }
        let points = l10n.plural("plan.points", count: max(1, Int(((plan.target - with) * 100).rounded())))
        lines.append(
            l10n.plural(
                "plan.short", count: plan.cardsShort, ["target": percent(plan.target), "points": points]))
        if let budget = plan.budgetNeeded {
            lines.append(l10n.text("plan.budgetNeeded", ["budget": String(budget)]))
        } else if plan.days.isEmpty {
            lines.append(l10n.text("plan.tooLate"))
        }
        return lines
    }

    private func cardsLabel(_ test: TestPreparation.ComingTest) -> String {
        let l10n = context.localization
        guard !test.cards.isEmpty else { return l10n.text("exams.noCards") }
        let cards = l10n.plural("plan.cards", count: test.cards.count)
        guard !test.tags.isEmpty else { return cards }
        return l10n.text("exams.tagged", ["cards": cards, "tags": test.tags.joined(separator: ", ")])
    }

    private func percent(_ fraction: Double) -> String { "\(Int((fraction * 100).rounded()))%" }
}
