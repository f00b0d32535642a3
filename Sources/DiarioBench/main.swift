// diario-bench: measures the card store at scale for `make bench` (not shipped).
// Usage: diario-bench cards-due DB-PATH COUNT
// Fills DB-PATH with COUNT cards spread over a year of due times and twelve subjects (one transaction),
// then times "the next due card" (all subjects, and one subject) 2,000 times each and prints one JSON line.
import DiarioDomain
import DiarioStore
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 4, arguments[1] == "cards-due", let count = Int(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: diario-bench cards-due DB-PATH COUNT\n".utf8))
    exit(2)
}
let store = try DiarioStore.open(path: arguments[2])
let now = Date(timeIntervalSince1970: 1_795_000_000)
let subjects = try store.subjects(includingHidden: false).map(\.key)
var generator = SystemRandomNumberGenerator()
let fillStart = Date()
if try store.cards(.all(subjectKey: "math")).isEmpty {
    var batch: [(card: StudyCard, reviews: [ReviewLog])] = []
    batch.reserveCapacity(count)
    for index in 0..<count {
        var card = StudyCard(
            front: "question \(index)", back: "answer \(index)", subjectKey: subjects[index % subjects.count],
            createdAt: now)
        card.memory.due = now.addingTimeInterval(Double.random(in: -86_400 * 30...86_400 * 365, using: &generator))
        batch.append((card, []))
    }
    _ = try store.importCards(batch)
}
let fillSeconds = Date().timeIntervalSince(fillStart)

func timings(_ body: () throws -> Void) rethrows -> [Double] {
    var samples: [Double] = []
    for _ in 0..<2_000 {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000)
    }
    return samples.sorted()
}

let any = try timings { _ = try store.cards(.due(at: now, subjectKey: nil, limit: 1)) }
let oneSubject = try timings { _ = try store.cards(.due(at: now, subjectKey: "history", limit: 1)) }
let line =
    "{\"cards\":\(count),\"fill_seconds\":\(String(format: "%.1f", fillSeconds)),"
    + "\"next_due_median_us\":\(any[any.count / 2]),\"next_due_p99_us\":\(any[any.count * 99 / 100]),"
    + "\"next_due_subject_median_us\":\(oneSubject[oneSubject.count / 2])}"
print(line)
