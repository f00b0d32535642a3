public import DiarioDomain
public import Foundation

/// The materials' files, which travel beside the devices' folders (`diario-sync/files/`), each named by its content's
/// SHA-256: a name never changes meaning, so a file there is never replaced, and whoever reads one checks its hash.
extension SyncFolder {
    /// Where the files travel: apart from every device's folder.
    public var filesFolder: String { path + "/diario-sync/files" }

    /// The most bytes a shared file may have: a material is far smaller.
    public static let maxSharedFileBytes = 100 << 20

    /// Whether a file of that name is already shared.
    public func hasSharedFile(named name: String) -> Bool {
        FileManager.default.fileExists(atPath: filesFolder + "/" + name)
    }

    /// Shares `data` under `name` (written whole under a temporary name, then linked into place, which never replaces
    /// a file). Throws ``SyncFolderError`` when the folder cannot be written or is a symbolic link.
    public func shareFile(_ data: Data, named name: String) throws(SyncFolderError) {
        let manager = FileManager.default
        if Self.isLink(filesFolder) { throw .symbolicLink(path: filesFolder) }
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
        defer { unlink(temporary) }
        if link(temporary, final) != 0, errno != EEXIST {
            throw .failed(path: filesFolder, reason: String(cString: strerror(errno)))
        }
    }

    /// A shared file's bytes; nil when it is missing, not a regular file, a link, or larger than
    /// ``maxSharedFileBytes``.
    public func sharedFile(named name: String) -> Data? {
        let file = filesFolder + "/" + name
        guard !Self.isLink(filesFolder) else { return nil }
        return Self.read(file, limit: Self.maxSharedFileBytes)
    }

    private static func isLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }
}
