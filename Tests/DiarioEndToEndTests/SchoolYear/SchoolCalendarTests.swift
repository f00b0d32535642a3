import DiarioTestSupport
import Foundation
import Testing

/// A liceo's year through the binary: a timetable imported from CSV with A/B weeks, the Christmas break, due dates
/// named by lessons, the grid, and what bad input gets.
@Suite("The school calendar, end to end")
struct SchoolCalendarTests {
    let home = TemporaryDirectory()

    /// Diario on `now`, over the one database of the test.
    func diario(_ now: String = "2026-11-25T10:00") -> DiarioProcess {
        DiarioProcess(database: home.file("diario.sqlite"), now: now, home: home.path)
    }

    /// The README's liceo week, plus geography at the 5th period of Tuesdays of week B only.
    static let timetable = """
        giorno;ora;materia;aula;settimana
        lunedì;1;italiano;;
        lunedì;2;matematica;12;
        lunedì;3;inglese;;
        lunedì;4;storia;;
        martedì;1;matematica;;
        martedì;2;scienze;;
        martedì;3;latino;;
        martedì;4;educazione fisica;palestra;
        martedì;5;geografia;;B
        mercoledì;1;italiano;;
        mercoledì;2;storia;;
        mercoledì;3;inglese;;
        mercoledì;4;filosofia;;
        giovedì;1;matematica;;
        giovedì;2;fisica;;
        giovedì;3;latino;;
        giovedì;4;arte;;
        venerdì;1;inglese;;
        venerdì;2;italiano;;
        venerdì;3;scienze;;
        venerdì;4;religione;;

        """

    /// Imports the week, makes week A the week of 23 November, and adds the Christmas break.
    func setUp() throws {
        try Self.timetable.write(toFile: home.file("orario.csv"), atomically: true, encoding: .utf8)
        let imported = try diario().run(["orario", "importa", home.file("orario.csv")])
        #expect(imported.exitCode == 0 && imported.stdout.contains("21 lezioni importate"), "\(imported.stderr)")
        #expect(try diario().run(["orario", "rotazione", "2", "--settimana-a", "2026-11-23"]).exitCode == 0)
        let holidays = try diario().run(["vacanze", "aggiungi", "vacanze di Natale", "2026-12-23", "2027-01-06"])
        #expect(holidays.exitCode == 0, "\(holidays.stderr)")
    }

    /// The due day of the task the line files, read back through `--json`.
    func due(of line: String, now: String) throws -> String? {
        let added = try diario(now).run(["--json", "add", line])
        #expect(added.exitCode == 0, "\(line): \(added.stderr)")
        let task = try JSONSerialization.jsonObject(with: Data(added.stdout.utf8)) as? [String: Any]
        return task?["due"] as? String
    }

    @Test("'per la prossima lezione di …' resolves across the Christmas break and the A/B rotation")
    func lessonDueDates() throws {
        try setUp()
        // Tuesday 22 December is week A, the last school day: history comes back on Monday 11 January…
        #expect(
            try due(of: "per la prossima lezione di storia leggere il capitolo 5", now: "2026-12-22T10:00")
                == "2027-01-11")
        // …and geography, taught in week B only, on Tuesday 12 January (4 January's week is an A).
        #expect(try due(of: "esercizi per la prossima lezione di geografia", now: "2026-12-22T10:00") == "2027-01-12")
        // From a week-A Wednesday: the next geography lesson is the B Tuesday after.
        #expect(try due(of: "geography map for next geography class", now: "2026-11-25T10:00") == "2026-12-01")
        // 8 December is a national holiday: the second PE lesson from 25 November is the 15th.
        #expect(
            try due(of: "per la seconda lezione di ed fisica da oggi ricerca", now: "2026-11-25T10:00") == "2026-12-15")
        #expect(
            try due(of: "verifica di latino all'ultima lezione di latino prima di natale", now: "2026-11-25T10:00")
                == "2026-12-22")
    }

    @Test("The day and the week: lessons with their work, the holiday, the rotation's week in the title")
    func daysAndWeeks() throws {
        try setUp()
        #expect(try diario().run(["add", "esercizi di fisica pag 45 per domani"]).exitCode == 0)
        let tomorrow = try diario().run(["orario", "domani"])
        #expect(tomorrow.lines.first == "gio 26 nov · settimana A", "\(tomorrow.stdout)")
        #expect(tomorrow.stdout.contains("Fisica\n       ↳ #1 Esercizi di fisica pag 45"), "\(tomorrow.stdout)")
        let agenda = try diario().run(["list"])
        #expect(agenda.stdout.contains("Lezioni domani (gio 26 nov), prepara lo zaino:"), "\(agenda.stdout)")
        let holiday = try diario().run(["orario", "oggi", "--giorno", "2026-12-08"])
        #expect(holiday.stdout.contains("Niente scuola: Immacolata."), "\(holiday.stdout)")
        #expect(try diario().run(["orario", "oggi", "--giorno", "2027-07-12"]).stdout.contains("vacanze estive"))
        let weekB = try diario().run(["orario", "settimana", "--giorno", "2026-12-01"])
        #expect(weekB.lines.first == "Settimana del lun 30 nov · settimana B", "\(weekB.stdout)")
        #expect(weekB.lines.contains("5\t\tGeografia\t\t\t"), "\(weekB.stdout)")
        let weekA = try diario().run(["orario", "settimana"])
        #expect(!weekA.stdout.contains("Geografia"), "\(weekA.stdout)")
        let days = try #require(
            try JSONSerialization.jsonObject(
                with: Data(try diario().run(["--json", "orario", "settimana", "--giorno", "2026-12-08"]).stdout.utf8))
                as? [[String: Any]])
        #expect(days.count == 5 && days[1]["day_off"] as? String == "immaculate")
        #expect((days[1]["lessons"] as? [Any])?.isEmpty == true && (days[0]["lessons"] as? [Any])?.count == 4)
    }

    @Test("A spreadsheet's CSV with a byte-order mark imports")
    func byteOrderMark() throws {
        try ("\u{FEFF}" + Self.timetable).write(toFile: home.file("excel.csv"), atomically: true, encoding: .utf8)
        let imported = try diario().run(["orario", "importa", home.file("excel.csv")])
        #expect(imported.exitCode == 0 && imported.stdout.contains("21 lezioni importate"), "\(imported.stderr)")
    }

    @Test("Bad input: a backwards break, a bad CSV row, no timetable, a test on a day without its lesson")
    func badInput() throws {
        let none = try diario().run(["add", "math homework for next class"])
        #expect(none.exitCode == 2 && none.stderr.contains("mi serve l'orario"), "\(none.stderr)")
        try """
        day,period,subject
        monday,1,math
        funday,2,history
        """.write(toFile: home.file("bad.csv"), atomically: true, encoding: .utf8)
        let bad = try diario().run(["timetable", "import", home.file("bad.csv")])
        #expect(bad.exitCode == 1 && bad.stderr.contains("Riga 3") && bad.stderr.contains("funday"), "\(bad.stderr)")
        #expect(try diario().run(["--json", "orario"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
        let noPeriods = try diario().run(["timetable", "import", home.file("orario.csv")])
        #expect(noPeriods.exitCode == 1, "a missing file")
        try "giorno;materia\nlunedì;storia\n".write(
            toFile: home.file("noperiods.csv"), atomically: true, encoding: .utf8)
        let header = try diario().run(["orario", "importa", home.file("noperiods.csv")])
        #expect(header.exitCode == 1 && header.stderr.contains("l'intestazione deve nominare"), "\(header.stderr)")
        let backwards = try diario().run(["vacanze", "aggiungi", "ponte", "2026-12-09", "2026-12-07"])
        #expect(backwards.exitCode == 1 && backwards.stderr.contains("ultimo giorno"), "\(backwards.stderr)")
        #expect(try diario().run(["--json", "vacanze"]).stdout.contains("ponte") == false)
        try setUp()
        let test = try diario().run(["add", "verifica di storia venerdì"])
        #expect(test.exitCode == 0 && test.stderr.contains("ven 27 nov non hai lezione di Storia"), "\(test.stderr)")
        let greek = try diario().run(["add", "versione per la prossima lezione di greco"])
        #expect(greek.exitCode == 2 && greek.stderr.contains("non c'è una lezione di Greco"), "\(greek.stderr)")
    }

    @Test("Breaks, rotation and lessons' weeks travel through export and import, and undo takes a break back")
    func travels() throws {
        try setUp()
        let exported = try diario().run(["export", "--output", home.file("out.jsonl")])
        #expect(exported.exitCode == 0, "\(exported.stderr)")
        let text = try String(contentsOfFile: home.file("out.jsonl"), encoding: .utf8)
        #expect(text.contains("\"type\":\"school_break\"") && text.contains("\"week\":2"), "\(text.prefix(400))")
        #expect(text.contains("timetable_rotation"))
        let other = DiarioProcess(database: home.file("other.sqlite"), now: "2026-12-22T10:00", home: home.path)
        #expect(try other.run(["import", home.file("out.jsonl")]).exitCode == 0)
        let due = try other.run(["--json", "add", "esercizi per la prossima lezione di geografia"])
        #expect(due.stdout.contains("\"due\":\"2027-01-12\""), "\(due.stdout)\(due.stderr)")
        #expect(try diario().run(["vacanze", "rimuovi", "1"]).exitCode == 0)
        #expect(!(try diario().run(["--json", "vacanze"]).stdout.contains("vacanze di Natale")))
        #expect(try diario().run(["undo"]).exitCode == 0)
        #expect(try diario().run(["--json", "vacanze"]).stdout.contains("vacanze di Natale"))
    }

    @Test("A cycle of six school days: lessons by cycle day from CSV, the day's title, due dates, the calendar's RDATE")
    func cycle() throws {
        try """
        giorno;ora;materia
        giorno 1;1;matematica
        G2;1;storia
        """.write(toFile: home.file("ciclo.csv"), atomically: true, encoding: .utf8)
        #expect(try diario().run(["orario", "ciclo", "6", "--giorno-uno", "2026-11-23"]).stdout.contains("giorno 3"))
        #expect(try diario().run(["orario", "importa", home.file("ciclo.csv")]).exitCode == 0)
        #expect(try diario().run(["orario", "aggiungi", "day 3 period 2 english"]).exitCode == 0)
        let overlap = try diario().run(["orario", "aggiungi", "giorno 1 1a ora fisica"])
        #expect(overlap.exitCode == 1 && overlap.stderr.contains("G1 c'è già una lezione"), "\(overlap.stderr)")
        // 8 December is a holiday, so 10 December is day 1 again.
        let day = try diario().run(["orario", "oggi", "--giorno", "2026-12-10"])
        #expect(day.lines.first == "gio 10 dic · giorno 1 del ciclo" && day.stdout.contains("Matematica"))
        #expect(try due(of: "esercizi per la prossima lezione di storia", now: "2026-12-09T10:00") == "2026-12-11")
        #expect(try diario().run(["calendar", "export", home.file("ciclo.ics")]).exitCode == 0)
        let text = try String(contentsOfFile: home.file("ciclo.ics"), encoding: .utf8)
        #expect(text.contains("RDATE;TZID=Europe/Rome:") && !text.contains("RRULE"), "no weekly rule for a cycle")
        let lessons = try #require(
            try JSONSerialization.jsonObject(with: Data(try diario().run(["--json", "orario"]).stdout.utf8))
                as? [[String: Any]])
        #expect(lessons.compactMap { $0["cycle_day"] as? Int } == [1, 2, 3])
    }
}
