import DiarioTestSupport
import Foundation
import Testing

/// Tests linked to cards, the plan before them, and quizzes that follow it, through the real binary.
@Suite("Reviews planned around tests")
struct ExamPlanTests {
    let home = TemporaryDirectory()

    func diario(at now: String) -> DiarioProcess {
        DiarioProcess(database: home.file("diario.sqlite"), now: now, home: home.path)
    }

    var today: DiarioProcess { diario(at: "2026-11-23T16:00") }

    /// Sixty history cards with mixed histories made by quizzing them at earlier dates: learnt in September, some
    /// forgotten in October, a few reviewed in November; on 23 November some are overdue and some are not.
    func makeDeck() throws {
        let csv = (1...60).map { "domanda di storia \($0),risposta \($0)" }.joined(separator: "\n")
        let file = home.file("storia.csv")
        try (csv + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        #expect(
            try diario(at: "2026-09-01T15:00").run(["cards", "import", file, "--subject", "history"]).exitCode == 0)
        let sessions: [(now: String, limit: Int, ratings: [String])] = [
            ("2026-09-01T16:00", 60, ["3"]),
            ("2026-09-02T16:00", 60, ["4", "3", "3", "2"]),
            ("2026-10-15T16:00", 40, ["3", "1", "3"]),
            ("2026-11-10T16:00", 15, ["3", "4", "1"]),
        ]
        for session in sessions {
            let answers = (0..<session.limit).map { "\n" + session.ratings[$0 % session.ratings.count] + "\n" }
            let result = try diario(at: session.now).run(
                ["quiz", "--subject", "history", "--limit", String(session.limit)], stdin: answers.joined())
            #expect(result.exitCode == 0, "\(result.stderr)")
        }
    }

    @Test("Tests asked for with days are the tests of those days, homework left out; without days, all coming ones")
    func testsOfSomeDays() throws {
        for line in [
            "verifica di storia giovedì", "interrogazione di fisica giovedì 3 dicembre", "compiti di mate giovedì",
        ] {
            #expect(try today.run(["add", line]).exitCode == 0)
        }
        let week = try today.run([], stdin: "che verifiche ho questa settimana?\n")
        #expect(week.exitCode == 0, "\(week.stderr)")
        #expect(week.stdout.contains("Verifica di storia") && !week.stdout.contains("Interrogazione di fisica"))
        #expect(!week.stdout.contains("Compiti di mate"), "\(week.stdout)")
        let english = try today.run(["--lang", "en"], stdin: "any tests next week?\n")
        #expect(english.stdout.contains("Interrogazione di fisica") && !english.stdout.contains("Verifica di storia"))
        let none = try today.run(["--lang", "en"], stdin: "tests on saturday?\n")
        #expect(none.stdout.contains("No test, oral or exam on Sat 28 Nov"), "\(none.stdout)")
        // A test of no subject is listed too, and so is one of a day already past.
        #expect(try today.run(["add", "verifica mercoledì 25 novembre"]).exitCode == 0)
        let unnamed = try today.run([], stdin: "che verifiche ho questa settimana?\n")
        #expect(
            unnamed.stdout.contains("mer 25 nov") && unnamed.stdout.contains("Verifica di storia"), "\(unnamed.stdout)")
        let past = try diario(at: "2026-11-26T16:00").run([], stdin: "che verifiche c'erano ieri?\n")
        #expect(past.stdout.contains("mer 25 nov"), "\(past.stdout)")
        let all = try today.run([], stdin: "che verifiche ho?\n")
        #expect(all.stdout.contains("Verifica di storia") && all.stdout.contains("Interrogazione di fisica"))
    }

    func plan(_ arguments: [String] = []) throws -> [[String: Any]] {
        let result = try today.run(["plan", "--json"] + arguments)
        #expect(result.exitCode == 0, "\(result.stderr)")
        return try #require(try json(result.stdout) as? [[String: Any]])
    }

    @Test("60 cards, some overdue, a test in 7 days: the plan keeps the budget and reaches the target no review would")
    func planForAWeek() throws {
        try makeDeck()
        let cards = try #require(try json(try today.run(["cards", "--json"]).stdout) as? [[String: Any]])
        let overdue = cards.filter { ($0["due"] as? String ?? "") < "2026-11-23T15:00:00Z" }.count
        #expect(overdue > 5 && overdue < 60, "overdue: \(overdue)")
        #expect(try today.run(["add", "verifica di storia il 30 novembre"]).exitCode == 0)

        let tests = try plan()
        #expect(tests.count == 1)
        let test = try #require(tests.first)
        #expect(test["task_id"] as? Int == 1 && test["due"] as? String == "2026-11-30")
        #expect(test["subject"] as? String == "history" && test["cards"] as? Int == 60)
        #expect(test["target"] as? Double == 0.95 && test["budget"] as? Int == 30)
        let without = try #require(test["recall_without_plan"] as? Double)
        let with = try #require(test["recall_with_plan"] as? Double)
        #expect(without < 0.95 && with >= 0.95, "without \(without), with \(with)")
        #expect(test["meets_target"] as? Bool == true && test["cards_short"] as? Int == 0)
        let days = try #require(test["days"] as? [[String: Any]])
        var planned = Set<Int>()
        for day in days {
            let date = try #require(day["date"] as? String)
            let ids = try #require(day["cards"] as? [Int])
            #expect(date >= "2026-11-23" && date < "2026-11-30")
            #expect(ids.count <= 30 && Set(ids).count == ids.count)
            planned.formUnion(ids)
        }
        #expect(planned.count >= overdue, "every overdue card is below the target on the day")

        // A budget too small for the week: said, with the budget that would do.
        let tight = try #require(try plan(["--budget", "2"]).first)
        #expect(tight["meets_target"] as? Bool == false && (tight["cards_short"] as? Int ?? 0) > 0)
        #expect((tight["budget_needed"] as? Int ?? 0) > 2)
        let text = try today.run(["plan", "--budget", "2"])
        #expect(text.stdout.contains("Obiettivo 95% non raggiunto"), "\(text.stdout)")
        #expect(text.stdout.contains("carte al giorno (diario plan --budget"), "\(text.stdout)")

        // `exams` says the same figures; the agenda says today's cards.
        let exams = try #require(try json(try today.run(["exams", "--json"]).stdout) as? [[String: Any]])
        let todayIds = try #require(days.first { $0["date"] as? String == "2026-11-23" }?["cards"] as? [Int])
        #expect(exams.first?["cards_today"] as? Int == todayIds.count)
        #expect(exams.first?["recall_with_plan"] as? Double == with)
        let agenda = try today.run(["list"])
        #expect(
            agenda.lines.contains("Verifica di storia tra 7 giorni: \(todayIds.count) carte oggi"), "\(agenda.stdout)")
        let english = try today.run(["list", "--lang", "en"])
        #expect(english.lines.contains("Verifica di storia in 7 days: \(todayIds.count) cards today"))

        // The quiz takes today's planned cards first and logs why; reviewed, they leave today's plan.
        let answers = String(repeating: "\n3\n", count: 4)
        let quiz = try today.run(["quiz", "--json", "--limit", "4"], stdin: answers)
        let reviews = try quiz.lines.dropLast().map { try #require(try json($0) as? [String: Any]) }
        #expect(reviews.map { $0["card"] as? Int } == todayIds.prefix(4).map { $0 })
        #expect(reviews.allSatisfy { $0["reason"] as? String == "plan" })
        let after = try #require(try plan().first?["days"] as? [[String: Any]])
        let stillToday = Set(after.first { $0["date"] as? String == "2026-11-23" }?["cards"] as? [Int] ?? [])
        #expect(stillToday.isDisjoint(with: todayIds.prefix(4)))
        #expect(stillToday.count <= todayIds.count - 4, "reviews done today count against today's budget")
        let export = try today.run(["export"])
        let logged = try export.lines.compactMap { try json($0) as? [String: Any] }
            .filter { $0["type"] as? String == "review" }.suffix(4)
        #expect(logged.map { $0["reason"] as? String } == ["plan", "plan", "plan", "plan"])
    }

    @Test("Preparing a test: its planned cards first, in words or as a command; an unknown test is one clear line")
    func prepare() throws {
        try makeDeck()
        #expect(try today.run(["add", "verifica di storia il 30 novembre"]).exitCode == 0)
        let words = try today.run([], stdin: "prepara la verifica di storia\n" + String(repeating: "\n3\n", count: 2))
        #expect(words.exitCode == 0, "\(words.stderr)")
        #expect(words.lines.first == "Prepariamo: #1 Verifica di storia · 📜 Storia · lun 30 nov (tra 7 giorni)")
        #expect(
            words.lines.dropFirst().first?.hasSuffix("carte da ripassare. Invio mostra la risposta; /stop termina.")
                == true)

        let todayIds = try #require(
            try plan().first.flatMap { ($0["days"] as? [[String: Any]])?.first?["cards"] as? [Int] })
        let command = try today.run(["prepare", "history", "--json", "--limit", "2"], stdin: "\n3\n\n3\n")
        let shown = try command.lines.dropLast().map { try #require(try json($0) as? [String: Any]) }
        #expect(shown.count == 2 && shown.allSatisfy { $0["reason"] as? String == "plan" })
        #expect(Set(shown.compactMap { $0["card"] as? Int }).isSubset(of: Set(todayIds)))

        // The offline coach proposes the plan's quiz.
        let coach = try today.run(["coach", "non so da dove cominciare"])
        #expect(coach.exitCode == 0, "\(coach.stderr)")
        #expect(coach.stdout.contains("Per Verifica di storia (tra 7 giorni) il piano ti dà "), "\(coach.stdout)")
        #expect(coach.stdout.contains("da ripassare oggi: scrivi /prepare history e cominciamo."))

        let none = try today.run(["prepare", "musica"])
        #expect(none.exitCode == 1 && none.stdout.isEmpty)
        #expect(
            none.stderr
                == "Non hai verifiche di Musica in arrivo: aggiungine una, per esempio «verifica di Musica giovedì».\n")
        let bad = try today.run(["plan", "--target", "1.5", "--lang", "en"])
        #expect(bad.exitCode == 2 && bad.stderr.split(separator: "\n").count == 1, "\(bad.stderr)")
        #expect(bad.stderr.contains("\"1.5\" is not a valid value for --target"))
    }

    @Test("A test that names a tag is linked to those cards only; saved settings are used by the next plan")
    func tagsAndSettings() throws {
        for text in ["spedizione dei Mille :: 1860", "breccia di Porta Pia :: 1870"] {
            #expect(
                try today.run(["cards", "add", "--subject", "history", "--tag", "risorgimento", text]).exitCode == 0)
        }
        #expect(try today.run(["cards", "add", "--subject", "history", "caduta di Roma :: 476"]).exitCode == 0)
        #expect(try today.run(["add", "interrogazione di storia il 4 dicembre sul Risorgimento"]).exitCode == 0)
        #expect(try today.run(["add", "verifica di storia il 10 dicembre"]).exitCode == 0)
        let exams = try #require(try json(try today.run(["exams", "--json"]).stdout) as? [[String: Any]])
        #expect(exams.map { $0["cards"] as? Int } == [2, 3])
        #expect(exams.first?["tags"] as? [String] == ["risorgimento"])
        #expect(exams.first?["kind"] as? String == "oral")

        let saved = try today.run(["plan", "--target", "0.9", "--budget", "1", "--days", "14", "--save"])
        #expect(saved.exitCode == 0, "\(saved.stderr)")
        #expect(
            saved.lines.first?.hasPrefix("Impostazioni del piano salvate: obiettivo 90%, 1 carta al giorno") == true)
        let next = try plan()
        #expect(next.count == 1, "the test of 10 December is beyond 14 days")
        #expect(next.first?["target"] as? Double == 0.9 && next.first?["budget"] as? Int == 1)
        let nothing = try today.run(["plan", "--save"])
        #expect(nothing.exitCode == 2)
    }
}
