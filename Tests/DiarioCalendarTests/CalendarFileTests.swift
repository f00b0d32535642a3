import DiarioDomain
import Foundation
import Testing

@testable import DiarioCalendar

/// The iCalendar text itself: escaping, folding, the time zone, a repeating event's exceptions.
@Suite("iCalendar files")
struct CalendarFileTests {
    let day = CalendarDay(iso: "2026-12-01")!

    @Test("Text is escaped, and a long line is folded at 75 octets without splitting a character")
    func escapingAndFolding() {
        #expect(CalendarFile.escaped("a,b;c\\d\ne") == "a\\,b\\;c\\\\d\\ne")
        let line = "SUMMARY:" + String(repeating: "è", count: 60)
        let folded = CalendarFile.folded(line)
        let pieces = folded.components(separatedBy: "\r\n")
        #expect(pieces.count == 2 && pieces.allSatisfy { $0.utf8.count <= 75 })
        #expect(pieces[1].hasPrefix(" ") && pieces[0] + pieces[1].dropFirst() == line)
    }

    @Test("A zone without changes gets one STANDARD; Rome gets its changes; every line ends in CRLF")
    func timeZones() throws {
        let event = CalendarEvent(
            uid: "x@diario", summary: "Storia", category: nil, location: "aula 3", day: day,
            time: (TimeOfDay(hour: 9, minute: 0)!, TimeOfDay(hour: 10, minute: 0)!),
            repeats: (2, CalendarDay(iso: "2027-06-30")!), exceptions: [CalendarDay(iso: "2026-12-29")!])
        let stamp = Date(timeIntervalSince1970: 1_795_000_000)
        let utc = CalendarFile(items: [.event(event)], zone: .utc, stamp: stamp).text
        #expect(utc.components(separatedBy: "BEGIN:STANDARD").count == 2 && !utc.contains("DAYLIGHT"))
        #expect(utc.hasSuffix("END:VCALENDAR\r\n") && !utc.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        let rome = try #require(LocalTimeZone(identifier: "Europe/Rome"))
        let text = CalendarFile(items: [.event(event)], zone: rome, stamp: stamp).text
        #expect(text.contains("BEGIN:DAYLIGHT\r\nDTSTART:20270328T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200"))
        #expect(text.contains("RRULE:FREQ=WEEKLY;INTERVAL=2;UNTIL=20270630T215959Z"))
        #expect(text.contains("EXDATE;TZID=Europe/Rome:20261229T090000"))
        #expect(text.contains("DTSTART;TZID=Europe/Rome:20261201T090000") && text.contains("LOCATION:aula 3"))
    }

    @Test("A repeating to-do carries its rule from its due day; a plain one carries none")
    func repeatingTodo() {
        let monthly = CalendarTodo(
            uid: "t@diario", summary: "Abbonamento bus", category: nil, due: day, dueTime: nil, priority: 5,
            completedAt: nil, notes: nil, repeatRule: "FREQ=MONTHLY;BYMONTHDAY=1")
        var plain = monthly
        plain.repeatRule = nil
        let stamp = Date(timeIntervalSince1970: 1_795_000_000)
        let text = CalendarFile(items: [.todo(monthly)], zone: .utc, stamp: stamp).text
        #expect(text.contains("DTSTART;VALUE=DATE:20261201\r\nRRULE:FREQ=MONTHLY;BYMONTHDAY=1\r\n"))
        let once = CalendarFile(items: [.todo(plain)], zone: .utc, stamp: stamp).text
        #expect(!once.contains("RRULE") && !once.contains("DTSTART;VALUE=DATE"))
    }

    @Test("An address is shown without the user and password written into it, and only those")
    func redaction() {
        #expect(
            CalDAVClient.redacted("https://anna:segreta@cloud.example.org/dav/") == "https://cloud.example.org/dav/")
        #expect(
            CalDAVClient.redacted("https://cloud.example.org/calendars/anna@fastmail.com/Default/")
                == "https://cloud.example.org/calendars/anna@fastmail.com/Default/")
    }
}
