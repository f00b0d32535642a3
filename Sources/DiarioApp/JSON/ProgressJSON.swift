import DiarioDomain
import Foundation

/// The JSON of a recorded study session.
struct StudySessionJSON: Encodable {
    var id: Int64?
    var subject: String
    var startedAt: String
    var minutes: Int
    var source: String

    enum CodingKeys: String, CodingKey {
        case id, subject, minutes, source
        case startedAt = "started_at"
    }

    init(_ session: StudySession) {
        id = session.id
        subject = session.subjectKey
        startedAt = ISO8601DateFormatter().string(from: session.startedAt)
        minutes = session.minutes
        source = session.source.rawValue
    }
}

/// The JSON of the timer.
struct TimerJSON: Encodable {
    var subject: String
    var startedAt: String
    var minutes: Int
    var pomodoro: String?
    var session: StudySessionJSON?

    enum CodingKeys: String, CodingKey {
        case subject, minutes, pomodoro, session
        case startedAt = "started_at"
    }

    init(_ timer: StudyTimer, now: Date, session: StudySession? = nil) {
        subject = timer.subjectKey
        startedAt = Timestamp.format(timer.startedAt)
        minutes = timer.minutes(at: now)
        pomodoro = timer.pomodoro.map { "\($0.work)/\($0.rest)" }
        self.session = session.map(StudySessionJSON.init)
    }
}

/// The JSON of a term.
struct TermJSON: Encodable {
    var id: Int64
    var name: String
    var start: String
    var end: String
    var goals: Int?

    init(_ term: StudyTerm, goals: Int?) {
        id = term.id ?? 0
        name = term.name
        start = term.start.iso
        end = term.end.iso
        self.goals = goals
    }
}

/// The JSON of a goal as saved.
struct GoalJSON: Encodable {
    struct Target: Encodable {
        var metric: String
        var subject: String?
        var target: Double
    }
    var id: Int64
    var title: String
    var targets: [Target]
    var terms: [TermJSON]

    init(_ goal: StudyGoal, terms: [StudyTerm]) {
        id = goal.id ?? 0
        title = goal.title
        targets = goal.targets.map { Target(metric: $0.metric.rawValue, subject: $0.subjectKey, target: $0.amount) }
        self.terms = terms.map { TermJSON($0, goals: nil) }
    }
}

/// The JSON of `diario goals --json`: the daily goal and each goal in each term, measured.
struct GoalListJSON: Encodable {
    var dailyGoalMinutes: Int?
    var goals: [StatsJSON.Goal]

    enum CodingKeys: String, CodingKey {
        case goals
        case dailyGoalMinutes = "daily_goal_minutes"
    }

    init(standings: [ProgressReport.GoalStanding], daily: Int?) {
        dailyGoalMinutes = daily
        goals = standings.map(StatsJSON.Goal.init)
    }
}

struct AchievementJSON: Encodable {
    var key: String
    var earned: String?
    var left: Int?
}
