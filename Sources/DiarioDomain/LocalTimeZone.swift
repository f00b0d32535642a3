public import Foundation

/// The student's time zone as the system's time-zone database describes it (`/usr/share/zoneinfo`, Debian's
/// `tzdata`): the offset from UTC at any instant, and the instants where it changes.
///
/// Diario reads the database itself rather than through Foundation's `TimeZone`, whose named zones load ICU's
/// data: a fifth of the memory of a cold command and a tenth of its time (docs/benchmarks.md, issue 24). The files
/// are TZif (RFC 8536); past their last transition the zone follows the POSIX rule in the file's footer, which is
/// also what a `TZ` value such as `CET-1CEST,M3.5.0,M10.5.0/3` names.
public struct LocalTimeZone: Sendable, Hashable, CustomStringConvertible {
    /// The zone's name: an identifier such as `Europe/Rome`, a POSIX rule, or `UTC`.
    public let identifier: String
    /// Instants (seconds since 1970) at which the offset changes, in order.
    private let transitions: [Int64]
    /// The offset (seconds east of UTC) from each transition on.
    private let offsetsAfter: [Int32]
    /// The offset before the first transition.
    private let initialOffset: Int32
    /// How the zone goes on after its last transition; nil when it keeps the last offset.
    private let rule: DaylightRule?

    /// Coordinated Universal Time.
    public static let utc = LocalTimeZone(
        identifier: "UTC", transitions: [], offsetsAfter: [], initialOffset: 0, rule: nil)

    /// A zone that is always `seconds` east of UTC (for a date-time written with its offset).
    public static func fixed(secondsFromGMT seconds: Int) -> LocalTimeZone {
        LocalTimeZone(
            identifier: seconds == 0 ? "UTC" : "UTC" + OffsetText.signed(seconds), transitions: [], offsetsAfter: [],
            initialOffset: Int32(clamping: seconds), rule: nil)
    }

    private init(
        identifier: String, transitions: [Int64], offsetsAfter: [Int32], initialOffset: Int32, rule: DaylightRule?
    ) {
        self.identifier = identifier
        self.transitions = transitions
        self.offsetsAfter = offsetsAfter
        self.initialOffset = initialOffset
        self.rule = rule
    }

    /// The zone named `identifier` in the database under `directory`, or described by `identifier` when it is a
    /// POSIX rule (`CET-1CEST,M3.5.0,M10.5.0/3`, `UTC0`); nil when it is neither.
    public init?(identifier: String, directory: String = "/usr/share/zoneinfo") {
        let name = identifier.hasPrefix(":") ? String(identifier.dropFirst()) : identifier
        if name == "UTC" || name == "GMT" || name == "Etc/UTC" {
            self = .utc
            return
        }
        let safeName = !name.isEmpty && !name.hasPrefix("/") && !name.split(separator: "/").contains("..")
        let path = name.hasPrefix("/") ? name : directory + "/" + name
        if name.hasPrefix("/") || safeName, let bytes = FileManager.default.contents(atPath: path),
            let zone = LocalTimeZone(identifier: name, tzif: [UInt8](bytes))
        {
            self = zone
        } else if let rule = DaylightRule(posix: name) {
            self.init(
                identifier: name, transitions: [], offsetsAfter: [], initialOffset: rule.standardOffset, rule: rule)
        } else {
            return nil
        }
    }

    /// The zone the environment names, as the C library reads it: `TZ` (a name or a rule), else `/etc/localtime`,
    /// else UTC; `TZDIR` moves the database.
    public static func current(environment: [String: String]) -> LocalTimeZone {
        let directory = environment["TZDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"
        if let name = environment["TZ"], !name.isEmpty {
            return LocalTimeZone(identifier: name, directory: directory) ?? .utc
        }
        if let bytes = FileManager.default.contents(atPath: "/etc/localtime"),
            let zone = LocalTimeZone(identifier: localtimeName() ?? "localtime", tzif: [UInt8](bytes))
        {
            return zone
        }
        return .utc
    }

    /// `Europe/Rome` when `/etc/localtime` is a link into the database, as on Debian.
    private static func localtimeName() -> String? {
        guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/etc/localtime"),
            let range = target.range(of: "zoneinfo/")
        else { return nil }
        return String(target[range.upperBound...])
    }

    public var description: String { identifier }

    /// Seconds east of UTC at `instant`.
    public func secondsFromGMT(at instant: Date) -> Int {
        Int(offset(atSecond: Int64(instant.timeIntervalSince1970.rounded(.down))))
    }

    /// The first instant after `instant` at which the offset changes; nil when it never changes again.
    public func nextTransition(after instant: Date) -> Date? {
        let second = Int64(instant.timeIntervalSince1970.rounded(.down))
        let next = lastTransitionIndex(atOrBefore: second) + 1
        if next < transitions.count { return Date(timeIntervalSince1970: TimeInterval(transitions[next])) }
        return rule?.nextChange(after: second).map { Date(timeIntervalSince1970: TimeInterval($0)) }
    }

    /// The instant a local date and time names. A time the clocks skip (02:30 when they go from 02:00 to 03:00) is
    /// read with the offset before the change, so it lands after it (03:30); a time that happens twice (02:30 when
    /// they go back from 03:00 to 02:00) is the first of the two.
    public func instant(on day: CalendarDay, at secondOfDay: Int) -> Date {
        let local = Int64(day.dayNumber) * 86_400 + Int64(secondOfDay)
        // Offsets are under a day, so the offsets in force a day either side are the only candidates.
        let before = Int64(offset(atSecond: local - 86_400))
        let after = Int64(offset(atSecond: local + 86_400))
        let readings = [local - before, local - after].filter { Int64(offset(atSecond: $0)) == local - $0 }
        let second = readings.min() ?? local - before
        return Date(timeIntervalSince1970: TimeInterval(second))
    }

    /// The calendar day and the second of the day of `instant` here.
    public func local(_ instant: Date) -> (day: CalendarDay, secondOfDay: Int) {
        let second = Int64(instant.timeIntervalSince1970.rounded(.down))
        let local = second + Int64(offset(atSecond: second))
        let dayNumber = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        return (CalendarDay(dayNumber: Int(dayNumber)), Int(local - dayNumber * 86_400))
    }

    private func offset(atSecond second: Int64) -> Int32 {
        if let rule, second >= transitions.last ?? .min { return rule.offset(atSecond: second) }
        guard let first = transitions.first, second >= first else { return initialOffset }
        return offsetsAfter[lastTransitionIndex(atOrBefore: second)]
    }

    private func lastTransitionIndex(atOrBefore second: Int64) -> Int {
        var low = 0
        var high = transitions.count
        while low < high {
            let middle = (low + high) / 2
            if transitions[middle] <= second { low = middle + 1 } else { high = middle }
        }
        return low - 1
    }
}

extension LocalTimeZone {
    /// Reads a TZif file (RFC 8536): the 64-bit block when the file has one, and the footer's rule.
    fileprivate init?(identifier: String, tzif bytes: [UInt8]) {
        var reader = TZifReader(bytes: bytes)
        guard let first = reader.header() else { return nil }
        var header = first
        var wide = false
        if first.version >= 2 {
            reader.skip(first.blockLength(wide: false))
            guard let second = reader.header() else { return nil }
            header = second
            wide = true
        }
        var transitions: [Int64] = []
        transitions.reserveCapacity(header.transitionCount)
        for _ in 0..<header.transitionCount {
            guard let time = wide ? reader.int64() : reader.int32().map(Int64.init) else { return nil }
            transitions.append(time)
        }
        var typeIndexes: [Int] = []
        for _ in 0..<header.transitionCount {
            guard let index = reader.byte() else { return nil }
            typeIndexes.append(Int(index))
        }
        var typeOffsets: [Int32] = []
        for _ in 0..<header.typeCount {
            guard let offset = reader.int32(), reader.byte() != nil, reader.byte() != nil else { return nil }
            typeOffsets.append(offset)
        }
        guard !typeOffsets.isEmpty, typeIndexes.allSatisfy({ $0 < typeOffsets.count }) else { return nil }
        var rule: DaylightRule?
        if wide {
            reader.skip(header.blockLength(wide: true) - header.transitionsAndTypesLength(wide: true))
            if let footer = reader.footer(), !footer.isEmpty {
                guard let parsed = DaylightRule(posix: footer) else { return nil }
                rule = parsed
            }
        }
        self.init(
            identifier: identifier, transitions: transitions, offsetsAfter: typeIndexes.map { typeOffsets[$0] },
            initialOffset: typeOffsets[0], rule: rule)
    }
}

/// The counts of a TZif header.
private struct TZifHeader {
    let version: Int
    let utIndicatorCount, standardIndicatorCount, leapCount, transitionCount, typeCount, characterCount: Int

    /// The bytes of the data block after the header.
    func blockLength(wide: Bool) -> Int {
        let time = wide ? 8 : 4
        return transitionCount * (time + 1) + typeCount * 6 + characterCount + leapCount * (time + 4)
            + standardIndicatorCount + utIndicatorCount
    }

    /// The bytes of the transitions, their types and the types themselves.
    func transitionsAndTypesLength(wide: Bool) -> Int {
        transitionCount * ((wide ? 8 : 4) + 1) + typeCount * 6
    }
}

/// Big-endian reading of a TZif file, never past its end.
private struct TZifReader {
    let bytes: [UInt8]
    var position = 0

    mutating func header() -> TZifHeader? {
        guard position + 44 <= bytes.count, bytes[position..<position + 4].elementsEqual("TZif".utf8) else {
            return nil
        }
        let versionByte = bytes[position + 4]
        position += 20
        var counts: [Int] = []
        for _ in 0..<6 {
            guard let count = int32(), count >= 0 else { return nil }
            counts.append(Int(count))
        }
        return TZifHeader(
            version: versionByte == 0 ? 1 : Int(versionByte) - 0x30, utIndicatorCount: counts[0],
            standardIndicatorCount: counts[1], leapCount: counts[2], transitionCount: counts[3], typeCount: counts[4],
            characterCount: counts[5])
    }

    mutating func skip(_ count: Int) { position += count }

    mutating func byte() -> UInt8? {
        guard position < bytes.count else { return nil }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func int32() -> Int32? { bigEndian(4).map { Int32(truncatingIfNeeded: Int64(bitPattern: $0)) } }

    mutating func int64() -> Int64? { bigEndian(8).map { Int64(bitPattern: $0) } }

    /// The next `count` bytes as a big-endian number.
    private mutating func bigEndian(_ count: Int) -> UInt64? {
        guard position + count <= bytes.count else { return nil }
        var value: UInt64 = 0
        for byte in bytes[position..<position + count] { value = value << 8 | UInt64(byte) }
        position += count
        return value
    }

    /// The text between the two newlines that end a version 2 file.
    mutating func footer() -> String? {
        guard position < bytes.count, bytes[position] == 0x0A,
            let end = bytes[(position + 1)...].firstIndex(of: 0x0A)
        else { return nil }
        return String(decoding: bytes[(position + 1)..<end], as: UTF8.self)
    }
}

/// "+01:00" style text for an offset.
enum OffsetText {
    static func signed(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let minutes = abs(seconds) / 60
        let hours = minutes / 60
        return sign + (hours < 10 ? "0" : "") + String(hours) + ":" + (minutes % 60 < 10 ? "0" : "")
            + String(minutes % 60)
    }
}
