public import DiarioDomain
public import Foundation

/// The shared folder that a sync engine moves between devices, as files: each device writes its own numbered
/// files under `diario-sync/v1/DEVICE/`, and reads everyone else's (docs/sync.md).
public struct SyncFolder: Sendable {
    /// The folder the student named.
    public let path: String

    /// The folder at `path`.
    public init(path: String) { self.path = path }

    /// `FOLDER/diario-sync/v1`.
    public var base: String { path + "/" + SyncDevice.folder }

    /// `FOLDER/diario-sync/v1/DEVICE`.
    public func folder(of device: String) -> String { base + "/" + device }

    /// The most bytes a file of changes may have: far above what a day of study writes, or a first sync of years.
    public static let maxFileBytes = 256 << 20
    /// The most bytes a snapshot may have: a whole diary, with room to grow.
    public static let maxSnapshotBytes = 1 << 30

    /// Checks that the folder is there (an empty path names none), changing nothing. Throws
    /// ``SyncFolderError/missing(path:)``.
    public func checkFolder() throws(SyncFolderError) {
        var isFolder: ObjCBool = false
        guard !path.isEmpty, FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue
        else { throw .missing(path: path) }
    }

    /// Checks that the folder is there and that this device can write in it, creating its own folder. The folders
    /// Diario writes in below the one the student named must be real folders, not links that could lead outside it.
    /// Throws ``SyncFolderError``.
    public func prepare(device: String) throws(SyncFolderError) {
        try checkFolder()
        let own = folder(of: device)
        for inside in [path + "/diario-sync", base, own] where Self.isSymbolicLink(inside) {
            throw .symbolicLink(path: inside)
        }
        if !FileManager.default.fileExists(atPath: own) {
            do {
                try FileManager.default.createDirectory(atPath: own, withIntermediateDirectories: true)
            } catch {
                throw Self.error(errno, path: own)
            }
        }
        guard access(own, W_OK) == 0 else { throw Self.error(errno, path: own) }
    }

    /// The devices that have written here (folders with a device's name, not links), in name order.
    public func devices() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
        return names.filter { SyncDevice.isValidName($0) && !Self.isSymbolicLink(folder(of: $0)) }.sorted()
    }

    /// The size of a device's file in bytes; nil when it is not there, `Int.max` when it is anything but a regular
    /// file (a link, a FIFO, a device: someone else's doing, never read).
    public func size(of device: String, name: String) -> Int? {
        var status = stat()
        guard lstat(folder(of: device) + "/" + name, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : Int.max
    }

    /// The bytes of the regular file at `path`, at most `limit` of them; nil when it is missing, not a regular file
    /// (a link is not followed, a FIFO not waited on) or longer than `limit`.
    static func read(_ path: String, limit: Int) -> Data? { BoundedFile.bytes(path, limit: limit) }

    static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// The names in a device's folder (every name: readers pick theirs with ``SyncDevice/readable(_:from:)``).
    public func fileNames(of device: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder(of: device))) ?? []
    }

    /// The highest number among a device's files, 0 when it has none.
    public func highestSequence(of device: String) -> Int {
        fileNames(of: device).compactMap(SyncDevice.sequence(ofFileNamed:)).max() ?? 0
    }

    /// A file's bytes, nil when it cannot be read now (it may be arriving). Callers check ``size(of:name:)`` against
    /// the limits first.
    public func contents(of device: String, name: String, limit: Int = SyncFolder.maxFileBytes) -> Data? {
        Self.read(folder(of: device) + "/" + name, limit: limit)
    }

    /// Writes a device's file so that no reader ever sees half of it: under a temporary name, flushed to the disk,
    /// then put in place under its own name by a hard link, which fails rather than replace a file (a rename where
    /// the file system has no links), and the folder flushed. An existing file of that number is never replaced. Throws
    /// ``SyncFolderError``; nothing is left under the file's own name when it fails.
    public func write(_ data: Data, device: String, sequence: Int) throws(SyncFolderError) {
        try writeOnce(data, in: folder(of: device), name: SyncDevice.fileName(sequence: sequence))
    }

    /// The numbers of a device's snapshots (`snapshot-00000042.dsnap`: the state after its file 42), lowest first.
    public func snapshots(of device: String) -> [Int] {
        fileNames(of: device).compactMap(SyncDevice.sequence(ofSnapshotNamed:)).sorted()
    }

    /// The lowest number among a device's files, nil when it has none.
    public func lowestSequence(of device: String) -> Int? {
        fileNames(of: device).compactMap(SyncDevice.sequence(ofFileNamed:)).min()
    }

    /// Writes a device's snapshot as its files are written: once, never replaced. Throws ``SyncFolderError``.
    public func writeSnapshot(_ data: Data, device: String, sequence: Int) throws(SyncFolderError) {
        let name = SyncDevice.snapshotName(sequence: sequence)
        try writeOnce(data, in: folder(of: device), name: name)
    }

    /// A snapshot's bytes, nil when it cannot be read now or is larger than ``maxSnapshotBytes``.
    public func snapshot(of device: String, sequence: Int) -> Data? {
        let name = SyncDevice.snapshotName(sequence: sequence)
        return contents(of: device, name: name, limit: Self.maxSnapshotBytes)
    }

    /// Removes this device's own files numbered up to `sequence`, and its snapshots older than `keeping`: every
    /// device has applied them, and a snapshot holds what they said. A file that cannot be removed stays.
    public func removeOwn(device: String, filesThrough sequence: Int, snapshotsBefore keeping: Int) {
        for name in fileNames(of: device) {
            let file = SyncDevice.sequence(ofFileNamed: name).map { $0 <= sequence } ?? false
            let snapshot = SyncDevice.sequence(ofSnapshotNamed: name).map { $0 < keeping } ?? false
            if file || snapshot { unlink(folder(of: device) + "/" + name) }
        }
    }

    /// Removes the temporary files Diario writes under this device's folder and the folder's own (`.NAME.PID.tmp`,
    /// `.progress.txt.tmp`) last changed more than a day before `now`: left by a process that stopped while writing
    /// (a file being written is seconds old). `now` is the computer's clock, which stamps the files, never a clock
    /// the student set. Returns how many it removed.
    @discardableResult
    public func removeStaleTemporaryFiles(of device: String, now: Date) -> Int {
        var removed = 0
        for directory in [folder(of: device), base] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            for name in names where Self.isTemporaryName(name) {
                let path = directory + "/" + name
                guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                    attributes[.type] as? FileAttributeType == .typeRegular,
                    let changed = attributes[.modificationDate] as? Date,
                    changed < now.addingTimeInterval(-Self.staleAfter)
                else { continue }
                if unlink(path) == 0 { removed += 1 }
            }
        }
        return removed
    }

    /// How old a temporary file is when no process can still be writing it: a day, in seconds.
    static let staleAfter: TimeInterval = 24 * 3600

    /// Whether `name` is one of Diario's temporary names: a dot, a file's name Diario writes, the writing process's
    /// number (not for the progress file), `.tmp`. Another program's temporary files (Syncthing's) are not Diario's.
    static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
        var inner = name.dropFirst().dropLast(4)
        if let dot = inner.lastIndex(of: ".") {
            let process = inner[inner.index(after: dot)...]
            if !process.isEmpty, process.utf8.allSatisfy({ (0x30...0x39).contains($0) }) { inner = inner[..<dot] }
        }
        let file = String(inner)
        return SyncDevice.sequence(ofFileNamed: file) != nil || SyncDevice.sequence(ofSnapshotNamed: file) != nil
            || file == progressName || file == SyncEncryption.fileName
    }

    /// How far a device has read the others' files, as its progress file (`DEVICE/progress.txt`) last said: the
    /// number of the last file it applied from each; nil when it has written none (or it cannot be read).
    public func progress(of device: String) -> [String: Int]? { progressFile(of: device)?.applied }

    /// The files a device could not read and skipped, by the device that wrote them (the lowest number of each): its
    /// request that they publish a snapshot. Empty when it skipped none.
    public func skipped(by device: String) -> [String: Int] { progressFile(of: device)?.skipped ?? [:] }

    /// The progress file's lines: `DEVICE N` for the last file applied, `skipped DEVICE N` for a file skipped.
    private func progressFile(of device: String) -> (applied: [String: Int], skipped: [String: Int])? {
        guard let data = Self.read(folder(of: device) + "/" + Self.progressName, limit: 1 << 20),
            let text = String(data: data, encoding: .utf8), text.hasPrefix("diario-sync-progress 1\n")
        else { return nil }
        var applied: [String: Int] = [:]
        var skipped: [String: Int] = [:]
        for line in text.split(separator: "\n").dropFirst() {
            let parts = line.split(separator: " ")
            if parts.count == 2, let number = Int(parts[1]) { applied[String(parts[0])] = number }
            if parts.count == 3, parts[0] == "skipped", let number = Int(parts[2]) {
                skipped[String(parts[1])] = number
            }
        }
        return (applied, skipped)
    }

    /// Replaces this device's progress file when it says something new: the only file a device ever rewrites (under
    /// a temporary name, then renamed over the old one), which only that device writes. Throws ``SyncFolderError``.
    public func writeProgress(_ applied: [String: Int], skipped: [String: Int] = [:], device: String)
        throws(SyncFolderError)
    {
        if let current = progressFile(of: device), current.applied == applied, current.skipped == skipped { return }
        let lines =
            ["diario-sync-progress 1"] + applied.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
            + skipped.sorted { $0.key < $1.key }.map { "skipped \($0.key) \($0.value)" }
        let own = folder(of: device)
        let temporary = "." + Self.progressName + ".tmp"
        unlink(own + "/" + temporary)
        try writeOnce(Data((lines.joined(separator: "\n") + "\n").utf8), in: own, name: temporary)
        guard rename(own + "/" + temporary, own + "/" + Self.progressName) == 0 else {
            throw Self.error(errno, path: own)
        }
    }

    private static let progressName = "progress.txt"

    /// The folder's encryption (``SyncEncryption``); nil when it has none, or when its file is not whole yet.
    public func encryption() -> SyncEncryption? {
        Self.read(base + "/" + SyncEncryption.fileName, limit: 1 << 16).flatMap(SyncEncryption.init)
    }

    /// Whether the folder is encrypted: its encryption file is there, whole or still arriving.
    public var isEncrypted: Bool { FileManager.default.fileExists(atPath: base + "/" + SyncEncryption.fileName) }

    /// Writes the folder's encryption file, as ``write(_:device:sequence:)`` writes a device's file: once, never
    /// replaced. Throws ``SyncFolderError``.
    public func write(_ encryption: SyncEncryption) throws(SyncFolderError) {
        try writeOnce(encryption.encoded, in: base, name: SyncEncryption.fileName)
    }

    /// Writes `data` as `own/name`, which must not exist yet, through a temporary file of this process's own
    /// (`.NAME.PID.tmp`, which readers skip): two processes writing the same name never mix their bytes, and the
    /// second finds the name taken.
    private func writeOnce(_ data: Data, in own: String, name: String) throws(SyncFolderError) {
        let final = own + "/" + name
        let temporary = own + "/." + name + ".\(getpid()).tmp"
        guard !FileManager.default.fileExists(atPath: final) else {
            throw .failed(path: final, reason: String(cString: strerror(EEXIST)))
        }
        // A link planted under the temporary name must not be followed: it is removed, and the file made anew.
        unlink(temporary)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Self.error(errno, path: own) }
        var failure: Int32 = 0
        data.withUnsafeBytes { buffer in
            guard let start = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, start + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if failure == 0, fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        if failure == 0, link(temporary, final) != 0 {
            // A file system without hard links (a FAT USB stick) renames instead; the number was checked free above.
            failure = [EPERM, EOPNOTSUPP, ENOSYS].contains(errno) && rename(temporary, final) == 0 ? 0 : errno
        }
        unlink(temporary)
        guard failure == 0 else { throw Self.error(failure, path: own) }
        let folderDescriptor = open(own, O_RDONLY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    private static func error(_ code: Int32, path: String) -> SyncFolderError {
        switch code {
        case ENOSPC, EDQUOT: .full(path: path)
        case EROFS, EACCES, EPERM: .readOnly(path: path)
        case ENOENT, ENOTDIR: .missing(path: path)
        default: .failed(path: path, reason: String(cString: strerror(code)))
        }
    }
}
