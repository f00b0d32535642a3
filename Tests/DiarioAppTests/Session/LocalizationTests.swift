import DiarioDomain
import DiarioLocalization
import DiarioTestSupport
import Foundation
import Testing

@Suite("Localization")
struct LocalizationTests {
    let italian = LocalizationManager(language: .it)
    let english = LocalizationManager(language: .en)

    @Test("Both languages have exactly the same keys, and none is empty")
    func sameKeys() {
        #expect(!italian.keys.isEmpty)
        #expect(italian.keys.subtracting(english.keys).sorted() == [])
        #expect(english.keys.subtracting(italian.keys).sorted() == [])
        for key in italian.keys {
            #expect(!italian.text(key).isEmpty && !english.text(key).isEmpty, "\(key)")
        }
    }

    @Test("Every key the sources name exists in both tables")
    func sourcesUseKnownKeys() throws {
        let root = DiarioProcess.packageRoot + "/Sources"
        let files = try #require(FileManager.default.enumerator(atPath: root)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        let pattern = try Regex(
            #""((?:error|import|task|list|subject|migration|relative|undo|ask|lang|help|repl|repeat|cli|coach|doctor)\.[A-Za-z.]+)""#
        )
        var used: Set<String> = []
        for file in files {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            for match in text.matches(of: pattern) {
                if let key = match.output[1].substring { used.insert(String(key)) }
            }
        }
        #expect(used.count > 40)
        // Dynamic families: subject names of the built-ins, kinds, priorities, weekdays, months.
        for kind in TaskKind.allCases { used.insert("kind.\(kind.rawValue)") }
        for priority in TaskPriority.allCases { used.insert("priority.\(priority.rawValue)") }
        for day in 1...7 { used.insert("weekday.short.\(day)") }
        for month in 1...12 { used.insert("month.short.\(month)") }
        for intent in ["quiz", "add_card"] { used.insert("later.\(intent)") }
        for topic in ["anxiety", "focus", "motivation", "method", "planning", "general"] {
            used.formUnion(["coach.offline.topic.\(topic)", "coach.offline.subject.\(topic)"])
        }
        for range in ["today", "tomorrow", "week", "overdue", "all", "agenda"] { used.insert("coach.range.\(range)") }
        for mark in ["ok", "warning", "error", "info"] { used.insert("doctor.mark.\(mark)") }
        for question in ["plan", "empty"] { used.insert("coach.offline.question.\(question)") }
        for failure in ["refused", "unresolved", "tls", "closed", "other"] { used.insert("error.coach.\(failure)") }
        for group in ["overdue", "today", "tomorrow", "week", "later", "undated"] { used.insert("list.group.\(group)") }
        for command in [
            "add", "list", "done", "edit", "delete", "undo", "study", "timer", "stats", "goals", "exams", "subjects",
            "coach",
            "lang", "help", "quit",
        ] {
            used.insert("help.command.\(command)")
        }
        for example in 1...6 { used.insert("help.example.\(example)") }
        for ordinal in [1, 2, 3, 4, -1] { used.insert("repeat.nth.\(ordinal)") }
        used.subtract([
            "help.command.", "help.example.", "list.group.", "coach.offline.topic.", "coach.offline.subject.",
            "coach.range.", "doctor.mark.", "coach.offline.question.", "error.coach.", "cli.value.", "repeat.nth.",
        ])
        let pluralKeys = [
            "list.count", "relative.inDays", "relative.overdueDays", "import.done", "subject.removed",
            "migration.subjectsAssigned", "error.subjectHasTasks", "repeat.days", "repeat.weeks", "repeat.weeksOn",
            "repl.prompt", "coach.offline.quizDue", "coach.offline.pomodoro", "coach.offline.streak",
            "coach.action.createCards", "coach.action.startQuiz", "coach.cardsAdded", "doctor.problems", "plan.cards",
            "plan.short", "plan.points", "error.material.hasCards", "lesson.imported", "calendar.exported",
            "sync.changes", "sync.status.published", "sync.status.unpublished",
            "sync.status.waiting",
            "calendar.keptOnServer", "calendar.unreadable", "calendar.deletedOnPhone", "calendar.pastSkipped",
            "export.materialFiles",
            "import.materialFiles", "sync.materialFiles",
        ]
        used.subtract(pluralKeys)
        for key in pluralKeys { used.formUnion(["\(key).one", "\(key).other"]) }
        for key in used.sorted() {
            #expect(italian.keys.contains(key), "missing in it: \(key)")
            #expect(english.keys.contains(key), "missing in en: \(key)")
        }
    }

    @Test("No command handler, session code or command-line help has a literal sentence: all text is in the tables")
    func noLiteralOutput() throws {
        var offenders: [String] = []
        let call = try Regex(#"(?:(?:\.out|\.err|\bprint)\(|\b(?:abstract|help|discussion):)\s*"((?:[^"\\]|\\.)*)""#)
        let interpolation = try Regex(#"\\\([^)]*\)"#)
        for folder in ["DiarioApp", "diario", "DiarioTerminal"] {
            let root = DiarioProcess.packageRoot + "/Sources/" + folder
            let files = try #require(FileManager.default.enumerator(atPath: root)).compactMap { $0 as? String }
                .filter { $0.hasSuffix(".swift") }
            #expect(!files.isEmpty, "\(folder)")
            for file in files {
                let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
                for match in text.matches(of: call) {
                    let literal = String(match.output[1].substring ?? "").replacing(interpolation, with: "")
                    if literal.contains(where: \.isLetter) {
                        offenders.append("\(folder)/\(file): \(match.output[0].substring ?? "")")
                    }
                }
            }
        }
        #expect(offenders == [])
    }

    @Test("Plurals and placeholders")
    func plurals() {
        #expect(italian.plural("list.count", count: 1) == "1 compito")
        #expect(italian.plural("list.count", count: 2) == "2 compiti")
        #expect(english.plural("list.count", count: 1) == "1 task")
        #expect(english.plural("list.count", count: 0) == "0 tasks")
    }

    @Test("Dates and relative days in both languages")
    func dates() {
        let friday = CalendarDay.day("2026-11-27")
        #expect(italian.shortDate(friday) == "ven 27 nov")
        #expect(english.shortDate(friday) == "Fri 27 Nov")
        let today = CalendarDay.day("2026-11-21")
        #expect(italian.relative(today.adding(days: 1), today: today) == "domani")
        #expect(italian.relative(today.adding(days: 3), today: today) == "tra 3 giorni")
        #expect(italian.relative(today.adding(days: -2), today: today) == "in ritardo di 2 giorni")
        #expect(english.relative(today.adding(days: 3), today: today) == "in 3 days")
        #expect(english.relative(today.adding(days: -1), today: today) == "yesterday")
        #expect(english.relative(today.adding(days: -2), today: today) == "2 days overdue")
    }
}
