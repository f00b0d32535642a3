public import DiarioDomain
import DiarioLocalization
public import Foundation

/// Progress a student can see: `diario stats`, the achievements, and the announcement of one when it is earned.
public struct ProgressCommands: Sendable {
    let context: AppContext

    /// Creates the commands over a context.
    public init(context: AppContext) { self.context = context }

    /// Shows the figures of `period` (of one subject's study and grades when `subjectKey` is given) as text (charts in
    /// colour on a terminal, plain otherwise) or as one JSON object. Throws ``StudentFacingError`` for a term period
    /// with no term today, and ``StorageError``.
    public func showStats(_ period: StatsPeriod = .week, subjectKey: String? = nil) throws {
        let report = try report(period, subjectKey: subjectKey)
        let grades = GradeCommands(context: context)
        if context.json {
            var json = StatsJSON(report, clock: context.clock)
            json.grades = try grades.bySubject(in: report.days, subjectKey: subjectKey).map {
                SubjectGradesJSON(subject: $0.subject.key, grades: $0.grades.map(GradeJSON.init), term: nil, year: nil)
            }
            context.console.out(JSONOutput.line(json))
        } else {
            let subjects = try context.subjects.subjects(includingHidden: true)
            var text = ProgressRenderer(context: context, subjects: subjects).text(of: report)
            let gradeLines = try grades.lines(in: report.days, subjectKey: subjectKey)
            if !gradeLines.isEmpty {
                text +=
                    "\n\n" + context.style.bold(context.localization.text("stats.grades")) + "\n"
                    + gradeLines.joined(separator: "\n")
            }
            context.console.out(text)
        }
    }

    /// Lists every achievement: earned ones with their day, locked ones with what is left.
    public func showAchievements() throws {
        let earned = try context.progress.achievements()
        let facts = try facts(studiedAt: [])
        if context.json {
            let items = Achievement.allCases.map { achievement in
                AchievementJSON(
                    key: achievement.rawValue, earned: earned[achievement].map(Timestamp.format),
                    left: earned[achievement] == nil ? achievement.remaining(given: facts) : nil)
            }
            context.console.out(JSONOutput.line(items))
            return
        }
        let l10n = context.localization
        var lines = [
            l10n.text("achievements.title", ["count": String(earned.count), "all": String(Achievement.allCases.count)])
        ]
        for achievement in Achievement.allCases {
            let name = l10n.text("achievement.\(achievement.rawValue)")
            if let instant = earned[achievement] {
                let day = context.clock.localDayAndTime(of: instant).day
                lines.append(l10n.text("achievements.earned", ["name": name, "date": l10n.shortDate(day)]))
            } else if let left = achievement.remaining(given: facts) {
                lines.append(l10n.plural("achievements.left", count: left, ["name": name]))
            } else {
                lines.append(l10n.text("achievements.locked", ["name": name]))
            }
        }
        context.console.out(lines.joined(separator: "\n"))
    }

    /// Judges the achievements after some study (done at `studiedAt`), saves the new ones and announces each,
    /// once, in the session's language. Never throws: a failure to judge must not undo the study.
    public func celebrate(studiedAt instants: [Date]) {
        guard let facts = try? facts(studiedAt: instants),
            let new = try? context.progress.unlock(Achievement.earned(by: facts), at: context.clock.now()),
            !new.isEmpty
        else { return }
        let l10n = context.localization
        for achievement in new {
            if context.json {
                context.console.out(JSONOutput.line(["achievement": achievement.rawValue]))
            } else {
                let name = l10n.text("achievement.\(achievement.rawValue)")
                context.console.out(context.style.bold(l10n.text("achievements.unlocked", ["name": name])))
            }
        }
    }

    /// What the achievements are judged on now: counts, streaks over the last weeks, the latest answers, and the
    /// term goals reached.
    func facts(studiedAt instants: [Date]) throws -> AchievementFacts {
        let clock = context.clock
        let today = clock.today
        let progress = context.progress
        var facts = AchievementFacts()
        facts.practiceCount = try progress.practiceCount()
        let window = today.adding(days: -(Achievement.streak30.threshold ?? 30) - 10)
        let ledger = StudyLedger(
            try progress.activity(from: instant(at: window), to: instant(after: today)), clock: clock)
        let streak = ledger.streak(today: today)
        facts.currentStreak = streak.current
        facts.longestStreak = streak.longest
        let answers = try progress.latestAnswers(limit: 10)
        facts.rightInARow = answers.prefix { $0.right }.count
        if answers.count == 10, facts.rightInARow == 10, let first = answers.last, let last = answers.first {
            facts.secondsForLastTenRight = last.at.timeIntervalSince(first.at)
        }
        facts.studiedAt = instants.map { clock.localDayAndTime(of: $0).time }
        let terms = try progress.terms()
        facts.termGoalsReached = try standings(in: terms, today: today).filter(\.reached).count
        return facts
    }
}
