import DiarioDomain
import DiarioLanguage
import DiarioStore
import DiarioTestSupport
import Foundation
import GRDB
import Testing

@Suite("Opening and migrating database files")
struct MigrationTests {
    @Test("An empty file is migrated to the newest schema and created with mode 0600")
    func emptyFile() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("nested/folder/diario.sqlite")
        let store = try DiarioStore.open(path: path)
        #expect(try store.appliedMigrations() == DiarioStore.knownMigrations)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let folderMode =
            try FileManager.default.attributesOfItem(atPath: directory.file("nested/folder"))[
                .posixPermissions] as? Int
        #expect(folderMode == 0o700)
        #expect(DiarioStore.newestBackup(forDatabase: path) == nil)
        #expect(try store.integrityCheck() == ["ok"])
        let journal = try DatabaseQueue(path: path).read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
        #expect(journal == "wal")
    }

    @Test("A zero-byte file (as created by touch) is migrated without a backup")
    func zeroByteFile() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("diario.sqlite")
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        #expect(try DiarioStore.open(path: path).subjects(includingHidden: true).count == 24)
        #expect(DiarioStore.newestBackup(forDatabase: path) == nil)
    }

    @Test("The v1 fixture migrates with every row kept, a copy in backups/ first, and subjects for subject-less rows")
    func v1Fixture() throws {
        let directory = TemporaryDirectory()
        let path = try Fixtures.copy("db/diario-v1.sqlite", to: directory)
        let before = try DatabaseQueue(path: path).read { db in
            try Row.fetchAll(
                db,
                sql:
                    "SELECT id, title, subjectId, kind, dueDate, dueTime, priority, completedAt FROM studyTask ORDER BY id"
            )
        }
        #expect(before.count == 8)

        let store = try DiarioStore.open(path: path)
        #expect(try store.appliedMigrations() == DiarioStore.knownMigrations)

        let backup = try DatabaseQueue(path: try #require(DiarioStore.newestBackup(forDatabase: path)))
        #expect(
            try backup.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") }
                == ["v1-subjects-and-tasks"])
        #expect(
            try backup.read { db in
                try Row.fetchAll(
                    db,
                    sql:
                        "SELECT id, title, subjectId, kind, dueDate, dueTime, priority, completedAt FROM studyTask ORDER BY id"
                )
            } == before)

        let tasks = try store.allTasks()
        #expect(tasks.map(\.title) == before.map { $0["title"] as String })
        #expect(try store.subject(key: "latino")?.aliases == ["lat"])
        #expect(tasks[1].completedAt != nil && tasks[1].dueTime == TimeOfDay(hour: 9, minute: 0))

        let report = try DataMigrationService(store: store, detector: SubjectDetectionService()).run()
        #expect(report.tasksBySubject == ["italian": 1, "science": 1, "other": 1])
        #expect(
            try store.allTasks().map(\.subjectKey) == [
                "math", "history", "english", "latino", "math", "italian", "science", "other",
            ])
    }

    @Test("The v2 fixture migrates to v3 with every task and material kept, and no saved language yet")
    func v2Fixture() throws {
        let directory = TemporaryDirectory()
        let path = try Fixtures.copy("db/diario-v2.sqlite", to: directory)
        let columns = "id, title, subjectId, kind, dueDate, dueTime, priority, completedAt, repeatRule, sourceText"
        let (tasksBefore, materialsBefore) = try DatabaseQueue(path: path).read { db in
            (
                try Row.fetchAll(db, sql: "SELECT \(columns) FROM studyTask ORDER BY id"),
                try Row.fetchAll(
                    db, sql: "SELECT id, title, subjectId, kind, location, notes FROM studyMaterial ORDER BY id")
            )
        }
        #expect(tasksBefore.count == 4 && materialsBefore.count == 1)

        let store = try DiarioStore.open(path: path)
        #expect(try store.appliedMigrations() == DiarioStore.knownMigrations)
        #expect(DiarioStore.knownMigrations.contains("v3-preferences"))
        let after = try DatabaseQueue(path: path).read { db in
            (
                try Row.fetchAll(db, sql: "SELECT \(columns) FROM studyTask ORDER BY id"),
                try Row.fetchAll(
                    db, sql: "SELECT id, title, subjectId, kind, location, notes FROM studyMaterial ORDER BY id")
            )
        }
        #expect(after.0 == tasksBefore && after.1 == materialsBefore)
        #expect(try store.preferredLanguage() == nil)
        try store.savePreferredLanguage(.en)
        #expect(try DiarioStore.open(path: path).preferredLanguage() == .en)
        let backup = try DatabaseQueue(path: try #require(DiarioStore.newestBackup(forDatabase: path)))
        #expect(
            try backup.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") }
                == ["v1-subjects-and-tasks", "v2-study-materials"])
    }

    @Test("The v4 fixture migrates to v5 with every task, card and review kept, and no conversation yet")
    func v4Fixture() throws {
        let directory = TemporaryDirectory()
        let path = try Fixtures.copy("db/diario-v4.sqlite", to: directory)
        let tables = ["studyTask", "studyCard", "reviewLog", "preference", "subject"]
        let read = { (path: String) in
            try DatabaseQueue(path: path).read { db in
                try tables.map { try Row.fetchAll(db, sql: "SELECT * FROM \($0)\(olderRows($0)) ORDER BY rowid") }
            }
        }
        let before = try read(path)
        #expect(before.map(\.count) == [3, 3, 2, 1, 12])

        let store = try DiarioStore.open(path: path)
        #expect(try store.appliedMigrations() == DiarioStore.knownMigrations)
        #expect(try read(path).map(\.count) == before.map(\.count))
        #expect(try store.latestConversation() == nil)
        #expect(try store.preferredLanguage() == .it)
        let figures = try store.accuracyBySubject(since: .distantPast)
        #expect(figures == [SubjectAccuracy(subjectKey: "history", reviews: 2, remembered: 1)])
        #expect(try store.integrityCheck() == ["ok"])
        let copies = try FileManager.default.contentsOfDirectory(atPath: DiarioStore.backupFolder(forDatabase: path))
        #expect(copies.count == 1 && copies[0].hasSuffix("before-migration-from-v4-cards-and-reviews.sqlite"))
        let backup = try DatabaseQueue(path: DiarioStore.backupFolder(forDatabase: path) + "/" + copies[0])
        #expect(
            try backup.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations") }.last
                == "v4-cards-and-reviews")
    }

    @Test("The v5 fixture migrates to v6: every row kept as it was, each with a UUID; built-in subjects share theirs")
    func v5Fixture() throws {
        let directory = TemporaryDirectory()
        let path = try Fixtures.copy("db/diario-v5.sqlite", to: directory)
        let tables = [
            "studyTask", "studyCard", "reviewLog", "preference", "subject", "subjectAlias", "conversation",
            "coachMessage",
        ]
        let read = { (path: String, columns: String) in
            try DatabaseQueue(path: path).read { db in
                try tables.map {
                    try Row.fetchAll(db, sql: "SELECT \(columns) FROM \($0)\(olderRows($0)) ORDER BY rowid")
                }
            }
        }
        let before = try read(path, "*")
        #expect(before.map(\.count) == [5, 3, 2, 1, 13, 1, 1, 2])

        let store = try DiarioStore.open(path: path)
        #expect(DiarioStore.knownMigrations.contains("v6-identities-and-undo-journal"))
        #expect(try store.appliedMigrations() == DiarioStore.knownMigrations)
        // The old columns, as they were.
        let oldColumns = { (row: Row) in row.columnNames.filter { !["uuid", "updatedAt"].contains($0) } }
        let after = try DatabaseQueue(path: path).read { db in
            try tables.enumerated().map { index, table in
                let columns = before[index].first.map(oldColumns)?.joined(separator: ", ") ?? "*"
                return try Row.fetchAll(db, sql: "SELECT \(columns) FROM \(table)\(olderRows(table)) ORDER BY rowid")
            }
        }
        #expect(after == before)
        try DatabaseQueue(path: path).read { db in
            for table in tables where !["preference", "subjectAlias"].contains(table) {
                let missing = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table) WHERE uuid IS NULL")
                let distinct = try Int.fetchOne(db, sql: "SELECT count(DISTINCT uuid) FROM \(table)")
                let all = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)")
                #expect(missing == 0, "\(table)")
                #expect(distinct == all, "\(table)")
            }
            #expect(
                try String.fetchOne(db, sql: "SELECT uuid FROM subject WHERE key = 'math'")
                    == "c3f5754c-cd6f-55b4-8ec7-b8e6355948c7")
            let uuid = try #require(try String.fetchOne(db, sql: "SELECT uuid FROM studyTask WHERE id = 1"))
            #expect(UUID(uuidString: uuid) != nil && uuid == uuid.lowercased())
        }
        // A new row gets a UUID without being given one, and an update cannot take it away (refused since v24).
        let added = try store.addTask(
            StudyTask(title: "Nuovo", subjectKey: "math", createdAt: Date(timeIntervalSince1970: 0)))
        _ = try store.updateTask(added)
        try? DatabaseQueue(path: path).write { db in
            try db.execute(sql: "UPDATE studyTask SET uuid = NULL WHERE id = ?", arguments: [added.id])
        }
        let kept = try DatabaseQueue(path: path).read { db in
            try String.fetchOne(db, sql: "SELECT uuid FROM studyTask WHERE id = ?", arguments: [added.id])
        }
        #expect(kept != nil)
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test("The v6 fixture migrates to v7: every row kept, the undo journal still works, study sessions can be logged")
    func v6Fixture() throws {
        let directory = TemporaryDirectory()
        let path = try Fixtures.copy("db/diario-v6.sqlite", to: directory)
        let tables = [
            "studyTask", "studyCard", "reviewLog", "preference", "subject", "subjectAlias", "conversation",
            "coachMessage", "undoEntry",
        ]
        let read = { (path: String) in
            try DatabaseQueue(path: path).read { db in
                try tables.map {
                    try Row.fetchAll(db, sql: "SELECT \(columnsBeforeV9($0)) FROM \($0)\(olderRows($0)) ORDER BY rowid")
                }
            }
        }
        let before = try read(path)
        #expect(before.map(\.count) == [6, 3, 2, 1, 13, 1, 1, 2, 13])

        let clock = DiarioClock.fixed(
            Date(timeIntervalSince1970: 1_795_300_000), timeZone: .utc)
        let store = try DiarioStore.open(path: path, clock: clock)
        #expect(DiarioStore.knownMigrations.contains("v7-study-sessions"))
        #expect(try store.appliedMigrations() == DiarioStore.knownMigrations)
        #expect(try read(path) == before)

        // The journal the older binary left still undoes: its newest change was a card added.
        #expect(try store.undoLastChange()?.action == .cardAdded)
        #expect(try store.cards(.all(subjectKey: nil)).count == 2)

        // A session is logged with an identity, listed, undone, and moved with its subject when that goes.
        let session = try store.logStudy(
            StudySession(subjectKey: "latino", startedAt: clock.now(), minutes: 45, source: .typed))
        #expect(session.id != nil)
        let day = DateInterval(start: clock.now().addingTimeInterval(-60), duration: 3600)
        #expect(try store.studySessions(in: day).map(\.minutes) == [45])
        _ = try store.removeSubject(key: "latino", movingWorkTo: "italian")
        #expect(try store.studySessions(in: day).map(\.subjectKey) == ["italian"])
        _ = try store.undoLastChange()
        #expect(try store.studySessions(in: day).map(\.subjectKey) == ["latino"])
        #expect(try store.undoLastChange()?.action == .studyLogged)
        #expect(try store.studySessions(in: day).isEmpty)
        #expect(throws: DomainError.invalidStudyMinutes(0)) {
            try store.logStudy(StudySession(subjectKey: "math", startedAt: clock.now(), minutes: 0, source: .typed))
        }
        #expect(throws: DomainError.subjectNotFound(key: "nope")) {
            try store.logStudy(StudySession(subjectKey: "nope", startedAt: clock.now(), minutes: 5, source: .typed))
        }
        // The table's CHECK refuses a source that is not one of the four words.
        let refused = try refusal(
            of: """
                INSERT INTO studySession (subjectId, startedAt, minutes, source, createdAt)
                VALUES (1, '2026-11-21 10:00:00.000', 30, 'guess', '2026-11-21 10:00:00.000')
                """, at: path)
        #expect(refused == .SQLITE_CONSTRAINT_CHECK)
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test("The v7 fixture migrates to v8: every row kept, the journal still undoes, progress tables work")
    func v7Fixture() throws {
        let directory = TemporaryDirectory()
        let path = try Fixtures.copy("db/diario-v7.sqlite", to: directory)
        let tables = [
            "studyTask", "studyCard", "reviewLog", "preference", "subject", "subjectAlias", "studySession", "undoEntry",
        ]
        let read = { (path: String) in
            try DatabaseQueue(path: path).read { db in
                try tables.map {
                    try Row.fetchAll(db, sql: "SELECT \(columnsBeforeV9($0)) FROM \($0)\(olderRows($0)) ORDER BY rowid")
                }
            }
        }
        let before = try read(path)
        #expect(before.map(\.count) == [2, 1, 1, 1, 13, 1, 3, 7])

        let zone = LocalTimeZone(identifier: "Europe/Rome")!
        let clock = DiarioClock.fixed(DiarioClock.instant(fromISO: "2026-11-23T18:00", timeZone: zone)!, timeZone: zone)
        let store = try DiarioStore.open(path: path, clock: clock)
        #expect(DiarioStore.knownMigrations.contains("v8-progress"))
        #expect(try store.appliedMigrations() == DiarioStore.knownMigrations)
        #expect(try read(path) == before)

        // The sessions the older binary logged are counted by the new aggregates, in the custom subject too.
        let tallies = try store.activity(from: .distantPast, to: clock.now())
        #expect(tallies.map(\.minutes).reduce(0, +) == 135)
        #expect(tallies.filter { $0.subjectKey == "latino" }.map(\.minutes) == [45])
        #expect(tallies.map(\.reviews).reduce(0, +) == 1 && tallies.map(\.tasksCompleted).reduce(0, +) == 1)
        let ledger = StudyLedger(tallies, clock: clock)
        #expect(ledger.streak(today: clock.today) == StudyStreak(current: 1, longest: 1))

        // The metric catalogue is there; a goal on the custom subject is saved, measured and undone.
        let term = try store.addTerm(
            StudyTerm(name: "Trimestre", start: CalendarDay(iso: "2026-09-14")!, end: CalendarDay(iso: "2026-12-13")!))
        let goal = try store.addGoal(
            StudyGoal(
                title: "10 ore di latino",
                targets: [GoalTarget(metric: .minutesStudied, subjectKey: "latino", amount: 600)],
                termIds: [term.id ?? 0]))
        #expect(try store.measure(goal.targets[0], from: .distantPast, to: clock.now()) == 45)
        #expect(try store.undoLastChange()?.action == .goalChanged)
        #expect(try store.undoLastChange()?.action == .termChanged)
        // The journal the older binary left still undoes its newest change, the session typed in words.
        #expect(try store.undoLastChange()?.action == .studyLogged)
        #expect(try store.studySessions(in: DateInterval(start: .distantPast, end: clock.now())).count == 2)

        // The tables' CHECKs: a target above zero, one timer at most, a term that does not end before it starts.
        let refusals = try [
            "INSERT INTO goalTarget (goalId, metricId, target) VALUES (1, 1, 0)",
            "INSERT INTO studyTimer (id, subjectId, startedAt) VALUES (2, 1, '2026-11-21 10:00:00.000')",
            """
            INSERT INTO studyTerm (name, startDay, endDay, createdAt)
            VALUES ('x', '2026-11-21', '2026-11-20', '2026-11-21 10:00:00.000')
            """,
        ].map { try refusal(of: $0, at: path) }
        #expect(refusals == [.SQLITE_CONSTRAINT_CHECK, .SQLITE_CONSTRAINT_CHECK, .SQLITE_CONSTRAINT_CHECK])
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test("The v8 fixture migrates to v9: every row kept, old reviews read as due, plan settings saved and read back")
    func v8Fixture() throws {
        let directory = TemporaryDirectory()
        let path = try Fixtures.copy("db/diario-v8.sqlite", to: directory)
        let tables = [
            "studyTask", "studyCard", "preference", "subject", "subjectAlias", "studySession", "undoEntry", "studyGoal",
            "goalTarget", "studyTerm", "termGoal",
        ]
        let read = { (path: String) in
            try DatabaseQueue(path: path).read { db in
                try tables.map {
                    try Row.fetchAll(db, sql: "SELECT \(columnsBeforeV9($0)) FROM \($0)\(olderRows($0)) ORDER BY rowid")
                }
                    + [
                        try Row.fetchAll(
                            db, sql: "SELECT \(columnsBeforeV9("reviewLog")) FROM reviewLog ORDER BY rowid")
                    ]
            }
        }
        let before = try read(path)
        #expect(before.map(\.count) == [2, 3, 1, 13, 1, 2, 10, 1, 1, 1, 1, 2])

        let zone = LocalTimeZone(identifier: "Europe/Rome")!
        let clock = DiarioClock.fixed(DiarioClock.instant(fromISO: "2026-11-23T18:00", timeZone: zone)!, timeZone: zone)
        let store = try DiarioStore.open(path: path, clock: clock)
        #expect(DiarioStore.knownMigrations.contains("v9-review-reasons"))
        #expect(try store.appliedMigrations() == DiarioStore.knownMigrations)
        #expect(try read(path) == before)

        // The reviews the older binary logged were all of due cards, and read so.
        let card = try #require(try store.cards(.all(subjectKey: "history")).first)
        let old = try store.reviews(ofCard: card.id ?? 0)
        #expect(old.count == 1 && old.allSatisfy { $0.reason == .due })
        var review = old[0]
        review.reviewedAt = clock.now()
        review.reason = .plan
        try store.recordReview(review)
        #expect(try store.reviews(ofCard: card.id ?? 0).map(\.reason) == [.due, .plan])

        // Plan settings: the defaults, then what was saved; a value out of range is refused and nothing is saved.
        #expect(try store.reviewPlanSettings() == .standard)
        let chosen = ReviewPlanSettings(target: 0.92, dailyBudget: 12, horizonDays: 10)
        try store.saveReviewPlanSettings(chosen)
        #expect(try store.reviewPlanSettings() == chosen)
        #expect(throws: DomainError.invalidPlanSetting) {
            try store.saveReviewPlanSettings(ReviewPlanSettings(target: 1.2, dailyBudget: 12, horizonDays: 10))
        }
        #expect(try store.reviewPlanSettings() == chosen)
        #expect(try refusal(of: "UPDATE reviewLog SET reason = 'whim'", at: path) == .SQLITE_CONSTRAINT_CHECK)
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test("v10 adds the subjects of Italian schools as hidden built-ins and changes no stored row")
    func schoolSubjects() throws {
        let directory = TemporaryDirectory()
        let path = try Fixtures.copy("db/diario-v8.sqlite", to: directory)
        // A student's own subject with one of the new keys stays theirs.
        try DatabaseQueue(path: path).write { db in
            try db.execute(
                sql: """
                    INSERT INTO subject (key, customName, icon, colour, sortOrder, isActive, isBuiltIn)
                    VALUES ('german', 'Deutsch', 'D', 'red', 40, 1, 0)
                    """)
        }
        let tables = ["studyTask", "studyCard", "subject", "subjectAlias", "studySession", "undoEntry", "studyGoal"]
        let read = { (path: String) in
            try DatabaseQueue(path: path).read { db in
                try tables.map { try Row.fetchAll(db, sql: "SELECT \(columnsBeforeV9($0)) FROM \($0) ORDER BY rowid") }
            }
        }
        let before = try read(path)
        let zone = LocalTimeZone(identifier: "Europe/Rome")!
        let clock = DiarioClock.fixed(DiarioClock.instant(fromISO: "2026-11-24T18:00", timeZone: zone)!, timeZone: zone)
        let store = try DiarioStore.open(path: path, clock: clock)
        #expect(try store.appliedMigrations() == DiarioStore.knownMigrations)
        let after = try read(path)
        #expect(after[2].prefix(before[2].count).elementsEqual(before[2]))
        #expect(Array(after.dropFirst(3)) == Array(before.dropFirst(3)) && after[0] == before[0])
        let added = try store.subjects(includingHidden: true).filter { $0.isBuiltIn && !$0.isActive }
        #expect(
            Set(added.map(\.key)) == [
                "latin", "greek", "philosophy", "technology", "computer-science", "french", "spanish",
                "law-economics", "business-economics", "civics", "human-sciences",
            ])
        #expect(try store.subject(key: "german")?.customName == "Deutsch")
        #expect(try store.subjects(includingHidden: false).count == before[2].count)
        // A school's set shows its subjects and hides the rest of the built-ins, in one undoable change.
        let shown = try store.chooseSubjects(.liceoClassico).map(\.key)
        #expect(shown.contains("greek") && shown.contains("latin") && !shown.contains("music"))
        #expect(shown.contains("latino"))  // the fixture's own subject, untouched
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test("The v9 fixture migrates to v11: every stored row kept, plan reviews and settings read back, journal undoes")
    func v9Fixture() throws {
        let directory = TemporaryDirectory()
        let path = try Fixtures.copy("db/diario-v9.sqlite", to: directory)
        // The v9 binary's tables and columns, read the same way before and after (later migrations add their own).
        let v9Columns = try DatabaseQueue(path: path).read { db in
            let tables = try String.fetchAll(
                db,
                sql: """
                    SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
                    AND name != 'grdb_migrations' ORDER BY name
                    """)
            return try Dictionary(
                uniqueKeysWithValues: tables.map { table in
                    (table, try db.columns(in: table).map(\.name).joined(separator: ", "))
                })
        }
        let read = { (path: String) in
            try DatabaseQueue(path: path).read { db in
                try Dictionary(
                    uniqueKeysWithValues: v9Columns.map { table, columns in
                        (table, try Row.fetchAll(db, sql: "SELECT \(columns) FROM \(table) ORDER BY rowid"))
                    })
            }
        }
        let before = try read(path)
        #expect(before["reviewLog"]?.compactMap { $0["reason"] as String? }.sorted() == ["due", "plan", "plan"])

        let zone = LocalTimeZone(identifier: "Europe/Rome")!
        let clock = DiarioClock.fixed(DiarioClock.instant(fromISO: "2026-11-24T18:00", timeZone: zone)!, timeZone: zone)
        let store = try DiarioStore.open(path: path, clock: clock)
        #expect(try store.appliedMigrations() == DiarioStore.knownMigrations)
        let after = try read(path)
        // v10 only adds built-in subjects, v11 only tables and columns: every v9 row is as the v9 binary left it.
        for (table, rows) in before where table != "subject" { #expect(after[table] == rows, "\(table)") }
        let subjectsBefore = try #require(before["subject"])
        let subjectsAfter = try #require(after["subject"])
        #expect(subjectsAfter.prefix(subjectsBefore.count).elementsEqual(subjectsBefore))
        // v10 adds eleven subjects, v23 the human sciences.
        #expect(subjectsAfter.count == subjectsBefore.count + 12)

        #expect(try store.reviewPlanSettings() == ReviewPlanSettings(target: 0.85, dailyBudget: 40, horizonDays: 21))
        let reasons = try store.cards(.all(subjectKey: "history")).flatMap { try store.reviews(ofCard: $0.id ?? 0) }
            .map(\.reason)
        #expect(reasons.filter { $0 == .plan }.count == 2 && reasons.filter { $0 == .due }.count == 1)
        // The v9 binary's journal still undoes: the time the plan's quiz logged, then the oral added before it.
        #expect(try store.tasks(.allOpen).contains { $0.title.hasPrefix("Interrogazione di storia") })
        #expect(try store.undoLastChange()?.action == .studyLogged)
        #expect(try store.undoLastChange()?.action == .taskAdded)
        #expect(try !store.tasks(.allOpen).contains { $0.title.hasPrefix("Interrogazione di storia") })
        #expect(try store.integrityCheck() == ["ok"])
    }

    @Test("v23 adds the human sciences hidden, with their fixed UUID; a student's own subject of that key stays theirs")
    func humanSciences() throws {
        let directory = TemporaryDirectory()
        let path = try Fixtures.copy("db/diario-v9.sqlite", to: directory)
        let humanSciences = { (path: String) in
            try DatabaseQueue(path: path).read { db in
                try Row.fetchOne(
                    db, sql: "SELECT nameKey, customName, isActive, isBuiltIn, uuid FROM subject WHERE key = ?",
                    arguments: ["human-sciences"])
            }
        }
        #expect(try humanSciences(path) == nil)
        _ = try DiarioStore.open(path: path)
        let added = try #require(try humanSciences(path))
        #expect(added["nameKey"] == "subject.human-sciences")
        #expect(added["isActive"] == false && added["isBuiltIn"] == true)
        #expect(added["uuid"] == "e994a7a7-7db2-5f22-a24c-82d2a3a2451e")
        let subjects = try DiarioStore.open(path: path).subjects(includingHidden: true)
        #expect(subjects.filter { $0.key == "human-sciences" }.count == 1)

        // A student who made "Scienze umane" themselves with that key before v23 keeps it, shown, as theirs.
        let ownDirectory = TemporaryDirectory()
        let own = try Fixtures.copy("db/diario-v9.sqlite", to: ownDirectory)
        try DatabaseQueue(path: own).write { db in
            try db.execute(
                sql: """
                    INSERT INTO subject (key, customName, icon, colour, sortOrder, isActive, isBuiltIn)
                    VALUES ('human-sciences', 'Scienze umane', '🧠', 'cyan', 99, 1, 0)
                    """)
        }
        let ownBefore = try #require(try humanSciences(own))
        _ = try DiarioStore.open(path: own)
        #expect(try humanSciences(own) == ownBefore)
    }

    @Test("A database written by a newer Diario is refused and left byte for byte untouched")
    func newerSchemaRefused() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("diario.sqlite")
        _ = try DiarioStore.open(path: path)
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')")
        }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: StorageError.newerSchema(path: path)) { try DiarioStore.open(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        #expect(DiarioStore.newestBackup(forDatabase: path) == nil)
    }

    @Test("A file that is not SQLite is refused with a clear error, and kept")
    func notADatabase() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("notes.sqlite")
        let text = Data(String(repeating: "my precious notes\n", count: 400).utf8)
        _ = FileManager.default.createFile(atPath: path, contents: text)
        #expect(throws: StorageError.notADatabase(path: path)) { try DiarioStore.open(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == text)
    }
}

/// The columns a table had before v9, which gave `reviewLog` its `reason`: what a migration must keep as it was.
/// The rows of `table` an older binary wrote: the school subjects v10 and v23 add are left out, so that a fixture's
/// rows compare with what it held before (v10's and v23's own tests count them).
private func olderRows(_ table: String) -> String {
    table == "subject"
        ? " WHERE NOT (isBuiltIn = 1 AND key IN ('latin', 'greek', 'philosophy', 'technology', 'computer-science', "
            + "'french', 'spanish', 'german', 'law-economics', 'business-economics', 'civics', 'human-sciences'))" : ""
}

/// The columns a table of a v6 to v8 fixture has, so that its rows compare before and after later migrations add
/// columns of their own (v9 `reviewLog.reason`, v11 the file of a material, v13 the source of a card).
private func columnsBeforeV9(_ table: String) -> String {
    switch table {
    case "reviewLog": "id, cardId, rating, reviewedAt, durationMs, \"before\", \"after\", uuid"
    case "studyCard":
        "id, front, back, subjectId, tags, isSuspended, createdAt, phase, step, stability, difficulty, due, lastReview, "
            + "reviewCount, uuid, updatedAt"
    case "studyMaterial": "id, title, subjectId, kind, location, notes, createdAt, uuid, updatedAt"
    default: "*"
    }
}
