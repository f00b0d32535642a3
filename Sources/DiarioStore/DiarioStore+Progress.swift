public import DiarioDomain
public import Foundation
internal import GRDB

extension DiarioStore: ProgressRepository {
    /// Starts the timer, unless one runs already.
    public func startTimer(_ timer: StudyTimer) throws {
        try write { db in
            if let running = try StudyTimerRecord.fetchOne(db) {
                let key = try Self.subjectKeysById(in: db)[running.subjectId] ?? Subject.fallbackKey
                let minutes = max(0, Int(clock.now().timeIntervalSince(running.startedAt) / 60))
                throw DomainError.timerRunning(subjectKey: key, minutes: minutes)
            }
            guard let subjectId = try Self.subjectId(for: timer.subjectKey, in: db) else {
                throw DomainError.subjectNotFound(key: timer.subjectKey)
            }
            try StudyTimerRecord(
                subjectId: subjectId, startedAt: timer.startedAt, workMinutes: timer.pomodoro?.work,
                breakMinutes: timer.pomodoro?.rest
            )
            .insert(db)
        }
    }

    /// The running timer, if any.
    public func runningTimer() throws(StorageError) -> StudyTimer? {
        try read { db in try StudyTimerRecord.fetchOne(db).map { try Self.timer($0, in: db) } }
    }

    /// Stops the timer and records its whole minutes (capped at a day) as a session, in one journaled change.
    public func stopTimer(at instant: Date) throws -> (timer: StudyTimer, session: StudySession?) {
        try journaledWrite(.studyLogged) { db in
            guard let record = try StudyTimerRecord.fetchOne(db) else { throw DomainError.timerNotRunning }
            let timer = try Self.timer(record, in: db)
            try record.delete(db)
            let minutes = min(StudySession.maxMinutes, timer.minutes(at: instant))
            guard minutes > 0 else { return ((timer, nil), "\(timer.subjectKey), 0 min", nil) }
            var session = StudySessionRecord(
                StudySession(
                    subjectKey: timer.subjectKey, startedAt: timer.startedAt, minutes: minutes, source: .timer),
                subjectId: record.subjectId, createdAt: instant)
            try session.insert(db)
            return (
                (timer, session.session(subjectKey: timer.subjectKey)), "\(timer.subjectKey), \(minutes) min",
                session.id
            )
        }
    }

    /// Tallies per quarter hour (epoch seconds over 900) and subject, from three logs in one query.
    public func activity(from start: Date, to end: Date) throws(StorageError) -> [ActivityTally] {
        try read { db in
            let keys = try Self.subjectKeysById(in: db)
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT quarter, subjectId, sum(minutes) AS minutes, sum(reviews) AS reviews,
                           sum(remembered) AS remembered, sum(tasks) AS tasks
                    FROM (
                        SELECT CAST(strftime('%s', startedAt) AS INTEGER) / 900 AS quarter, subjectId, minutes,
                               0 AS reviews, 0 AS remembered, 0 AS tasks
                        FROM studySession WHERE startedAt >= ?1 AND startedAt < ?2
                        UNION ALL
                        SELECT CAST(strftime('%s', r.reviewedAt) AS INTEGER) / 900, c.subjectId, 0, 1, r.rating > 1, 0
                        FROM reviewLog r JOIN studyCard c ON c.id = r.cardId
                        WHERE r.reviewedAt >= ?1 AND r.reviewedAt < ?2
                        UNION ALL
                        SELECT CAST(strftime('%s', completedAt) AS INTEGER) / 900, subjectId, 0, 0, 0, 1
                        FROM studyTask WHERE completedAt >= ?1 AND completedAt < ?2
                    )
                    GROUP BY quarter, subjectId
                    """,
                arguments: [start, end])
            return rows.map { row in
                ActivityTally(
                    start: Date(timeIntervalSince1970: Double(row["quarter"] as Int64) * 900),
                    subjectKey: (row["subjectId"] as Int64?).flatMap { keys[$0] }, minutes: row["minutes"],
                    reviews: row["reviews"], remembered: row["remembered"], tasksCompleted: row["tasks"])
            }
        }
    }

    /// Records one drill answer; not journaled, as card reviews are not.
    public func recordDrillAnswer(problem: String, solved: Bool, stars: Int, at instant: Date) throws(StorageError) {
        do {
            try write { db in
                var record = DrillAnswerRecord(
                    answeredAt: instant, problem: String(problem.prefix(40)), solved: solved,
                    stars: min(3, max(0, stars)))
                try record.insert(db)
            }
        } catch {
            throw error as? StorageError ?? .failed(reason: "\(error)")
        }
    }

    /// Reviews plus solved drill answers.
    public func practiceCount() throws(StorageError) -> Int {
        try read { db in
            try Int.fetchOne(
                db,
                sql: "SELECT (SELECT count(*) FROM reviewLog) + (SELECT count(*) FROM drillAnswer WHERE solved)") ?? 0
        }
    }

    /// The latest answers of both kinds, newest first (each side read through its time index).
    public func latestAnswers(limit: Int) throws(StorageError) -> [(at: Date, right: Bool)] {
        try read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT at, right FROM (
                        SELECT * FROM (SELECT reviewedAt AS at, rating > 1 AS right FROM reviewLog
                                       ORDER BY reviewedAt DESC LIMIT ?1)
                        UNION ALL
                        SELECT * FROM (SELECT answeredAt, solved FROM drillAnswer ORDER BY answeredAt DESC LIMIT ?1)
                    ) ORDER BY at DESC LIMIT ?1
                    """,
                arguments: [limit])
            return rows.map { (at: $0["at"], right: $0["right"]) }
        }
    }

    /// The achievements earned, with when.
    public func achievements() throws(StorageError) -> [Achievement: Date] {
        try read { db in
            var earned: [Achievement: Date] = [:]
            for record in try AchievementRecord.fetchAll(db) {
                if let achievement = Achievement(rawValue: record.key) { earned[achievement] = record.unlockedAt }
            }
            return earned
        }
    }

    /// Inserts the new ones only, so that each is earned once even when two processes judge at the same time.
    public func unlock(_ earned: Set<Achievement>, at instant: Date) throws(StorageError) -> [Achievement] {
        guard !earned.isEmpty else { return [] }
        do {
            return try write { db in
                var new: [Achievement] = []
                for achievement in Achievement.allCases where earned.contains(achievement) {
                    try db.execute(
                        sql: "INSERT OR IGNORE INTO achievement (key, unlockedAt) VALUES (?, ?)",
                        arguments: [achievement.rawValue, instant])
                    if db.changesCount > 0 { new.append(achievement) }
                }
                return new
            }
        } catch {
            throw error as? StorageError ?? .failed(reason: "\(error)")
        }
    }

    /// The `daily_goal_minutes` preference.
    public func dailyGoalMinutes() throws(StorageError) -> Int? {
        try read { db in
            try PreferenceRecord.fetchOne(db, key: PreferenceRecord.dailyGoalKey).flatMap { Int($0.value) }
        }
    }

    /// Saves or removes the `daily_goal_minutes` preference.
    public func setDailyGoalMinutes(_ minutes: Int?) throws(StorageError) {
        do {
            try write { db in
                if let minutes {
                    try PreferenceRecord(
                        key: PreferenceRecord.dailyGoalKey, value: String(minutes), updatedAt: clock.now()
                    )
                    .upsert(db)
                } else {
                    _ = try PreferenceRecord.deleteOne(db, key: PreferenceRecord.dailyGoalKey)
                }
            }
        } catch {
            throw error as? StorageError ?? .failed(reason: "\(error)")
        }
    }

    private static func timer(_ record: StudyTimerRecord, in db: GRDB.Database) throws -> StudyTimer {
        let key = try subjectKeysById(in: db)[record.subjectId] ?? Subject.fallbackKey
        let pomodoro = record.workMinutes.flatMap { work in
            record.breakMinutes.flatMap { Pomodoro(work: work, rest: $0) }
        }
        return StudyTimer(subjectKey: key, startedAt: record.startedAt, pomodoro: pomodoro)
    }
}
