public import DiarioDomain
public import Foundation

/// The materials' files, which travel beside the devices' folders (`diario-sync/files/`), each named by its content's
/// SHA-256: a name never changes meaning, so whoever reads one checks its hash, and only a copy that is not what its
/// name says (cut, or changed) is ever replaced.
extension SyncFolder {
    /// Where the files travel: apart from every device's folder.
    public var filesFolder: String { path + "/diario-sync/files" }

    /// The most bytes a shared file may have: a material is far smaller.
    public static let maxSharedFileBytes = 100 << 20

    /// The size of the shared file of that name, nil when there is none (or it is not a regular file).
    public func sharedFileSize(named name: String) -> Int? {
        var status = stat()
        guard lstat(filesFolder + "/" + name, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(status.st_size)
    }

    /// Shares `data` under `name`: written whole under a temporary name, then renamed into place, so that a reader
    /// sees the old file or the new one, never half (a copy cut or changed in the folder is replaced by the device that
    /// holds the file). Throws ``SyncFolderError`` when the folder cannot be written or is a symbolic link.
    public func shareFile(_ data: Data, named name: String) throws(SyncFolderError) {
        let manager = FileManager.default
        if Self.isSymbolicLink(filesFolder) { throw .symbolicLink(path: filesFolder) }
        if !manager.fileExists(atPath: filesFolder) {
            do {
                try manager.createDirectory(atPath: filesFolder, withIntermediateDirectories: false)
            } catch {
                throw .failed(path: filesFolder, reason: String(cString: strerror(errno)))
            }
        }
        let final = filesFolder + "/" + name
        let temporary = filesFolder + "/.\(name).\(getpid()).tmp"
        guard manager.createFile(atPath: temporary, contents: data) else {
            throw .failed(path: filesFolder, reason: String(cString: strerror(errno)))
        }
        guard rename(temporary, final) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .failed(path: filesFolder, reason: reason)
        }
    }

    /// A shared file's bytes; nil when it is missing, not a regular file, a link, or larger than
    /// ``maxSharedFileBytes``.
    public func sharedFile(named name: String) -> Data? {
        let file = filesFolder + "/" + name
        guard !Self.isSymbolicLink(filesFolder) else { return nil }
        return Self.read(file, limit: Self.maxSharedFileBytes)
    }
}
