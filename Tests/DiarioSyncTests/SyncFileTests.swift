import DiarioDomain
import Foundation
import Testing

@testable import DiarioSync

/// The hybrid logical clock and the file format that sync engines move between devices.
@Suite("Sync files and clocks")
struct SyncFileTests {
    @Test("Stamps only move forward, even when the wall clock goes back, and order the same everywhere")
    func clock() throws {
        var laptop = HybridLogicalClock(device: "laptop")
        let first = laptop.tick(wallMilliseconds: 1_000)
        let second = laptop.tick(wallMilliseconds: 900)  // the clock was set back
        #expect(second > first && second.milliseconds == 1_000 && second.counter == 1)
        // A phone far ahead: once seen, the laptop's next stamp comes after it.
        let phone = SyncStamp(milliseconds: 50_000, counter: 7, device: "phone")
        laptop.receive(phone, wallMilliseconds: 1_100)
        let third = laptop.tick(wallMilliseconds: 1_200)
        #expect(third > phone && third.milliseconds == 50_000 && third.counter == 8)
        // Equal time and counter: the device breaks the tie, the same way on every device.
        let a = SyncStamp(milliseconds: 5, counter: 0, device: "a")
        let b = SyncStamp(milliseconds: 5, counter: 0, device: "b")
        #expect(a < b && [b, a].sorted() == [a, b])
        // Text order is time order, and text reads back.
        #expect(third.description == "000000000c350-0008-laptop" && SyncStamp(third.description) == third)
        #expect(SyncStamp("a-b-c") == nil && SyncStamp(a.description) == a)
        #expect(first.description < third.description)
    }

    func file(sequence: Int = 3, schema: Int = 18, payload: String = "{\"type\":\"task\"}\n") -> Data {
        let first = SyncStamp(milliseconds: 10, counter: 0, device: "phone")
        let last = SyncStamp(milliseconds: 20, counter: 2, device: "phone")
        let header = SyncFileHeader(
            schema: schema, device: "phone", sequence: sequence, clock: first...last,
            previous: String(repeating: "a", count: 64))
        return SyncFile.encode(header, payload: Data(payload.utf8))
    }

    @Test("A file reads back whole; cut anywhere it is truncated (waits), a flipped byte is corrupt")
    func roundTripAndDamage() throws {
        let data = file()
        let read = try SyncFile.decode(data, schema: 18)
        #expect(read.header.sequence == 3 && read.header.device == "phone" && read.header.previous?.count == 64)
        #expect(String(decoding: read.payload, as: UTF8.self) == "{\"type\":\"task\"}\n")
        for cut in [0, 5, 40, data.count - 1] {
            #expect(throws: SyncFileError.truncated, "cut at \(cut)") {
                try SyncFile.decode(data.prefix(cut), schema: 18)
            }
        }
        var flipped = data
        flipped[flipped.count - 3] ^= 0x01
        #expect(throws: SyncFileError.corrupt) { try SyncFile.decode(flipped, schema: 18) }
        #expect(throws: SyncFileError.corrupt) { try SyncFile.decode(data + Data("x".utf8), schema: 18) }
        #expect(throws: SyncFileError.corrupt) {
            try SyncFile.decode(Data("<html>not a file</html>\n\n".utf8), schema: 18)
        }
    }

    @Test("A header that gives absurd numbers is corrupt, never a crash; a file name with one is no file")
    func absurdNumbers() throws {
        let text = String(decoding: file(), as: UTF8.self)
        let payloadLine = try #require(text.split(separator: "\n").first { $0.hasPrefix("payload ") })
        for (from, to) in [
            (String(payloadLine), "payload 9223372036854775807 " + payloadLine.split(separator: " ")[2]),
            ("sequence 3", "sequence 9223372036854775807"),
        ] {
            #expect(throws: SyncFileError.corrupt, "\(to)") {
                try SyncFile.decode(Data(text.replacingOccurrences(of: from, with: to).utf8), schema: 18)
            }
        }
        let applied = text.replacingOccurrences(of: "\napplied", with: "\napplied laptop:9223372036854775807 tablet:4")
        #expect(try SyncFile.decode(Data(applied.utf8), schema: 18).header.applied == ["tablet": 4])
        #expect(SyncDevice.sequence(ofFileNamed: "9223372036854775807.dsync") == nil)
    }

    @Test("A newer schema is held with its number; a newer format is refused; each format has its one sealing")
    func newer() throws {
        #expect(throws: SyncFileError.newerSchema(19)) { try SyncFile.decode(file(schema: 19), schema: 18) }
        func changed(_ lines: [(String, String)]) -> Data {
            Data(
                lines.reduce(String(decoding: file(), as: UTF8.self)) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
                    .utf8)
        }
        #expect(throws: SyncFileError.newerFormat(3)) {
            try SyncFile.decode(changed([("diario-sync 1", "diario-sync 3")]), schema: 18)
        }
        // Version 2 is the XChaCha20-Poly1305 seal only; version 1 is plain or the older ChaCha20-Poly1305.
        let sealedLine = "\napplied"
        #expect(throws: SyncFileError.corrupt) {
            try SyncFile.decode(changed([("diario-sync 1", "diario-sync 2")]), schema: 18)
        }
        #expect(throws: SyncFileError.corrupt) {
            try SyncFile.decode(changed([(sealedLine, "\nsealed xchacha20-poly1305\napplied")]), schema: 18)
        }
        let version2 = changed([
            ("diario-sync 1", "diario-sync 2"), (sealedLine, "\nsealed xchacha20-poly1305\napplied"),
        ])
        #expect(try SyncFile.decode(version2, schema: 18).header.sealed == .xchacha20Poly1305)
        let version1 = changed([(sealedLine, "\nsealed chacha20-poly1305\napplied")])
        #expect(try SyncFile.decode(version1, schema: 18).header.sealed == .chacha20Poly1305)
        #expect(throws: SyncFileError.newerFormat(1)) {
            try SyncFile.decode(changed([(sealedLine, "\nsealed aegis-256\napplied")]), schema: 18)
        }
    }

    @Test("Readers skip temporary names and the conflict copies of Syncthing and Dropbox, and wait at a gap")
    func names() {
        #expect(SyncDevice.fileName(sequence: 42) == "00000042.dsync")
        let listing = [
            "00000001.dsync", "00000002.dsync", "00000002.sync-conflict-20261125-101010-ABCDEFG.dsync",
            "00000003 (conflicted copy 2026-11-25).dsync", ".00000004.dsync.tmp", ".00000004.dsync.4242.tmp",
            ".syncthing.00000004.dsync.tmp",
            "00000005.dsync", "notes.txt",
        ]
        #expect(SyncDevice.readable(listing, from: 1).map(\.sequence) == [1, 2])
        #expect(SyncDevice.readable(listing, from: 3).isEmpty, "3 is missing: 5 waits for it")
        #expect(
            SyncDevice.readable(listing + ["00000003.dsync", "00000004.dsync"], from: 3).map(\.sequence) == [3, 4, 5])
        #expect(
            SyncDevice.isValidName("laptop-2") && !SyncDevice.isValidName("-x") && !SyncDevice.isValidName("Anna PC"))
    }
}
