import DiarioTestSupport
import Foundation
import Testing

/// The school's clock through the binary: bell times and the first and last day of lessons, as the calendar, absences
/// given by time and lesson-relative due dates read them.
@Suite("The school's clock, end to end")
struct SchoolClockTests {
    let home = TemporaryDirectory()
    var diario: DiarioProcess {
        DiarioProcess(database: home.file("diario.sqlite"), now: "2026-11-25T10:00", home: home.path)
    }

    func setUp() throws {
        #expect(try diario.run(["orario", "aggiungi", "giovedì 1a ora matematica"]).exitCode == 0)
        #expect(try diario.run(["orario", "aggiungi", "giovedì 2a ora storia"]).exitCode == 0)
    }

    @Test("Bells move a late entry's hours, the calendar's lesson times, and are shown, refused when wrong, undone")
    func bells() throws {
        try setUp()
        let set = try diario.run(["orario", "campanella", "8:00", "8:50", "9:40"])
        #expect(set.exitCode == 0 && set.stdout.contains("1a ora 08:00–08:50 · 2a ora 08:50–09:40"), "\(set.stdout)")
        // In at 8:55 on Thursday 26 November: the second period began at 8:50, so both are missed.
        let late = try diario.run(["assenze", "aggiungi", "2026-11-26", "--entrata", "8:55"])
        #expect(late.exitCode == 0 && late.stdout.contains("2 ore"), "\(late.stdout)")
        #expect(try diario.run(["calendar", "export", home.file("a.ics")]).exitCode == 0)
        let ics = try String(contentsOfFile: home.file("a.ics"), encoding: .utf8)
        #expect(ics.contains("DTSTART;TZID=Europe/Rome:20260903T085000"), "history starts at the bell: \(ics)")
        #expect(ics.contains("DTEND;TZID=Europe/Rome:20260903T094000"), "and ends at the next: \(ics)")

        let wrong = try diario.run(["orario", "campanella", "9:00", "8:00"])
        #expect(wrong.exitCode == 2 && wrong.stderr.contains("non sono orari della campanella"), "\(wrong.stderr)")
        let csv = "ora;inizio;fine\n2;08:55;09:50\n1;08:00;08:55\n"
        try csv.write(toFile: home.file("bells.csv"), atomically: true, encoding: .utf8)
        let fromFile = try diario.run(["--lang", "en", "timetable", "bells", home.file("bells.csv")])
        #expect(fromFile.stdout.contains("period 2 08:55–09:50"), "\(fromFile.stdout)\(fromFile.stderr)")
        #expect(try diario.run(["undo"]).exitCode == 0)
        #expect(try diario.run(["orario", "campanella"]).stdout.contains("2a ora 08:50–09:40"))
        #expect(try diario.run(["orario", "campanella", "--togli"]).exitCode == 0)
        #expect(try diario.run(["orario", "campanella"]).stdout.contains("Nessun orario"))
    }

    @Test("Days of lessons: the calendar's lessons run between them, and no lesson is found after the last")
    func daysOfLessons() throws {
        try setUp()
        let set = try diario.run(["orario", "anno", "2026-09-14", "2027-06-03"])
        #expect(set.exitCode == 0 && set.stdout.contains("Le lezioni vanno dal"), "\(set.stdout)\(set.stderr)")
        #expect(try diario.run(["calendar", "export", home.file("a.ics")]).exitCode == 0)
        let ics = try String(contentsOfFile: home.file("a.ics"), encoding: .utf8)
        #expect(ics.contains("DTSTART;TZID=Europe/Rome:20260917T080000"), "first Thursday from 14 September: \(ics)")
        #expect(ics.contains("UNTIL=20270603T215959Z"), "\(ics)")
        let early = try diario.run(["--now", "2027-05-28T10:00", "add", "esercizi per la prossima lezione di storia"])
        #expect(early.exitCode == 0 && early.stdout.contains("3 giu"), "\(early.stdout)\(early.stderr)")
        let late = try diario.run(["--now", "2027-06-04T10:00", "add", "esercizi per la prossima lezione di storia"])
        #expect(late.exitCode == 0 && late.stdout.contains("2 set"), "none until September: \(late.stdout)")
        let wrong = try diario.run(["orario", "anno", "2027-06-03", "2026-09-14"])
        #expect(wrong.exitCode == 2 && wrong.stderr.contains("non possono andare"), "\(wrong.stderr)")
        #expect(try diario.run(["orario", "anno", "--togli"]).exitCode == 0)
        #expect(try diario.run(["orario", "anno"]).stdout.contains("Nessun primo e ultimo giorno"))
    }

    @Test("A timetable that starts on the first day of lessons replaces the old one in the calendar from the start")
    func newTimetableFromTheFirstDay() throws {
        try setUp()
        #expect(try diario.run(["orario", "aggiungi", "--from", "2026-09-14", "giovedì 1a ora fisica"]).exitCode == 0)
        #expect(try diario.run(["orario", "anno", "2026-09-14", "2027-06-03"]).exitCode == 0)
        #expect(try diario.run(["calendar", "export", home.file("a.ics")]).exitCode == 0)
        let ics = try String(contentsOfFile: home.file("a.ics"), encoding: .utf8)
        #expect(ics.contains("SUMMARY:Fisica") && !ics.contains("SUMMARY:Matematica"), "\(ics)")
    }
}
