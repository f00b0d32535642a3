import DiarioDomain
import DiarioLanguage
import Testing

/// Which events of a school's calendar are tests. Sentences written for this test, not taken from the fixtures.
@Suite("School calendar events")
struct SchoolEventReaderTests {
    let reader = SchoolEventReader(subjects: [])
    let today = CalendarDay(iso: "2026-11-28")!

    func read(_ summary: String, categories: String = "", details: String = "") -> String {
        guard let test = reader.test(summary: summary, categories: categories, details: details, today: today) else {
            return "-"
        }
        return "\(test.kind.rawValue) \(test.subjectKey ?? "none")"
    }

    @Test("Tests and orals with their subject, from the summary, else the categories, else the description")
    func tests() {
        #expect(read("Compito di greco (versione)") == "test greek")
        #expect(read("Interrogazione programmata di storia") == "oral history")
        #expect(read("Verifica", categories: "Matematica") == "test math")
        #expect(read("Prova scritta", details: "Argomenti: il lessico di inglese dell'unità 4") == "test english")
        #expect(read("Spelling quiz – English") == "test english")
    }

    @Test("Graded work and an essay in class are tests; a test handed back or corrected is not")
    func gradedAndHandedBack() {
        #expect(read("Relazione di scienze in laboratorio (valutata)") == "test science")
        #expect(read("Tema in classe") == "test none")
        #expect(read("Restituzione e correzione della verifica di fisica") == "-")
        #expect(read("Correction of the history test") == "-")
    }

    @Test("Other school events are not tests, even with a subject in them")
    func notTests() {
        #expect(read("Consiglio di classe") == "-")
        #expect(read("Uscita didattica al museo di scienze") == "-")
        #expect(read("Ricevimento genitori – prof.ssa di matematica") == "-")
        #expect(read("") == "-")
    }
}
