public import DiarioDomain
import DiarioLanguage
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
    /// titled `title` or by its first heading or its name. Every file is checked and read before anything is saved,
    /// so a file that is missing, damaged or without text stops the command with nothing saved. A file added before
    /// is named, not added again. A file whose reading program is missing or fails is saved as pending or failed,
    /// with the command that reads it again. Throws ``MaterialReadingError``, ``DomainError`` or ``StorageError``.
    @discardableResult
    public func add(paths: [String], subjectKey: String?, title: String?) throws -> [StudyMaterial] {
        if let title, title.trimmingCharacters(in: .whitespacesAndNewlines).count > StudyMaterial.maxTitleLength {
            throw DomainError.titleTooLong(maxLength: StudyMaterial.maxTitleLength)
        }
        var read: [ReadFile] = []
        for path in paths {
            let (data, format) = try TextExtractor.load(path)
            let sha256 = FileDigest.sha256(data)
            var file = ReadFile(
                data: data,
                file: MaterialFile(
                    sha256: sha256, originalName: String((path as NSString).lastPathComponent.prefix(255)),
                    format: format, byteCount: Int64(data.count)),
                existing: try context.materials.material(sha256: sha256),
                folders: Self.folders(of: path, home: context.environment["HOME"]))
            if file.existing == nil, !read.contains(where: { $0.file.sha256 == sha256 }) {
                do {
                    file.pages = try readPages(of: path, format: format)
                } catch {
                    guard error.keepsMaterial else { throw error }
                    file.deferred = error
                }
            }
            read.append(file)
        }
        var added: [StudyMaterial] = []
        for file in read {
            if let existing = try file.existing ?? context.materials.material(sha256: file.file.sha256) {
                report(existing, key: "material.exists")
                added.append(existing)
                continue
            }
            let (saved, reading) = try save(file, subjectKey: subjectKey, title: title)
            added.append(saved)
            guard let deferred = file.deferred else {
                report(saved, key: "material.added")
                if let reading, !context.json { try explain(reading, of: saved) }
                continue
            }
            report(saved, key: "material.saved" + (deferred.isToolMissing ? "Pending" : "Failed"))
            ErrorPresenter.report(deferred, context.localization, to: context.console)
            context.console.err(context.localization.text("material.retryHint", ["command": retryCommand(saved)]))
        }
        return added
    }

    /// A file checked and read, not saved yet.
    private struct ReadFile {
        let data: Data
        let file: MaterialFile
        /// The material already made from the same bytes.
        let existing: StudyMaterial?
        /// The names of the folders the file is in, nearest first (``MaterialSubjectReader/read(title:pages:folders:)``).
        let folders: [String]
        var pages: [String] = []
        /// Why its text could not be read now, when the material is still kept (a program missing or failing).
        var deferred: MaterialReadingError?
    }

    /// Keeps the file in the materials folder and saves the material with its pages; a file copied for a material
    /// that could not be saved is taken away again. With the material, why it has its subject, when the subject
    /// was read from it and nobody chose it.
    private func save(_ read: ReadFile, subjectKey: String?, title: String?) throws -> (
        StudyMaterial, MaterialSubjectReader.Reading?
    ) {
        let title = title ?? Self.title(pages: read.pages, fileName: read.file.originalName)
        let (subject, reading) =
            try subjectKey.map { ($0, nil) }
            ?? detectedSubject(title: title + " " + read.file.originalName, pages: read.pages, folders: read.folders)
        let status: MaterialStatus =
            switch read.deferred {
            case nil: .done
            case let error? where error.isToolMissing: .pending
            case let error?: .failed(reason: error.storedReason)
            }
        let material = StudyMaterial(
            title: title, subjectKey: subject,
            kind: read.file.format == .markdown || read.file.format == .text ? .notes : .file,
            createdAt: context.clock.now(), file: read.file, status: status)
        let copied = try keep(read.data, as: read.file)
        do {
            return (try context.materials.addMaterial(material, pages: read.pages), reading)
        } catch {
            if let copied { try? FileManager.default.removeItem(atPath: copied) }
            throw error
        }
    }

    /// How the student reads a material again from where they are: `/materiali riprova 3` in a session,
    /// `diario materiali riprova 3` on the command line.
    private func retryCommand(_ material: StudyMaterial) -> String {
        context.localization.text(
            context.session.readsLines ? "material.retry.line" : "material.retry.command", ["id": "\(material.id ?? 0)"]
        )
    }

    /// Reads a pending or failed material's file again and records what came of it; a material of no subject takes
    /// the one its text names. Throws
    /// ``DomainError/materialNotFound(id:)``, ``MaterialReadingError`` (also recorded as the failure), or
    /// ``StorageError``.
    @discardableResult
    public func retry(id: Int64) throws -> StudyMaterial {
        guard let material = try context.materials.material(id: id) else { throw DomainError.materialNotFound(id: id) }
        guard let file = material.file else { throw MaterialCommandError.noFile(id: id) }
        // A material left `processing` by a run that was stopped is read again like a pending one.
        guard material.status != .done else { throw MaterialCommandError.alreadyRead(id: id) }
        let path = (context.materials.materialFilesFolder as NSString).appendingPathComponent(file.storedName)
        try context.materials.recordReading(ofMaterial: id, status: .processing, pages: [])
        let pages: [String]
        do {
            pages = try readPages(of: path, format: file.format)
        } catch {
            let status: MaterialStatus = error.isToolMissing ? .pending : .failed(reason: error.storedReason)
            try context.materials.recordReading(ofMaterial: id, status: status, pages: [])
            throw error
        }
        try context.materials.recordReading(ofMaterial: id, status: .done, pages: pages)
        // Saved before its text could be read, it took its subject from its name only: "Altro" unless the name said
        // one. A subject its text names is now its subject, a change of its own that `undo` takes back.
        var explained: MaterialSubjectReader.Reading?
        if material.subjectKey == Subject.fallbackKey {
            let (key, reading) = try detectedSubject(
                title: material.title + " " + file.originalName, pages: pages, folders: [])
            if key != Subject.fallbackKey {
                _ = try context.materials.changeSubject(ofMaterial: id, to: key)
                explained = reading
            }
        }
        let read = try context.materials.material(id: id) ?? material
        report(read, key: "material.added")
        if let explained, !context.json { try explain(explained, of: read) }
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

    /// Gives a material another subject (undoably). Throws ``DomainError`` or ``StorageError``.
    public func changeSubject(id: Int64, to subjectKey: String) throws {
        report(try context.materials.changeSubject(ofMaterial: id, to: subjectKey), key: "material.subjectChanged")
    }

    /// Removes a material with its pages; undo brings both back, and the file stays for it. A material cards were
    /// made from is removed only with `keepingCards` (the cards stay, without their link). Throws
    /// ``MaterialCommandError/hasCards(id:count:)``, ``DomainError`` or ``StorageError``.
    public func remove(id: Int64, keepingCards: Bool = false) throws {
        let cards = try context.materials.cardCount(ofMaterial: id)
        if cards > 0 && !keepingCards { throw MaterialCommandError.hasCards(id: id, count: cards) }
        let removed = try context.materials.removeMaterial(id: id)
        context.console.out(
            context.localization.text(
                "material.removed", ["title": removed.title, "undo": UndoCommands.hint(context)]))
    }

    private func readPages(of path: String, format: MaterialFormat) throws(MaterialReadingError)
        -> [String]
    {
        let progress = context.json ? nil : context.console.progress
        let l10n = context.localization
        defer { progress?("") }
        let console = context.console
        return try extractor.pages(
            of: path, format: format,
            progress: { done, total in
                guard let progress, total > 1 else { return }
                let width = 24
                let filled = total == 0 ? 0 : width * done / total
                let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
                progress(l10n.text("material.progress", ["bar": bar, "done": String(done), "total": String(total)]))
            },
            unreadScans: { count in
                console.err(
                    l10n.plural(
                        "material.unreadScans", count: count, ["max": String(TextExtractor.maxScannedPages)]))
            })
    }

    /// Copies the file into the materials folder (0700) under its hash, readable by its owner only; returns its path
    /// when this call put it there (nil when it was there already).
    private func keep(_ data: Data, as file: MaterialFile) throws -> String? {
        let folder = context.materials.materialFilesFolder
        let path = (folder as NSString).appendingPathComponent(file.storedName)
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            guard !FileManager.default.fileExists(atPath: path) else { return nil }
            try data.write(to: URL(fileURLWithPath: path + ".part"), options: .atomic)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path + ".part")
            try FileManager.default.moveItem(atPath: path + ".part", toPath: path)
            return path
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

    /// The subject a material is about, read from its title and every page (``MaterialSubjectReader``): the
    /// stronger one, or the student's choice when two are close and someone can be asked (then no reading is given
    /// back, nothing is left to explain); the fallback subject when nothing in the text names one.
    private func detectedSubject(title: String, pages: [String], folders: [String]) throws -> (
        String, MaterialSubjectReader.Reading?
    ) {
        let subjects = try context.subjectsByKey()
        let reading = MaterialSubjectReader(subjects: Array(subjects.values)).read(
            title: title, pages: pages, folders: folders)
        guard let best = reading.best else { return (Subject.fallbackKey, nil) }
        guard reading.isClose, let other = reading.runnerUp else { return (best.key, reading) }
        let question = context.localization.text(
            "material.askSubject",
            [
                "first": name(best.key, in: subjects), "firstWords": best.words.joined(separator: ", "),
                "second": name(other.key, in: subjects), "secondWords": other.words.joined(separator: ", "),
            ])
        // Nobody is asked in the middle of JSON: the stronger is taken, as in a script.
        guard !context.json, let answer = context.asking.ask(question) else { return (best.key, reading) }
        let folded = TextFolding.fold(answer).trimmingCharacters(in: .whitespaces)
        let otherName = TextFolding.fold(name(other.key, in: subjects))
        return (folded == "2" || folded == otherName ? other.key : best.key, nil)
    }

    /// Says which words gave a material its subject and, when another was close, which, with the command that
    /// changes it.
    private func explain(_ reading: MaterialSubjectReader.Reading, of material: StudyMaterial) throws {
        guard let best = reading.best else { return }
        let l10n = context.localization
        let subjects = try context.subjectsByKey()
        context.console.out(
            l10n.text(
                "material.subjectReason",
                ["subject": name(best.key, in: subjects), "words": best.words.joined(separator: ", ")]))
        guard reading.isClose, let other = reading.runnerUp else { return }
        context.console.out(
            l10n.text(
                "material.subjectClose",
                [
                    "other": name(other.key, in: subjects), "words": other.words.joined(separator: ", "),
                    "id": String(material.id ?? 0), "key": other.key,
                ]))
    }

    private func name(_ key: String, in subjects: [String: Subject]) -> String {
        subjects[key].map(context.localization.name(of:)) ?? key
    }

    /// The names of the folders `path` is in, nearest first, below `home` when it is there (the student's own
    /// name and their home's folders say nothing of a subject); a relative path is read from the working
    /// directory, and "." and ".." are resolved without following links.
    static func folders(of path: String, home: String?) -> [String] {
        let absolute =
            (path as NSString).isAbsolutePath
            ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        var components = URL(fileURLWithPath: absolute).standardized.pathComponents.dropLast().filter { $0 != "/" }
        if let home, !home.isEmpty {
            let homeComponents = URL(fileURLWithPath: home).standardized.pathComponents.filter { $0 != "/" }
            if components.starts(with: homeComponents) { components.removeFirst(homeComponents.count) }
        }
        return components.reversed()
    }

    /// A Markdown file's heading of the first level when it has only one (notes that open every section with "# "
    /// have no title among them: "# Introduzione"), else the title its front matter gives ("title: …", as Obsidian,
    /// Jekyll and Hugo write it), else the file's name without its extension (``OutlineReader/markdownTitle(_:)``).
    static func title(pages: [String], fileName: String) -> String {
        let lines = pages.first?.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) ?? []
        if let text = OutlineReader.markdownTitle(lines.map(String.init)), !text.isEmpty {
            return String(text.prefix(200))
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
    /// The material's text was read already: there is nothing to retry.
    case alreadyRead(id: Int64)
    /// Cards were made from the material: it is removed only when the student says the cards stay.
    case hasCards(id: Int64, count: Int)
    /// A line asked to add material where no one can be asked for the file (a script).
    case fileNeeded
}

extension MaterialCommandError: StudentFacingError {
    /// The sentence for each.
    public var message: StudentMessage {
        switch self {
        case .noFile(let id): StudentMessage("error.material.noFile", ["id": String(id)])
        case .noSuchPage(let id, let page):
            StudentMessage("error.material.noSuchPage", ["id": String(id), "page": String(page)])
        case .alreadyRead(let id): StudentMessage("error.material.alreadyRead", ["id": String(id)])
        case .hasCards(let id, let count):
            StudentMessage("error.material.hasCards", ["id": String(id)], count: count)
        case .fileNeeded: StudentMessage("error.material.fileNeeded")
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
