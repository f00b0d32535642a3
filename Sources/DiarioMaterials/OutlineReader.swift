public import DiarioDomain
import Foundation

/// Finds the outline of a material's text: the tree a mind map is made from. Markdown by its headings and nested
/// lists; text from PDFs and OCR by Markdown-like headings, numbered sections ("2.", "2.1", "2.1.3"), lines in
/// capitals, and list markers. A paragraph becomes the note of the node above it.
public enum OutlineReader {
    /// The first top-level heading (the map's title, when there is one) and the tree under it.
    public static func outline(of text: String) -> (title: String?, nodes: [OutlineNode]) {
        var entries: [(level: Int, text: String)] = []
        var notes: [Int: [String]] = [:]
        var title: String?
        var headingLevel = 0
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        // Front matter ("---" … "---" at the top) says things about the file, not in it.
        if lines.first?.trimmingCharacters(in: .whitespaces) == "---",
            let end = lines.dropFirst().firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "---" })
        {
            lines.removeSubrange(0...end)
        }
        var inCode = false
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            // Fenced code is shown, not outlined: a "# comment" in it is no heading.
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                inCode.toggle()
                continue
            }
            guard !trimmed.isEmpty, !inCode else { continue }
            if let (hashes, heading) = markdownHeading(trimmed) {
                if hashes == 1 && title == nil && entries.isEmpty {
                    title = heading
                    continue
                }
                headingLevel = max(1, hashes - 1)
                entries.append((headingLevel, heading))
            } else if let (depth, section) = numberedSection(trimmed) {
                headingLevel = depth
                entries.append((depth, section))
            } else if let item = listItem(line) {
                entries.append((headingLevel + 1 + item.indent / 2, item.text))
            } else if isCapitalsHeading(trimmed) {
                headingLevel = 1
                entries.append((1, trimmed.capitalized(with: nil)))
            } else if !entries.isEmpty {
                notes[entries.count - 1, default: []].append(plain(trimmed))
            }
        }
        return (title, OutlineNode.nest(entries, notes: notes))
    }

    /// "## Le cause" → (2, "Le cause").
    static func markdownHeading(_ line: String) -> (Int, String)? {
        let hashes = line.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes), line.dropFirst(hashes).first == " " else { return nil }
        let text = plain(String(line.dropFirst(hashes)).trimmingCharacters(in: .whitespaces))
        return text.isEmpty ? nil : (hashes, text)
    }

    /// "2.1 La Restaurazione" → (2, "La Restaurazione"): a number of two parts or more, then a short title.
    static func numberedSection(_ line: String) -> (Int, String)? {
        let number = line.prefix { $0.isNumber || $0 == "." }
        let parts = number.split(separator: ".")
        // "2.1", "2.1.3"; not a date ("18.6.1815"): at most four short parts.
        guard parts.count >= 2, parts.count <= 4, parts.allSatisfy({ $0.count <= 2 }), number.count < line.count,
            line[number.endIndex] == " "
        else { return nil }
        let text = plain(String(line[number.endIndex...]).trimmingCharacters(in: .whitespaces))
        guard !text.isEmpty, text.count <= 80, text.first?.isUppercase == true else { return nil }
        return (parts.count, text)
    }

    /// "  - il Piemonte" or "1. Regno di Sardegna" → its indentation and text.
    static func listItem(_ line: String) -> (indent: Int, text: String)? {
        let indent = line.prefix { $0 == " " }.count + 4 * line.prefix { $0 == "\t" }.count
        let body = line.trimmingCharacters(in: .whitespaces)
        var rest: Substring?
        if let marker = body.first, "-*+•–▪◦".contains(marker), body.dropFirst().first == " " {
            rest = body.dropFirst(2)
        } else {
            let digits = body.prefix { $0.isNumber }
            if !digits.isEmpty, digits.count <= 3, let after = body.dropFirst(digits.count).first,
                after == "." || after == ")",
                body.dropFirst(digits.count + 1).first == " "
            {
                rest = body.dropFirst(digits.count + 2)
            }
        }
        guard let rest else { return nil }
        let text = plain(rest.trimmingCharacters(in: .whitespaces))
        return text.isEmpty ? nil : (indent, text)
    }

    /// A short line of capital letters ("LA RESTAURAZIONE"), as scanned handouts set their headings.
    static func isCapitalsHeading(_ line: String) -> Bool {
        let letters = line.filter(\.isLetter)
        return letters.count >= 4 && line.count <= 60 && letters.allSatisfy(\.isUppercase)
    }

    /// The text without Markdown's emphasis marks (`**`, `__`, `==`, backticks).
    public static func plain(_ text: String) -> String {
        var result = text
        for mark in ["**", "__", "==", "`"] { result = result.replacingOccurrences(of: mark, with: "") }
        return result
    }
}
