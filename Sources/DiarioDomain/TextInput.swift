import Foundation

/// Text given to Diario (a file to import, a line typed or piped) that it will not take as it is.
public enum TextInputError: Error, Equatable, Sendable {
    /// The file cannot be opened or read.
    case unreadable(path: String)
    /// The file is larger than Diario reads (megabytes).
    case fileTooLarge(path: String, maxMegabytes: Int)
    /// A line (1-based; nil for the line being run) is longer than Diario reads (kilobytes).
    case lineTooLong(line: Int?, maxKilobytes: Int)
    /// A line (1-based; nil for the line being run) holds a NUL byte, which would cut it short where C code reads it.
    case nulByte(line: Int?)
    /// The file holds more lines than Diario reads.
    case tooManyLines(maxLines: Int)
}

extension TextInputError: StudentFacingError {
    /// The sentence naming the file or the line, and that nothing was taken.
    public var message: StudentMessage {
        switch self {
        case .unreadable(let path): StudentMessage("error.importUnreadable", ["path": path])
        case .fileTooLarge(let path, let max):
            StudentMessage("error.input.fileTooLarge", ["path": path, "max": String(max)])
        case .lineTooLong(let line?, let max):
            StudentMessage("error.input.lineTooLong", ["line": String(line), "max": String(max)])
        case .lineTooLong(nil, let max): StudentMessage("error.input.thisLineTooLong", ["max": String(max)])
        case .nulByte(let line?): StudentMessage("error.input.nulByte", ["line": String(line)])
        case .nulByte(nil): StudentMessage("error.input.nulByteHere")
        case .tooManyLines(let max): StudentMessage("error.input.tooManyLines", ["max": String(max)])
        }
    }

    /// A user error: 1.
    public var exitCode: Int32 { 1 }
}

/// Reads text to import with limits checked as it is read, so a file of one enormous line, or a device that never
/// ends, is refused before it fills the memory: at most ``maxFileBytes`` in all and ``maxLineBytes`` a line, and
/// no NUL byte (text never holds one; C code would cut the line there).
public enum TextInput {
    /// The most bytes a file to import may hold (256 MB).
    public static let maxFileBytes = 256 << 20
    /// The most bytes a line may hold (1 MB).
    public static let maxLineBytes = 1 << 20
    /// The most lines a file may hold: far more than an export of years, far fewer than a file of line breaks.
    public static let maxLines = 2_000_000

    /// The lines of the file at `path` (`-` for standard input), without their line ends (`\n` or `\r\n`). Throws
    /// ``TextInputError``.
    public static func lines(ofFile path: String) throws(TextInputError) -> [String] {
        let handle: FileHandle
        if path == "-" {
            handle = .standardInput
        } else {
            guard let opened = FileHandle(forReadingAtPath: path) else { throw .unreadable(path: path) }
            handle = opened
        }
        defer { if path != "-" { try? handle.close() } }
        var bytes: [UInt8] = []
        while true {
            let chunk: Data?
            do {
                chunk = try handle.read(upToCount: 1 << 20)
            } catch {
                throw .unreadable(path: path)
            }
            guard let chunk, !chunk.isEmpty else { break }
            guard bytes.count + chunk.count <= maxFileBytes else {
                throw .fileTooLarge(path: path, maxMegabytes: maxFileBytes >> 20)
            }
            bytes.append(contentsOf: chunk)
        }
        return try lines(of: bytes)
    }

    /// The lines of `bytes` as UTF-8 text (invalid sequences replaced), checked as above.
    public static func lines(of bytes: [UInt8]) throws(TextInputError) -> [String] {
        var lines: [String] = []
        var start = 0
        var index = 0
        while index <= bytes.count {
            if index == bytes.count || bytes[index] == 0x0A {
                var end = index
                if end > start, bytes[end - 1] == 0x0D { end -= 1 }
                guard end - start <= maxLineBytes else {
                    throw .lineTooLong(line: lines.count + 1, maxKilobytes: maxLineBytes >> 10)
                }
                guard lines.count < maxLines else { throw .tooManyLines(maxLines: maxLines) }
                lines.append(String(decoding: bytes[start..<end], as: UTF8.self))
                start = index + 1
            } else if bytes[index] == 0 {
                throw .nulByte(line: lines.count + 1)
            }
            index += 1
        }
        return lines
    }

    /// The text of the file at `path` (`-` for standard input), its lines joined by `\n`, checked as above.
    public static func text(ofFile path: String) throws(TextInputError) -> String {
        try lines(ofFile: path).joined(separator: "\n")
    }

    /// Throws ``TextInputError/nulByte(line:)`` when a line typed or piped (already read whole) holds a NUL byte, and
    /// ``TextInputError/lineTooLong(line:maxKilobytes:)`` when it is longer than a line may be.
    public static func check(line: String) throws(TextInputError) {
        if line.utf8.count > maxLineBytes { throw .lineTooLong(line: nil, maxKilobytes: maxLineBytes >> 10) }
        if line.utf8.contains(0) { throw .nulByte(line: nil) }
    }
}
