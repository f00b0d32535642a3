import DiarioDomain
import DiarioStore
import DiarioTestSupport
import Foundation
import Testing

@Suite("Durability: concurrent writers and killed writers", .serialized)
struct DurabilityTests {
    let home = TemporaryDirectory()
    var database: String { home.file("diario.sqlite") }
    var diario: DiarioProcess { DiarioProcess(database: database, home: home.path) }

    /// Runs a shell loop of `count` separate `diario add` processes, each its own connection and transaction.
    func addLoop(_ tag: String, count: Int) throws -> DiarioProcess.Running {
        var runner = diario
        runner.environment["DIARIO_BIN"] = DiarioProcess.binary
        let script = """
            i=1; failed=0
            while [ $i -le \(count) ]; do
              "$DIARIO_BIN" add "compiti \(tag) numero $i" >/dev/null || failed=$((failed+1))
              i=$((i+1))
            done
            echo $failed
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.environment = runner.environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        return DiarioProcess.Running(process: process, outPipe: out, errPipe: err)
    }

    @Test("Two processes adding 500 tasks each to one file at the same time keep all 1,000")
    func concurrentWriters() throws {
        try diario.run(["subjects"])  // the file exists before the race starts
        let a = try addLoop("A", count: 500)
        let b = try addLoop("B", count: 500)
        let failuresA = String(decoding: a.outPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let failuresB = String(decoding: b.outPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        a.process.waitUntilExit()
        b.process.waitUntilExit()
        #expect(failuresA == "0\n")
        #expect(failuresB == "0\n")
        let store = try DiarioStore.open(path: database)
        let titles = try store.allTasks().map(\.title)
        #expect(titles.count == 1_000)
        #expect(Set(titles).count == 1_000)
        #expect(titles.filter { $0.hasPrefix("Compiti A") }.count == 500)
        #expect(try store.integrityCheck() == ["ok"])
    }

    /// Which side of its commit a killed import is caught on.
    enum KillPoint: String, CaseIterable, CustomTestStringConvertible {
        /// Frozen (SIGSTOP) while its rows are being written to the WAL, before the commit; then killed.
        case beforeCommit
        /// Killed as soon as another connection sees its rows: after the commit.
        case afterCommit
        var testDescription: String { rawValue }
    }

    @Test(
        "A writer killed with SIGKILL mid-import leaves an intact database: none of its rows before the commit, all after",
        arguments: KillPoint.allCases)
    func killedWriter(at point: KillPoint) throws {
        try diario.run(["add", "compiti di storia per domani"])
        let lines = (1...30_000).map { #"{"title":"Esercizio \#($0)","subject":"math","due":"2026-12-01"}"# }
        let file = home.file("big.jsonl")
        try lines.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let reader = try DiarioStore.open(path: database)

        // Until the kill lands where this case wants it. The writer is frozen before anything is read, so what the
        // reader sees is what the kill leaves; a try whose import committed before it could be frozen is tried again.
        var seen: Int?
        for _ in 1...5 where seen == nil {
            let running = try diario.start(["import", file])
            let pid = running.process.processIdentifier
            switch point {
            case .beforeCommit:
                // Rows spill from SQLite's page cache into the WAL long before the commit of 30,000 rows.
                let start = walSize()
                while running.process.isRunning && walSize() < start + 256 * 1024 { usleep(200) }
                guard running.process.isRunning, kill(pid, SIGSTOP) == 0 else { break }
                let count = try reader.allTasks().count
                kill(pid, SIGKILL)
                if count == 1 { seen = count }
            case .afterCommit:
                while running.process.isRunning, try reader.allTasks().count == 1 { usleep(1_000) }
                if running.process.isRunning { kill(pid, SIGKILL) }
                seen = try reader.allTasks().count
            }
            running.process.waitUntilExit()
            _ = running.outPipe.fileHandleForReading.readDataToEndOfFile()
            if seen == nil { try diario.run(["undo"]) }
        }
        let expected = point == .beforeCommit ? 1 : 30_001
        #expect(seen == expected, "the kill never landed \(point == .beforeCommit ? "before" : "after") the commit")

        let store = try DiarioStore.open(path: database)
        #expect(try store.integrityCheck() == ["ok"])
        #expect(try store.allTasks().count == expected)
        // The file still takes writes after the crash.
        #expect(try diario.run(["add", "tema per lunedì"]).exitCode == 0)
        #expect(try store.allTasks().count == expected + 1)
    }

    /// The size of the database's write-ahead log, 0 when there is none.
    func walSize() -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: database + "-wal"))?[.size] as? Int) ?? 0
    }
}
