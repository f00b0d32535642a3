import DiarioDomain
import Foundation

/// Cards from Markdown tables of two columns, as students write glossaries ("| Termine | Significato |"): each row's
/// first cell asks, its second answers.
extension CardProposer {
    /// A first cell of more words than this is a passage, not a term to ask about.
    static let longestTableTerm = 8

    /// The rows of every two-column table of `text` as a question (the first cell, after the heading above the table
    /// when the cell does not name it) and an answer (the second cell); a table of any other width gives none.
    static func tableCards(in text: String) -> [(front: String, back: String)] {
        let lines = OutlineReader.withoutCode(
            text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        ).map { $0.trimmingCharacters(in: .whitespaces) }
        var cards: [(front: String, back: String)] = []
        var heading: String?
        var table: [[String]] = []
        func closeTable() {
            defer { table = [] }
            // A header, the row of dashes under it, and the rows.
            guard table.count >= 3, table[0].count == 2, table[1].allSatisfy(isDashes) else { return }
            for row in table.dropFirst(2) where row.count == 2 {
                let term = PlainPassage.plain(row[0])
                let words = term.split(separator: " ").count
                guard words >= 1, words <= longestTableTerm, term.contains(where: \.isLetter) else { continue }
                cards.append((inContext(term, under: heading), row[1]))
            }
        }
        for line in lines {
            if line.hasPrefix("|") {
                table.append(cells(of: line))
                continue
            }
            closeTable()
            if let (_, title) = OutlineReader.markdownHeading(line) { heading = title }
        }
        closeTable()
        return cards
    }

    /// "| a | b |" → ["a", "b"], each cell trimmed; a pipe escaped ("\|") or inside inline code is the cell's own.
    private static func cells(of row: String) -> [String] {
        var cells: [String] = []
        var cell = ""
        var inCode = false
        var escaped = false
        for character in row.dropFirst() {
            if escaped {
                cell.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "`" {
                inCode.toggle()
                cell.append(character)
            } else if character == "|" && !inCode {
                cells.append(cell.trimmingCharacters(in: .whitespaces))
                cell = ""
            } else {
                cell.append(character)
            }
        }
        // The row's closing pipe ends the last cell; text after it is one more.
        let last = cell.trimmingCharacters(in: .whitespaces)
        if !last.isEmpty { cells.append(last) }
        return cells
    }

    /// A cell of the row under a table's header: "---", ":--", "--:".
    private static func isDashes(_ cell: String) -> Bool {
        !cell.isEmpty && cell.allSatisfy { $0 == "-" || $0 == ":" } && cell.contains("-")
    }
}
