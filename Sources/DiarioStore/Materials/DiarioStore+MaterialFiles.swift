public import DiarioDomain
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

    /// Copies the files of this diary's materials into the folder beside an export written to `file`
    /// (`FILE.materials/`, as for a backup); returns how many were copied. Throws ``StorageError``.
    public func copyMaterialFiles(besideExport file: String) throws(StorageError) -> Int {
        let destination = Self.materialFilesFolder(ofBackup: file)
        do {
            return try Self.copyMaterialFiles(namedIn: path, from: materialFilesFolder, to: destination)
        } catch {
            throw StorageError(error, path: destination)
        }
    }

    /// After an import of `file`: takes from the folder beside it (`FILE.materials/`) the files of materials this
    /// diary now names and lacks, each only when its content has the hash its name says; returns how many. Throws
    /// ``StorageError``.
    public func takeMaterialFiles(besideExport file: String) throws(StorageError) -> Int {
        let source = Self.materialFilesFolder(ofBackup: file)
        guard FileManager.default.fileExists(atPath: source) else { return 0 }
        do {
            return try Self.copyMaterialFiles(namedIn: path, from: source, to: materialFilesFolder, verifying: true)
        } catch {
            throw StorageError(error, path: materialFilesFolder)
        }
    }

    /// Copies the files the database at `database` names from `source` into `destination` (0700, files 0600),
    /// skipping those already there or missing from `source`, and with `verifying` those whose content's SHA-256 is
    /// not the one their name begins with. Returns how many were copied.
    @discardableResult
    static func copyMaterialFiles(
        namedIn database: String, from source: String, to destination: String, verifying: Bool = false
    ) throws -> Int {
        let names = try storedFileNames(in: database)
        let manager = FileManager.default
        var copied = 0
        for name in names {
            let from = (source as NSString).appendingPathComponent(name)
            let to = (destination as NSString).appendingPathComponent(name)
            guard manager.fileExists(atPath: from), !manager.fileExists(atPath: to) else { continue }
            if verifying {
                // Read once (a regular file, not a link, within bounds), checked, and those same bytes written.
                guard let data = BoundedFile.bytes(from, limit: Self.maxOutsideFileBytes),
                    FileDigest.sha256(data) == String(name.prefix(64))
                else { continue }
                if !manager.fileExists(atPath: destination) {
                    try manager.createDirectory(
                        atPath: destination, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
                }
                try? manager.removeItem(atPath: to + ".part")
                guard manager.createFile(atPath: to + ".part", contents: data, attributes: [.posixPermissions: 0o600])
                else { continue }
                try manager.moveItem(atPath: to + ".part", toPath: to)
                copied += 1
                continue
            }
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

    /// The most bytes a material's file brought from outside may have.
    static let maxOutsideFileBytes = 100 << 20

    /// The names under which the materials of the database at `database` keep their files; none for a database
    /// from before v11.
    static func storedFileNames(in database: String) throws -> [String] {
        let queue = try DatabaseQueue(path: database, configuration: configuration(readonly: true))
        defer { try? queue.close() }
        return try queue.read(storedFileNames(in:))
    }

    /// The same names, read in an open database.
    static func storedFileNames(in db: GRDB.Database) throws -> [String] {
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
