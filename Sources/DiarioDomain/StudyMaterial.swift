public import Foundation

/// Something a student studies from: a book, notes, a link, a file. A material made from a file keeps the file's
/// identity (``MaterialFile``) and the text read from it, page by page, once processing is done.
public struct StudyMaterial: Identifiable, Hashable, Sendable {
    /// The store's id; nil until saved.
    public var id: Int64?
    /// What the student calls it ("Libro di storia, cap. 5").
    public var title: String
    /// The key of its subject; nil only in data not yet migrated.
    public var subjectKey: String?
    /// What sort of material it is.
    public var kind: MaterialKind
    /// Where to find it: a URL, a path, a shelf.
    public var location: String?
    /// Free notes.
    public var notes: String?
    /// When it was added.
    public var createdAt: Date
    /// The file it was made from, when it was made from one.
    public var file: MaterialFile?
    /// How far reading the file's text has gone; `.done` for a material without a file.
    public var status: MaterialStatus
    /// How many pages of text were read from the file (a text file is one page).
    public var pageCount: Int

    /// The longest title a material may have, in characters.
    public static let maxTitleLength = 500

    /// Creates a material value.
    public init(
        id: Int64? = nil, title: String, subjectKey: String? = nil, kind: MaterialKind = .other,
        location: String? = nil, notes: String? = nil, createdAt: Date, file: MaterialFile? = nil,
        status: MaterialStatus = .done, pageCount: Int = 0
    ) {
        self.id = id
        self.title = title
        self.subjectKey = subjectKey
        self.kind = kind
        self.location = location
        self.notes = notes
        self.createdAt = createdAt
        self.file = file
        self.status = status
        self.pageCount = pageCount
    }
}

/// The sorts of study material.
public enum MaterialKind: String, CaseIterable, Codable, Sendable {
    case book, notes, link, file, video, other
}

/// The file a material was made from: kept in the materials folder beside the database under its SHA-256, so the
/// same file added twice is one material.
public struct MaterialFile: Hashable, Sendable {
    /// The SHA-256 of its bytes, 64 lower-case hexadecimal digits: its name in the materials folder.
    public var sha256: String
    /// The name the file had when it was added ("cap5.pdf").
    public var originalName: String
    /// What the bytes are.
    public var format: MaterialFormat
    /// Its size in bytes.
    public var byteCount: Int64

    /// Creates a file value.
    public init(sha256: String, originalName: String, format: MaterialFormat, byteCount: Int64) {
        self.sha256 = sha256
        self.originalName = originalName
        self.format = format
        self.byteCount = byteCount
    }

    /// Its name in the materials folder: the hash and the format's extension.
    public var storedName: String { "\(sha256).\(format.fileExtension)" }
}

/// The formats whose text Diario reads.
public enum MaterialFormat: String, CaseIterable, Codable, Sendable {
    case markdown, text, pdf, png, jpeg

    /// The extension a stored file gets.
    public var fileExtension: String {
        switch self {
        case .markdown: "md"
        case .text: "txt"
        case .pdf: "pdf"
        case .png: "png"
        case .jpeg: "jpg"
        }
    }

    /// Whether its text is read by optical character recognition.
    public var isImage: Bool { self == .png || self == .jpeg }
}

/// Where reading a material's text stands (the data model's processing status).
public enum MaterialStatus: Hashable, Sendable {
    /// Saved, not read yet (or a tool it needs is missing).
    case pending
    /// Being read now.
    case processing
    /// Read; its pages are stored and searchable.
    case done
    /// Reading failed, for the reason given (a key of the string tables).
    case failed(reason: String)

    /// The word stored and shown in `--json`.
    public var name: String {
        switch self {
        case .pending: "pending"
        case .processing: "processing"
        case .done: "done"
        case .failed: "failed"
        }
    }
}

/// A page of text read from a material's file.
public struct MaterialPage: Hashable, Sendable {
    /// The material it belongs to.
    public var materialId: Int64
    /// Its number, from 1.
    public var number: Int
    /// Its text.
    public var text: String

    /// Creates a page value.
    public init(materialId: Int64, number: Int, text: String) {
        self.materialId = materialId
        self.number = number
        self.text = text
    }
}

/// Which materials a list shows: the data model's three queries.
public enum MaterialQuery: Hashable, Sendable {
    /// The materials of a subject, newest first.
    case bySubject(key: String)
    /// The most recently added, newest first.
    case recent(limit: Int)
    /// Those whose text is not read yet or failed to be, oldest first.
    case pending
}
