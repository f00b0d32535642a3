import DiarioTestSupport
import Foundation
import GRDB
import Testing

/// A diary that hostile input is thrown at, and the checks every such case ends with: the run ended by itself (no
/// signal) with exit 1 or 3 and one line on standard error, the diary's content is what it was, SQLite finds it
/// whole, and the run left nothing in its temporary folder.
struct HostileDiary {
    let home = TemporaryDirectory()
    let process: DiarioProcess

    init() {
        var process = DiarioProcess(database: home.file("diario.sqlite"), home: home.path)
        process.environment["TMPDIR"] = home.file("tmp")
        self.process = process
        try? FileManager.default.createDirectory(atPath: home.file("tmp"), withIntermediateDirectories: true)
    }

    /// A path inside the diary's home.
    func file(_ name: String) -> String { home.file(name) }

    /// Everything the diary holds, as `export` writes it.
    func content() throws -> String { try process.run(["export"]).stdout }

    /// Runs `arguments` as hostile input and checks how it ended; returns standard error's line.
    @discardableResult
    func refuses(
        _ arguments: [String], stdin: String? = nil, exitCodes: Set<Int32> = [1, 3],
        environment: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let before = try content()
        let result = try process.run(arguments, stdin: stdin, extraEnvironment: environment)
        #expect(
            exitCodes.contains(result.exitCode), "exit \(result.exitCode): \(result.stderr)",
            sourceLocation: sourceLocation)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 1, "standard error: \(result.stderr)", sourceLocation: sourceLocation)
        #expect(try content() == before, "the diary changed", sourceLocation: sourceLocation)
        try expectWhole(sourceLocation: sourceLocation)
        return lines.first.map(String.init) ?? ""
    }

    /// SQLite's integrity check passes and the temporary folder is empty.
    func expectWhole(sourceLocation: SourceLocation = #_sourceLocation) throws {
        if FileManager.default.fileExists(atPath: file("diario.sqlite")) {
            let integrity = try DatabaseQueue(path: file("diario.sqlite")).read { db in
                try String.fetchAll(db, sql: "PRAGMA integrity_check")
            }
            #expect(integrity == ["ok"], sourceLocation: sourceLocation)
        }
        let left = try FileManager.default.subpathsOfDirectory(atPath: file("tmp"))
        #expect(left.isEmpty, "left in the temporary folder: \(left)", sourceLocation: sourceLocation)
    }
}
