/// Why the shared folder cannot be used now. The local data is never touched by one of these.
public enum SyncFolderError: Error, Equatable, Sendable {
    /// The folder is not there (a USB stick not plugged in, a path mistyped).
    case missing(path: String)
    /// Files cannot be written in it.
    case readOnly(path: String)
    /// The disk holding it is full.
    case full(path: String)
    /// Anything else the file system said.
    case failed(path: String, reason: String)
    /// A folder Diario writes in is a symbolic link: following it could write outside the shared folder.
    case symbolicLink(path: String)
}

extension SyncFolderError: StudentFacingError {
    /// One line naming the folder and what to do.
    public var message: StudentMessage {
        switch self {
        case .missing(let path): StudentMessage("sync.error.missing", ["path": path])
        case .readOnly(let path): StudentMessage("sync.error.readOnly", ["path": path])
        case .full(let path): StudentMessage("sync.error.full", ["path": path])
        case .failed(let path, let reason): StudentMessage("sync.error.failed", ["path": path, "reason": reason])
        case .symbolicLink(let path): StudentMessage("sync.error.symbolicLink", ["path": path])
        }
    }

    /// Storage trouble.
    public var exitCode: Int32 { 3 }
}

/// Sync cannot be set up, or run, as asked.
public enum SyncError: Error, Equatable, Sendable {
    /// `diario sync` before `diario sync init`.
    case notSetUp
    /// `diario sync init` on a database already set up as another device.
    case alreadySetUp(device: String)
    /// A device name that is not 1 to 40 lower-case letters, digits and hyphens.
    case invalidDeviceName(name: String)
    /// Another database already writes under this device name in the folder.
    case deviceNameTaken(name: String)
    /// `sync init --reclaim` for a name whose last file some device has not read yet (or that no other device
    /// reads): taking it back could lose what it published.
    case deviceNameNotFree(name: String)
    /// The passphrase given is not the encrypted folder's.
    case wrongPassphrase
    /// The folder is encrypted and this device has no passphrase for it.
    case passphraseNeeded(path: String)
    /// A passphrase that is empty.
    case emptyPassphrase
    /// Encryption asked for a folder where a device already writes unsealed files: the first device chooses it.
    case folderHasPlainFiles(path: String, device: String)
    /// Encryption needs libsodium, and it is missing (or could not have the memory the key's derivation asks for).
    case sealingUnavailable
    /// The folder was encrypted before Diario used libsodium (PBKDF2): a device joining it cannot derive its key.
    case sealedInOldFormat(path: String)
}

extension SyncError: StudentFacingError {
    /// One line saying what to do instead.
    public var message: StudentMessage {
        switch self {
        case .notSetUp: StudentMessage("sync.error.notSetUp")
        case .alreadySetUp(let device): StudentMessage("sync.error.alreadySetUp", ["device": device])
        case .invalidDeviceName(let name): StudentMessage("sync.error.invalidDeviceName", ["name": name])
        case .deviceNameTaken(let name): StudentMessage("sync.error.deviceNameTaken", ["name": name])
        case .deviceNameNotFree(let name): StudentMessage("sync.error.deviceNameNotFree", ["name": name])
        case .wrongPassphrase: StudentMessage("sync.error.wrongPassphrase")
        case .passphraseNeeded(let path): StudentMessage("sync.error.passphraseNeeded", ["path": path])
        case .emptyPassphrase: StudentMessage("sync.error.emptyPassphrase")
        case .folderHasPlainFiles(let path, let device):
            StudentMessage("sync.error.folderHasPlainFiles", ["path": path, "device": device])
        case .sealingUnavailable: StudentMessage("sync.error.sealingUnavailable")
        case .sealedInOldFormat(let path): StudentMessage("sync.error.sealedInOldFormat", ["path": path])
        }
    }

    /// A user error.
    public var exitCode: Int32 { 1 }
}

/// What can name a device in a shared folder.
public enum SyncDeviceName {
    /// The most characters a device's name has.
    public static let maxLength = 40

    /// Whether `name` can name a device: 1 to 40 lower-case letters, digits and hyphens, not starting with a hyphen.
    public static func isValid(_ name: String) -> Bool {
        guard (1...maxLength).contains(name.count), let first = name.unicodeScalars.first, first != "-" else {
            return false
        }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
