internal import GRDB

/// An item last written to a CalDAV collection (v21).
struct CalendarPushRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "calendarPush"

    enum Columns {
        static let collection = Column(CodingKeys.collection)
        static let uid = Column(CodingKeys.uid)
    }

    var collection: String
    var uid: String
    var etag: String?
    var digest: String
}

/// An event read from a calendar and the task it became (v21).
struct CalendarImportRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "calendarImport"

    enum Columns {
        static let source = Column(CodingKeys.source)
    }

    /// The event's UID, with "|" and the day for an occurrence of a repeating one.
    var key: String
    /// The UUID of the task it became (which may since have been deleted).
    var taskIdentity: String
    /// The day the calendar gave it when last read.
    var day: String
    /// Where it was read.
    var source: String
}

/// A feed pulled at every sync (v21).
struct CalendarSubscriptionRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "calendarSubscription"

    enum Columns {
        static let url = Column(CodingKeys.url)
    }

    var url: String
}
