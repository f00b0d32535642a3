public import DiarioDomain

/// What an event of a school's published calendar is to a student: a test or an oral to file, with its subject, or
/// nothing. The summary is read as a line typed into Diario is (so "verifica di latino" is a test of Latin); a school
/// calendar adds what a typed line rarely says: an event that hands back, corrects or collects work is not a test,
/// and one that says it is graded ("valutata", "graded"), an essay in class, or a "compito" (in a school's calendar,
/// homework is never an event: a "compito di greco" is written in class) is one.
public struct SchoolEventReader: Sendable {
    private let parser: NaturalLanguageTaskParser
    private let detector: SubjectDetectionService

    /// A reader that knows the student's subjects (their names and aliases), built-in ones included; with none, the
    /// built-in subjects.
    public init(subjects: [Subject]) {
        detector = subjects.isEmpty ? SubjectDetectionService() : SubjectDetectionService(subjects: subjects)
        parser = NaturalLanguageTaskParser(detector: detector)
    }

    /// The test an event is, or nil when it is not one: its kind (test, oral or exam) and subject, from the summary,
    /// else the categories, else the description ("other" counts as none).
    public func test(summary: String, categories: String, details: String, today: CalendarDay)
        -> (kind: TaskKind, subjectKey: String?)?
    {
        let line = String(summary.prefix(NaturalLanguageTaskParser.maxLineLength))
        // Words apart, each between spaces: "(valutata)" matches " valutata ".
        let words = TextFolding.fold(line).split { !($0.isLetter || $0.isNumber || $0 == "-") }
        let folded = " " + words.joined(separator: " ") + " "
        guard !Self.handingBack.contains(where: folded.contains) else { return nil }
        let parsed = try? parser.parse(line, today: today)
        var kind = parsed?.kind
        if ![.test, .oral, .exam].contains(kind), Self.graded.contains(where: folded.contains) { kind = .test }
        guard let kind, [.test, .oral, .exam].contains(kind) else { return nil }
        let subject = [parsed?.subjectKey, detector.detect(in: categories), detector.detect(in: details)]
            .lazy.compactMap { $0 }.first { $0 != "other" }
        return (kind, subject)
    }

    /// Words of an event about a test that is not one: a marked test handed back or corrected, work collected, a
    /// review before it, a drill, an activity that says it is not graded.
    static let handingBack = [
        " correzione ", " correzioni ", " restituzione ", " consegna delle verifiche ", " correction ",
        " hand back ", " handing back ", " handed back ", " review of the test ", " consegna ", " deadline ",
        " ripasso in ", " ripasso per ", " ripasso prima ", " lezione di ripasso ", " in vista ", " review session ",
        " evacuazione ", " antincendio ", " fire drill ",
        " non valutata ", " non valutato ", " non valutate ", " non valutati ", " not graded ", " ungraded ",
    ]

    /// Words that make an event a test whatever else it says: it is graded, written in class (an essay, a
    /// translation: "in classe"), or a "compito".
    static let graded = [
        " valutata ", " valutato ", " valutate ", " valutati ", " con voto ", " graded ", " in classe ",
        " in-class ", " in class ", " compito ", " versione ",
    ]
}
