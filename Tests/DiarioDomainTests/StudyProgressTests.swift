import DiarioDomain
import Foundation
import Testing

@Suite("Progress: days of study, streaks, goals, achievements, Pomodoro")
struct StudyProgressTests {
    let rome = LocalTimeZone(identifier: "Europe/Rome")!

    func instant(_ iso: String) -> Date { DiarioClock.instant(fromISO: iso, timeZone: rome)! }
    func day(_ iso: String) -> CalendarDay { CalendarDay(iso: iso)! }

    @Test("The current streak ends today, or yesterday while today is open; the longest is the longest run")
    func streaks() {
        let today = day("2026-11-23")
        let days: Set<CalendarDay> = [
            today, today.adding(days: -1), today.adding(days: -2), today.adding(days: -4),
            today.adding(days: -10), today.adding(days: -11), today.adding(days: -12), today.adding(days: -13),
        ]
        #expect(StudyStreak(studyDays: days, today: today) == StudyStreak(current: 3, longest: 4))
        #expect(StudyStreak(studyDays: days.subtracting([today]), today: today).current == 2)
        #expect(StudyStreak(studyDays: [today.adding(days: -2)], today: today) == StudyStreak(current: 0, longest: 1))
        #expect(StudyStreak(studyDays: [], today: today) == StudyStreak(current: 0, longest: 0))
    }

    @Test("Days are local days on both DST changes of Europe/Rome, and a streak runs across them")
    func daylightSaving() {
        let clock = DiarioClock.fixed(instant("2026-10-26T12:00"), timeZone: rome)
        // Late in the evening and just after midnight, on the days the clocks go forward (29 March, 23 hours) and
        // back (25 October, 25 hours): the quarter hour in UTC falls in the right local day.
        let tallies = [
            ActivityTally(start: instant("2026-03-28T23:45"), subjectKey: "math", minutes: 15),
            ActivityTally(start: instant("2026-03-29T00:00"), subjectKey: "math", minutes: 30),
            ActivityTally(start: instant("2026-03-29T23:45"), subjectKey: nil, tasksCompleted: 1),
            ActivityTally(start: instant("2026-03-30T03:00"), subjectKey: "history", reviews: 4, remembered: 3),
            ActivityTally(start: instant("2026-10-24T23:45"), subjectKey: "physics", minutes: 20),
            ActivityTally(start: instant("2026-10-25T00:00"), subjectKey: "physics", minutes: 25),
            ActivityTally(start: instant("2026-10-25T23:45"), subjectKey: "physics", minutes: 10),
            ActivityTally(start: instant("2026-10-26T00:15"), subjectKey: "art", reviews: 1),
        ]
        let ledger = StudyLedger(tallies, clock: clock)
        #expect(ledger.days[day("2026-03-28")]?.minutes == 15)
        #expect(ledger.days[day("2026-03-29")]?.minutes == 30)
        #expect(ledger.days[day("2026-03-29")]?.tasksCompleted == 1)
        #expect(ledger.days[day("2026-03-30")]?.reviews == 4)
        #expect(ledger.days[day("2026-10-24")]?.minutes == 20)
        #expect(ledger.days[day("2026-10-25")]?.minutes == 35)
        #expect(ledger.days[day("2026-10-26")]?.reviews == 1)
        #expect(ledger.streak(today: day("2026-10-26")) == StudyStreak(current: 3, longest: 3))
        #expect(ledger.minutesBySubject(in: DayRange(day("2026-10-19"), day("2026-10-25"))) == ["physics": 55])
    }

    @Test("A day counts when the student studied, reviewed or completed a task, and for nothing else")
    func whatCounts() {
        var activity = DayActivity()
        #expect(!activity.counts)
        activity.reviews = 1
        #expect(activity.counts)
        activity = DayActivity()
        activity.tasksCompleted = 1
        #expect(activity.counts)
    }

    @Test("A target's standing: even pace over the term, a projection from the pace so far, shares never projected")
    func projection() {
        let term = DayRange(day("2026-09-14"), day("2026-11-22"))  // ten weeks, 70 days
        let forty = GoalTarget(metric: .minutesStudied, subjectKey: "math", amount: 2400)
        // Day 35 of 70: the even pace asks for 1200 minutes.
        let behind = TargetProgress(target: forty, done: 1050, term: term, today: day("2026-10-18"))
        #expect(behind.status == .behind(by: 150))
        // 1050 minutes in 35 days is 30 a day: 2400 takes 80 days, the 80th day of the term is 2 December.
        #expect(behind.projectedDay == day("2026-12-02"))
        let ahead = TargetProgress(target: forty, done: 1400, term: term, today: day("2026-10-18"))
        #expect(ahead.status == .onTrack)
        #expect(ahead.projectedDay == day("2026-11-12"))
        #expect(TargetProgress(target: forty, done: 2400, term: term, today: day("2026-10-18")).status == .reached)
        #expect(TargetProgress(target: forty, done: 0, term: term, today: day("2026-10-18")).projectedDay == nil)
        let share = GoalTarget(metric: .quizAccuracy, amount: 90)
        let accuracy = TargetProgress(target: share, done: 80, term: term, today: day("2026-10-18"))
        #expect(accuracy.status == .behind(by: 10) && accuracy.projectedDay == nil)
        #expect(abs(behind.fraction - 0.4375) < 1e-9)
    }

    @Test("Goals and terms refuse what cannot be measured; a term's kind gives its length")
    func validation() throws {
        #expect(throws: DomainError.invalidGoal) {
            try StudyGoal(title: "x", targets: [], termIds: []).validated()
        }
        #expect(throws: DomainError.invalidGoal) {
            let share = GoalTarget(metric: .quizAccuracy, amount: 120)
            return try StudyGoal(title: "x", targets: [share], termIds: []).validated()
        }
        let twice = [GoalTarget(metric: .cardsReviewed, amount: 10), GoalTarget(metric: .cardsReviewed, amount: 20)]
        #expect(throws: DomainError.invalidGoal) { try StudyGoal(title: "x", targets: twice, termIds: []).validated() }
        #expect(throws: DomainError.invalidTerm) {
            try StudyTerm(name: "T", start: day("2026-11-23"), end: day("2026-11-22")).validated()
        }
        #expect(TermKind.term.days(from: day("2026-09-14")).last == day("2026-11-22"))
        #expect(TermKind.trimestre.days(from: day("2026-09-14")).last == day("2026-12-13"))
        #expect(TermKind.quadrimestre.days(from: day("2026-09-14")).last == day("2027-01-13"))
    }

    @Test("Each achievement's rule, at its threshold and just below")
    func achievementRules() {
        var facts = AchievementFacts()
        #expect(Achievement.earned(by: facts).isEmpty)
        facts.practiceCount = 49
        facts.longestStreak = 7
        facts.currentStreak = 2
        #expect(Achievement.earned(by: facts) == [.practice10, .streak3, .streak7])
        #expect(Achievement.practice50.remaining(given: facts) == 1)
        #expect(Achievement.streak30.remaining(given: facts) == 28)
        facts = AchievementFacts()
        facts.rightInARow = 10
        facts.secondsForLastTenRight = 121
        #expect(Achievement.earned(by: facts) == [.perfectTen])
        facts.secondsForLastTenRight = 120
        #expect(Achievement.earned(by: facts) == [.perfectTen, .speedDemon])
        facts = AchievementFacts()
        facts.studiedAt = [TimeOfDay(hour: 7, minute: 59)!, TimeOfDay(hour: 12, minute: 0)!]
        #expect(Achievement.earned(by: facts) == [.earlyBird])
        facts.studiedAt = [TimeOfDay(hour: 8, minute: 0)!, TimeOfDay(hour: 19, minute: 59)!]
        #expect(Achievement.earned(by: facts).isEmpty)
        facts.studiedAt = [TimeOfDay(hour: 20, minute: 0)!]
        #expect(Achievement.earned(by: facts) == [.nightOwl])
        facts = AchievementFacts()
        facts.termGoalsReached = 1
        #expect(Achievement.earned(by: facts) == [.firstTermGoal])
    }

    @Test("A Pomodoro alternates work and break, round after round")
    func pomodoro() throws {
        let rhythm = try #require(Pomodoro(work: 25, rest: 5))
        #expect(rhythm == Pomodoro.classic)
        #expect(rhythm.phase(after: 0) == .init(isBreak: false, round: 1, secondsLeft: 1500))
        #expect(rhythm.phase(after: 1499).isBreak == false)
        #expect(rhythm.phase(after: 1500) == .init(isBreak: true, round: 1, secondsLeft: 300))
        #expect(rhythm.phase(after: 1800) == .init(isBreak: false, round: 2, secondsLeft: 1500))
        #expect(Pomodoro(work: 0, rest: 5) == nil && Pomodoro(work: 25, rest: 61) == nil)
    }
}
