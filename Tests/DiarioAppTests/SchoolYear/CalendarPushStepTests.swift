import DiarioDomain
import Testing

@testable import DiarioApp

/// What a push does with each item, from what Diario last wrote and what the server lists: never over the phone's
/// change, nothing when nothing changed.
@Suite("Calendar push steps")
struct CalendarPushStepTests {
    typealias Step = CalendarCommands.PushStep
    let written = PushedCalendarItem(etag: "\"1\"", digest: "same")

    @Test("Absent on the server: created, whether new or deleted on the phone")
    func absent() {
        #expect(CalendarCommands.step(stored: nil, copy: .absent, digest: "same") == .create)
        #expect(CalendarCommands.step(stored: written, copy: .absent, digest: "same") == .create)
    }

    @Test("Unchanged on both sides: nothing; changed in Diario: replaced at the version Diario saw")
    func unchangedAndChanged() {
        #expect(CalendarCommands.step(stored: written, copy: .present(etag: "\"1\""), digest: "same") == .nothing)
        #expect(
            CalendarCommands.step(stored: written, copy: .present(etag: "\"1\""), digest: "new")
                == .replace(ifMatch: "\"1\""))
        #expect(CalendarCommands.step(stored: written, copy: .unknown, digest: "new") == .replace(ifMatch: "\"1\""))
        #expect(CalendarCommands.step(stored: written, copy: .unknown, digest: "same") == .nothing)
    }

    @Test("Changed on the phone since: kept there, whatever Diario did")
    func changedOnPhone() {
        #expect(
            CalendarCommands.step(stored: written, copy: .present(etag: "\"2\""), digest: "same") == .keepServerCopy)
        #expect(CalendarCommands.step(stored: written, copy: .present(etag: "\"2\""), digest: "new") == .keepServerCopy)
    }

    @Test("On the server but never written by this diary (another device pushed it): replaced at its version")
    func adopted() {
        #expect(
            CalendarCommands.step(stored: nil, copy: .present(etag: "\"9\""), digest: "x") == .replace(ifMatch: "\"9\"")
        )
        #expect(CalendarCommands.step(stored: nil, copy: .unknown, digest: "x") == .replace(ifMatch: nil))
    }

    @Test("The digest leaves out DTSTAMP, which changes at every export")
    func digest() {
        let a = "BEGIN:VTODO\r\nUID:x\r\nDTSTAMP:20261128T100000Z\r\nSUMMARY:a\r\nEND:VTODO\r\n"
        let b = a.replacingOccurrences(of: "20261128T100000Z", with: "20261129T110000Z")
        #expect(CalendarCommands.digest(of: a) == CalendarCommands.digest(of: b))
        #expect(
            CalendarCommands.digest(of: a) != CalendarCommands.digest(of: a.replacingOccurrences(of: ":a", with: ":b")))
    }
}
