import DiarioTestSupport
import Foundation
import Testing

/// The weekly timetable through the binary: lessons in words, compactly and in a session, the week shown, an
/// overlap refused, undo.
@Suite("The timetable, end to end")
struct TimetableTests {
    let home = TemporaryDirectory()
    var diario: DiarioProcess {
        DiarioProcess(database: home.file("diario.sqlite"), now: "2026-11-25T10:00", home: home.path)
    }

    @Test("Lessons told compactly and in words make the week; an overlap is refused with one line; undo")
    func week() throws {
        #expect(try diario.run(["orario", "aggiungi", "lunedì 1a ora matematica aula 12"]).exitCode == 0)
        #expect(try diario.run(["timetable", "add", "monday 2nd period history with Mr Ricci"]).exitCode == 0)
        let script = try diario.run(
            [], stdin: "ogni martedì alla terza ora ho latino\nfriday 10:10-11:05 chemistry in lab 2\n")
        #expect(script.exitCode == 0, "\(script.stderr)")
        #expect(script.stdout.contains("Lezione aggiunta: mar, 3a ora, "), "\(script.stdout)")
        #expect(script.stdout.contains("Lezione aggiunta: ven, 10:10–11:05, "))
        let lessons = try #require(
            try JSONSerialization.jsonObject(with: Data(try diario.run(["orario", "--json"]).stdout.utf8))
                as? [[String: Any]])
        #expect(lessons.map { $0["subject"] as? String } == ["math", "history", "latin", "science"])
        #expect(lessons[0]["room"] as? String == "12" && lessons[1]["teacher"] as? String == "Mr Ricci")
        #expect(lessons[3]["start"] as? String == "10:10" && lessons[3]["end"] as? String == "11:05")
        #expect(lessons[3]["room"] as? String == "lab 2")
        let week = try diario.run(["orario"])
        #expect(week.lines.first?.hasPrefix("lun  1 ") == true, "\(week.stdout)")
        let overlap = try diario.run(["orario", "aggiungi", "lunedì prima ora inglese"])
        #expect(overlap.exitCode == 1 && overlap.stderr.contains("c'è già una lezione alle 1"), "\(overlap.stderr)")
        let nothing = try diario.run(["orario", "aggiungi", "matematica"])
        #expect(nothing.exitCode == 2 && nothing.stderr.contains("non dice una lezione"), "\(nothing.stderr)")
        #expect(try diario.run(["undo"]).exitCode == 0)
        #expect(
            (try JSONSerialization.jsonObject(with: Data(try diario.run(["orario", "--json"]).stdout.utf8)) as? [Any])?
                .count == 3)
    }
}
