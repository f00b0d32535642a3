import DiarioDomain
import DiarioLanguage
import Testing

@Suite("Subject detection")
struct SubjectDetectionTests {
    let service = SubjectDetectionService()

    @Test(
        "Keywords, topics and abbreviations in both languages",
        arguments: [
            ("algebra per lunedì", "math"), ("fractions worksheet", "math"), ("ripassare la fotosintesi", "science"),
            ("analisi logica", "italian"), ("Dante canto V", "italian"), ("bio lab", "science"), ("mate", "math"),
            ("geo map", "geography"), ("ed. fisica", "pe"), ("PE kit", "pe"), ("chimica organica", "science"),
            ("MATEMATICA", "math"), ("Geografìa", "geography"),
        ])
    func builtIns(_ pair: (String, String)) {
        #expect(service.detect(in: pair.0) == pair.1)
    }

    @Test(
        "The longest phrase wins over its parts",
        arguments: [
            ("educazione fisica", "pe"), ("storia dell'arte", "art"), ("storia dell’arte", "art"),
            ("scienze motorie", "pe"), ("scienze della terra", "science"),
        ])
    func longestPhrase(_ pair: (String, String)) {
        #expect(service.detect(in: pair.0) == pair.1)
    }

    @Test("One typo in a word of five letters or more is forgiven; shorter words must be exact")
    func typos() {
        #expect(service.detect(in: "compiti di matematcia") == "math")
        #expect(service.detect(in: "verifica di sotria") == "history")
        #expect(service.detect(in: "verifica di geografai") == "geography")
        #expect(service.detect(in: "arti marziali") == nil)
        #expect(service.detect(in: "forse domani") == nil)
    }

    @Test("Custom subjects by name and alias; hidden built-ins are not detected")
    func custom() {
        let latin = Subject(
            key: "latino", customName: "Latino", icon: "📌", colour: .yellow, sortOrder: 20,
            aliases: ["lat"])
        let math = Subject(
            key: "math", nameKey: "subject.math", icon: "📐", colour: .blue, sortOrder: 2,
            isBuiltIn: true)
        let both = service.detector(among: [latin, math])
        #expect(both("versione di lat") == "latino")
        #expect(both("traduzione dal latino") == "latino")
        #expect(both("algebra") == "math")
        #expect(service.detector(among: [latin])("algebra") == nil)
    }
}
