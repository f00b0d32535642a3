public import DiarioDomain
import Foundation

/// One event or to-do read from an iCalendar file, with its times already in the student's zone.
public struct ReadCalendarEntry: Sendable, Equatable {
    /// VEVENT or VTODO.
    public enum Kind: Sendable, Equatable { case event, todo }

    /// Whether it is an event or a to-do.
    public var kind: Kind
    /// The UID, as written (unescaped); empty when the file gave none.
    public var uid: String
    /// The title.
    public var summary: String
    /// The description, or an empty string.
    public var details: String
    /// The categories, joined by ", ".
    public var categories: String
    /// Whether the calendar says it is cancelled (STATUS:CANCELLED).
    public var isCancelled: Bool
    /// Whether a to-do is done (STATUS:COMPLETED, a COMPLETED time, or PERCENT-COMPLETE:100).
    public var isCompleted: Bool
    /// Every day it happens (a repeating event's occurrences, its left-out days and the days another entry moved or
    /// cancelled removed), with the start time or nil for a whole day; a to-do has one, its due day. At most
    /// ``CalendarReader/maxOccurrences``.
    public var occurrences: [(day: CalendarDay, time: TimeOfDay?)]
    /// Whether it has a rule or extra days (RRULE, RDATE): its occurrences are told apart by their day.
    public var repeats: Bool
    /// For an entry that changes one occurrence of a repeating one (RECURRENCE-ID), the day that occurrence had.
    public var replacesDay: CalendarDay?

    /// Equal when every field is, occurrences compared day by day and time by time.
    public static func == (a: ReadCalendarEntry, b: ReadCalendarEntry) -> Bool {
        a.kind == b.kind && a.uid == b.uid && a.summary == b.summary && a.details == b.details
            && a.categories == b.categories && a.isCancelled == b.isCancelled && a.isCompleted == b.isCompleted
            && a.occurrences.map(\.day) == b.occurrences.map(\.day)
            && a.occurrences.map(\.time) == b.occurrences.map(\.time) && a.repeats == b.repeats
            && a.replacesDay == b.replacesDay
    }
}

/// Reads iCalendar text (RFC 5545) as a phone or a school's website writes it: unfolds lines, unescapes text, and
/// turns every start into a day and time in the student's zone (a TZID the system knows, UTC, or floating). Weekly and
/// daily rules are expanded with their EXDATEs and RDATEs, and an entry with a RECURRENCE-ID replaces the occurrence
/// it names; other rules give their first occurrence only. Never throws: what it cannot read is left out, and
/// ``CalendarReader/read(_:zone:)`` says how many were.
public enum CalendarReader {
    /// No entry yields more occurrences than this, whatever its rule says.
    public static let maxOccurrences = 400
    /// No file yields more occurrences than this in all: past it, entries are counted as unreadable.
    public static let maxTotalOccurrences = 20_000

    /// The text of a calendar's bytes: folds undone on the bytes (so a fold inside a multi-byte character, or before a
    /// combining mark, joins cleanly), then decoded as UTF-8 (invalid sequences replaced), a byte-order mark dropped.
    public static func text(of bytes: [UInt8]) -> String {
        var joined: [UInt8] = []
        joined.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0D, index + 2 < bytes.count, bytes[index + 1] == 0x0A,
                bytes[index + 2] == 0x20 || bytes[index + 2] == 0x09
            {
                index += 3
                continue
            }
            if byte == 0x0A, index + 1 < bytes.count, bytes[index + 1] == 0x20 || bytes[index + 1] == 0x09 {
                index += 2
                continue
            }
            joined.append(byte)
            index += 1
        }
        if joined.starts(with: [0xEF, 0xBB, 0xBF]) { joined.removeFirst(3) }
        return String(decoding: joined, as: UTF8.self)
    }

    /// The UID of every event and to-do, dated or not, in order.
    public static func uids(in text: String) -> [String] {
        var uids: [String] = []
        var depth = 0
        var inside = false
        for line in unfolded(text) {
            guard let property = Property(line) else { continue }
            switch property.name {
            case "BEGIN":
                if inside {
                    depth += 1
                } else if ["VEVENT", "VTODO"].contains(property.value.uppercased()) {
                    inside = true
                }
            case "END":
                if depth > 0 { depth -= 1 } else if inside { inside = false }
            case "UID" where inside && depth == 0:
                uids.append(unescaped(property.value))
            default:
                break
            }
        }
        return uids
    }

    /// The entries of `text`, and how many components could not be read (no start or due day).
    public static func read(_ text: String, zone: LocalTimeZone) -> (entries: [ReadCalendarEntry], unreadable: Int) {
        var entries: [ReadCalendarEntry] = []
        var unreadable = 0
        var current: [Property]? = nil
        var depth = 0
        var kind = ReadCalendarEntry.Kind.event
        var total = 0
        for line in unfolded(text) {
            guard let property = Property(line) else { continue }
            if property.name == "BEGIN" {
                let value = property.value.uppercased()
                if current == nil, value == "VEVENT" || value == "VTODO" {
                    current = []
                    depth = 0
                    kind = value == "VEVENT" ? .event : .todo
                } else if current != nil {
                    depth += 1  // a VALARM inside: its properties are not the entry's
                }
                continue
            }
            if property.name == "END", current != nil {
                if depth > 0 {
                    depth -= 1
                    continue
                }
                if total < maxTotalOccurrences, let entry = entry(kind, current ?? [], zone: zone) {
                    entries.append(entry)
                    total += entry.occurrences.count
                } else {
                    unreadable += 1
                }
                current = nil
                continue
            }
            if depth == 0, current != nil { current?.append(property) }
        }
        return (withOverridesApplied(entries), unreadable)
    }

    /// Each entry with a RECURRENCE-ID takes its occurrence's place: that day leaves its repeating entry.
    private static func withOverridesApplied(_ entries: [ReadCalendarEntry]) -> [ReadCalendarEntry] {
        var replaced: [String: Set<CalendarDay>] = [:]
        for entry in entries { if let day = entry.replacesDay { replaced[entry.uid, default: []].insert(day) } }
        guard !replaced.isEmpty else { return entries }
        return entries.map { entry in
            guard entry.replacesDay == nil, let days = replaced[entry.uid] else { return entry }
            var kept = entry
            kept.occurrences.removeAll { days.contains($0.day) }
            return kept
        }
    }

    // MARK: - Lines and properties

    /// A content line: its name (upper-cased), its parameters (names upper-cased) and its raw value.
    struct Property {
        var name: String
        var parameters: [String: String]
        var value: String

        init?(_ line: Substring) {
            // The value starts at the first colon outside a quoted parameter value.
            var quoted = false
            var colon: Substring.Index? = nil
            for index in line.indices {
                let character = line[index]
                if character == "\"" { quoted.toggle() }
                if character == ":", !quoted {
                    colon = index
                    break
                }
            }
            guard let colon else { return nil }
            let head = line[..<colon].split(separator: ";", omittingEmptySubsequences: false)
            guard let first = head.first, !first.isEmpty else { return nil }
            name = first.uppercased()
            parameters = [:]
            for parameter in head.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1)
                guard pair.count == 2 else { continue }
                parameters[pair[0].uppercased()] = pair[1].trimmingCharacters(in: ["\""])
            }
            value = String(line[line.index(after: colon)...])
        }
    }

    /// The logical lines: a line break followed by a space or a tab continues the line before (RFC 5545 §3.1).
    static func unfolded(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        var pending = ""
        var hasPending = false
        for raw in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            let line = raw.hasSuffix("\r") ? raw.dropLast() : raw
            if let first = line.first, first == " " || first == "\t" {
                pending += line.dropFirst()
                continue
            }
            if hasPending { lines.append(Substring(pending)) }
            pending = String(line)
            hasPending = true
        }
        if hasPending { lines.append(Substring(pending)) }
        return lines
    }

    /// A TEXT value with its escapes undone: `\n`, `\,`, `\;`, `\\`.
    static func unescaped(_ value: String) -> String {
        guard value.contains("\\") else { return value }
        var out = ""
        var escaping = false
        for character in value {
            if escaping {
                out.append(character == "n" || character == "N" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        return out
    }

    // MARK: - Entries

    private static func entry(_ kind: ReadCalendarEntry.Kind, _ properties: [Property], zone: LocalTimeZone)
        -> ReadCalendarEntry?
    {
        func first(_ name: String) -> Property? { properties.first { $0.name == name } }
        func text(_ name: String) -> String { first(name).map { unescaped($0.value) } ?? "" }
        let anchor = kind == .event ? first("DTSTART") : first("DUE") ?? first("DTSTART")
        guard let anchor, let start = moment(anchor, zone: zone) else { return nil }
        let status = first("STATUS")?.value.uppercased() ?? ""
        let percent = Int(first("PERCENT-COMPLETE")?.value ?? "") ?? 0
        var occurrences = [start]
        let rule = first("RRULE")?.value
        let repeats = rule != nil || first("RDATE") != nil
        if kind == .event {
            occurrences = expanded(
                from: start, rule: rule, zone: zone,
                extra: properties.filter { $0.name == "RDATE" }.flatMap { moments($0, zone: zone) },
                skipped: Set(properties.filter { $0.name == "EXDATE" }.flatMap { moments($0, zone: zone) }.map(\.day)))
        }
        return ReadCalendarEntry(
            kind: kind, uid: text("UID"), summary: text("SUMMARY"), details: text("DESCRIPTION"),
            categories: properties.filter { $0.name == "CATEGORIES" }.map { unescaped($0.value) }.joined(
                separator: ", "),
            isCancelled: status == "CANCELLED",
            isCompleted: status == "COMPLETED" || first("COMPLETED") != nil || percent >= 100,
            occurrences: occurrences, repeats: repeats,
            replacesDay: first("RECURRENCE-ID").flatMap { moment($0, zone: zone)?.day })
    }

    // MARK: - Times

    /// A DATE or DATE-TIME value as a day and time in `zone`: a TZID is read in that zone (the student's own when the
    /// system does not know it), a trailing Z as UTC, anything else as the student's wall clock.
    static func moment(_ property: Property, zone: LocalTimeZone) -> (day: CalendarDay, time: TimeOfDay?)? {
        moment(property.value, tzid: property.parameters["TZID"], zone: zone)
    }

    /// Every value of a list property (EXDATE, RDATE), each read as ``moment(_:zone:)`` does.
    static func moments(_ property: Property, zone: LocalTimeZone) -> [(day: CalendarDay, time: TimeOfDay?)] {
        property.value.split(separator: ",").compactMap {
            moment(String($0), tzid: property.parameters["TZID"], zone: zone)
        }
    }

    private static func moment(_ value: String, tzid: String?, zone: LocalTimeZone)
        -> (day: CalendarDay, time: TimeOfDay?)?
    {
        let value = value.trimmingCharacters(in: .whitespaces)
        let digits = Array(value.utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= digits.count else { return nil }
            var result = 0
            for byte in digits[range] {
                guard byte >= 48, byte <= 57 else { return nil }
                result = result * 10 + Int(byte - 48)
            }
            return result
        }
        guard let year = number(0..<4), (1900...2200).contains(year), let month = number(4..<6),
            let dayOfMonth = number(6..<8), let day = CalendarDay(year: year, month: month, day: dayOfMonth)
        else { return nil }
        guard digits.count >= 15, digits[8] == UInt8(ascii: "T"), let hour = number(9..<11),
            let minute = number(11..<13), let second = number(13..<15), hour < 24, minute < 60, second < 61
        else { return digits.count == 8 ? (day, nil) : nil }
        let secondOfDay = hour * 3600 + minute * 60 + min(second, 59)
        let source: LocalTimeZone? =
            digits.count >= 16 && digits[15] == UInt8(ascii: "Z")
            ? .utc : tzid.flatMap { LocalTimeZone(identifier: $0) }
        guard let source, source != zone else {
            return (day, TimeOfDay(minutesAfterMidnight: secondOfDay / 60))
        }
        let local = zone.local(source.instant(on: day, at: secondOfDay))
        return (local.day, TimeOfDay(minutesAfterMidnight: local.secondOfDay / 60))
    }

    // MARK: - Repeating

    /// The occurrences of a rule from `start`: DAILY and WEEKLY (INTERVAL, COUNT, UNTIL, BYDAY) are expanded; any
    /// other rule gives the start only. Days in `skipped` are left out and `extra` ones added; sorted, at most
    /// ``maxOccurrences``.
    static func expanded(
        from start: (day: CalendarDay, time: TimeOfDay?), rule: String?, zone: LocalTimeZone,
        extra: [(day: CalendarDay, time: TimeOfDay?)], skipped: Set<CalendarDay>
    ) -> [(day: CalendarDay, time: TimeOfDay?)] {
        var days = [start.day]
        if let rule {
            var parts: [String: String] = [:]
            for part in rule.split(separator: ";") {
                let pair = part.split(separator: "=", maxSplits: 1)
                if pair.count == 2 { parts[pair[0].uppercased()] = String(pair[1]) }
            }
            let interval = max(1, min(Int(parts["INTERVAL"] ?? "") ?? 1, 366))
            let count = Int(parts["COUNT"] ?? "").map { max(0, min($0, maxOccurrences)) }
            let until = parts["UNTIL"].flatMap { moment($0, tzid: nil, zone: zone)?.day }
            // Without COUNT or UNTIL a rule never ends: a school year is enough. COUNT alone ends it by itself.
            let last = until ?? start.day.adding(days: count == nil ? 366 : 366 * 30)
            let weekdays = Set(
                (parts["BYDAY"] ?? "").split(separator: ",").compactMap { code in
                    ["MO", "TU", "WE", "TH", "FR", "SA", "SU"].firstIndex(of: String(code.suffix(2)).uppercased())
                        .map { $0 + 1 }
                })
            switch parts["FREQ"]?.uppercased() {
            case "DAILY":
                days = []
                var day = start.day
                while day <= last, days.count < (count ?? maxOccurrences) {
                    days.append(day)
                    day = day.adding(days: interval)
                }
            case "WEEKLY":
                // The start is always the first occurrence, even on a day BYDAY does not name (RFC 5545 §3.8.5.3).
                days = [start.day]
                let chosen = weekdays.isEmpty ? [start.day.weekday.rawValue] : weekdays
                let monday = start.day.adding(days: 1 - start.day.weekday.rawValue)
                var week = monday
                weeks: while week <= last {
                    for offset in 0..<7 {
                        let day = week.adding(days: offset)
                        guard day > start.day, chosen.contains(day.weekday.rawValue) else { continue }
                        guard day <= last, days.count < (count ?? maxOccurrences) else { break weeks }
                        days.append(day)
                    }
                    week = week.adding(days: 7 * interval)
                }
            default:
                break
            }
        }
        // COUNT counts the occurrences an EXDATE then removes (RFC 5545 §3.8.5.1).
        var result = days.filter { !skipped.contains($0) }.map { (day: $0, time: start.time) }
        var seen = Set(result.map(\.day))
        for more in extra.prefix(maxOccurrences) where !skipped.contains(more.day) && seen.insert(more.day).inserted {
            result.append(more)
        }
        return Array(result.sorted { $0.day < $1.day }.prefix(maxOccurrences))
    }
}

extension CalendarReader {
    /// The bytes of the calendar file at `path`: a regular file (a FIFO or a device is refused without waiting on
    /// it) of at most ``CalDAVClient/maxAnswerBytes``. Throws ``CalendarServerError/notACalendar(source:)`` or
    /// ``CalendarServerError/tooLarge(url:)``.
    public static func fileBytes(atPath path: String) throws(CalendarServerError) -> [UInt8] {
        // A path the student typed may be a link to the calendar: it is followed.
        switch BoundedFile.read(path, limit: CalDAVClient.maxAnswerBytes, followingLinks: true) {
        case .read(let data): return Array(data)
        case .tooLarge: throw .tooLarge(url: path)
        case .unreadable: throw .notACalendar(source: path)
        }
    }
}
