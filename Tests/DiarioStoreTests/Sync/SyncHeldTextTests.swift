import DiarioDomain
import DiarioSync
import DiarioTestSupport
import Foundation
import GRDB
import Testing

@testable import DiarioStore

/// A page's text is kept once: the shadow holds it by digest while the page holds it, and has it whole again before
/// the page loses it (a new reading, a deletion), in a snapshot and after a restore.
@Suite("Page text held by the table")
struct SyncHeldTextTests {
    /// A clock that moves a minute at each reading, so that stamps are far apart.
    final class Minutes: @unchecked Sendable {
        var now = Date(timeIntervalSince1970: 1_795_700_000)
    }

    let directory = TemporaryDirectory()
    let minutes = Minutes()
    var folder: String { directory.file("shared") }
    var clock: DiarioClock {
        let minutes = self.minutes
        return DiarioClock(timeZone: LocalTimeZone(identifier: "Europe/Rome")!) {
            minutes.now += 60
            return minutes.now
        }
    }

    func device(_ name: String) throws -> DiarioStore {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let store = try DiarioStore.open(path: directory.file(name + ".sqlite"), clock: clock)
        try store.setUpSync(device: name, folder: folder)
        return store
    }

    /// The page states of a device's shadow, as stored.
    func pageStates(of name: String) throws -> [String] {
        let queue = try DatabaseQueue(path: directory.file(name + ".sqlite"))
        defer { try? queue.close() }
        return try queue.read { db in
            try String.fetchAll(db, sql: "SELECT state FROM syncRow WHERE kind = 'material_page' ORDER BY identity")
        }
    }

    /// A material of history notes from a file, with ``pages``, added on `store`.
    func notes(_ title: String, hash: Character, on store: DiarioStore) throws -> StudyMaterial {
        let file = MaterialFile(
            sha256: String(repeating: hash, count: 64), originalName: "notes.md", format: .markdown, byteCount: 10)
        return try store.addMaterial(
            StudyMaterial(title: title, subjectKey: "history", kind: .notes, createdAt: Date(), file: file),
            pages: Self.pages)
    }

    func texts(_ store: DiarioStore) throws -> [String] {
        try store.allMaterials().flatMap { try store.pages(ofMaterial: $0.id ?? 0).map(\.text) }
    }

    func sync(_ stores: [DiarioStore], rounds: Int = 2) throws {
        for _ in 0..<rounds {
            for store in stores { _ = try store.synchronize(replay: SyncPropertyTests.replay) }
        }
    }

    static let pages = [
        String(repeating: "Il feudo era la terra che il re dava al vassallo in cambio di fedeltà. ", count: 20),
        String(repeating: "Il vassallo giurava omaggio al signore e riceveva il beneficio. ", count: 20),
    ]

    @Test(
        "A page's text is held by digest, comes back whole before a new reading or a deletion, and every device converges"
    )
    func heldThroughChanges() throws {
        let laptop = try device("laptop"), phone = try device("phone")
        let material = try notes("Il feudo", hash: "c", on: laptop)
        try sync([laptop, phone])
        #expect(try texts(phone) == Self.pages)
        for name in ["laptop", "phone"] {
            let states = try pageStates(of: name)
            #expect(states.count == 2 && states.allSatisfy { $0.contains("\"held\"") }, "\(name): \(states)")
            #expect(states.allSatisfy { $0.utf8.count < 300 }, "\(name) copies the text")
        }
        // A new reading on the phone changes one page: the phone's shadow has the old text back, and publishes the new.
        let read = [Self.pages[0], "Una pagina letta di nuovo: il beneficio e l'omaggio."]
        try phone.recordReading(ofMaterial: try #require(phone.allMaterials().first?.id), status: .done, pages: read)
        #expect(try pageStates(of: "phone").filter { $0.contains(Self.pages[1].prefix(40)) }.count == 1)
        try sync([phone, laptop])
        #expect(try texts(laptop) == read)
        // Deleted on the laptop: its tombstones keep the texts whole; undone, the pages come back everywhere.
        _ = try laptop.removeMaterial(id: try #require(material.id))
        #expect(try pageStates(of: "laptop").allSatisfy { !$0.contains("\"held\"") })
        try sync([laptop, phone])
        #expect(try texts(phone).isEmpty)
        _ = try laptop.undoLastChange()
        try sync([laptop, phone])
        #expect(try texts(phone) == read && texts(laptop) == read)
        // A new device starts from the laptop's snapshot, which carries the texts whole.
        #expect(try laptop.writeSyncSnapshot().written != nil)
        let tablet = try device("tablet")
        let first = try tablet.synchronize(replay: SyncPropertyTests.replay)
        #expect(first.snapshotRead == "laptop")
        #expect(try texts(tablet) == read)
        let exports = try [laptop, phone, tablet].map(SyncPropertyTests.export)
        #expect(exports[0] == exports[1] && exports[1] == exports[2])
    }

    @Test("A backup restored over a page read again since: its text travels, and the shadow holds only what pages hold")
    func restoredBackup() throws {
        let laptop = try device("laptop"), phone = try device("phone")
        let material = try notes("Il vassallo", hash: "d", on: laptop)
        try sync([laptop, phone])
        let backup = try laptop.backUp(to: directory.file("prima.sqlite"))
        let read = [
            Self.pages[0], String(repeating: "Una nuova lettura della seconda pagina, più lunga di prima. ", count: 3),
        ]
        try laptop.recordReading(ofMaterial: try #require(material.id), status: .done, pages: read)
        try sync([laptop, phone])
        #expect(try texts(phone) == read)
        _ = try DiarioStore.restore(databaseAt: laptop.path, from: backup, clock: clock)
        #expect(try texts(laptop) == Self.pages)
        // The kept shadow held the new reading by digest; the restored second page holds the old one, the first
        // page the same text.
        #expect(try pageStates(of: "laptop").filter { $0.contains("\"held\"") }.count == 1, "only the first page")
        try sync([laptop, phone])
        #expect(try texts(phone) == Self.pages, "the restore travels")
        #expect(try SyncPropertyTests.export(laptop) == SyncPropertyTests.export(phone))
        #expect(try pageStates(of: "laptop").allSatisfy { $0.contains("\"held\"") }, "held again once published")
    }
}
