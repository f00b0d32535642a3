import DiarioDomain
import DiarioLanguage
import DiarioLocalization
import DiarioSRS
public import Foundation

/// What a quiz did: how many cards, how many remembered, how long it took, and when the next card is due.
public struct QuizSummary: Equatable, Sendable {
    /// Cards reviewed.
    public var reviewed = 0
    /// Cards not rated "again".
    public var remembered = 0
    /// Seconds from the first card to the last rating.
    public var seconds = 0.0
    /// The earliest due time among the quizzed subject's active cards afterwards.
    public var nextDue: Date?
}

/// A short quiz on the cards that are due: the front is shown; Enter reveals the back and asks for a rating
/// 1–4 (each with the interval it would give), or a typed answer is checked and a rating proposed, which Enter
/// accepts. Every rating is scheduled by FSRS (fuzz seeded per card) and saved with its review log at once.
public struct QuizCommands: Sendable {
    let context: AppContext
    /// How the student is asked: the context's one way.
    var asking: Asking { context.asking }
    let scheduler = FSRSScheduler(fuzz: true)

    /// Creates the quiz over a context.
    public init(context: AppContext) { self.context = context }

    /// Runs a quiz of at most `limit` cards, of one subject when given: today's cards of the plans for coming tests
    /// first, then the due ones, most overdue first.
    @discardableResult
    public func run(subjectKey: String?, limit: Int = 20) throws -> QuizSummary {
        if let subjectKey, try context.subjects.subject(key: subjectKey) == nil {
            throw DomainError.subjectNotFound(key: subjectKey)
        }
        let started = context.clock.now()
        let planned = try TestPreparation.load(context).only(subjectKey: subjectKey).cardsToday()
        var queue = try planned.prefix(limit).compactMap { id in
            try context.cards.card(id: id).map { ($0, ReviewReason.plan) }
        }
        let taken = Set(planned)
        let due = try context.cards.cards(.due(at: started, subjectKey: subjectKey, limit: limit + taken.count))
        queue += due.filter { !taken.contains($0.id ?? 0) }.prefix(limit - queue.count).map { ($0, ReviewReason.due) }
        return try run(queue, subjectKey: subjectKey, started: started)
    }

    /// "prepara la verifica di storia": a quiz of the cards of the earliest coming test of that subject (of any
    /// subject when nil) — today's planned ones, then the due ones, then the others, least likely remembered on the
    /// day first; none reviewed today already. Throws ``DomainError/noComingTest(subjectName:)`` when there is none.
    @discardableResult
    public func prepare(subjectKey: String?, limit: Int = 20) throws -> QuizSummary {
        let started = context.clock.now()
        let today = context.clock.today
        let coming = try context.tasks.tasks(.testsDueIn(DayRange(today, today.adding(days: 366))))
            .first { $0.subjectKey != nil && (subjectKey == nil || $0.subjectKey == subjectKey) }
        guard let coming else {
            let name = try subjectKey.flatMap { try context.subjects.subject(key: $0) }.map(
                context.localization.name(of:))
            throw DomainError.noComingTest(subjectName: name ?? subjectKey)
        }
        let preparation = try TestPreparation.load(context, reaching: coming.dueDate)
        guard let test = preparation.tests.first(where: { $0.task.id == coming.id }) else {
            throw DomainError.noComingTest(subjectName: nil)
        }
        if !context.json {
            context.console.out(
                context.localization.text(
                    "prepare.heading",
                    ["test": try TaskRenderer(context: context).summaryForTest(test.task, today: today)]))
        }
        let planned = Set(test.plan.cards(on: today))
        let recall = Dictionary(
            test.cards.map { ($0.id ?? 0, preparation.recallOnTheDay(of: $0, for: test)) },
            uniquingKeysWith: { first, _ in first })
        let leastRemembered = test.cards
            .filter { card in card.memory.lastReview.map { context.clock.localDayAndTime(of: $0).day < today } ?? true }
            .sorted { (recall[$0.id ?? 0] ?? 0, $0.id ?? 0) < (recall[$1.id ?? 0] ?? 0, $1.id ?? 0) }
        func reason(_ card: StudyCard) -> ReviewReason {
            planned.contains(card.id ?? 0) ? .plan : card.memory.due <= started ? .due : .ahead
        }
        let queue = [ReviewReason.plan, .due, .ahead].flatMap { wanted in
            leastRemembered.filter { reason($0) == wanted }.map { (card: $0, reason: wanted) }
        }
        guard !queue.isEmpty else {
            context.console.out(
                context.localization.text(test.cards.isEmpty ? "prepare.noCards" : "prepare.allDone"))
            return QuizSummary()
        }
        return try run(Array(queue.prefix(limit)), subjectKey: test.task.subjectKey, started: started)
    }

    /// Shows the cards of `queue` in order, each with why it is shown, and reports.
    private func run(_ queue: [(card: StudyCard, reason: ReviewReason)], subjectKey: String?, started: Date) throws
        -> QuizSummary
    {
        let l10n = context.localization
        var summary = QuizSummary()
        guard !queue.isEmpty else {
            summary.nextDue = try nextDue(subjectKey)
            context.console.out(l10n.text("quiz.nothingDue", ["next": describe(summary.nextDue, from: started)]))
            return summary
        }
        if !context.json { context.console.out(l10n.plural("quiz.start", count: queue.count)) }
        var subjects: [String: Int] = [:]
        for (index, item) in queue.enumerated() {
            guard let rating = try quiz(item.card, reason: item.reason, position: index + 1, of: queue.count) else {
                break
            }
            summary.reviewed += 1
            if rating != .again { summary.remembered += 1 }
            subjects[item.card.subjectKey ?? Subject.fallbackKey, default: 0] += 1
            ProgressCommands(context: context).celebrate(studiedAt: [context.clock.now()])
        }
        summary.seconds = context.clock.now().timeIntervalSince(started)
        if summary.reviewed > 0 {
            let subject = subjectKey ?? subjects.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
            try StudyCommands.recordPractice(
                context, seconds: summary.seconds, startedAt: started, subjectKey: subject, source: .quiz)
        }
        summary.nextDue = try nextDue(subjectKey)
        report(summary, from: started)
        return summary
    }

    /// "from: Il Risorgimento, p. 3" (or the map's node) for a card made from study material; nil for another, or when
    /// its material or map is gone.
    private func sourceLine(_ card: StudyCard) throws -> String? {
        guard let source = card.source else { return nil }
        let l10n = context.localization
        if let id = source.materialId, let material = try context.materials.material(id: id) {
            guard let page = source.page, material.pageCount > 1 else {
                return l10n.text("quiz.source", ["title": material.title])
            }
            return l10n.text("quiz.sourcePage", ["title": material.title, "page": String(page)])
        }
        if let node = source.nodeId, let map = try context.mindMaps.mindMap(containingNode: node) {
            return l10n.text("quiz.source", ["title": map.title])
        }
        return nil
    }

    /// Shows one card, reads the answer and the rating, saves the review; nil when the student stopped.
    private func quiz(_ card: StudyCard, reason: ReviewReason, position: Int, of total: Int) throws -> ReviewRating? {
        let l10n = context.localization
        let shownAt = context.clock.now()
        if !context.json {
            context.console.out(
                context.style.bold(l10n.text("quiz.front", ["n": "\(position)/\(total)", "front": card.front])))
            if let source = try sourceLine(card) { context.console.out(context.style.dim(source)) }
        }
        guard let reply = asking.answer(l10n.text("quiz.answerPrompt")) else { return nil }
        let typed = reply.trimmingCharacters(in: .whitespaces)
        if SessionVocabulary.stopPractice.contains(typed.lowercased()) { return nil }
        let options = ratingOptions(card.memory, at: shownAt)
        var proposed: ReviewRating?
        var correct: Bool?
        if !typed.isEmpty {
            let right = AnswerMatcher.matches(typed, expected: card.back)
            correct = right
            proposed = right ? .good : .again
        }
        if !context.json {
            let key = correct.map { $0 ? "quiz.right" : "quiz.wrong" } ?? "quiz.back"
            context.console.out(l10n.text(key, ["back": card.back]))
        }
        guard let rating = readRating(options: options, proposed: proposed) else { return nil }
        let reviewedAt = context.clock.now()
        let after = scheduler.review(
            card.memory, rating: rating, at: reviewedAt, seed: FSRSScheduler.seed(reviewedAt: reviewedAt))
        let log = ReviewLog(
            cardId: card.id ?? 0, rating: rating, reviewedAt: reviewedAt,
            durationMilliseconds: Int(reviewedAt.timeIntervalSince(shownAt) * 1000), before: card.memory, after: after,
            reason: reason)
        try context.cards.recordReview(log)
        if context.json {
            context.console.out(
                JSONOutput.line(
                    QuizReviewJSON(
                        card: card.id ?? 0, front: card.front, rating: rating.rawValue, correct: correct,
                        due: Timestamp.format(after.due), reason: reason.rawValue)))
        }
        return rating
    }

    /// "1 Di nuovo (1 min) · 2 Difficile (6 min) · 3 Bene (10 min) · 4 Facile (8 g)".
    private func ratingOptions(_ memory: MemoryState, at instant: Date) -> String {
        let intervals = scheduler.intervals(memory, at: instant)
        return ReviewRating.allCases.map { rating in
            let interval = intervals[rating] ?? 0
            return "\(rating.rawValue) \(context.localization.text("rating.\(rating.rawValue)")) (\(span(interval)))"
        }.joined(separator: " · ")
    }

    /// Reads 1–4 (or a rating's name); Enter accepts the proposed rating. Asks again after anything else.
    private func readRating(options: String, proposed: ReviewRating?) -> ReviewRating? {
        let l10n = context.localization
        let prompt =
            proposed.map {
                l10n.text("quiz.acceptPrompt", ["options": options, "rating": l10n.text("rating.\($0.rawValue)")])
            }
            ?? l10n.text("quiz.ratePrompt", ["options": options])
        for _ in 0..<3 {
            guard let reply = asking.answer(prompt) else { return proposed }
            let word = TextFolding.fold(reply.trimmingCharacters(in: .whitespaces))
            if word.isEmpty, let proposed { return proposed }
            if SessionVocabulary.stopPractice.contains(word) { return nil }
            if let rating = Self.ratings[word] { return rating }
            if !context.json { context.console.out(l10n.text("quiz.badRating")) }
        }
        return proposed
    }

    private static let ratings: [String: ReviewRating] = [
        "1": .again, "2": .hard, "3": .good, "4": .easy, "again": .again, "di nuovo": .again, "ancora": .again,
        "hard": .hard, "difficile": .hard, "good": .good, "bene": .good, "easy": .easy, "facile": .easy,
    ]

    private func nextDue(_ subjectKey: String?) throws -> Date? {
        try context.cards.cards(.due(at: .distantFuture, subjectKey: subjectKey, limit: 1)).first?.memory.due
    }

    private func report(_ summary: QuizSummary, from start: Date) {
        let l10n = context.localization
        if context.json {
            context.console.out(
                JSONOutput.line(
                    QuizSummaryJSON(
                        reviewed: summary.reviewed, remembered: summary.remembered, seconds: Int(summary.seconds),
                        nextDue: summary.nextDue.map(Timestamp.format))))
            return
        }
        let percent = summary.reviewed == 0 ? 0 : summary.remembered * 100 / summary.reviewed
        context.console.out(
            l10n.plural(
                "quiz.summary", count: summary.reviewed,
                [
                    "remembered": String(summary.remembered), "percent": String(percent),
                    "time": span(summary.seconds), "next": describe(summary.nextDue, from: context.clock.now()),
                ]))
    }

    /// A span as the quiz shows it: "45 s", "6 min", "3 h", "8 g" / "8 d".
    private func span(_ seconds: TimeInterval) -> String {
        let l10n = context.localization
        switch seconds {
        case ..<60: return l10n.text("span.seconds", ["n": String(Int(seconds))])
        case ..<3_600: return l10n.text("span.minutes", ["n": String(Int((seconds / 60).rounded()))])
        case ..<86_400: return l10n.text("span.hours", ["n": String(Int((seconds / 3_600).rounded()))])
        default: return l10n.text("span.days", ["n": String(Int((seconds / 86_400).rounded()))])
        }
    }

    private func describe(_ due: Date?, from now: Date) -> String {
        guard let due else { return context.localization.text("quiz.noCards") }
        if due <= now { return context.localization.text("quiz.dueNow") }
        return context.localization.text("quiz.dueIn", ["span": span(due.timeIntervalSince(now))])
    }
}
