import DiarioCoach
import DiarioDomain
import DiarioLanguage
import DiarioLocalization
import Foundation

extension CoachCommands {
    /// What the coach knows of the student now: pressing work, coming tests, weak subjects, streak, due cards.
    func studyContext() throws -> StudyContext {
        let clock = context.clock
        let today = clock.today
        let now = clock.now()
        let overdue = try context.tasks.tasks(.overdue(day: today, time: clock.timeOfDay))
        let overdueIDs = Set(overdue.compactMap(\.id))
        let testKinds: Set<TaskKind> = [.test, .exam, .oral]
        let horizon = DayRange(today, today.adding(days: StudyContext.testHorizonDays))
        let moments = try context.stats.studyMoments(since: now.addingTimeInterval(-400 * 86_400))
        return StudyContext(
            today: today, overdue: overdue,
            dueToday: try context.tasks.tasks(.dueOn(today)).filter { !overdueIDs.contains($0.id ?? -1) },
            dueTomorrow: try context.tasks.tasks(.dueOn(today.adding(days: 1))),
            upcomingTests: try context.tasks.tasks(.dueIn(horizon)).filter { testKinds.contains($0.kind) },
            weakestSubjects: StudyContext.weakest(
                try context.stats.accuracyBySubject(since: now.addingTimeInterval(-30 * 86_400))),
            streakDays: StudyContext.streak(
                studiedOn: Set(moments.map { clock.localDayAndTime(of: $0).day }), today: today),
            dueCards: try context.cards.dueCardCount(at: now, subjectKey: nil))
    }

    /// The system prompt in the session's language, filled with the context in the student's words.
    func systemPrompt(for study: StudyContext) throws -> String {
        let l10n = context.localization
        let names = try subjectNames()
        func task(_ task: StudyTask) -> [String: TemplateValue] {
            [
                "title": .text(task.title), "subject": .text(task.subjectKey.flatMap { names[$0] } ?? ""),
                "due": .text(task.dueDate.map(l10n.shortDate) ?? ""),
                "when": .text(task.dueDate.map { l10n.relative($0, today: study.today) } ?? ""),
            ]
        }
        let weak = study.weakestSubjects.map { figure -> [String: TemplateValue] in
            [
                "subject": .text(names[figure.subjectKey] ?? figure.subjectKey),
                "percent": .text(String(figure.percent)),
                "reviews": .text(String(figure.reviews)),
            ]
        }
        let values: [String: TemplateValue] = [
            "today": .text(l10n.shortDate(study.today)), "overdue": .list(study.overdue.map(task)),
            "due_today": .list(study.dueToday.map(task)), "due_tomorrow": .list(study.dueTomorrow.map(task)),
            "upcoming_tests": .list(study.upcomingTests.map(task)), "weak_subjects": .list(weak),
            "due_cards": .text(String(study.dueCards)), "streak": .text(String(study.streakDays)),
        ]
        return try CoachPrompt.template(for: context.session.language).render(values)
    }

    /// The offline coach's advice for a message, as the lines the student reads.
    func offlineAdvice(for message: String) throws -> [String] {
        let subjectKey = try context.router().subjectDetector.detect(in: message)
        let study = try studyContext()
        let advice = OfflineCoach.advise(message: message, subjectKey: subjectKey, context: study)
        let l10n = context.localization
        let names = try subjectNames()
        func name(_ key: String?) -> String { key.flatMap { names[$0] } ?? l10n.text("subject.none") }

        var lines = [l10n.text("coach.offline.topic.\(advice.topic.rawValue)")]
        if let key = advice.subjectKey {
            lines.append(l10n.text("coach.offline.subject.\(advice.topic.rawValue)", ["subject": name(key)]))
        }
        if advice.plan.isEmpty {
            lines.append(l10n.text("coach.offline.planEmpty"))
        } else {
            lines.append(l10n.text("coach.offline.planHeader"))
            for (index, task) in advice.plan.enumerated() {
                let due = task.dueDate.map { l10n.relative($0, today: study.today) } ?? l10n.text("task.noDueDate")
                lines.append(
                    l10n.text(
                        "coach.offline.planItem",
                        ["n": String(index + 1), "title": task.title, "subject": name(task.subjectKey), "due": due]))
            }
        }
        if let test = advice.nextTest, let due = test.dueDate {
            lines.append(
                l10n.text(
                    "coach.offline.nextTest",
                    ["title": test.title, "date": l10n.shortDate(due), "when": l10n.relative(due, today: study.today)]))
        }
        if let quiz = advice.quizSubject {
            lines.append(
                l10n.text(
                    "coach.offline.quizWeak",
                    [
                        "subject": name(quiz.subjectKey), "percent": String(quiz.percent),
                        "key": quiz.subjectKey,
                    ]))
        } else if advice.dueCards > 0 {
            lines.append(l10n.plural("coach.offline.quizDue", count: advice.dueCards))
        }
        lines.append(l10n.plural("coach.offline.pomodoro", count: advice.pomodoroRounds))
        if advice.streakDays > 0 { lines.append(l10n.plural("coach.offline.streak", count: advice.streakDays)) }
        lines.append(l10n.text("coach.offline.question.\(advice.plan.isEmpty ? "empty" : "plan")"))
        return lines
    }

    /// Subject names in the session's language, by key.
    private func subjectNames() throws -> [String: String] {
        let l10n = context.localization
        return Dictionary(
            uniqueKeysWithValues: try context.subjects.subjects(includingHidden: true).map {
                ($0.key, l10n.name(of: $0))
            })
    }
}
