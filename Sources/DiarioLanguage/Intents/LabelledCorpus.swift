import Foundation

/// A value a corpus line expects of one field of `diario parse --json`: text, a number, or null.
public enum LabelValue: Equatable, Sendable, CustomStringConvertible {
    case text(String)
    case number(Double)
    case null

    /// The label for a value decoded by `JSONSerialization` (a string or a number); anything else is null.
    public init(json: Any?) {
        switch json {
        case let text as String: self = .text(text)
        case let number as Double: self = .number(number)
        case let number as Int: self = .number(Double(number))
        default: self = .null
        }
    }

    /// The value as JSON writes it (`"math"`, `7.25`, `null`).
    public var description: String {
        switch self {
        case .text(let text): "\"\(text)\""
        case .number(let number): number == number.rounded() ? String(Int(number)) : String(number)
        case .null: "null"
        }
    }
}

/// One labelled line of a corpus under `Fixtures/nl`: what a student typed, when ("now", local ISO 8601), the
/// situation it was written for, and the fields `diario parse --json` must give it.
public struct LabelledLine: Sendable {
    /// What the student typed.
    public let text: String
    /// The local date-time the line is read at (`2026-11-25T10:00`).
    public let now: String
    /// The situation of the writer's brief it was written for, when the file says.
    public let family: String?
    /// The fields the writer was sure of, by their names in `diario parse --json`.
    public let expect: [String: LabelValue]

    /// The intent the line is labelled with; nil when the label names none or an intent Diario does not know.
    public var intent: Intent? {
        guard case .text(let name) = expect["intent"] else { return nil }
        return Intent(rawValue: name)
    }
}

/// The one reader of the labelled corpora: JSON Lines of `{"text", "now", "family"?, "expect": {…}}`.
public enum LabelledCorpus {
    /// Why a corpus file could not be read.
    public struct ReadError: Error, CustomStringConvertible {
        /// The file and line (from 1) that is not a labelled line, or the file that could not be opened.
        public let description: String
    }

    /// The lines of the file at `path`, in order; blank lines are skipped. Subject keys are spelled as the store
    /// spells them (`computer_science` is `computer-science`). Throws ``ReadError`` for a file that cannot be read
    /// or a line that is not a labelled line.
    public static func load(_ path: String) throws(ReadError) -> [LabelledLine] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ReadError(description: "\(path): cannot be read")
        }
        var lines: [LabelledLine] = []
        for (number, raw) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated()
        where !raw.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }) {
            guard let object = try? JSONSerialization.jsonObject(with: Data(raw)) as? [String: Any],
                let text = object["text"] as? String, let now = object["now"] as? String,
                let expected = object["expect"] as? [String: Any]
            else { throw ReadError(description: "\(path):\(number + 1): not a labelled line") }
            var expect = expected.mapValues(LabelValue.init(json:))
            if case .text(let key) = expect["subject"] {
                expect["subject"] = .text(key.replacingOccurrences(of: "_", with: "-"))
            }
            lines.append(LabelledLine(text: text, now: now, family: object["family"] as? String, expect: expect))
        }
        return lines
    }

    /// The corpus files a manifest names (one path a line, relative to the manifest's folder; `#` starts a comment).
    public static func manifest(_ path: String) throws(ReadError) -> [String] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw ReadError(description: "\(path): cannot be read")
        }
        let folder = (path as NSString).deletingLastPathComponent
        return text.split(separator: "\n").compactMap { line in
            let name = line.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { return nil }
            return name.hasPrefix("/") ? name : (folder as NSString).appendingPathComponent(name)
        }
    }
}
