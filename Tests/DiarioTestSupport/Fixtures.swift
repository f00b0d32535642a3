import Foundation

/// The committed fixtures (sample databases of older schema versions, corpora).
public enum Fixtures {
    /// The path of a file under `Fixtures/`.
    public static func path(_ relative: String) -> String {
        DiarioProcess.packageRoot + "/Fixtures/" + relative
    }

    /// Copies a fixture into `directory` (fixtures are never opened in place) and returns the copy's path.
    public static func copy(_ relative: String, to directory: TemporaryDirectory) throws -> String {
        let target = directory.file((relative as NSString).lastPathComponent)
        try FileManager.default.copyItem(atPath: path(relative), toPath: target)
        return target
    }
}
