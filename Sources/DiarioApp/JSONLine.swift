/// Writes one JSON object on one line, keys in the order they are added: fast enough for batch parsing,
/// where an encoder per line would cost more than the parse.
struct JSONLine {
    private var text = "{"
    private var first = true

    mutating func add(_ key: String, _ value: String?) {
        addKey(key)
        if let value { Self.appendString(value, to: &text) } else { text += "null" }
    }

    mutating func add(_ key: String, _ value: Int?) {
        addKey(key)
        text += value.map(String.init) ?? "null"
    }

    /// The finished object.
    var line: String { text + "}" }

    private mutating func addKey(_ key: String) {
        if !first { text += "," }
        first = false
        text += "\"\(key)\":"
    }

    /// Appends `value` as a JSON string, escaping quotes, backslashes and control characters.
    static func appendString(_ value: String, to text: inout String) {
        text += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _
            where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || (0x2028...0x2029).contains(scalar.value):
                text +=
                    "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
