import DiarioDomain
import Testing

@testable import DiarioSync

/// The choices sync makes from a row's kind and history, without a database: which insertions bring a row back,
/// which deletions an insertion undoes, which changes are told as conflicts, and which UUIDs two devices make alike.
@Suite("Sync policy")
struct SyncPolicyTests {
    func stamp(_ milliseconds: Int64, _ device: String) -> SyncStamp {
        SyncStamp(milliseconds: milliseconds, counter: 0, device: device)
    }

    /// A row made at `made` by `device`, with its columns, as a shadow holds it.
    func row(_ columns: [String: JSONValue], made: SyncStamp, kind: String = "task") -> SyncRowState {
        SyncMerge.apply(SyncChange(kind: kind, row: "r", stamp: made, event: .insert, columns: columns), to: .init())
            .state
    }

    @Test("Subjects, materials and their pages come back by a later insertion; tasks and reviews do not")
    func madeOnPurpose() {
        #expect(["subject", "material", "material_page"].allSatisfy(SyncPolicy.laterInsertRevives(kind:)))
        #expect(!["task", "review", "card", "preference"].contains(where: SyncPolicy.laterInsertRevives(kind:)))
    }

    @Test("An insertion undoes its own device's deletions, under any of its names, and deletions of a row it saw made")
    func deletionsUndone() {
        var seenMade = row(["title": .string("Ripasso")], made: stamp(1, "phone"))
        seenMade.deletions = ["laptop-old": stamp(5, "laptop-old"), "phone": stamp(6, "phone")]
        #expect(
            SyncPolicy.deletionsUndone(byInsertingOver: seenMade, ownNames: ["laptop", "laptop-old"])
                == [stamp(5, "laptop-old"), stamp(6, "phone")])
        // Only its deletion arrived: the row is made here by a device that knew nothing of it.
        var neverSeen = SyncRowState()
        neverSeen.deletions = ["phone": stamp(6, "phone")]
        #expect(SyncPolicy.deletionsUndone(byInsertingOver: neverSeen, ownNames: ["laptop"]).isEmpty)
        neverSeen.deletions["laptop"] = stamp(7, "laptop")
        #expect(SyncPolicy.deletionsUndone(byInsertingOver: neverSeen, ownNames: ["laptop"]) == [stamp(7, "laptop")])
    }

    @Test("A deletion that removes a row edited here unseen is told; one that meets only seen or quiet edits is not")
    func deletionMeetsEdit() {
        var state = row(["title": .string("Ripasso"), "updated_at": .string("x")], made: stamp(1, "phone"))
        let deletion = SyncChange(kind: "task", row: "r", stamp: stamp(9, "tablet"), event: .delete)
        let seenAll = ["phone": stamp(1, "phone")]
        #expect(SyncPolicy.conflicts(of: deletion, meeting: state, writer: "tablet", seen: seenAll).isEmpty)
        let retitled = SyncChange(
            kind: "task", row: "r", stamp: stamp(4, "phone"), event: .edit, columns: ["title": .string("Ripasso 2")])
        state = SyncMerge.apply(retitled, to: state).state
        #expect(
            SyncPolicy.conflicts(of: deletion, meeting: state, writer: "tablet", seen: seenAll)
                == [SyncPolicy.Finding(event: .deletionWon)])
        #expect(
            SyncPolicy.conflicts(of: deletion, meeting: state, writer: "tablet", seen: ["phone": stamp(4, "phone")])
                .isEmpty, "the writer had seen the edit")
        let touched = SyncChange(
            kind: "task", row: "r", stamp: stamp(4, "phone"), event: .edit, columns: ["updated_at": .string("y")])
        let quietOnly = SyncMerge.apply(touched, to: row(["updated_at": .string("x")], made: stamp(1, "phone"))).state
        #expect(SyncPolicy.conflicts(of: deletion, meeting: quietOnly, writer: "tablet", seen: seenAll).isEmpty)
        let edit = SyncChange(
            kind: "task", row: "r", stamp: stamp(12, "tablet"), event: .edit, columns: ["title": .string("C")])
        let deleted = SyncMerge.apply(deletion, to: state).state
        #expect(
            SyncPolicy.conflicts(of: edit, meeting: deleted, writer: "tablet", seen: [:])
                == [SyncPolicy.Finding(event: .deletionWon)], "an edit that meets a deletion")
    }

    @Test("A field both sides changed unseen is told with the value kept by the merge rule; the same value is not")
    func fieldOverwritten() {
        let made = row(["title": .string("Ripasso"), "due": .string("2026-12-01")], made: stamp(1, "phone"))
        let here = SyncMerge.apply(
            SyncChange(
                kind: "task", row: "r", stamp: stamp(5, "laptop"), event: .edit, columns: ["title": .string("A")]),
            to: made
        ).state
        let later = SyncChange(
            kind: "task", row: "r", stamp: stamp(8, "phone"), event: .edit,
            columns: ["title": .string("B"), "due": .string("2026-12-01")])
        #expect(
            SyncPolicy.conflicts(of: later, meeting: here, writer: "phone", seen: [:])
                == [.init(event: .fieldOverwritten, field: "title", kept: .string("B"), lost: .string("A"))])
        let earlier = SyncChange(
            kind: "task", row: "r", stamp: stamp(3, "phone"), event: .edit, columns: ["title": .string("B")])
        #expect(
            SyncPolicy.conflicts(of: earlier, meeting: here, writer: "phone", seen: [:])
                == [.init(event: .fieldOverwritten, field: "title", kept: .string("A"), lost: .string("B"))])
        // An insertion of the same row made elsewhere, later: the edit made here still wins (rule 1).
        let insertion = SyncChange(
            kind: "task", row: "r", stamp: stamp(20, "tablet"), event: .insert, columns: ["title": .string("Ripasso")])
        #expect(
            SyncPolicy.conflicts(of: insertion, meeting: here, writer: "tablet", seen: [:])
                == [.init(event: .fieldOverwritten, field: "title", kept: .string("A"), lost: .string("Ripasso"))])
        #expect(
            SyncPolicy.conflicts(of: later, meeting: here, writer: "phone", seen: ["laptop": stamp(5, "laptop")])
                .isEmpty, "the writer had seen the edit it replaces")
    }

    @Test("A card's memory is recomputed, so its overwriting is not told; its front is")
    func quietCardFields() {
        let card = row(["front": .string("Feudo"), "stability": .number(2)], made: stamp(1, "laptop"), kind: "card")
        let change = SyncChange(
            kind: "card", row: "r", stamp: stamp(3, "phone"), event: .edit,
            columns: ["front": .string("Il feudo"), "stability": .number(5)])
        #expect(
            SyncPolicy.conflicts(of: change, meeting: card, writer: "phone", seen: [:]).map(\.field) == ["front"])
        #expect(SyncPolicy.quietFields(of: "task").isSubset(of: SyncPolicy.quietFields(of: "card")))
        #expect(!SyncPolicy.quietFields(of: "task").contains("due"), "a task's due day is news")
    }

    @Test("Derived UUIDs are version-8, depend only on their name, and match an independent SHA-256")
    func identities() {
        // From Python: hashlib.sha256(b"diario-subject|art"), first 32 hex digits, version and variant set.
        #expect(SyncIdentity.subject(key: "art") == "8fb9d3c6-6834-8ef9-999d-ec5d7de2f9e3")
        let previous = "6f1c2d3e-0000-4000-8000-000000000001"
        #expect(SyncIdentity.occurrence(after: previous) == "09b977c0-4ebb-84b7-aa7c-cd13ec0cfb15")
        let made = [
            SyncIdentity.subject(key: "art"), SyncIdentity.material(fileSha256: "ab"),
            SyncIdentity.page(material: "m", number: 1), SyncIdentity.page(material: "m", number: 2),
            SyncIdentity.calendarTest(key: "uid-1"), SyncIdentity.occurrence(after: previous),
        ]
        #expect(Set(made).count == made.count, "different rows, different UUIDs")
        for identity in made {
            let parts = identity.split(separator: "-").map(\.count)
            #expect(parts == [8, 4, 4, 4, 12])
            #expect(Array(identity)[14] == "8" && "89ab".contains(Array(identity)[19]))
        }
    }
}
