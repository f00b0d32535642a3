internal import GRDB

extension DiarioStore {
    // v25: the index of open tasks by due day holds every column a list shows, so a list reads the index alone. Before,
    // each open task listed was one more page of the table: in a diary of four school years (100,000 tasks, 1,937
    // open) the agenda read 1,247 pages one `pread` at a time, and 100,000 open tasks in `list --json` were a random
    // walk over the whole table. Now the agenda reads 71 pages, and a cold `list --json` took 15 to 25 % less time
    // (docs/benchmarks.md, "Start-up, fourth round"). The index grows with the open tasks only (it is partial): 0.6 %
    // of that four-year file, a third more for a diary of 100,000 open tasks. v9's index of open tests goes: reading
    // this one and keeping the tests took a fifth less time than looking each test up in the table (3,612 tests
    // among 100,000 open tasks: 19.4 against 23.7 ms), and SQLite chose it anyway. The columns are written out here,
    // not taken from the record, so that this migration means the same forever; `TaskRepositoryTests` fails when a
    // list's query stops being covered. Nothing that travels changes: sync files keep their schema number.
    static func registerCoveringListIndex(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v25-lists-from-one-index") { db in
            try db.execute(sql: "DROP INDEX studyTask_open_tests")
            try db.execute(sql: "DROP INDEX studyTask_open_by_due")
            try db.execute(
                sql: """
                    CREATE INDEX studyTask_open_by_due ON studyTask(dueDate, dueTime, priority, createdAt, title, \
                    subjectId, kind, notes, repeatRule, sourceText, uuid, updatedAt, completedAt) \
                    WHERE completedAt IS NULL
                    """)
        }
    }
}
