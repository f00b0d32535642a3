import DiarioDomain
import DiarioTestSupport
import Foundation
import Testing

@testable import DiarioLanguage

@Suite("Typo forgiveness")
struct TypoForgivenessTests {
    @Test(
        "One edit in a closed-vocabulary word of five letters or more is read as the word",
        arguments: [
            ("verifcia", "verifica"), ("homewrok", "homework"), ("mercoeldi", "mercoledi"), ("febraio", "febbraio"),
            ("tomorow", "tomorrow"), ("histroy", "history"), ("interrogazone", "interrogazione"),
            ("stria", "storia"), ("venedri", "venerdi"),
        ])
    func forgiven(_ pair: (String, String)) {
        #expect(TypoForgiveness.wordMeant(by: pair.0) == pair.1)
    }

    @Test(
        "Words of either language, short words and words two edits away are left alone",
        arguments: ["testo", "storie", "consegnare", "dalle", "motorie", "tst", "wensday", "forse", "sposi"])
    func leftAlone(_ word: String) {
        #expect(TypoForgiveness.wordMeant(by: word) == nil)
    }

    /// Every committed corpus line with a closed-vocabulary word gets one random typo in one such word (seeded, so
    /// the run is the same every time): the reading stays the same in at least 90% of lines, and no typo ever turns
    /// a line into a different write made without asking.
    @Test("A typo in one closed-vocabulary word keeps the reading (≥ 90%) and never changes a write")
    func property() throws {
        let router = IntentRouter()
        var random = SeededGenerator(seed: 25)
        var tried = 0
        var kept = 0
        var changedWrites: [String] = []
        var changed: [String] = []
        for (text, now) in try Self.corpusLines() {
            let today = try #require(CalendarDay(iso: String(now.prefix(10))))
            let tokens = Tokenizer.tokenize(text)
            let candidates = tokens.filter {
                $0.kind == .word && TypoForgiveness.vocabulary.contains($0.folded)
                    && $0.text.unicodeScalars.allSatisfy { $0.isASCII && $0.properties.isAlphabetic }
            }
            guard !candidates.isEmpty else { continue }
            let token = candidates[random.next(below: candidates.count)]
            let typo = Self.oneEdit(of: Array(token.folded.utf8), random: &random)
            let bytes = Array(text.utf8)
            let typed =
                String(decoding: bytes[..<token.offsets.lowerBound], as: UTF8.self) + typo
                + String(decoding: bytes[token.offsets.upperBound...], as: UTF8.self)
            guard let original = try? router.route(text, today: today, fallback: .it),
                let misspelt = try? router.route(typed, today: today, fallback: .it)
            else { continue }
            tried += 1
            if Self.reading(original.request) == Self.reading(misspelt.request) {
                kept += 1
            } else {
                changed.append("\(text) → \(typed)")
                // A write the REPL asks about first is not made by the typo.
                if original.intent != misspelt.intent, Self.writes.contains(misspelt.intent),
                    !misspelt.needsConfirmation
                {
                    changedWrites.append("\(text) → \(typed): \(original.intent) became \(misspelt.intent)")
                }
            }
        }
        let share = Double(kept) / Double(max(tried, 1))
        print("typo property: \(kept)/\(tried) readings kept (\(Int((share * 1000).rounded()) / 10)%)")
        for line in changed { print("  ≠ \(line)") }
        #expect(tried >= 500)
        #expect(share >= 0.9)
        #expect(changedWrites.isEmpty, "\(changedWrites)")
    }

    static let writes: Set<Intent> = [
        .addTask, .completeTask, .moveTask, .logStudy, .setGoal, .addCard, .addSubject, .setLanguage,
    ]

    /// What a reading asks, without the title (which keeps the typo as typed).
    static func reading(_ request: Request) -> String {
        switch request {
        case .addTask(let task), .moveTask(let task, _):
            "\(request.intent) \(task.subjectKey ?? "-") \(task.kind) \(task.dueDate?.iso ?? "-") "
                + "\(task.dueTime?.iso ?? "-") \(task.priority) \(task.repeatRule?.description ?? "-")"
        case .completeTask(_, let subject), .quiz(let subject), .prepareTest(let subject), .listTests(_, let subject),
            .coach(_, let subject):
            "\(request.intent) \(subject ?? "-")"
        case .logStudy(let study): "\(request.intent) \(study.subjectKey ?? "-") \(study.minutes ?? 0)"
        case .listTasks(let range, let subject):
            "\(request.intent) \(subject ?? "-") \(range?.first.iso ?? "-") \(range?.last.iso ?? "-")"
        default: "\(request.intent)"
        }
    }

    /// One random edit that changes the word: a letter added, dropped or changed, or two neighbours swapped.
    static func oneEdit(of word: [UInt8], random: inout SeededGenerator) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz".utf8)
        while true {
            var typo = word
            let place = random.next(below: word.count)
            switch random.next(below: 4) {
            case 0: typo.insert(letters[random.next(below: 26)], at: place)
            case 1: typo.remove(at: place)
            case 2: typo[place] = letters[random.next(below: 26)]
            default:
                guard place + 1 < typo.count else { continue }
                typo.swapAt(place, place + 1)
            }
            if typo != word { return String(decoding: typo, as: UTF8.self) }
        }
    }

    /// The text and "now" of every line of the committed corpora (the closed blind file excepted).
    static func corpusLines() throws -> [(String, String)] {
        let files = [
            "nl/corpus.jsonl", "nl/unseen.jsonl", "nl/progress.jsonl", "nl/tests.jsonl", "nl/blind/blind-work.jsonl",
        ]
        return try files.flatMap { name in try LabelledCorpus.load(Fixtures.path(name)).map { ($0.text, $0.now) } }
    }
}
