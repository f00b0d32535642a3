import DiarioTestSupport
import Foundation
import Testing

/// Absences through the binary: hours from the timetable, the limit of a quarter of the year's hours, warnings.
@Suite("Absences, end to end")
struct AbsencesTests {
    let home = TemporaryDirectory()
    var diario: DiarioProcess {
        DiarioProcess(database: home.file("diario.sqlite"), now: "2026-11-25T10:00", home: home.path)
    }

    func setUp() throws {
        try SchoolCalendarTests.timetable.write(toFile: home.file("orario.csv"), atomically: true, encoding: .utf8)
        #expect(try diario.run(["orario", "importa", home.file("orario.csv")]).exitCode == 0)
        #expect(try diario.run(["orario", "rotazione", "2", "--settimana-a", "2026-11-23"]).exitCode == 0)
    }

    func year() throws -> [String: Any] {
        try #require(
            try JSONSerialization.jsonObject(with: Data(try diario.run(["--json", "assenze"]).stdout.utf8))
                as? [String: Any])
    }

    @Test("Hours from the timetable: a whole day, a late entry, an early exit; the limit is a quarter of 33 weeks")
    func hours() throws {
        try setUp()
        let friday = try diario.run(["assenze", "aggiungi", "2026-11-20", "--nota", "visita medica"])
        #expect(friday.exitCode == 0 && friday.stdout.contains("assenza · 4 ore (visita medica)"), "\(friday.stdout)")
        // Tuesday 1 December is a week B: five periods; in at the 3rd misses two.
        #expect(try diario.run(["assenze", "aggiungi", "2026-12-01", "--entrata", "3"]).stdout.contains("2 ore"))
        // Out at 11:00 on a Thursday misses the 4th period (11:00-12:00).
        #expect(try diario.run(["assenze", "aggiungi", "2026-11-26", "--uscita", "11:00"]).stdout.contains("1 ora"))
        // "lunedì" written on Wednesday 25 November is the Monday just gone.
        #expect(try diario.run(["assenze", "aggiungi", "lunedì"]).stdout.contains("lun 23 nov · assenza · 4 ore"))
        #expect(try diario.run(["undo"]).exitCode == 0)
        let holiday = try diario.run(["assenze", "aggiungi", "2026-12-08"])
        #expect(holiday.exitCode == 2 && holiday.stderr.contains("non ha lezioni da perdere"), "\(holiday.stderr)")
        let summary = try year()
        // 20 hours a week, plus geography every other week: 20.5 × 33 = 676.5; a quarter is 169.125.
        #expect(summary["yearly_hours"] as? Double == 676.5 && summary["limit"] as? Double == 169.125)
        #expect(summary["used"] as? Double == 7 && (summary["absences"] as? [Any])?.count == 3)
        #expect(try diario.run(["assenze"]).stdout.contains("Ore perse quest'anno: 7 su 169,13 consentite"))
    }

    @Test("Warned at three quarters of the limit and past it; undo takes the last one back; export carries them")
    func warnings() throws {
        try setUp()
        for day in 1...10 {
            let added = try diario.run(["assenze", "aggiungi", "2026-10-\(day < 10 ? "0" : "")\(day)", "--ore", "12"])
            #expect(added.exitCode == 0 && !added.stderr.contains("Attenzione"), "\(added.stderr)")
        }
        let eleventh = try diario.run(["assenze", "aggiungi", "2026-10-12", "--ore", "12"])
        #expect(eleventh.stderr.contains("Attenzione: restano solo 37,13 ore"), "\(eleventh.stderr)")
        for day in 13...16 { _ = try diario.run(["assenze", "aggiungi", "2026-10-\(day)", "--ore", "12"]) }
        #expect(try diario.run(["assenze"]).stderr.contains("Limite superato"))
        #expect(try diario.run(["undo"]).exitCode == 0)
        #expect(try year()["used"] as? Double == 168)
        let exported = try diario.run(["export"])
        #expect(exported.stdout.components(separatedBy: "\"type\":\"absence\"").count == 15)
    }
}
