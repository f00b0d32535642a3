// diario-bench: measures in-process work for `make bench` (not shipped).
// Usage:
//   diario-bench cards-due DB-PATH COUNT
//     Fills DB-PATH with COUNT cards spread over a year of due times and twelve subjects (one transaction), then
//     times "the next due card" (all subjects, and one subject) 2,000 times each and prints one JSON line.
//   diario-bench fsrs WORKLOAD-PATH
//     Schedules the reviews of WORKLOAD-PATH (one line per card: its ratings, 1-4, separated by spaces; each review
//     when the card falls due) with FSRS-6, fuzz off, and prints one JSON line with reviews per second.
//   diario-bench plan-simulation SEEDS
//     Runs ReviewPlanSimulation (docs/srs.md) for seeds 1…SEEDS, a test in 3, 7 and 14 days: plain FSRS, the plan at
//     the default target and at 0.90, cramming. Prints one JSON line per run: seed, days, strategy, target, reviews
//     before the test, mean recall on the day and 30 days after, reviews after.
import DiarioDomain
import DiarioSRS
import DiarioStore
import Foundation

let arguments = CommandLine.arguments
switch (arguments.count, arguments.count > 1 ? arguments[1] : "") {
case (4, "cards-due"):
    guard let count = Int(arguments[3]) else { usage() }
    try cardsDue(path: arguments[2], count: count)
case (3, "fsrs"):
    try scheduleReviews(workload: arguments[2])
case (3, "plan-simulation"):
    guard let seeds = UInt64(arguments[2]), seeds > 0 else { usage() }
    simulatePlans(seeds: seeds)
default:
    usage()
}

func usage() -> Never {
    FileHandle.standardError.write(
        Data("usage: diario-bench cards-due DB-PATH COUNT | fsrs WORKLOAD-PATH | plan-simulation SEEDS\n".utf8))
    exit(2)
}

func cardsDue(path: String, count: Int) throws {
    let store = try DiarioStore.open(path: path)
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
            card.memory.due = now.addingTimeInterval(
                Double.random(in: -86_400 * 30...86_400 * 365, using: &generator))
            batch.append((card, []))
        }
        _ = try store.importCards(batch)
    }
    let fillSeconds = Date().timeIntervalSince(fillStart)
    let any = try timings { _ = try store.cards(.due(at: now, subjectKey: nil, limit: 1)) }
    let oneSubject = try timings { _ = try store.cards(.due(at: now, subjectKey: "history", limit: 1)) }
    print(
        "{\"cards\":\(count),\"fill_seconds\":\(String(format: "%.1f", fillSeconds)),"
            + "\"next_due_median_us\":\(any[any.count / 2]),\"next_due_p99_us\":\(any[any.count * 99 / 100]),"
            + "\"next_due_subject_median_us\":\(oneSubject[oneSubject.count / 2])}")
}

func timings(_ body: () throws -> Void) rethrows -> [Double] {
    var samples: [Double] = []
    for _ in 0..<2_000 {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000)
    }
    return samples.sorted()
}

func scheduleReviews(workload path: String) throws {
    let cards = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map { line in
        line.split(separator: " ").compactMap { Int($0).flatMap(ReviewRating.init(rawValue:)) }
    }
    let scheduler = FSRSScheduler(fuzz: false)
    let start = Date(timeIntervalSince1970: 1_767_600_000)
    var reviews = 0
    var checksum = 0.0
    let began = DispatchTime.now().uptimeNanoseconds
    for ratings in cards {
        var memory = MemoryState.new(due: start)
        for rating in ratings {
            memory = scheduler.review(memory, rating: rating, at: memory.due)
            reviews += 1
        }
        checksum += memory.stability ?? 0
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - began) / 1e9
    print(
        "{\"reviews\":\(reviews),\"seconds\":\(seconds),\"reviews_per_second\":\(Double(reviews) / seconds),"
            + "\"stability_sum\":\(checksum)}")
}

func simulatePlans(seeds: UInt64) {
    // The plan at the default target, and at FSRS's own retention (0.90) to show why the default is above it.
    let lowTarget = ReviewPlanSettings(
        target: 0.9, dailyBudget: ReviewPlanSettings.standard.dailyBudget, horizonDays: 21)
    let runs: [(label: String, strategy: ReviewPlanSimulation.Strategy, settings: ReviewPlanSettings)] = [
        ("fsrs", .plainFSRS, .standard), ("plan", .plan, .standard), ("plan-0.90", .plan, lowTarget),
        ("cram", .cram, .standard),
    ]
    for seed in 1...seeds {
        for days in [3, 7, 14] {
            for run in runs {
                let outcome = ReviewPlanSimulation(seed: seed, settings: run.settings).run(
                    run.strategy, daysToTest: days)
                print(
                    "{\"seed\":\(seed),\"days\":\(days),\"strategy\":\"\(run.label)\","
                        + "\"target\":\(run.settings.target),\"reviews_before\":\(outcome.reviewsBefore),"
                        + "\"recall_on_day\":\(outcome.recallOnTestDay),\"recall_after_30\":\(outcome.recallAfter30Days),"
                        + "\"reviews_after\":\(outcome.reviewsAfter)}")
            }
        }
    }
}
