import DiarioDomain
import Foundation
internal import GRDB

/// The files of materials travel with a backup written to a file of the student's choosing: they are copied into a
/// folder beside it (`diario.sqlite` → `diario.sqlite.materials/`), and a restore puts back the ones the materials
/// folder lacks. Automatic backups need no copy: they sit beside the materials folder, whose files are never deleted
/// (a file is named by its hash, so no file is ever replaced either).
extension DiarioStore {
    /// The `materials` folder beside the database at `path`.
    static func materialFilesFolder(forDatabase path: String) -> String {
        ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent("materials")
    }

    /// The folder beside a backup file that holds its materials' files.
    static func materialFilesFolder(ofBackup file: String) -> String { file + ".materials" }

    /// Copies the files the database at `database` names from `source` into `destination` (0700, files 0600),
    /// skipping those already there or missing from `source`. Returns how many were copied.
    @discardableResult
    static func copyMaterialFiles(namedIn database: String, from source: String, to destination: String) throws -> Int {
        let names = try storedFileNames(in: database)
        let manager = FileManager.default
        var copied = 0
        for name in names {
            let from = (source as NSString).appendingPathComponent(name)
            let to = (destination as NSString).appendingPathComponent(name)
            guard manager.fileExists(atPath: from), !manager.fileExists(atPath: to) else { continue }
            if !manager.fileExists(atPath: destination) {
                try manager.createDirectory(
                    atPath: destination, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            }
            try? manager.removeItem(atPath: to + ".part")  // left by a copy that was stopped
            try manager.copyItem(atPath: from, toPath: to + ".part")
            _ = chmod(to + ".part", 0o600)
            try manager.moveItem(atPath: to + ".part", toPath: to)
            copied += 1
        }
        return copied
    }

    /// The names under which the materials of the database at `database` keep their files; none for a database
    /// from before v11.
    private static func storedFileNames(in database: String) throws -> [String] {
        let queue = try DatabaseQueue(path: database, configuration: configuration(readonly: true))
        defer { try? queue.close() }
        return try queue.read { db in
            guard try db.columns(in: "studyMaterial").contains(where: { $0.name == "fileSha256" }) else { return [] }
            // The hash becomes part of a path: only 64 hexadecimal digits are taken (a backup is a file from outside).
            return try Row.fetchAll(
                db, sql: "SELECT fileSha256, fileFormat FROM studyMaterial WHERE fileSha256 IS NOT NULL"
            ).compactMap { row in
                guard let sha: String = row["fileSha256"], sha.count == 64, sha.allSatisfy(\.isHexDigit),
                    let format = (row["fileFormat"] as String?).flatMap(MaterialFormat.init(rawValue:))
                else { return nil }
                return MaterialFile(sha256: sha, originalName: "", format: format, byteCount: 0).storedName
            }
        }
    }
}
