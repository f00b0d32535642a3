import DiarioDomain
import Foundation

/// Every figure of progress on one day, computed once and then drawn as text or written as JSON: minutes by
/// subject for the period, the streak, the daily goal, the goals of the current terms, and twelve weeks of days.
struct ProgressReport {
    /// The period summed up.
    var period: StatsPeriod
    /// Its days.
    var days: DayRange
    /// The term of a term period.
    var term: StudyTerm?
    /// Minutes per subject key in the period.
    var minutesBySubject: [String: Int]
    /// The streak today.
    var streak: StudyStreak
    /// The daily goal in minutes, if set.
    var dailyGoal: Int?
    /// Minutes studied today.
    var minutesToday: Int
    /// Days of the period (up to today) on which the daily goal was met.
    var daysGoalMet: Int
    /// The goals of the terms that contain today, each with its term and targets measured.
    var goals: [GoalStanding]
    /// The twelve weeks of the heat map, Monday first, ending with this week.
    var heatMap: [(day: CalendarDay, activity: DayActivity)]
    /// Minutes per week over the heat map's twelve weeks, per subject studied in them.
    var weeklyMinutes: [String: [Int]]
    /// The one subject the report is about ("quanto ho studiato storia?"), or nil for all.
    var subjectKey: String? = nil

    /// A goal in one of its terms.
    struct GoalStanding {
        var goal: StudyGoal
        var term: StudyTerm
        var targets: [TargetProgress]
        var reached: Bool { targets.allSatisfy { $0.status == .reached } }
    }

    /// How many weeks the heat map and the sparklines show.
    static let weeks = 12
}

extension ProgressCommands {
    /// Gathers the report for `period` on today: one pass over the activity log (all of it, for the longest
    /// streak), one aggregate per goal target. With `subjectKey`, the minutes, the weeks and the goals' targets are
    /// that subject's alone (its row shown even at zero); the streak, the daily goal and the days stay all study's.
    func report(_ period: StatsPeriod, subjectKey: String? = nil) throws -> ProgressReport {
        let clock = context.clock
        let today = clock.today
        let progress = context.progress
        let terms = try progress.terms()
        let current = terms.filter { $0.days.contains(today) }
        let days: DayRange
        var term: StudyTerm?
        switch period {
        case .week:
            let monday = today.adding(days: 1 - today.weekday.rawValue)
            days = DayRange(monday, monday.adding(days: 6))
        case .month:
            days = DayRange(today.adding(days: 1 - today.day), today.endOfMonth)
        case .term:
            guard let found = current.last else { throw ProgressError.noCurrentTerm }
            term = found
            days = found.days
        }
        let ledger = StudyLedger(try progress.activity(from: .distantPast, to: instant(after: today)), clock: clock)
        let dailyGoal = try progress.dailyGoalMinutes()
        let pastDays = DayRange(days.first, min(days.last, today))
        let daysGoalMet =
            dailyGoal.map { goal in
                ledger.days.filter { pastDays.contains($0.key) && $0.value.minutes >= goal }.count
            } ?? 0
        let mapStart = today.adding(days: 1 - today.weekday.rawValue - 7 * (ProgressReport.weeks - 1))
        let heatMap = (0..<(7 * ProgressReport.weeks)).map { offset -> (CalendarDay, DayActivity) in
            let day = mapStart.adding(days: offset)
            return (day, ledger.days[day] ?? DayActivity())
        }
        var weekly: [String: [Int]] = [:]
        for (offset, entry) in heatMap.enumerated() {
            for (key, minutes) in entry.1.minutesBySubject {
                weekly[key, default: Array(repeating: 0, count: ProgressReport.weeks)][offset / 7] += minutes
            }
        }
        var minutes = ledger.minutesBySubject(in: days)
        var goals = try standings(in: current, today: today)
        if let subjectKey {
            minutes = [subjectKey: minutes[subjectKey] ?? 0]
            weekly = [subjectKey: weekly[subjectKey] ?? Array(repeating: 0, count: ProgressReport.weeks)]
            goals = goals.compactMap { standing in
                var standing = standing
                standing.targets = standing.targets.filter { $0.target.subjectKey == subjectKey }
                return standing.targets.isEmpty ? nil : standing
            }
        }
        return ProgressReport(
            period: period, days: days, term: term, minutesBySubject: minutes,
            streak: ledger.streak(today: today), dailyGoal: dailyGoal,
            minutesToday: ledger.days[today]?.minutes ?? 0, daysGoalMet: daysGoalMet,
            goals: goals, heatMap: heatMap, weeklyMinutes: weekly, subjectKey: subjectKey)
    }

    /// The goals of `terms`, each target measured over its term up to now.
    func standings(in terms: [StudyTerm], today: CalendarDay) throws -> [ProgressReport.GoalStanding] {
        var standings: [ProgressReport.GoalStanding] = []
        for goal in try context.progress.goals() {
            for term in terms where goal.termIds.contains(term.id ?? -1) {
                let targets = try goal.targets.map { target in
                    TargetProgress(
                        target: target,
                        done: try context.progress.measure(
                            target, from: instant(at: term.start), to: instant(after: term.end)),
                        term: term.days, today: today)
                }
                standings.append(.init(goal: goal, term: term, targets: targets))
            }
        }
        return standings
    }

    /// Local midnight at the start of `day`.
    func instant(at day: CalendarDay) -> Date {
        DiarioClock.instant(fromISO: day.iso + "T00:00", timeZone: context.clock.timeZone)
            ?? Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400)
    }

    /// Local midnight at the end of `day`.
    func instant(after day: CalendarDay) -> Date { instant(at: day.adding(days: 1)) }
}

/// What `diario stats --term` and a goal without a term cannot do.
enum ProgressError: StudentFacingError {
    /// No term contains today.
    case noCurrentTerm

    var message: StudentMessage { StudentMessage("error.noCurrentTerm") }
    var exitCode: Int32 { 1 }
}
