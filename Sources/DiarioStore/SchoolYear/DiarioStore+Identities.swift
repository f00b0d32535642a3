public import DiarioDomain
internal import GRDB

extension DiarioStore: StableIdentityRepository {
    /// Every task's UUID, by id.
    public func taskIdentities() throws(StorageError) -> [Int64: String] { try identities(of: "studyTask") }

    /// Every lesson's UUID, by id.
    public func lessonIdentities() throws(StorageError) -> [Int64: String] { try identities(of: "lesson") }

    private func identities(of table: String) throws(StorageError) -> [Int64: String] {
        try read { db in
            var identities: [Int64: String] = [:]
            let rows = try Row.fetchCursor(db, sql: "SELECT id, uuid FROM \(table) WHERE uuid IS NOT NULL")
            while let row = try rows.next() { identities[row["id"]] = row["uuid"] }
            return identities
        }
    }
}
