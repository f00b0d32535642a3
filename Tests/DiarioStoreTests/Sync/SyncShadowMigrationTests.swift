import DiarioDomain
import DiarioSync
import DiarioTestSupport
import Foundation
import GRDB
import Testing

@testable import DiarioStore

/// v22: the shadow keeps one stamp a row and the columns changed since with their own, on fixtures made by the last
/// binary before it (`scripts/make-v21-sync-fixture.sh`).
@Suite("The compact shadow's migration (v22)")
struct SyncShadowMigrationTests {
    /// Each row's state in a device's shadow, by kind and identity, as this device reads it (a page's held text read
    /// back from the page), and the bytes the states take.
    func shadow(of path: String) throws -> (states: [String: SyncRowState], bytes: Int, held: Int) {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { db in
            let shadow = SyncShadow(db: db, device: "")
            var states: [String: SyncRowState] = [:]
            var bytes = 0
            var held = 0
            for row in try Row.fetchAll(db, sql: "SELECT kind, identity, state FROM syncRow") {
                let text: String = row["state"]
                let kind: String = row["kind"]
                states[kind + " " + row["identity"]] = try shadow.state(kind: kind, row: row["identity"])
                bytes += text.utf8.count
                if text.contains("\"held\"") { held += 1 }
            }
            return (states, bytes, held)
        }
    }

    @Test(
        "Two v21 devices migrate with every row's state the same in fewer bytes; the v21 snapshot starts a new device; all three converge"
    )
    func v22() throws {
        let directory = TemporaryDirectory()
        let root = directory.file("v21-sync")
        try FileManager.default.copyItem(atPath: Fixtures.path("db/v21-sync"), toPath: root)
        let folder = root + "/folder"
        var before: [String: (states: [String: SyncRowState], bytes: Int, held: Int)] = [:]
        for device in ["laptop", "phone"] {
            let queue = try DatabaseQueue(path: root + "/\(device).sqlite")
            // The fixture's folder was the script's; it is moved here.
            try queue.write { db in
                try db.execute(sql: "UPDATE syncState SET value = ? WHERE key = 'folder'", arguments: [folder])
            }
            try queue.close()
            before[device] = try shadow(of: root + "/\(device).sqlite")
        }
        #expect(before["laptop"]?.states.values.contains { $0.isDeleted } == true, "the fixture holds a tombstone")
        let clock = DiarioClock(
            timeZone: LocalTimeZone(identifier: "Europe/Rome")!, now: { Date(timeIntervalSince1970: 1_795_700_000) })
        var stores: [String: DiarioStore] = [:]
        for device in ["laptop", "phone"] {
            let store = try DiarioStore.open(path: root + "/\(device).sqlite", clock: clock)
            #expect(try store.appliedMigrations() == DiarioStore.knownMigrations)
            stores[device] = store
            let after = try shadow(of: root + "/\(device).sqlite")
            #expect(after.states == before[device]?.states, "\(device): a state changed meaning")
            #expect(after.bytes * 2 < before[device]?.bytes ?? 0, "\(device): \(after.bytes) bytes, not half")
            #expect(after.held == 1, "\(device): the long page's text is held by its page")
        }
        // A new device starts from the laptop's v21 snapshot (the laptop's first files are gone).
        let tablet = try DiarioStore.open(path: directory.file("tablet.sqlite"), clock: clock)
        try tablet.setUpSync(device: "tablet", folder: folder)
        stores["tablet"] = tablet
        let first = try tablet.synchronize(replay: SyncPropertyTests.replay)
        #expect(first.snapshotRead == "laptop")
        // Each device changes something, then all sync twice.
        let laptop = try #require(stores["laptop"]), phone = try #require(stores["phone"])
        _ = try laptop.addTask(task("Ripasso del feudo", due: "2026-12-02"))
        let open = try #require(try phone.tasks(.allOpen).first { $0.title.hasPrefix("verifica") })
        _ = try phone.completeTask(id: try #require(open.id), at: clock.now()) { _ in nil }
        for _ in 0..<2 {
            for device in ["laptop", "phone", "tablet"] {
                _ = try stores[device]?.synchronize(replay: SyncPropertyTests.replay)
            }
        }
        let exports = try ["laptop", "phone", "tablet"].map { try SyncPropertyTests.export(#require(stores[$0])) }
        #expect(exports[0] == exports[1] && exports[1] == exports[2], "the three devices differ")
        #expect(exports[0].contains { $0.contains("Ripasso del feudo") })
        #expect(exports[0].contains { $0.contains("verifica di storia: il feudo") }, "the phone's edit is kept")
        #expect(!exports[0].contains { $0.contains("esercizi 4 e 5") }, "the deleted task stays deleted")
    }
}
