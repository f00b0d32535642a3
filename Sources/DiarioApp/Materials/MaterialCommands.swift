public import DiarioDomain
import DiarioLocalization
public import DiarioMaterials
import Foundation

/// Study materials made from files: `diario materials add|list|show|rename|remove|retry` and `/materiali`. A file is
/// checked before anything is saved, its text read (with a progress line on a terminal), then copied by its hash into
/// the materials folder and saved with its pages in one undoable change.
public struct MaterialCommands: Sendable {
    let context: AppContext
    let extractor: TextExtractor

    /// Creates the commands over a context; the programs that read files are looked for on the session's `PATH`
    /// unless `tools` is given.
    public init(context: AppContext, tools: ToolRunner? = nil) {
        self.context = context
        self.extractor = TextExtractor(
            tools: tools ?? .live(path: context.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"))
    }

    /// Adds each file as a material of the subject (the one named, else the one its title and text are about),
    /// titled `title` or by its first heading or its name. Every file is checked first, so a missing or unreadable
    /// one stops the command before anything is saved. A file added before is named, not added again. A file whose
    /// reading tool is missing or fails is saved as pending or failed, to retry. Throws ``MaterialReadingError``,
    /// ``DomainError`` or ``StorageError``.
    @discardableResult
    public func add(paths: [String], subjectKey: String?, title: String?) throws -> [StudyMaterial] {
        let files = try paths.map { path throws -> (path: String, data: Data, format: MaterialFormat) in
            let (data, format) = try TextExtractor.load(path)
            return (path, data, format)
        }
        var added: [StudyMaterial] = []
        for file in files {
            let sha256 = FileDigest.sha256(file.data)
            if let existing = try context.materials.material(sha256: sha256) {
                report(existing, key: "material.exists")
                added.append(existing)
                continue
            }
            var status = MaterialStatus.done
            var pages: [String] = []
            var deferred: MaterialReadingError?
            do {
                pages = try readPages(of: file.path, format: file.format, name: file.path)
            } catch {
                guard error.keepsMaterial else { throw error }
                deferred = error
                status = error.isToolMissing ? .pending : .failed(reason: error.storedReason)
            }
            let materialFile = MaterialFile(
                sha256: sha256, originalName: String((file.path as NSString).lastPathComponent.prefix(255)),
                format: file.format, byteCount: Int64(file.data.count))
            try keep(file.data, as: materialFile)
            let material = StudyMaterial(
                title: title ?? Self.title(pages: pages, fileName: materialFile.originalName),
                subjectKey: try subjectKey ?? detectedSubject(title: title ?? materialFile.originalName, pages: pages),
                kind: file.format == .markdown || file.format == .text ? .notes : .file,
                createdAt: context.clock.now(), file: materialFile, status: status)
            let saved = try context.materials.addMaterial(material, pages: pages)
            added.append(saved)
            if let deferred {
                report(saved, key: "material.saved" + (deferred.isToolMissing ? "Pending" : "Failed"))
                ErrorPresenter.report(deferred, context.localization, to: context.console)
            } else {
                report(saved, key: "material.added")
            }
        }
        return added
    }

    /// Reads a pending or failed material's file again and records what came of it. Throws
    /// ``DomainError/materialNotFound(id:)``, ``MaterialReadingError`` (also recorded as the failure), or
    /// ``StorageError``.
    @discardableResult
    public func retry(id: Int64) throws -> StudyMaterial {
        guard let material = try context.materials.material(id: id) else { throw DomainError.materialNotFound(id: id) }
        guard let file = material.file else { throw MaterialCommandError.noFile(id: id) }
        let path = (context.materials.materialFilesFolder as NSString).appendingPathComponent(file.storedName)
        try context.materials.recordReading(ofMaterial: id, status: .processing, pages: [])
        let pages: [String]
        do {
            pages = try readPages(of: path, format: file.format, name: file.originalName)
        } catch {
            let status: MaterialStatus = error.isToolMissing ? .pending : .failed(reason: error.storedReason)
            try context.materials.recordReading(ofMaterial: id, status: status, pages: [])
            throw error
        }
        try context.materials.recordReading(ofMaterial: id, status: .done, pages: pages)
        let read = try context.materials.material(id: id) ?? material
        report(read, key: "material.added")
        return read
    }

    /// Lists the materials the query selects: JSON, or a line each and a count.
    public func list(_ query: MaterialQuery) throws {
        let materials = try context.materials.materials(query)
        if context.json {
            context.console.out(JSONOutput.line(materials.map { MaterialJSON($0) }))
            return
        }
        guard !materials.isEmpty else {
            context.console.out(context.localization.text("material.none"))
            return
        }
        let renderer = try MaterialRenderer(context: context)
        for material in materials { context.console.out(renderer.line(material)) }
        context.console.out(context.style.dim(context.localization.plural("material.count", count: materials.count)))
    }

    /// Shows a material: what it is, where its file came from, and the text of one page (the first by default).
    /// Throws ``DomainError/materialNotFound(id:)``, ``MaterialCommandError/noSuchPage(id:page:)`` or
    /// ``StorageError``.
    public func show(id: Int64, page: Int?) throws {
        guard let material = try context.materials.material(id: id) else { throw DomainError.materialNotFound(id: id) }
        let pages = try context.materials.pages(ofMaterial: id)
        if let page, !pages.indices.contains(page - 1) { throw MaterialCommandError.noSuchPage(id: id, page: page) }
        if context.json {
            context.console.out(JSONOutput.line(MaterialJSON(material, pages: pages)))
            return
        }
        try MaterialRenderer(context: context).details(material, page: pages[safe: (page ?? 1) - 1])
    }

    /// Gives a material a new title. Throws ``DomainError`` or ``StorageError``.
    public func rename(id: Int64, to title: String) throws {
        report(try context.materials.renameMaterial(id: id, to: title), key: "material.renamed")
    }

    /// Removes a material with its pages; undo brings both back, and the file stays for it. Throws ``DomainError``
    /// or ``StorageError``.
    public func remove(id: Int64) throws {
        let removed = try context.materials.removeMaterial(id: id)
        context.console.out(
            context.localization.text(
                "material.removed", ["title": removed.title, "undo": UndoCommands.hint(context)]))
    }

    private func readPages(of path: String, format: MaterialFormat, name: String) throws(MaterialReadingError)
        -> [String]
    {
        let progress = context.json ? nil : context.console.progress
        let l10n = context.localization
        defer { progress?("") }
        return try extractor.pages(of: path, format: format) { done, total in
            guard let progress, total > 1 else { return }
            let width = 24
            let filled = total == 0 ? 0 : width * done / total
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            progress(l10n.text("material.progress", ["bar": bar, "done": String(done), "total": String(total)]))
        }
    }

    /// Copies the file into the materials folder (0700) under its hash, readable by its owner only.
    private func keep(_ data: Data, as file: MaterialFile) throws {
        let folder = context.materials.materialFilesFolder
        let path = (folder as NSString).appendingPathComponent(file.storedName)
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            if !FileManager.default.fileExists(atPath: path) {
                try data.write(to: URL(fileURLWithPath: path + ".part"), options: .atomic)
                try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path + ".part")
                try FileManager.default.moveItem(atPath: path + ".part", toPath: path)
            }
        } catch {
            throw StorageError.cannotOpen(path: path, reason: error.localizedDescription)
        }
    }

    private func report(_ material: StudyMaterial, key: String) {
        if context.json {
            context.console.out(JSONOutput.line(MaterialJSON(material)))
            return
        }
        let line = (try? MaterialRenderer(context: context).line(material)) ?? material.title
        context.console.out(context.localization.text(key, ["material": line]))
    }

    /// The subject a material is about: the one its title names, else the first its text names; the fallback when
    /// none.
    private func detectedSubject(title: String, pages: [String]) throws -> String {
        let router = try context.router()
        if let key = router.subjectDetector.detect(in: title) { return key }
        let opening = String(pages.joined(separator: "\n").prefix(2_000))
        return router.subjectDetector.detect(in: opening) ?? "other"
    }

    /// A Markdown file's first heading, else the file's name without its extension.
    static func title(pages: [String], fileName: String) -> String {
        let heading = pages.first?.split(separator: "\n").first { $0.hasPrefix("# ") }
        if let heading {
            let text = heading.dropFirst(2).trimmingCharacters(in: .whitespaces)
            if !text.isEmpty { return String(text.prefix(200)) }
        }
        let stem = (fileName as NSString).deletingPathExtension
        return stem.isEmpty ? fileName : stem
    }
}

/// What a materials command refuses.
public enum MaterialCommandError: Error, Equatable, Sendable {
    /// The material was not made from a file, so there is nothing to read again.
    case noFile(id: Int64)
    /// The material has no page with that number.
    case noSuchPage(id: Int64, page: Int)
}

extension MaterialCommandError: StudentFacingError {
    /// The sentence for each.
    public var message: StudentMessage {
        switch self {
        case .noFile(let id): StudentMessage("error.material.noFile", ["id": String(id)])
        case .noSuchPage(let id, let page):
            StudentMessage("error.material.noSuchPage", ["id": String(id), "page": String(page)])
        }
    }

    /// The student's to fix: 1.
    public var exitCode: Int32 { 1 }
}

extension MaterialReadingError {
    var isToolMissing: Bool {
        if case .toolMissing = self { return true }
        return false
    }

    /// What is stored as a failed material's reason: the case and the program, "timedOut:tesseract", said again in
    /// the student's language when shown (``MaterialRenderer``).
    var storedReason: String {
        switch self {
        case .timedOut(let tool): "timedOut:\(tool)"
        case .toolFailed(let tool, _): "toolFailed:\(tool)"
        case .toolMissing(let tool, _): "toolMissing:\(tool)"
        default: String(message.key.split(separator: ".").last ?? "")
        }
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
