import Foundation
internal import GRDB

/// One preference of the student's, by name.
struct PreferenceRecord: Codable, InstantStoringRecord, PersistableRecord {
    static let databaseTableName = "preference"

    enum Columns {
        static let key = Column(CodingKeys.key)
        static let value = Column(CodingKeys.value)
    }

    var key: String
    var value: String
    /// When the row last changed; a merge keeps the newer copy. Nil for rows untouched since before v6.
    var updatedAt: Date? = nil

    /// The value saved under `key`, nil when none is. Every command reads the language this way as it starts: the
    /// SQL is written out, so that no schema is read to find the table's primary key (GRDB's `fetchOne(db, key:)`
    /// does, a tenth of an empty `list --json`).
    static func value(forKey key: String, in db: GRDB.Database) throws -> String? {
        try String.fetchOne(db.cachedStatement(sql: "SELECT value FROM preference WHERE key = ?"), arguments: [key])
    }

    /// The interface language chosen with `/lang`.
    static let languageKey = "language"
    /// The minutes a day the student wants to study; absent when no daily goal is set.
    static let dailyGoalKey = "daily_goal_minutes"
    /// The mean recall a test plan aims for on the day ("0.95").
    static let planTargetKey = "plan_target"
    /// The most cards a test plan gives a day.
    static let planBudgetKey = "plan_budget"
    /// How many days ahead tests are planned for.
    static let planHorizonKey = "plan_horizon"
    /// The school chosen at the welcome or with `subjects preset`, or "skipped".
    static let schoolKey = "school"
}
