public import DiarioDomain
import DiarioLocalization
import Foundation

/// Grades and their averages: `diario grades` / `voti`, `grades add`, `grades remove`, `grades need`.
public struct GradeCommands: Sendable {
    let context: AppContext

    /// Religion's judgements, kept as written and left out of averages.
    static let judgements: Set<String> = [
        "insufficiente", "sufficiente", "discreto", "buono", "distinto", "ottimo", "eccellente", "moltissimo",
    ]

    /// Creates the commands over a context.
    public init(context: AppContext) { self.context = context }

    /// Records the mark `text` ("7+", "6 e mezzo", "6/7"; a judgement for religion) for a subject, on `day` (today
    /// when nil), tied to the test it answers (``testAnswered(subjectKey:on:component:)``): the one way a line and
    /// `grades add` record a grade. Throws ``DomainError/invalidGrade(text:)`` for a mark that is none, else as the
    /// store does.
    @discardableResult
    public func add(
        _ text: String, subjectKey: String, component: GradeComponent?, weight: Double = 1, day: CalendarDay? = nil
    ) throws -> Grade {
        let day = day ?? context.clock.today
        let taskId = try testAnswered(subjectKey: subjectKey, on: day, component: component)
        let folded = TextFolding.fold(text.trimmingCharacters(in: .whitespaces))
        let mark: String
        let value: Double?
        if subjectKey == "religion", Self.judgements.contains(folded) {
            (mark, value) = (folded, nil)
        } else {
            let scale = try context.preferences.gradeScale()
            guard let reading = scale.read(text, signs: try context.preferences.gradeSigns()) else {
                // A letter or a percentage in a diary of marks out of ten says how to change the scale.
                let ofAnotherScale =
                    scale == .italian
                    && (GradeScale.letters.read(text) != nil
                        || (text.contains("%") || text.lowercased().contains("per cento"))
                            && GradeScale.percent.read(text) != nil)
                throw scale == .italian && !ofAnotherScale
                    ? DomainError.invalidGrade(text: text) : DomainError.invalidMarkOnScale(text: text, scale: scale)
            }
            (mark, value) = (reading.mark, reading.value)
        }
        let grade = try context.grades.addGrade(
            Grade(
                subjectKey: subjectKey, mark: mark, value: value, component: component, weight: weight,
                day: day, taskId: taskId, createdAt: context.clock.now()))
        if context.json {
            context.console.out(JSONOutput.line(GradeJSON(grade)))
            return grade
        }
        let l10n = context.localization
        let average = GradeAverage.of(try context.grades.grades(subjectKey: subjectKey))
        context.console.out(
            l10n.text(
                "grade.added",
                [
                    "grade": try describe(grade),
                    "average": try average.map { try averageText($0) } ?? "—",
                ]))
        return grade
    }

    /// Per subject: its grades, a sparkline of them, the weighted average of the current term (when one is set) and
    /// of the school year. JSON: the same, per subject.
    public func list(subjectKey: String?) throws {
        let grades = try context.grades.grades(subjectKey: subjectKey)
        let year = context.clock.today.schoolYear
        let term = try context.progress.terms().first {
            $0.start <= context.clock.today && context.clock.today <= $0.end
        }
        let bySubject = Dictionary(grouping: grades.filter { year.contains($0.day) }, by: \.subjectKey)
        let subjects = try context.subjects.subjects(includingHidden: true).filter { bySubject[$0.key] != nil }
        if context.json {
            context.console.out(
                JSONOutput.line(
                    subjects.map { subject in
                        let list = bySubject[subject.key] ?? []
                        return SubjectGradesJSON(
                            subject: subject.key, grades: list.map(GradeJSON.init),
                            term: term.flatMap { term in
                                GradeAverage.of(list.filter { term.start <= $0.day && $0.day <= term.end })
                            },
                            year: GradeAverage.of(list))
                    }))
            return
        }
        let l10n = context.localization
        guard !subjects.isEmpty else {
            context.console.out(l10n.text("grade.none"))
            return
        }
        for subject in subjects {
            let list = bySubject[subject.key] ?? []
            let marks = list.map(\.mark).joined(separator: " ")
            let spark = Self.sparkline(list.compactMap(\.value), plain: !context.colour)
            var parts = ["\(subject.icon) \(context.style.bold(l10n.name(of: subject)))", marks, spark]
            if let term, let average = GradeAverage.of(list.filter { term.start <= $0.day && $0.day <= term.end }) {
                parts.append(l10n.text("grade.termAverage", ["term": term.name, "average": try averageText(average)]))
            }
            if let average = GradeAverage.of(list) {
                parts.append(l10n.text("grade.yearAverage", ["average": try averageText(average)]))
            }
            context.console.out(parts.filter { !$0.isEmpty }.joined(separator: "  "))
        }
    }

    /// The grades given in `days`, per subject in the subjects' order.
    func bySubject(in days: DayRange, subjectKey: String? = nil) throws -> [(subject: Subject, grades: [Grade])] {
        let grades = try context.grades.grades(subjectKey: subjectKey).filter { days.contains($0.day) }
        let grouped = Dictionary(grouping: grades, by: \.subjectKey)
        return try context.subjects.subjects(includingHidden: true).compactMap { subject in
            grouped[subject.key].map { (subject, $0) }
        }
    }

    /// The grades of `days` over time, a line a subject: "📐 Matematica  7+ 6½ 8  ▅▄▇  media 7,25" (`diario stats`).
    func lines(in days: DayRange, subjectKey: String? = nil) throws -> [String] {
        let l10n = context.localization
        return try bySubject(in: days, subjectKey: subjectKey).map { subject, grades in
            let marks = grades.map(\.mark).joined(separator: " ")
            let spark = Self.sparkline(grades.compactMap(\.value), plain: !context.colour)
            let average = try GradeAverage.of(grades).map {
                l10n.text("grade.periodAverage", ["average": try averageText($0)])
            }
            return ["  \(subject.icon) \(l10n.name(of: subject))", marks, spark, average ?? ""]
                .filter { !$0.isEmpty }.joined(separator: "  ")
        }
    }

    /// What the next `count` grades of a subject must be for its year's average to reach `target`.
    public func needed(target: Double, subjectKey: String, count: Int = 1) throws {
        let year = context.clock.today.schoolYear
        let grades = try context.grades.grades(subjectKey: subjectKey).filter { year.contains($0.day) }
        let answer = GradeAverage.needed(for: target, after: grades, count: count)
        let l10n = context.localization
        let name = try context.subjects.subject(key: subjectKey).map(l10n.name(of:)) ?? subjectKey
        let scale = try context.preferences.gradeScale()
        let values = ["subject": name, "target": scale.written(target) ?? decimal(target), "count": String(count)]
        switch answer {
        case .reached: context.console.out(l10n.plural("grade.need.reached", count: count, values))
        case .impossible: context.console.out(l10n.plural("grade.need.impossible", count: count, values))
        case .atLeast(let value):
            guard let mark = scale.mark(atLeast: value, signs: try context.preferences.gradeSigns()) else {
                // No mark of the scale is worth that much (an A+ is worth 9.85).
                context.console.out(l10n.plural("grade.need.impossible", count: count, values))
                return
            }
            let exact = scale == .italian ? decimal(value) : mark
            context.console.out(
                l10n.plural(
                    "grade.need.atLeast", count: count,
                    values.merging(["mark": mark == exact ? mark : "\(mark) (\(exact))"]) { $1 }))
        }
    }

    /// The open test (written) or oral of a subject that a grade given on `day` answers: the latest one due on or
    /// before that day, within two weeks; nil when none.
    func testAnswered(subjectKey: String, on day: CalendarDay, component: GradeComponent?) throws -> Int64? {
        let kinds: Set<TaskKind> =
            switch component {
            case .oral: [.oral]
            case .written, .practical: [.test, .exam]
            case nil: [.test, .oral, .exam]
            }
        return try context.tasks.tasks(.openBySubject(key: subjectKey))
            .filter { task in
                guard let due = task.dueDate, kinds.contains(task.kind) else { return false }
                return due <= day && due >= day.adding(days: -14)
            }
            .max { ($0.dueDate ?? day) < ($1.dueDate ?? day) }?.id
    }

    /// Shows what the marks' signs are worth at the student's school, after saving the values given (each between −1
    /// and 1; nil keeps the saved one). Throws ``DomainError/invalidGrade(text:)`` for a value out of range.
    public func signs(plus: Double?, minus: Double?, doubleMinus: Double?) throws {
        var signs = try context.preferences.gradeSigns()
        if plus != nil || minus != nil || doubleMinus != nil {
            signs.plus = plus ?? signs.plus
            signs.minus = minus ?? signs.minus
            signs.doubleMinus = doubleMinus ?? signs.doubleMinus
            try context.preferences.saveGradeSigns(signs)
        }
        context.console.out(
            context.localization.text(
                "grade.signs",
                ["plus": decimal(signs.plus), "minus": decimal(signs.minus), "doubleMinus": decimal(signs.doubleMinus)])
        )
    }

    /// Shows the scale marks are written on and, given one, saves it first.
    public func scale(_ scale: GradeScale?) throws {
        if let scale { try context.preferences.saveGradeScale(scale) }
        let current = try context.preferences.gradeScale()
        context.console.out(
            context.localization.text(
                "grade.scale", ["scale": context.localization.text("grade.scale.\(current.rawValue)")]))
    }

    /// An average as the scale writes it: "6,88" on the Italian scale, "B+ (8,85)" in letters, "88% (8,85)".
    private func averageText(_ value: Double) throws -> String {
        guard let written = try context.preferences.gradeScale().written(value) else { return decimal(value) }
        return written
    }

    /// Removes a grade; undo brings it back.
    public func remove(id: Int64) throws {
        let grade = try context.grades.removeGrade(id: id)
        context.console.out(
            context.localization.text(
                "grade.removed", ["grade": try describe(grade), "undo": UndoCommands.hint(context)]))
    }

    /// One character per grade on a fixed scale, so a 6 looks the same in every subject: 3 or less the lowest bar,
    /// 10 the highest.
    static func sparkline(_ values: [Double], plain: Bool) -> String {
        let levels = Array(plain ? "_.-=+*#@" : "▁▂▃▄▅▆▇█")
        return String(values.map { levels[min(levels.count - 1, max(0, Int(($0 - 3).rounded(.down))))] })
    }

    /// "7+ in Storia (scritto)".
    private func describe(_ grade: Grade) throws -> String {
        let l10n = context.localization
        let name = try context.subjects.subject(key: grade.subjectKey).map(l10n.name(of:)) ?? grade.subjectKey
        var text = l10n.text("grade.describe", ["mark": grade.mark, "subject": name])
        if let component = grade.component { text += " (" + l10n.text("grade.component.\(component.rawValue)") + ")" }
        return text
    }

    private func decimal(_ value: Double) -> String { context.decimal(value) }
}

/// A grade as `--json` prints it.
struct GradeJSON: Encodable {
    let id: Int64
    let subject: String
    let mark: String
    let value: Double?
    let component: String?
    let weight: Double
    let day: String
    /// The test or oral the grade answers, when there was one.
    let taskId: Int64?

    enum CodingKeys: String, CodingKey {
        case id, subject, mark, value, component, weight, day
        case taskId = "task_id"
    }

    init(_ grade: Grade) {
        id = grade.id ?? 0
        subject = grade.subjectKey
        mark = grade.mark
        value = grade.value
        component = grade.component?.rawValue
        weight = grade.weight
        day = grade.day.iso
        taskId = grade.taskId
    }
}

/// A subject's grades and averages as `diario grades --json` prints them.
struct SubjectGradesJSON: Encodable {
    let subject: String
    let grades: [GradeJSON]
    let term: Double?
    let year: Double?
}
