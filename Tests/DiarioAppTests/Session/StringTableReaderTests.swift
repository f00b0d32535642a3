import DiarioTestSupport
import Foundation
import Testing

@testable import DiarioLocalization

@Suite("String table reader")
struct StringTableReaderTests {
    private func read(_ text: String) -> [String: String]? {
        Data(text.utf8).withUnsafeBytes(StringTableReader.table)
    }

    @Test("Both shipped tables read exactly as Foundation's JSON decoder reads them")
    func shippedTables() throws {
        for name in ["it", "en"] {
            let path = DiarioProcess.packageRoot + "/Sources/DiarioLocalization/Resources/\(name).json"
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let decoded = try JSONDecoder().decode([String: String].self, from: data)
            let read = try #require(data.withUnsafeBytes(StringTableReader.table), "\(name).json")
            #expect(decoded.count > 100)
            #expect(read == decoded, "\(name).json")
        }
    }

    @Test("Escapes, surrogate pairs and white space read as JSON says")
    func escapes() throws {
        let text = #" { "a" : "x\"y\\z\/\n\t\u00e8\ud83d\ude00" , "b":"" , "c": "plain è" } "#
        let expected = try JSONDecoder().decode([String: String].self, from: Data(text.utf8))
        #expect(read(text) == expected)
        #expect(read(text)?["a"] == "x\"y\\z/\n\tè😀")
        #expect(read("{}") == [:])
    }

    @Test("Anything but one object of strings is refused, for the decoder to read instead")
    func refusesOtherShapes() {
        for text in [
            "", "[]", #"{"a": 1}"#, #"{"a": "b",}"#, #"{"a": "b"} x"#, #"{"a" "b"}"#, #"{"a": "\q"}"#,
            #"{"a": "\ud83d"}"#, #"{"a": "b"#, "{\"a\": \"line\nbreak\"}", #"{"a": "b", "a": "c"}"#,
        ] {
            #expect(read(text) == nil, "\(text)")
        }
        // Bytes that are not UTF-8, in a value and in a key.
        for bytes: [UInt8] in [
            Array(#"{"a": ""#.utf8) + [0xFF] + Array(#""}"#.utf8), [0x7B, 0x22, 0xC3, 0x22, 0x3A, 0x22, 0x22, 0x7D],
        ] {
            #expect(bytes.withUnsafeBytes(StringTableReader.table) == nil)
        }
    }
}
