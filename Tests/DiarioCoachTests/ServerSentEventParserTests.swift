import DiarioCoach
import Testing

@Suite("Server-Sent Events parsing")
struct ServerSentEventParserTests {
    let stream = Array(
        (": a comment\r\n" + "data: first\r\n\r\n" + "event: update\ndata:second, no space\ndata:  two spaces\n\n"
            + "id: 7\rdata: è 🙂 ü\r\r" + "data\n\n" + "event: ignored without data\n\n" + "retry: 100\ndata: last\n\n"
            + "data: never finished").utf8)

    let expected = [
        ServerSentEvent(name: "message", data: "first", id: nil),
        ServerSentEvent(name: "update", data: "second, no space\n two spaces", id: nil),
        ServerSentEvent(name: "message", data: "è 🙂 ü", id: "7"),
        ServerSentEvent(name: "message", data: "", id: "7"),
        ServerSentEvent(name: "message", data: "last", id: "7"),
    ]

    @Test(
        "Comments, CRLF, CR and LF line ends, multi-line data, a space dropped after the colon, no event without data")
    func wholeStream() {
        var parser = ServerSentEventParser()
        #expect(parser.feed(stream) == expected)
    }

    @Test("The same events whichever byte the stream is cut at, UTF-8 characters and CR LF pairs included")
    func everyCut() {
        for cut in 0...stream.count {
            var parser = ServerSentEventParser()
            let events = parser.feed(stream[..<cut]) + parser.feed(stream[cut...])
            #expect(events == expected, "cut at \(cut)")
        }
        var parser = ServerSentEventParser()
        #expect(stream.flatMap { parser.feed([$0]) } == expected)
    }

    @Test("A byte order mark at the start is skipped, even when it arrives a byte at a time")
    func byteOrderMark() {
        let withMark: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("data: x\n\n".utf8)
        for cut in 0...4 {
            var parser = ServerSentEventParser()
            let events = parser.feed(withMark[..<cut]) + parser.feed(withMark[cut...])
            #expect(events == [ServerSentEvent(name: "message", data: "x", id: nil)], "cut at \(cut)")
        }
        var parser = ServerSentEventParser()
        #expect(parser.feed(Array("\u{FEFF}x".utf8)) == [] && parser.feed(Array(": c\ndata: y\n\n".utf8)).count == 1)
    }
}
