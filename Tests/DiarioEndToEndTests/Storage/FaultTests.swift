import DiarioStore
import DiarioTestSupport
import Foundation
import Testing

/// Runs a command and returns its exit code; used for set-up steps outside Diario (mount, useradd).
@discardableResult
func system(_ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
}

@Suite("Faults: a full disk, a damaged file, read-only files, backups and restores, undo across processes", .serialized)
struct FaultTests {
    let home = TemporaryDirectory()
    var diario: DiarioProcess { DiarioProcess(database: home.file("diario.sqlite"), home: home.path) }

    @Test("A broken libcurl stops nothing but the remote coach, which says so and falls back to the offline one")
    func brokenLibcurl() throws {
        let broken = try FakeLibrary.environment(named: "libcurl.so.4", in: home.file("fake"))
        let added = try diario.run(["add", "compiti di storia per domani"], extraEnvironment: broken)
        #expect(added.exitCode == 0, "\(added.stderr)")
        let coach = try diario.run(
            ["coach", "ciao"],
            extraEnvironment: broken.merging([
                "DIARIO_LLM_BASE_URL": "http://127.0.0.1:9/v1", "DIARIO_LLM_MODEL": "echo",
            ]) { $1 })
        #expect(coach.exitCode == 1)
        #expect(coach.stderr.contains("libcurl"), "\(coach.stderr)")
        #expect(coach.stdout.contains("Compiti di storia"), "the offline coach still answers")
    }

    @Test("A full disk: one clear line per refused change, nothing half-written, acknowledged lines kept")
    func fullDisk() throws {
        let mount = home.file("small")
        try FileManager.default.createDirectory(atPath: mount, withIntermediateDirectories: true)
        try #require(getuid() == 0, "mounting a small tmpfs needs root, as on CI")
        // Room for a new database (about 450 KB, and more in its WAL while it is made) and a few dozen tasks more
        // (each adds some 30 KB to the WAL until it is checkpointed).
        try #require(try system(["mount", "-t", "tmpfs", "-o", "size=2000k", "tmpfs", mount]) == 0)
        defer { _ = try? system(["umount", mount]) }
        let small = DiarioProcess(database: mount + "/diario.sqlite", home: home.path)
        let lines = (1...400).map { "compiti di matematica numero \($0) con un titolo lungo abbastanza per domani" }
        let result = try small.run(["--json"], stdin: lines.joined(separator: "\n") + "\n")
        #expect(result.exitCode == 3)
        let answers = result.lines
        #expect(answers.count == 400)
        let acknowledged = answers.prefix { $0.contains(#""ok":true"#) }.count
        #expect(acknowledged > 0 && acknowledged < 400, "\(acknowledged)")
        #expect(answers[acknowledged].contains("Il disco è pieno"))
        #expect(result.stderr.split(separator: "\n").allSatisfy { $0.contains("Il disco è pieno") })
        // Read what was kept from a copy of the file and its WAL, on a disk with room.
        for suffix in ["", "-wal"] where FileManager.default.fileExists(atPath: mount + "/diario.sqlite" + suffix) {
            try FileManager.default.copyItem(
                atPath: mount + "/diario.sqlite" + suffix, toPath: home.file("kept.sqlite") + suffix)
        }
        let store = try DiarioStore.open(path: home.file("kept.sqlite"))
        #expect(try store.integrityCheck() == ["ok"])
        #expect(try store.allTasks().count == acknowledged)
    }

    @Test("A damaged file names the newest backup; doctor says so; restore brings the backup back, undo too")
    func damagedThenRestored() throws {
        for number in 1...40 { try diario.run(["add", "esercizio \(number) di fisica per domani"]) }
        let backup = try diario.run(["backup", "--lang", "en"])
        #expect(backup.exitCode == 0)
        let path = try #require(DiarioStore.newestBackup(forDatabase: diario.environment["DIARIO_DB"]!))
        #expect(backup.lines == ["Backup written to \(path)."])
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o600)
        try diario.run(["add", "tema per lunedì"])
        // Fold the WAL into the file, then overwrite pages in the middle of it.
        _ = try DiarioStore.open(path: home.file("diario.sqlite")).integrityCheck()
        let handle = try #require(FileHandle(forUpdatingAtPath: home.file("diario.sqlite")))
        try handle.seek(toOffset: 8_192)
        handle.write(Data(repeating: 0xFF, count: 4_096 * 8))
        try handle.close()

        let list = try diario.run(["list", "--all", "--lang", "en"])
        #expect(list.exitCode == 3)
        #expect(
            list.stderr
                == "The database \(home.file("diario.sqlite")) is damaged. Restore the newest backup with: diario restore \(path)\n"
        )
        let doctor = try diario.run(["doctor", "--lang", "en"])
        #expect(doctor.exitCode == 1)
        #expect(doctor.stdout.contains("diario restore \(path)"))

        let restored = try diario.run(["restore", path, "--lang", "en"])
        #expect(restored.exitCode == 0, "\(restored.stderr)")
        #expect(restored.stdout.hasPrefix("Restored \(path): 40 tasks, 0 cards, 24 subjects."))
        #expect(try diario.run(["list", "--all", "--json"]).stdout.contains("Esercizio 40"))
        #expect(try DiarioStore.open(path: home.file("diario.sqlite")).integrityCheck() == ["ok"])
    }

    @Test("backup while another process writes gives a sound snapshot; restore of it, then undo, round-trips")
    func backupWhileWriting() throws {
        try diario.run(["add", "compiti per domani"])
        let lines = (1...300).map { "esercizio \($0) per venerdì" }.joined(separator: "\n")
        let writer = try diario.start([], stdin: lines + "\n")
        var snapshots: [String] = []
        for index in 1...5 {
            let file = home.file("snapshot-\(index).sqlite")
            let result = try diario.run(["backup", file])
            #expect(result.exitCode == 0, "\(result.stderr)")
            snapshots.append(file)
        }
        #expect(writer.finish() == 0)
        var counts: [Int] = []
        for file in snapshots {
            let summary = try DiarioStore.inspectBackup(at: file)
            #expect(summary.schemaVersion == DiarioStore.knownMigrations.last)
            counts.append(summary.tasks)
        }
        #expect(counts == counts.sorted() && counts.allSatisfy { $0 >= 1 && $0 <= 301 })

        let before = try diario.run(["export"]).stdout
        let restored = try diario.run(["restore", snapshots[0], "--lang", "en"])
        #expect(restored.exitCode == 0, "\(restored.stderr)")
        #expect(
            try diario.run(["list", "--all", "--json"]).stdout.components(separatedBy: "\"title\"").count - 1
                == counts[0])
        let undone = try diario.run(["undo", "--lang", "en"])
        #expect(
            undone.lines == ["Undone: the restore of \(snapshots[0]) was taken back; the data it replaced is back."])
        #expect(try diario.run(["export"]).stdout == before)
    }

    @Test("undo in a later process takes back a one-shot change: done 3 then undo reopens task 3; --list shows them")
    func undoAcrossProcesses() throws {
        for line in ["compiti di matematica per venerdì", "verifica di storia martedì", "tema di italiano per lunedì"] {
            try diario.run(["add", line])
        }
        #expect(try diario.run(["done", "3"]).exitCode == 0)
        let list = try diario.run(["undo", "--list", "--lang", "en"])
        #expect(list.lines.first == #"  1. Sat 21 Nov 10:00  completed "Tema di italiano""#)
        #expect(list.lines.last == "diario undo undoes the first one in the list.")
        let undone = try diario.run(["undo", "--lang", "en"])
        #expect(undone.exitCode == 0)
        #expect(undone.lines.first?.hasPrefix("Undone: #3 Tema di italiano") == true)
        #expect(undone.lines.first?.hasSuffix("is open again.") == true)
        let open = try diario.run(["list", "--all", "--json"]).stdout
        #expect(open.contains("\"id\":3"))
        // In a script (as in the REPL) the message names /undo, and /undo reaches the same journal.
        let script = try diario.run(["--lang", "en"], stdin: "/delete 1\n/undo\n")
        #expect(script.lines.first?.hasSuffix("(/undo brings it back)") == true)
        #expect(script.lines.last?.hasPrefix("Undone: #1 Compiti di matematica") == true)
        #expect(try diario.run(["delete", "2", "--lang", "en"]).stdout.contains("(diario undo brings it back)"))
    }

    @Test("A file written by a newer Diario is refused and left untouched, through the binary too")
    func newerSchema() throws {
        try diario.run(["add", "compiti per domani"])
        let store = try DiarioStore.open(path: home.file("diario.sqlite"))
        _ = try store.integrityCheck()
        try #require(
            try system(["sqlite3", home.file("diario.sqlite"), "INSERT INTO grdb_migrations VALUES ('v99-future')"])
                == 0)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: home.file("diario.sqlite")))
        let result = try diario.run(["list", "--lang", "en"])
        #expect(result.exitCode == 3)
        #expect(result.stderr.contains("was written by a newer Diario"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: home.file("diario.sqlite"))) == bytes)
    }

    @Test("Read-only files and folders give a clear error to a user who is not root; new files are 0600 in 0700")
    func readOnly() throws {
        try #require(getuid() == 0, "the test switches to a throwaway user, which needs root")
        if try system(["id", "diario-test"]) != 0 { try system(["useradd", "--no-create-home", "diario-test"]) }
        let folder = home.file("student")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try #require(try system(["chown", "diario-test", folder]) == 0)
        _ = chmod(home.path, 0o755)
        let runAs = { (arguments: [String]) throws -> ProcessResult in
            var process = DiarioProcess(database: folder + "/data/diario.sqlite", home: folder)
            process.environment["DIARIO_BIN"] = DiarioProcess.binary
            let command = ["setpriv", "--reuid=diario-test", "--regid=diario-test", "--clear-groups", "--"]
            return try DiarioProcess.runCommand(
                command + [DiarioProcess.binary] + arguments, environment: process.environment)
        }
        // As that user, a new database is private.
        #expect(try runAs(["add", "compiti per domani"]).exitCode == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: folder + "/data/diario.sqlite")
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        #expect(try FileManager.default.attributesOfItem(atPath: folder + "/data")[.posixPermissions] as? Int == 0o700)
        #expect(try runAs(["backup"]).exitCode == 0)
        let backups = try FileManager.default.attributesOfItem(atPath: folder + "/data/backups")
        #expect(backups[.posixPermissions] as? Int == 0o700)

        // A read-only file: a clear error, and the file unchanged.
        _ = chmod(folder + "/data/diario.sqlite", 0o400)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: folder + "/data/diario.sqlite"))
        let refused = try runAs(["add", "tema per lunedì", "--lang", "en"])
        #expect(refused.exitCode == 3)
        #expect(refused.stderr.split(separator: "\n").count == 1)
        #expect(refused.stderr.contains("read-only") || refused.stderr.contains("permissions"), "\(refused.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/data/diario.sqlite")) == bytes)

        // A folder the user cannot write to: a clear error, nothing created.
        _ = chmod(folder + "/data/diario.sqlite", 0o600)
        _ = chmod(folder + "/data", 0o500)
        defer { _ = chmod(folder + "/data", 0o700) }
        let elsewhere = try DiarioProcess.runCommand(
            [
                "setpriv", "--reuid=diario-test", "--regid=diario-test", "--clear-groups", "--", DiarioProcess.binary,
                "add", "tema per lunedì", "--lang", "en", "--db", folder + "/data/new.sqlite",
            ],
            environment: diario.environment)
        #expect(elsewhere.exitCode == 3)
        #expect(elsewhere.stderr.split(separator: "\n").count == 1)
        #expect(elsewhere.stderr.contains("permissions"), "\(elsewhere.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/data/new.sqlite"))
    }
}
