/// One place where searched words were found: a page of a material, a card or a task.
public struct SearchHit: Hashable, Sendable {
    /// What kind of thing was found.
    public enum Source: String, Hashable, Sendable {
        case material, card, task
    }

    /// What kind of thing was found.
    public var source: Source
    /// The id of the material, card or task.
    public var itemId: Int64
    /// The page of a material (from 1); nil for a card or a task.
    public var page: Int?
    /// The material's or task's title, or the card's front, with the matched words between ``matchStart`` and
    /// ``matchEnd``.
    public var title: String
    /// A short passage around the match, marked the same way; empty when only the title matched.
    public var snippet: String
    /// The subject key of what was found.
    public var subjectKey: String?
    /// The bm25 rank: lower is better.
    public var rank: Double

    /// The mark before a matched word in ``title`` and ``snippet``.
    public static let matchStart = "\u{2}"
    /// The mark after a matched word.
    public static let matchEnd = "\u{3}"

    /// Creates a hit value.
    public init(
        source: Source, itemId: Int64, page: Int?, title: String, snippet: String, subjectKey: String?, rank: Double
    ) {
        self.source = source
        self.itemId = itemId
        self.page = page
        self.title = title
        self.snippet = snippet
        self.subjectKey = subjectKey
        self.rank = rank
    }
}
