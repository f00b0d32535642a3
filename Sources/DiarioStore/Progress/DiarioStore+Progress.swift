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

    /// Tallies per quarter hour: study minutes per subject, reviews and completed tasks all subjects together.
    /// Each log is read in time order through its index (reviews through a covering one) and consecutive rows of
    /// one quarter are added up here: a year of reviews is one pass, with no sort and no date function in SQL.
    public func activity(from start: Date, to end: Date) throws(StorageError) -> [ActivityTally] {
        try read { db in
            let keys = try Self.subjectKeysById(in: db)
            var tallies: [ActivityTally] = []
            let sessions = try Row.fetchCursor(
                db,
                sql: """
                    SELECT startedAt, subjectId, minutes FROM studySession
                    WHERE startedAt >= ?1 AND startedAt < ?2 ORDER BY startedAt
                    """,
                arguments: [StoredInstant(start), StoredInstant(end)])
            while let row = try sessions.next() {
                guard let quarter = Self.quarter(ofStored: row[0]) else { continue }
                tallies.append(ActivityTally(start: quarter, subjectKey: keys[row[1]], minutes: row[2]))
            }
            try Self.foldByQuarter(
                db, into: &tallies,
                sql: """
                    SELECT reviewedAt, rating > 1 FROM reviewLog
                    WHERE reviewedAt >= ?1 AND reviewedAt < ?2 ORDER BY reviewedAt
                    """, arguments: [StoredInstant(start), StoredInstant(end)]
            ) { tally, right in
                tally.reviews += 1
                if right { tally.remembered += 1 }
            }
            try Self.foldByQuarter(
                db, into: &tallies,
                sql: """
                    SELECT completedAt, 1 FROM studyTask
                    WHERE completedAt >= ?1 AND completedAt < ?2 ORDER BY completedAt
                    """, arguments: [StoredInstant(start), StoredInstant(end)]
            ) { tally, _ in tally.tasksCompleted += 1 }
            return tallies
        }
    }

    /// Runs a query of (stored instant, flag) rows in time order and adds each row to the tally of its quarter.
    private static func foldByQuarter(
        _ db: GRDB.Database, into tallies: inout [ActivityTally], sql: String, arguments: StatementArguments,
        add: (inout ActivityTally, Bool) -> Void
    ) throws {
        let rows = try Row.fetchCursor(db, sql: sql, arguments: arguments)
        var current: ActivityTally?
        while let row = try rows.next() {
            guard let quarter = quarter(ofStored: row[0]) else { continue }
            if current?.start != quarter {
                if let done = current { tallies.append(done) }
                current = ActivityTally(start: quarter, subjectKey: nil)
            }
            add(&current!, row[1])
        }
        if let done = current { tallies.append(done) }
    }

    /// The start of the quarter hour of an instant as the database stores it ("2026-11-23 17:40:00.000", UTC),
    /// read digit by digit.
    static func quarter(ofStored text: String) -> Date? {
        var text = text
        return text.withUTF8 { bytes -> Date? in
            guard bytes.count >= 16 else { return nil }
            func number(_ range: Range<Int>) -> Int? {
                var value = 0
                for index in range {
                    let digit = Int(bytes[index]) - 48
                    guard (0...9).contains(digit) else { return nil }
                    value = value * 10 + digit
                }
                return value
            }
            guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
                let hour = number(11..<13), let minute = number(14..<16),
                let date = CalendarDay(year: year, month: month, day: day)
            else { return nil }
            let seconds = date.dayNumber * 86_400 + hour * 3600 + minute / 15 * 900
            return Date(timeIntervalSince1970: Double(seconds))
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
            return try rows.map { (at: try $0.requiredInstant(at: 0), right: $0["right"]) }
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
                        arguments: [achievement.rawValue, StoredInstant(instant)])
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
            try PreferenceRecord.value(forKey: PreferenceRecord.dailyGoalKey, in: db).flatMap { Int($0) }
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
