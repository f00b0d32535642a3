import DiarioDomain
public import Foundation

/// Runs the programs that read text out of files (`pdfinfo`, `pdftotext`, `pdftoppm`, `tesseract`): the one way the
/// materials feature touches the outside. `live` starts them as child processes; a test can give its own.
public struct ToolRunner: Sendable {
    /// What a finished run left.
    public struct Outcome: Sendable {
        /// Its exit status.
        public var status: Int32
        /// What it wrote on standard output.
        public var output: Data
        /// What it wrote on standard error.
        public var errors: String
    }

    /// Why a program could not be run to its end.
    public enum Failure: Error, Equatable, Sendable {
        /// No program of that name is on the `PATH`.
        case missing(tool: String)
        /// It ran longer than the time limit and was stopped.
        case timedOut(tool: String)
        /// It is there but could not be started (no permission, no file descriptors left, …).
        case couldNotStart(tool: String, reason: String)
    }

    /// Runs `tool` with `arguments`, stopping it after `timeLimit` seconds.
    public var run: @Sendable (_ tool: String, _ arguments: [String], _ timeLimit: Double) throws(Failure) -> Outcome

    /// Creates a runner from a function.
    public init(
        run: @escaping @Sendable (_ tool: String, _ arguments: [String], _ timeLimit: Double) throws(Failure) -> Outcome
    ) {
        self.run = run
    }

    /// Runs programs found on `path` (a `PATH` value) as child processes; their output goes through temporary files,
    /// so a program that writes a lot never blocks on a full pipe. Each starts through util-linux's `setpriv
    /// --pdeathsig KILL` when it is there, so a Diario that is killed takes its running tool with it.
    public static func live(path: String) -> ToolRunner {
        ToolRunner { tool, arguments, timeLimit throws(Failure) in
            guard let executable = locate(tool, in: path) else { throw .missing(tool: tool) }
            let folder: URL
            do throws(ScratchFolderError) {
                folder = try ScratchFolder.make()
            } catch {
                throw .couldNotStart(tool: tool, reason: String(cString: strerror(error.code)))
            }
            defer { try? FileManager.default.removeItem(at: folder) }
            let outputURL = folder.appendingPathComponent("out")
            let errorsURL = folder.appendingPathComponent("err")
            _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
            _ = FileManager.default.createFile(atPath: errorsURL.path, contents: nil)
            let process = Process()
            if FileManager.default.isExecutableFile(atPath: deathSignalWrapper) {
                process.executableURL = URL(fileURLWithPath: deathSignalWrapper)
                process.arguments = ["--pdeathsig", "KILL", "--", executable] + arguments
            } else {
                process.executableURL = URL(fileURLWithPath: executable)
                process.arguments = arguments
            }
            process.standardInput = FileHandle.nullDevice
            let finished = DispatchSemaphore(value: 0)
            process.terminationHandler = { _ in finished.signal() }
            do {
                process.standardOutput = try FileHandle(forWritingTo: outputURL)
                process.standardError = try FileHandle(forWritingTo: errorsURL)
                try process.run()
            } catch {
                throw .couldNotStart(tool: tool, reason: error.localizedDescription)
            }
            if finished.wait(timeout: .now() + timeLimit) == .timedOut {
                // SIGKILL: a program stuck in a page may ignore SIGTERM (and a child may start with it blocked).
                kill(process.processIdentifier, SIGKILL)
                finished.wait()
                throw .timedOut(tool: tool)
            }
            let output = (try? Data(contentsOf: outputURL)) ?? Data()
            let errors = (try? String(contentsOf: errorsURL, encoding: .utf8)) ?? ""
            return Outcome(status: process.terminationStatus, output: output, errors: errors)
        }
    }

    /// Sets the signal a child gets when its parent dies, then runs the command (util-linux, on every Debian).
    static let deathSignalWrapper = "/usr/bin/setpriv"

    /// The executable named `tool` in the first folder of `path` that has one.
    static func locate(_ tool: String, in path: String) -> String? {
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
