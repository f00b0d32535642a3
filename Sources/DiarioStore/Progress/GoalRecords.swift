internal import DiarioDomain
import Foundation
internal import GRDB

/// A row of `studyTerm`.
struct StudyTermRecord: Codable, InstantStoringRecord, MutablePersistableRecord {
    static let databaseTableName = "studyTerm"

    var id: Int64?
    var name: String
    var startDay: String
    var endDay: String
    var createdAt: Date
    var updatedAt: Date?
    /// The row's stable identity across devices and backups; the database gives one when nil.
    @StableIdentity var uuid: String? = nil

    enum Columns {
        static let startDay = Column(CodingKeys.startDay)
        static let id = Column(CodingKeys.id)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }

    init(_ term: StudyTerm, at instant: Date) {
        id = term.id
        name = term.name
        startDay = term.start.iso
        endDay = term.end.iso
        createdAt = instant
        updatedAt = instant
    }

    var term: StudyTerm? {
        guard let start = CalendarDay(iso: startDay), let end = CalendarDay(iso: endDay) else { return nil }
        return StudyTerm(id: id, name: name, start: start, end: end)
    }
}

/// A row of `studyGoal`: the goal's title; its targets and terms are rows of their own.
struct StudyGoalRecord: Codable, InstantStoringRecord, MutablePersistableRecord {
    static let databaseTableName = "studyGoal"

    var id: Int64?
    var title: String
    var createdAt: Date
    var updatedAt: Date?
    /// The row's stable identity across devices and backups; the database gives one when nil.
    @StableIdentity var uuid: String? = nil

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// A row of `goalTarget`: an amount of one metric (for one subject, or all) that a goal asks for.
struct GoalTargetRecord: Codable, InstantStoringRecord, MutablePersistableRecord {
    static let databaseTableName = "goalTarget"

    var id: Int64?
    var goalId: Int64
    var metricId: Int64
    var subjectId: Int64?
    var target: Double
    /// The row's stable identity across devices and backups; the database gives one when nil.
    @StableIdentity var uuid: String? = nil

    enum Columns {
        static let goalId = Column(CodingKeys.goalId)
        static let subjectId = Column(CodingKeys.subjectId)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// A row of `termGoal`: a goal assigned to a term.
struct TermGoalRecord: Codable, InstantStoringRecord, PersistableRecord {
    static let databaseTableName = "termGoal"

    var termId: Int64
    var goalId: Int64
    /// The row's stable identity across devices and backups; the database gives one when nil.
    @StableIdentity var uuid: String? = nil

    enum Columns {
        static let termId = Column(CodingKeys.termId)
        static let goalId = Column(CodingKeys.goalId)
    }
}

/// A row of `achievement`: earned once, never changed.
struct AchievementRecord: Codable, InstantStoringRecord, PersistableRecord {
    static let databaseTableName = "achievement"

    var key: String
    var unlockedAt: Date
}

/// A row of `drillAnswer`: one arithmetic problem answered.
struct DrillAnswerRecord: Codable, InstantStoringRecord, MutablePersistableRecord {
    static let databaseTableName = "drillAnswer"

    var id: Int64?
    var answeredAt: Date
    var problem: String
    var solved: Bool
    var stars: Int
    /// The row's stable identity across devices and backups; the database gives one when nil.
    @StableIdentity var uuid: String? = nil

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

/// The one row of `studyTimer` while a timer runs.
struct StudyTimerRecord: Codable, InstantStoringRecord, PersistableRecord {
    static let databaseTableName = "studyTimer"

    var id = 1
    var subjectId: Int64
    var startedAt: Date
    var workMinutes: Int?
    var breakMinutes: Int?
}
