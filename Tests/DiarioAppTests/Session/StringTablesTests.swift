import DiarioTestSupport
import Foundation
import Testing

@testable import DiarioLocalization

@Suite("String tables")
struct StringTablesTests {
    @Test("Both shipped tables read exactly as Foundation's JSON decoder reads them")
    func shippedTables() throws {
        for name in ["it", "en"] {
            let path = DiarioProcess.packageRoot + "/Sources/DiarioLocalization/Resources/\(name).json"
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let decoded = try JSONDecoder().decode([String: String].self, from: data)
            let read = try #require(StringTables.flatTable(data), "\(name).json")
            #expect(decoded.count > 100)
            #expect(read == decoded, "\(name).json")
        }
    }

    @Test("A file that is not one object of strings is left to Foundation's decoder")
    func otherShapes() {
        for text in ["", "[]", #"{"a": 1}"#, #"{"a": "b",}"#, #"{"a": "b"} x"#, #"{"a": "\q"}"#] {
            #expect(StringTables.flatTable(Data(text.utf8)) == nil, "\(text)")
        }
    }
}
