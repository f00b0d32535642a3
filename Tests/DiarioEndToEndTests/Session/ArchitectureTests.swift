import DiarioTestSupport
import Foundation
import Testing

/// The arrows between targets, as docs/architecture.md states them, are the ones Package.swift declares and the
/// ones the sources use; the app and the executable stay away from SQL, curl and readline. (The compiler's own
/// `--explicit-target-dependency-import-check`, which `make` passes, reports nothing with Swift 6.3.1: a target
/// built anyway can be imported without being declared. These tests are the check that fails.)
@Suite("Architecture")
struct ArchitectureTests {
    /// Modules of the toolchain any target may import.
    static let toolchain: Set<String> = ["Foundation", "FoundationEssentials", "Glibc", "Dispatch", "Synchronization"]

    /// `Target: Dependency, Dependency` lines of the "Arrows" block of docs/architecture.md.
    static func documentedArrows() throws -> [String: Set<String>] {
        let text = try String(contentsOfFile: DiarioProcess.packageRoot + "/docs/architecture.md", encoding: .utf8)
        guard let start = text.range(of: "```arrows\n"),
            let end = text.range(of: "```", range: start.upperBound..<text.endIndex)
        else { return [:] }
        var arrows: [String: Set<String>] = [:]
        for line in text[start.upperBound..<end.lowerBound].split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            let dependencies = parts.count > 1 ? parts[1].split(separator: ",") : []
            arrows[parts[0].trimmingCharacters(in: .whitespaces)] = Set(
                dependencies.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && $0 != "—" })
        }
        return arrows
    }

    /// The modules each file of `Sources/target` imports.
    static func imports(ofTarget target: String) throws -> [(file: String, module: String)] {
        let folder = DiarioProcess.packageRoot + "/Sources/" + target
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
        return try files.flatMap { file in
            try String(contentsOfFile: folder + "/" + file, encoding: .utf8).split(separator: "\n").compactMap { line in
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(of: "import"), index <= 2,
                    words[..<index].allSatisfy({ ["public", "internal", "package", "@testable"].contains($0) })
                else { return nil }
                return words.count > index + 1 ? (file, String(words[index + 1])) : nil
            }
        }
    }

    @Test("docs/architecture.md lists the dependencies Package.swift declares, target by target")
    func documentationMatchesManifest() throws {
        // A scratch folder of its own: `swift test`, which runs this, holds the lock on `.build`.
        let scratch = TemporaryDirectory()
        let dump = try DiarioProcess.runCommand(
            [
                "swift", "package", "--package-path", DiarioProcess.packageRoot, "--scratch-path", scratch.path,
                "dump-package",
            ],
            environment: ProcessInfo.processInfo.environment)
        #expect(dump.exitCode == 0)
        let manifest = try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any]
        let targets = manifest?["targets"] as? [[String: Any]] ?? []
        var declared: [String: Set<String>] = [:]
        for target in targets where (target["type"] as? String) != "test" {
            guard let name = target["name"] as? String, !name.hasSuffix("TestSupport"), name != "DiarioBench" else {
                continue
            }
            let dependencies = target["dependencies"] as? [[String: Any]] ?? []
            declared[name] = Set(
                dependencies.compactMap { dependency in
                    ((dependency["byName"] ?? dependency["product"] ?? dependency["target"]) as? [Any])?.first
                        as? String
                })
        }
        #expect(!declared.isEmpty)
        #expect(try Self.documentedArrows() == declared)
    }

    @Test("every source file imports only its target's documented dependencies and the toolchain")
    func sourcesFollowArrows() throws {
        let arrows = try Self.documentedArrows()
        #expect(arrows.count >= 10)
        for (target, allowed) in arrows {
            for (file, module) in try Self.imports(ofTarget: target) {
                #expect(
                    allowed.contains(module) || Self.toolchain.contains(module),
                    "\(target)/\(file) imports \(module), which docs/architecture.md does not allow")
            }
        }
    }

    @Test("the app layer and the executable never import SQL, curl or readline", arguments: ["DiarioApp", "diario"])
    func noLowLevelImports(target: String) throws {
        let forbidden: Set<String> = ["GRDB", "CCurl", "CReadline", "CSQLiteSession", "ZIPFoundation", "TOMLKit"]
        let imported = try Self.imports(ofTarget: target)
        #expect(!imported.isEmpty)
        for (file, module) in imported {
            #expect(!forbidden.contains(module), "\(target)/\(file) imports \(module)")
        }
    }

    @Test("the parser uses no regular expression: it reads text by hand, byte or scalar by scalar (issue 43)")
    func parserHasNoRegularExpression() throws {
        let folder = DiarioProcess.packageRoot + "/Sources/DiarioLanguage"
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 50)
        for file in files {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            for sign in ["NSRegularExpression", "Regex<", "Regex(", "#/", "firstMatch(of:", "wholeMatch(of:"] {
                #expect(!text.contains(sign), "DiarioLanguage/\(file) uses \(sign)")
            }
        }
    }

    @Test("the binary loads neither libcurl nor readline at start: the coach and the planner load them when used")
    func libcurlAndReadlineLoadedOnlyWhenUsed() throws {
        let result = try DiarioProcess.runCommand(
            ["readelf", "--dynamic", DiarioProcess.binary], environment: ["PATH": "/usr/bin:/bin"])
        #expect(result.exitCode == 0, "\(result.stderr)")
        let needed = result.stdout.split(separator: "\n").filter { $0.contains("(NEEDED)") }
        #expect(needed.contains { $0.contains("libsqlite3") }, "readelf lists what the binary needs")
        #expect(!needed.contains { $0.contains("libcurl") }, "\(needed)")
        #expect(!needed.contains { $0.contains("libreadline") || $0.contains("libtinfo") }, "\(needed)")
    }
}
