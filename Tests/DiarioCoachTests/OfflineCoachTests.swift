import DiarioCoach
import DiarioDomain
import DiarioTestSupport
import Foundation
import Testing

@Suite("The offline coach's rules and the study streak")
struct OfflineCoachTests {
    let today = CalendarDay.day("2026-11-21")
    let filed = Date(timeIntervalSince1970: 1_795_000_000)

    func task(_ id: Int64, _ title: String, _ subject: String, _ kind: TaskKind = .homework, due: Int) -> StudyTask {
        StudyTask(
            id: id, title: title, subjectKey: subject, kind: kind, dueDate: today.adding(days: due), createdAt: filed)
    }

    @Test(
        "The topic of a message, in Italian and in English",
        arguments: [
            ("non riesco a concentrarmi su fisica", OfflineAdvice.Topic.focus),
            ("I can't focus on physics", .focus),
            ("sono in ansia per la verifica", .anxiety),
            ("I'm so stressed about the test", .anxiety),
            ("non ho voglia di studiare", .motivation),
            ("how do I study for a physics test?", .method),
            ("come faccio a memorizzare le date?", .method),
            ("come mi organizzo per domani?", .planning),
            ("ciao!", .general),
        ])
    func topics(message: String, topic: OfflineAdvice.Topic) {
        #expect(OfflineCoach.topic(of: message) == topic)
    }

    @Test("The plan's quiz: the named subject's test when it has cards today, else the earliest with some")
    func plannedQuiz() {
        let history = task(4, "Verifica", "history", .test, due: 3)
        let english = task(5, "Esame", "english", .exam, due: 6)
        let physics = task(6, "Interrogazione", "physics", .oral, due: 2)
        let context = StudyContext(
            today: today, upcomingTests: [physics, history, english],
            plannedReviews: [
                PlannedReviews(test: physics, cards: 4, cardsToday: 0, recallWithoutPlan: 0.97, recallWithPlan: 0.97),
                PlannedReviews(test: history, cards: 30, cardsToday: 8, recallWithoutPlan: 0.7, recallWithPlan: 0.96),
                PlannedReviews(test: english, cards: 12, cardsToday: 3, recallWithoutPlan: 0.8, recallWithPlan: 0.95),
            ])
        #expect(OfflineCoach.advise(message: "help", subjectKey: nil, context: context).plannedQuiz?.test == history)
        #expect(
            OfflineCoach.advise(message: "inglese", subjectKey: "english", context: context).plannedQuiz?.test
                == english)
        #expect(
            OfflineCoach.advise(message: "fisica", subjectKey: "physics", context: context).plannedQuiz?.test
                == history)
        #expect(
            OfflineCoach.advise(message: "ciao", subjectKey: nil, context: StudyContext(today: today)).plannedQuiz
                == nil)
    }

    @Test("The plan puts the named subject first, then overdue work, then tomorrow's and the week's tests")
    func plan() {
        let context = StudyContext(
            today: today, overdue: [task(1, "Esercizi", "math", due: -1)],
            dueTomorrow: [task(2, "Lettura", "italian", .reading, due: 1), task(3, "Problemi", "physics", due: 1)],
            upcomingTests: [
                task(4, "Verifica", "history", .test, due: 3), task(5, "Esame", "english", .exam, due: 12),
            ],
            weakestSubjects: [
                SubjectAccuracy(subjectKey: "history", reviews: 10, remembered: 4),
                SubjectAccuracy(subjectKey: "physics", reviews: 5, remembered: 3),
            ], streakDays: 4, dueCards: 7)
        let advice = OfflineCoach.advise(
            message: "non riesco a concentrarmi su fisica", subjectKey: "physics", context: context)
        #expect(advice.topic == .focus)
        #expect(advice.plan.compactMap(\.id) == [3, 1, 2, 4])
        #expect(advice.quizSubject?.subjectKey == "physics")
        #expect(
            advice.nextTest?.id == 4 && advice.pomodoroRounds == 4 && advice.streakDays == 4 && advice.dueCards == 7)
        let general = OfflineCoach.advise(message: "ciao", subjectKey: nil, context: context)
        #expect(general.plan.compactMap(\.id) == [1, 2, 3, 4] && general.quizSubject?.subjectKey == "history")
        let empty = OfflineCoach.advise(message: "ciao", subjectKey: nil, context: StudyContext(today: today))
        #expect(empty.plan == [] && empty.quizSubject == nil && empty.pomodoroRounds == 1)
    }

    @Test("Weakest subjects need three reviews")
    func streakAndWeakest() {
        let figures = [
            SubjectAccuracy(subjectKey: "art", reviews: 2, remembered: 0),
            SubjectAccuracy(subjectKey: "math", reviews: 10, remembered: 9),
            SubjectAccuracy(subjectKey: "history", reviews: 4, remembered: 2),
        ]
        #expect(StudyContext.weakest(figures).map(\.subjectKey) == ["history", "math"])
    }
}
