public import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A file the student named could not be written; nothing half-written is left in its place.
public struct OutputFileError: Error, Equatable, Sendable {
    /// The path as the student gave it.
    public let path: String
    /// Why, as an `errno` value (0 when the path itself is not a file that can be written, like a folder).
    public let code: Int32
}

extension OutputFileError: StudentFacingError {
    /// "Could not write PATH: no space left", with the reason in the student's words for the common causes.
    public var message: StudentMessage {
        let reason: String
        switch code {
        case ENOSPC, EDQUOT: reason = "error.io.full"
        case EACCES, EPERM, EROFS: reason = "error.io.denied"
        case ENOENT, ENOTDIR: reason = "error.io.noFolder"
        case 0, EISDIR: reason = "error.io.notAFile"
        default: reason = "error.io.other"
        }
        return StudentMessage("error.cannotWriteFile", ["path": path], nested: ["reason": StudentMessage(reason)])
    }

    /// Storage trouble (3) for a full or failing disk; else a path the student chose (1).
    public var exitCode: Int32 { [ENOSPC, EDQUOT, EIO].contains(code) ? 3 : 1 }
}

/// Writes what a command produces to the file the student named, respecting what is there:
/// - a regular file (or no file) is replaced atomically: the bytes go to a temporary file beside it, which is then
///   renamed over it, so a failed write leaves the old file whole; a new file gets mode 0600, an old one keeps its;
/// - a device, a FIFO or a socket (a pipe, a terminal), and any path in `/dev/` or `/proc/` (`/dev/stdout` redirected
///   to a file), is written through, never replaced;
/// - a symbolic link is followed, since the student named it, and what it points to is treated as above.
public enum OutputFile {
    /// Writes `data` to `path` as above. Throws ``OutputFileError`` when the place cannot take it (the folder is
    /// missing, not writable or full, or the path is a folder).
    public static func write(_ data: Data, to path: String) throws(OutputFileError) {
        guard !path.isEmpty else { throw OutputFileError(path: path, code: ENOENT) }
        var status = stat()
        let exists = stat(path, &status) == 0
        if exists, status.st_mode & S_IFMT == S_IFDIR { throw OutputFileError(path: path, code: EISDIR) }
        // A stream named as a file (`/dev/stdout`, `/proc/self/fd/1`) is written through even when it leads to a
        // regular file: a shell's redirection must be appended to, not replaced.
        if exists, status.st_mode & S_IFMT != S_IFREG || isStream(path) {
            try writeThrough(data, to: path)
            return
        }
        let target = exists ? (resolved(path) ?? path) : danglingTarget(of: path)
        try replace(target, with: data, mode: exists ? status.st_mode & 0o7777 : 0o600, reportedAs: path)
    }

    /// Opens the existing special file and writes every byte into it.
    private static func writeThrough(_ data: Data, to path: String) throws(OutputFileError) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw OutputFileError(path: path, code: errno) }
        defer { close(descriptor) }
        let code = writeAll(data, to: descriptor)
        if code != 0 { throw OutputFileError(path: path, code: code) }
    }

    /// Writes `data` to a new temporary file in `target`'s folder and renames it over `target`.
    private static func replace(_ target: String, with data: Data, mode: mode_t, reportedAs path: String)
        throws(OutputFileError)
    {
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        var template = Array(((folder.isEmpty ? "." : folder) + "/.\(name).diario-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw OutputFileError(path: path, code: errno) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var code = fchmod(descriptor, mode) == 0 ? writeAll(data, to: descriptor) : errno
        if code == 0, fsync(descriptor) != 0 { code = errno }
        close(descriptor)
        if code == 0, rename(temporary, target) != 0 { code = errno }
        if code != 0 {
            unlink(temporary)
            throw OutputFileError(path: path, code: code)
        }
    }

    /// Whether `path` is, or is a link into, `/dev/` or `/proc/`: a stream of this process, not a file to replace.
    private static func isStream(_ path: String) -> Bool {
        let inside = { (name: String) in name.hasPrefix("/dev/") || name.hasPrefix("/proc/") }
        if inside(path) { return true }
        guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else { return false }
        return inside(destination)
    }

    /// 0 when every byte was written, else the `errno` of the failure.
    private static func writeAll(_ data: Data, to descriptor: Int32) -> Int32 {
        data.withUnsafeBytes { buffer -> Int32 in
            guard let start = buffer.baseAddress else { return 0 }
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, start + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return 0
        }
    }

    /// The real path of an existing file, every link followed.
    private static func resolved(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    /// Where a link that points to no file yet would write (followed link by link), or `path` itself.
    private static func danglingTarget(of path: String) -> String {
        var current = path
        for _ in 0..<32 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                return current
            }
            current =
                destination.hasPrefix("/")
                ? destination
                : ((current as NSString).deletingLastPathComponent as NSString)
                    .appendingPathComponent(destination)
        }
        return current
    }
}
