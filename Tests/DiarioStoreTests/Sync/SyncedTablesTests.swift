import DiarioTestSupport
import Foundation
import Testing

@testable import DiarioStore

/// The order the shadow keeps a row's values in (``SyncedTables/columns(of:)``) is written into every shadow and
/// snapshot since v22: it may only grow at the end. `Fixtures/golden/sync-columns.txt` holds it as v22 made it, one
/// kind a line.
@Suite("Synced tables")
struct SyncedTablesTests {
    @Test("Each synced kind's columns keep their order, new ones only at the end")
    func columnOrder() throws {
        let golden = try String(contentsOfFile: Fixtures.path("golden/sync-columns.txt"), encoding: .utf8)
        var listed: Set<String> = []
        for line in golden.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            guard let kind = words.first else { continue }
            listed.insert(kind)
            let columns = SyncedTables.columns(of: kind) ?? []
            #expect(Array(columns.prefix(words.count - 1)) == Array(words.dropFirst()), "\(kind): now \(columns)")
        }
        let now = SyncedTables.all.map {
            ([$0.type] + (SyncedTables.columns(of: $0.type) ?? [])).joined(separator: " ")
        }
        #expect(
            Set(SyncedTables.all.map(\.type)) == listed,
            "a kind new to sync goes into the golden file: \(now.joined(separator: "\n"))")
    }
}
