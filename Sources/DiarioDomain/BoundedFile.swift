public import Foundation

/// Reading a file that came from outside (a shared folder, a path typed, a folder beside an export) without trusting
/// it: only a regular file is read (a FIFO or a device is refused without waiting on it, and a link is not followed
/// unless asked), and never more than a limit.
public enum BoundedFile {
    /// What a read found.
    public enum Outcome: Sendable, Equatable {
        /// The whole file.
        case read(Data)
        /// A regular file longer than the limit.
        case tooLarge
        /// Missing, unreadable, or not a regular file.
        case unreadable
    }

    /// Reads the file at `path`, at most `limit` bytes; a link is followed only when `followingLinks`.
    public static func read(_ path: String, limit: Int, followingLinks: Bool = false) -> Outcome {
        let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW)
        let descriptor = open(path, flags)
        guard descriptor >= 0 else { return .unreadable }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return .unreadable }
        guard Int(status.st_size) <= limit else { return .tooLarge }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while data.count <= limit {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return .unreadable }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return data.count <= limit ? .read(data) : .tooLarge
    }

    /// The bytes of the file at `path` (see ``read(_:limit:followingLinks:)``), or nil for anything but a whole read.
    public static func bytes(_ path: String, limit: Int) -> Data? {
        if case .read(let data) = read(path, limit: limit) { return data }
        return nil
    }
}
