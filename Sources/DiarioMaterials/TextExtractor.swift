public import DiarioDomain
public import Foundation

/// Reads the text of a material's file, page by page: Markdown and plain text as they are, PDF through `pdftotext`,
/// images through `tesseract` (Italian and English), and the pages of a PDF that have no text layer (a scan) through
/// `pdftoppm` and `tesseract`, one page at a time.
public struct TextExtractor: Sendable {
    /// The largest file Diario takes: 50 MB, a long scanned chapter.
    public static let maxByteCount = 50_000_000
    /// How long one program may run on one file or page, in seconds.
    public static let timeLimit = 120.0
    /// A page of a PDF with fewer letters than this in its text layer is read as a scan.
    static let scanLetterThreshold = 20
    /// The most scanned pages of one PDF read through OCR (a few seconds each); the student is told of the others.
    public static let maxScannedPages = 100
    /// The most seconds OCR may take over all the scanned pages of one file; the pages left are counted as unread.
    public static let fileTimeLimit = 900.0
    /// The most pixels of an image read through OCR: 60 million, a photo of a page four times over.
    public static let maxImagePixels = 60_000_000

    let tools: ToolRunner

    /// Creates an extractor that runs its programs through `tools`.
    public init(tools: ToolRunner) { self.tools = tools }

    /// The bytes and format of the file at `path`, checked: it exists, is not empty nor over the limit, and is one
    /// of the formats Diario reads (by its first bytes; text by its extension and by being UTF-8). Throws
    /// ``MaterialReadingError`` for a file that is not.
    public static func load(_ path: String) throws(MaterialReadingError) -> (data: Data, format: MaterialFormat) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        else { throw .fileMissing(path: path) }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maxByteCount else { throw .fileTooLarge(path: path) }
        guard let data = FileManager.default.contents(atPath: path) else { throw .fileMissing(path: path) }
        guard !data.isEmpty else { throw .fileEmpty(path: path) }
        guard let format = format(of: data, named: path) else { throw .unknownFormat(path: path) }
        return (data, format)
    }

    /// The format `data` is in: PDF, PNG and JPEG by their signatures; Markdown or text by the name's extension (any
    /// other name counts as text) when the bytes are UTF-8 without control characters; nil otherwise.
    static func format(of data: Data, named name: String) -> MaterialFormat? {
        let head = [UInt8](data.prefix(1024))
        if let start = head.firstIndex(of: UInt8(ascii: "%")), Array(head[start...].prefix(5)) == Array("%PDF-".utf8) {
            return .pdf
        }
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        let lowered = name.lowercased()
        guard !lowered.hasSuffix(".pdf"), !lowered.hasSuffix(".png"), !lowered.hasSuffix(".jpg"),
            !lowered.hasSuffix(".jpeg"), let text = String(data: data, encoding: .utf8),
            !text.unicodeScalars.contains(where: { $0.value < 0x20 && !"\n\r\t\u{0C}".unicodeScalars.contains($0) })
        else { return nil }
        return lowered.hasSuffix(".md") || lowered.hasSuffix(".markdown") ? .markdown : .text
    }

    /// The pages of text of the file at `path`, in `format`, calling `progress` with pages done and pages in all as
    /// it goes. Throws ``MaterialReadingError``: the file's fault (damaged, no text) or the machine's (a missing
    /// tool, a time limit).
    /// Scanned pages past ``maxScannedPages``, or past ``fileTimeLimit`` of OCR, are left empty, and `unreadScans` is
    /// told how many.
    public func pages(
        of path: String, format: MaterialFormat, progress: (_ done: Int, _ total: Int) -> Void = { _, _ in },
        unreadScans: (Int) -> Void = { _ in }
    ) throws(MaterialReadingError) -> [String] {
        // Absolute, so that a name starting with "-" is never read as an option by the programs.
        let path = URL(fileURLWithPath: path).path
        let pages: [String]
        switch format {
        case .markdown, .text:
            guard let data = FileManager.default.contents(atPath: path) else { throw .fileMissing(path: path) }
            guard var text = String(data: data, encoding: .utf8) else { throw .unknownFormat(path: path) }
            if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
            pages = text.split(separator: "\u{0C}", omittingEmptySubsequences: false).map(String.init)
            progress(pages.count, pages.count)
        case .png, .jpeg:
            guard let file = FileHandle(forReadingAtPath: path) else { throw .fileMissing(path: path) }
            let head = (try? file.read(upToCount: 1 << 20)) ?? Data()
            try? file.close()
            if let (width, height) = Self.imageSize(of: head, format: format) {
                let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
                if overflow || pixels > Self.maxImagePixels { throw .imageTooLarge(path: path) }
            }
            progress(0, 1)
            pages = [try recognise(path, of: path)]
            progress(1, 1)
            guard Self.letterCount(pages[0]) >= 3 else { throw .noTextFound(path: path) }
        case .pdf:
            pages = try pdfPages(path, progress: progress, unreadScans: unreadScans)
        }
        // Without control characters: a file could hide terminal escapes in its text.
        let trimmed = pages.map(StoredText.clean)
        guard trimmed.contains(where: { !$0.isEmpty }) else {
            throw format == .pdf ? .noTextFound(path: path) : .fileEmpty(path: path)
        }
        return trimmed
    }

    /// The pages of a PDF: its text layer, and OCR for each page whose layer holds (almost) no letters. When some
    /// page has a text layer, OCR is a bonus: a page it cannot read (a program missing or failing) keeps its layer, so
    /// a text PDF with a cover image is never held back by tesseract.
    private func pdfPages(_ path: String, progress: (Int, Int) -> Void, unreadScans: (Int) -> Void)
        throws(MaterialReadingError) -> [String]
    {
        let info = try run("pdfinfo", [path], package: "poppler-utils")
        let pageLine = String(decoding: info.output, as: UTF8.self).split(separator: "\n")
            .first { $0.hasPrefix("Pages:") }
        guard info.status == 0,
            let count = pageLine.flatMap({ Int($0.dropFirst(6).trimmingCharacters(in: .whitespaces)) }),
            count > 0
        else { throw .damagedPDF(path: path) }
        progress(0, count)
        let layer = try run("pdftotext", ["-enc", "UTF-8", path, "-"], package: "poppler-utils")
        guard layer.status == 0 else { throw .damagedPDF(path: path) }
        var pages = String(decoding: layer.output, as: UTF8.self)
            .split(separator: "\u{0C}", omittingEmptySubsequences: false).map(String.init)
        pages = Array(pages.prefix(count)) + Array(repeating: "", count: max(0, count - pages.count))
        let allScanned = pages.indices.filter { Self.letterCount(pages[$0]) < Self.scanLetterThreshold }
        let scanned = allScanned.prefix(Self.maxScannedPages)
        let hasTextLayer = allScanned.count < count
        var done = count - scanned.count
        progress(done, count)
        let deadline = ContinuousClock.now + .seconds(Self.fileTimeLimit)
        var read = 0
        for index in scanned {
            guard ContinuousClock.now < deadline else { break }
            read += 1
            do {
                pages[index] = try recognisePage(index + 1, of: path)
            } catch {
                guard hasTextLayer, error.keepsMaterial else { throw error }
            }
            done += 1
            progress(done, count)
        }
        if allScanned.count > read { unreadScans(allScanned.count - read) }
        return pages
    }

    /// The text of page `number` of a PDF, rendered at 300 dpi in grey and recognised.
    private func recognisePage(_ number: Int, of path: String) throws(MaterialReadingError) -> String {
        let folder: URL
        do {
            folder = try ScratchFolder.make()
        } catch {
            throw .toolFailed(tool: "pdftoppm", detail: String(cString: strerror(error.code)))
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = folder.appendingPathComponent("page").path
        let rendering = try run(
            "pdftoppm",
            [
                "-r", "300", "-gray", "-png", "-singlefile", "-f", "\(number)", "-l", "\(number)",
                // A page of any size renders to at most a poster's worth of pixels.
                "-x", "0", "-y", "0", "-W", "6000", "-H", "9000", path, image,
            ],
            package: "poppler-utils")
        guard rendering.status == 0 else { throw .damagedPDF(path: path) }
        return try recognise(image + ".png", of: path)
    }

    /// The text tesseract recognises in an image (a file of the student's or a rendered page of `source`), in
    /// Italian and English.
    private func recognise(_ image: String, of source: String) throws(MaterialReadingError) -> String {
        let outcome = try run("tesseract", [image, "-", "-l", "ita+eng"], package: "tesseract-ocr")
        guard outcome.status == 0 else {
            if outcome.errors.contains("Failed loading language") || outcome.errors.contains("traineddata") {
                throw .toolMissing(tool: "tesseract", package: "tesseract-ocr-ita tesseract-ocr-eng")
            }
            if outcome.errors.contains("Error in pixRead") || outcome.errors.contains("Unsupported image") {
                throw .unknownFormat(path: source)
            }
            throw .toolFailed(tool: "tesseract", detail: Self.firstLine(outcome.errors))
        }
        return String(decoding: outcome.output, as: UTF8.self)
    }

    /// The width and height an image's header gives (PNG's IHDR, JPEG's start of frame); nil when none is found.
    static func imageSize(of data: Data, format: MaterialFormat) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(1 << 20))
        let number = { (at: Int, count: Int) -> Int in
            (at..<at + count).reduce(0) { $0 << 8 | Int(bytes[$1]) }
        }
        switch format {
        case .png:
            guard bytes.count >= 24 else { return nil }
            return (number(16, 4), number(20, 4))
        case .jpeg:
            var index = 2
            while index + 9 < bytes.count, bytes[index] == 0xFF {
                let marker = bytes[index + 1]
                let length = number(index + 2, 2)
                if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                    return (number(index + 7, 2), number(index + 5, 2))
                }
                index += 2 + length
            }
            return nil
        default: return nil
        }
    }

    private func run(_ tool: String, _ arguments: [String], package: String) throws(MaterialReadingError)
        -> ToolRunner.Outcome
    {
        do {
            return try tools.run(tool, arguments, Self.timeLimit)
        } catch {
            switch error {
            case .missing: throw .toolMissing(tool: tool, package: package)
            case .timedOut: throw .timedOut(tool: tool)
            case .couldNotStart(_, let reason): throw .toolFailed(tool: tool, detail: reason)
            }
        }
    }

    static func letterCount(_ text: String) -> Int { text.unicodeScalars.filter(CharacterSet.letters.contains).count }

    static func firstLine(_ text: String) -> String {
        String(text.split(separator: "\n").first ?? "").prefix(120).description
    }
}
