import DiarioDomain
import DiarioLanguage
import DiarioTestSupport
import Foundation
import Testing

@Suite("Dates and times as wide as Duckling's")
struct DateFamiliesTests {
    let parser = NaturalLanguageTaskParser()
    /// Thursday 19 November 2026, 10:00.
    let thursday = CalendarDay.day("2026-11-19")
    let ten = TimeOfDay(hour: 10, minute: 0)

    func read(_ line: String) throws -> ParsedTask {
        try parser.parse(line, today: thursday, now: ten)
    }

    @Test(
        "Easter by the computus, and the days that hang on it",
        arguments: [
            ("pasqua", "2027-03-28"), ("pasquetta", "2027-03-29"), ("martedì grasso", "2027-02-09"),
            ("carnevale", "2027-02-09"), ("giovedì grasso", "2027-02-04"), ("easter", "2027-03-28"),
        ])
    func easter(phrase: String, day: String) throws {
        #expect(try read("gita \(phrase)").dueDate == .day(day))
    }

    @Test("Easter Sunday in years whose dates are known", arguments: [2000, 2008, 2019, 2024, 2025, 2026, 2038])
    func easterYears(year: Int) throws {
        let known: [Int: String] = [
            2000: "2000-04-23", 2008: "2008-03-23", 2019: "2019-04-21", 2024: "2024-03-31", 2025: "2025-04-20",
            2026: "2026-04-05", 2038: "2038-04-25",
        ]
        let january = CalendarDay.day("\(year)-01-01")
        #expect(try parser.parse("verifica pasqua", today: january).dueDate == .day(known[year]!))
    }

    @Test(
        "Fixed holidays are the next one, today included; 'dopo' is the day after",
        arguments: [
            ("per Natale", "2026-12-25"), ("la vigilia", "2026-12-24"), ("santo stefano", "2026-12-26"),
            ("capodanno", "2027-01-01"), ("la befana", "2027-01-06"), ("dopo la Befana", "2027-01-07"),
            ("ognissanti", "2027-11-01"), ("l'immacolata", "2026-12-08"), ("ferragosto", "2027-08-15"),
            ("thanksgiving", "2026-11-26"), ("after Christmas", "2026-12-26"), ("il 25 aprile", "2027-04-25"),
        ])
    func holidays(phrase: String, day: String) throws {
        #expect(try read("ricerca \(phrase)").dueDate == .day(day))
    }

    @Test(
        "Clock times, with and without a marker; 1 to 7 alone are in the afternoon",
        arguments: [
            ("alle 3", "15:00"), ("alle 9", "09:00"), ("at 7", "19:00"), ("at 7am", "07:00"), ("3pm", "15:00"),
            ("15:30", "15:30"), ("8:15", "08:15"), ("15h00", "15:00"), ("8.30", "08:30"), ("mezzogiorno", "12:00"),
            ("a mezzanotte", "00:00"), ("at half past three", "15:30"), ("quarter to five", "16:45"),
            ("alle tre e un quarto", "15:15"), ("alle 11 e mezza", "11:30"), ("alle 5 meno un quarto", "16:45"),
            ("alle 3 del pomeriggio", "15:00"), ("alle 7 di mattina", "07:00"), ("alle 11 di notte", "23:00"),
            ("alle 2 di notte", "02:00"), ("at ten thirty", "10:30"), ("alle otto", "08:00"),
            ("at 12am", "00:00"), ("alle 7 di sera", "19:00"),
        ])
    func times(phrase: String, time: String) throws {
        #expect(try read("ripasso \(phrase) domani").dueTime == TimeOfDay(iso: time))
    }

    @Test("A time with no date is the next such time: today if still ahead, else tomorrow")
    func timeAlone() throws {
        #expect(try read("ripasso alle 15:30").dueDate == thursday)
        #expect(try read("ripasso alle 9").dueDate == .day("2026-11-20"))
        #expect(try read("ripasso at 10:00").dueDate == .day("2026-11-20"))
        #expect(try parser.parse("ripasso alle 9", today: thursday).dueDate == thursday)  // no clock: today
    }

    @Test("A bare hour is no time, and counts are no times")
    func notTimes() throws {
        #expect(try read("esercizi 3 e 4 per domani").dueTime == nil)
        #expect(try read("by 5 tomorrow").dueTime == nil)
        #expect(try read("pagina 15:30").dueTime == nil)
        #expect(try read("verifica il 27.11").dueDate == .day("2026-11-27"))
    }

    @Test(
        "Ordinals, weekdays with a day or a week, the nth weekday, another month's day, spans",
        arguments: [
            ("entro il 1° dicembre", "2026-12-01"), ("1º marzo", "2027-03-01"), ("primo dicembre", "2026-12-01"),
            ("the first of March", "2027-03-01"), ("due on the first", "2026-12-01"), ("lunedì 7", "2026-12-07"),
            ("gio 26", "2026-11-26"), ("friday the 27th", "2026-11-27"), ("lunedì 30 alle 9", "2026-11-30"),
            ("mercoledì della prossima settimana", "2026-11-25"), ("wednesday next week", "2026-11-25"),
            ("tuesday of this week", "2026-11-17"), ("il primo martedì di dicembre", "2026-12-01"),
            ("the last friday of the month", "2026-11-27"), ("il secondo mercoledì di gennaio", "2027-01-13"),
            ("l'ultimo venerdì del mese", "2026-11-27"), ("il 20 del mese prossimo", "2026-12-20"),
            ("20th of next month", "2026-12-20"), ("3 weeks from now", "2026-12-10"), ("fra due mesi", "2027-01-19"),
            ("in 24 hours", "2026-11-20"), ("in 48 ore", "2026-11-21"), ("three fridays from now", "2026-12-04"),
            ("a fortnight from today", "2026-12-03"), ("tra quindici giorni", "2026-12-04"),
            ("dopo domani", "2026-11-21"), ("il giorno dopo domani", "2026-11-21"), ("in a year", "2027-11-19"),
        ])
    func days(phrase: String, day: String) throws {
        let task = try read("progetto \(phrase)")
        #expect(task.dueDate == .day(day))
        #expect(task.title == "Progetto")
    }

    @Test("An impossible day of another month is an error, never a default")
    func impossible() throws {
        #expect(throws: LanguageError.self) { try read("progetto per il 31 di questo mese") }
        #expect(throws: LanguageError.self) { try read("esame alle 13pm") }
    }

    /// Every corpus line with a due date: no word the date parser read stays in the title, unless the line has
    /// that word again outside the date ("di" in "verifica di storia di lunedì").
    @Test("Guard: a title keeps none of the words that were read as its date or time")
    func titlesKeepNoDateWords() throws {
        let router = IntentRouter()
        let dates = DateExpressionParser()
        var checked = 0
        for file in ["nl/corpus.jsonl", "nl/unseen.jsonl"] {
            for entry in try LabelledCorpus.load(Fixtures.path(file)) {
                let utterance = entry.text
                guard let today = CalendarDay(iso: entry.now.prefix(10)),
                    let clock = TimeOfDay(iso: entry.now.suffix(5))
                else { continue }
                // Lines the corpus expects an error for ("31/11") have no title to check.
                guard let routed = try? router.route(utterance, today: today, now: clock, fallback: .en),
                    case .addTask(let task) = routed.request, task.dueDate != nil
                else { continue }
                let tokens = Tokenizer.tokenize(utterance)
                let due = try dates.parse(tokens, today: today, now: clock)
                let inDate = Set(due.consumed.flatMap { Array($0) })
                let dateWords = Set(inDate.filter { tokens[$0].isMeaningful }.map { tokens[$0].folded })
                let elsewhere = Set(tokens.indices.filter { !inDate.contains($0) }.map { tokens[$0].folded })
                let titleWords = Set(Tokenizer.tokenize(task.title).filter(\.isMeaningful).map(\.folded))
                let left = titleWords.intersection(dateWords).subtracting(elsewhere)
                #expect(left.isEmpty, "\(utterance) → title \"\(task.title)\" keeps \(left.sorted())")
                checked += 1
            }
        }
        #expect(checked > 300)
    }
}

/// The date families added after measuring Duckling's own time corpora (issue 25): past days, parts of the day,
/// spans in hours and minutes, ranges, years after named dates, more holidays. Thursday 19 November 2026, 10:00.
@Suite("Dates from Duckling's corpora")
struct DucklingCorpusFamiliesTests {
    let parser = NaturalLanguageTaskParser()
    let thursday = CalendarDay.day("2026-11-19")
    let ten = TimeOfDay(hour: 10, minute: 0)

    func due(_ line: String) throws -> CalendarDay? {
        try parser.parse(line, today: thursday, now: ten).dueDate
    }

    @Test(
        "A past day is the due date only when the line names no other",
        arguments: [
            ("verifica ieri", "2026-11-18"), ("test yesterday", "2026-11-18"), ("tema l'altro ieri", "2026-11-17"),
            ("essay the day before yesterday", "2026-11-17"), ("verifica martedì scorso", "2026-11-17"),
            ("test last thursday", "2026-11-12"), ("relazione la settimana scorsa", "2026-11-09"),
            ("essay last week", "2026-11-09"), ("test 3 days ago", "2026-11-16"),
            ("tema due settimane fa", "2026-11-05"),
            ("rifare la verifica di ieri per venerdì", "2026-11-20"), ("redo yesterday's test by monday", "2026-11-23"),
        ])
    func pastDays(line: String, day: String) throws {
        #expect(try due(line) == .day(day))
    }

    @Test(
        "Parts of the day with a lead, 'now' and 'subito' are today; spans in hours and minutes run from now",
        arguments: [
            ("ripasso nel pomeriggio", "2026-11-19"), ("essay in the evening", "2026-11-19"),
            ("esercizi in serata", "2026-11-19"), ("compiti subito", "2026-11-19"), ("call right now", "2026-11-19"),
            ("quiz in 15 minutes", "2026-11-19"), ("verifica tra mezz'ora", "2026-11-19"),
            ("test in a couple of hours", "2026-11-19"), ("test in 20 hours", "2026-11-20"),
            ("test in 24hrs", "2026-11-20"), ("ripasso tra un quarto d'ora", "2026-11-19"),
            ("essay 7 days hence", "2026-11-26"), ("tema dopo 5 giorni", "2026-11-24"),
            ("project within 2 weeks", "2026-12-03"), ("read in 1/2 hour", "2026-11-19"),
        ])
    func partsAndSpans(line: String, day: String) throws {
        #expect(try due(line) == .day(day))
    }

    @Test(
        "A range of days is due on its first; a year after a named date or an nth weekday is kept",
        arguments: [
            ("gita dal 13 al 15 luglio", "2027-07-13"), ("trip July 13-15", "2027-07-13"),
            ("stage 13-15 luglio", "2027-07-13"), ("gita tra il 3 e il 5 dicembre", "2026-12-03"),
            ("exam April 14, 2027", "2027-04-14"), ("esame il terzo martedì di settembre 2027", "2027-09-21"),
            ("esame il 1° martedì del mese di marzo", "2027-03-02"), ("test 2nd friday of january", "2027-01-08"),
            ("relazione l'ultimo giorno di febbraio", "2027-02-28"), ("test friday after next", "2026-11-27"),
            ("verifica 31/10/74", "1974-10-31"), ("verifica 27/11/26", "2026-11-27"),
        ])
    func rangesAndYears(line: String, day: String) throws {
        #expect(try due(line) == .day(day))
    }

    @Test(
        "An hour with a part of the day needs no marker; 'per le', 'dopo le', 'dalle' lead a time",
        arguments: [
            ("verifica le tre del pomeriggio", "15:00"), ("test 3 in the AM", "03:00"), ("test 3 oclock pm", "15:00"),
            ("tema per le 15", "15:00"), ("ripasso dopo le 14", "14:00"), ("prova prima delle 11", "11:00"),
            ("test 3:15p", "15:15"), ("incontro 8 della sera", "20:00"),
        ])
    func unmarkedTimes(line: String, time: String) throws {
        let task = try parser.parse(line, today: thursday, now: ten)
        #expect(task.dueTime == TimeOfDay(hour: Int(time.prefix(2))!, minute: Int(time.suffix(2))!))
    }

    @Test(
        "A weekday and a date after a comma, a month and an ordinal word, 'dal 20', 'on the 15' at the end",
        arguments: [
            ("exam Fri, Sep 24", "2027-09-24"), ("test march first", "2027-03-01"), ("stage dal 20", "2026-11-20"),
            ("gita dal primo", "2026-12-01"), ("essay on the 25", "2026-11-25"), ("ripasso la sera", "2026-11-19"),
        ])
    func moreDays(line: String, day: String) throws {
        #expect(try due(line) == .day(day))
    }

    @Test(
        "More holidays of the Italian year, and a few English ones",
        arguments: [
            ("festa della mamma", "2027-05-09"), ("festa del papà", "2027-03-19"), ("giorno dei morti", "2027-11-02"),
            ("festa dei lavoratori", "2027-05-01"), ("festa del lavoro", "2027-05-01"),
            ("festa degli innamorati", "2027-02-14"), ("xmas", "2026-12-25"), ("memorial day", "2027-05-31"),
            ("mother's day", "2027-05-09"), ("independence day", "2027-07-04"),
        ])
    func moreHolidays(phrase: String, day: String) throws {
        #expect(try due("gita \(phrase)") == .day(day))
    }

    @Test(
        "Counts stay counts: ranges of pages, cantos and exercises, fractions of an hour, 'last week of'",
        arguments: [
            "esercizi dal 3 al 5", "leggere i canti 1-3", "pagine 10 to 20", "read for 1/2 hour", "le 3 pagine",
            "esercizi dal 3", "read the 3 chapters",
            "studiare l'ultima settimana di settembre del 1943",
        ])
    func countsStayCounts(line: String) throws {
        #expect(try due(line) == nil)
    }
}
