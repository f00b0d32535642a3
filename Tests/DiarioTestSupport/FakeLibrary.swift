import Foundation

/// A shared library named like a real one but without its functions, for a run that must behave as if the real one
/// were missing or broken: its folder goes first in `LD_LIBRARY_PATH`, so `dlopen` finds it before the system's.
public enum FakeLibrary {
    /// Builds `name` (`libcurl.so.4`) in `folder` with clang and returns the environment that puts it first; throws
    /// when clang fails.
    public static func environment(named name: String, in folder: String) throws -> [String: String] {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let source = folder + "/fake.c"
        try "int not_the_library(void) { return 0; }\n".write(toFile: source, atomically: true, encoding: .utf8)
        let compiled = try DiarioProcess.runCommand(
            ["clang", "-shared", "-fPIC", "-o", folder + "/" + name, source],
            environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"])
        guard compiled.exitCode == 0 else { throw FakeLibraryError.notBuilt(compiled.stderr) }
        return ["LD_LIBRARY_PATH": folder]
    }
}

/// clang could not build the fake library.
public enum FakeLibraryError: Error {
    /// What clang said.
    case notBuilt(String)
}
