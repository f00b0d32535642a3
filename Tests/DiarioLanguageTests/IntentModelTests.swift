import DiarioDomain
import DiarioTestSupport
import Foundation
import Testing

@testable import DiarioLanguage

/// The learned intent model (issue 39): trained from the committed corpora, shipped as a resource, read as a second
/// reader beside the grammar.
@Suite("Intent model")
struct IntentModelTests {
    static func trainingLines() throws -> [LabelledLine] {
        try LabelledCorpus.manifest(Fixtures.path("nl/training.txt")).flatMap { try LabelledCorpus.load($0) }
    }

    @Test("Retraining from the committed corpora gives the committed weights (make model is deterministic)")
    func retrainingFindsTheCommittedWeights() throws {
        let shipped = try #require(IntentModel.bundled, "the model resource is missing or damaged")
        let retrained = try #require(IntentModel(encoded: IntentModelTrainer().train(Self.trainingLines()).encoded()))
        #expect(retrained.intents == shipped.intents && retrained.bucketCount == shipped.bucketCount)
        // Rounded to the same Int16 steps: a float that lands on the other side of a step's middle may differ by one.
        let step = (shipped.weights + shipped.bias).reduce(Float(0)) { max($0, abs($1)) } / 32767
        let differing = zip(retrained.weights + retrained.bias, shipped.weights + shipped.bias).count {
            abs($0 - $1) > step * 1.5
        }
        #expect(differing == 0, "\(differing) weights differ: run make model")
    }

    @Test("Every corpus the model learns from exists, and every line of it has a known intent")
    func manifestHoldsNoClosedFile() throws {
        let files = try LabelledCorpus.manifest(Fixtures.path("nl/training.txt"))
        #expect(files.count >= 21)
        // A closed file joins only after its one run; the next closed set must never be listed here before it.
        #expect(files.allSatisfy { FileManager.default.fileExists(atPath: $0) })
        for file in files {
            for line in try LabelledCorpus.load(file) { #expect(line.intent != nil, "\(file): \(line.text)") }
        }
    }

    @Test("Every intent has at least 150 labelled lines across the committed corpora, both languages")
    func everyIntentHasLines() throws {
        let folder = Fixtures.path("nl")
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".jsonl") }
        var counts: [Intent: Int] = [:]
        var languages: [Intent: Set<String>] = [:]
        for file in files {
            for line in try LabelledCorpus.load(folder + "/" + file) {
                guard let intent = line.intent else { continue }
                counts[intent, default: 0] += 1
                if case .text(let language) = line.expect["language"] {
                    languages[intent, default: []].insert(language)
                }
            }
        }
        for intent in Intent.allCases {
            #expect(counts[intent, default: 0] >= 150, "\(intent.rawValue): \(counts[intent, default: 0])")
            #expect(languages[intent] == ["it", "en"], "\(intent.rawValue)")
        }
    }

    @Test("A model's file survives encoding; a damaged one is refused, not trusted")
    func fileRoundTrip() throws {
        let shipped = try #require(IntentModel.bundled)
        let bytes = shipped.encoded()
        #expect(IntentModel(encoded: bytes) == shipped)
        #expect(IntentModel(encoded: Array(bytes.dropLast())) == nil)
        // A file that says it has no language head, yet holds one, is the wrong length.
        #expect(IntentModel(encoded: Array("DIM1".utf8) + bytes.dropFirst(4)) == nil)
        #expect(IntentModel(encoded: Array("DIM3".utf8) + bytes.dropFirst(4)) == nil)
        #expect(shipped.language != nil)
        #expect(IntentModel(encoded: []) == nil)
        var otherBuckets = bytes
        otherBuckets[5] ^= 0x01  // the bucket count, now not the features'
        #expect(IntentModel(encoded: otherBuckets) == nil)
        var repeated = bytes
        repeated[13..<21] = repeated[22..<30]  // "add_task" written over by "list_tas": a name read twice or unknown
        #expect(IntentModel(encoded: repeated) == nil)
        var unknownIntent = bytes
        unknownIntent[13] = UInt8(ascii: "Z")  // the first intent's name, "add_task", now "Zdd_task"
        #expect(IntentModel(encoded: unknownIntent) == nil)
    }

    @Test("The language head reads lines no word list knows, and a model without one still reads intents")
    func languageHead() throws {
        let shipped = try #require(IntentModel.bundled)
        let router = IntentRouter()
        let today = CalendarDay(iso: "2026-11-25")!
        for (line, language) in [("flashcards pls", InterfaceLanguage.en), ("verifica di storia venerdì", .it)] {
            #expect(try router.route(line, today: today, fallback: .it).language == language, "\(line)")
        }
        let headless = IntentModel(
            intents: shipped.intents, bucketCount: shipped.bucketCount, bias: shipped.bias, weights: shipped.weights)
        let bytes = headless.encoded()
        #expect(Array(bytes[0..<4]) == Array("DIM1".utf8))
        #expect(IntentModel(encoded: bytes)?.language == nil && IntentModel(encoded: bytes)?.intents == shipped.intents)
    }

    @Test("Labelled lines are read by one loader: a broken line names its file and line")
    func loaderNamesBrokenLines() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("bad.jsonl")
        try Data(
            "{\"text\": \"ok\", \"now\": \"2026-11-25T10:00\", \"expect\": {\"intent\": \"help\"}}\n{\"text\": 3}\n"
                .utf8
        ).write(to: URL(fileURLWithPath: path))
        #expect(throws: LabelledCorpus.ReadError.self) { try LabelledCorpus.load(path) }
        do {
            _ = try LabelledCorpus.load(path)
        } catch {
            #expect(error.description.hasSuffix("bad.jsonl:2: not a labelled line"))
        }
    }
}
