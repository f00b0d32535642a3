public import DiarioDomain

/// Why a file's text could not be read. The first six are the file's fault: nothing is saved. The last three are
/// the machine's: the material is saved as pending (a tool is missing) or failed (a tool broke), to retry later.
public enum MaterialReadingError: Error, Equatable, Sendable {
    /// No file at that path (or not a regular file).
    case fileMissing(path: String)
    /// The file has no bytes, or no text once read.
    case fileEmpty(path: String)
    /// The file is bigger than ``TextExtractor/maxByteCount``.
    case fileTooLarge(path: String)
    /// The bytes are none of the formats Diario reads (random bytes named `.pdf`, a binary named `.txt`).
    case unknownFormat(path: String)
    /// The file says it is a PDF, but no page of it can be read.
    case damagedPDF(path: String)
    /// An image or a scan in which no text was recognised.
    case noTextFound(path: String)
    /// An image with more pixels than ``TextExtractor/maxImagePixels``: reading it would take gigabytes.
    case imageTooLarge(path: String)
    /// The program that reads this format is not installed; `package` is the Debian package that has it.
    case toolMissing(tool: String, package: String)
    /// The program ran longer than its time limit.
    case timedOut(tool: String)
    /// The program stopped with an error of its own.
    case toolFailed(tool: String, detail: String)

    /// Whether the material may still be saved, to be read again later (`materials retry`).
    public var keepsMaterial: Bool {
        switch self {
        case .toolMissing, .timedOut, .toolFailed: true
        default: false
        }
    }
}

extension MaterialReadingError: StudentFacingError {
    /// The sentence for each, naming the file or the package to install.
    public var message: StudentMessage {
        switch self {
        case .fileMissing(let path): StudentMessage("error.material.missing", ["path": path])
        case .fileEmpty(let path): StudentMessage("error.material.empty", ["path": path])
        case .fileTooLarge(let path):
            StudentMessage(
                "error.material.tooLarge", ["path": path, "max": String(TextExtractor.maxByteCount / 1_000_000)])
        case .unknownFormat(let path): StudentMessage("error.material.unknownFormat", ["path": path])
        case .damagedPDF(let path): StudentMessage("error.material.damagedPDF", ["path": path])
        case .noTextFound(let path): StudentMessage("error.material.noText", ["path": path])
        case .imageTooLarge(let path):
            StudentMessage(
                "error.material.imageTooLarge",
                ["path": path, "megapixels": String(TextExtractor.maxImagePixels / 1_000_000)])
        case .toolMissing(let tool, let package):
            StudentMessage("error.material.toolMissing", ["tool": tool, "package": package])
        case .timedOut(let tool): StudentMessage("error.material.timedOut", ["tool": tool])
        case .toolFailed(let tool, let detail):
            StudentMessage("error.material.toolFailed", ["tool": tool, "detail": detail])
        }
    }

    /// The file or the machine: 1.
    public var exitCode: Int32 { 1 }
}
