public import DiarioDomain
import Foundation

/// A card file could not be imported; nothing was.
public enum CardImportError: Error, Equatable, Sendable {
    /// The 1-based line, the localization key of the reason, and the offending value.
    case invalidLine(line: Int, reason: String, detail: String)
    /// The file could not be read.
    case unreadable(path: String)
    /// The file holds no cards.
    case empty
}

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

    var separator: Character { self == .tsv ? "\t" : "," }
}

extension CardCommands {
    private static let headerWords: Set<String> = ["front", "fronte", "domanda", "question"]

    /// Imports cards from CSV or TSV text (front, back, optional subject as key or name, optional tags
    /// separated by spaces); a header row is recognised and skipped. One transaction: a bad line imports nothing.
    @discardableResult
    public func importCards(_ text: String, format: CardFileFormat, subjectKey: String? = nil) throws -> [StudyCard] {
        let rows: [(line: Int, fields: [String])]
        do {
            rows = try DelimitedText.rows(text, separator: format.separator)
        } catch {
            throw CardImportError.invalidLine(line: error.line, reason: error.reason, detail: "")
        }
        let body =
            rows.first.map { Self.headerWords.contains(TextFolding.fold($0.fields[0])) } == true
            ? Array(rows.dropFirst()) : rows
        guard !body.isEmpty else { throw CardImportError.empty }
        let now = Date(timeIntervalSince1970: context.clock.now().timeIntervalSince1970.rounded(.down))
        var cards: [(card: StudyCard, reviews: [ReviewLog])] = []
        for (line, fields) in body {
            guard fields.count >= 2 else {
                throw CardImportError.invalidLine(
                    line: line, reason: "cards.reason.fields", detail: String(fields.count))
            }
            var subject = subjectKey
            if subject == nil, fields.count > 2, !fields[2].trimmingCharacters(in: .whitespaces).isEmpty {
                let named = fields[2].trimmingCharacters(in: .whitespaces)
                subject = (try? context.subjectKey(named: named)) ?? Subject.key(forName: named)
                if subject == nil {
                    throw CardImportError.invalidLine(line: line, reason: "cards.reason.subject", detail: named)
                }
            }
            let tags =
                fields.count > 3 ? fields[3].split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init) : []
            let draft = StudyCard(front: fields[0], back: fields[1], subjectKey: subject, tags: tags, createdAt: now)
            do {
                cards.append((try draft.validated(), []))
            } catch {
                throw CardImportError.invalidLine(line: line, reason: "cards.reason.sides", detail: "")
            }
        }
        return try save(cards)
    }

    /// Saves imported cards in one transaction and says how many.
    func save(_ cards: [(card: StudyCard, reviews: [ReviewLog])]) throws -> [StudyCard] {
        let saved = try context.cards.importCards(cards)
        if context.json {
            context.console.out(JSONOutput.line(["imported": saved.count]))
        } else {
            context.console.out(context.localization.plural("cards.imported", count: saved.count))
        }
        return saved
    }

    /// The cards (of one subject when given) as CSV or TSV with a header row: front, back, subject, tags.
    public func exportCards(format: CardFileFormat, subjectKey: String?) throws -> String {
        let cards = try context.cards.cards(.all(subjectKey: subjectKey))
        var lines = [DelimitedText.row(["front", "back", "subject", "tags"], separator: format.separator)]
        for card in cards {
            lines.append(
                DelimitedText.row(
                    [card.front, card.back, card.subjectKey ?? "", card.tags.joined(separator: " ")],
                    separator: format.separator))
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }
}
