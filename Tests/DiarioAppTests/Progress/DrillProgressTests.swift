import DiarioApp
import DiarioDomain
import DiarioTestSupport
import Foundation
import Testing

@Suite("A drill's answers and time count as progress")
struct DrillProgressTests {
    @Test("Each answer is saved (solved or not), the drill's time is a session of math, ten right is a perfect 10")
    func drillRecorded() throws {
        let directory = TemporaryDirectory()
        let recorder = RecordingConsole()
        let opened = try openContext(directory, recorder: recorder)
        // The student reads the problem printed last ("[3/12] 7 + 5 = ?") and answers it right.
        let asking = Asking.unavailable { _ in
            guard let problem = recorder.output.last(where: { $0.hasSuffix("= ?") }) else { return nil }
            let parts = problem.split(separator: " ")
            guard parts.count >= 5, let left = Int(parts[1]), let right = Int(parts[3]) else { return nil }
            return String(parts[2] == "+" ? left + right : left - right)
        }
        let summary = DrillCommands(context: opened.with(asking: asking)).run(count: 12)
        #expect(summary.problems == 12 && summary.stars == 36)
        #expect(try opened.progress.practiceCount() == 12)
        let answers = try opened.progress.latestAnswers(limit: 20)
        #expect(answers.count == 12 && answers.allSatisfy(\.right))
        let now = opened.clock.now()
        let sessions = try opened.studyLog.studySessions(
            in: DateInterval(start: now.addingTimeInterval(-60), end: now.addingTimeInterval(60)))
        #expect(sessions.map(\.source) == [.drill] && sessions.map(\.subjectKey) == ["math"])
        #expect(try opened.progress.achievements().keys.contains(.perfectTen))
        #expect(try opened.progress.achievements().keys.contains(.practice10))
        #expect(recorder.output.filter { $0.contains("Dieci su dieci") }.count == 1)
    }
}
