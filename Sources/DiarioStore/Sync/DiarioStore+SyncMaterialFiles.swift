import DiarioDomain
import DiarioSync
import Foundation
internal import GRDB

/// Materials' files through the shared folder: rows travel in change files, the files they name travel beside them
/// (``SyncFolder/filesFolder``), so that a device that receives a material receives its file. Not in an encrypted
/// folder: the files would travel unsealed (they stay on the device that added them, and in its backups).
extension DiarioStore {
    /// Shares the files of this diary's materials that the folder lacks, and takes in the shared files of materials
    /// this diary names but lacks (only those whose content has the hash their name says). Returns how many were
    /// taken in. Best effort, after a sync: a file that cannot be copied now is tried at the next.
    func exchangeMaterialFiles(in folder: SyncFolder) -> Int {
        guard !folder.isEncrypted, let names = try? read(Self.storedFileNames(in:)) else { return 0 }
        let manager = FileManager.default
        var received = 0
        for name in names {
            let local = (materialFilesFolder as NSString).appendingPathComponent(name)
            if manager.fileExists(atPath: local) {
                // A shared copy missing, or not the size of this one (cut, or changed), is written again.
                let size = (try? manager.attributesOfItem(atPath: local)[.size] as? Int) ?? nil
                if folder.sharedFileSize(named: name) != size,
                    let data = BoundedFile.bytes(local, limit: Self.maxOutsideFileBytes)
                {
                    try? folder.shareFile(data, named: name)
                }
                continue
            }
            guard let data = folder.sharedFile(named: name), FileDigest.sha256(data) == String(name.prefix(64))
            else { continue }
            if !manager.fileExists(atPath: materialFilesFolder) {
                try? manager.createDirectory(
                    atPath: materialFilesFolder, withIntermediateDirectories: true,
                    attributes: [.posixPermissions: 0o700])
            }
            let partial = local + ".part"
            guard manager.createFile(atPath: partial, contents: data, attributes: [.posixPermissions: 0o600]),
                (try? manager.moveItem(atPath: partial, toPath: local)) != nil
            else {
                try? manager.removeItem(atPath: partial)
                continue
            }
            received += 1
        }
        return received
    }
}
