import DiarioDomain
import DiarioTestSupport
import Foundation
import Testing

/// Files where they should not be: outputs that are devices, links or pipes, sync folders that are links or empty,
/// sync files that are huge or stamped far in the future.
@Suite("Hostile files and folders")
struct HostileFilesTests {
    let diary = HostileDiary()

    func fileType(_ path: String) throws -> FileAttributeType? {
        try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
    }

    @Test("An output that is a full device says so in one line, and the device stays a device")
    func fullDevice() throws {
        #expect(try diary.process.run(["add", "tema per lunedì"]).exitCode == 0)
        let line = try diary.refuses(["export", "--output", "/dev/full", "--lang", "en"])
        #expect(line == "Could not write /dev/full: the disk is full.")
        #expect(try fileType("/dev/full") == .typeCharacterSpecial)
        let calendar = try diary.refuses(["calendar", "export", "/dev/full", "--lang", "en"])
        #expect(calendar == "Could not write /dev/full: the disk is full.")
    }

    @Test("An output that is a link writes what it points to; /dev/stdout is written through; a new file is 0600")
    func linksAndStreams() throws {
        #expect(try diary.process.run(["add", "tema per lunedì"]).exitCode == 0)
        let target = diary.file("real.jsonl")
        try "old".write(toFile: target, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target)
        let link = diary.file("link.jsonl")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        #expect(try diary.process.run(["export", "--output", link]).exitCode == 0)
        #expect(try fileType(link) == .typeSymbolicLink)
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains("Tema"))
        let mode = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] as? Int
        #expect(mode == 0o640, "an existing file keeps its mode")

        let piped = try diary.process.run(["cards", "export", "--output", "/dev/stdout", "--format", "csv"])
        #expect(piped.exitCode == 0, "\(piped.stderr)")
        #expect(piped.stdout.hasPrefix("front,back"), "\(piped.stdout)")

        let fresh = diary.file("fresh.ics")
        #expect(try diary.process.run(["calendar", "export", fresh]).exitCode == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: fresh)[.posixPermissions] as? Int == 0o600)
        let missing = try diary.refuses(["export", "--output", diary.file("no/such/folder.jsonl"), "--lang", "en"])
        #expect(missing.hasSuffix("its folder does not exist."), "\(missing)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: diary.home.path).allSatisfy { !$0.hasPrefix(".") })
    }

    @Test("Sync into an empty path or through a linked device folder is refused in one line; nothing is set up")
    func syncFolders() throws {
        let empty = try diary.refuses(["sync", "init", "", "--device", "laptop", "--lang", "en"])
        #expect(empty.hasPrefix("The sync folder  is not there"), "\(empty)")
        let shared = diary.file("shared")
        let elsewhere = diary.file("elsewhere")
        try FileManager.default.createDirectory(atPath: shared + "/diario-sync/v1", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: shared + "/diario-sync/v1/laptop", withDestinationPath: elsewhere)
        let linked = try diary.refuses(["sync", "init", shared, "--device", "laptop", "--lang", "en"])
        #expect(
            linked.hasSuffix(
                "is a symbolic link: sync writes only in real folders inside the shared one, so that nothing lands outside it. Replace the link with a folder."
            ))
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
        let status = try diary.process.run(["sync", "status", "--lang", "en"])
        #expect(status.exitCode != 0 && status.stderr.hasPrefix("Sync is not set up"), "\(status.stderr)")
    }

    @Test("A peer's huge file and one stamped in the far future are skipped as damaged; the clock is not dragged")
    func hostileSyncFiles() throws {
        let shared = diary.file("shared")
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        let other = DiarioProcess(database: diary.file("other.sqlite"), home: diary.home.path)
        #expect(try other.run(["add", "primo compito per lunedì"]).exitCode == 0)
        #expect(try other.run(["sync", "init", shared, "--device", "phone"]).exitCode == 0)
        #expect(try diary.process.run(["sync", "init", shared, "--device", "laptop"]).exitCode == 0)
        let phone = shared + "/diario-sync/v1/phone/"

        // File 2: far in the future (the payload's checksum still right). File 3: 257 MB (sparse: no disk used).
        #expect(try other.run(["add", "secondo compito per martedì"]).exitCode == 0)
        let second = try String(contentsOfFile: phone + "00000002.dsync", encoding: .utf8)
        let future = second.replacingOccurrences(
            of: #"clock \S+ \S+"#, with: "clock 0e5f6b5f9f000-0000-phone 0e5f6b5f9f000-0000-phone",
            options: .regularExpression)
        try future.write(toFile: phone + "00000002.dsync", atomically: true, encoding: .utf8)
        #expect(FileManager.default.createFile(atPath: phone + "00000003.dsync", contents: nil))
        let huge = try FileHandle(forWritingTo: URL(fileURLWithPath: phone + "00000003.dsync"))
        try huge.truncate(atOffset: 257 << 20)
        try huge.close()

        // File 4: a FIFO (a read would wait for ever); file 5: a link to /dev/zero (a read would never end).
        #expect(mkfifo(phone + "00000004.dsync", 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: phone + "00000005.dsync", withDestinationPath: "/dev/zero")

        let sync = try diary.process.run(["sync", "--json"])
        #expect(sync.exitCode == 0, "\(sync.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(sync.stdout.utf8)) as? [String: Any])
        #expect(report["damaged"] as? [String: Int] == ["phone": 5], "\(report)")
        #expect(report["ahead_of_clock"] as? [String: Int] == ["phone": 2], "\(report)")
        let published = try String(
            contentsOfFile: shared + "/diario-sync/v1/laptop/progress.txt", encoding: .utf8)
        #expect(published.contains("skipped phone 2"), "\(published)")
        #expect(try diary.process.run(["add", "terzo compito per mercoledì"]).exitCode == 0)
        let own = try FileManager.default.contentsOfDirectory(atPath: shared + "/diario-sync/v1/laptop")
            .filter { $0.hasSuffix(".dsync") }.sorted()
        let newest = try String(
            contentsOfFile: shared + "/diario-sync/v1/laptop/" + (own.last ?? ""), encoding: .utf8)
        #expect(!newest.contains("0e5f6b5f9f000"), "the far-future stamp was not adopted")
        // The phone answers with a snapshot; the skipped tasks arrive.
        #expect(try other.run(["sync"]).exitCode == 0)
        #expect(try diary.process.run(["sync"]).exitCode == 0)
        #expect(try diary.process.run(["list", "--json"]).stdout.contains("Secondo compito"))
    }

    @Test("Junk snapshots in the folder (random bytes, a header over junk) never blame the diary: the device joins")
    func junkSnapshots() throws {
        let shared = diary.file("shared")
        let phone = shared + "/diario-sync/v1/phone/"
        try FileManager.default.createDirectory(atPath: phone, withIntermediateDirectories: true)
        var random = SystemRandomNumberGenerator()
        let junk = Data((0..<4_096).map { _ in UInt8.random(in: 0...255, using: &random) })
        try junk.write(to: URL(fileURLWithPath: phone + "snapshot-00000001.dsnap"))
        let payload = Data("not a database at all".utf8)
        let header =
            "diario-sync 1\nschema 1\ndevice phone\nsequence 2\nclock 0019b6c2f8a40-0000-phone "
            + "0019b6c2f8a40-0000-phone\nprevious none\nseen\napplied\npayload \(payload.count) "
            + FileDigest.sha256(payload) + "\n\n"
        try (Data(header.utf8) + payload).write(to: URL(fileURLWithPath: phone + "snapshot-00000002.dsnap"))
        #expect(try diary.process.run(["add", "tema per lunedì"]).exitCode == 0)
        let joined = try diary.process.run(["sync", "init", shared, "--device", "laptop", "--lang", "en"])
        #expect(joined.exitCode == 0, "\(joined.stderr)")
        #expect(!joined.stderr.contains("database"), "\(joined.stderr)")
        #expect(try diary.process.run(["sync", "status"]).exitCode == 0)
        try diary.expectWhole()
    }
}
