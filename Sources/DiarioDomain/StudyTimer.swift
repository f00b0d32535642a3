public import Foundation

/// The running study timer: one at most, shared by every process on the database.
public struct StudyTimer: Hashable, Sendable {
    /// The subject being studied.
    public var subjectKey: String
    /// When the timer started.
    public var startedAt: Date
    /// The Pomodoro rhythm, if the student asked for one.
    public var pomodoro: Pomodoro?

    /// Creates a timer value.
    public init(subjectKey: String, startedAt: Date, pomodoro: Pomodoro? = nil) {
        self.subjectKey = subjectKey
        self.startedAt = startedAt
        self.pomodoro = pomodoro
    }

    /// Whole minutes from the start to `instant`.
    public func minutes(at instant: Date) -> Int { max(0, Int(instant.timeIntervalSince(startedAt) / 60)) }
}

/// Work and break in turns: 25 and 5 minutes unless the student says otherwise.
public struct Pomodoro: Hashable, Sendable {
    /// Minutes of work in a round (1 to 240).
    public var work: Int
    /// Minutes of break after it (1 to 60).
    public var rest: Int

    /// The classic rhythm, 25 minutes of work and 5 of break.
    public static let classic = Pomodoro(checkedWork: 25, rest: 5)

    /// Creates a rhythm; nil when either part is out of range.
    public init?(work: Int, rest: Int) {
        guard (1...240).contains(work), (1...60).contains(rest) else { return nil }
        self.init(checkedWork: work, rest: rest)
    }

    private init(checkedWork work: Int, rest: Int) {
        self.work = work
        self.rest = rest
    }

    /// Where the rhythm is `elapsed` seconds after the start.
    public func phase(after elapsed: TimeInterval) -> Phase {
        let round = Double(work + rest) * 60
        let number = Int(max(0, elapsed) / round)
        let into = max(0, elapsed) - Double(number) * round
        if into < Double(work) * 60 {
            return Phase(isBreak: false, round: number + 1, secondsLeft: Double(work) * 60 - into)
        }
        return Phase(isBreak: true, round: number + 1, secondsLeft: round - into)
    }

    /// A moment of the rhythm.
    public struct Phase: Hashable, Sendable {
        /// Whether it is the break of the round.
        public var isBreak: Bool
        /// The round, from 1.
        public var round: Int
        /// Seconds to the end of this work or break.
        public var secondsLeft: Double

        /// Creates a phase value.
        public init(isBreak: Bool, round: Int, secondsLeft: Double) {
            self.isBreak = isBreak
            self.round = round
            self.secondsLeft = secondsLeft
        }
    }
}
