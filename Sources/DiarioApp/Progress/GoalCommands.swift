public import DiarioDomain
import DiarioLanguage
import DiarioLocalization
import Foundation

/// Goals for a term ("40 ore di matematica e 300 carte") and the daily goal: add, list, edit, remove, each change
/// undoable. Progress is measured from the logs each time, never stored.
public struct GoalCommands: Sendable {
    let context: AppContext

    /// Creates the commands over a context.
    public init(context: AppContext) { self.context = context }

    /// Adds the goal `text` states, to the term `termId`, else to the term that contains today, else to a new term
    /// of the kind the text names (ten weeks unless it says "trimestre" or "quadrimestre") starting today.
    /// Minutes a day and nothing else ("2h al giorno") set the daily goal instead, and give nil.
    /// Throws ``DomainError/invalidGoal`` when the text names no amount with a unit, and for an unknown term.
    @discardableResult
    public func add(_ text: String, termId: Int64? = nil) throws -> StudyGoal? {
        guard let parsed = try context.router().goal(in: text) else { throw DomainError.invalidGoal }
        return try add(parsed, termId: termId)
    }

    /// Adds a goal already read from words (a typed line); minutes a day alone set the daily goal instead (nil).
    @discardableResult
    func add(_ parsed: ParsedGoal, termId: Int64? = nil) throws -> StudyGoal? {
        if let minutes = parsed.dailyMinutes, termId == nil {
            try setDaily(minutes: minutes)
            return nil
        }
        let term = try term(for: termId, kind: parsed.termKind)
        let goal = try context.progress.addGoal(
            StudyGoal(title: parsed.title, targets: parsed.targets, termIds: [term.id ?? 0]))
        if context.json {
            context.console.out(JSONOutput.line(GoalJSON(goal, terms: [term])))
            return goal
        }
        let l10n = context.localization
        let renderer = try renderer()
        let targets = goal.targets.map { renderer.targetWords($0) }.joined(separator: ", ")
        context.console.out(
            l10n.text(
                "goal.added",
                [
                    "id": String(goal.id ?? 0), "targets": targets, "term": term.name,
                    "from": l10n.shortDate(term.start), "to": l10n.shortDate(term.end),
                    "undo": UndoCommands.hint(context),
                ]))
        return goal
    }

    /// Lists the goals, each in each of its terms with its targets measured, bars and projections.
    public func list() throws {
        let today = context.clock.today
        let terms = try context.progress.terms()
        let standings = try ProgressCommands(context: context).standings(in: terms, today: today)
        let daily = try context.progress.dailyGoalMinutes()
        if context.json {
            context.console.out(JSONOutput.line(GoalListJSON(standings: standings, daily: daily)))
            return
        }
        let l10n = context.localization
        var lines: [String] = []
        if let daily { lines.append(l10n.text("goal.daily.current", ["time": StudyCommands.duration(daily)])) }
        let renderer = try renderer()
        for standing in standings { lines += renderer.goalLines(standing) }
        let unassigned = try context.progress.goals().filter { $0.termIds.isEmpty }
        for goal in unassigned { lines.append("  #\(goal.id ?? 0) \(goal.title)") }
        if standings.isEmpty && unassigned.isEmpty { lines.append(l10n.text("goal.none")) }
        context.console.out(lines.joined(separator: "\n"))
    }

    /// Replaces goal `id`'s targets (and title) with those `text` states; its terms stay. Undoable.
    public func edit(id: Int64, to text: String) throws {
        guard var goal = try context.progress.goals().first(where: { $0.id == id }) else {
            throw DomainError.goalNotFound(id: id)
        }
        guard let parsed = try context.router().goal(in: text) else { throw DomainError.invalidGoal }
        goal.title = parsed.title
        goal.targets = parsed.targets
        let saved = try context.progress.updateGoal(goal)
        report("goal.edited", saved)
    }

    /// Removes goal `id` with its targets. Undoable.
    public func remove(id: Int64) throws {
        report("goal.removed", try context.progress.removeGoal(id: id))
    }

    /// Sets the daily goal in minutes; 0 clears it. Throws ``DomainError/invalidStudyMinutes(_:)`` past a day.
    public func setDaily(minutes: Int) throws {
        guard (0...StudySession.maxMinutes).contains(minutes) else { throw DomainError.invalidStudyMinutes(minutes) }
        try context.progress.setDailyGoalMinutes(minutes == 0 ? nil : minutes)
        if context.json {
            context.console.out(JSONOutput.line(["daily_goal_minutes": minutes]))
        } else if minutes == 0 {
            context.console.out(context.localization.text("goal.daily.cleared"))
        } else {
            context.console.out(
                context.localization.text("goal.daily.set", ["time": StudyCommands.duration(minutes)]))
        }
    }

    // MARK: - Helpers

    /// The term a new goal goes to, making one when none contains today.
    private func term(for id: Int64?, kind: TermKind?) throws -> StudyTerm {
        let terms = try context.progress.terms()
        if let id {
            guard let term = terms.first(where: { $0.id == id }) else { throw DomainError.termNotFound(id: id) }
            return term
        }
        let today = context.clock.today
        if let current = terms.last(where: { $0.days.contains(today) }) { return current }
        return try TermCommands(context: context).add(name: nil, from: today, to: nil, kind: kind ?? .term)
    }

    private func renderer() throws -> ProgressRenderer {
        ProgressRenderer(context: context, subjects: try context.subjects.subjects(includingHidden: true))
    }

    private func report(_ key: String, _ goal: StudyGoal) {
        if context.json {
            context.console.out(JSONOutput.line(["id": String(goal.id ?? 0), "title": goal.title]))
        } else {
            context.console.out(
                context.localization.text(
                    key, ["id": String(goal.id ?? 0), "title": goal.title, "undo": UndoCommands.hint(context)]))
        }
    }
}

/// Terms: ten weeks by default, a "trimestre" or "quadrimestre" by name; add, list, edit, remove, undoable.
public struct TermCommands: Sendable {
    let context: AppContext

    /// Creates the commands over a context.
    public init(context: AppContext) { self.context = context }

    /// Adds a term from `from` (today when nil) to `to` (else by its kind: ten weeks, three or four months), named
    /// `name` (else by its kind). Throws ``DomainError/invalidTerm`` when it would end before it starts.
    @discardableResult
    public func add(name: String?, from: CalendarDay?, to: CalendarDay?, kind: TermKind? = nil) throws -> StudyTerm {
        let l10n = context.localization
        let kind = kind ?? name.flatMap(Self.kind(named:)) ?? .term
        let start = from ?? context.clock.today
        let term = try context.progress.addTerm(
            StudyTerm(
                name: name ?? l10n.text("term.kind.\(kind.rawValue)"), start: start,
                end: to ?? kind.days(from: start).last))
        show("term.added", term)
        return term
    }

    /// Lists the terms, earliest first, with how many goals each holds.
    public func list() throws {
        let terms = try context.progress.terms()
        let goals = try context.progress.goals()
        if context.json {
            context.console.out(
                JSONOutput.line(
                    terms.map { term in
                        TermJSON(term, goals: goals.filter { $0.termIds.contains(term.id ?? -1) }.count)
                    }))
            return
        }
        let l10n = context.localization
        guard !terms.isEmpty else {
            context.console.out(l10n.text("term.none"))
            return
        }
        let today = context.clock.today
        let lines = terms.map { term in
            let count = goals.filter { $0.termIds.contains(term.id ?? -1) }.count
            let now = term.days.contains(today) ? " " + l10n.text("term.current") : ""
            return "  #\(term.id ?? 0) \(term.name) · \(l10n.shortDate(term.start)) – \(l10n.shortDate(term.end)) · "
                + l10n.plural("term.goals", count: count) + now
        }
        context.console.out(lines.joined(separator: "\n"))
    }

    /// Changes term `id`'s name or days. Undoable.
    public func edit(id: Int64, name: String?, from: CalendarDay?, to: CalendarDay?) throws {
        guard var term = try context.progress.terms().first(where: { $0.id == id }) else {
            throw DomainError.termNotFound(id: id)
        }
        term.name = name ?? term.name
        term.start = from ?? term.start
        term.end = to ?? term.end
        show("term.edited", try context.progress.updateTerm(term))
    }

    /// Removes term `id`; its goals stay, unassigned from it. Undoable.
    public func remove(id: Int64) throws {
        show("term.removed", try context.progress.removeTerm(id: id))
    }

    /// The kind a name says: "Trimestre" lasts three months, "Secondo quadrimestre" four.
    static func kind(named name: String) -> TermKind? {
        let words = name.lowercased().split(whereSeparator: { !$0.isLetter })
        return words.lazy.compactMap { TermKind(rawValue: String($0)) }.first
    }

    private func show(_ key: String, _ term: StudyTerm) {
        if context.json {
            context.console.out(JSONOutput.line(TermJSON(term, goals: nil)))
            return
        }
        let l10n = context.localization
        context.console.out(
            l10n.text(
                key,
                [
                    "id": String(term.id ?? 0), "name": term.name, "from": l10n.shortDate(term.start),
                    "to": l10n.shortDate(term.end), "undo": UndoCommands.hint(context),
                ]))
    }
}
