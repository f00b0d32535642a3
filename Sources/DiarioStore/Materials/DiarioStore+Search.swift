public import DiarioDomain
import Foundation
internal import GRDB

extension DiarioStore: SearchRepository {
    /// Every word must match (the last one as the start of a word too), ranked by bm25 with titles weighing four times
    /// the text; snippets are cut by FTS5 around the matches and shown as plain text (``PlainPassage``). A material is
    /// found once by its title, with the opening of its first page, and once per page whose text matches.
    public func search(_ text: String, subjectKey: String?, limit: Int) throws(StorageError) -> [SearchHit] {
        guard let query = Self.matchExpression(for: text), limit > 0 else { return [] }
        return try read { db in
            let keys = try Self.subjectKeysById(in: db)
            var subjectId: Int64?
            if let subjectKey {
                guard let id = try Self.subjectIdsByKey(in: db)[subjectKey] else { return [] }
                subjectId = id
            }
            let start = SearchHit.matchStart
            let end = SearchHit.matchEnd
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT rowid, highlight(searchIndex, 0, ?, ?) AS title,
                           snippet(searchIndex, 1, ?, ?, '…', 16) AS snippet, subjectId,
                           bm25(searchIndex, 4.0, 1.0) AS rank
                    FROM searchIndex
                    WHERE searchIndex MATCH ? AND (? IS NULL OR subjectId = ?)
                    ORDER BY rank LIMIT ?
                    """,
                arguments: [start, end, start, end, query, subjectId, subjectId, limit])
            return try rows.compactMap { row -> SearchHit? in
                let rowid: Int64 = row["rowid"]
                let id = rowid / 4
                let snippet: String = row["snippet"]
                var hit = SearchHit(
                    source: .task, itemId: id, page: nil, title: row["title"],
                    snippet: snippet.contains(start) ? PlainPassage.plain(snippet) : "",
                    subjectKey: (row["subjectId"] as Int64?).flatMap { keys[$0] }, rank: row["rank"])
                switch rowid % 4 {
                case 0: hit.source = .task
                case 1: hit.source = .card
                case 3:
                    hit.source = .material
                    // Found by its title: what it opens with shows what it is.
                    if hit.snippet.isEmpty,
                        let first = try String.fetchOne(
                            db.cachedStatement(
                                sql: "SELECT text FROM materialPage WHERE materialId = ? ORDER BY number LIMIT 1"),
                            arguments: [id])
                    {
                        hit.snippet = PlainPassage.opening(of: first, words: Self.openingWords)
                    }
                default:
                    // A page's row has no title of its own: the material's is shown, as it is.
                    guard
                        let page = try Row.fetchOne(
                            db,
                            sql: """
                                SELECT materialId, number, studyMaterial.title FROM materialPage
                                JOIN studyMaterial ON studyMaterial.id = materialId WHERE materialPage.id = ?
                                """,
                            arguments: [id])
                    else { return nil }
                    hit.source = .material
                    hit.itemId = page["materialId"]
                    hit.page = page["number"]
                    hit.title = page["title"]
                    hit.snippet = PlainPassage.plain(snippet)
                }
                return hit
            }
        }
    }

    /// How many words of a material's first page a hit on its title shows: as many as a snippet holds.
    static let openingWords = 16

    /// The FTS5 expression for what a student typed: each run of letters and digits becomes a quoted word (so
    /// nothing typed is read as FTS5 syntax), the last one a prefix too; nil when nothing is left to search.
    static func matchExpression(for text: String) -> String? {
        let words = text.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        guard let last = words.last else { return nil }
        return (words.dropLast().map { "\"\($0)\"" } + ["\"\(last)\"*"]).joined(separator: " ")
    }
}
