import DiarioDomain
import Foundation
import Testing

@testable import DiarioCalendar

/// Reading what phones and schools write: folded and escaped lines, three kinds of time, repeating events, and the
/// multi-status answer a CalDAV server gives.
@Suite("Reading iCalendar")
struct CalendarReaderTests {
    let rome = LocalTimeZone(identifier: "Europe/Rome")!

    func read(_ body: String) -> [ReadCalendarEntry] {
        let text =
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n" + body.replacingOccurrences(of: "\n", with: "\r\n")
            + "END:VCALENDAR\r\n"
        return CalendarReader.read(text, zone: rome).entries
    }

    @Test("A folded line is joined (also inside a character's bytes' neighbours), and TEXT escapes are undone")
    func unfoldingAndEscapes() throws {
        let entries = read(
            """
            BEGIN:VEVENT
            UID:a@b
            DTSTART;VALUE=DATE:20261203
            SUMMARY:Verifica di matematica\\, cap
             itolo 3\\; è
              difficile
            DESCRIPTION:riga uno\\nriga due \\\\ fine
            END:VEVENT

            """)
        let entry = try #require(entries.first)
        #expect(entry.summary == "Verifica di matematica, capitolo 3; è difficile")
        #expect(entry.details == "riga uno\nriga due \\ fine")
        #expect(entry.occurrences.map(\.day) == [CalendarDay(iso: "2026-12-03")!])
        #expect(entry.occurrences.first?.time == nil)
    }

    @Test("A zoned time, a UTC time and a floating one each land on the student's wall clock")
    func times() throws {
        let entries = read(
            """
            BEGIN:VEVENT
            UID:1
            DTSTART;TZID=Europe/Rome:20261015T090000
            SUMMARY:a
            END:VEVENT
            BEGIN:VEVENT
            UID:2
            DTSTART:20261015T070000Z
            SUMMARY:b
            END:VEVENT
            BEGIN:VEVENT
            UID:3
            DTSTART:20261203T230000Z
            SUMMARY:c
            END:VEVENT
            BEGIN:VEVENT
            UID:4
            DTSTART;TZID="America/New_York":20261015T090000
            SUMMARY:d
            END:VEVENT
            BEGIN:VEVENT
            UID:5
            DTSTART:20261015T090000
            SUMMARY:e
            END:VEVENT

            """)
        let moments = entries.map { "\($0.occurrences[0].day.iso) \($0.occurrences[0].time?.iso ?? "-")" }
        #expect(
            moments == [
                "2026-10-15 09:00", "2026-10-15 09:00", "2026-12-04 00:00", "2026-10-15 15:00", "2026-10-15 09:00",
            ])
    }

    @Test("A weekly rule with COUNT and an EXDATE, a daily rule with UNTIL, a two-week interval on two weekdays")
    func repeating() {
        let entries = read(
            """
            BEGIN:VEVENT
            UID:w
            DTSTART;TZID=Europe/Rome:20270115T100000
            RRULE:FREQ=WEEKLY;COUNT=4
            EXDATE;TZID=Europe/Rome:20270129T100000
            SUMMARY:Test di vocabolario
            END:VEVENT
            BEGIN:VEVENT
            UID:d
            DTSTART;VALUE=DATE:20261221
            RRULE:FREQ=DAILY;UNTIL=20261223
            SUMMARY:x
            END:VEVENT
            BEGIN:VEVENT
            UID:i
            DTSTART;VALUE=DATE:20261005
            RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;UNTIL=20261101T000000Z
            EXDATE;VALUE=DATE:20261019
            SUMMARY:y
            END:VEVENT
            BEGIN:VEVENT
            UID:m
            DTSTART;VALUE=DATE:20261005
            RRULE:FREQ=MONTHLY
            SUMMARY:z
            END:VEVENT

            """)
        let days = entries.map { $0.occurrences.map(\.day.iso) }
        #expect(days[0] == ["2027-01-15", "2027-01-22", "2027-02-05"])
        #expect(entries[0].occurrences.allSatisfy { $0.time?.iso == "10:00" })
        #expect(days[1] == ["2026-12-21", "2026-12-22", "2026-12-23"])
        #expect(days[2] == ["2026-10-05", "2026-10-08", "2026-10-22"])
        #expect(days[3] == ["2026-10-05"], "a monthly rule gives its first occurrence only")
    }

    @Test("Status, completion, categories; an alarm's lines are not the event's; an entry without a start is counted")
    func fields() {
        let text = """
            BEGIN:VCALENDAR\r
            BEGIN:VTODO\r
            UID:t@diario\r
            DUE;VALUE=DATE:20261201\r
            PERCENT-COMPLETE:100\r
            SUMMARY:done\r
            END:VTODO\r
            BEGIN:VEVENT\r
            UID:e\r
            DTSTART;VALUE=DATE:20261202\r
            STATUS:CANCELLED\r
            CATEGORIES:Latino,Scritto\r
            SUMMARY:Verifica\r
            BEGIN:VALARM\r
            DESCRIPTION:Ricorda la verifica\r
            SUMMARY:alarm\r
            END:VALARM\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            UID:nostart\r
            SUMMARY:nothing\r
            END:VEVENT\r
            END:VCALENDAR\r

            """
        let (entries, unreadable) = CalendarReader.read(text, zone: rome)
        #expect(unreadable == 1 && entries.count == 2)
        #expect(entries[0].kind == .todo && entries[0].isCompleted && entries[0].uid == "t@diario")
        #expect(entries[1].isCancelled && entries[1].categories == "Latino,Scritto" && entries[1].summary == "Verifica")
        #expect(entries[1].details == "")
    }

    @Test("Garbage, a huge unfinished component and binary noise read as nothing, without a crash")
    func hostile() {
        #expect(CalendarReader.read("", zone: rome).entries.isEmpty)
        #expect(CalendarReader.read(String(repeating: "BEGIN:VEVENT\r\n", count: 10_000), zone: rome).entries.isEmpty)
        let noise = String(decoding: (0..<20_000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }, as: UTF8.self)
        _ = CalendarReader.read(noise, zone: rome)
        let bad = read("BEGIN:VEVENT\nDTSTART:2026X\nRRULE:FREQ=DAILY;COUNT=999999999\nEND:VEVENT\n")
        #expect(bad.isEmpty)
        let capped = read(
            "BEGIN:VEVENT\nUID:x\nDTSTART;VALUE=DATE:20260101\nRRULE:FREQ=DAILY;UNTIL=21991231\nEND:VEVENT\n")
        #expect(capped.first?.occurrences.count == CalendarReader.maxOccurrences)
    }

    @Test("A multi-status answer: any prefix, entities and CDATA undone, responses without data skipped")
    func multiStatus() {
        let xml = """
            <?xml version="1.0"?>
            <multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
              <response><href>/cal/</href><propstat><prop/></propstat></response>
              <response>
                <href>/cal/a.ics</href>
                <propstat><prop><getetag>"1"</getetag>
                <C:calendar-data>BEGIN:VCALENDAR&#13;
            SUMMARY:a &amp; b &lt;c&gt;&#x2014;
            END:VCALENDAR</C:calendar-data></prop></propstat>
              </response>
              <ns0:response xmlns:ns0="DAV:"><ns0:href>/cal/b.ics</ns0:href><ns0:propstat><ns0:prop>
                <ns0:getetag>&quot;2&quot;</ns0:getetag>
                <ns1:calendar-data xmlns:ns1="urn:ietf:params:xml:ns:caldav"><![CDATA[BEGIN:VCALENDAR <&>]]></ns1:calendar-data>
              </ns0:prop></ns0:propstat></ns0:response>
            </multistatus>
            """
        let items = MultiStatus.items(in: xml)
        #expect(items.map(\.href) == ["/cal/a.ics", "/cal/b.ics"])
        #expect(items.map(\.etag) == ["\"1\"", "\"2\""])
        #expect(items[0].text == "BEGIN:VCALENDAR\r\nSUMMARY:a & b <c>—\nEND:VCALENDAR")
        #expect(items[1].text == "BEGIN:VCALENDAR <&>")
        #expect(MultiStatus.items(in: "<response><href>x").isEmpty)
    }
}

extension CalendarReaderTests {
    @Test("Folds are undone on the bytes: inside a character's bytes and before a combining mark")
    func foldsOnBytes() {
        let accented = Array("SUMMARY:caff".utf8) + [0xC3] + Array("\r\n ".utf8) + [0xA8] + Array("\r\n".utf8)
        #expect(CalendarReader.text(of: accented) == "SUMMARY:caffè\r\n")
        let combining = Array("SUMMARY:cafe\r\n".utf8) + [0x20, 0xCC, 0x81] + Array("\r\n".utf8)
        #expect(CalendarReader.text(of: combining) == "SUMMARY:cafe\u{301}\r\n")
        #expect(CalendarReader.text(of: [0xEF, 0xBB, 0xBF] + Array("BEGIN".utf8)) == "BEGIN")
    }

    @Test("A RECURRENCE-ID takes its occurrence's place; a rule's start counts even off its BYDAY; RDATEs once each")
    func overridesAndStarts() {
        let entries = read(
            """
            BEGIN:VEVENT
            UID:s
            DTSTART;VALUE=DATE:20270112
            RRULE:FREQ=WEEKLY;COUNT=3;BYDAY=FR
            RDATE;VALUE=DATE:20270301,20270301,20270302
            SUMMARY:Test
            END:VEVENT
            BEGIN:VEVENT
            UID:s
            RECURRENCE-ID;VALUE=DATE:20270115
            DTSTART;VALUE=DATE:20270118
            SUMMARY:Test (spostato)
            END:VEVENT

            """)
        #expect(entries.count == 2)
        #expect(entries[0].occurrences.map(\.day.iso) == ["2027-01-12", "2027-01-22", "2027-03-01", "2027-03-02"])
        #expect(entries[0].repeats && entries[1].replacesDay == CalendarDay(iso: "2027-01-15"))
        #expect(entries[1].occurrences.map(\.day.iso) == ["2027-01-18"])
        #expect(CalendarReader.uids(in: "BEGIN:VTODO\r\nUID:no-date\r\nEND:VTODO\r\n") == ["no-date"])
    }

    @Test("Thousands of RDATEs and of events stay bounded and quick")
    func bounded() {
        let days = (0..<200_000).map { _ in "20270301" }.joined(separator: ",")
        let many = read("BEGIN:VEVENT\nUID:r\nDTSTART;VALUE=DATE:20270101\nRDATE;VALUE=DATE:\(days)\nEND:VEVENT\n")
        #expect(many.first?.occurrences.count == 2)
        let event =
            "BEGIN:VEVENT\r\nUID:x\r\nDTSTART;VALUE=DATE:20270101\r\nRRULE:FREQ=DAILY;COUNT=400\r\nEND:VEVENT\r\n"
        let (entries, unreadable) = CalendarReader.read(String(repeating: event, count: 100), zone: rome)
        #expect(entries.count == 50 && unreadable == 50)
    }
}
