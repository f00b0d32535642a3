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
    /// A note or review holds no value of the kind Anki writes there (a NULL, a number for text, a bad date).
    case damaged(path: String)
    /// The archive lists too many entries, or its collection unpacks past the limit.
    case tooLarge(path: String)
}

/// Reads and writes Anki packages (`.apkg`): a zip archive with the SQLite collection (`collection.anki2`,
/// schema 11) and a `media` index. Notes of two or more fields become cards (first field the front, second the
/// back, HTML reduced to text); notes of one field (cloze) are skipped.
///
/// A package is read as a stranger's file: at most ``maxEntries`` entries are listed and at most
/// ``maxCollectionBytes`` unpacked (counted while unpacking, whatever the archive claims), and every value is read
/// for its type from tables (never views), so a NULL or a number where text belongs makes the package "damaged"
/// rather than crashing.
public enum AnkiPackage {
    /// The most entries an archive may list (a real package has the collection, the media index and its media).
    public static let maxEntries = 20_000
    /// The most bytes the collection may unpack to (256 MB: a collection of 100,000 notes is well below).
    public static let maxCollectionBytes: UInt64 = 256 << 20

    /// The notes of the package at `path`. Throws ``AnkiPackageError``; the unpacked collection never outlives the
    /// call.
    public static func read(from path: String) throws -> [AnkiNote] {
        let folder = try ScratchFolder.make()
        defer { try? FileManager.default.removeItem(at: folder) }
        let collection = folder.appendingPathComponent("collection.sqlite")
        try unpackCollection(of: path, to: collection)
        do {
            var configuration = Configuration()
            configuration.readonly = true
            return try DatabaseQueue(path: collection.path, configuration: configuration).read { db in
                try notes(in: db, path: path)
            }
        } catch let error as AnkiPackageError {
            throw error
        } catch {
            throw AnkiPackageError.notAPackage(path: path)
        }
    }

    /// Writes the package's collection to `destination`, refusing archives with too many entries and collections
    /// that unpack past ``maxCollectionBytes``.
    private static func unpackCollection(of path: String, to destination: URL) throws {
        do {
            let archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
            var entries: [String: Entry] = [:]
            var count = 0
            for entry in archive {
                count += 1
                guard count <= maxEntries else { throw AnkiPackageError.tooLarge(path: path) }
                entries[entry.path] = entry
            }
            guard let entry = entries["collection.anki21"] ?? entries["collection.anki2"] else {
                if entries["collection.anki21b"] != nil { throw AnkiPackageError.unsupportedFormat(path: path) }
                throw AnkiPackageError.notAPackage(path: path)
            }
            guard entry.uncompressedSize <= maxCollectionBytes else { throw AnkiPackageError.tooLarge(path: path) }
            let scratch = destination.deletingLastPathComponent().path
            guard FileManager.default.createFile(atPath: destination.path, contents: nil),
                let output = try? FileHandle(forWritingTo: destination)
            else { throw ScratchFolderError(path: scratch, code: errno) }
            defer { try? output.close() }
            var unpacked: UInt64 = 0
            _ = try archive.extract(entry) { chunk in
                unpacked += UInt64(chunk.count)
                guard unpacked <= maxCollectionBytes else { throw AnkiPackageError.tooLarge(path: path) }
                do {
                    try output.write(contentsOf: chunk)
                } catch {
                    throw ScratchFolderError(path: scratch, code: ENOSPC)
                }
            }
        } catch let error as AnkiPackageError {
            throw error
        } catch let error as ScratchFolderError {
            throw error
        } catch {
            throw AnkiPackageError.notAPackage(path: path)
        }
    }

    private static func notes(in db: GRDB.Database, path: String) throws -> [AnkiNote] {
        let damaged = AnkiPackageError.damaged(path: path)
        // Tables, not views: a view could be any query (an endless recursive one), and it runs when read.
        let tables = try String.fetchAll(
            db,
            sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('col', 'notes', 'cards', 'revlog')")
        guard Set(tables) == ["col", "notes", "cards", "revlog"] else { throw damaged }
        let decksJSON = try DatabaseValue.fetchOne(db, sql: "SELECT decks FROM col").flatMap(\.text) ?? "{}"
        let decks = (try? JSONSerialization.jsonObject(with: Data(decksJSON.utf8))) as? [String: Any] ?? [:]
        let deckNames = decks.reduce(into: [Int64: String]()) { names, entry in
            if let id = Int64(entry.key), let deck = entry.value as? [String: Any], let name = deck["name"] as? String {
                names[id] = name
            }
        }
        var reviews: [Int64: [AnkiReview]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, cid, ease, time FROM revlog ORDER BY id") {
            guard let milliseconds = row.integer("id"), let card = row.integer("cid"), let ease = row.integer("ease"),
                let time = row.integer("time")
            else { throw damaged }
            guard let rating = ReviewRating(rawValue: Int(clamping: ease)) else { continue }
            reviews[card, default: []].append(
                AnkiReview(
                    rating: rating, at: Date(timeIntervalSince1970: Double(milliseconds) / 1000),
                    durationMilliseconds: Int(clamping: max(0, time))))
        }
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT notes.flds, notes.tags, cards.id AS cid, cards.did,
                    coalesce(instr(notes.flds, char(0)), 0) + coalesce(instr(notes.tags, char(0)), 0) AS nul
                FROM notes
                JOIN cards ON cards.nid = notes.id AND cards.ord = (SELECT MIN(ord) FROM cards c WHERE c.nid = notes.id)
                ORDER BY notes.id
                """)
        var notes: [AnkiNote] = []
        for row in rows {
            // A NUL inside a text would cut it where it is read: SQLite keeps it, the text handed over does not.
            guard row.integer("nul") == 0, let fieldText = row.text("flds"), let card = row.integer("cid"),
                let deck = row.integer("did")
            else { throw damaged }
            let fields = fieldText.split(separator: "\u{1F}", omittingEmptySubsequences: false)
            guard fields.count >= 2 else { continue }
            let tagsValue = row["tags"] as DatabaseValue
            guard let tagText = tagsValue.isNull ? "" : tagsValue.text else { throw damaged }
            let tags = tagText.split(separator: " ").map(String.init)
            notes.append(
                AnkiNote(
                    front: plainText(fromHTML: String(fields[0])), back: plainText(fromHTML: String(fields[1])),
                    tags: tags, deck: deckNames[deck] ?? "Default", reviews: reviews[card] ?? []))
        }
        return notes
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
        case .damaged(let path): StudentMessage("error.ankiDamaged", ["path": path])
        case .tooLarge(let path):
            StudentMessage(
                "error.ankiTooLarge", ["path": path, "megabytes": String(AnkiPackage.maxCollectionBytes >> 20)])
        }
    }

    /// A file the student named (1), or one that cannot be written (3, like storage trouble).
    public var exitCode: Int32 {
        if case .cannotWrite = self { return 3 }
        return 1
    }
}

extension DatabaseValue {
    /// The text this value holds: a string, or a blob of UTF-8; nil for NULL, numbers, other bytes, and text holding
    /// a NUL (which would be cut there when stored).
    fileprivate var text: String? {
        let text: String? =
            switch storage {
            case .string(let text): text
            case .blob(let data): String(data: data, encoding: .utf8)
            default: nil
            }
        return text.flatMap { $0.utf8.contains(0) ? nil : $0 }
    }
}

extension Row {
    /// The text in `column`, nil when it holds none (see `DatabaseValue.text`); never traps.
    fileprivate func text(_ column: String) -> String? { (self[column] as DatabaseValue).text }

    /// The whole number in `column` (an integer, or a real with no fraction in range); nil for anything else.
    fileprivate func integer(_ column: String) -> Int64? {
        switch (self[column] as DatabaseValue).storage {
        case .int64(let value): value
        case .double(let value): Int64(exactly: value)
        default: nil
        }
    }
}
