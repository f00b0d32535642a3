public import DiarioDomain
import Foundation

/// The choices sync makes about a row from its kind and its history, apart from any storage (docs/sync.md, rules 2,
/// 5 and 8): which rows a later insertion brings back, which deletions an insertion undoes, and which changes are
/// conflicts to tell the student about. Pure, so that every device decides alike and tests need no database.
public enum SyncPolicy {
    /// Kinds of rows a student makes on purpose whose UUID comes from what they are (``SyncIdentity``): a later
    /// insertion brings one back over a deletion it had not seen (rule 5). Recurring occurrences, which devices make
    /// by themselves, are not among them.
    public static let madeOnPurpose: Set<String> = ["subject", "material", "material_page"]

    /// Whether a later insertion of a row of `kind` brings it back over a deletion it did not know of.
    public static func laterInsertRevives(kind: String) -> Bool { madeOnPurpose.contains(kind) }

    /// The deletions an insertion made on this device undoes, for a row whose merged state is `shadow` (deleted, or
    /// never seen): the device's own deletions, under any of `ownNames`, and another device's deletion of a row this
    /// device had seen made. A row this device only ever saw deleted (its making had not arrived yet) is made here
    /// anew, by a device that knew nothing of it: that undoes nothing (rule 2). The latest deletion of each device,
    /// in stamp order.
    public static func deletionsUndone(byInsertingOver shadow: SyncRowState, ownNames: Set<String>) -> [SyncStamp] {
        shadow.deletions.filter { ownNames.contains($0.key) || shadow.insertedAt != nil }.values.sorted()
    }

    /// Fields whose overwriting is no news to the student: the number a row had where it was made, its time of
    /// change, and a card's memory, which is recomputed from its reviews (rule 4).
    public static func quietFields(of kind: String) -> Set<String> {
        kind == "card" ? bookkeepingFields.union(cardMemoryFields) : bookkeepingFields
    }

    private static let bookkeepingFields: Set<String> = ["id", "updated_at"]
    private static let cardMemoryFields: Set<String> = [
        "phase", "step", "stability", "difficulty", "due", "last_review", "review_count",
    ]

    /// One thing a change from another device did that the student is told (rule 8).
    public struct Finding: Hashable, Sendable {
        /// What happened.
        public var event: SyncConflict.Event
        /// The field both sides changed, for an overwrite.
        public var field: String? = nil
        /// The value the merge rule kept, for an overwrite.
        public var kept: JSONValue? = nil
        /// The value it dropped, for an overwrite.
        public var lost: JSONValue? = nil
    }

    /// What `change`, in a file written by the device `writer` after it had seen the stamps `seen` (the latest of
    /// each device), does to a row held here as `state` that is worth telling (rule 8): a deletion that removes a row
    /// changed here without the writer seeing it, an edit that meets a deletion, and every field both sides changed
    /// without seeing each other's change, with the value kept by the merge rule and the value dropped. Quiet fields
    /// are left out.
    public static func conflicts(
        of change: SyncChange, meeting state: SyncRowState, writer: String, seen: [String: SyncStamp]
    ) -> [Finding] {
        // A stamp the writer had not seen when it wrote: its change was made without knowing this one.
        let unseen = { (stamp: SyncStamp) in stamp.device != writer && seen[stamp.device].map { stamp > $0 } ?? true }
        let quiet = quietFields(of: change.kind)
        switch change.event {
        case .delete:
            let changedHere = state.stamps.contains { !quiet.contains($0.key) && unseen($0.value) }
            return state.exists && changedHere ? [Finding(event: .deletionWon)] : []
        case .edit where state.isDeleted:
            return [Finding(event: .deletionWon)]
        case .edit, .insert:
            var findings: [Finding] = []
            for (field, value) in change.columns.sorted(by: { $0.key < $1.key }) where !quiet.contains(field) {
                guard let current = state.values[field], current != value, let stamp = state.stamps[field],
                    unseen(stamp)
                else { continue }
                let remoteWins = SyncMerge.replaces(
                    change.stamp, fromInsertion: change.event == .insert, over: stamp,
                    currentFromInsertion: state.isFromInsertion(field))
                findings.append(
                    Finding(
                        event: .fieldOverwritten, field: field, kept: remoteWins ? value : current,
                        lost: remoteWins ? current : value))
            }
            return findings
        }
    }
}

/// UUIDs for rows that two devices would make alike (docs/sync.md, rule 5): each depends only on what the row is, so
/// that two devices make one row. Version-8 UUIDs from the first 128 bits of a SHA-256 of a name.
public enum SyncIdentity {
    /// The occurrence of a recurring task that follows the one whose UUID is `previous`, whatever due day each device
    /// gave it: a device that moved the occurrence's day and one that did not must make one next occurrence.
    public static func occurrence(after previous: String) -> String {
        derived("diario-occurrence-after|\(previous)")
    }

    /// A subject the student makes under `key`: two devices that make "art" make one subject.
    public static func subject(key: String) -> String { derived("diario-subject|\(key)") }

    /// A material made from the file with SHA-256 `fileSha256`: the same PDF added on two devices is one material.
    public static func material(fileSha256: String) -> String { derived("diario-material|\(fileSha256)") }

    /// Page `number` of the material whose UUID is `material` (one from its file).
    public static func page(material: String, number: Int) -> String {
        derived("diario-material-page|\(material)|\(number)")
    }

    /// A test filed from a school calendar's event, by the event's key (its UID and occurrence): two devices that
    /// pull the same calendar file one task.
    public static func calendarTest(key: String) -> String { derived("diario-calendar|\(key)") }

    /// A UUID that depends only on `name`: the first 128 bits of its SHA-256, written as a version-8 UUID.
    public static func derived(_ name: String) -> String {
        var hex = Array(FileDigest.sha256(Data(name.utf8)).prefix(32))
        hex[12] = "8"
        let variants: [Character] = ["8", "9", "a", "b"]
        hex[16] = variants[Int(String(hex[16]), radix: 16).map { $0 & 3 } ?? 0]
        let text = String(hex)
        let cuts = [0, 8, 12, 16, 20, 32].map { text.index(text.startIndex, offsetBy: $0) }
        return (0..<5).map { String(text[cuts[$0]..<cuts[$0 + 1]]) }.joined(separator: "-")
    }
}
