import DiarioTestSupport
import Foundation

@testable import DiarioLanguage

/// Every line of every labelled corpus under `Fixtures/nl`, for checks that a hand-written reader reads each line as
/// what it replaced did.
enum CorpusLines {
    static func all() throws -> [String] {
        let root = Fixtures.path("nl")
        let files = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".jsonl") }
        return try files.flatMap { name in try LabelledCorpus.load(root + "/" + name).map(\.text) }
    }
}
