/// A passage of a student's notes as a reader sees it: the Markdown marks students type (headings, bullets,
/// numbers, quotes, bold, italics, highlights, code ticks, links and wiki links) taken away, the words kept. Search
/// passages are shown this way; an Obsidian block id closing a line (" ^bb70d1") goes too. The marks around a search
/// match (``SearchHit/matchStart``, ``SearchHit/matchEnd``) are kept.
public enum PlainPassage {
    /// `text` without its Markdown marks, line by line, each line's spaces run together.
    public static func plain(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { words(of: inline(withoutLineMark(withoutBlockId(Substring($0))))) }
            .joined(separator: "\n")
    }

    /// The first `count` words of `text` made plain, with "…" when more follow; empty for a text with no words.
    public static func opening(of text: String, words count: Int) -> String {
        let words = plain(text).split(whereSeparator: \.isWhitespace)
        let shown = words.prefix(count).joined(separator: " ")
        return words.count > count ? shown + "…" : shown
    }

    /// The line without what opens it: indentation, a heading's `#`s, a quote's `>`, a bullet (`-`, `*`, `+`, `•`),
    /// a number (`12.`, `3)`) or a task box (`[ ]`, `[x]`), in any order they come.
    private static func withoutLineMark(_ line: Substring) -> Substring {
        var rest = line.drop { $0 == " " || $0 == "\t" }
        while true {
            let before = rest
            if rest.first == "#" {
                let marks = rest.prefix { $0 == "#" }
                if marks.count <= 6, rest.dropFirst(marks.count).first == " " { rest = rest.dropFirst(marks.count) }
            } else if let first = rest.first, ">-*+•".contains(first), rest.dropFirst().first == " " {
                rest = rest.dropFirst()
            } else if let first = rest.first, first.isASCII, first.isNumber {
                let digits = rest.prefix { $0.isASCII && $0.isNumber }
                let after = rest.dropFirst(digits.count)
                if digits.count <= 3, let mark = after.first, mark == "." || mark == ")", after.dropFirst().first == " "
                {
                    rest = after.dropFirst()
                }
            } else if rest.hasPrefix("[ ] ") || rest.hasPrefix("[x] ") || rest.hasPrefix("[X] ") {
                rest = rest.dropFirst(3)
            }
            rest = rest.drop { $0 == " " || $0 == "\t" }
            if rest == before { return rest }
        }
    }

    /// The line without the Obsidian block id that may close it (" ^bb70d1", or "^bb70d1" alone): two or more
    /// letters, digits and dashes, at least one letter, after a "^" that opens a word. A power ("x ^2", "e ^x") stays.
    public static func withoutBlockId(_ line: Substring) -> Substring {
        let trimmed = line.reversed().drop { $0 == " " || $0 == "\t" }
        let id = trimmed.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        guard id.count >= 2, id.contains(where: \.isLetter) else { return line }
        let rest = trimmed.dropFirst(id.count)
        guard rest.first == "^" else { return line }
        let before = rest.dropFirst()
        guard before.isEmpty || before.first == " " || before.first == "\t" else { return line }
        return Substring(String(before.reversed()))
    }

    /// The line without its inline marks: `**`, `__`, `~~`, `==`, code ticks and HTML tags (`<u>`, `<span …>`)
    /// anywhere; a `*` or `_` that opens or closes a word; `[text](address)` and `![text](address)` as their text;
    /// `[[page]]`, `[[page#heading]]` and `[[page|shown]]` as what they show.
    private static func inline(_ line: Substring) -> String {
        let characters = Array(line)
        var out = ""
        var index = 0
        // A search's match marks count as part of the word they wrap.
        func isWordly(_ at: Int) -> Bool {
            guard at >= 0, at < characters.count else { return false }
            let character = characters[at]
            return character.isLetter || character.isNumber || character == "\u{2}" || character == "\u{3}"
        }
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if "*_~=".contains(character), next == character {
                index += 2
                continue
            }
            // Emphasis opens before a word or closes after one; a star or an underscore inside a word (`a*b`,
            // `nome_file`) or between spaces is text.
            if character == "*" || character == "_", isWordly(index + 1) != isWordly(index - 1) {
                index += 1
                continue
            }
            // The HTML tags notes use for emphasis and notes ("<u>", "</b>", "<span title=…>") are marks too.
            if character == "<", let tag = htmlTag(in: characters, at: index) {
                index += tag
                continue
            }
            if character == "`" || (character == "!" && next == "[") {
                index += 1
                continue
            }
            // A link cut short (a search passage ends where it ends) shows what it has.
            if character == "[", next == "[" {
                let close = find("]]", in: characters, from: index + 2) ?? characters.count
                let inside = String(characters[(index + 2)..<close])
                out += shown(byWikiLink: inside)
                index = close + 2
                continue
            }
            if character == "[", let close = find("](", in: characters, from: index + 1) {
                out += String(characters[(index + 1)..<close])
                index = (find(")", in: characters, from: close + 2) ?? characters.count) + 1
                continue
            }
            out.append(character)
            index += 1
        }
        return out
    }

    /// What a wiki link shows: its alias ("Mazzini|Giuseppe Mazzini"), else its page without the heading or block
    /// it points to ("Positivismo#Origine" → "Positivismo"), else that heading ("#Origine" → "Origine"); a link to a
    /// block of the same note shows nothing.
    private static func shown(byWikiLink inside: String) -> String {
        if let bar = inside.firstIndex(of: "|") { return String(inside[inside.index(after: bar)...]) }
        let page = inside.prefix { $0 != "#" }
        guard page.isEmpty else { return String(page) }
        // "[[#^bb70d1]]" points to a block of the same note: an id, nothing a reader says.
        let heading = inside.drop { $0 == "#" }
        return heading.hasPrefix("^") ? "" : String(heading)
    }

    /// The length of the HTML tag that opens at `index` ("<u>", "</mark>", "<br/>", "<span title=\"…\">"), if one
    /// does: a name of ``htmlTagNames`` right after "<" or "</", then ">" or a space and attributes up to the next
    /// ">" on the line. "a < b", "x<y", "List<String>" and the Italian quotes "<<varco>>" are no tags.
    private static func htmlTag(in characters: [Character], at index: Int) -> Int? {
        if index > 0, characters[index - 1] == "<" { return nil }
        var at = index + 1
        if at < characters.count, characters[at] == "/" { at += 1 }
        let nameStart = at
        while at < characters.count, characters[at].isASCII, characters[at].isLetter || characters[at].isNumber {
            at += 1
        }
        guard at > nameStart, at < characters.count,
            htmlTagNames.contains(String(characters[nameStart..<at]).lowercased())
        else { return nil }
        switch characters[at] {
        case ">": return at + 1 - index
        case "/" where at + 1 < characters.count && characters[at + 1] == ">": return at + 2 - index
        case " ":
            guard let close = characters[at...].firstIndex(of: ">"), !characters[at..<close].contains("<") else {
                return nil
            }
            return close + 1 - index
        default: return nil
        }
    }

    /// The tags notes use for emphasis and layout.
    private static let htmlTagNames: Set<String> = [
        "u", "b", "i", "s", "em", "strong", "mark", "span", "font", "sup", "sub", "br", "a", "del", "ins", "small",
        "div", "p", "center",
    ]

    private static func find(_ target: String, in characters: [Character], from start: Int) -> Int? {
        let wanted = Array(target)
        guard start <= characters.count - wanted.count else { return nil }
        for index in start...(characters.count - wanted.count)
        where characters[index..<(index + wanted.count)].elementsEqual(wanted) {
            return index
        }
        return nil
    }

    /// The line's words with one space between them.
    private static func words(of line: String) -> String {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }
}
