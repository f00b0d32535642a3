public import Foundation

/// Something a student studies from: a book, notes, a link, a file.
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

    /// Creates a material value.
    public init(
        id: Int64? = nil, title: String, subjectKey: String? = nil, kind: MaterialKind = .other,
        location: String? = nil, notes: String? = nil, createdAt: Date
    ) {
        self.id = id
        self.title = title
        self.subjectKey = subjectKey
        self.kind = kind
        self.location = location
        self.notes = notes
        self.createdAt = createdAt
    }
}

/// The sorts of study material.
public enum MaterialKind: String, CaseIterable, Codable, Sendable {
    case book, notes, link, file, video, other
}
