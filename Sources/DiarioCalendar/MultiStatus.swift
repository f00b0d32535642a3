import Foundation

/// Reads a WebDAV multi-status answer (RFC 4918 §13) for what a calendar-query returns: each response's href, ETag
/// and calendar data. Elements are matched by local name, whatever namespace prefix the server chose; CDATA and
/// character references are undone. Not a general XML reader: what it does not expect it skips.
enum MultiStatus {
    /// The items with calendar data, in the answer's order.
    static func items(in xml: String) -> [CalDAVItem] {
        var items: [CalDAVItem] = []
        var href: String? = nil
        var etag: String? = nil
        var data: String? = nil
        var capturing: String? = nil
        var captured = ""
        var rest = Substring(xml)
        while let open = rest.firstIndex(of: "<") {
            if capturing != nil { captured += rest[..<open] }
            let tail = rest[open...]
            if tail.hasPrefix("<![CDATA[") {
                let body = tail.dropFirst(9)
                guard let end = body.range(of: "]]>") else { break }
                if capturing != nil { captured += "\u{0}CDATA" + body[..<end.lowerBound] + "\u{0}" }
                rest = body[end.upperBound...]
                continue
            }
            if tail.hasPrefix("<!--") {
                guard let end = tail.range(of: "-->") else { break }
                rest = tail[end.upperBound...]
                continue
            }
            guard let close = tail.firstIndex(of: ">") else { break }
            let tag = tail[tail.index(after: open)..<close]
            rest = tail[tail.index(after: close)...]
            let closing = tag.hasPrefix("/")
            let selfClosing = tag.hasSuffix("/")
            let name = localName(closing ? tag.dropFirst() : tag)
            if closing {
                if name == capturing {
                    let value = decoded(captured)
                    switch name {
                    case "href": href = value.trimmingCharacters(in: .whitespacesAndNewlines)
                    case "getetag": etag = value.trimmingCharacters(in: .whitespacesAndNewlines)
                    default: data = value
                    }
                    capturing = nil
                } else if name == "response" {
                    if let href, let data { items.append(CalDAVItem(href: href, etag: etag, text: data)) }
                    (href, etag, data) = (nil, nil, nil)
                }
            } else if !selfClosing, capturing == nil, ["href", "getetag", "calendar-data"].contains(name) {
                capturing = name
                captured = ""
            }
        }
        return items
    }

    /// "D:href" → "href"; attributes dropped.
    private static func localName(_ tag: Substring) -> String {
        let name = tag.prefix { !$0.isWhitespace && $0 != "/" }
        return String(name.split(separator: ":").last ?? name)
    }

    /// Character references and the five named entities undone; CDATA (marked while capturing) kept as written.
    private static func decoded(_ text: String) -> String {
        var out = ""
        var pieces = text.split(separator: "\u{0}", omittingEmptySubsequences: false)[...]
        var literal = false
        while let piece = pieces.popFirst() {
            if literal, piece.hasPrefix("CDATA") {
                out += piece.dropFirst(5)
            } else {
                out += entitiesUndone(piece)
            }
            literal.toggle()
        }
        return out
    }

    private static func entitiesUndone(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        var out = ""
        var rest = text
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            guard let semicolon = after.prefix(12).firstIndex(of: ";") else {
                out += "&"
                rest = after
                continue
            }
            let entity = after[..<semicolon]
            let named = ["lt": "<", "gt": ">", "amp": "&", "quot": "\"", "apos": "'"]
            if let value = named[String(entity)] {
                out += value
            } else if entity.hasPrefix("#x") || entity.hasPrefix("#X"),
                let code = UInt32(entity.dropFirst(2), radix: 16),
                let scalar = Unicode.Scalar(code)
            {
                out.unicodeScalars.append(scalar)
            } else if entity.hasPrefix("#"), let code = UInt32(entity.dropFirst()), let scalar = Unicode.Scalar(code) {
                out.unicodeScalars.append(scalar)
            } else {
                out += "&" + entity + ";"
            }
            rest = after[after.index(after: semicolon)...]
        }
        return out + rest
    }
}
