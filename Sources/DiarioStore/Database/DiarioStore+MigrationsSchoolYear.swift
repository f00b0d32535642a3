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

        // v15: the weekly timetable (issue 27). One row per lesson: a weekday, a period or a start (and perhaps an
        // end), a subject, a room and a teacher as written. Two lessons never share a period of a day (a unique
        // index); minutes that overlap are refused by the store, which can compare times. Lessons move with their
        // subject when it is removed.
        migrator.registerMigration("v15-timetable") { db in
            try db.create(table: "lesson") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("weekday", .integer).notNull().check(sql: "weekday BETWEEN 1 AND 7")
                t.column("period", .integer).check(sql: "period IS NULL OR period BETWEEN 1 AND 10")
                t.column("startTime", .text).check(sql: "startTime IS NULL OR startTime GLOB '[0-2][0-9]:[0-5][0-9]'")
                t.column("endTime", .text).check(sql: "endTime IS NULL OR endTime GLOB '[0-2][0-9]:[0-5][0-9]'")
                t.column("subjectId", .integer).notNull().references("subject", onDelete: .restrict)
                t.column("room", .text).check(sql: "room IS NULL OR length(room) BETWEEN 1 AND 60")
                t.column("teacher", .text).check(sql: "teacher IS NULL OR length(teacher) BETWEEN 1 AND 80")
                t.column("createdAt", .datetime).notNull()
                t.column("updatedAt", .datetime)
                t.column("uuid", .text)
                t.check(sql: "period IS NOT NULL OR startTime IS NOT NULL")
                t.check(sql: "endTime IS NULL OR startTime IS NULL OR endTime > startTime")
            }
            try db.execute(
                sql: "CREATE UNIQUE INDEX lesson_by_period ON lesson(weekday, period) WHERE period IS NOT NULL")
            try db.create(index: "lesson_by_subject", on: "lesson", columns: ["subjectId"])
            try keepIdentity(of: "lesson", in: db)
        }

        // v16: timetables that change (issue 27). A lesson may be held only in one week of a rotation (1 = week A),
        // and belongs to the timetable in force from `validFrom` (NULL: from the start), so a new timetable replaces
        // the old from a date while the old one still answers for the days before it. Columns are appended, so that
        // undo entries written before keep applying. The period's uniqueness now holds within one week and one
        // timetable. The school's own breaks get a table of their own: a named range of days, both included.
        migrator.registerMigration("v16-timetable-rotations-and-breaks") { db in
            try db.alter(table: "lesson") { t in
                t.add(column: "week", .integer).check(sql: "week IS NULL OR week BETWEEN 1 AND 4")
                t.add(column: "validFrom", .text).check(
                    sql: "validFrom IS NULL OR validFrom GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'")
            }
            try db.execute(sql: "DROP INDEX lesson_by_period")
            try db.execute(
                sql: """
                    CREATE UNIQUE INDEX lesson_by_period
                    ON lesson(weekday, period, ifnull(week, 0), ifnull(validFrom, '')) WHERE period IS NOT NULL
                    """)
            try db.create(table: "schoolBreak") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("name", .text).notNull().check(sql: "length(trim(name)) BETWEEN 1 AND 80")
                t.column("firstDay", .text).notNull().check(
                    sql: "firstDay GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'")
                t.column("lastDay", .text).notNull().check(
                    sql: "lastDay GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'")
                t.column("createdAt", .datetime).notNull()
                t.column("updatedAt", .datetime)
                t.column("uuid", .text)
                t.check(sql: "lastDay >= firstDay")
            }
            try keepIdentity(of: "schoolBreak", in: db)
        }

        // v17: absences (issue 27). One row per absence, late entry or early exit: its day, its kind, and the hours
        // of lessons it cost, counted when it was written down from the timetable of that day (so that a later
        // change of timetable does not rewrite the past); the period or time of the entry or exit as said, and a
        // note. Indexed by day, the order the year's count reads them in.
        migrator.registerMigration("v17-absences") { db in
            try db.create(table: "absence") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("day", .text).notNull().check(sql: "day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'")
                t.column("kind", .text).notNull().check(sql: "kind IN ('absent', 'late', 'early')")
                t.column("hours", .double).notNull().check(sql: "hours >= 0 AND hours <= 12")
                t.column("period", .integer).check(sql: "period IS NULL OR period BETWEEN 1 AND 10")
                t.column("time", .text).check(sql: "time IS NULL OR time GLOB '[0-2][0-9]:[0-5][0-9]'")
                t.column("note", .text).check(sql: "note IS NULL OR length(note) <= 200")
                t.column("createdAt", .datetime).notNull()
                t.column("updatedAt", .datetime)
                t.column("uuid", .text)
            }
            try db.create(index: "absence_by_day", on: "absence", columns: ["day"])
            try keepIdentity(of: "absence", in: db)
        }

        // v18: cycles of school days (issue 27). Some schools turn a cycle of N school days ("giorno 1" to
        // "giorno 6") instead of weeks: such a lesson has a cycle day and no weekday. SQLite cannot drop a NOT NULL,
        // so the table is made anew with the same columns in the same order and `cycleDay` appended (undo entries
        // written before keep applying), the rows copied with their ids and UUIDs, then its indexes and identity
        // triggers made again. A lesson has exactly one of a weekday and a cycle day.
        migrator.registerMigration("v18-cycles-of-school-days") { db in
            try db.create(table: "lessonNew") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("weekday", .integer).check(sql: "weekday IS NULL OR weekday BETWEEN 1 AND 7")
                t.column("period", .integer).check(sql: "period IS NULL OR period BETWEEN 1 AND 10")
                t.column("startTime", .text).check(sql: "startTime IS NULL OR startTime GLOB '[0-2][0-9]:[0-5][0-9]'")
                t.column("endTime", .text).check(sql: "endTime IS NULL OR endTime GLOB '[0-2][0-9]:[0-5][0-9]'")
                t.column("subjectId", .integer).notNull().references("subject", onDelete: .restrict)
                t.column("room", .text).check(sql: "room IS NULL OR length(room) BETWEEN 1 AND 60")
                t.column("teacher", .text).check(sql: "teacher IS NULL OR length(teacher) BETWEEN 1 AND 80")
                t.column("createdAt", .datetime).notNull()
                t.column("updatedAt", .datetime)
                t.column("uuid", .text)
                t.column("week", .integer).check(sql: "week IS NULL OR week BETWEEN 1 AND 4")
                t.column("validFrom", .text).check(
                    sql: "validFrom IS NULL OR validFrom GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'")
                t.column("cycleDay", .integer).check(sql: "cycleDay IS NULL OR cycleDay BETWEEN 1 AND 10")
                t.check(sql: "period IS NOT NULL OR startTime IS NOT NULL")
                t.check(sql: "endTime IS NULL OR startTime IS NULL OR endTime > startTime")
                t.check(sql: "(weekday IS NULL) <> (cycleDay IS NULL)")
            }
            try db.execute(
                sql: """
                    INSERT INTO lessonNew (id, weekday, period, startTime, endTime, subjectId, room, teacher, createdAt,
                        updatedAt, uuid, week, validFrom)
                    SELECT id, weekday, period, startTime, endTime, subjectId, room, teacher, createdAt, updatedAt, uuid,
                        week, validFrom FROM lesson
                    """)
            try db.drop(table: "lesson")
            try db.rename(table: "lessonNew", to: "lesson")
            try db.execute(
                sql: """
                    CREATE UNIQUE INDEX lesson_by_period ON lesson(ifnull(weekday, 0), ifnull(cycleDay, 0), period,
                        ifnull(week, 0), ifnull(validFrom, '')) WHERE period IS NOT NULL
                    """)
            try db.create(index: "lesson_by_subject", on: "lesson", columns: ["subjectId"])
            try keepIdentity(of: "lesson", in: db)
        }
    }
}
