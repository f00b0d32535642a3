import DiarioDomain
import DiarioSRS
import DiarioStore
import DiarioTestSupport
import Foundation
import Testing

/// A wall clock the test moves on: every operation happens a few seconds after the one before.
final class SteppingClock: @unchecked Sendable {
    private let lock = NSLock()
    private var instant = Date(timeIntervalSince1970: 1_795_600_000)

    func advance(_ seconds: Double) { lock.withLock { instant += seconds } }
    var now: Date { lock.withLock { instant } }
}

/// Three devices on real SQLite files, each with its own copy of the shared folder, and a mover that plays the sync
/// engine badly: files delivered late, out of order, twice (as Syncthing's conflict copies), cut in half first. Only
/// files of changes travel: a file skipped as cut for good is applied when it arrives whole.
struct SyncReplicaWorld {
    let directory = TemporaryDirectory()
    let names = ["laptop", "phone", "tablet"]
    var stores: [DiarioStore] = []
    /// The names each replica has published under, the first its own: a fork adds the name it takes.
    var published: [[String]] = [["laptop"], ["phone"], ["tablet"]]
    let clock = SteppingClock()
    var random: SeededGenerator

    var diarioClock: DiarioClock {
        let clock = self.clock
        return DiarioClock(timeZone: LocalTimeZone(identifier: "Europe/Rome")!, now: { clock.now })
    }

    init(seed: UInt64) throws {
        random = SeededGenerator(seed: seed)
        for name in names {
            let store = try DiarioStore.open(path: directory.file(name + ".sqlite"), clock: diarioClock)
            try FileManager.default.createDirectory(
                atPath: folder(of: name), withIntermediateDirectories: true)
            try store.setUpSync(device: name, folder: folder(of: name))
            stores.append(store)
        }
    }

    /// Each device's copy of the shared folder.
    func folder(of device: String) -> String { directory.file("shared-" + device) }

    /// The files replica `replica` has written under `device`, by number.
    func published(by replica: String, as device: String) -> [String] {
        let own = folder(of: replica) + "/diario-sync/v1/" + device
        return ((try? FileManager.default.contentsOfDirectory(atPath: own)) ?? []).filter { $0.hasSuffix(".dsync") }
            .sorted()
    }

    /// Notes the name a replica took when its sync found a fork.
    mutating func note(_ report: SyncReport, of index: Int) {
        if let fork = report.forked { published[index].append(fork.newName) }
    }

    /// Puts back over replica `index`'s database an old copy of it (`backup`, taken earlier with the online backup
    /// API, its sync bookkeeping included), as a student who copies an old file back by hand: its next sync finds
    /// the fork. The replica syncs first, so that nothing it did since its last sync is lost with the file.
    mutating func putBack(_ backup: String, over index: Int) throws {
        _ = try stores[index].synchronize(applyingOthers: false, replay: SyncPropertyTests.replay)
        let path = directory.file(names[index] + ".sqlite")
        // The replica's database is closed (its last reference let go) before its file is replaced.
        stores[index] = try DiarioStore.open(path: directory.file("scratch.sqlite"), clock: diarioClock)
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        try FileManager.default.copyItem(atPath: backup, toPath: path)
        stores[index] = try DiarioStore.open(path: path, clock: diarioClock)
    }

    /// Moves some files (or all, when `everything`) from each device's folder to the others' copies.
    mutating func deliver(everything: Bool, offline: String?) throws {
        for (replica, source) in zip(published.indices, names) where source != offline {
            for device in published[replica] {
                for target in names where target != source && target != offline {
                    let from = folder(of: source) + "/diario-sync/v1/" + device
                    let to = folder(of: target) + "/diario-sync/v1/" + device
                    try FileManager.default.createDirectory(atPath: to, withIntermediateDirectories: true)
                    for name in published(by: source, as: device) {
                        let destination = to + "/" + name
                        let data = try Data(contentsOf: URL(fileURLWithPath: from + "/" + name))
                        let present = (try? Data(contentsOf: URL(fileURLWithPath: destination))) ?? Data()
                        guard present != data else { continue }
                        if everything {
                            try data.write(to: URL(fileURLWithPath: destination))
                            continue
                        }
                        switch Int.random(in: 0..<10, using: &random) {
                        case 0..<4: continue  // later
                        case 4: try data.prefix(data.count / 2).write(to: URL(fileURLWithPath: destination))  // cut
                        case 5:
                            // A conflict copy beside the file, as Syncthing leaves one.
                            try data.write(to: URL(fileURLWithPath: to + "/\(name).sync-conflict-20261125-101010-ABC"))
                            try data.write(to: URL(fileURLWithPath: destination))
                        default: try data.write(to: URL(fileURLWithPath: destination))
                        }
                    }
                }
            }
        }
    }
}

/// The property of docs/sync.md: whatever devices do, and however badly the files travel, devices that have read
/// the same files hold the same data; no deletion comes back; no recurring occurrence is made twice.
@Suite("Sync converges: three replicas, random operations and deliveries")
struct SyncPropertyTests {
    /// A card's memory replayed from its reviews (the count is what the test can check by hand).
    static func replay(_ start: MemoryState, _ reviews: [(rating: ReviewRating, at: Date)]) -> MemoryState {
        let scheduler = FSRSScheduler(fuzz: true)
        return reviews.reduce(start) {
            scheduler.review($0, rating: $1.rating, at: $1.at, seed: FSRSScheduler.seed(reviewedAt: $1.at))
        }
    }

    /// A device's `diario export`, line by line: what every device must agree on, byte for byte.
    static func export(_ store: DiarioStore) throws -> [String] {
        var lines: [String] = []
        try store.exportEverything { lines.append($0) }
        return lines
    }

    /// The seeds to run: 1 to 4, or those `DIARIO_SYNC_SEEDS` names ("17", "1-200", "3,9,12"), so that a seed a
    /// failure prints can be run again alone: `DIARIO_SYNC_SEEDS=17 swift test --filter SyncPropertyTests`.
    static var seeds: [UInt64] { seeds(named: "DIARIO_SYNC_SEEDS", otherwise: 1...4) }

    /// The seeds the environment variable `name` lists ("17", "1-200", "3,9,12"), or `range` when it is not set. A
    /// value that names no seed runs seed 0 alone, which fails and says why (``checkSeed(_:named:)``).
    static func seeds(named name: String, otherwise range: ClosedRange<UInt64>) -> [UInt64] {
        guard let text = ProcessInfo.processInfo.environment[name], !text.isEmpty else { return Array(range) }
        let seeds = text.split(separator: ",").flatMap { part -> [UInt64] in
            let bounds = part.split(separator: "-").compactMap { UInt64($0.trimmingCharacters(in: .whitespaces)) }
            guard let low = bounds.first, let high = bounds.last, low <= high else { return [] }
            return Array(low...high)
        }
        return seeds.isEmpty ? [0] : seeds
    }

    /// Records an issue for seed 0, which stands for a variable `name` that names no seed.
    static func checkSeed(_ seed: UInt64, named name: String) {
        if seed == 0 { Issue.record("\(name) names no seed: write 17, 1-200 or 3,9,12") }
    }

    @Test(
        "Operations on three devices, partial syncs, bad deliveries, one device offline: all end the same",
        arguments: SyncPropertyTests.seeds)
    func convergence(seed: UInt64) throws {
        Self.checkSeed(seed, named: "DIARIO_SYNC_SEEDS")
        var world = try SyncReplicaWorld(seed: seed)
        var deleted: Set<String> = []
        var counter = 0
        var renumbered = 0
        let operations = 1_000
        // The laptop's database is copied at one step and put back over it at a later one: a fork.
        let oldCopy = world.directory.file("laptop-old.sqlite")
        for step in 0..<operations {
            if step == 400 { try world.stores[0].backUp(to: oldCopy) }
            if step == 700 { try world.putBack(oldCopy, over: 0) }
            world.clock.advance(Double(Int.random(in: 1...90, using: &world.random)))
            // The tablet is offline for most of the run.
            let offline: String? = step > 50 && step < operations - 100 ? "tablet" : nil
            let index = Int.random(in: 0..<3, using: &world.random)
            let store = world.stores[index]
            let online = world.names[index] != offline
            let roll = Int.random(in: 0..<100, using: &world.random)
            counter += 1
            let now = world.clock.now
            do {
                let open = try store.tasks(.allOpen)
                switch roll {
                case 0..<18:
                    let repeats = Int.random(in: 0..<4, using: &world.random) == 0
                    _ = try store.addTask(
                        StudyTask(
                            title: "Compito \(counter)", subjectKey: ["math", "history", "latin", "art"][counter % 4],
                            kind: .homework, dueDate: CalendarDay.day("2026-12-01").adding(days: counter % 20),
                            createdAt: now, repeatRule: repeats ? "FREQ=WEEKLY" : nil))
                case 18..<30:
                    if var task = open.randomElement(using: &world.random) {
                        if Bool.random(using: &world.random) {
                            task.title = "Rinominato \(counter)"
                        } else {
                            task.dueDate = task.dueDate?.adding(days: 1)
                        }
                        _ = try store.updateTask(task)
                    }
                case 30..<42:
                    if let task = open.randomElement(using: &world.random), let id = task.id {
                        let completed = try store.completeTask(id: id, at: now) {
                            Self.nextOccurrence(after: $0, at: now)
                        }
                        try Self.remade(completed.next, in: store, deleted: &deleted)
                    }
                case 42..<50:
                    if let task = open.randomElement(using: &world.random), let id = task.id {
                        let uuid = try Self.uuid(ofTask: id, in: store)
                        _ = try store.deleteTask(id: id)
                        deleted.insert(uuid)
                    }
                case 50..<56:
                    // Undo, a deletion's too: the task it brings back may rightly be seen again.
                    let before = Set(try store.taskIdentities().values)
                    _ = try store.undoLastChange()
                    deleted.subtract(Set(try store.taskIdentities().values).subtracting(before))
                case 56..<70:
                    var cards = try store.cards(.all(subjectKey: nil))
                    if cards.count < 4 {
                        cards.append(
                            try store.addCard(
                                StudyCard(
                                    front: "Domanda \(counter)", back: "Risposta", subjectKey: "history",
                                    createdAt: now)))
                    }
                    if let card = cards.randomElement(using: &world.random), let id = card.id {
                        let rating = ReviewRating.allCases.randomElement(using: &world.random) ?? .good
                        let after = FSRSScheduler(fuzz: true).review(
                            card.memory, rating: rating, at: now, seed: FSRSScheduler.seed(reviewedAt: now))
                        try store.recordReview(
                            ReviewLog(
                                cardId: id, rating: rating, reviewedAt: now, durationMilliseconds: 1_000,
                                before: card.memory, after: after))
                    }
                case 70..<80:
                    _ = try store.logStudy(
                        StudySession(
                            subjectKey: "math", startedAt: now - 1_800,
                            minutes: Int.random(in: 5...60, using: &world.random),
                            source: .typed))
                case 80..<84:
                    _ = try store.addGoal(
                        StudyGoal(
                            title: "Obiettivo \(counter)", targets: [GoalTarget(metric: .minutesStudied, amount: 60)],
                            termIds: []))
                case 84..<87:
                    _ = try store.renameSubject(key: "latin", to: "Latino \(counter)")
                case 87..<89:
                    _ = try store.createSubject(
                        Subject(key: "art", customName: "Arte \(counter)", icon: "🎨", colour: .gray, sortOrder: 0))
                case 89..<90:
                    _ = try store.removeSubject(key: "art", movingWorkTo: "math")
                case 90..<92:
                    _ = try store.addGrade(
                        Grade(
                            subjectKey: ["art", "latin"][counter % 2], mark: "7", value: 7,
                            day: CalendarDay.day("2026-11-20"), createdAt: now))
                case 92..<94:
                    // The seed-32 family: a recurring occurrence whose day this device moves, then completes, while
                    // another device that has not heard of the move completes it too.
                    let other = world.stores[(index + 1) % 3]
                    let otherOnline = world.names[(index + 1) % 3] != offline
                    let identities = try other.taskIdentities()
                    let mine = try store.taskIdentities()
                    guard online, otherOnline,
                        var task = open.filter({ $0.repeatRule != nil }).randomElement(using: &world.random),
                        let id = task.id, let uuid = mine[id],
                        let otherId = identities.first(where: { $0.value == uuid })?.key,
                        try other.task(id: otherId)?.completedAt == nil
                    else { break }
                    task.dueDate = task.dueDate?.adding(days: 1)
                    _ = try store.updateTask(task)
                    let here = try store.completeTask(id: id, at: now) { Self.nextOccurrence(after: $0, at: now) }
                    let there = try other.completeTask(id: otherId, at: now + 1) {
                        Self.nextOccurrence(after: $0, at: now + 1)
                    }
                    // Due a week after two different days, the two next occurrences are one row (unless either
                    // device found one already open on its day, and filed none).
                    try Self.remade(here.next, in: store, deleted: &deleted)
                    try Self.remade(there.next, in: other, deleted: &deleted)
                    if here.nextIsNew && there.nextIsNew {
                        let nextHere = try here.next?.id.flatMap { try store.taskIdentities()[$0] }
                        let nextThere = try there.next?.id.flatMap { try other.taskIdentities()[$0] }
                        #expect(nextHere != nil && nextHere == nextThere, "seed \(seed): two next occurrences")
                    }
                default:
                    if online {
                        let report = try store.synchronize(applyingOthers: true, replay: Self.replay)
                        renumbered += report.renumbered.count
                        world.note(report, of: index)
                    }
                }
            } catch let error as DomainError {
                _ = error  // a rule the random operation broke (a task already completed elsewhere): nothing changed
            }
            if step % 7 == 0 { try world.deliver(everything: false, offline: offline) }
        }
        // Everyone online; everything delivered; syncs until a round in which no device has anything to say (a
        // row renumbered by the device that made it takes one more round to reach the others).
        var rounds = 0
        var quiet = false
        while !quiet, rounds < 10 {
            quiet = true
            for (index, store) in world.stores.enumerated() {
                let report = try store.synchronize(applyingOthers: true, replay: Self.replay)
                renumbered += report.renumbered.count
                world.note(report, of: index)
                // A file skipped as cut for good is applied once it arrives whole: that takes rounds too.
                if report.published > 0 || !report.applied.isEmpty || !report.damaged.isEmpty
                    || !report.healed.isEmpty || !report.waiting.isEmpty
                {
                    quiet = false
                }
            }
            try world.deliver(everything: true, offline: nil)
            rounds += 1
        }
        #expect(quiet, "seed \(seed): devices still had changes to publish after \(rounds) rounds")
        #expect(world.published[0] == ["laptop", "laptop-2"], "seed \(seed): the old copy put back took a new name")
        let exports = try world.stores.map(Self.export)
        #expect(exports[0].count > 100, "seed \(seed): the run did something")
        // Rows made at once on two devices took one number each, and one of them moved.
        #expect(renumbered > 0, "seed \(seed): no row changed number, so numbering was not put to the test")
        for (index, export) in exports.enumerated().dropFirst() where export != exports[0] {
            let first = zip(export, exports[0]).first { $0 != $1 }
            let counts = "\(export.count) and \(exports[0].count) lines"
            Issue.record(
                Comment(
                    rawValue: "seed \(seed): \(world.names[index]) differs from \(world.names[0]) (\(counts)), "
                        + "first at \(String(describing: first))"))
        }
        let tasks = exports[0].compactMap { line -> [String: JSONValue]? in
            guard case .object(let object)? = JSONValue.parse(line), object["type"] == .string("task") else {
                return nil
            }
            return object
        }
        let back = tasks.compactMap { $0["uuid"]?.string }.filter(deleted.contains)
        #expect(back.isEmpty, "seed \(seed): deleted tasks came back: \(back)")
        var occurrences: [String: Int] = [:]
        for task in tasks where task["repeat"] != .null {
            occurrences[(task["title"]?.string ?? "") + "|" + (task["due"]?.string ?? ""), default: 0] += 1
        }
        let twice = occurrences.filter { $0.value > 1 }.keys.sorted()
        #expect(twice.isEmpty, "seed \(seed): an occurrence was made twice: \(twice)")
    }

    /// The next occurrence the command line files when a recurring task is completed: a week later.
    static func nextOccurrence(after done: StudyTask, at now: Date) -> StudyTask? {
        guard done.repeatRule != nil else { return nil }
        var next = done
        next.id = nil
        next.completedAt = nil
        next.dueDate = done.dueDate?.adding(days: 7)
        next.createdAt = now
        return next
    }

    /// A next occurrence made again: its predecessor, reopened since (an undo elsewhere), was completed again, which
    /// makes the same occurrence (its UUID comes from the predecessor) and undoes a deletion of it this device knew of,
    /// as a student who completes the task again expects.
    static func remade(_ next: StudyTask?, in store: DiarioStore, deleted: inout Set<String>) throws {
        guard let id = next?.id, let uuid = try store.taskIdentities()[id] else { return }
        deleted.remove(uuid)
    }

    static func uuid(ofTask id: Int64, in store: DiarioStore) throws -> String {
        try #require(try store.taskIdentities()[id])
    }
}
