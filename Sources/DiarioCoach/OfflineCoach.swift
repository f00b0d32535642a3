public import DiarioDomain

/// What the offline coach suggests, as data; the app puts it into words in the student's language.
public struct OfflineAdvice: Equatable, Sendable {
    /// What the student's message is about.
    public enum Topic: String, CaseIterable, Sendable {
        case anxiety, focus, motivation, method, planning, general
    }

    /// What the message is about.
    public var topic: Topic
    /// The subject the student named, if any.
    public var subjectKey: String?
    /// A plan for tomorrow: overdue work first, then what is due tomorrow, then the coming tests; four at most.
    public var plan: [StudyTask]
    /// The next test, exam or oral.
    public var nextTest: StudyTask?
    /// The subject to quiz on: the named one when it is among the weak ones, else the weakest.
    public var quizSubject: SubjectAccuracy?
    /// The test whose planned cards to review today: the named subject's when it has some, else the earliest.
    public var plannedQuiz: PlannedReviews?
    /// Cards due now.
    public var dueCards: Int
    /// Pomodoro rounds (25 minutes of work, 5 of rest) that the plan asks for.
    public var pomodoroRounds: Int
    /// Days of study in a row.
    public var streakDays: Int
}

/// The coach Diario has when no model is configured: rules over the same context a model would get.
public enum OfflineCoach {
    /// The advice for a message, given what Diario knows and the subject the message names.
    public static func advise(message: String, subjectKey: String?, context: StudyContext) -> OfflineAdvice {
        var plan = context.overdue + context.dueTomorrow
        for test in context.upcomingTests where test.dueDate.map({ context.today.days(until: $0) <= 7 }) ?? false {
            if !plan.contains(where: { $0.id == test.id }) { plan.append(test) }
        }
        let overdue = Set(context.overdue.compactMap(\.id))
        func rank(_ task: StudyTask) -> (Int, Int, Int) {
            let named = subjectKey != nil && task.subjectKey == subjectKey
            return (named ? 0 : 1, overdue.contains(task.id ?? -1) ? 0 : 1, task.priority.rank)
        }
        plan = plan.enumerated().sorted {
            let (a, b) = (rank($0.element), rank($1.element))
            return (a.0, a.1, a.2, $0.offset) < (b.0, b.1, b.2, $1.offset)
        }.map(\.element)
        let quiz =
            context.weakestSubjects.first { $0.subjectKey == subjectKey } ?? context.weakestSubjects.first
        let today = context.plannedReviews.filter { $0.cardsToday > 0 }
        let planned = today.first { subjectKey != nil && $0.test.subjectKey == subjectKey } ?? today.first
        return OfflineAdvice(
            topic: topic(of: message), subjectKey: subjectKey, plan: Array(plan.prefix(4)),
            nextTest: context.upcomingTests.first, quizSubject: quiz, plannedQuiz: planned, dueCards: context.dueCards,
            pomodoroRounds: max(1, min(4, plan.count)), streakDays: context.streakDays)
    }

    /// The topic a message is about, by word stems in Italian and English; the first that matches wins, in the
    /// order of `Topic.allCases` (a worried student is answered about worry before planning).
    public static func topic(of message: String) -> OfflineAdvice.Topic {
        let text = TextFolding.fold(message)
        for (topic, stems) in stems where stems.contains(where: text.contains) { return topic }
        return .general
    }

    private static let stems: [(OfflineAdvice.Topic, [String])] = [
        (
            .anxiety,
            [
                "ansia", "ansios", "paura", "stress", "agitat", "nervos", "preoccup", "panico", "anxi", "worried",
                "worry", "scared", "afraid", "panic", "nervous",
            ]
        ),
        (.focus, ["concentr", "distra", "focus", "telefono", "attenzion", "attention", "phone"]),
        (
            .motivation,
            ["voglia", "motiva", "pigr", "annoi", "stanc", "lazy", "bored", "tired", "give up", "mollare", "arrend"]
        ),
        (
            .method,
            [
                "come studi", "come si studia", "come faccio a studiare", "memorizz", "ricordar", "metodo", "capire",
                "how do i study", "how to study", "how should i study", "memoriz", "remember", "method", "understand",
            ]
        ),
        (
            .planning,
            [
                "organizz", "pianific", "programm", "piano", "cosa devo", "priorit", "plan", "schedule", "organi",
                "what should i", "where do i start", "da dove",
            ]
        ),
    ]
}
