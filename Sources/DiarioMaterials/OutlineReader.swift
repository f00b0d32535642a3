public import DiarioDomain
import Foundation

/// Finds the outline of a material's text: the tree a mind map is made from. Markdown by its headings, bold lines and
/// nested lists (Obsidian's and Logseq's bullets too, nested by tabs or spaces); text from PDFs and OCR by
/// Markdown-like headings, numbered sections ("2.", "2.1", "2.1.3"), lines in capitals, and list markers. A plain line
/// or a label ending in ":" over a list is the list's parent ("Giuseppe Mazzini" over "- 1805-1872"); any other
/// paragraph becomes the note of the node above it.
public enum OutlineReader {
    /// The first top-level heading (the map's title, when there is one) and the tree under it.
    public static func outline(of text: String) -> (title: String?, nodes: [OutlineNode]) {
        var entries: [(level: Int, text: String)] = []
        var notes: [Int: [String]] = [:]
        var title: String?
        // The level of the last heading of the text's own (Markdown or numbered), of the last heading of any kind,
        // and of the node the current list hangs from.
        var sectionLevel = 0
        var headingLevel = 0
        var listParent = 0
        // The indentations of the current list's open levels, outermost first.
        var indents: [Int] = []
        let lines = withoutFrontMatter(
            text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map {
                String(PlainPassage.withoutBlockId($0))
            })
        func heading(_ level: Int, _ text: String, ownLevel: Bool) {
            if ownLevel { sectionLevel = level }
            headingLevel = level
            listParent = level
            indents = []
            entries.append((level, text))
        }
        var inCode = false
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            // Fenced code is shown, not outlined: a "# comment" in it is no heading.
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                inCode.toggle()
                continue
            }
            guard !trimmed.isEmpty, !inCode, !isBlockProperty(trimmed) else { continue }
            let item = listItem(line)
            // A Logseq block that is a heading ("- ## Le cause") is one.
            if let (hashes, text) = markdownHeading(item?.text ?? trimmed) {
                if hashes == 1 && title == nil && entries.isEmpty {
                    title = text
                    continue
                }
                heading(max(1, hashes - 1), text, ownLevel: true)
            } else if let (depth, section) = numberedSection(trimmed) {
                heading(depth, section, ownLevel: true)
            } else if let item {
                while let last = indents.last, last > item.indent { indents.removeLast() }
                if indents.last != item.indent { indents.append(item.indent) }
                entries.append((listParent + indents.count, item.text))
            } else if let bold = boldHeading(trimmed) {
                heading(sectionLevel + 1, bold, ownLevel: false)
            } else if isCapitalsHeading(trimmed) {
                heading(1, trimmed.capitalized(with: nil), ownLevel: true)
            } else if let label = label(trimmed, before: lines[(index + 1)...]) {
                listParent = headingLevel + 1
                indents = []
                entries.append((listParent, label))
            } else if !entries.isEmpty {
                listParent = headingLevel
                indents = []
                notes[entries.count - 1, default: []].append(plain(trimmed))
            }
        }
        return (title, OutlineNode.nest(entries, notes: notes))
    }

    /// A line that names the list under it: a label ending in ":" ("Eventi:", "I moti del 1821 falliscono
    /// perché:") with a list after it, blank lines between allowed; or a short plain line ("Giuseppe Mazzini") with
    /// a list on the very next line. Its text, without the colon.
    static func label(_ line: String, before following: ArraySlice<String>) -> String? {
        let text = plain(line)
        guard text.count <= 120, let next = following.first(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
        else { return nil }
        if text.hasSuffix(":"), listItem(next) != nil {
            let name = String(text.dropLast()).trimmingCharacters(in: .whitespaces)
            return name.isEmpty ? nil : name
        }
        guard let last = text.last, text.count <= 60, !".;,!?".contains(last), let first = following.first,
            listItem(first) != nil
        else { return nil }
        return text
    }

    /// A line that is all bold ("**Le cause**", "__Date__"), as students mark a heading: its text.
    static func boldHeading(_ line: String) -> String? {
        for mark in ["**", "__"] where line.hasPrefix(mark) && line.hasSuffix(mark) && line.count > 2 * mark.count {
            let inside = line.dropFirst(mark.count).dropLast(mark.count)
            guard !inside.contains(mark), inside.count <= 100 else { return nil }
            let text = plain(String(inside)).trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: ":")))
            return text.isEmpty ? nil : text
        }
        return nil
    }

    /// A Logseq or Obsidian block property ("collapsed:: true", "id:: 6530…"): the app's, not the student's words.
    static func isBlockProperty(_ line: String) -> Bool {
        let key = line.prefix { $0.isLetter || $0 == "-" || $0 == "_" }
        return !key.isEmpty && line.dropFirst(key.count).hasPrefix(":: ")
            && ["collapsed", "id", "heading", "tags", "alias", "template", "background-color"].contains(
                key.lowercased())
    }

    /// The lines without front matter ("---" … "---" at the top), which says things about the file, not in it.
    static func withoutFrontMatter(_ lines: [String]) -> [String] {
        guard lines.first?.trimmingCharacters(in: .whitespaces) == "---",
            let end = lines.dropFirst().firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "---" })
        else { return lines }
        return Array(lines[(end + 1)...])
    }

    /// The `title:` its front matter gives, without quotes; nil when it has none (or front matter never closed,
    /// which is no front matter).
    public static func frontMatterTitle(_ lines: [String]) -> String? {
        guard lines.first?.trimmingCharacters(in: .whitespaces) == "---" else { return nil }
        var title: String?
        for line in lines.dropFirst() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "---" { return title }
            guard title == nil, trimmed.lowercased().hasPrefix("title:") else { continue }
            let value = trimmed.dropFirst("title:".count).trimmingCharacters(in: .whitespaces)
                .trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            if !value.isEmpty { title = value }
        }
        return nil
    }

    /// A Markdown text's title: its heading of the first level when it has only one outside code and front matter
    /// (notes that open every section with "# " have none among them), else its front matter's `title:`.
    public static func markdownTitle(_ lines: [String]) -> String? {
        let headings = withoutCode(lines).filter { $0.hasPrefix("# ") }.map {
            $0.dropFirst(2).trimmingCharacters(in: .whitespaces)
        }
        if headings.count == 1, !headings[0].isEmpty { return headings[0] }
        return frontMatterTitle(lines)
    }

    /// The lines without front matter, each line of fenced code (its fences too) left blank: what is read as prose,
    /// a blank still parting what stood before the code from what follows it.
    static func withoutCode(_ lines: [String]) -> [String] {
        var fence: String?
        return withoutFrontMatter(lines).map { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                return ""
            }
            if let mark = ["```", "~~~"].first(where: trimmed.hasPrefix) {
                fence = mark
                return ""
            }
            return line
        }
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
