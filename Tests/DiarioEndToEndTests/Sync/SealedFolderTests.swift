import DiarioTestSupport
import Foundation
import GRDB
import Testing

/// Encryption through libsodium: a folder encrypted before Diario used it (`scripts/make-sealed-v1-fixture.sh`, run
/// once with the binary built at 535449e: PBKDF2 for the key, IETF ChaCha20-Poly1305 for every payload and the
/// snapshot), and a machine without it.
@Suite("Encrypted folders: from before libsodium, and without it, end to end")
struct SealedFolderTests {
    let home = TemporaryDirectory()
    let passphrase = ["DIARIO_SYNC_PASSPHRASE": "gatto nero 42"]

    /// The fixture copied under `home`, its folder path moved in both databases.
    func copyFixture() throws -> String {
        let root = home.file("sealed-v1")
        try FileManager.default.copyItem(atPath: Fixtures.path("db/sealed-v1"), toPath: root)
        for device in ["laptop", "phone"] {
            let queue = try DatabaseQueue(path: root + "/\(device).sqlite")
            try queue.write { db in
                try db.execute(
                    sql: "UPDATE syncState SET value = ? WHERE key = 'folder'", arguments: [root + "/folder"])
            }
            try queue.close()
        }
        return root
    }

    func device(_ path: String, now: String = "2026-11-21T10:00") -> DiarioProcess {
        DiarioProcess(database: path, now: now, home: home.path)
    }

    func exportedRows(_ diario: DiarioProcess) throws -> [String] {
        let result = try diario.run(["export"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test("Devices set up in it read its sealed files and go on; what they write now is XChaCha20-Poly1305")
    func devicesGoOn() throws {
        let root = try copyFixture()
        let laptop = device(root + "/laptop.sqlite"), phone = device(root + "/phone.sqlite")
        let laptopSync = try laptop.run(["sync", "--json"])
        #expect(laptopSync.exitCode == 0, "\(laptopSync.stderr)")
        #expect(
            try laptop.run(["list", "--all", "--json"]).stdout.contains("compiti di matematica: esercizi 4 e 5"),
            "the phone's rename, sealed the old way, was opened")
        #expect(try laptop.run(["add", "ricerca di scienze per martedì"]).exitCode == 0)
        let newest = try FileManager.default.contentsOfDirectory(atPath: root + "/folder/diario-sync/v1/laptop")
            .filter { $0.hasSuffix(".dsync") }.sorted().last
        let written = try Data(
            contentsOf: URL(fileURLWithPath: root + "/folder/diario-sync/v1/laptop/" + (newest ?? "")))
        #expect(written.range(of: Data("sealed xchacha20-poly1305\n".utf8)) != nil)
        #expect(written.range(of: Data("Ricerca".utf8)) == nil, "no title can be read in the folder")

        let phoneSync = try phone.run(["sync", "--json"])
        #expect(phoneSync.exitCode == 0, "\(phoneSync.stderr)")
        let tasks = try phone.run(["list", "--all", "--json"]).stdout
        #expect(tasks.contains("Ricerca di scienze"), "the new kind of file opens: \(tasks)")
        #expect(try laptop.run(["sync"]).exitCode == 0)
        #expect(try exportedRows(laptop) == exportedRows(phone), "both devices end the same")
    }

    @Test("A new device is refused in one line that says how to seal again; sealing again works")
    func newDeviceSealsAgain() throws {
        let root = try copyFixture()
        let tablet = device(home.file("tablet.sqlite"))
        for (language, words) in [("it", "versione precedente di Diario"), ("en", "older Diario")] {
            let refused = try tablet.run(
                ["sync", "init", root + "/folder", "--device", "tablet", "--encrypt", "--lang", language],
                extraEnvironment: passphrase)
            #expect(refused.exitCode == 1)
            #expect(refused.stderr.contains(words) && refused.stderr.contains("sync snapshot"), "\(refused.stderr)")
            #expect(refused.stderr.split(separator: "\n").count == 1, "\(refused.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: root + "/folder/diario-sync/v1/tablet"), "nothing written")

        // The laptop seals a new folder and writes a snapshot there; the tablet joins it and has the whole diary.
        let laptop = device(root + "/laptop.sqlite")
        #expect(try laptop.run(["sync"]).exitCode == 0)
        let sealedAgain = home.file("sealed-again")
        try FileManager.default.createDirectory(atPath: sealedAgain, withIntermediateDirectories: true)
        let moved = try laptop.run(
            ["sync", "init", sealedAgain, "--device", "laptop", "--encrypt"], extraEnvironment: passphrase)
        #expect(moved.exitCode == 0, "\(moved.stderr)")
        #expect(try laptop.run(["sync", "snapshot"]).exitCode == 0)
        let encryption = try String(contentsOfFile: sealedAgain + "/diario-sync/v1/encryption.txt", encoding: .utf8)
        #expect(encryption.hasPrefix("diario-sync-encryption 2\nkdf argon2id "), "\(encryption)")
        let joined = try tablet.run(
            ["sync", "init", sealedAgain, "--device", "tablet", "--encrypt"], extraEnvironment: passphrase)
        #expect(joined.exitCode == 0, "\(joined.stderr)")
        #expect(try exportedRows(tablet) == exportedRows(laptop), "the tablet has the whole diary")
        #expect(try tablet.run(["cards", "--json"]).stdout.contains("Hastings"))
    }

    @Test("Without libsodium, encrypted sync is one line and changes nothing; a plain diary never needs it")
    func withoutLibsodium() throws {
        let fake = try FakeLibrary.environment(named: "libsodium.so.23", in: home.file("fake"))
        let broken = passphrase.merging(fake) { $1 }
        let shared = home.file("shared")
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)

        let laptop = device(home.file("laptop.sqlite"))
        #expect(try laptop.run(["add", "compiti di storia per domani"], extraEnvironment: broken).exitCode == 0)
        let refused = try laptop.run(
            ["sync", "init", shared, "--device", "laptop", "--encrypt", "--lang", "en"], extraEnvironment: broken)
        #expect(refused.exitCode == 1)
        #expect(
            refused.stderr.contains("libsodium") && refused.stderr.split(separator: "\n").count == 1,
            "\(refused.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: shared).isEmpty, "nothing written")

        // Set up with libsodium; without it later, a sync and a change say so in one line, and the change is kept.
        #expect(
            try laptop.run(["sync", "init", shared, "--device", "laptop", "--encrypt"], extraEnvironment: passphrase)
                .exitCode == 0)
        let sync = try laptop.run(["sync"], extraEnvironment: broken)
        #expect(sync.exitCode == 1 && sync.stderr.contains("libsodium"), "\(sync.stderr)")
        let added = try laptop.run(["add", "ricerca di scienze per martedì"], extraEnvironment: broken)
        #expect(added.exitCode == 0, "the task is saved: \(added.stderr)")
        #expect(try laptop.run(["list", "--json"]).stdout.contains("Ricerca di scienze"))
        let later = try laptop.run(["sync", "--json"])
        #expect(later.exitCode == 0 && later.stdout.contains(#""published":"#), "\(later.stdout)")
        let phone = device(home.file("phone.sqlite"))
        #expect(
            try phone.run(["sync", "init", shared, "--device", "phone", "--encrypt"], extraEnvironment: passphrase)
                .exitCode == 0)
        #expect(try phone.run(["list", "--json"]).stdout.contains("Ricerca di scienze"), "published once it could be")
    }
}
