internal import GRDB

extension DiarioStore {
    // v23: the human sciences (issue 42) become a built-in subject: psychology, sociology, anthropology and pedagogy,
    // taught as one subject (scienze umane) in the liceo delle scienze umane and its economic-social option. Like
    // v10's subjects it comes hidden, so that no student's list changes until they choose their school's set, and
    // only a new row is written: a student's own subject with the key keeps it. Its UUID is fixed, as in v6, from
    // `diario:subject:human-sciences`, so that two synced devices make the same row.
    static func registerHumanSciences(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v23-human-sciences") { db in
            try addHiddenBuiltIns([("human-sciences", "🧠", "magenta", "e994a7a7-7db2-5f22-a24c-82d2a3a2451e")], in: db)
        }
    }

    /// Adds built-in subjects hidden, at the end of the list, each only when no subject has its key or UUID yet.
    static func addHiddenBuiltIns(
        _ subjects: [(key: String, icon: String, colour: String, uuid: String)], in db: GRDB.Database
    ) throws {
        for subject in subjects {
            try db.execute(
                sql: """
                    INSERT INTO subject (key, nameKey, icon, colour, sortOrder, isActive, isBuiltIn, uuid)
                    SELECT ?, ?, ?, ?, next, 0, 1, ?
                    FROM (SELECT coalesce(max(sortOrder), 0) + 1 AS next FROM subject)
                    WHERE NOT EXISTS (SELECT 1 FROM subject WHERE key = ? OR uuid = ?)
                    """,
                arguments: [
                    subject.key, "subject.\(subject.key)", subject.icon, subject.colour, subject.uuid, subject.key,
                    subject.uuid,
                ])
        }
    }
}
