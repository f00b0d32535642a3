public import DiarioDomain
public import Foundation

/// The payload of a sync file: one JSON line per change (docs/sync.md), in the order they were made.
///
/// `{"c":{"title":"Esercizi"},"e":"edit","k":"task","r":"0f1c…","s":"0019b6c2f8a40-0000-laptop"}`
public enum SyncPayload {
    /// The payload's bytes for `changes`.
    public static func encode(_ changes: [SyncChange]) -> Data {
        var text = ""
        for change in changes {
            var line: [String: JSONValue] = [
                "k": .string(change.kind), "r": .string(change.row), "s": .string(change.stamp.description),
                "e": .string(change.event.rawValue),
            ]
            if change.event != .delete { line["c"] = .object(change.columns) }
            if !change.revives.isEmpty { line["v"] = .array(change.revives.map { .string($0.description) }) }
            text += JSONValue.object(line).text
            text += "\n"
        }
        return Data(text.utf8)
    }

    /// The changes in `data`; throws ``SyncFileError/corrupt`` for a line that is not one (the file's checksum
    /// matched, so the writer wrote it so: it is never applied).
    public static func decode(_ data: Data) throws(SyncFileError) -> [SyncChange] {
        var changes: [SyncChange] = []
        // Lines are cut as bytes: cutting a String walks its characters, which is slow for a large file.
        for line in [UInt8](data).split(separator: UInt8(ascii: "\n")) {
            guard case .object(let object)? = JSONValue.parse(String(decoding: line, as: UTF8.self)),
                let kind = object["k"]?.string, let row = object["r"]?.string,
                let stamp = object["s"]?.string.flatMap({ SyncStamp($0) }),
                let event = object["e"]?.string.flatMap(SyncChange.Event.init(rawValue:))
            else { throw .corrupt }
            var columns: [String: JSONValue] = [:]
            if event != .delete {
                guard case .object(let found)? = object["c"] else { throw .corrupt }
                columns = found
            }
            changes.append(
                SyncChange(
                    kind: kind, row: row, stamp: stamp, event: event, columns: columns,
                    revives: SyncStamp.list(object["v"])))
        }
        return changes
    }
}

extension SyncStamp {
    /// The stamps in `value`: an array of stamps, or one stamp (as files and shadows written before the array was).
    public static func list(_ value: JSONValue?) -> [SyncStamp] {
        switch value {
        case .string(let text)?: SyncStamp(text).map { [$0] } ?? []
        case .array(let items)?: items.compactMap { $0.string.flatMap { SyncStamp($0) } }
        default: []
        }
    }
}
