internal import GRDB

extension DiarioStore {
    /// The schema's history. Append only: a migration that has landed is never edited, and none uses
    /// the program's own types, so that an old file always migrates the way it did when it was new.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()

        // v1: subjects are entities, not an enum, so that students can add their own and name them
        // their way (seed decision "subject: from enum to database entity"). Tasks point to a subject;
        // removing a subject must never remove tasks, hence ON DELETE SET NULL and the data migration
        // service that gives subject-less work a subject again.
        migrator.registerMigration("v1-subjects-and-tasks") { db in
            try db.create(table: "subject") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("key", .text).notNull().unique()
                    .check(sql: "length(key) BETWEEN 1 AND 40 AND key NOT GLOB '*[^a-z0-9-]*'")
                t.column("nameKey", .text)
                t.column("customName", .text)
                    .check(sql: "customName IS NULL OR length(trim(customName)) BETWEEN 1 AND 60")
                t.column("icon", .text).notNull().check(sql: "length(icon) BETWEEN 1 AND 8")
                t.column("colour", .text).notNull()
                    .check(sql: "colour IN ('red','green','yellow','blue','magenta','cyan','white','gray')")
                t.column("sortOrder", .integer).notNull()
                t.column("isActive", .boolean).notNull().defaults(to: true).check(sql: "isActive IN (0, 1)")
                t.column("isBuiltIn", .boolean).notNull().defaults(to: false).check(sql: "isBuiltIn IN (0, 1)")
                t.check(sql: "nameKey IS NOT NULL OR customName IS NOT NULL")
            }
            try db.create(table: "subjectAlias") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("subject", onDelete: .cascade).notNull()
                t.column("alias", .text).notNull().check(sql: "length(trim(alias)) BETWEEN 1 AND 60")
                t.column("foldedAlias", .text).notNull().unique()
            }
            try db.create(table: "studyTask") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("title", .text).notNull().check(sql: "length(trim(title)) BETWEEN 1 AND 500")
                t.belongsTo("subject", onDelete: .setNull)
                t.column("kind", .text).notNull()
                    .check(
                        sql: "kind IN ('oral','test','exam','project','homework','reading','study','other')")
                t.column("dueDate", .text)
                    // `date(x, '+0 days')` normalizes ('2026-02-30' becomes '2026-03-02') and is NULL for text that
                    // is no date; NULL would pass a CHECK, hence IS.
                    .check(sql: "dueDate IS NULL OR (length(dueDate) = 10 AND date(dueDate, '+0 days') IS dueDate)")
                t.column("dueTime", .text)
                    .check(
                        sql: """
                            dueTime IS NULL OR (dueDate IS NOT NULL AND length(dueTime) = 5 \
                            AND strftime('%H:%M', '2000-01-01 ' || dueTime) IS dueTime)
                            """)
                t.column("priority", .text).notNull().defaults(to: "medium")
                    .check(sql: "priority IN ('high','medium','low')")
                t.column("notes", .text).check(sql: "notes IS NULL OR length(notes) <= 10000")
                t.column("createdAt", .datetime).notNull()
                t.column("completedAt", .datetime)
                t.column("repeatRule", .text).check(sql: "repeatRule IS NULL OR length(repeatRule) <= 200")
                t.column("sourceText", .text).check(sql: "sourceText IS NULL OR length(sourceText) <= 10000")
            }
            // What lists ask most: open tasks by due day (today, a range, overdue, the agenda).
            try db.execute(
                sql: """
                    CREATE INDEX studyTask_open_by_due ON studyTask(dueDate, dueTime) \
                    WHERE completedAt IS NULL
                    """)
            // Open tasks of one subject; also serves the foreign key when a subject is removed.
            try db.create(index: "studyTask_by_subject", on: "studyTask", columns: ["subjectId", "dueDate"])
            // "What did I finish this week", and the most recently filed.
            try db.execute(
                sql: """
                    CREATE INDEX studyTask_completed ON studyTask(completedAt) \
                    WHERE completedAt IS NOT NULL
                    """)
            try db.create(index: "studyTask_by_creation", on: "studyTask", columns: ["createdAt"])

            // The built-in subjects of the natural-language contract, named by localization keys.
            let builtIns: [(key: String, icon: String, colour: String)] = [
                ("italian", "📖", "red"), ("math", "📐", "blue"), ("history", "📜", "yellow"),
                ("geography", "🌍", "green"), ("science", "🔬", "cyan"), ("physics", "🧲", "magenta"),
                ("english", "🔤", "cyan"), ("art", "🎨", "magenta"), ("music", "🎵", "yellow"),
                ("pe", "⚽", "green"), ("religion", "⛪", "white"), ("other", "📌", "gray"),
            ]
            for (order, subject) in builtIns.enumerated() {
                try db.execute(
                    sql: """
                        INSERT INTO subject (key, nameKey, icon, colour, sortOrder, isActive, isBuiltIn)
                        VALUES (?, ?, ?, ?, ?, 1, 1)
                        """,
                    arguments: [subject.key, "subject.\(subject.key)", subject.icon, subject.colour, order + 1])
            }
        }

        // v2: study materials (books, notes, links) belong to a subject like tasks do, and, like tasks,
        // survive the removal of their subject.
        migrator.registerMigration("v2-study-materials") { db in
            try db.create(table: "studyMaterial") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("title", .text).notNull().check(sql: "length(trim(title)) BETWEEN 1 AND 500")
                t.belongsTo("subject", onDelete: .setNull)
                t.column("kind", .text).notNull()
                    .check(sql: "kind IN ('book','notes','link','file','video','other')")
                t.column("location", .text).check(sql: "location IS NULL OR length(location) <= 2000")
                t.column("notes", .text).check(sql: "notes IS NULL OR length(notes) <= 10000")
                t.column("createdAt", .datetime).notNull()
            }
        }

        // v3: preferences the student sets inside Diario (first: the interface language chosen with `/lang`),
        // kept with their data so that a copied or backed-up file keeps them. One row per preference.
        migrator.registerMigration("v3-preferences") { db in
            try db.create(table: "preference") { t in
                t.primaryKey("key", .text).check(sql: "length(key) BETWEEN 1 AND 60")
                t.column("value", .text).notNull().check(sql: "length(value) <= 1000")
            }
        }

        // v4: flashcards for spaced repetition, with their FSRS memory state on the row (the quiz asks "which
        // card is due next" of up to millions of rows, hence the partial index on due), and a log of every
        // review with the state before and after, so that a schedule can be replayed or audited.
        migrator.registerMigration("v4-cards-and-reviews") { db in
            try db.create(table: "studyCard") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("front", .text).notNull().check(sql: "length(trim(front)) BETWEEN 1 AND 2000")
                t.column("back", .text).notNull().check(sql: "length(trim(back)) BETWEEN 1 AND 4000")
                t.belongsTo("subject", onDelete: .setNull)
                t.column("tags", .text).notNull().defaults(to: "").check(sql: "length(tags) <= 1000")
                t.column("isSuspended", .boolean).notNull().defaults(to: false).check(sql: "isSuspended IN (0, 1)")
                t.column("createdAt", .datetime).notNull()
                t.column("phase", .text).notNull().defaults(to: "learning")
                    .check(sql: "phase IN ('learning','review','relearning')")
                t.column("step", .integer).check(sql: "step IS NULL OR step >= 0")
                t.column("stability", .double).check(sql: "stability IS NULL OR stability > 0")
                t.column("difficulty", .double).check(sql: "difficulty IS NULL OR difficulty BETWEEN 1 AND 10")
                t.column("due", .datetime).notNull()
                t.column("lastReview", .datetime)
                t.column("reviewCount", .integer).notNull().defaults(to: 0).check(sql: "reviewCount >= 0")
            }
            try db.execute(sql: "CREATE INDEX studyCard_due ON studyCard(due) WHERE isSuspended = 0")
            try db.execute(
                sql: "CREATE INDEX studyCard_due_by_subject ON studyCard(subjectId, due) WHERE isSuspended = 0")
            try db.create(table: "reviewLog") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("card", inTable: "studyCard", onDelete: .cascade).notNull()
                t.column("rating", .integer).notNull().check(sql: "rating BETWEEN 1 AND 4")
                t.column("reviewedAt", .datetime).notNull()
                t.column("durationMs", .integer).check(sql: "durationMs IS NULL OR durationMs >= 0")
                t.column("before", .jsonText).notNull()
                t.column("after", .jsonText).notNull()
            }
            try db.create(index: "reviewLog_by_card", on: "reviewLog", columns: ["cardId", "reviewedAt"])
        }

        // v5: conversations with the study coach, so that a chat can go on later and its history can be sent
        // back to the model. A reply is stored once it ends, with its status: one cut by Ctrl-C or a failure is
        // "interrupted" or "failed", never "complete". Actions the coach proposes are kept on the assistant
        // message (toolCalls, JSON), and what became of each one in a "tool" message that names the call.
        migrator.registerMigration("v5-coach-conversations") { db in
            try db.create(table: "conversation") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("startedAt", .datetime).notNull()
                t.column("language", .text).notNull().check(sql: "language IN ('it','en')")
            }
            try db.create(table: "coachMessage") { t in
                t.autoIncrementedPrimaryKey("id")
                t.belongsTo("conversation", onDelete: .cascade).notNull()
                t.column("role", .text).notNull().check(sql: "role IN ('user','assistant','tool')")
                t.column("content", .text).notNull().check(sql: "length(content) <= 100000")
                t.column("status", .text).notNull().defaults(to: "complete")
                    .check(sql: "status IN ('complete','interrupted','failed')")
                t.column("toolCalls", .jsonText).check(sql: "toolCalls IS NULL OR json_valid(toolCalls)")
                t.column("toolCallId", .text).check(sql: "toolCallId IS NULL OR length(toolCallId) <= 200")
                t.column("model", .text).check(sql: "model IS NULL OR length(model) <= 200")
                t.column("createdAt", .datetime).notNull()
                t.check(sql: "(role = 'tool') = (toolCallId IS NOT NULL)")
            }
            // A conversation's messages in order, and "the latest conversation".
            try db.create(index: "coachMessage_by_conversation", on: "coachMessage", columns: ["conversationId", "id"])
            try db.create(index: "conversation_by_start", on: "conversation", columns: ["startedAt"])
            // The study streak reads review times and completion times going back from today.
            try db.create(index: "reviewLog_by_time", on: "reviewLog", columns: ["reviewedAt"])
        }

        // v6: stable identities, change times and a lasting undo. Every row a student owns gets a UUID beside its
        // integer id, so that exports, imports and (later) sync between devices merge by it (docs/decisions.md).
        // Existing rows get one here; new rows get one from a trigger when the program gives none, and an update
        // can never take it away. Built-in subjects share one fixed UUID per key in every database, so that two
        // databases agree on "math". Rows that change (subjects, tasks, cards, materials, preferences) get
        // `updatedAt`, so that a merge keeps the newer copy; NULL means "before v6", older than any stamp.
        // `undoEntry` is the undo journal: one row per undoable change, holding an SQLite changeset of it (or,
        // for a restore, the backup that was replaced), so that undo works across sessions and processes.
        migrator.registerMigration("v6-identities-and-undo-journal") { db in
            let owned = [
                "subject", "studyTask", "studyMaterial", "studyCard", "reviewLog", "conversation", "coachMessage",
            ]
            let builtIns = [
                "italian": "2cc30494-963e-57ae-8ff6-222acff4ddc6", "math": "c3f5754c-cd6f-55b4-8ec7-b8e6355948c7",
                "history": "f098174f-46be-5671-8c6d-03538909b432", "geography": "f84cdb06-6f07-5448-a501-7be9f824b9df",
                "science": "d7b35ac4-116b-5153-a64c-99b88e799a05", "physics": "57d24e2e-e480-59e9-ba86-528b0b4c36b1",
                "english": "60d36de4-cb59-5a02-8310-781f3aa5b863", "art": "6b2fc0c0-435c-545f-8600-bbbba5f1b265",
                "music": "7b33cae7-04ab-52c7-865f-1df8ea170f80", "pe": "1975765c-e356-5d98-9587-6cf382ea2798",
                "religion": "7d7b74d8-a484-5193-ae50-bd2d4af013d0", "other": "0644561b-4c4c-56aa-a101-4176f147f7a5",
            ]
            for table in owned {
                try db.execute(sql: "ALTER TABLE \(table) ADD COLUMN uuid TEXT")
                if table == "subject" {
                    for (key, uuid) in builtIns {
                        try db.execute(
                            sql: "UPDATE subject SET uuid = ? WHERE key = ? AND isBuiltIn = 1", arguments: [uuid, key])
                    }
                }
                try db.execute(sql: "UPDATE \(table) SET uuid = \(randomUUID) WHERE uuid IS NULL")
                try keepIdentity(of: table, in: db)
            }
            for table in ["subject", "studyTask", "studyMaterial", "studyCard", "preference"] {
                try db.execute(sql: "ALTER TABLE \(table) ADD COLUMN updatedAt DATETIME")
            }
            try db.execute(sql: "UPDATE studyTask SET updatedAt = coalesce(completedAt, createdAt)")
            try db.execute(sql: "UPDATE studyCard SET updatedAt = coalesce(lastReview, createdAt)")
            try db.execute(sql: "UPDATE studyMaterial SET updatedAt = createdAt")
            try db.create(table: "undoEntry") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("createdAt", .datetime).notNull()
                t.column("action", .text).notNull().check(sql: "length(action) BETWEEN 1 AND 40")
                t.column("summary", .text).notNull().check(sql: "length(summary) <= 1000")
                t.column("itemId", .integer)
                t.column("changeset", .blob)
                t.column("backupPath", .text)
                t.check(sql: "(changeset IS NULL) <> (backupPath IS NULL)")
            }
        }

        // v7: study sessions (issue 14), the time a student spent on a subject: typed, timed, or spent in a quiz or
        // a drill. One row per session, never a blob, so that every figure of progress is an aggregate over rows.
        // A session belongs to one subject (removing a subject moves its sessions, as its tasks); minutes are whole
        // and at most a day; the source is one of four words. Indexed by start, the order every figure asks for.
        migrator.registerMigration("v7-study-sessions") { db in
            try db.create(table: "studySession") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("subjectId", .integer).notNull().references("subject", onDelete: .restrict)
                t.column("startedAt", .datetime).notNull()
                t.column("minutes", .integer).notNull().check(sql: "minutes BETWEEN 1 AND 1440")
                t.column("source", .text).notNull().check(sql: "source IN ('typed', 'timer', 'quiz', 'drill')")
                t.column("createdAt", .datetime).notNull()
                t.column("uuid", .text)
            }
            try db.create(index: "studySession_by_start", on: "studySession", columns: ["startedAt"])
            try db.create(index: "studySession_by_subject", on: "studySession", columns: ["subjectId", "startedAt"])
            try keepIdentity(of: "studySession", in: db)
        }

        // v8: progress (issue 14). Terms and goals as the Ten Week Goal seed normalizes them: a catalogue of the
        // metrics a goal can count, a goal's targets one row per metric (and subject), and a goal assigned to its
        // term through a junction, so that progress is computed by SQL over the logs and nothing is a JSON blob.
        // Achievements are a row each, written once when earned. Drill answers become rows so that exercises solved
        // count as cards reviewed do. The running timer is one row at most, so that `diario timer stop` in
        // another process finds what `timer start` began. Reviews get an index that covers their time and rating.
        migrator.registerMigration("v8-progress") { db in
            try db.create(table: "studyTerm") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("name", .text).notNull().check(sql: "length(name) BETWEEN 1 AND 80")
                t.column("startDay", .text).notNull().check(
                    sql: "startDay GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'")
                t.column("endDay", .text).notNull().check(sql: "endDay >= startDay")
                t.column("createdAt", .datetime).notNull()
                t.column("updatedAt", .datetime)
                t.column("uuid", .text)
            }
            try keepIdentity(of: "studyTerm", in: db)
            try db.create(table: "goalMetric") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("key", .text).notNull().unique()
                t.column("unit", .text).notNull().check(sql: "unit IN ('minutes', 'count', 'percent')")
            }
            for (key, unit) in [
                ("minutes_studied", "minutes"), ("cards_reviewed", "count"), ("tasks_completed", "count"),
                ("quiz_accuracy", "percent"),
            ] {
                try db.execute(sql: "INSERT INTO goalMetric (key, unit) VALUES (?, ?)", arguments: [key, unit])
            }
            try db.create(table: "studyGoal") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("title", .text).notNull().check(sql: "length(title) BETWEEN 1 AND 200")
                t.column("createdAt", .datetime).notNull()
                t.column("updatedAt", .datetime)
                t.column("uuid", .text)
            }
            try keepIdentity(of: "studyGoal", in: db)
            try db.create(table: "goalTarget") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("goalId", .integer).notNull().indexed().references("studyGoal", onDelete: .cascade)
                t.column("metricId", .integer).notNull().references("goalMetric", onDelete: .restrict)
                t.column("subjectId", .integer).indexed().references("subject", onDelete: .restrict)
                t.column("target", .double).notNull().check(sql: "target > 0")
                t.column("uuid", .text)
            }
            try db.execute(
                sql: "CREATE UNIQUE INDEX goalTarget_once ON goalTarget(goalId, metricId, coalesce(subjectId, 0))")
            try keepIdentity(of: "goalTarget", in: db)
            try db.create(table: "termGoal") { t in
                t.column("termId", .integer).notNull().references("studyTerm", onDelete: .cascade)
                t.column("goalId", .integer).notNull().indexed().references("studyGoal", onDelete: .cascade)
                t.column("uuid", .text)
                t.primaryKey(["termId", "goalId"])
            }
            try keepIdentity(of: "termGoal", in: db)
            try db.create(table: "achievement") { t in
                t.column("key", .text).primaryKey().check(sql: "length(key) BETWEEN 1 AND 40")
                t.column("unlockedAt", .datetime).notNull()
            }
            try db.create(table: "drillAnswer") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("answeredAt", .datetime).notNull().indexed()
                t.column("problem", .text).notNull().check(sql: "length(problem) BETWEEN 1 AND 40")
                t.column("solved", .boolean).notNull()
                t.column("stars", .integer).notNull().check(sql: "stars BETWEEN 0 AND 3")
                t.column("uuid", .text)
            }
            try keepIdentity(of: "drillAnswer", in: db)
            // Progress reads every review in time order with its rating: an index that covers both spares a
            // table read per review (a year of reviews: 11 ms → 5 ms). It replaces the index on time alone.
            try db.execute(sql: "DROP INDEX IF EXISTS reviewLog_by_time")
            try db.execute(sql: "CREATE INDEX reviewLog_by_time ON reviewLog(reviewedAt, rating)")
            try db.create(table: "studyTimer") { t in
                t.column("id", .integer).primaryKey().check(sql: "id = 1")
                t.column("subjectId", .integer).notNull().references("subject", onDelete: .cascade)
                t.column("startedAt", .datetime).notNull()
                t.column("workMinutes", .integer).check(sql: "workMinutes IS NULL OR workMinutes BETWEEN 1 AND 240")
                t.column("breakMinutes", .integer).check(sql: "breakMinutes IS NULL OR breakMinutes BETWEEN 1 AND 60")
            }
        }

        // v9: plans for coming tests (issue 16). A quiz now shows cards for two more reasons than being due: today's
        // plan for a test, or preparing a test ahead of the plan. Each review keeps why its card was shown, so that
        // what the plans cost can be counted. Rows written before v9 read as 'due' (quizzes then took due cards
        // only); NULL is allowed so that a backup written before v9 imports as it was. The coming tests are read at
        // every start of the REPL and every agenda: a partial index holds the open tests only, so that a planner
        // with 100,000 open tasks reads its few tests and not the weeks of tasks around them.
        migrator.registerMigration("v9-review-reasons") { db in
            try db.alter(table: "reviewLog") { t in
                t.add(column: "reason", .text).defaults(to: "due")
                    .check(sql: "reason IS NULL OR reason IN ('due', 'plan', 'ahead')")
            }
            try db.execute(
                sql: """
                    CREATE INDEX studyTask_open_tests ON studyTask(dueDate)
                    WHERE completedAt IS NULL AND kind IN ('test', 'oral', 'exam')
                    """)
        }

        // v10: the subjects of Italian schools (issue 25) become built-ins: Latin, Greek, philosophy, technology,
        // computer science, French, Spanish, German, law and economics, business economics, civic education. They
        // come hidden, so that no student's list changes until they choose their school's set (`subjects preset`)
        // or one by one; the parser recognises them anyway and offers them. Only new rows are written: a student
        // who already made a subject with one of these keys keeps it as theirs, and no stored row changes. Fixed
        // UUIDs as in v6, from `diario:subject:<key>`.
        migrator.registerMigration("v10-subjects-of-italian-schools") { db in
            let schoolSubjects: [(key: String, icon: String, colour: String, uuid: String)] = [
                ("latin", "🐺", "red", "a47c27cf-7224-5dc3-b97b-83d13db48540"),
                ("greek", "🏺", "yellow", "42e6d05c-55b6-5607-a6bb-aba55276f461"),
                ("philosophy", "🤔", "magenta", "8fc929b5-4576-5552-857d-3ce7b29a31c6"),
                ("technology", "🔧", "gray", "3e90d2d4-8151-5321-b7fd-0c0ed068f5b7"),
                ("computer-science", "💻", "blue", "da61c022-c8a0-5d69-8602-77f1c00b0b62"),
                ("french", "🥐", "blue", "2ab696b5-2cfd-5021-98d2-927d253e0cff"),
                ("spanish", "💃", "red", "e15da19d-bfdb-52c4-8576-dcfad5607ef6"),
                ("german", "🥨", "yellow", "2ce94735-b1ec-5ce7-8d89-95b872df1947"),
                ("law-economics", "💶", "white", "b5ecf8d1-3458-5467-a9b0-c3edf506fcb9"),
                ("business-economics", "📊", "green", "92e43010-f0cd-5c93-ac80-9165acef1591"),
                ("civics", "🤝", "cyan", "7f85fda4-dd53-577c-abe1-3b2c68c786de"),
            ]
            try addHiddenBuiltIns(schoolSubjects, in: db)
        }

        registerMaterialsAndMaps(in: &migrator)
        registerSchoolYear(in: &migrator)
        registerSync(in: &migrator)
        registerSyncTriggersWhenSetUp(in: &migrator)
        registerCalendar(in: &migrator)
        registerCompactShadow(in: &migrator)
        registerHumanSciences(in: &migrator)
        registerIdentityDefaults(in: &migrator)
        registerCoveringListIndex(in: &migrator)
        return migrator
    }

    /// An expression SQLite evaluates to a new random (version 4) UUID, lower case.
    static let randomUUID = """
        lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' \
        || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' \
        || hex(randomblob(6)))
        """

    /// Makes `table`'s `uuid` column an identity: unique, given by the database when a row comes without one, and
    /// never taken away by an update. The SQL is the same text v6 first wrote, so every table's triggers read alike;
    /// v24 gives the same by the column's default instead (``registerIdentityDefaults(in:)``). For the migrations up
    /// to v23 only: a table added later declares `uuid TEXT NOT NULL DEFAULT (randomUUID)` with a unique index.
    static func keepIdentity(of table: String, in db: GRDB.Database) throws {
        try db.execute(sql: "CREATE UNIQUE INDEX \(table)_by_uuid ON \(table)(uuid)")
        try db.execute(
            sql: """
                CREATE TRIGGER \(table)_gets_uuid AFTER INSERT ON \(table) WHEN NEW.uuid IS NULL
                BEGIN UPDATE \(table) SET uuid = \(randomUUID) WHERE rowid = NEW.rowid; END
                """)
        try db.execute(
            sql: """
                CREATE TRIGGER \(table)_keeps_uuid AFTER UPDATE OF uuid ON \(table) WHEN NEW.uuid IS NULL
                BEGIN UPDATE \(table) SET uuid = OLD.uuid WHERE rowid = NEW.rowid; END
                """)
    }
}
