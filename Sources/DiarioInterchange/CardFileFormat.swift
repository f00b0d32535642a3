/// The file formats cards are exchanged in.
public enum CardFileFormat: String, CaseIterable, Sendable {
    /// Comma-separated: front, back, subject, tags.
    case csv
    /// Tab-separated: front, back, subject, tags.
    case tsv

    /// The format a file name implies (`.tsv`, `.tab`, `.txt` are tab-separated), else CSV.
    public init(path: String) {
        let name = path.lowercased()
        self = name.hasSuffix(".tsv") || name.hasSuffix(".tab") || name.hasSuffix(".txt") ? .tsv : .csv
    }

    /// The character between fields.
    public var separator: Character { self == .tsv ? "\t" : "," }
}
