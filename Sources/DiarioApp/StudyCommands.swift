public import DiarioDomain
import DiarioLocalization
import Foundation

/// Study time: a session typed in words ("ho studiato fisica per un'ora") or with `diario study`.
public struct StudyCommands: Sendable {
    let context: AppContext

    /// Creates the commands over a context.
    public init(context: AppContext) { self.context = context }

    /// Records `minutes` of study of a subject (the fallback subject when none is named), ending now, and echoes
    /// it with the day's total. Undoable. Throws ``DomainError`` for no time or more than a day, or an unknown
    /// subject.
    @discardableResult
    public func log(minutes: Int, subjectKey: String?, source: StudySource = .typed) throws -> StudySession {
        let now = context.clock.now()
        let session = StudySession(
            subjectKey: subjectKey ?? Subject.fallbackKey, startedAt: now.addingTimeInterval(-Double(minutes) * 60),
            minutes: minutes, source: source)
        let saved = try context.studyLog.logStudy(session)
        if context.json {
            context.console.out(JSONOutput.line(StudySessionJSON(saved)))
            return saved
        }
        let subjects = try context.subjects.subjects(includingHidden: true)
        let subject = subjects.first { $0.key == saved.subjectKey }
        let localization = context.localization
        context.console.out(
            localization.text(
                "study.logged",
                [
                    "time": Self.duration(saved.minutes), "subject": subject.map { localization.name(of: $0) } ?? "",
                    "icon": subject?.icon ?? "", "today": Self.duration(try minutesToday()),
                    "undo": UndoCommands.hint(context),
                ]))
        return saved
    }

    /// Minutes studied today, every subject together.
    private func minutesToday() throws -> Int {
        let clock = context.clock
        let now = clock.now()
        let midnight = DiarioClock.instant(fromISO: clock.today.iso + "T00:00", timeZone: clock.timeZone) ?? now
        let sessions = try context.studyLog.studySessions(in: DateInterval(start: midnight, end: now))
        return sessions.reduce(0) { $0 + $1.minutes }
    }

    /// "45 min", "1 h", "1 h 30 min".
    static func duration(_ minutes: Int) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        switch (hours, rest) {
        case (0, _): return "\(rest) min"
        case (_, 0): return "\(hours) h"
        default: return "\(hours) h \(rest) min"
        }
    }
}

/// The JSON of a recorded study session.
struct StudySessionJSON: Encodable {
    var id: Int64?
    var subject: String
    var startedAt: String
    var minutes: Int
    var source: String

    init(_ session: StudySession) {
        id = session.id
        subject = session.subjectKey
        startedAt = ISO8601DateFormatter().string(from: session.startedAt)
        minutes = session.minutes
        source = session.source.rawValue
    }
}
