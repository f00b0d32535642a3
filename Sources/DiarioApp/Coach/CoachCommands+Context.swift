import DiarioCoach
import DiarioDomain
import DiarioLanguage
import DiarioLocalization
import Foundation

extension CoachCommands {
    /// What the coach knows of the student now: pressing work, coming tests, weak subjects, streak (from `progress`,
    /// the week's figures of `diario stats`), due cards.
    func studyContext(progress: ProgressReport) throws -> StudyContext {
        let clock = context.clock
        let today = clock.today
        let now = clock.now()
        let overdue = try context.tasks.tasks(.overdue(day: today, time: clock.timeOfDay))
        let overdueIDs = Set(overdue.compactMap(\.id))
        let testKinds: Set<TaskKind> = [.test, .exam, .oral]
        let horizon = DayRange(today, today.adding(days: StudyContext.testHorizonDays))
        let preparation = try TestPreparation.load(context)
        return StudyContext(
            today: today, overdue: overdue,
            dueToday: try context.tasks.tasks(.dueOn(today)).filter { !overdueIDs.contains($0.id ?? -1) },
            dueTomorrow: try context.tasks.tasks(.dueOn(today.adding(days: 1))),
            upcomingTests: try context.tasks.tasks(.dueIn(horizon)).filter { testKinds.contains($0.kind) },
            weakestSubjects: StudyContext.weakest(
                try context.stats.accuracyBySubject(since: now.addingTimeInterval(-30 * 86_400))),
            // The same streak as `diario stats`: a day counts when the student studied, reviewed or completed a task.
            streakDays: progress.streak.current,
            dueCards: try context.cards.dueCardCount(at: now, subjectKey: nil),
            plannedReviews: preparation.tests.map { test in
                PlannedReviews(
                    test: test.task, cards: test.cards.count,
                    cardsToday: test.plan.cards(on: today).count,
                    recallWithoutPlan: test.plan.recallWithoutPlan, recallWithPlan: test.plan.recallWithPlan)
            })
    }

    /// The passages of the student's materials that best match what a message is about ("spiegami la fotosintesi"),
    /// each with where it was found ("Appunti di scienze, p. 3"): three at most, best first; none when the message
    /// names nothing the materials hold.
    func passages(for message: String) throws -> [(source: String, text: String)] {
        let words = IntentRouter.searchWords(in: message)
        guard !words.isEmpty else { return [] }
        let hits = try context.search.search(words.joined(separator: " "), subjectKey: nil, limit: 12)
        let l10n = context.localization
        var passages: [(source: String, text: String)] = []
        for hit in hits where hit.source == .material && hit.page != nil && !hit.snippet.isEmpty {
            let source = l10n.text("coach.passage.source", ["title": hit.title, "page": String(hit.page ?? 1)])
            var text = hit.snippet.split(whereSeparator: \.isNewline).joined(separator: " ")
            for mark in [SearchHit.matchStart, SearchHit.matchEnd, "**", "=="] {
                text = text.replacingOccurrences(of: mark, with: "")
            }
            passages.append((source, text))
            if passages.count == 3 { break }
        }
        return passages
    }

    /// The system prompt in the session's language, filled with the context in the student's words and the passages
    /// of their materials that match the message.
    func systemPrompt(for study: StudyContext, progress: ProgressReport, message: String = "") throws -> String {
        let l10n = context.localization
        let names = try subjectNames()
        func task(_ task: StudyTask) -> [String: TemplateValue] {
            [
                "title": .text(task.title), "subject": .text(task.subjectKey.flatMap { names[$0] } ?? ""),
                "due": .text(task.dueDate.map(l10n.shortDate) ?? ""),
                "when": .text(task.dueDate.map { l10n.relative($0, today: study.today) } ?? ""),
                "plan": .text(planWords(study.plannedReviews.first { $0.test.id == task.id })),
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
            "passages": .list(
                try passages(for: message).map { ["source": .text($0.source), "text": .text($0.text)] }),
        ]
        return try CoachPrompt.template(for: context.session.language).render(
            values.merging(try progressValues(progress, names: names)) { old, _ in old }
                .merging(try schoolYearValues(names: names)) { old, _ in old })
    }

    /// A test's plan in the prompt's words ("; 12 cards, predicted recall 71% without the plan and 96% with it, 8
    /// planned today"); empty for a test with no cards or no plan.
    private func planWords(_ planned: PlannedReviews?) -> String {
        guard let planned, planned.cards > 0, let without = planned.recallWithoutPlan,
            let with = planned.recallWithPlan
        else { return "" }
        let l10n = context.localization
        return l10n.text(
            "coach.testPlan",
            [
                "cards": l10n.plural("plan.cards", count: planned.cards),
                "without": String(Int((without * 100).rounded())), "with": String(Int((with * 100).rounded())),
                "today": String(planned.cardsToday),
            ])
    }

    /// The figures of `diario stats` for the week, in the prompt's words: longest streak, minutes by subject, the
    /// daily goal and the current term's goals with where each stands.
    private func progressValues(_ report: ProgressReport, names: [String: String]) throws -> [String: TemplateValue] {
        let l10n = context.localization
        let subjects = try context.subjects.subjects(includingHidden: true)
        let renderer = ProgressRenderer(context: context, subjects: subjects)
        let studied = report.minutesBySubject.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map {
            ["subject": TemplateValue.text(names[$0.key] ?? $0.key), "minutes": .text(String($0.value))]
        }
        let goals = report.goals.map { standing -> [String: TemplateValue] in
            let words = standing.targets.map { progress in
                renderer.targetWords(progress.target) + ": " + renderer.standingWords(progress, term: standing.term)
            }
            return ["title": .text(standing.goal.title), "standing": .text(words.joined(separator: "; "))]
        }
        return [
            "longest_streak": .text(String(report.streak.longest)),
            "week_minutes": .text(String(report.minutesBySubject.values.reduce(0, +))),
            "week_subjects": .list(studied),
            "daily_goal": .text(report.dailyGoal.map(StudyCommands.duration) ?? l10n.text("coach.noDailyGoal")),
            "today_minutes": .text(String(report.minutesToday)), "goals": .list(goals),
        ]
    }

    /// The next school day's lessons and the year's average per subject, with the grade the next test needs for a
    /// pass (6, or the scale's) when the average is below it.
    private func schoolYearValues(names: [String: String]) throws -> [String: TemplateValue] {
        let l10n = context.localization
        let today = context.clock.today
        let calendar = try context.timetable.schoolCalendar()
        let day = calendar.lessonDay(of: nil, after: today)
        var seen: Set<String> = []
        let lessons = day.map { calendar.lessons(on: $0).map(\.subjectKey).filter { seen.insert($0).inserted } } ?? []
        let grades = GradeCommands(context: context)
        let averages = try grades.bySubject(in: today.schoolYear).compactMap {
            subject, list -> [String: TemplateValue]? in
            guard let average = GradeAverage.of(list) else { return nil }
            var needed = ""
            if average < 6, case .atLeast(let value) = GradeAverage.needed(for: 6, after: list) {
                let mark = try context.preferences.gradeScale().mark(atLeast: value)
                needed = mark.map { l10n.text("coach.gradeNeeded", ["mark": $0]) } ?? ""
            }
            return [
                "subject": .text(names[subject.key] ?? subject.key),
                "average": .text(try context.preferences.gradeScale().written(average) ?? context.decimal(average)),
                "needed": .text(needed),
            ]
        }
        return [
            "lessons_day": .text(day.map { l10n.shortDate($0) } ?? "—"),
            "lessons": .list(lessons.map { ["subject": .text(names[$0] ?? $0)] }),
            "averages": .list(averages),
        ]
    }

    /// The offline coach's advice for a message, as the lines the student reads.
    func offlineAdvice(for message: String) throws -> [String] {
        let subjectKey = try context.router().subjectDetector.detect(in: message)
        let study = try studyContext(progress: try ProgressCommands(context: context).report(.week))
        let advice = OfflineCoach.advise(message: message, subjectKey: subjectKey, context: study)
        let l10n = context.localization
        let names = try subjectNames()
        func name(_ key: String?) -> String { key.flatMap { names[$0] } ?? l10n.text("subject.none") }

        // What the student's own notes say about it comes first: a passage quoted with its source.
        var lines = try passages(for: message).prefix(1).map {
            l10n.text("coach.offline.passage", ["source": $0.source, "text": $0.text])
        }
        lines.append(l10n.text("coach.offline.topic.\(advice.topic.rawValue)"))
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
        if let planned = advice.plannedQuiz, let due = planned.test.dueDate {
            let key = planned.test.subjectKey ?? ""
            lines.append(
                l10n.text(
                    "coach.offline.plannedQuiz",
                    [
                        "title": planned.test.title, "when": l10n.relative(due, today: study.today),
                        "cards": l10n.plural("plan.cards", count: planned.cardsToday), "key": key,
                    ]))
        } else if let quiz = advice.quizSubject {
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
