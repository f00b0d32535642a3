import DiarioDomain
import Testing

@testable import DiarioLanguage

/// Field shapes the opened eleventh set showed the grammar missing (issue 39), read by the grammar alone. The lines
/// are new wordings of those shapes, not the set's own.
@Suite("Field shapes from the opened eleventh set")
struct EleventhSetShapesTests {
    let today = CalendarDay(iso: "2026-11-25")!  // a Wednesday

    func grammar(_ line: String) throws -> Request { try IntentRouter().grammarAlone(line, today: today) }

    func task(_ line: String) throws -> ParsedTask? {
        guard case .addTask(let task) = try grammar(line) else { return nil }
        return task
    }

    @Test("A reading log, a case study and a diagram are homework; a report stays a project, as the contract says")
    func readingLogsAndReports() throws {
        for line in [
            "diario di lettura per il 3", "history case study due next week", "cell diagram for biology by monday",
        ] {
            #expect(try task(line)?.kind == .homework, "\(line)")
        }
        for line in [
            "relazione di chimica per lunedì", "physics lab report due friday", "ricerca su Leopardi per venerdì",
        ] {
            #expect(try task(line)?.kind == .project, "\(line)")
        }
    }

    @Test("Kinds the opened sets name: a questionnaire, a sketch, a tesina, an assessment")
    func moreKindWords() throws {
        for (line, kind) in [
            ("questionario di geografia per venerdì", TaskKind.homework),
            ("art: finish the sketch by monday", .homework),
            ("consegna tesina il 20 maggio", .project),
            ("spanish listening assessment on friday", .test), ("french speaking assessment in 4 days", .oral),
            ("memorise the poem for english by thursday", .study),
        ] {
            #expect(try task(line)?.kind == kind, "\(line)")
        }
    }

    @Test("Time set aside for a subject, with no kind word, is study; a kind word still wins")
    func timeForASubjectIsStudy() throws {
        #expect(try task("40 min di tedesco domani")?.kind == .study)
        #expect(try task("physics 2 hours on thursday")?.kind == .study)
        #expect(try task("verifica di storia di 2 ore domani")?.kind == .test)
        #expect(try task("portare 2 euro per la gita domani")?.kind == .other)
        // A lead time, a lesson's number or metres are no time set aside.
        #expect(try task("chiedere alla prof di storia tra un'ora")?.kind == .other)
        #expect(try task("portare il libro di arte alla 4 ora domani")?.kind == .other)
        #expect(try task("pe: run 100m friday")?.kind == .other)
    }

    /// The minutes of a study log the grammar reads in `line`; nil when it reads no log.
    func loggedMinutes(_ line: String) throws -> Int? {
        guard case .logStudy(let log) = try grammar(line) else { return nil }
        return log.minutes
    }

    /// The value of a grade the grammar reads in `line`; nil when it reads no grade.
    func markValue(_ line: String) throws -> Double? {
        guard case .addGrade(let grade) = try grammar(line) else { return nil }
        return grade.value
    }

    @Test(
        "'1h e mezza', '2h and a quarter': a part of an hour after compact hours",
        arguments: [
            ("studiato fisica 1h e mezza", 90), ("studied chemistry 2h and a quarter", 135),
            ("fatto latino 1h e 20", 80), ("ho studiato storia 2h", 120), ("ho fatto fisica 2h e 3 pagine", 120),
        ])
    func compactHoursWithAPart(_ line: String, _ minutes: Int) throws {
        #expect(try loggedMinutes(line) == minutes)
    }

    @Test(
        "'7 e 1/2', 'sei e mezza': a half written as a fraction or in the feminine",
        arguments: [("preso 7 e 1/2 in inglese", 7.5), ("sei e mezza nella verifica di storia", 6.5)])
    func halvesOfMarks(_ line: String, _ value: Double) throws {
        #expect(try markValue(line) == value)
    }

    @Test("'ogni mercoledì a settimane alterne', 'every monday every other week': the weeks alternate")
    func alternateWeeksAfterTheWeekday() throws {
        let italian = try task("ogni giovedì a settimane alterne laboratorio di fisica")
        #expect(italian?.repeatRule?.description == "FREQ=WEEKLY;INTERVAL=2;BYDAY=TH")
        #expect(italian?.title.lowercased().contains("alterne") == false)
        let english = try task("every monday every other week chess club")
        #expect(english?.repeatRule?.description == "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO")
        #expect(try task("ogni venerdì compiti di inglese")?.repeatRule?.description == "FREQ=WEEKLY;BYDAY=FR")
    }

    @Test("'cs', 'fil', 'fis', 'law' name their subjects; 'sto' names history only after 'di'")
    func abbreviatedSubjects() throws {
        #expect(try task("cs project due next week")?.subjectKey == "computer-science")
        #expect(try task("interrogazione di fil lunedì prossimo")?.subjectKey == "philosophy")
        #expect(try task("es fis pag 112 per martedì")?.subjectKey == "physics")
        #expect(try task("law homework for friday")?.subjectKey == "law-economics")
        #expect(try task("interrogazione di sto martedì")?.subjectKey == "history")
        #expect(try task("sto male, niente compiti per domani")?.subjectKey == nil)
        #expect(try task("compiti x sto venerdì")?.subjectKey == nil)
        #expect(try task("law of sines homework for friday")?.subjectKey == "math")
    }

    @Test("'statistics' in a progress question is the progress asked, not mathematics; 'avevo' is no author")
    func wordsThatAreNoSubject() throws {
        guard case .stats(_, let subject) = try grammar("show my study statistics for this term") else {
            Issue.record("not stats")
            return
        }
        #expect(subject == nil)
        #expect(SubjectDetectionService().detect(inWords: ["cosa", "avevo", "segnato", "per", "giovedi"]) == nil)
    }

    @Test("'religious studies' and 'R.E.' name religion")
    func religiousStudies() throws {
        #expect(try task("religious studies essay for thursday")?.subjectKey == "religion")
        #expect(try task("R.E. worksheet for thursday")?.subjectKey == "religion")
    }

    @Test("'1:30 to 2:30pm': the end of a lesson when the spaces around 'to' sit by the numbers")
    func lessonEndAfterTo() throws {
        guard case .addLesson(let lesson) = try grammar("tuesday 1:30 to 2:30pm chemistry") else {
            Issue.record("not a lesson")
            return
        }
        #expect(lesson.start == TimeOfDay(hour: 13, minute: 30) && lesson.end == TimeOfDay(hour: 14, minute: 30))
    }
}
