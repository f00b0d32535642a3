import DiarioDomain
import DiarioLanguage
import DiarioStore
import DiarioTestSupport
import Foundation
import GRDB
import Testing

@Suite("Subjects in the store")
struct SubjectRepositoryTests {
    @Test("A new database holds the 11 built-ins of the contract, then the fallback, then Italian schools' hidden")
    func builtIns() throws {
        let t = try TestStore()
        let subjects = try t.store.subjects(includingHidden: true)
        #expect(
            subjects.map(\.key) == [
                "italian", "math", "history", "geography", "science", "physics", "english", "art", "music", "pe",
                "religion", "other", "latin", "greek", "philosophy", "technology", "computer-science", "french",
                "spanish", "german", "law-economics", "business-economics", "civics", "human-sciences",
            ])
        #expect(subjects.allSatisfy { $0.isBuiltIn && $0.nameKey == "subject.\($0.key)" })
        #expect(subjects.filter(\.isActive).count == 12)
        #expect(Set(subjects.map(\.icon)).count == subjects.count)
    }

    @Test("Custom subjects: create, alias, rename, hide, show; they sort before the fallback")
    func customLifecycle() throws {
        let t = try TestStore()
        let latin = try t.store.createSubject(
            Subject(key: "latino", customName: "Latino", icon: "🏺", colour: .yellow, sortOrder: 0, aliases: ["lat"]))
        #expect(latin.aliases == ["lat"])
        #expect(try t.store.subjects(includingHidden: false).suffix(2).map(\.key) == ["latino", "other"])
        #expect(try t.store.addAliases(["latin", "LAT"], toSubject: "latino").aliases == ["lat", "latin"])
        #expect(throws: DomainError.aliasTaken(alias: "Lat", subjectKey: "latino")) {
            try t.store.addAliases(["Lat"], toSubject: "math")
        }
        #expect(try t.store.renameSubject(key: "latino", to: "Lingua latina").customName == "Lingua latina")
        #expect(try t.store.renameSubject(key: "math", to: "Mate").customName == "Mate")
        #expect(try t.store.renameSubject(key: "math", to: nil).customName == nil)
        _ = try t.store.setSubjectActive(key: "religion", false)
        #expect(try t.store.subjects(includingHidden: false).contains { $0.key == "religion" } == false)
        #expect(try t.store.subjects(includingHidden: true).contains { $0.key == "religion" })
        #expect(throws: DomainError.fallbackSubjectRequired) { try t.store.setSubjectActive(key: "other", false) }
        #expect(throws: DomainError.subjectExists(key: "latino")) {
            try t.store.createSubject(
                Subject(key: "latino", customName: "Latino", icon: "x", colour: .red, sortOrder: 0))
        }
    }

    @Test("Removing a subject moves its tasks and materials and never deletes them; built-ins stay")
    func removalKeepsWork() throws {
        let t = try TestStore()
        _ = try t.store.createSubject(
            Subject(key: "latino", customName: "Latino", icon: "🏺", colour: .yellow, sortOrder: 0, aliases: ["lat"]))
        _ = try t.store.addTask(task("versione", subject: "latino"))
        _ = try t.store.addTask(task("declinazioni", subject: "latino", completed: Date()))
        _ = try t.store.addMaterial(
            StudyMaterial(title: "Vocabolario", subjectKey: "latino", kind: .book, createdAt: Date()))
        #expect(throws: DomainError.builtInSubjectNotRemovable(key: "math")) {
            try t.store.removeSubject(key: "math", movingWorkTo: "other")
        }
        #expect(try t.store.removeSubject(key: "latino", movingWorkTo: "italian") == 2)
        #expect(try t.store.allTasks().map(\.subjectKey) == ["italian", "italian"])
        #expect(try t.store.allMaterials().map(\.subjectKey) == ["italian"])
        // The aliases went with the subject, so "lat" can name another one now.
        #expect(try t.store.addAliases(["lat"], toSubject: "italian").aliases == ["lat"])
    }

    @Test("Deleting a subject row behind Diario's back nulls the link; the data migration gives work a subject again")
    func foreignKeySetNull() throws {
        let t = try TestStore()
        _ = try t.store.createSubject(
            Subject(key: "greco", customName: "Greco", icon: "🏛", colour: .blue, sortOrder: 0))
        _ = try t.store.addTask(task("algebra exercises", subject: "greco"))
        _ = try t.store.addTask(task("buy a notebook", subject: "greco"))
        _ = try t.store.addMaterial(StudyMaterial(title: "Dante, Inferno", subjectKey: "greco", createdAt: Date()))
        try t.raw().write { db in try db.execute(sql: "DELETE FROM subject WHERE key = 'greco'") }
        #expect(try t.store.allTasks().map(\.subjectKey) == [nil, nil])

        let service = DataMigrationService(store: t.store, detector: SubjectDetectionService())
        #expect(try service.isNeeded())
        let report = try service.run()
        #expect(report.tasksBySubject == ["math": 1, "other": 1])
        #expect(report.materialsBySubject == ["italian": 1])
        #expect(try t.store.allTasks().map(\.subjectKey) == ["math", "other"])
        #expect(try !service.isNeeded())
        #expect(try service.run().isEmpty)
    }

    @Test(
        "CHECK constraints refuse rows the domain would never write",
        arguments: [
            "INSERT INTO studyTask (title, kind, priority, createdAt) VALUES ('x', 'chores', 'medium', '2026-01-01')",
            "INSERT INTO studyTask (title, kind, priority, createdAt) VALUES ('x', 'homework', 'urgent', '2026-01-01')",
            "INSERT INTO studyTask (title, kind, priority, createdAt) VALUES ('  ', 'homework', 'low', '2026-01-01')",
            "INSERT INTO studyTask (title, kind, priority, dueDate, createdAt) VALUES ('x', 'test', 'low', '2026-02-30', '2026-01-01')",
            "INSERT INTO studyTask (title, kind, priority, dueDate, createdAt) VALUES ('x', 'test', 'low', '27/11/2026', '2026-01-01')",
            "INSERT INTO studyTask (title, kind, priority, dueDate, dueTime, createdAt) VALUES ('x', 'test', 'low', '2026-11-27', '25:00', '2026-01-01')",
            "INSERT INTO studyTask (title, kind, priority, dueTime, createdAt) VALUES ('x', 'test', 'low', '09:00', '2026-01-01')",
            "INSERT INTO studyTask (title, kind, priority, subjectId, createdAt) VALUES ('x', 'test', 'low', 999, '2026-01-01')",
            "INSERT INTO subject (key, customName, icon, colour, sortOrder) VALUES ('Latin!', 'Latin', 'x', 'red', 1)",
            "INSERT INTO subject (key, customName, icon, colour, sortOrder) VALUES ('latin', 'Latin', 'x', 'purple', 1)",
            "INSERT INTO subject (key, icon, colour, sortOrder) VALUES ('latin', 'x', 'red', 1)",
            "INSERT INTO subject (key, customName, icon, colour, sortOrder) VALUES ('math', 'Math', 'x', 'red', 1)",
            "INSERT INTO subjectAlias (subjectId, alias, foldedAlias) VALUES (999, 'x', 'x')",
            "INSERT INTO studyMaterial (title, kind, createdAt) VALUES ('x', 'podcast', '2026-01-01')",
        ])
    func checkConstraints(_ sql: String) throws {
        let t = try TestStore()
        // A constraint refuses it, not a mistake in the statement (that would be SQLITE_ERROR).
        #expect(try refusal(of: sql, at: t.path)?.primaryResultCode == .SQLITE_CONSTRAINT)
    }

    @Test("A well-formed raw row passes the same constraints (the checks are not refusing everything)")
    func checkConstraintsAcceptGoodRows() throws {
        let t = try TestStore()
        try t.raw().write { db in
            try db.execute(
                sql: """
                    INSERT INTO studyTask (title, kind, priority, dueDate, dueTime, subjectId, createdAt)
                    VALUES ('x', 'test', 'low', '2026-11-27', '09:30', 1, '2026-01-01')
                    """)
        }
        #expect(try t.store.allTasks().count == 1)
    }
}
