internal import GRDB

/// One preference of the student's, by name.
struct PreferenceRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "preference"

    enum Columns {
        static let key = Column(CodingKeys.key)
        static let value = Column(CodingKeys.value)
    }

    var key: String
    var value: String

    /// The interface language chosen with `/lang`.
    static let languageKey = "language"
}
