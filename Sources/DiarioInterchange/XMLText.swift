/// Just enough XML for OPML and FreeMind files: elements, attributes, text and the five entities (plus numeric
/// ones); comments, declarations and CDATA are skipped. Written here so that reading a map needs no XML library
/// loaded at start-up.
enum XMLText {
    /// An element with its attributes, its children and the text directly inside it.
    struct Element {
        var name: String
        var attributes: [String: String] = [:]
        var children: [Element] = []
        var text = ""

        /// Its text and its descendants' text, in order, spaces between.
        var allText: String {
            ([text] + children.map(\.allText)).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                .filter { !$0.isEmpty }.joined(separator: " ")
        }
    }

    /// The text with `&`, `<`, `>`, `"` and `'` as entities, line breaks as character references.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            default: result.append(character)
            }
        }
        return result
    }

    /// The document's root element. Throws ``MindMapFileError/notAMap`` for text that is not well-formed.
    static func parse(_ text: String) throws(MindMapFileError) -> Element {
        var stack: [Element] = [Element(name: "")]
        var index = text.startIndex
        while index < text.endIndex {
            guard let open = text[index...].firstIndex(of: "<") else {
                stack[stack.count - 1].text += unescaped(String(text[index...]))
                break
            }
            stack[stack.count - 1].text += unescaped(String(text[index..<open]))
            let rest = text[open...]
            if rest.hasPrefix("<!--") {
                guard let end = rest.range(of: "-->") else { throw .notAMap }
                index = end.upperBound
            } else if rest.hasPrefix("<![CDATA[") {
                guard let end = rest.range(of: "]]>") else { throw .notAMap }
                stack[stack.count - 1].text += String(rest[rest.index(open, offsetBy: 9)..<end.lowerBound])
                index = end.upperBound
            } else if rest.hasPrefix("<?") || rest.hasPrefix("<!") {
                guard let end = rest.firstIndex(of: ">") else { throw .notAMap }
                index = text.index(after: end)
            } else if rest.hasPrefix("</") {
                guard let end = rest.firstIndex(of: ">"), stack.count > 1 else { throw .notAMap }
                let name = rest[rest.index(open, offsetBy: 2)..<end].trimmingCharacters(in: .whitespaces)
                let closed = stack.removeLast()
                guard closed.name == name else { throw .notAMap }
                stack[stack.count - 1].children.append(closed)
                index = text.index(after: end)
            } else {
                guard let end = tagEnd(in: text, from: open) else { throw .notAMap }
                var inside = text[text.index(after: open)..<end]
                let selfClosing = inside.hasSuffix("/")
                if selfClosing { inside = inside.dropLast() }
                let element = try tag(String(inside))
                if selfClosing {
                    stack[stack.count - 1].children.append(element)
                } else {
                    stack.append(element)
                }
                index = text.index(after: end)
            }
        }
        guard stack.count == 1, let root = stack[0].children.first else { throw .notAMap }
        return root
    }

    /// The `>` that ends a tag, quotes respected.
    private static func tagEnd(in text: String, from open: String.Index) -> String.Index? {
        var quote: Character?
        var index = text.index(after: open)
        while index < text.endIndex {
            let character = text[index]
            if let current = quote {
                if character == current { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == ">" {
                return index
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// `name a="1" b='2'` → an element with those attributes.
    private static func tag(_ inside: String) throws(MindMapFileError) -> Element {
        let name = inside.prefix { !$0.isWhitespace }
        guard !name.isEmpty else { throw .notAMap }
        var element = Element(name: String(name))
        var rest = inside.dropFirst(name.count)
        while true {
            rest = rest.drop { $0.isWhitespace }
            guard !rest.isEmpty else { break }
            guard let equals = rest.firstIndex(of: "=") else { throw .notAMap }
            let key = rest[..<equals].trimmingCharacters(in: .whitespaces)
            rest = rest[rest.index(after: equals)...].drop { $0.isWhitespace }
            guard let quote = rest.first, quote == "\"" || quote == "'" else { throw .notAMap }
            rest = rest.dropFirst()
            guard let close = rest.firstIndex(of: quote) else { throw .notAMap }
            element.attributes[key] = unescaped(String(rest[..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return element
    }

    /// The text with entities and character references replaced.
    static func unescaped(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            guard character == "&", let semicolon = text[index...].prefix(12).firstIndex(of: ";") else {
                result.append(character)
                index = text.index(after: index)
                continue
            }
            let entity = text[text.index(after: index)..<semicolon]
            let named: [Substring: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
            if let value = named[entity] {
                result += value
            } else if entity.hasPrefix("#x"), let code = UInt32(entity.dropFirst(2), radix: 16),
                let scalar = Unicode.Scalar(code)
            {
                result.unicodeScalars.append(scalar)
            } else if entity.hasPrefix("#"), let code = UInt32(entity.dropFirst()), let scalar = Unicode.Scalar(code) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "&" + entity + ";"
            }
            index = text.index(after: semicolon)
        }
        return result
    }
}
