import DiarioDomain
import Foundation

/// A path for a copy of the database (a snapshot being written or read) inside a new folder that only this user can
/// open (mkdtemp makes it 0700): the copy holds the whole diary, sealed or not in the shared folder, so no other user
/// of the machine may read it. The caller removes it with ``remove()`` (in a `defer`).
struct SyncPrivateFile {
    /// The copy's path, inside the private folder.
    let path: String
    private let folder: String

    /// Makes the private folder; throws ``StorageError/cannotOpen(path:reason:)`` when the temporary folder cannot
    /// hold it.
    init() throws(StorageError) {
        let parent = FileManager.default.temporaryDirectory.path
        var template = Array((parent + "/diario-sync-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw .cannotOpen(path: parent, reason: String(cString: strerror(errno)))
        }
        folder = String(cString: made)
        path = folder + "/copy.sqlite"
    }

    /// Removes the folder and the copy in it.
    func remove() { try? FileManager.default.removeItem(atPath: folder) }
}
