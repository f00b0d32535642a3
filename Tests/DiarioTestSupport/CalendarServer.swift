import Foundation

/// A real CalDAV server from Debian on 127.0.0.1, its collections in a temporary directory; started for a test and
/// stopped with it. Radicale asks for one user ("anna", password "segreta"); Xandikos asks for none and makes one
/// calendar, ``xandikosCalendar``.
public final class CalendarServer: @unchecked Sendable {
    /// Which server.
    public enum Software: String, Sendable, CustomStringConvertible {
        case radicale, xandikos

        public var description: String { rawValue }
    }

    private let process = Process()
    /// The port it listens on.
    public let port: Int
    /// The user and the password it accepts.
    public static let user = "anna"
    public static let password = "segreta"

    /// Starts the server; throws when it does not answer within ten seconds.
    public init(directory: TemporaryDirectory, software: Software = .radicale) throws {
        port = try Self.freePort()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        switch software {
        case .radicale:
            try "\(Self.user):\(Self.password)\n".write(
                toFile: directory.file("users"), atomically: true, encoding: .utf8)
            process.arguments = [
                "radicale", "--server-hosts", "127.0.0.1:\(port)", "--storage-filesystem-folder",
                directory.file("collections"), "--auth-type", "htpasswd", "--auth-htpasswd-filename",
                directory.file("users"), "--auth-htpasswd-encryption", "plain",
            ]
        case .xandikos:
            process.arguments = [
                "xandikos", "-d", directory.file("collections"), "--defaults", "-l", "127.0.0.1", "-p", "\(port)",
            ]
        }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if Self.answers(port: port) { return }
            usleep(100_000)
        }
        kill(process.processIdentifier, SIGKILL)
        throw FakeChatServerError.didNotStart
    }

    deinit {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// The server's root: `http://127.0.0.1:PORT/`.
    public var baseURL: String { "http://127.0.0.1:\(port)/" }

    /// The calendar `xandikos --defaults` makes.
    public var xandikosCalendar: String { baseURL + "user/calendars/calendar/" }

    /// A port nobody listens on now (the kernel's choice for port 0).
    public static func freePort() throws -> Int {
        let socket = tcpSocket()
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
            }
        }
        guard bound else { throw FakeChatServerError.didNotStart }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Whether something accepts connections on the port.
    private static func answers(port: Int) -> Bool {
        let socket = tcpSocket()
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }
}

/// A TCP socket.
private func tcpSocket() -> Int32 { socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0) }
