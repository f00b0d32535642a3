public import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The temporary folder could not hold a scratch folder.
public struct ScratchFolderError: Error, Equatable, Sendable {
    /// The folder that refused.
    public let path: String
    /// The `errno` of the failure.
    public let code: Int32

    /// The folder that refused, and why.
    public init(path: String, code: Int32) {
        self.path = path
        self.code = code
    }
}

extension ScratchFolderError: StudentFacingError {
    /// "The temporary folder PATH cannot be used: …".
    public var message: StudentMessage {
        StudentMessage(
            "error.scratchUnavailable", ["path": path],
            nested: ["reason": StudentMessage(code == ENOSPC ? "error.io.full" : "error.io.denied")])
    }

    /// Storage trouble (3).
    public var exitCode: Int32 { 3 }
}

/// Where a run keeps its temporary files (an unpacked Anki collection, a rendered page, a sync snapshot): one folder
/// per run, `$TMPDIR/diario-UID/PID`, inside a folder only this user may open. The run removes its folder when it
/// exits (``removeThisRun()``), and the next run removes those of runs that died without doing so
/// (``removeLeftovers()``), so nothing Diario unpacked stays in `/tmp`.
public enum ScratchFolder {
    /// A new empty folder (mode 0700) inside this run's. Throws ``ScratchFolderError`` when the temporary folder
    /// cannot hold it.
    public static func make() throws(ScratchFolderError) -> URL {
        let run = try runFolder()
        var template = Array((run + "/XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw ScratchFolderError(path: run, code: errno) }
        return URL(fileURLWithPath: String(cString: made), isDirectory: true)
    }

    /// Removes this run's folder and everything in it; called when the process exits.
    public static func removeThisRun() {
        guard let root = userFolder(creating: false) else { return }
        try? FileManager.default.removeItem(atPath: root + "/\(getpid())")
        rmdir(root)  // only when no other run is using it
    }

    /// Removes the folders of runs whose process is gone (killed before it could clean up).
    public static func removeLeftovers() {
        guard let root = userFolder(creating: false),
            let names = try? FileManager.default.contentsOfDirectory(atPath: root)
        else {
            return
        }
        for name in names {
            guard let pid = Int32(name), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(atPath: root + "/" + name)
        }
    }

    /// `$TMPDIR/diario-UID`, made 0700 when missing and `creating`; nil when it is missing, or is not a folder of
    /// this user's that only they may open (another user could have made it to read or plant files).
    private static func userFolder(creating: Bool) -> String? {
        let base = temporaryBase
        let root = base + "/diario-\(getuid())"
        if creating, mkdir(root, 0o700) != 0, errno != EEXIST { return nil }
        var status = stat()
        guard lstat(root, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, status.st_uid == getuid(),
            status.st_mode & 0o077 == 0
        else { return nil }
        return root
    }

    /// `$TMPDIR` when it is set and not empty, else `/tmp`, without a trailing slash: the folder Foundation's
    /// `temporaryDirectory` names on Linux, read without building its URL (whose path was a thirtieth of an empty
    /// `list --json`, run at every start).
    private static var temporaryBase: String {
        var base = getenv("TMPDIR").map { String(cString: $0) } ?? ""
        if base.isEmpty { base = "/tmp" }
        while base.count > 1, base.hasSuffix("/") { base.removeLast() }
        return base
    }

    /// This run's folder, made when first needed.
    private static func runFolder() throws(ScratchFolderError) -> String {
        guard let root = userFolder(creating: true) else {
            throw ScratchFolderError(path: temporaryBase, code: EACCES)
        }
        let run = root + "/\(getpid())"
        if mkdir(run, 0o700) != 0, errno != EEXIST { throw ScratchFolderError(path: run, code: errno) }
        return run
    }
}
