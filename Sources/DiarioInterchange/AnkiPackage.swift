public import DiarioDomain
public import Foundation
internal import GRDB
internal import ZIPFoundation

/// A note as an Anki package carries it: two sides, tags, its deck, and the reviews of its first card.
public struct AnkiNote: Equatable, Sendable {
    /// The first field, as plain text.
    public var front: String
    /// The second field, as plain text.
    public var back: String
    /// The note's tags.
    public var tags: [String]
    /// The name of the deck its first card is in.
    public var deck: String
    /// The reviews of its first card, oldest first.
    public var reviews: [AnkiReview]

    /// Creates a note.
    public init(front: String, back: String, tags: [String], deck: String, reviews: [AnkiReview]) {
        self.front = front
        self.back = back
        self.tags = tags
        self.deck = deck
        self.reviews = reviews
    }
}

/// One review in an Anki review log.
public struct AnkiReview: Equatable, Sendable {
    /// The button pressed.
    public var rating: ReviewRating
    /// When.
    public var at: Date
    /// How long it took, in milliseconds.
    public var durationMilliseconds: Int

    /// Creates a review.
    public init(rating: ReviewRating, at: Date, durationMilliseconds: Int) {
        self.rating = rating
        self.at = at
        self.durationMilliseconds = durationMilliseconds
    }
}

/// An `.apkg` file could not be read or written.
public enum AnkiPackageError: Error, Equatable, Sendable {
    /// The file is not a zip archive holding an Anki collection.
    case notAPackage(path: String)
    /// The collection is in the newer compressed format (`collection.anki21b`); export it from Anki with
    /// "Support older Anki versions" ticked.
    case unsupportedFormat(path: String)
    /// The file could not be written.
    case cannotWrite(path: String)
}

/// Reads and writes Anki packages (`.apkg`): a zip archive with the SQLite collection (`collection.anki2`,
/// schema 11) and a `media` index. Notes of two or more fields become cards (first field the front, second the
/// back, HTML reduced to text); notes of one field (cloze) are skipped.
public enum AnkiPackage {
    /// The notes of the package at `path`.
    public static func read(from path: String) throws -> [AnkiNote] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diario-anki-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let collection: URL
        do {
            let archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
            let names = archive.map(\.path)
            guard let name = ["collection.anki21", "collection.anki2"].first(where: names.contains) else {
                if names.contains("collection.anki21b") { throw AnkiPackageError.unsupportedFormat(path: path) }
                throw AnkiPackageError.notAPackage(path: path)
            }
            guard let entry = archive[name] else { throw AnkiPackageError.notAPackage(path: path) }
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            collection = folder.appendingPathComponent("collection.sqlite")
            _ = try archive.extract(entry, to: collection)
        } catch let error as AnkiPackageError {
            throw error
        } catch {
            throw AnkiPackageError.notAPackage(path: path)
        }
        do {
            var configuration = Configuration()
            configuration.readonly = true
            return try DatabaseQueue(path: collection.path, configuration: configuration).read { db in
                try notes(in: db)
            }
        } catch {
            throw AnkiPackageError.notAPackage(path: path)
        }
    }

    private static func notes(in db: GRDB.Database) throws -> [AnkiNote] {
        let decksJSON = try String.fetchOne(db, sql: "SELECT decks FROM col") ?? "{}"
        let decks = (try? JSONSerialization.jsonObject(with: Data(decksJSON.utf8))) as? [String: [String: Any]] ?? [:]
        let deckNames = decks.reduce(into: [Int64: String]()) { names, entry in
            if let id = Int64(entry.key), let name = entry.value["name"] as? String { names[id] = name }
        }
        var reviews: [Int64: [AnkiReview]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, cid, ease, time FROM revlog ORDER BY id") {
            guard let rating = ReviewRating(rawValue: row["ease"]) else { continue }
            let milliseconds: Int64 = row["id"]
            reviews[row["cid"], default: []].append(
                AnkiReview(
                    rating: rating, at: Date(timeIntervalSince1970: Double(milliseconds) / 1000),
                    durationMilliseconds: row["time"]))
        }
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT notes.flds, notes.tags, cards.id AS cid, cards.did FROM notes
                JOIN cards ON cards.nid = notes.id AND cards.ord = (SELECT MIN(ord) FROM cards c WHERE c.nid = notes.id)
                ORDER BY notes.id
                """)
        return rows.compactMap { row -> AnkiNote? in
            let fields = (row["flds"] as String).split(separator: "\u{1F}", omittingEmptySubsequences: false)
            guard fields.count >= 2 else { return nil }
            let tags = (row["tags"] as String).split(separator: " ").map(String.init)
            return AnkiNote(
                front: plainText(fromHTML: String(fields[0])), back: plainText(fromHTML: String(fields[1])), tags: tags,
                deck: deckNames[row["did"]] ?? "Default", reviews: reviews[row["cid"]] ?? [])
        }
    }

    /// Field HTML as text: line breaks for `<br>` and block ends, other tags dropped, common entities decoded.
    static func plainText(fromHTML html: String) -> String {
        var text = ""
        var inTag = false
        var tag = ""
        for character in html {
            if character == "<" {
                inTag = true
                tag = ""
            } else if character == ">" && inTag {
                inTag = false
                let name = tag.lowercased().split(whereSeparator: { $0 == " " || $0 == "/" }).first ?? ""
                if name == "br" || tag.lowercased().hasPrefix("/div") || tag.lowercased().hasPrefix("/p") {
                    text += "\n"
                }
            } else if inTag {
                tag.append(character)
            } else {
                text.append(character)
            }
        }
        for (entity, value) in [
            ("&nbsp;", " "), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&"),
        ] {
            text = text.replacingOccurrences(of: entity, with: value)
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Text as field HTML: `&`, `<`, `>` escaped, line breaks as `<br>`.
    static func html(fromPlainText text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\n", with: "<br>")
    }
}

extension AnkiPackageError: StudentFacingError {
    /// The sentence naming the package and what to do.
    public var message: StudentMessage {
        switch self {
        case .notAPackage(let path): StudentMessage("error.ankiNotAPackage", ["path": path])
        case .unsupportedFormat(let path): StudentMessage("error.ankiUnsupported", ["path": path])
        case .cannotWrite(let path): StudentMessage("error.ankiCannotWrite", ["path": path])
        }
    }

    /// A file the student named (1), or one that cannot be written (3, like storage trouble).
    public var exitCode: Int32 {
        if case .cannotWrite = self { return 3 }
        return 1
    }
}
