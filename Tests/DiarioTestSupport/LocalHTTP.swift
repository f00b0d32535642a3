import Foundation

/// One HTTP/1.0 request to a server on 127.0.0.1, for test helpers that drive a real server's API (Syncthing's REST
/// API): the server closes the connection after its answer, which is read whole.
public enum LocalHTTP {
    /// The status and body of `method path` on `port` with `headers`; nil when nothing answers, the answer is not
    /// HTTP, or sending or receiving stalls for `seconds`.
    public static func request(
        port: Int, method: String = "GET", path: String, headers: [String: String] = [:], seconds: Int = 30
    ) -> (status: Int, body: String)? {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return nil }
        defer { close(socket) }
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        for option in [SO_RCVTIMEO, SO_SNDTIMEO] {
            setsockopt(socket, SOL_SOCKET, option, &timeout, socklen_t(MemoryLayout<timeval>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard connected else { return nil }
        var lines = ["\(method) \(path) HTTP/1.0", "Host: 127.0.0.1:\(port)", "Content-Length: 0"]
        lines += headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        let request = Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
        // MSG_NOSIGNAL: a server that has closed the connection is an answer of nil, not a SIGPIPE for the tests.
        let flags = Int32(MSG_NOSIGNAL)
        guard request.withUnsafeBytes({ send(socket, $0.baseAddress, $0.count, flags) }) == request.count else {
            return nil
        }
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            answer += buffer[0..<count]
        }
        let text = String(decoding: answer, as: UTF8.self)
        guard let statusLine = text.split(separator: "\r\n", maxSplits: 1).first,
            let status = statusLine.split(separator: " ").dropFirst().first.flatMap({ Int($0) }),
            let bodyStart = text.range(of: "\r\n\r\n")
        else { return nil }
        return (status, String(text[bodyStart.upperBound...]))
    }
}
