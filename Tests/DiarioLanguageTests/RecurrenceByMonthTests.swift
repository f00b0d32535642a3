import DiarioDomain
import DiarioLanguage
import Testing

/// Monthly and yearly recurrence in words, and a weekday named with an interval (issue 39, spec "Recurrence").
@Suite("Recurrence by month and year in words")
struct RecurrenceByMonthTests {
    let router = IntentRouter()
    let today = CalendarDay(iso: "2026-11-26")!  // a Thursday

    @Test(
        "Each phrasing gives its rule and the first occurrence as due day",
        arguments: [
            ("ogni mese il 5 pagare l'abbonamento del bus", "FREQ=MONTHLY;BYMONTHDAY=5", "2026-12-05"),
            ("every month on the 1st hand in the reading log", "FREQ=MONTHLY;BYMONTHDAY=1", "2026-12-01"),
            ("il primo lunedì del mese riunione del giornalino", "FREQ=MONTHLY;BYDAY=1MO", "2026-12-07"),
            ("the first Monday of every month school newspaper meeting", "FREQ=MONTHLY;BYDAY=1MO", "2026-12-07"),
            ("l'ultimo venerdì del mese consegnare il diario di lettura", "FREQ=MONTHLY;BYDAY=-1FR", "2026-11-27"),
            ("every year on 3 March renew the library card", "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3", "2027-03-03"),
            ("ogni anno il 3 marzo rinnovare la tessera", "FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=3", "2027-03-03"),
            ("il 15 di ogni mese versare la quota della palestra", "FREQ=MONTHLY;BYMONTHDAY=15", "2026-12-15"),
            ("ogni 15 del mese aggiornare il quaderno degli errori", "FREQ=MONTHLY;BYMONTHDAY=15", "2026-12-15"),
            ("the 1st of every month tidy the locker", "FREQ=MONTHLY;BYMONTHDAY=1", "2026-12-01"),
            ("every 3rd of the month check the reading log", "FREQ=MONTHLY;BYMONTHDAY=3", "2026-12-03"),
            ("fortnightly on mondays maths problem set", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO", "2026-11-30"),
            ("a settimane alterne il giovedì diario di lettura", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TH", "2026-11-26"),
            ("ogni quindici giorni il lunedì consegnare il tema", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO", "2026-11-30"),
            ("leggere 20 pagine ogni sera", "FREQ=DAILY", "2026-11-26"),
            ("3rd friday of the month debate club", "FREQ=MONTHLY;BYDAY=3FR", "2026-12-18"),
            ("every other week on tuesday chess club", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", "2026-12-01"),
            ("ogni due settimane il martedì lezione di chitarra", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", "2026-12-01"),
            (
                "ogni due anni il 3 marzo rinnovare il passaporto", "FREQ=YEARLY;INTERVAL=2;BYMONTH=3;BYMONTHDAY=3",
                "2027-03-03"
            ),
        ])
    func phrasing(line: String, rule: String, due: String) throws {
        let utterance = try router.route(line, today: today, fallback: .it)
        guard case .addTask(let task) = utterance.request else {
            Issue.record("\(line) → \(utterance.intent)")
            return
        }
        #expect(task.repeatRule?.description == rule, "\(line)")
        #expect(task.dueDate?.iso == due, "\(line)")
    }

    @Test(
        "The title keeps none of the words of the rule",
        arguments: [
            ("every other week on tuesday chess club", "Chess club"),
            ("il 15 di ogni mese versare la quota della palestra", "Versare la quota della palestra"),
        ])
    func titles(line: String, title: String) throws {
        let utterance = try router.route(line, today: today, fallback: .en)
        guard case .addTask(let task) = utterance.request else { return #expect(Bool(false)) }
        #expect(task.title == title)
    }

    @Test("Not a rule of the month: one day of next month, an amount after 'ogni mese'")
    func notMonthly() throws {
        let next = try router.route("verifica il primo lunedì del mese prossimo", today: today, fallback: .it)
        if case .addTask(let task) = next.request { #expect(task.repeatRule?.description != "FREQ=MONTHLY;BYDAY=1MO") }
        let amount = try router.route("ogni mese 10 pagine di lettura", today: today, fallback: .it)
        if case .addTask(let task) = amount.request {
            #expect(task.repeatRule?.description != "FREQ=MONTHLY;BYMONTHDAY=10")
            #expect(task.title.contains("10"))
        }
    }
}
