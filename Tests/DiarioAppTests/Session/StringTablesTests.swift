import DiarioTestSupport
import Foundation
import Testing

@testable import DiarioLocalization

@Suite("String tables")
struct StringTablesTests {
    /// A shipped table's bytes, and what Foundation's decoder reads from them.
    static func shipped(_ name: String) throws -> (data: Data, decoded: [String: String]) {
        let path = DiarioProcess.packageRoot + "/Sources/DiarioLocalization/Resources/\(name).json"
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return (data, try JSONDecoder().decode([String: String].self, from: data))
    }

    @Test("Both shipped tables read exactly as Foundation's JSON decoder reads them")
    func shippedTables() throws {
        for name in ["it", "en"] {
            let (data, decoded) = try Self.shipped(name)
            let read = try #require(StringTables.flatTable(data), "\(name).json")
            #expect(decoded.count > 100)
            #expect(read == decoded, "\(name).json")
        }
    }

    @Test("Every sentence is found by its key as the decoder reads it; an unknown key is not; a later key counts")
    func lookups() throws {
        for name in ["it", "en"] {
            let (data, decoded) = try Self.shipped(name)
            let table = try #require(StringTable(bytes: data))
            for (key, value) in decoded { #expect(table[key] == value, "\(name).json \(key)") }
            #expect(table["repl.welcom"] == nil && table[""] == nil && table["repl.welcome.x"] == nil)
        }
        let twice = try #require(StringTable(bytes: Data(#"{"a": "first", "b": "\u00e8", "a": "second"}"#.utf8)))
        #expect(twice["a"] == "second" && twice["b"] == "è" && twice["c"] == nil)
        // Escapes are decoded when the sentence is asked for: a surrogate pair, a quote, a backslash, a tab.
        let escapes = try #require(StringTable(bytes: Data(#"{"e": "\ud83d\ude00 \"q\" \\ \t\u00C8"}"#.utf8)))
        #expect(escapes["e"] == "😀 \"q\" \\ \tÈ")
    }

    @Test("A file that is not one object of strings is left to Foundation's decoder")
    func otherShapes() {
        for text in [
            "", "[]", #"{"a": 1}"#, #"{"a": "b",}"#, #"{"a": "b"} x"#, #"{"a": "\q"}"#, #"{"\u0061": "b"}"#,
            #"{"a": "\udc00"}"#, #"{"a": "\ud83d x"}"#, #"{"a": "\u00zz"}"#, #"{"a": "\u+041"}"#,
        ] {
            #expect(StringTables.flatTable(Data(text.utf8)) == nil, "\(text)")
        }
    }
}
