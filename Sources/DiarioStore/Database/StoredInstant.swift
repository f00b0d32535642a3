import DiarioDomain
import Foundation
internal import GRDB

/// An instant as the database keeps it: UTC text `YYYY-MM-DD HH:MM:SS.SSS`, the format GRDB has always written, so
/// that old and new rows sort and compare alike.
///
/// GRDB writes and reads `Date` through Foundation's `DateFormatter` and a calendar with the `en_US_POSIX` locale,
/// which load ICU's data on the first row (a fifth of a cold command's memory, and a calendar call for every row a
/// list reads: issue 24). Every record and every bound argument in the store goes through this type instead, which
/// reads and writes the text byte by byte. `StoredInstantTests` checks it against GRDB's own conversion.
struct StoredInstant: Hashable {
    let date: Date

    init(_ date: Date) { self.date = date }
}

extension StoredInstant: DatabaseValueConvertible {
    var databaseValue: DatabaseValue { text.databaseValue }

    static func fromDatabaseValue(_ dbValue: DatabaseValue) -> StoredInstant? {
        switch dbValue.storage {
        case .string(let text): return StoredInstant(parsing: Array(text.utf8))
        case .int64(let seconds): return StoredInstant(Date(timeIntervalSince1970: TimeInterval(seconds)))
        case .double(let seconds): return StoredInstant(Date(timeIntervalSince1970: seconds))
        default: return nil
        }
    }
}

extension StoredInstant {
    /// `YYYY-MM-DD HH:MM:SS.SSS` in UTC, to the nearest millisecond (a half rounds up), as GRDB's formatter gives it.
    var text: String {
        let milliseconds = (date.timeIntervalSince1970 * 1_000 + 0.5).rounded(.down)
        guard milliseconds.magnitude < 2.5e14 else { return "" }
        let total = Int64(milliseconds)
        let seconds = total >= 0 ? total / 1_000 : (total - 999) / 1_000
        let millisecond = Int(total - seconds * 1_000)
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = Int(seconds - days * 86_400)
        let day = CalendarDay(dayNumber: Int(days))
        var bytes = Array(day.iso.utf8)
        bytes.reserveCapacity(23)
        bytes.append(0x20)
        for (value, width) in [(secondOfDay / 3_600, 2), (secondOfDay % 3_600 / 60, 2), (secondOfDay % 60, 2)] {
            if bytes.count > 11 { bytes.append(0x3A) }
            appendDigits(value, width, to: &bytes)
        }
        bytes.append(0x2E)
        appendDigits(millisecond, 3, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private func appendDigits(_ value: Int, _ width: Int, to bytes: inout [UInt8]) {
        var divisor = 1
        for _ in 1..<width { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(0x30 + value / divisor % 10))
            divisor /= 10
        }
    }

    /// Reads what GRDB reads: `YYYY-MM-DD`, then optionally ` HH:MM`, `:SS`, `.fraction` (a `T` may stand for the
    /// space; digits past the milliseconds are ignored), then optionally `Z` or `±HH:MM`; UTC unless an offset says
    /// otherwise.
    init?(parsing bytes: some Collection<UInt8>) {
        let bytes = Array(bytes)
        var position = 0
        func number(_ width: Int) -> Int? {
            guard position + width <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[position..<position + width] {
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            position += width
            return value
        }
        func take(_ byte: UInt8) -> Bool {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
            return true
        }
        guard let year = number(4), take(0x2D), let month = number(2), take(0x2D), let dayOfMonth = number(2),
            let day = CalendarDay(year: year, month: month, day: dayOfMonth)
        else { return nil }
        var seconds = Double(day.dayNumber) * 86_400
        if take(0x20) || take(0x54) {  // ' ' or 'T'
            guard let hour = number(2), hour < 24, take(0x3A), let minute = number(2), minute < 60 else { return nil }
            seconds += Double(hour * 3_600 + minute * 60)
            if take(0x3A) {
                guard let second = number(2), second < 60 else { return nil }
                seconds += Double(second)
                if take(0x2E) {
                    var scale = 0.1
                    var digits = 0
                    while position < bytes.count, (0x30...0x39).contains(bytes[position]) {
                        if digits < 3 { seconds += Double(bytes[position] - 0x30) * scale }  // milliseconds, as GRDB
                        scale /= 10
                        digits += 1
                        position += 1
                    }
                    guard digits > 0 else { return nil }
                }
            }
            if take(0x5A) {  // Z
            } else if position < bytes.count, bytes[position] == 0x2B || bytes[position] == 0x2D {
                let sign: Double = bytes[position] == 0x2D ? -1 : 1
                position += 1
                guard let hours = number(2), take(0x3A), let minutes = number(2) else { return nil }
                seconds -= sign * Double(hours * 3_600 + minutes * 60)
            }
        }
        guard position == bytes.count else { return nil }
        self.init(Date(timeIntervalSince1970: seconds))
    }
}

/// Every record of the store writes and reads its instants as ``StoredInstant``, never through GRDB's `Date`
/// conversion; conforming is all a record needs.
protocol InstantStoringRecord: EncodableRecord, FetchableRecord {}

extension InstantStoringRecord {
    static func databaseDateEncodingStrategy(for column: String) -> DatabaseDateEncodingStrategy {
        .custom { StoredInstant($0) }
    }

    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy {
        .custom { StoredInstant.fromDatabaseValue($0)?.date }
    }
}

extension Row {
    /// The instant in the column at `index` (nil when the column is NULL or holds no instant).
    func instant(at index: Int) -> Date? {
        (self[index] as StoredInstant?)?.date
    }

    /// The instant in the column at `index`; throws when the column is NULL or holds no instant.
    func requiredInstant(at index: Int) throws -> Date {
        guard let date = instant(at: index) else {
            throw DatabaseError(resultCode: .SQLITE_MISMATCH, message: "column \(index) holds no instant: \(self)")
        }
        return date
    }
}
