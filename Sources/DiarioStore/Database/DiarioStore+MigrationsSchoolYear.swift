internal import GRDB

extension DiarioStore {
    /// The migrations of the school year's pages (issue 27), in order.
    static func registerSchoolYear(in migrator: inout DatabaseMigrator) {
        // v14: grades (issue 27). One row per grade: the mark as written ("7+", "6/7") beside its value, so that a
        // school's change of what "+" is worth can be read again from the marks, and a judgement (religion's
        // "ottimo") is kept with no value and left out of averages. Written, oral or practical; a weight; the day;
        // the test task it answers (SET NULL: the grade stays when the task goes). A grade belongs to a subject and
        // moves with it when the subject is removed, as tasks do. Indexed by subject and day, the order every
        // average reads them in.
        migrator.registerMigration("v14-grades") { db in
            try db.create(table: "grade") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("subjectId", .integer).notNull().references("subject", onDelete: .restrict)
                t.column("mark", .text).notNull().check(sql: "length(trim(mark)) BETWEEN 1 AND 20")
                t.column("value", .double).check(sql: "value IS NULL OR value BETWEEN 0 AND 10")
                t.column("component", .text).check(
                    sql: "component IS NULL OR component IN ('written', 'oral', 'practical')")
                t.column("weight", .double).notNull().defaults(to: 1).check(sql: "weight > 0 AND weight <= 10")
                t.column("day", .text).notNull().check(sql: "day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'")
                t.column("taskId", .integer).references("studyTask", onDelete: .setNull)
                t.column("createdAt", .datetime).notNull()
                t.column("updatedAt", .datetime)
                t.column("uuid", .text)
            }
            try db.create(index: "grade_by_subject", on: "grade", columns: ["subjectId", "day"])
            try db.create(index: "grade_by_task", on: "grade", columns: ["taskId"])
            try keepIdentity(of: "grade", in: db)
        }
    }
}
