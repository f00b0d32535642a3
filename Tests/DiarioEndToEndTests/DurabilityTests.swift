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

    @Test(
        "A writer killed with SIGKILL mid-import leaves an intact database with all or none of its rows",
        arguments: [0.05, 0.3, 0.7, 1.0, 1.3])
    func killedWriter(after seconds: Double) throws {
        try diario.run(["add", "compiti di storia per domani"])
        let lines = (1...30_000).map { #"{"title":"Esercizio \#($0)","subject":"math","due":"2026-12-01"}"# }
        let file = home.file("big.jsonl")
        try lines.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)

        let running = try diario.start(["import", file])
        Thread.sleep(forTimeInterval: seconds)
        kill(running.process.processIdentifier, SIGKILL)
        running.process.waitUntilExit()

        let store = try DiarioStore.open(path: database)
        #expect(try store.integrityCheck() == ["ok"])
        let count = try store.allTasks().count
        #expect(count == 1 || count == 30_001, "a partial import of \(count - 1) rows survived")
        // The file still takes writes after the crash.
        #expect(try diario.run(["add", "tema per lunedì"]).exitCode == 0)
    }
}
