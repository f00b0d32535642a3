public import DiarioDomain
public import DiarioLocalization
public import Foundation

/// The study timer: `/start math` … `/stop`, or `diario timer start|stop|status` from any process (the running
/// timer is a row of the database), with an optional Pomodoro rhythm that the REPL shows in its prompt.
public struct TimerCommands: Sendable {
    let context: AppContext

    /// Creates the commands over a context.
    public init(context: AppContext) { self.context = context }

    /// Starts the timer for a subject (the fallback subject when nil). Throws
    /// ``DomainError/timerRunning(subjectKey:minutes:)`` when one runs, or an unknown subject.
    public func start(subjectKey: String?, pomodoro: Pomodoro? = nil) throws {
        let timer = StudyTimer(
            subjectKey: subjectKey ?? Subject.fallbackKey, startedAt: context.clock.now(), pomodoro: pomodoro)
        try context.progress.startTimer(timer)
        if context.json {
            context.console.out(JSONOutput.line(TimerJSON(timer, now: timer.startedAt)))
            return
        }
        let l10n = context.localization
        var line = l10n.text(
            "timer.started",
            [
                "subject": try subjectName(timer.subjectKey), "time": context.clock.timeOfDay.iso,
                "stop": l10n.text(context.session.readsLines ? "timer.stop.line" : "timer.stop.command"),
            ])
        if let pomodoro {
            line += " " + l10n.text("timer.pomodoro", ["work": String(pomodoro.work), "rest": String(pomodoro.rest)])
        }
        context.console.out(line)
    }

    /// Stops the timer and records its whole minutes as a session (source `timer`), then judges the
    /// achievements. Throws ``DomainError/timerNotRunning`` when none runs.
    public func stop() throws {
        let now = context.clock.now()
        let (timer, session) = try context.progress.stopTimer(at: now)
        if context.json {
            context.console.out(JSONOutput.line(TimerJSON(timer, now: now, session: session)))
        } else if let session {
            context.console.out(
                context.localization.text(
                    "timer.stopped",
                    [
                        "time": StudyCommands.duration(session.minutes), "subject": try subjectName(timer.subjectKey),
                        "undo": UndoCommands.hint(context),
                    ]))
        } else {
            context.console.out(context.localization.text("timer.tooShort"))
        }
        if let session { ProgressCommands(context: context).celebrate(studiedAt: [session.startedAt]) }
    }

    /// Says whether a timer runs, for which subject, for how long, and where its Pomodoro stands.
    public func status() throws {
        let now = context.clock.now()
        let timer = try context.progress.runningTimer()
        if context.json {
            context.console.out(timer.map { JSONOutput.line(TimerJSON($0, now: now)) } ?? "null")
            return
        }
        let l10n = context.localization
        guard let timer else {
            context.console.out(l10n.text("timer.none"))
            return
        }
        var line = l10n.text(
            "timer.status",
            ["subject": try subjectName(timer.subjectKey), "time": StudyCommands.duration(timer.minutes(at: now))])
        if let badge = Self.badge(timer, at: now, l10n) { line += " · " + badge }
        context.console.out(line)
    }

    /// The running timer, or nil (the REPL asks before each prompt).
    public func running() -> StudyTimer? { try? context.progress.runningTimer() }

    /// A few characters for the prompt: "🍅 12:34" of work left, "☕ 3:10" of break left; nil without a Pomodoro.
    public static func badge(_ timer: StudyTimer, at instant: Date, _ l10n: LocalizationManager) -> String? {
        guard let pomodoro = timer.pomodoro else { return nil }
        let phase = pomodoro.phase(after: instant.timeIntervalSince(timer.startedAt))
        let seconds = Int(phase.secondsLeft.rounded(.up))
        let clock = "\(seconds / 60):" + (seconds % 60 < 10 ? "0" : "") + "\(seconds % 60)"
        return (phase.isBreak ? "☕ " : "🍅 ") + clock
    }

    private func subjectName(_ key: String) throws -> String {
        guard let subject = try context.subjects.subject(key: key) else { return key }
        return "\(subject.icon) \(context.localization.name(of: subject))"
    }
}

/// Rings the terminal bell when a running Pomodoro turns from work to break or back, while the REPL waits for a
/// line. It looks at the timer in the database — so a timer stopped or started in another window is followed — at
/// the end of each phase while a Pomodoro runs, else every ``idleInterval`` seconds, and at once when
/// ``lookNow()`` is called (the REPL does after each line): never once a second for nothing.
public final class PomodoroBell: @unchecked Sendable {
    /// Seconds between looks when no Pomodoro runs: a timer started in another window is heard of within this.
    public static let idleInterval: TimeInterval = 30

    private let context: AppContext
    private let ring: @Sendable () -> Void
    private let lock = NSLock()
    private let queue = DispatchQueue(label: "diario.pomodoro")
    private var source: (any DispatchSourceTimer)?
    private var running = false
    private var lastPhase: (startedAt: Date, isBreak: Bool, round: Int)?

    /// A bell over `context` that rings with `ring` (the BEL character on standard output by default).
    public init(
        context: AppContext, ring: @escaping @Sendable () -> Void = { FileHandle.standardOutput.write(Data([7])) }
    ) {
        self.context = context
        self.ring = ring
    }

    /// Starts looking.
    public func start() {
        lock.withLock { running = true }
        lookNow()
    }

    /// Stops looking.
    public func stop() {
        lock.withLock {
            running = false
            source?.cancel()
            source = nil
        }
    }

    /// Looks at the timer now (ringing if its phase changed) and waits until the next look is due.
    public func lookNow() {
        let wait = check()
        lock.withLock {
            guard running else { return }
            source?.cancel()
            let next = DispatchSource.makeTimerSource(queue: queue)
            next.schedule(deadline: .now() + wait)
            next.setEventHandler { [weak self] in self?.lookNow() }
            source = next
            next.resume()
        }
    }

    /// Rings once when the phase of the running Pomodoro differs from the one seen last; returns the seconds until
    /// the next look is worth it: the end of the phase (at least one second), or ``idleInterval`` when no Pomodoro
    /// runs.
    @discardableResult
    public func check() -> TimeInterval {
        guard let timer = try? context.progress.runningTimer(), let pomodoro = timer.pomodoro else {
            lock.withLock { lastPhase = nil }
            return Self.idleInterval
        }
        let phase = pomodoro.phase(after: context.clock.now().timeIntervalSince(timer.startedAt))
        let changed = lock.withLock { () -> Bool in
            defer { lastPhase = (timer.startedAt, phase.isBreak, phase.round) }
            guard let last = lastPhase, last.startedAt == timer.startedAt else { return false }
            return last.isBreak != phase.isBreak || last.round != phase.round
        }
        if changed { ring() }
        return max(1, phase.secondsLeft + 0.25)
    }
}
