import DiarioDomain
import Foundation

/// A path for a copy of the database (a snapshot being written or read) inside a new scratch folder that only this
/// user can open (``ScratchFolder``): the copy holds the whole diary, sealed or not in the shared folder, so no other
/// user of the machine may read it. The caller removes it with ``remove()`` (in a `defer`).
struct SyncPrivateFile {
    /// The copy's path, inside the private folder.
    let path: String
    private let folder: String

    /// Makes the private folder; throws ``StorageError/cannotOpen(path:reason:)`` when the temporary folder cannot
    /// hold it.
    init() throws(StorageError) {
        do {
            folder = try ScratchFolder.make().path
        } catch {
            throw .cannotOpen(path: error.path, reason: String(cString: strerror(error.code)))
        }
        path = folder + "/copy.sqlite"
    }

    /// Removes the folder and the copy in it.
    func remove() { try? FileManager.default.removeItem(atPath: folder) }
}
