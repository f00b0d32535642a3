import DiarioDomain
import Foundation

/// The JSON of `diario stats --json` (docs/json.md, "Stats").
struct StatsJSON: Encodable {
    struct Period: Encodable {
        var name: String
        var from: String
        var to: String
        var term: String?
    }
    struct Streak: Encodable {
        var current: Int
        var longest: Int
    }
    struct DailyGoal: Encodable {
        var minutes: Int
        var today: Int
        var met: Bool
        var daysMet: Int

        enum CodingKeys: String, CodingKey {
            case minutes, today, met
            case daysMet = "days_met"
        }
    }
    struct Target: Encodable {
        var metric: String
        var subject: String?
        var target: Double
        var done: Double
        var status: String
        var behindBy: Double?
        var projected: String?

        enum CodingKeys: String, CodingKey {
            case metric, subject, target, done, status, projected
            case behindBy = "behind_by"
        }
    }
    struct Goal: Encodable {
        var id: Int64
        var title: String
        var term: TermJSON
        var reached: Bool
        var targets: [Target]

        init(_ standing: ProgressReport.GoalStanding) {
            id = standing.goal.id ?? 0
            title = standing.goal.title
            term = TermJSON(standing.term, goals: nil)
            reached = standing.reached
            targets = standing.targets.map { progress in
                var status = "reached"
                var behindBy: Double?
                switch progress.status {
                case .reached: break
                case .onTrack: status = "on_track"
                case .behind(let gap):
                    status = "behind"
                    behindBy = (gap * 10).rounded() / 10
                }
                return Target(
                    metric: progress.target.metric.rawValue, subject: progress.target.subjectKey,
                    target: progress.target.amount, done: (progress.done * 10).rounded() / 10, status: status,
                    behindBy: behindBy, projected: progress.projectedDay?.iso)
            }
        }
    }
    struct Day: Encodable {
        var date: String
        var minutes: Int
        var reviews: Int
        var tasks: Int
        /// Whether the day's minutes reached the daily goal; nil when no daily goal is set.
        var goalMet: Bool?

        enum CodingKeys: String, CodingKey {
            case date, minutes, reviews, tasks
            case goalMet = "goal_met"
        }
    }

    var period: Period
    /// The one subject the figures are about; absent for all.
    var subject: String?
    var minutes: Int
    var minutesBySubject: [String: Int]
    var streak: Streak
    var dailyGoal: DailyGoal?
    var goals: [Goal]
    var days: [Day]
    var weeklyMinutesBySubject: [String: [Int]]
    /// The period's grades, per subject.
    var grades: [SubjectGradesJSON] = []

    enum CodingKeys: String, CodingKey {
        case period, subject, minutes, streak, goals, days, grades
        case minutesBySubject = "minutes_by_subject"
        case dailyGoal = "daily_goal"
        case weeklyMinutesBySubject = "weekly_minutes_by_subject"
    }

    init(_ report: ProgressReport, clock: DiarioClock) {
        let today = clock.today
        period = Period(
            name: report.period.rawValue, from: report.days.first.iso, to: report.days.last.iso, term: report.term?.name
        )
        subject = report.subjectKey
        minutes = report.minutesBySubject.values.reduce(0, +)
        minutesBySubject = report.minutesBySubject
        streak = Streak(current: report.streak.current, longest: report.streak.longest)
        dailyGoal = report.dailyGoal.map {
            DailyGoal(
                minutes: $0, today: report.minutesToday, met: report.minutesToday >= $0, daysMet: report.daysGoalMet)
        }
        goals = report.goals.map(Goal.init)
        days = report.heatMap.filter { $0.day <= today }.map { entry in
            let activity = entry.activity
            return Day(
                date: entry.day.iso, minutes: activity.minutes, reviews: activity.reviews,
                tasks: activity.tasksCompleted, goalMet: report.dailyGoal.map { activity.minutes >= $0 })
        }
        weeklyMinutesBySubject = report.weeklyMinutes
    }
}
