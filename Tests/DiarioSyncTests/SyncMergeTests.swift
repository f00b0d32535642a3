import DiarioDomain
import DiarioSRS
import Foundation
import Testing

@testable import DiarioSync

/// The merge rule for one row: per column an edit beats an insertion and the later stamp wins, tombstones stay, and
/// any order converges.
@Suite("Merging changes")
struct SyncMergeTests {
    func stamp(_ milliseconds: Int64, _ device: String) -> SyncStamp {
        SyncStamp(milliseconds: milliseconds, counter: 0, device: device)
    }

    @Test("Edits to different columns both survive; the later edit of one column wins; a deletion stays")
    func rules() {
        let title = SyncChange(
            kind: "task", row: "u1", stamp: stamp(10, "phone"), event: .edit, columns: ["title": .string("A")])
        let due = SyncChange(
            kind: "task", row: "u1", stamp: stamp(5, "laptop"), event: .edit,
            columns: ["dueDate": .string("2026-12-01")])
        let older = SyncChange(
            kind: "task", row: "u1", stamp: stamp(3, "laptop"), event: .edit, columns: ["title": .string("B")])
        let made = SyncChange(kind: "task", row: "u1", stamp: stamp(1, "laptop"), event: .insert)
        var state = SyncRowState()
        for change in [made, title, due, older] { state = SyncMerge.apply(change, to: state).state }
        #expect(state.values == ["title": .string("A"), "dueDate": .string("2026-12-01")])
        let deletion = SyncChange(kind: "task", row: "u1", stamp: stamp(4, "laptop"), event: .delete)
        state = SyncMerge.apply(deletion, to: state).state
        let late = SyncMerge.apply(
            SyncChange(
                kind: "task", row: "u1", stamp: stamp(99, "phone"), event: .edit, columns: ["title": .string("C")]),
            to: state)
        #expect(late.state.isDeleted && late.conflict, "an edit after the deletion does not bring the row back")
        let unaware = SyncMerge.apply(
            SyncChange(kind: "task", row: "u1", stamp: stamp(100, "phone"), event: .insert), to: late.state)
        #expect(unaware.state.isDeleted, "nor does an insertion that did not know of the deletion")
        let undone = SyncMerge.apply(
            SyncChange(
                kind: "task", row: "u1", stamp: stamp(101, "laptop"), event: .insert, revives: [stamp(4, "laptop")]),
            to: late.state)
        #expect(undone.state.exists && !undone.conflict, "an insertion that undoes the deletion does")
    }

    @Test("A row made on purpose (a material from its file) comes back by a later insertion, not by an earlier one")
    func madeOnPurpose() {
        var state = SyncRowState()
        state.laterInsertRevives = true
        let made = SyncChange(kind: "material", row: "m", stamp: stamp(1, "laptop"), event: .insert)
        let deleted = SyncChange(kind: "material", row: "m", stamp: stamp(5, "laptop"), event: .delete)
        let earlier = SyncChange(kind: "material", row: "m", stamp: stamp(3, "phone"), event: .insert)
        let later = SyncChange(kind: "material", row: "m", stamp: stamp(9, "tablet"), event: .insert)
        for order in [[made, deleted, earlier], [earlier, deleted, made], [deleted, earlier, made]] {
            let end = order.reduce(state) { SyncMerge.apply($1, to: $0).state }
            #expect(end.isDeleted, "the deletion came after every insertion")
            let back = order.reversed().reduce(SyncMerge.apply(later, to: state).state) {
                SyncMerge.apply($1, to: $0).state
            }
            #expect(back.exists, "an insertion after the deletion brings the row back, whatever the order")
        }
    }

    @Test("The same row made on two devices: a completion made on one survives the other's later insertion")
    func editBeatsInsertion() {
        let open: [String: JSONValue] = ["title": .string("Ripasso"), "completed_at": .null]
        let laptop = SyncChange(kind: "task", row: "n1", stamp: stamp(10, "laptop"), event: .insert, columns: open)
        let done = SyncChange(
            kind: "task", row: "n1", stamp: stamp(20, "laptop"), event: .edit,
            columns: ["completed_at": .string("2026-12-01T10:00:00Z")])
        // The phone made the same occurrence before it heard of the laptop's, and published it later.
        let phone = SyncChange(kind: "task", row: "n1", stamp: stamp(30, "phone"), event: .insert, columns: open)
        let orders = [[laptop, done, phone], [phone, laptop, done], [done, phone, laptop], [phone, done, laptop]]
        let states = orders.map { $0.reduce(SyncRowState()) { SyncMerge.apply($1, to: $0).state } }
        #expect(states.allSatisfy { $0 == states[0] }, "any order ends the same")
        #expect(states[0].values["completed_at"] == .string("2026-12-01T10:00:00Z"), "the completion is kept")
        #expect(states[0].isFromInsertion("title") && !states[0].isFromInsertion("completed_at"))
        #expect(
            SyncMerge.replaces(stamp(1, "a"), fromInsertion: false, over: stamp(9, "b"), currentFromInsertion: true)
                && !SyncMerge.replaces(
                    stamp(9, "a"), fromInsertion: true, over: stamp(1, "b"), currentFromInsertion: false)
        )
    }

    @Test("Three replicas fold random changes in random orders, with duplicates, and end the same", arguments: 0..<50)
    func convergence(seed: UInt64) {
        var random = SeededGenerator(seed: seed)  // SplitMix64: a failing seed replays
        let devices = ["a", "b", "c"]
        var changes: [SyncChange] = []
        for device in devices {
            var clock = HybridLogicalClock(device: device)
            for _ in 0..<40 {
                let now = Int64.random(in: 0..<200, using: &random)
                let row = "row\(Int.random(in: 0..<4, using: &random))"
                let stamp = clock.tick(wallMilliseconds: now)
                let roll = Int.random(in: 0..<10, using: &random)
                if roll == 0 {
                    changes.append(SyncChange(kind: "t", row: row, stamp: stamp, event: .delete))
                } else if roll == 1 {
                    // An insertion carries every column, as a device that makes a row publishes it.
                    let revives = Bool.random(using: &random) ? [stamp] : []
                    let columns = Dictionary(
                        uniqueKeysWithValues: ["title", "due", "notes"].map {
                            ($0, JSONValue.string("\(device)\(stamp)"))
                        })
                    changes.append(
                        SyncChange(
                            kind: "t", row: row, stamp: stamp, event: .insert, columns: columns, revives: revives))
                } else {
                    let column = ["title", "due", "notes"].randomElement(using: &random) ?? "title"
                    changes.append(
                        SyncChange(
                            kind: "t", row: row, stamp: stamp, event: .edit,
                            columns: [column: .string("\(device)\(stamp)")]))
                }
            }
        }
        var replicas: [[String: SyncRowState]] = []
        for _ in 0..<3 {
            var order = changes + changes.shuffled(using: &random).prefix(20)  // some delivered twice
            order.shuffle(using: &random)
            var rows: [String: SyncRowState] = [:]
            for change in order {
                rows[change.row] = SyncMerge.apply(change, to: rows[change.row] ?? SyncRowState()).state
            }
            replicas.append(rows)
        }
        #expect(replicas[0] == replicas[1] && replicas[1] == replicas[2], "seed \(seed) diverged")
    }
}
