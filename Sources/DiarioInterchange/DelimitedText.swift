/// Comma- or tab-separated text as RFC 4180 writes it: fields with the separator, a quote or a line break are
/// quoted, quotes doubled; lines end in CRLF or LF.
public enum DelimitedText {
    /// A row that could not be read, and why (a localization key).
    public struct Malformed: Error, Equatable {
        /// The line the row starts on.
        public let line: Int
        /// The localization key of what is wrong.
        public let reason: String
    }

    /// The rows of `text`, each with the line it started on; blank lines are skipped.
    public static func rows(_ text: String, separator: Character) throws(Malformed) -> [(line: Int, fields: [String])] {
        var rows: [(line: Int, fields: [String])] = []
        var fields: [String] = []
        var field = ""
        var quoted = false
        var fieldStarted = false
        var line = 1
        var rowStart = 1
        var iterator = text.makeIterator()
        var pending: Character? = nil
        func endRow() {
            fields.append(field)
            if !(fields.count == 1 && fields[0].isEmpty) { rows.append((rowStart, fields)) }
            fields = []
            field = ""
            fieldStarted = false
        }
        while let character = pending ?? iterator.next() {
            pending = nil
            if quoted {
                if character == "\"" {
                    let next = iterator.next()
                    if next == "\"" {
                        field.append("\"")
                    } else {
                        quoted = false
                        pending = next
                    }
                } else {
                    if character == "\n" || character == "\r\n" { line += 1 }
                    field.append(character)
                }
                continue
            }
            switch character {
            case "\"" where !fieldStarted:
                quoted = true
                fieldStarted = true
            case separator:
                fields.append(field)
                field = ""
                fieldStarted = false
            case "\n", "\r\n", "\r":
                endRow()
                line += 1
                rowStart = line
            default:
                field.append(character)
                fieldStarted = true
            }
        }
        if quoted { throw Malformed(line: rowStart, reason: "cards.reason.quote") }
        if fieldStarted || !fields.isEmpty || !field.isEmpty { endRow() }
        return rows
    }

    /// One row, quoted where needed, without the line break.
    public static func row(_ fields: [String], separator: Character) -> String {
        fields.map { field in
            let needsQuotes = field.contains {
                $0 == separator || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n"
            }
            return needsQuotes ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
        }.joined(separator: String(separator))
    }
}
