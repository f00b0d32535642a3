public import DiarioDomain
import DiarioLocalization
import Foundation

/// Study time: a session typed in words ("ho studiato fisica per un'ora") or with `diario study`.
public struct StudyCommands: Sendable {
    let context: AppContext

    /// Creates the commands over a context.
    public init(context: AppContext) { self.context = context }

    /// When a typed session took place.
    public enum Start: Equatable, Sendable {
        /// It began at this local time of that day ("dalle 15 alle 16", `--at "ieri 15:00"`).
        case at(CalendarDay, TimeOfDay)
        /// It ended on that day, at the current time of day ("ieri per un'ora").
        case endingOn(CalendarDay)
    }

    /// Records `minutes` of study of a subject (the fallback subject when none is named), ending now unless
    /// `startedAt` says when, echoes it with that day's total and judges the achievements. Undoable. Throws
    /// ``DomainError`` for no time or more than a day, a session in the future, or an unknown subject.
    @discardableResult
    public func log(minutes: Int, subjectKey: String?, startedAt start: Start? = nil, source: StudySource = .typed)
        throws -> StudySession
    {
        let clock = context.clock
        let now = clock.now()
        let startedAt: Date
        switch start {
        case nil: startedAt = now.addingTimeInterval(-Double(minutes) * 60)
        case .at(let day, let time):
            startedAt = DiarioClock.instant(fromISO: "\(day.iso)T\(time.iso)", timeZone: clock.timeZone) ?? now
        case .endingOn(let day):
            let end = DiarioClock.instant(fromISO: "\(day.iso)T\(clock.timeOfDay.iso)", timeZone: clock.timeZone) ?? now
            startedAt = end.addingTimeInterval(-Double(minutes) * 60)
        }
        guard startedAt <= now else { throw DomainError.studyInFuture }
        let session = StudySession(
            subjectKey: subjectKey ?? Subject.fallbackKey, startedAt: startedAt, minutes: minutes, source: source)
        let saved = try context.studyLog.logStudy(session)
        if context.json {
            context.console.out(JSONOutput.line(StudySessionJSON(saved)))
        } else {
            let day = clock.localDayAndTime(of: saved.startedAt).day
            let subjects = try context.subjects.subjects(includingHidden: true)
            let subject = subjects.first { $0.key == saved.subjectKey }
            let localization = context.localization
            context.console.out(
                localization.text(
                    day == clock.today ? "study.logged" : "study.loggedOn",
                    [
                        "time": Self.duration(saved.minutes),
                        "subject": subject.map { localization.name(of: $0) } ?? "",
                        "icon": subject?.icon ?? "", "today": Self.duration(try minutesStudied(on: day)),
                        "day": localization.shortDate(day), "undo": UndoCommands.hint(context),
                    ]))
        }
        ProgressCommands(context: context).celebrate(studiedAt: [saved.startedAt])
        return saved
    }

    /// When `text` says a session started or ended: "ieri", "ieri 15:00", "yesterday 3pm", "15:30", "2026-11-20
    /// 9:00". A time is the start; a day alone is the day it ended, at this time of day. Throws
    /// ``UsageError/invalidValue(option:value:)`` when it says neither.
    public func start(described text: String) throws -> Start {
        let today = context.clock.today
        var daysAgo = 0
        var rest: [Substring] = []
        for word in text.split(separator: " ") {
            switch word.lowercased() {
            case "ieri", "yesterday": daysAgo = 1
            case "l'altroieri", "altroieri": daysAgo = 2
            default: rest.append(word)
            }
        }
        var day = today.adding(days: -daysAgo)
        var time: TimeOfDay?
        if !rest.isEmpty {
            let reading = try context.router().task(from: rest.joined(separator: " "), today: today)
            guard reading.title.isEmpty, reading.dueDate != nil || reading.dueTime != nil else {
                throw UsageError.invalidValue(option: "--at", value: text)
            }
            time = reading.dueTime
            // Read with no time of day (`now` nil), a time alone falls on today, not on the next such time.
            if let due = reading.dueDate, daysAgo == 0 { day = due }
        } else if daysAgo == 0 {
            throw UsageError.invalidValue(option: "--at", value: text)
        }
        return time.map { .at(day, $0) } ?? .endingOn(day)
    }

    /// Records the time of a quiz or drill as a session of whole minutes (at least one, at most a day), silently:
    /// the quiz's own summary says how long it took. Undoable as any session.
    static func recordPractice(
        _ context: AppContext, seconds: TimeInterval, startedAt: Date, subjectKey: String?, source: StudySource
    ) throws {
        let minutes = min(StudySession.maxMinutes, max(1, Int((seconds / 60).rounded())))
        _ = try context.studyLog.logStudy(
            StudySession(
                subjectKey: subjectKey ?? Subject.fallbackKey, startedAt: startedAt, minutes: minutes, source: source))
    }

    /// Minutes studied on a local day, every subject together.
    private func minutesStudied(on day: CalendarDay) throws -> Int {
        let zone = context.clock.timeZone
        guard let start = DiarioClock.instant(fromISO: day.iso + "T00:00", timeZone: zone),
            let end = DiarioClock.instant(fromISO: day.adding(days: 1).iso + "T00:00", timeZone: zone)
        else { return 0 }
        return try context.studyLog.studySessions(in: DateInterval(start: start, end: end)).reduce(0) {
            $0 + $1.minutes
        }
    }

    /// "45 min", "1 h", "1 h 30 min".
    public static func duration(_ minutes: Int) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        switch (hours, rest) {
        case (0, _): return "\(rest) min"
        case (_, 0): return "\(hours) h"
        default: return "\(hours) h \(rest) min"
        }
    }
}
