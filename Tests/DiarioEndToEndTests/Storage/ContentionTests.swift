import DiarioDomain
import DiarioStore
import DiarioTestSupport
import Foundation
import GRDB
import Testing

/// Many processes opening, creating or migrating one database at the same moment. `DIARIO_STRESS_ROUNDS` sets how
/// many times each case runs (default 3; the issue's figure was measured with 50).
@Suite("Contention: processes that start together on one database", .serialized)
struct ContentionTests {
    static let rounds = Int(ProcessInfo.processInfo.environment["DIARIO_STRESS_ROUNDS"] ?? "") ?? 3
    static let linesPerProcess = 5

    enum Start: String, CaseIterable, CustomTestStringConvertible {
        case newFile, v4Fixture, v5Fixture, current
        var testDescription: String { rawValue }
    }

    /// The database a round starts from, and how many tasks it holds already.
    func prepare(_ start: Start, in home: TemporaryDirectory) throws -> (path: String, tasks: Int) {
        switch start {
        case .newFile: return (home.file("diario.sqlite"), 0)
        case .v4Fixture: return (try Fixtures.copy("db/diario-v4.sqlite", to: home), 3)
        case .v5Fixture: return (try Fixtures.copy("db/diario-v5.sqlite", to: home), 5)
        case .current:
            let path = home.file("diario.sqlite")
            try DiarioProcess(database: path, home: home.path).run(["add", "compiti per domani"])
            return (path, 1)
        }
    }

    /// Starts `count` script-mode processes that each wait for the same go file, so that they open the database
    /// within the same few milliseconds, then touches it; returns their exit codes and standard error.
    func race(_ count: Int, database: String, home: TemporaryDirectory) throws -> [(code: Int32, stderr: String)] {
        let go = home.file("go")
        var environment = DiarioProcess(database: database, home: home.path).environment
        environment["DIARIO_BIN"] = DiarioProcess.binary
        var running: [DiarioProcess.Running] = []
        for index in 1...count {
            let lines = (1...Self.linesPerProcess).map { "compiti p\(index) numero \($0) per domani" }
            let script = """
                while [ ! -e '\(go)' ]; do :; done
                printf '%s\\n' \(lines.map { "'\($0)'" }.joined(separator: " ")) | "$DIARIO_BIN" --json
                """
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", script]
            process.environment = environment
            let out = Pipe()
            let err = Pipe()
            process.standardOutput = out
            process.standardError = err
            try process.run()
            running.append(DiarioProcess.Running(process: process, outPipe: out, errPipe: err))
        }
        Thread.sleep(forTimeInterval: 0.05)
        _ = FileManager.default.createFile(atPath: go, contents: nil)
        return running.map { child in
            _ = child.outPipe.fileHandleForReading.readDataToEndOfFile()
            let stderr = String(decoding: child.errPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            child.process.waitUntilExit()
            return (child.process.terminationStatus, stderr)
        }
    }

    @Test(
        "Processes started together create or migrate the schema once, all go on, every line is kept",
        arguments: [2, 4, 8], Start.allCases)
    func startTogether(processes: Int, start: Start) throws {
        for round in 1...Self.rounds {
            let home = TemporaryDirectory()
            let (path, before) = try prepare(start, in: home)
            let results = try race(processes, database: path, home: home)
            for (index, result) in results.enumerated() {
                #expect(result.code == 0, "round \(round), process \(index + 1): \(result.stderr)")
                #expect(!result.stderr.contains("locked"), "round \(round): \(result.stderr)")
            }
            let store = try DiarioStore.open(path: path)
            #expect(try store.allTasks().count == before + processes * Self.linesPerProcess, "round \(round)")
            #expect(try store.appliedMigrations() == DiarioStore.knownMigrations)
            #expect(try store.integrityCheck() == ["ok"])
            let backups = DiarioStore.backupFolder(forDatabase: path)
            let copies = (try? FileManager.default.contentsOfDirectory(atPath: backups)) ?? []
            // An older file is copied once, by the one process that migrates it; a new or current one never.
            #expect(copies.count == (start == .v4Fixture || start == .v5Fixture ? 1 : 0), "round \(round): \(copies)")
        }
    }

    @Test("A session left open (a quiz waiting for an answer, a script reading its input) never blocks a writer")
    func idleSessionsDoNotBlock() throws {
        let home = TemporaryDirectory()
        let diario = DiarioProcess(database: home.file("diario.sqlite"), home: home.path)
        try diario.run(["cards", "add", "--subject", "history", "Hastings :: 1066"])
        let quiz = try diario.start(["quiz"], keepInputOpen: true)
        let script = try diario.start([], stdin: "compiti di storia per domani\n", keepInputOpen: true)
        #expect(script.readLine()?.hasPrefix("Aggiunto") == true)
        #expect(quiz.readLine() != nil)  // the quiz has shown its first card and waits
        // Neither open session holds a lock: a connection that refuses to wait gets the write lock at once.
        var impatient = Configuration()
        impatient.busyMode = .immediateError
        let probe = try DatabaseQueue(path: home.file("diario.sqlite"), configuration: impatient)
        try probe.inTransaction(.immediate) { _ in .commit }
        for number in 1...10 {
            #expect(try diario.run(["add", "esercizio \(number) di matematica per lunedì"]).exitCode == 0)
        }
        script.send("/list --all")
        quiz.inPipe?.fileHandleForWriting.closeFile()
        #expect(script.finish() == 0)
        _ = quiz.finish()
        #expect(try diario.run(["list", "--all", "--json"]).stdout.contains("Esercizio 10"))
    }
}
