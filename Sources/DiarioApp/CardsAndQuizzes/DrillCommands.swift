import DiarioLanguage
import DiarioSRS
import Foundation

/// Arithmetic drills in a session: a sum or difference at a time, two tries, "?" for a hint, stars per
/// answer, and a level that follows recent accuracy.
public struct DrillCommands: Sendable {
    let context: AppContext
    /// How the student is asked: the context's one way.
    var asking: Asking { context.asking }

    /// Creates the drill over a context.
    public init(context: AppContext) { self.context = context }

    /// What a drill did.
    public struct Summary: Equatable, Sendable {
        /// Problems answered.
        public var problems = 0
        /// Stars earned.
        public var stars = 0
        /// The level at the end.
        public var level = DrillLevel.one
    }

    /// Whether `number` is a level a drill can start at (1, 2, 3, …).
    public static func isLevel(_ number: Int) -> Bool { DrillLevel(rawValue: number) != nil }

    /// Runs `count` problems starting at level `number` (the first level when there is no such level).
    @discardableResult
    public func run(levelNumber number: Int, count: Int) -> Summary {
        run(level: DrillLevel(rawValue: number) ?? .one, count: count)
    }

    /// Runs `count` problems starting at `level`; stops early on a stop word or at the end of input.
    @discardableResult
    public func run(level: DrillLevel = .one, count: Int = 10) -> Summary {
        let l10n = context.localization
        var drill = ArithmeticDrill(level: level, seed: UInt64(max(0, context.clock.now().timeIntervalSince1970)))
        var summary = Summary(level: level)
        let started = context.clock.now()
        if !context.json { context.console.out(l10n.text("drill.start", ["level": String(level.rawValue)])) }
        for index in 1...max(1, count) {
            let problem = drill.nextProblem()
            guard let stars = solve(problem, position: "\(index)/\(count)") else { break }
            summary.problems += 1
            summary.stars += stars
            let answeredAt = context.clock.now()
            try? context.progress.recordDrillAnswer(
                problem: problem.text, solved: stars >= 2, stars: stars, at: answeredAt)
            ProgressCommands(context: context).celebrate(studiedAt: [answeredAt])
            let before = drill.level
            let after = drill.record(firstTryRight: stars == 3)
            if after != before && !context.json {
                context.console.out(
                    l10n.text(after > before ? "drill.levelUp" : "drill.levelDown", ["level": String(after.rawValue)]))
            }
        }
        summary.level = drill.level
        if summary.problems > 0 {
            // The drill's answers are saved already; losing its minutes is not worth stopping the session for.
            try? StudyCommands.recordPractice(
                context, seconds: context.clock.now().timeIntervalSince(started), startedAt: started,
                subjectKey: "math",
                source: .drill)
        }
        if context.json {
            context.console.out(
                JSONOutput.line(["problems": summary.problems, "stars": summary.stars, "level": summary.level.rawValue])
            )
        } else {
            context.console.out(
                l10n.plural(
                    "drill.summary", count: summary.problems,
                    [
                        "stars": String(summary.stars), "max": String(summary.problems * 3),
                        "level": String(summary.level.rawValue),
                    ]))
        }
        return summary
    }

    /// Asks one problem; returns the stars earned, or nil when the student stopped.
    private func solve(_ problem: DrillProblem, position: String) -> Int? {
        let l10n = context.localization
        if !context.json { context.console.out(context.style.bold("[\(position)] \(problem.text) = ?")) }
        var tries = 0
        var usedHint = false
        while tries < 2 {
            guard let reply = asking.answer(l10n.text("drill.prompt")) else { return nil }
            let word = reply.trimmingCharacters(in: .whitespaces).lowercased()
            if SessionVocabulary.stopPractice.contains(word) { return nil }
            if SessionVocabulary.hint.contains(word) {
                usedHint = true
                let key = problem.isAddition ? "drill.hintAdd" : "drill.hintSubtract"
                if !context.json {
                    context.console.out(l10n.text(key, ["left": String(problem.left), "right": String(problem.right)]))
                }
                continue
            }
            guard let value = Int(word) else {
                if !context.json { context.console.out(l10n.text("drill.notANumber")) }
                continue
            }
            tries += 1
            if value == problem.answer {
                let stars = ArithmeticDrill.stars(tries: tries, usedHint: usedHint, solved: true)
                report(problem, stars: stars, key: "drill.right")
                return stars
            }
            if tries < 2 && !context.json { context.console.out(l10n.text("drill.tryAgain")) }
        }
        let stars = ArithmeticDrill.stars(tries: tries, usedHint: usedHint, solved: false)
        report(problem, stars: stars, key: "drill.wrong")
        return stars
    }

    private func report(_ problem: DrillProblem, stars: Int, key: String) {
        if context.json {
            context.console.out(
                JSONOutput.line(DrillAnswerJSON(problem: problem.text, answer: problem.answer, stars: stars)))
        } else {
            let marks = String(repeating: "★", count: stars) + String(repeating: "☆", count: 3 - stars)
            context.console.out(
                context.localization.text(
                    key, ["answer": String(problem.answer), "stars": marks, "count": String(stars)]))
        }
    }
}
