import DiarioDomain
import DiarioSRS
import DiarioStore
import DiarioTestSupport
import Foundation
import Testing

/// Three devices on real SQLite files sharing one folder, which is damaged at random between syncs: files and
/// snapshots cut, overwritten with junk, bytes flipped, clock stamps moved far into the future, progress files
/// spoiled. Once the damage stops, every device must hold the same diary within two syncs of each, and every task any
/// device added must be there (docs/sync.md, "Damage").
@Suite("Sync heals: a folder damaged at random between syncs")
struct SyncDamagePropertyTests {
    /// The seeds to run: 1 to 24, or those `DIARIO_SYNC_DAMAGE_SEEDS` names ("17", "1-200", "3,9,12").
    static var seeds: [UInt64] { SyncPropertyTests.seeds(named: "DIARIO_SYNC_DAMAGE_SEEDS", otherwise: 1...24) }

    @Test("Damage between syncs, then none: every device the same, nothing lost, within two syncs", arguments: seeds)
    func heals(seed: UInt64) throws {
        SyncPropertyTests.checkSeed(seed, named: "DIARIO_SYNC_DAMAGE_SEEDS")
        let directory = TemporaryDirectory()
        let shared = directory.file("shared")
        try FileManager.default.createDirectory(atPath: shared, withIntermediateDirectories: true)
        let clock = SteppingClock()
        var random = SeededGenerator(seed: seed)
        let zone = try #require(LocalTimeZone(identifier: "Europe/Rome"))
        let names = ["laptop", "phone", "tablet"]
        var stores: [DiarioStore] = []
        for name in names {
            let store = try DiarioStore.open(
                path: directory.file(name + ".sqlite"), clock: DiarioClock(timeZone: zone, now: { clock.now }))
            try store.setUpSync(device: name, folder: shared)
            stores.append(store)
        }
        var added: Set<String> = []
        var damages: [String] = []
        for round in 0..<8 {
            for (index, store) in stores.enumerated() {
                clock.advance(Double(Int.random(in: 30...600, using: &random)))
                for _ in 0..<Int.random(in: 0...2, using: &random) {
                    let title = "Compito \(names[index]) \(round) \(added.count)"
                    _ = try store.addTask(
                        StudyTask(
                            title: title, subjectKey: "math", kind: .homework,
                            dueDate: CalendarDay.day("2026-12-01"), createdAt: clock.now))
                    added.insert(title)
                }
                _ = try store.synchronize(applyingOthers: true, replay: SyncPropertyTests.replay)
                if Int.random(in: 0..<6, using: &random) == 0 { _ = try store.writeSyncSnapshot() }
                damages += Self.damage(shared, count: Int.random(in: 0...2, using: &random), using: &random)
            }
        }
        // No more damage: two syncs each, in turn.
        for _ in 0..<2 {
            for store in stores {
                clock.advance(60)
                _ = try store.synchronize(applyingOthers: true, replay: SyncPropertyTests.replay)
            }
        }
        let exports = try stores.map(SyncPropertyTests.export)
        for (index, export) in exports.enumerated().dropFirst() where export != exports[0] {
            let first = zip(export, exports[0]).first { $0 != $1 }
            Issue.record(
                Comment(
                    rawValue: "seed \(seed): \(names[index]) differs from \(names[0]) after \(damages), first at "
                        + String(describing: first)))
        }
        for (index, store) in stores.enumerated() {
            let titles = Set(try store.tasks(.allOpen).map(\.title))
            let missing = added.subtracting(titles)
            #expect(missing.isEmpty, "seed \(seed): \(names[index]) lacks \(missing.sorted()) after \(damages)")
        }
    }

    /// Damages `count` files of the folder at random; returns what it did, for the failure message.
    static func damage(_ shared: String, count: Int, using random: inout SeededGenerator) -> [String] {
        let base = shared + "/diario-sync/v1"
        var files: [String] = []
        for device in (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? [] {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: base + "/" + device)) ?? []
            where !name.hasPrefix(".") {
                files.append(device + "/" + name)
            }
        }
        guard !files.isEmpty else { return [] }
        var done: [String] = []
        for _ in 0..<count {
            let file = files.randomElement(using: &random) ?? files[0]
            let url = URL(fileURLWithPath: base + "/" + file)
            guard var bytes = try? Data(contentsOf: url), !bytes.isEmpty else { continue }
            let kind = Int.random(in: 0..<5, using: &random)
            switch kind {
            case 0: bytes = bytes.prefix(Int.random(in: 0..<bytes.count, using: &random))
            case 1:
                let length = Int.random(in: 1...4_096, using: &random)
                bytes = Data((0..<length).map { _ in UInt8.random(in: 0...255, using: &random) })
            case 2:
                let index = Int.random(in: 0..<bytes.count, using: &random)
                bytes[index] ^= UInt8.random(in: 1...255, using: &random)
            case 3:
                // Clock stamps far in the future (year 9982), the payload's checksum still right.
                var text = String(decoding: bytes, as: UTF8.self)
                guard let range = text.range(of: #"clock \S+ \S+"#, options: .regularExpression) else { continue }
                text.replaceSubrange(range, with: "clock 0e5f6b5f9f000-0000-mallory 0e5f6b5f9f000-0000-mallory")
                bytes = Data(text.utf8)
            default: bytes = Data("diario-sync 1\nschema 1\n".utf8)
            }
            try? bytes.write(to: url)
            done.append("\(file) #\(kind)")
        }
        return done
    }
}
