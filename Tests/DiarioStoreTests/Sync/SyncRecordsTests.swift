import DiarioDomain
import DiarioSync
import DiarioTestSupport
import Foundation
import GRDB
import Testing

@testable import DiarioStore

/// The records of sync's own tables, on a real file: how far each device is read never goes back, marks are sets,
/// and only the latest conflicts are kept.
@Suite("Sync's bookkeeping records")
struct SyncRecordsTests {
    func stamp(_ milliseconds: Int64, _ device: String) -> SyncStamp {
        SyncStamp(milliseconds: milliseconds, counter: 0, device: device)
    }

    @Test("How far a device is read moves on, never back; a skip keeps the stamp last read; a fork restarts it")
    func applied() throws {
        let t = try TestStore()
        try t.raw().write { db in
            try SyncAppliedRecord.advance("phone", to: 3, lastStamp: stamp(30, "phone"), in: db)
            try SyncAppliedRecord.advance("phone", to: 4, lastStamp: nil, in: db)  // file 4 skipped as damaged
            #expect(try SyncAppliedRecord.fetchOne(db, key: "phone")?.lastStamp == stamp(30, "phone").description)
            try SyncAppliedRecord.advance("phone", to: 2, lastStamp: stamp(99, "phone"), in: db)  // an older snapshot
            #expect(try SyncAppliedRecord.sequence(of: "phone", in: db) == 4)
            #expect(try SyncAppliedRecord.seenStamps(in: db) == [stamp(30, "phone")])
            try SyncAppliedRecord.advance("tablet", to: 1, lastStamp: stamp(5, "tablet"), in: db)
            #expect(try SyncAppliedRecord.progress(in: db) == ["phone": 4, "tablet": 1])
            try SyncAppliedRecord.restart("phone", after: 2, in: db)
            #expect(try SyncAppliedRecord.fetchOne(db, key: "phone")?.lastStamp == nil)
            #expect(try SyncAppliedRecord.sequence(of: "phone", in: db) == 2)
            #expect(try SyncAppliedRecord.sequence(of: "laptop", in: db) == 0)
        }
    }

    @Test("A row marked twice is marked once; marks are taken away one by one or all at once")
    func marks() throws {
        let t = try TestStore()
        try t.raw().write { db in
            try SyncPendingRecord.mark("task", "a", in: db)
            try SyncPendingRecord.mark("task", "a", in: db)
            try SyncPendingRecord.mark("card", "b", in: db)
            #expect(try SyncPendingRecord.marked(in: db) == ["task": ["a"], "card": ["b"]])
            #expect(try !SyncDirtyRecord.anyMarked(in: db), "the two tables are apart")
            try SyncPendingRecord.unmark("task", "a", in: db)
            #expect(try !SyncPendingRecord.isMarked("task", "a", in: db) && SyncPendingRecord.count(in: db) == 1)
            try SyncPendingRecord.unmarkAll(in: db)
            #expect(try SyncPendingRecord.count(in: db) == 0)
        }
    }

    @Test("Conflicts read back as kept, newest first, and only the latest hundred stay")
    func conflicts() throws {
        let t = try TestStore()
        try t.raw().write { db in
            for number in 0..<105 {
                try SyncConflictRecord.keep(
                    SyncConflict(
                        seenAt: Date(timeIntervalSince1970: 1_795_700_000 + Double(number)), kind: "task",
                        row: "r\(number)", device: "phone", event: .fieldOverwritten, title: "Ripasso",
                        field: "title", kept: "\"A\"", lost: "\"B\""), in: db)
            }
            #expect(try SyncConflictRecord.fetchCount(db) == 100)
            let latest = try SyncConflictRecord.latest(2, in: db)
            #expect(latest.map(\.row) == ["r104", "r103"])
            #expect(latest.first?.kept == "\"A\"" && latest.first?.lost == "\"B\"" && latest.first?.title == "Ripasso")
            #expect(latest.first?.seenAt == Date(timeIntervalSince1970: 1_795_700_104))
        }
    }
}
