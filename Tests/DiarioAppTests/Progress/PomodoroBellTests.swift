import DiarioApp
import DiarioDomain
import DiarioTestSupport
import Foundation
import Synchronization
import Testing

@Suite("The Pomodoro bell")
struct PomodoroBellTests {
    @Test("It rings once at each change between work and break, and stops when the timer is stopped elsewhere")
    func ringsAtEachChange() throws {
        let directory = TemporaryDirectory()
        let recorder = RecordingConsole()
        let opened = try openContext(directory, recorder: recorder)
        let now = Mutex(opened.clock.now())
        let clock = DiarioClock(timeZone: opened.clock.timeZone) { now.withLock { $0 } }
        let context = AppContext(
            store: opened.store, clock: clock, session: opened.session, console: recorder.console, json: false,
            colour: false)
        let rings = Mutex(0)
        let bell = PomodoroBell(context: context) { rings.withLock { $0 += 1 } }
        // No timer: the next look is half a minute away, not a second.
        #expect(bell.check() == PomodoroBell.idleInterval)
        try TimerCommands(context: context).start(subjectKey: "math", pomodoro: Pomodoro(work: 25, rest: 5))
        func advance(minutes: Double) {
            now.withLock { $0 = $0.addingTimeInterval(minutes * 60) }
            bell.check()
        }
        advance(minutes: 1)  // the first look only notes the phase
        // The next look is at the end of the work: 24 minutes on.
        #expect(abs(bell.check() - 24 * 60) < 1)
        advance(minutes: 10)
        #expect(rings.withLock { $0 } == 0)
        advance(minutes: 15)  // 26 min: break
        advance(minutes: 1)
        #expect(rings.withLock { $0 } == 1)
        advance(minutes: 4)  // 31 min: work again, round 2
        #expect(rings.withLock { $0 } == 2)
        try TimerCommands(context: context).stop()
        advance(minutes: 30)
        #expect(rings.withLock { $0 } == 2)
        #expect(bell.check() == PomodoroBell.idleInterval)
    }
}
