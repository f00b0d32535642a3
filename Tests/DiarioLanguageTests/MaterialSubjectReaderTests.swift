import DiarioDomain
import Testing

@testable import DiarioLanguage

/// A material's subject read from its whole text, with the words that gave it.
@Suite("The subject of a material, from its whole text")
struct MaterialSubjectReaderTests {
    let reader = MaterialSubjectReader()

    @Test("Topics all over the pages name the subject, with the words that did")
    func wholeText() {
        let reading = reader.read(
            title: "Appunti del 3 marzo",
            pages: [
                "La Carboneria nasce a Napoli.", "Giuseppe Mazzini fonda la Giovine Italia dopo i moti del 1831.",
                "Poi la Restaurazione e il Congresso di Vienna.",
            ])
        #expect(reading.best?.key == "history")
        #expect(reading.best?.words.contains("Giuseppe Mazzini") == true, "\(String(describing: reading.best))")
        #expect(reading.isClose == false)
    }

    @Test("The title weighs more than a few words of the text")
    func titleWeighs() {
        let reading = reader.read(
            title: "Lucio Anneo Seneca",
            pages: ["Vive sotto l'imperatore Nerone; il senato lo teme. Scrive le Epistulae ad Lucilium."])
        #expect(reading.best?.key == "latin")
    }

    @Test("A language's name inside notes is an adjective, not a subject: 'Greek mercenaries' is history")
    func languageAdjectives() {
        let reading = reader.read(
            title: "Battle of Issus",
            pages: ["The Greek mercenaries of the Persian army faced the Macedonian phalanx; Greek cities watched."])
        #expect(reading.best?.key == "history")
        #expect(reading.runnerUp?.key != "greek")
    }

    @Test("Psychology, sociology, anthropology and pedagogy are the human sciences")
    func humanSciences() {
        for text in [
            "Piaget descrive gli stadi dello sviluppo cognitivo; il comportamentismo studia la socializzazione.",
            "Durkheim and the sociology of religion; Max Weber on bureaucracy.",
        ] {
            #expect(reader.read(title: "Appunti", pages: [text]).best?.key == "human-sciences", "\(text)")
        }
    }

    @Test("Two subjects with about the same evidence are close; nothing named gives no subject")
    func closeAndNone() {
        let close = reader.read(
            title: "Appunti", pages: ["La fotosintesi, la cellula eucariote, la legge di Ohm e il campo elettrico."])
        #expect(close.isClose)
        #expect(Set([close.best?.key, close.runnerUp?.key]) == ["science", "physics"])
        #expect(reader.read(title: "Lista della spesa", pages: ["pane, latte, uova"]).best == nil)
    }

    @Test("With a student's subjects: theirs count by name, built-ins they lack never win")
    func studentsSubjects() {
        let subjects = [
            Subject(
                key: "history", nameKey: "subject.history", icon: "📜", colour: .yellow, sortOrder: 1, isBuiltIn: true),
            Subject(
                key: "robotica", customName: "Robotica", icon: "🤖", colour: .blue, sortOrder: 2, isBuiltIn: false),
        ]
        let reader = MaterialSubjectReader(subjects: subjects)
        #expect(reader.read(title: "Robotica: il braccio", pages: ["Giuseppe Mazzini"]).best?.key == "robotica")
        #expect(reader.read(title: "Appunti", pages: ["La fotosintesi e la cellula eucariote."]).best == nil)
    }

    @Test("The nearest folder that names a subject counts as a title; a folder's other words do not")
    func folders() {
        let neutral = ["Ora sostituisci a x il valore e semplifica."]
        #expect(
            reader.read(title: "entry", pages: neutral, folders: ["Teoremi", "Matematica", "scuola"]).best?.key
                == "math")
        #expect(reader.read(title: "entry", pages: neutral, folders: ["further-maths", "a-level"]).best?.key == "math")
        #expect(reader.read(title: "entry", pages: neutral, folders: ["storia", "english"]).best?.key == "history")
        // A folder's words that are not the lexicon's ("topics", a year) are no evidence.
        #expect(reader.read(title: "entry", pages: neutral, folders: ["topics", "2024", "appunti"]).best == nil)
    }

    @Test("Formulas are evidence of mathematics and code of computer science; prices are no formulas")
    func notation() {
        let formulas = reader.read(
            title: "entry", pages: ["La posizione è $\\frac{n}{4}$.\n$$\nx^{2} + 1\n$$\nE poi $Q_3$."])
        #expect(formulas.best?.key == "math")
        #expect(formulas.best?.words.first == "$\\frac{n}{4}$")
        let code = reader.read(title: "entry", pages: ["Il ciclo:\n```python\nfor i in range(3):\n    x += i\n```"])
        #expect(code.best?.key == "computer-science")
        #expect(reader.read(title: "spesa", pages: ["costa $5 and $10 al mercato"]).best == nil)
        // A few words of physics outweigh its formulas.
        let physics = reader.read(
            title: "entry",
            pages: [
                "$F = m a$ e $v = s/t$ e $p = m v$: la seconda legge di Newton, il moto rettilineo uniforme, la quantità di moto."
            ])
        #expect(physics.best?.key == "physics", "\(physics)")
    }

    @Test("Escaped dollars, inline code and web addresses are no evidence")
    func notEvidence() {
        let page = """
            Costa \\$5 e poi \\$10 al mercato; il modulo legge `$_GET` e `$_POST`.
            Vedi https://example.org/storia.html e http://www.sito.it/pagina.html per la gita.
            """
        #expect(reader.read(title: "spesa", pages: [page]).best == nil, "\(reader.read(title: "spesa", pages: [page]))")
    }
}
