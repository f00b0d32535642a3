public import DiarioDomain
import DiarioInterchange
import DiarioLanguage
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

extension CardCommands {
    /// Whether `name` is a card file format (`csv`, `tsv`).
    public static func isFileFormat(_ name: String) -> Bool { CardFileFormat(rawValue: name) != nil }

    /// Imports the cards of a file: an Anki package (`.apkg`), or CSV / TSV as its name implies. Throws
    /// ``CardImportError`` (nothing imported) for a file that cannot be read or a bad line.
    @discardableResult
    public func importCards(fromFile path: String, subjectKey: String?) throws -> [StudyCard] {
        if path.lowercased().hasSuffix(".apkg") { return try importAnki(path: path, subjectKey: subjectKey) }
        return try importCards(
            try TextInput.text(ofFile: path), format: CardFileFormat(path: path), subjectKey: subjectKey)
    }

    /// Writes the cards (of one subject when given) to `output` (as ``OutputFile`` writes) or, without one, to standard output:
    /// an Anki package for `.apkg`, else CSV or TSV (`format`, else as the file name implies, else CSV).
    public func exportCards(to output: String?, format: String?, subjectKey: String?) throws {
        if let output, output.lowercased().hasSuffix(".apkg") {
            try exportAnki(path: output, subjectKey: subjectKey)
            return
        }
        let chosen = format.flatMap(CardFileFormat.init(rawValue:)) ?? output.map(CardFileFormat.init(path:)) ?? .csv
        let text = try exportCards(format: chosen, subjectKey: subjectKey)
        guard let output else {
            Console.writeToStandardOutput(text)
            return
        }
        try OutputFile.write(Data(text.utf8), to: output)
    }

    /// Imports cards from CSV or TSV text (front, back, optional subject as key or name, optional tags
    /// separated by spaces); a header row is recognised and skipped. One transaction: a bad line imports nothing.
    @discardableResult
    func importCards(_ text: String, format: CardFileFormat, subjectKey: String? = nil) throws -> [StudyCard] {
        let rows: [(line: Int, fields: [String])]
        do {
            rows = try DelimitedText.rows(text, separator: format.separator)
        } catch {
            throw CardImportError.invalidLine(line: error.line, reason: error.reason, detail: "")
        }
        let body =
            rows.first.map { SessionVocabulary.cardFileHeader.contains(TextFolding.fold($0.fields[0])) } == true
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
    func exportCards(format: CardFileFormat, subjectKey: String?) throws -> String {
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

extension CardImportError: StudentFacingError {
    /// The sentence naming the bad line and why, or the unreadable file.
    public var message: StudentMessage {
        switch self {
        case .invalidLine(let line, let reason, let detail):
            StudentMessage(
                "error.cardImportLine", ["line": String(line)],
                nested: ["reason": StudentMessage(reason, ["value": detail])])
        case .unreadable(let path): StudentMessage("error.importUnreadable", ["path": path])
        case .empty: StudentMessage("error.cardImportEmpty")
        }
    }

    /// A file the student gave: 1.
    public var exitCode: Int32 { 1 }
}
