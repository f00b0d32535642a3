import DiarioDomain
import DiarioLocalization
import DiarioTerminal
import Foundation

/// Draws a ``ProgressReport`` as the text of `diario stats`: the period's minutes by subject with a sparkline of
/// twelve weeks each, the streak, the daily goal, the goals with bars and projections, and the heat map. Charts
/// use Unicode blocks and colour on a terminal, ASCII otherwise; every figure is also said in words.
struct ProgressRenderer {
    let context: AppContext
    let subjects: [Subject]

    private var l10n: LocalizationManager { context.localization }
    private var plain: Bool { !context.colour }
    private var style: TextStyle { context.style }

    /// The whole report, lines joined.
    func text(of report: ProgressReport) -> String {
        var lines = periodLines(report)
        lines.append("")
        lines.append(streakLine(report.streak))
        if let goal = report.dailyGoal { lines.append(dailyGoalLine(goal, report)) }
        if !report.goals.isEmpty {
            lines.append("")
            lines.append(style.bold(l10n.text("stats.goals")))
            for standing in report.goals { lines += goalLines(standing) }
        }
        lines.append("")
        lines += heatMapLines(report)
        return lines.joined(separator: "\n")
    }

    // MARK: - Parts

    private func periodLines(_ report: ProgressReport) -> [String] {
        let total = report.minutesBySubject.values.reduce(0, +)
        let title = l10n.text(
            "stats.period.\(report.period.rawValue)",
            [
                "from": l10n.shortDate(report.days.first), "to": l10n.shortDate(report.days.last),
                "term": report.term?.name ?? "",
            ])
        var lines = [style.bold(title) + " " + l10n.text("stats.total", ["time": StudyCommands.duration(total)])]
        let keys = Set(report.minutesBySubject.keys).union(report.weeklyMinutes.keys)
        let ordered = subjects.filter { keys.contains($0.key) }
        guard !ordered.isEmpty else {
            lines.append("  " + l10n.text("stats.nothingStudied"))
            return lines
        }
        let names = ordered.map { subject in "\(subject.icon) \(l10n.name(of: subject))" }
        let width = names.map { DisplayWidth.of($0) }.max() ?? 0
        let top = max(1, report.minutesBySubject.values.max() ?? 1)
        for (subject, name) in zip(ordered, names) {
            let minutes = report.minutesBySubject[subject.key] ?? 0
            let padded = DisplayWidth.pad(name, to: width)
            let bar = style.colour(Chart.bar(Double(minutes) / Double(top), width: 10, plain: plain), subject.colour)
            let weeks = report.weeklyMinutes[subject.key] ?? Array(repeating: 0, count: ProgressReport.weeks)
            let duration = minutes > 0 ? StudyCommands.duration(minutes) : "—"
            let time = DisplayWidth.pad(duration, to: 10)
            lines.append("  \(padded)  \(bar) \(time) \(Chart.sparkline(weeks, plain: plain))")
        }
        lines.append("  " + style.dim(l10n.text("stats.sparklineKey", ["weeks": String(ProgressReport.weeks)])))
        return lines
    }

    private func streakLine(_ streak: StudyStreak) -> String {
        guard streak.current > 0 || streak.longest > 0 else { return l10n.text("stats.streak.none") }
        return l10n.plural("stats.streak", count: streak.current, ["longest": String(streak.longest)])
    }

    private func dailyGoalLine(_ goal: Int, _ report: ProgressReport) -> String {
        let today = report.minutesToday
        let bar = Chart.bar(Double(today) / Double(goal), width: 10, plain: plain)
        let state =
            today >= goal
            ? l10n.text("stats.daily.met")
            : l10n.text("stats.daily.left", ["time": StudyCommands.duration(goal - today)])
        return l10n.text(
            "stats.daily",
            [
                "goal": StudyCommands.duration(goal), "today": StudyCommands.duration(today), "bar": bar,
                "state": state, "days": l10n.plural("stats.daily.days", count: report.daysGoalMet),
            ])
    }

    /// A goal's heading and a line per target: bar, done over target, standing and projection.
    func goalLines(_ standing: ProgressReport.GoalStanding) -> [String] {
        let term = standing.term
        var lines = [
            "  " + style.dim("#\(standing.goal.id ?? 0)") + " " + standing.goal.title + " "
                + style.dim(
                    l10n.text(
                        "stats.goal.term",
                        ["term": term.name, "from": l10n.shortDate(term.start), "to": l10n.shortDate(term.end)]))
        ]
        for progress in standing.targets {
            let label = label(of: progress.target)
            let metric = progress.target.metric
            let done =
                metric == .cardsReviewed || metric == .tasksCompleted
                ? String(Int(progress.done.rounded())) : amount(progress.done, metric)
            let amounts = done + " / " + amount(progress.target.amount, metric)
            lines.append("     \(label): \(Chart.bar(progress.fraction, width: 10, plain: plain)) \(amounts)")
            lines.append("       " + standingWords(progress, term: term))
        }
        return lines
    }

    /// "in linea", "indietro di 3 h", "raggiunto", and where the pace leads.
    func standingWords(_ progress: TargetProgress, term: StudyTerm) -> String {
        let metric = progress.target.metric
        var words: String
        switch progress.status {
        case .reached: return l10n.text("stats.goal.reached")
        case .onTrack: words = l10n.text("stats.goal.onTrack")
        case .behind where progress.done == 0: return l10n.text("stats.goal.noPace")
        case .behind(let gap): words = l10n.text("stats.goal.behind", ["amount": amount(gap, metric)])
        }
        if let day = progress.projectedDay {
            let key = day <= term.end ? "stats.goal.projected" : "stats.goal.projectedLate"
            words += "; " + l10n.text(key, ["date": dated(day)])
        }
        return words
    }

    /// A target in words: "🧮 Matematica 40 h", "300 carte", "Precisione nei quiz 90%".
    func targetWords(_ target: GoalTarget) -> String {
        let subject = target.subjectKey.flatMap { key in subjects.first { $0.key == key } }
        let amountText = amount(target.amount, target.metric)
        switch target.metric {
        case .minutesStudied:
            return subject.map { "\($0.icon) \(l10n.name(of: $0)) \(amountText)" }
                ?? "\(l10n.text("stats.metric.minutes_studied")) \(amountText)"
        case .cardsReviewed, .tasksCompleted:
            return amountText + (subject.map { " · \($0.icon) \(l10n.name(of: $0))" } ?? "")
        case .quizAccuracy:
            return "\(label(of: target)) \(amountText)"
        }
    }

    /// "sab 8 giu", with the year when it is not this year's ("sab 8 giu 2030").
    private func dated(_ day: CalendarDay) -> String {
        let text = l10n.shortDate(day)
        return day.year == context.clock.today.year ? text : "\(text) \(day.year)"
    }

    private func label(of target: GoalTarget) -> String {
        let subject = target.subjectKey.flatMap { key in subjects.first { $0.key == key } }
        let subjectName = subject.map { "\($0.icon) \(l10n.name(of: $0))" }
        if target.metric == .minutesStudied, let subjectName { return subjectName }
        let metric = l10n.text("stats.metric.\(target.metric.rawValue)")
        return subjectName.map { "\(metric) · \($0)" } ?? metric
    }

    /// An amount of a metric in words: "28 h", "60 carte", "85%".
    func amount(_ value: Double, _ metric: GoalMetric) -> String {
        switch metric {
        case .minutesStudied: StudyCommands.duration(Int(value.rounded()))
        case .cardsReviewed: l10n.plural("stats.cards", count: Int(value.rounded()))
        case .tasksCompleted: l10n.plural("stats.tasks", count: Int(value.rounded()))
        case .quizAccuracy: "\(Int(value.rounded()))%"
        }
    }

    private func heatMapLines(_ report: ProgressReport) -> [String] {
        var lines = [style.bold(l10n.text("stats.heatMap", ["weeks": String(ProgressReport.weeks)]))]
        let today = context.clock.today
        for weekday in 0..<7 {
            var row = l10n.text("weekday.short.\(weekday + 1)") + " "
            for week in 0..<ProgressReport.weeks {
                let entry = report.heatMap[week * 7 + weekday]
                if entry.day > today {
                    row += "  "
                    continue
                }
                let level = Self.heatLevel(entry.activity)
                row += " " + style.heat(String(Chart.heatCell(level, plain: plain)), level: level)
            }
            lines.append("  " + row.replacingOccurrences(of: " +$", with: "", options: .regularExpression))
        }
        let legend = (0..<Chart.heatLevels).map { String(Chart.heatCell($0, plain: plain)) }.joined(separator: " ")
        lines.append("  " + style.dim(l10n.text("stats.heatMapKey", ["cells": legend])))
        return lines
    }

    /// A day's level on the heat map, from its minutes, reviews (a minute each) and tasks (twenty minutes each).
    static func heatLevel(_ activity: DayActivity) -> Int {
        let score = activity.minutes + activity.reviews + 20 * activity.tasksCompleted
        switch score {
        case 0: return 0
        case ..<15: return 1
        case ..<45: return 2
        case ..<90: return 3
        default: return 4
        }
    }
}
