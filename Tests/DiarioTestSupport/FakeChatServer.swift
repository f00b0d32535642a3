import Foundation

/// The fake OpenAI-compatible server (Fixtures/coach/fake-llm-server.py) on 127.0.0.1, started for a test and
/// stopped with it. The model name of a request picks what it does (long, split, json, 500, 429, stall, …).
public final class FakeChatServer: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe()
    /// The port it listens on.
    public let port: Int
    /// The file where it logs each request, one JSON line each.
    public let requestLog: String
    private let scheme: String

    /// Starts the server (over TLS with that certificate and key, when given); throws when it does not say its
    /// port within ten seconds.
    public init(logDirectory: TemporaryDirectory, tls: (certificate: String, key: String)? = nil) throws {
        requestLog = logDirectory.file("requests.jsonl")
        scheme = tls == nil ? "http" : "https"
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["python3", Fixtures.path("coach/fake-llm-server.py"), "0", requestLog] + (tls.map { [$0, $1] } ?? [])
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        // The server exits when this pipe closes, so it cannot outlive a test process that crashed.
        process.standardInput = input
        try process.run()
        var line = Data()
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            let byte = output.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty || byte == Data("\n".utf8) { break }
            line.append(byte)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self)) else {
            kill(process.processIdentifier, SIGKILL)
            throw FakeChatServerError.didNotStart
        }
        self.port = port
    }

    deinit {
        // SIGKILL: the test runner's threads block most signals, and children inherit the mask.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? input.fileHandleForWriting.close()
    }

    /// The base URL to configure: `http://127.0.0.1:PORT/v1` (https with TLS).
    public var baseURL: String { "\(scheme)://127.0.0.1:\(port)/v1" }

    /// A self-signed certificate for 127.0.0.1 and its key, made with openssl in `directory`.
    public static func selfSignedCertificate(in directory: TemporaryDirectory) throws -> (
        certificate: String, key: String
    ) {
        let (certificate, key) = (directory.file("cert.pem"), directory.file("key.pem"))
        let openssl = Process()
        openssl.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        openssl.arguments = [
            "openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", certificate,
            "-days", "1", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
        ]
        openssl.standardOutput = FileHandle.nullDevice
        openssl.standardError = FileHandle.nullDevice
        try openssl.run()
        openssl.waitUntilExit()
        guard openssl.terminationStatus == 0 else { throw FakeChatServerError.didNotStart }
        return (certificate, key)
    }

    /// The chat requests received so far, oldest first: each one's JSON body.
    public func requests() throws -> [[String: Any]] {
        guard let text = try? String(contentsOfFile: requestLog, encoding: .utf8) else { return [] }
        return try text.split(separator: "\n").map {
            try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:]
        }
        .filter { $0["body"] != nil }
    }
}

/// The fake server did not start.
public enum FakeChatServerError: Error { case didNotStart }
