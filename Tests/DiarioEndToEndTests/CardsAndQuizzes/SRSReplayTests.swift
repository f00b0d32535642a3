import DiarioTestSupport
import Foundation
import Testing

@Suite("diario srs replay")
struct SRSReplayTests {
    let home = TemporaryDirectory()
    var diario: DiarioProcess { DiarioProcess(database: home.file("diario.sqlite"), home: home.path) }

    @Test("300 reference histories interleaved in time order come out as py-fsrs scheduled them")
    func interleavedHistories() throws {
        let histories = Array(try FSRSHistory.all().prefix(300))
        var events: [(at: String, card: String, rating: Int, expected: FSRSHistory.After)] = []
        for history in histories {
            for (review, after) in zip(history.reviews, history.after) {
                events.append((review.at, history.id, review.rating, after))
            }
        }
        events = events.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }.map(\.element)
        let input = events.map { #"{"card":"\#($0.card)","rating":\#($0.rating),"at":"\#($0.at)"}"# }
        let result = try diario.run(["srs", "replay"], stdin: input.joined(separator: "\n") + "\n")
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.lines.count == events.count)
        var mismatches = 0
        for (line, event) in zip(result.lines, events) {
            let state = try #require(try json(line) as? [String: Any])
            let same =
                state["card"] as? String == event.card && state["state"] as? String == event.expected.state
                && state["step"] as? Int == event.expected.step
                && abs((state["stability"] as? Double ?? 0) - event.expected.stability) <= 1e-4
                && abs((state["difficulty"] as? Double ?? 0) - event.expected.difficulty) <= 1e-4
                && state["due"] as? String == event.expected.due
            if !same { mismatches += 1 }
        }
        #expect(mismatches == 0)
        #expect(result.lines.first?.contains(#""step":"#) == true)
    }

    @Test("A bad line stops the replay with its number and a non-zero exit; earlier lines were printed")
    func badLine() throws {
        let input = """
            {"card":"c1","rating":3,"at":"2026-11-21T10:00:00Z"}
            {"card":"c1","rating":3,"at":"2026-11-20T10:00:00Z"}
            """
        let result = try diario.run(["srs", "replay", "--lang", "en"], stdin: input + "\n")
        #expect(result.exitCode == 1)
        #expect(result.lines.count == 1)
        #expect(
            result.stderr
                == "Line 2: card \"c1\" was already reviewed later than this; give each card's reviews in time order.\n"
        )
        let notJSON = try diario.run(["srs", "replay"], stdin: "card c1 good\n")
        #expect(notJSON.stderr == "Riga 1: non è un oggetto JSON con \"card\", \"rating\" e \"at\".\n")
    }
}
