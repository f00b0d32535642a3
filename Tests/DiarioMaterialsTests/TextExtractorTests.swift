import DiarioDomain
import DiarioTestSupport
import Foundation
import Testing

@testable import DiarioMaterials

/// The text of the committed fixtures (scripts/make-material-fixtures.py), read by the real poppler-utils and
/// tesseract the Makefile installs.
@Suite("Reading text from files")
struct TextExtractorTests {
    let extractor = TextExtractor(tools: .live(path: "/usr/bin:/bin"))

    @Test("SHA-256 gives the standard's test vectors")
    func digest() {
        #expect(FileDigest.sha256(Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            FileDigest.sha256(Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let twoBlocks = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
        #expect(
            FileDigest.sha256(Data(twoBlocks.utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test("Formats are told by their first bytes; text by being UTF-8 without control characters")
    func formats() {
        #expect(TextExtractor.format(of: Data("%PDF-1.7\n".utf8), named: "x.bin") == .pdf)
        #expect(
            TextExtractor.format(of: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0]), named: "a") == .png)
        #expect(TextExtractor.format(of: Data([0xFF, 0xD8, 0xFF, 0xE0]), named: "a.jpg") == .jpeg)
        #expect(TextExtractor.format(of: Data("# Storia\n".utf8), named: "a.md") == .markdown)
        #expect(TextExtractor.format(of: Data("perché\n".utf8), named: "a.txt") == .text)
        #expect(TextExtractor.format(of: Data([0x00, 0x01, 0x02]), named: "a.txt") == nil)
        #expect(TextExtractor.format(of: Data("not a pdf".utf8), named: "a.pdf") == nil)
    }

    @Test("The 30-page PDF gives 30 pages of its text layer")
    func pdf() throws {
        var seen: [(Int, Int)] = []
        let pages = try extractor.pages(of: Fixtures.path("materials/history-notes.pdf"), format: .pdf) {
            seen.append(($0, $1))
        }
        #expect(pages.count == 30)
        #expect(pages[0].contains("Risorgimento"))
        #expect(pages.joined().contains("perché"))
        #expect(pages.last?.isEmpty == false)
        #expect(seen.last.map { $0 == (30, 30) } == true)
    }

    @Test("A PDF without a text layer is read page by page through OCR, with progress")
    func scan() throws {
        var seen: [Int] = []
        let pages = try extractor.pages(of: Fixtures.path("materials/scan.pdf"), format: .pdf) { done, _ in
            seen.append(done)
        }
        #expect(pages.count == 2)
        #expect(pages[0].contains("Risorgimento"))
        #expect(seen == [0, 0, 1, 2])
    }

    @Test("The photo of a printed paragraph is read with at least 95% of its words right")
    func photo() throws {
        let pages = try extractor.pages(of: Fixtures.path("materials/photo.png"), format: .png)
        let known = try String(contentsOfFile: Fixtures.path("materials/photo.txt"), encoding: .utf8)
        let accuracy = WordAccuracy.of(pages.joined(separator: " "), against: known)
        #expect(accuracy >= 0.95, "word accuracy \(accuracy)")
    }

    @Test("A text file's byte-order mark and Windows line ends are no part of its text")
    func textFile() throws {
        let folder = TemporaryDirectory()
        try Data("\u{FEFF}# Storia\r\n- Cavour\r\n".utf8).write(to: URL(fileURLWithPath: folder.file("a.md")))
        let pages = try extractor.pages(of: folder.file("a.md"), format: .markdown)
        #expect(pages.first?.hasPrefix("# Storia") == true)
    }

    @Test("A PDF with a text layer keeps its text when tesseract is missing for a page without one")
    func textLayerWithoutOCR() throws {
        // The scan's pages have no layer: with no tesseract they cannot be read, and the PDF waits for it.
        let noTesseract = TextExtractor(
            tools: ToolRunner { tool, arguments, limit throws(ToolRunner.Failure) in
                guard tool != "tesseract" else { throw .missing(tool: tool) }
                return try ToolRunner.live(path: "/usr/bin:/bin").run(tool, arguments, limit)
            })
        #expect(throws: MaterialReadingError.toolMissing(tool: "tesseract", package: "tesseract-ocr")) {
            try noTesseract.pages(of: Fixtures.path("materials/scan.pdf"), format: .pdf)
        }
        // Every page of the notes has a layer, so tesseract is never asked.
        #expect(try noTesseract.pages(of: Fixtures.path("materials/history-notes.pdf"), format: .pdf).count == 30)
    }

    @Test("Bad files are refused with their reason")
    func badFiles() throws {
        #expect(throws: MaterialReadingError.noTextFound(path: Fixtures.path("materials/blank.png"))) {
            try extractor.pages(of: Fixtures.path("materials/blank.png"), format: .png)
        }
        #expect(throws: MaterialReadingError.damagedPDF(path: Fixtures.path("materials/damaged.pdf"))) {
            try extractor.pages(of: Fixtures.path("materials/damaged.pdf"), format: .pdf)
        }
        #expect(throws: MaterialReadingError.unknownFormat(path: Fixtures.path("materials/random.pdf"))) {
            try TextExtractor.load(Fixtures.path("materials/random.pdf"))
        }
        let folder = TemporaryDirectory()
        try Data().write(to: URL(fileURLWithPath: folder.file("empty.md")))
        #expect(throws: MaterialReadingError.fileEmpty(path: folder.file("empty.md"))) {
            try TextExtractor.load(folder.file("empty.md"))
        }
        #expect(throws: MaterialReadingError.fileMissing(path: folder.file("none.md"))) {
            try TextExtractor.load(folder.file("none.md"))
        }
        let large = folder.file("large.txt")
        #expect(FileManager.default.createFile(atPath: large, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: large))
        try handle.truncate(atOffset: UInt64(TextExtractor.maxByteCount + 1))
        try handle.close()
        #expect(throws: MaterialReadingError.fileTooLarge(path: large)) { try TextExtractor.load(large) }
    }

    @Test("An image whose header claims 30,000 × 30,000 pixels is refused before tesseract sees it")
    func imageBomb() throws {
        let folder = TemporaryDirectory()
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        png += [0, 0, 0x75, 0x30, 0, 0, 0x75, 0x30, 8, 0, 0, 0, 0] + [UInt8](repeating: 0, count: 64)
        let path = folder.file("bomb.png")
        try Data(png).write(to: URL(fileURLWithPath: path))
        #expect(TextExtractor.imageSize(of: Data(png), format: .png)! == (30_000, 30_000))
        #expect(throws: MaterialReadingError.imageTooLarge(path: path)) {
            try extractor.pages(of: path, format: .png)
        }
        let photo = try Data(contentsOf: URL(fileURLWithPath: Fixtures.path("materials/photo.png")))
        let size = try #require(TextExtractor.imageSize(of: photo, format: .png))
        #expect(size.width * size.height < TextExtractor.maxImagePixels)
    }

    @Test("Of a PDF of 150 pages without text, OCR reads the first 100, and the student hears of the 50 others")
    func scannedPagesCapped() throws {
        // The programs answer as poppler and tesseract would for such a file; counting their runs is the point.
        let runs = RunCounter()
        let tools = ToolRunner { tool, _, _ in
            runs.add(tool)
            switch tool {
            case "pdfinfo": return .init(status: 0, output: Data("Pages: 150\n".utf8), errors: "")
            case "pdftotext":
                return .init(status: 0, output: Data(String(repeating: "\u{0C}", count: 150).utf8), errors: "")
            case "tesseract": return .init(status: 0, output: Data("Testo riconosciuto della pagina".utf8), errors: "")
            default: return .init(status: 0, output: Data(), errors: "")
            }
        }
        var unread = 0
        let pages = try TextExtractor(tools: tools).pages(
            of: "/nonexistent/scan.pdf", format: .pdf, unreadScans: { unread = $0 })
        #expect(pages.count == 150)
        #expect(pages.filter { !$0.isEmpty }.count == 100)
        #expect(unread == 50)
        #expect(runs.count("tesseract") == 100)
    }

    @Test("A missing program names its Debian package; a program past its time limit is stopped")
    func tools() throws {
        let nowhere = TextExtractor(tools: .live(path: "/nonexistent"))
        #expect(throws: MaterialReadingError.toolMissing(tool: "tesseract", package: "tesseract-ocr")) {
            try nowhere.pages(of: Fixtures.path("materials/photo.png"), format: .png)
        }
        #expect(throws: MaterialReadingError.toolMissing(tool: "pdfinfo", package: "poppler-utils")) {
            try nowhere.pages(of: Fixtures.path("materials/history-notes.pdf"), format: .pdf)
        }
        let started = Date()
        #expect(throws: ToolRunner.Failure.timedOut(tool: "sleep")) {
            try ToolRunner.live(path: "/usr/bin:/bin").run("sleep", ["30"], 0.3)
        }
        #expect(Date().timeIntervalSince(started) < 20)
    }
}

/// How many times each program was run.
final class RunCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var runs: [String: Int] = [:]

    func add(_ tool: String) { lock.withLock { runs[tool, default: 0] += 1 } }
    func count(_ tool: String) -> Int { lock.withLock { runs[tool] ?? 0 } }
}
