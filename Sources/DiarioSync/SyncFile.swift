import DiarioDomain
public import Foundation

/// What a device says about one file of changes it wrote: the first lines of the file, in plain ASCII.
public struct SyncFileHeader: Hashable, Sendable {
    /// The newest version of this format that Diario reads. Version 2 is version 1 with its payload sealed with
    /// XChaCha20-Poly1305: a Diario that reads only version 1 holds such a file as a newer format and asks to be
    /// updated, and plain files stay version 1, which it still reads.
    public static let formatVersion = 2

    /// The version a file sealed with `cipher` (nil: plain) is written in: 2 for XChaCha20-Poly1305, else 1.
    public static func format(sealedWith cipher: SyncCipher?) -> Int { cipher == .xchacha20Poly1305 ? 2 : 1 }

    /// The format version the file was written in.
    public var format: Int
    /// The database schema (migrations) of the device that wrote it.
    public var schema: Int
    /// The device that wrote it.
    public var device: String
    /// Its number in that device's files, from 1, never reused.
    public var sequence: Int
    /// The stamps of its first and last change.
    public var clock: ClosedRange<SyncStamp>
    /// The SHA-256 of the device's previous file, nil for its first.
    public var previous: String?
    /// The last stamp the device had applied from each other device when it wrote the file: a change of the file
    /// that meets a later stamp on the reader's side was made without seeing it (a conflict to report).
    public var seen: [SyncStamp]
    /// How the payload is sealed with the folder's key (``SyncKey``); nil when it is not.
    public var sealed: SyncCipher?
    /// The number of the last file the device had applied from each other device: files every device has applied
    /// can be folded into a snapshot and removed (docs/sync.md, "Growth").
    public var applied: [String: Int] = [:]

    /// Creates a header, in the version its sealing is written in unless `format` says otherwise.
    public init(
        format: Int? = nil, schema: Int, device: String, sequence: Int, clock: ClosedRange<SyncStamp>,
        previous: String?, seen: [SyncStamp] = [], sealed: SyncCipher? = nil
    ) {
        self.seen = seen
        self.sealed = sealed
        self.format = format ?? Self.format(sealedWith: sealed)
        self.schema = schema
        self.device = device
        self.sequence = sequence
        self.clock = clock
        self.previous = previous
    }
}

/// A file of changes cannot be used (yet).
public enum SyncFileError: Error, Equatable, Sendable {
    /// Shorter than its header says: still being copied, or cut (a USB stick pulled out). Read it again later.
    case truncated
    /// Whole, but its bytes are not what its checksum says, or its header is not one: never applied.
    case corrupt
    /// Written by a newer Diario in a format this one does not read.
    case newerFormat(Int)
    /// Written from a newer database schema: held until Diario is updated.
    case newerSchema(Int)
    /// Sealed, and this device has no key: the folder is encrypted and this device was set up without the
    /// passphrase.
    case sealed
    /// Sealed with another key (another passphrase): never applied.
    case sealedWithAnotherKey
    /// Not sealed, in a folder that is encrypted: whoever wrote it did not know the passphrase. Never applied.
    case unsealed
}

/// The file format of sync (docs/sync.md): a header of `key value` lines, an empty line, then the payload, whose
/// length and SHA-256 the header gives. A reader tells a file still arriving (truncated) from a damaged one.
public enum SyncFile {
    /// The bytes of a file with `header` and `payload`.
    public static func encode(_ header: SyncFileHeader, payload: Data) -> Data {
        let lines: [String?] = [
            "diario-sync \(header.format)",
            "schema \(header.schema)",
            "device \(header.device)",
            "sequence \(header.sequence)",
            "clock \(header.clock.lowerBound) \(header.clock.upperBound)",
            "previous \(header.previous ?? "none")",
            (["seen"] + header.seen.map(\.description)).joined(separator: " "),
            header.sealed.map { "sealed \($0.rawValue)" },
            (["applied"] + header.applied.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
                .joined(separator: " "),
            "payload \(payload.count) \(FileDigest.sha256(payload))",
            "",
            "",
        ]
        return Data(lines.compactMap { $0 }.joined(separator: "\n").utf8) + payload
    }

    /// The header and payload of `data`, checked. Throws ``SyncFileError``: `truncated` for a file shorter than it
    /// says (or with no whole header yet), `corrupt` for a checksum that does not match or a header that is none,
    /// `newerFormat` and `newerSchema` against what this Diario reads (`schema`).
    public static func decode(_ data: Data, schema: Int) throws(SyncFileError) -> (
        header: SyncFileHeader, payload: Data
    ) {
        let bytes = [UInt8](data)
        guard let end = headerEnd(bytes) else {
            throw bytes.starts(with: Array("diario-sync ".utf8)) || bytes.count < 12 ? .truncated : .corrupt
        }
        var fields: [String: [Substring]] = [:]
        for line in String(decoding: bytes[..<end], as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard let key = parts.first else { continue }
            fields[String(key)] = Array(parts.dropFirst())
        }
        guard let format = fields["diario-sync"]?.first.flatMap({ Int($0) }) else { throw .corrupt }
        guard format <= SyncFileHeader.formatVersion else { throw .newerFormat(format) }
        guard let fileSchema = fields["schema"]?.first.flatMap({ Int($0) }),
            let device = fields["device"]?.first.map(String.init), SyncDevice.isValidName(device),
            let sequence = fields["sequence"]?.first.flatMap({ Int($0) }), sequence >= 1,
            let clock = fields["clock"], clock.count == 2, let first = SyncStamp(clock[0]),
            let last = SyncStamp(clock[1]), first <= last,
            let previous = fields["previous"]?.first,
            let payloadField = fields["payload"], payloadField.count == 2, let length = Int(payloadField[0]),
            (0...maxNumber).contains(length), sequence <= maxNumber
        else { throw .corrupt }
        var cipher: SyncCipher?
        if let sealing = fields["sealed"] {
            guard let known = sealing.first.flatMap({ SyncCipher(rawValue: String($0)) }) else {
                throw .newerFormat(format)
            }
            cipher = known
        }
        // Each version has its one way of sealing: a file that says otherwise was not written by Diario.
        guard format == SyncFileHeader.format(sealedWith: cipher) else {
            throw .corrupt
        }
        let start = end + 2
        guard bytes.count - start >= length else { throw .truncated }
        guard bytes.count == start + length else { throw .corrupt }
        let payload = Data(bytes[start...])
        guard FileDigest.sha256(payload) == payloadField[1] else { throw .corrupt }
        guard fileSchema <= schema else { throw .newerSchema(fileSchema) }
        var header = SyncFileHeader(
            format: format, schema: fileSchema, device: device, sequence: sequence, clock: first...last,
            previous: previous == "none" ? nil : String(previous),
            seen: (fields["seen"] ?? []).compactMap { SyncStamp($0) },
            sealed: cipher)
        for pair in fields["applied"] ?? [] {
            let parts = pair.split(separator: ":")
            if parts.count == 2, let number = Int(parts[1]), (0...maxNumber).contains(number) {
                header.applied[String(parts[0])] = number
            }
        }
        return (header, payload)
    }

    /// The largest length or file number a header may give: far above any real one, and far below where adding to
    /// it could overflow.
    static let maxNumber = 1 << 48

    /// Where the header's empty line starts: the index of the first of two newlines in a row.
    private static func headerEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 2 else { return nil }
        for index in 0..<(min(bytes.count, 4096) - 1) where bytes[index] == 0x0A && bytes[index + 1] == 0x0A {
            return index
        }
        return nil
    }
}

/// The names of devices and of their files in the shared folder (`FOLDER/diario-sync/v1/DEVICE/00000042.dsync`).
public enum SyncDevice {
    /// The folder inside the shared one, by format version.
    public static let folder = "diario-sync/v1"
    /// A file's extension.
    public static let fileExtension = "dsync"

    /// Whether `name` can name a device: 1 to 40 lower-case letters, digits and hyphens, starting with a letter or
    /// digit.
    public static func isValidName(_ name: String) -> Bool { SyncDeviceName.isValid(name) }

    /// The file name of a device's `sequence`th file: "00000042.dsync".
    public static func fileName(sequence: Int) -> String {
        let digits = String(sequence)
        return String(repeating: "0", count: max(0, 8 - digits.count)) + digits + "." + fileExtension
    }

    /// The file name of a device's snapshot after its `sequence`th file: "snapshot-00000042.dsnap".
    public static func snapshotName(sequence: Int) -> String {
        "snapshot-" + String(fileName(sequence: sequence).dropLast(fileExtension.count)) + "dsnap"
    }

    /// The number a snapshot's name gives, nil for every other name.
    public static func sequence(ofSnapshotNamed name: String) -> Int? {
        guard name.hasPrefix("snapshot-"), name.hasSuffix(".dsnap") else { return nil }
        return sequence(ofFileNamed: String(name.dropFirst(9).dropLast(5)) + fileExtension)
    }

    /// The sequence number a file name gives, or nil for every other name: temporary files, Syncthing's
    /// `.sync-conflict-` copies, Dropbox's "conflicted copy" files, anything else a sync engine leaves.
    public static func sequence(ofFileNamed name: String) -> Int? {
        let suffix = "." + fileExtension
        guard name.hasSuffix(suffix) else { return nil }
        let digits = name.dropLast(suffix.count)
        guard digits.count >= 8, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(digits),
            (1...SyncFile.maxNumber).contains(number)
        else { return nil }
        return number
    }

    /// The files to read from a device's folder listing, in order: those numbered from `next` on without a gap (a
    /// missing number waits for its file).
    public static func readable(_ names: [String], from next: Int) -> [(sequence: Int, name: String)] {
        var numbered: [Int: String] = [:]
        for name in names {
            if let number = sequence(ofFileNamed: name), numbered[number] == nil { numbered[number] = name }
        }
        var result: [(sequence: Int, name: String)] = []
        var wanted = next
        while let name = numbered[wanted] {
            result.append((wanted, name))
            wanted += 1
        }
        return result
    }
}
