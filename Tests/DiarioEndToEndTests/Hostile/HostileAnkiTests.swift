import DiarioTestSupport
import Foundation
import GRDB
import Testing
import ZIPFoundation

/// Anki packages built by hand with values Anki never writes: each is refused with one line, and nothing of it is
/// imported or left behind.
@Suite("Hostile Anki packages")
struct HostileAnkiTests {
    let diary = HostileDiary()

    /// A package whose collection has one note "front␟back" with one card and one review, after `change` (SQL run on
    /// the collection) has spoiled it.
    func package(_ name: String, spoiledBy change: String) throws -> String {
        let folder = diary.file("build-\(name)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let collection = try DatabaseQueue(path: folder + "/collection.anki2")
        try collection.write { db in
            try db.execute(
                sql: """
                    CREATE TABLE col (id INTEGER PRIMARY KEY, decks TEXT);
                    CREATE TABLE notes (id INTEGER PRIMARY KEY, tags, flds);
                    CREATE TABLE cards (id INTEGER PRIMARY KEY, nid, did, ord);
                    CREATE TABLE revlog (id INTEGER PRIMARY KEY, cid, ease, time);
                    INSERT INTO col VALUES (1, '{"1": {"name": "Storia"}}');
                    INSERT INTO notes VALUES (10, ' roma ', 'Chi fondò Roma?' || char(31) || 'Romolo');
                    INSERT INTO cards VALUES (20, 10, 1, 0);
                    INSERT INTO revlog VALUES (1700000000000, 20, 3, 4000);
                    """)
            try db.execute(sql: change)
        }
        try collection.close()
        let path = diary.file("\(name).apkg")
        let archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .create)
        try archive.addEntry(
            with: "collection.anki2", relativeTo: URL(fileURLWithPath: folder), compressionMethod: .deflate)
        try FileManager.default.removeItem(atPath: folder)
        return path
    }

    @Test("The package unspoiled imports: the hand-made collection is one Anki would read")
    func unspoiled() throws {
        let path = try package("fine", spoiledBy: "SELECT 1")
        let result = try diary.process.run(["cards", "import", path, "--lang", "en"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.lines == ["Imported 1 card."])
        try diary.expectWhole()
    }

    @Test(
        "NULL, wrong-typed and out-of-range values in every column read make the package damaged",
        arguments: [
            "UPDATE notes SET flds = NULL", "UPDATE notes SET flds = 42", "UPDATE cards SET did = 'storia'",
            "UPDATE cards SET did = NULL", "UPDATE revlog SET ease = NULL", "UPDATE revlog SET ease = 'good'",
            "UPDATE revlog SET time = NULL", "UPDATE revlog SET time = x'00ff'", "UPDATE revlog SET cid = 2.5",
            "UPDATE revlog SET id = 9000000000000000", "UPDATE revlog SET id = -5",
            "UPDATE revlog SET id = 1900000000000", "UPDATE notes SET tags = ' t' || char(0) || 'g '",
            "UPDATE notes SET flds = 'Roma' || char(0) || char(31) || 'Romolo'",
        ])
    func damaged(change: String) throws {
        let path = try package("spoiled", spoiledBy: change)
        let line = try diary.refuses(["cards", "import", path, "--lang", "en"])
        #expect(line.hasPrefix("\(path) is damaged:"), "\(change): \(line)")
    }

    @Test(
        "Values a lenient reader can take import: no tags, no deck list, a deck that is not in it",
        arguments: ["UPDATE notes SET tags = NULL", "UPDATE col SET decks = NULL", "UPDATE cards SET did = 99"])
    func lenient(change: String) throws {
        let path = try package("lenient", spoiledBy: change)
        let result = try diary.process.run(["cards", "import", path, "--lang", "en"])
        #expect(result.exitCode == 0, "\(change): \(result.stderr)")
        try diary.expectWhole()
    }

    @Test("A collection that unpacks past the limit is refused while unpacking, before it fills the disk")
    func bomb() throws {
        let folder = diary.file("bomb")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let zeros = Data(count: 1 << 20)
        let size = 260 << 20
        let path = diary.file("bomb.apkg")
        let archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .create)
        try archive.addEntry(
            with: "collection.anki2", type: .file, uncompressedSize: Int64(size), compressionMethod: .deflate
        ) { position, length in
            zeros.prefix(min(length, size - Int(position)))
        }
        let packed = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        #expect(packed < 1 << 20)
        let line = try diary.refuses(["cards", "import", path, "--lang", "en"])
        #expect(line.hasPrefix("\(path) is too large to import"), "\(line)")
    }

    @Test("A row spoiled by hand: listing says so in one line and names doctor; doctor names the table")
    func spoiledRow() throws {
        #expect(try diary.process.run(["cards", "add", "Roma :: 753 a.C."]).exitCode == 0)
        try DatabaseQueue(path: diary.file("diario.sqlite")).write { db in
            try db.execute(sql: "UPDATE studyCard SET due = 'presto'")
        }
        let listed = try diary.process.run(["cards", "--lang", "en"])
        #expect(listed.exitCode == 3)
        #expect(
            listed.stderr.hasSuffix(
                "holds a row with a value Diario cannot read; run diario doctor to see where, or restore a backup.\n"))
        let doctor = try diary.process.run(["doctor", "--lang", "en"])
        #expect(doctor.exitCode == 1)
        #expect(doctor.stdout.contains("(table: rows — studyCard: 1)"), "\(doctor.stdout)")
    }
}
