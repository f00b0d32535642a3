import DiarioDomain
import DiarioStore
import DiarioTestSupport
import Foundation
import GRDB
import Testing

@Suite("Progress in the store: activity, goals, terms, achievements, the timer")
struct ProgressRepositoryTests {
    let start = Date(timeIntervalSince1970: 1_795_000_500)

    @Test("Activity adds up study per subject, reviews and completed tasks per quarter hour")
    func activity() throws {
        let test = try TestStore()
        let store = test.store
        _ = try store.logStudy(StudySession(subjectKey: "math", startedAt: start, minutes: 30, source: .typed))
        _ = try store.logStudy(
            StudySession(subjectKey: "math", startedAt: start.addingTimeInterval(60), minutes: 15, source: .quiz))
        _ = try store.logStudy(
            StudySession(subjectKey: "history", startedAt: start.addingTimeInterval(3600), minutes: 20, source: .timer))
        let card = try store.addCard(StudyCard(front: "a", back: "b", subjectKey: "history", createdAt: start))
        for rating in [ReviewRating.good, .again] {
            try store.recordReview(
                ReviewLog(
                    cardId: card.id ?? 0, rating: rating, reviewedAt: start.addingTimeInterval(120),
                    durationMilliseconds: nil, before: card.memory, after: card.memory))
        }
        _ = try store.addTask(task("Esercizi", subject: nil, completed: start.addingTimeInterval(180)))
        let tallies = try store.activity(from: start, to: start.addingTimeInterval(7200))
        let math = tallies.filter { $0.subjectKey == "math" }
        #expect(math.map(\.minutes).reduce(0, +) == 45 && Set(math.map(\.start)).count == 1)
        #expect(tallies.filter { $0.subjectKey == "history" }.map(\.minutes) == [20])
        // Reviews and tasks are counted for every subject together, one tally per quarter hour.
        let together = tallies.filter { $0.subjectKey == nil }
        #expect(together.map(\.reviews).reduce(0, +) == 2 && together.map(\.remembered).reduce(0, +) == 1)
        #expect(together.map(\.tasksCompleted).reduce(0, +) == 1)
        #expect(Set(together.map(\.start)).count == 1, "the reviews and the task share a quarter hour")
        #expect(tallies.allSatisfy { Int($0.start.timeIntervalSince1970) % 900 == 0 })
        #expect(try store.activity(from: start.addingTimeInterval(7200), to: start.addingTimeInterval(9000)).isEmpty)
    }

    @Test("Terms and goals are saved normalized, measured by SQL, edited in place and undone step by step")
    func goalsAndTerms() throws {
        let test = try TestStore()
        let store = test.store
        let term = try store.addTerm(
            StudyTerm(name: "Trimestre", start: CalendarDay(iso: "2026-09-14")!, end: CalendarDay(iso: "2026-12-13")!))
        let goal = try store.addGoal(
            StudyGoal(
                title: "40 ore di matematica e 300 carte",
                targets: [
                    GoalTarget(metric: .minutesStudied, subjectKey: "math", amount: 2400),
                    GoalTarget(metric: .cardsReviewed, amount: 300),
                ], termIds: [term.id ?? 0]))
        let rows = try test.raw().read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT m.key, t.target, s.key AS subject FROM goalTarget t JOIN goalMetric m ON m.id = t.metricId
                    LEFT JOIN subject s ON s.id = t.subjectId ORDER BY t.id
                    """)
        }
        #expect(rows.map { $0["key"] as String } == ["minutes_studied", "cards_reviewed"])
        #expect(rows.map { $0["subject"] as String? } == ["math", nil])
        #expect(try store.goals() == [goal])

        _ = try store.logStudy(StudySession(subjectKey: "math", startedAt: start, minutes: 50, source: .typed))
        _ = try store.logStudy(StudySession(subjectKey: "art", startedAt: start, minutes: 10, source: .typed))
        let window = (start.addingTimeInterval(-60), start.addingTimeInterval(60))
        #expect(try store.measure(goal.targets[0], from: window.0, to: window.1) == 50)
        #expect(
            try store.measure(GoalTarget(metric: .minutesStudied, amount: 1), from: window.0, to: window.1) == 60)
        #expect(try store.measure(goal.targets[1], from: window.0, to: window.1) == 0)

        let uuidBefore = try test.raw().read { db in
            try String.fetchOne(db, sql: "SELECT uuid FROM goalTarget ORDER BY id LIMIT 1")
        }
        var edited = goal
        edited.targets[0].amount = 3000
        edited.targets.remove(at: 1)
        _ = try store.updateGoal(edited)
        #expect(
            try store.goals().first?.targets == [GoalTarget(metric: .minutesStudied, subjectKey: "math", amount: 3000)])
        let uuidAfter = try test.raw().read { db in try String.fetchOne(db, sql: "SELECT uuid FROM goalTarget") }
        #expect(uuidAfter == uuidBefore)

        _ = try store.removeTerm(id: term.id ?? 0)
        #expect(try store.goals().first?.termIds == [])
        #expect(try store.undoLastChange()?.action == .termChanged)
        #expect(try store.goals().first?.termIds == [term.id ?? 0])
        _ = try store.removeGoal(id: goal.id ?? 0)
        #expect(try store.goals().isEmpty)
        #expect(try store.undoLastChange()?.action == .goalChanged)
        #expect(try store.goals().first?.targets.count == 1)
        #expect(try store.undoLastChange()?.action == .goalChanged)  // the edit
        #expect(try store.goals() == [goal])
        #expect(try store.undoLastChange()?.action == .studyLogged)  // the art session
        #expect(try store.undoLastChange()?.action == .studyLogged)  // the math session
        #expect(throws: DomainError.termNotFound(id: 99)) {
            try store.addGoal(StudyGoal(title: "x", targets: [goal.targets[1]], termIds: [99]))
        }
        #expect(try store.goals().count == 1)
    }

    @Test("A subject removed takes its goal targets and timer to the replacement, keeping one target per metric")
    func subjectRemoval() throws {
        let test = try TestStore()
        let store = test.store
        _ = try store.createSubject(
            Subject(key: "latino", customName: "Latino", icon: "🏺", colour: .yellow, sortOrder: 0, aliases: []))
        let goal = try store.addGoal(
            StudyGoal(
                title: "latino e italiano",
                targets: [
                    GoalTarget(metric: .minutesStudied, subjectKey: "latino", amount: 600),
                    GoalTarget(metric: .minutesStudied, subjectKey: "italian", amount: 900),
                    GoalTarget(metric: .cardsReviewed, subjectKey: "latino", amount: 50),
                ], termIds: []))
        try store.startTimer(StudyTimer(subjectKey: "latino", startedAt: start))
        _ = try store.removeSubject(key: "latino", movingWorkTo: "italian")
        let targets = try store.goals().first { $0.id == goal.id }?.targets ?? []
        #expect(
            Set(targets) == [
                GoalTarget(metric: .minutesStudied, subjectKey: "italian", amount: 900),
                GoalTarget(metric: .cardsReviewed, subjectKey: "italian", amount: 50),
            ])
        #expect(try store.runningTimer()?.subjectKey == "italian")
        _ = try store.undoLastChange()
        #expect(try store.goals().first?.targets.count == 3)
        #expect(try store.runningTimer()?.subjectKey == "latino")
    }

    @Test("The timer: one at a time, stopped into a timed session that undo takes back")
    func timer() throws {
        let test = try TestStore()
        let store = test.store
        try store.startTimer(StudyTimer(subjectKey: "physics", startedAt: start, pomodoro: .classic))
        #expect(try store.runningTimer() == StudyTimer(subjectKey: "physics", startedAt: start, pomodoro: .classic))
        #expect(throws: DomainError.self) { try store.startTimer(StudyTimer(subjectKey: "math", startedAt: start)) }
        let (timer, session) = try store.stopTimer(at: start.addingTimeInterval(47 * 60 + 30))
        #expect(timer.subjectKey == "physics")
        #expect(session?.minutes == 47 && session?.source == .timer && session?.startedAt == start)
        #expect(try store.runningTimer() == nil)
        #expect(throws: DomainError.timerNotRunning) { try store.stopTimer(at: start) }
        #expect(try store.undoLastChange()?.action == .studyLogged)
        #expect(try store.studySessions(in: DateInterval(start: start, duration: 3600)).isEmpty)
        #expect(try store.runningTimer() != nil)  // undoing the stop lets the timer run on
        let short = try store.stopTimer(at: start.addingTimeInterval(30))
        #expect(short.session == nil)
    }

    @Test("Achievements are saved once: a second unlock of the same one changes nothing")
    func achievementsOnce() throws {
        let test = try TestStore()
        let store = test.store
        #expect(try store.unlock([.practice10, .earlyBird], at: start) == [.practice10, .earlyBird])
        #expect(
            try store.unlock([.practice10, .earlyBird, .nightOwl], at: start.addingTimeInterval(60)) == [.nightOwl])
        #expect(try store.achievements()[.practice10] == start)
        #expect(try store.achievements().count == 3)
    }

    @Test("Practice counts reviews and solved exercises; the latest answers mix both, newest first")
    func practice() throws {
        let test = try TestStore()
        let store = test.store
        let card = try store.addCard(StudyCard(front: "a", back: "b", subjectKey: "history", createdAt: start))
        try store.recordReview(
            ReviewLog(
                cardId: card.id ?? 0, rating: .good, reviewedAt: start, durationMilliseconds: nil, before: card.memory,
                after: card.memory))
        try store.recordDrillAnswer(problem: "2 + 3", solved: true, stars: 3, at: start.addingTimeInterval(10))
        try store.recordDrillAnswer(problem: "7 - 4", solved: false, stars: 1, at: start.addingTimeInterval(20))
        #expect(try store.practiceCount() == 2)
        let answers = try store.latestAnswers(limit: 10)
        #expect(answers.map(\.right) == [false, true, true])
        #expect(answers.first?.at == start.addingTimeInterval(20))
    }

    @Test("The daily goal is a preference: set, read, cleared")
    func dailyGoal() throws {
        let store = try TestStore().store
        #expect(try store.dailyGoalMinutes() == nil)
        try store.setDailyGoalMinutes(45)
        #expect(try store.dailyGoalMinutes() == 45)
        try store.setDailyGoalMinutes(nil)
        #expect(try store.dailyGoalMinutes() == nil)
    }
}
