public import Foundation

/// What a run of the `diario` binary printed and how it ended.
public struct ProcessResult: Sendable {
    /// Standard output.
    public let stdout: String
    /// Standard error.
    public let stderr: String
    /// The exit code.
    public let exitCode: Int32

    /// Standard output split into lines, without the last empty one.
    public var lines: [String] { stdout.split(separator: "\n").map(String.init) }
}

/// Runs the real `diario` executable as a child process, with a controlled environment.
public struct DiarioProcess: Sendable {
    /// The folder of the package (where Package.swift is).
    public static let packageRoot: String = {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
    }()

    /// The binary: `DIARIO_BIN` when set (the Makefile sets it), else the debug build of this package.
    public static let binary: String = {
        if let path = ProcessInfo.processInfo.environment["DIARIO_BIN"], !path.isEmpty { return path }
        return packageRoot + "/.build/debug/diario"
    }()

    /// The environment every run starts from: no inherited Diario variables, a fixed clock and zone,
    /// data and state folders inside `home`.
    public var environment: [String: String]

    /// Creates a runner whose database is `database`, at the fixed test date-time.
    public init(database: String, now: String = "2026-11-21T10:00", home: String, timeZone: String = "Europe/Rome") {
        environment = [
            "PATH": "/usr/bin:/bin", "HOME": home, "XDG_DATA_HOME": home + "/data",
            "XDG_STATE_HOME": home + "/state", "XDG_CONFIG_HOME": home + "/config", "TZ": timeZone,
            "DIARIO_DB": database, "DIARIO_NOW": now, "LANG": "C.UTF-8",
        ]
    }

    /// Runs `diario` with the arguments, optional standard input and extra environment, in `directory` (else this
    /// process's working directory); waits for it.
    @discardableResult
    public func run(
        _ arguments: [String], stdin: String? = nil, extraEnvironment: [String: String] = [:],
        in directory: String? = nil
    ) throws -> ProcessResult {
        let process = try start(arguments, stdin: stdin, extraEnvironment: extraEnvironment, in: directory)
        // Standard error is read on another thread: a child that fills one pipe while the other is being read
        // would otherwise wait for ever.
        let err = ReadInBackground(process.errPipe.fileHandleForReading)
        let out = process.outPipe.fileHandleForReading.readDataToEndOfFile()
        process.process.waitUntilExit()
        let errData = err.wait()
        return ProcessResult(
            stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self),
            exitCode: process.process.terminationStatus)
    }

    /// Runs any command (the first element is looked up in `PATH`) with the environment, and waits for it.
    public static func runCommand(_ command: [String], environment: [String: String]) throws -> ProcessResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = command
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let background = ReadInBackground(err.fileHandleForReading)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let stderr = background.wait()
        return ProcessResult(
            stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self),
            exitCode: process.terminationStatus)
    }

    /// A started child and its pipes.
    public struct Running: @unchecked Sendable {
        /// The child process.
        public let process: Process
        /// Its standard output.
        public let outPipe: Pipe
        /// Its standard error.
        public let errPipe: Pipe
        /// Its standard input, when the caller kept it open.
        public let inPipe: Pipe?

        /// Wraps a started process and its pipes.
        public init(process: Process, outPipe: Pipe, errPipe: Pipe, inPipe: Pipe? = nil) {
            self.process = process
            self.outPipe = outPipe
            self.errPipe = errPipe
            self.inPipe = inPipe
        }

        /// Writes a line to the child's standard input.
        public func send(_ line: String) {
            inPipe?.fileHandleForWriting.write(Data((line + "\n").utf8))
        }

        /// Reads standard output up to the next newline; nil at end of output.
        public func readLine() -> String? {
            var bytes: [UInt8] = []
            while true {
                let chunk = outPipe.fileHandleForReading.readData(ofLength: 1)
                guard let byte = chunk.first else {
                    return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
                }
                if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
                bytes.append(byte)
            }
        }

        /// Closes standard input and waits for the child; returns its exit code.
        public func finish() -> Int32 {
            try? inPipe?.fileHandleForWriting.close()
            _ = outPipe.fileHandleForReading.readDataToEndOfFile()
            _ = errPipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    /// Starts `diario` and returns at once (for tests that kill it, or talk to it when `keepInputOpen`).
    public func start(
        _ arguments: [String], stdin: String? = nil, extraEnvironment: [String: String] = [:],
        keepInputOpen: Bool = false, in directory: String? = nil
    ) throws -> Running {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.arguments = arguments
        process.environment = environment.merging(extraEnvironment) { $1 }
        let outPipe = Pipe()
        let errPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        let inPipe = Pipe()
        process.standardInput = inPipe
        try process.run()
        if keepInputOpen {
            if let stdin { inPipe.fileHandleForWriting.write(Data(stdin.utf8)) }
            return Running(process: process, outPipe: outPipe, errPipe: errPipe, inPipe: inPipe)
        }
        // Written from another thread: a large input and a large output would otherwise block each other,
        // the child waiting for its output to be read and this thread for its input to be taken.
        let writer = inPipe.fileHandleForWriting
        let bytes = Data((stdin ?? "").utf8)
        Thread.detachNewThread {
            writer.write(bytes)
            try? writer.close()
        }
        return Running(process: process, outPipe: outPipe, errPipe: errPipe)
    }
}

/// Reads a file handle to its end on its own thread.
final class ReadInBackground: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Everything read, once the writer has closed its end.
    func wait() -> Data {
        done.wait()
        return data
    }
}
