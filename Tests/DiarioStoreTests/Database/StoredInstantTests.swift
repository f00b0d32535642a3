import DiarioDomain
import Foundation
import GRDB
import Testing

@testable import DiarioStore

/// The store writes and reads instants itself instead of through GRDB's `Date` conversion (which loads ICU): the
/// text must be GRDB's to the byte, or old and new rows would not sort and compare alike.
@Suite("Instants as the database keeps them")
struct StoredInstantTests {
    /// Instants over three centuries, with fractions that sit on millisecond edges.
    static var instants: [Date] {
        var generator = SystemRandomNumberGenerator()
        var dates = [0, 0.0005, 0.9999, 1.001, -0.0005, -1.5, 1_795_300_000.123, 1_795_300_000.9996, 4_102_444_799.999]
            .map(Date.init(timeIntervalSince1970:))
        for _ in 0..<5_000 {
            dates.append(
                Date(timeIntervalSince1970: Double.random(in: -2_208_988_800...4_102_444_800, using: &generator)))
        }
        return dates
    }

    @Test("Written text is GRDB's own, byte for byte, and reads back as the same millisecond")
    func writtenAsGRDBWrites() throws {
        for date in Self.instants {
            let ours = StoredInstant(date)
            #expect(ours.text == date.databaseValue.storage.text, "\(date.timeIntervalSince1970)")
            let back = try #require(StoredInstant.fromDatabaseValue(ours.databaseValue))
            let expected = (date.timeIntervalSince1970 * 1_000 + 0.5).rounded(.down) / 1_000
            #expect(abs(back.date.timeIntervalSince1970 - expected) < 0.000_001, "\(ours.text)")
        }
    }

    @Test("Every form GRDB reads is read to the same instant, from a value and from a query's column")
    func readsWhatGRDBReads() throws {
        let texts = [
            "2026-11-23", "2026-11-23 17:40", "2026-11-23 17:40:05", "2026-11-23 17:40:05.250",
            "2026-11-23T17:40:05.250", "2026-11-23 17:40:05.123456789", "2026-11-23T17:40:05Z",
            "2026-11-23T18:40:05+01:00", "1969-12-31 23:59:59.999",
        ]
        let queue = try DatabaseQueue()
        for text in texts {
            let grdb = try #require(Date.fromDatabaseValue(text.databaseValue), "\(text)")
            let ours = try #require(StoredInstant.fromDatabaseValue(text.databaseValue), "\(text)")
            #expect(abs(ours.date.timeIntervalSince1970 - grdb.timeIntervalSince1970) < 0.000_001, "\(text)")
            let column = try queue.read { db in try StoredInstant.fetchOne(db, sql: "SELECT ?", arguments: [text]) }
            #expect(column == ours, "\(text)")
        }
        let numbers = try queue.read { db in
            try StoredInstant.fetchAll(db, sql: "SELECT 1795300000 UNION ALL SELECT 1.5")
        }
        #expect(numbers.map(\.date.timeIntervalSince1970) == [1_795_300_000, 1.5])
        for bad in ["", "2026-02-30", "2026-11-23 25:00", "2026-11-23 17:40:", "yesterday", "2026-11-23 17:40:05."] {
            #expect(StoredInstant.fromDatabaseValue(bad.databaseValue) == nil, "\(bad)")
        }
    }
}
