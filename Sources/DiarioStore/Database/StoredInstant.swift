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
        case .string(var text): return text.withUTF8 { StoredInstant(parsing: $0) }
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
    init?(parsing bytes: UnsafeBufferPointer<UInt8>) {
        var reader = InstantReader(bytes: bytes)
        guard let year = reader.number(4), reader.take(0x2D), let month = reader.number(2), reader.take(0x2D),
            let dayOfMonth = reader.number(2), let day = CalendarDay(year: year, month: month, day: dayOfMonth)
        else { return nil }
        var milliseconds = Int64(day.dayNumber) * 86_400_000
        if reader.take(0x20) || reader.take(0x54) {  // ' ' or 'T'
            guard let hour = reader.number(2), hour < 24, reader.take(0x3A), let minute = reader.number(2), minute < 60
            else { return nil }
            milliseconds += Int64(hour * 3_600 + minute * 60) * 1_000
            if reader.take(0x3A) {
                guard let second = reader.number(2), second < 60 else { return nil }
                milliseconds += Int64(second) * 1_000
                if reader.take(0x2E) {
                    guard let fraction = reader.fractionInMilliseconds() else { return nil }
                    milliseconds += Int64(fraction)
                }
            }
            if reader.take(0x5A) {  // Z
            } else if let sign = reader.sign() {
                guard let hours = reader.number(2), reader.take(0x3A), let minutes = reader.number(2) else {
                    return nil
                }
                milliseconds -= Int64(sign * (hours * 3_600 + minutes * 60)) * 1_000
            }
        }
        guard reader.atEnd else { return nil }
        self.init(Date(timeIntervalSince1970: Double(milliseconds) / 1_000))
    }
}

/// Reads the digits and marks of a stored instant, never past its end.
private struct InstantReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0

    var atEnd: Bool { position == bytes.count }

    mutating func take(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// `width` decimal digits.
    mutating func number(_ width: Int) -> Int? {
        guard position + width <= bytes.count else { return nil }
        var value = 0
        for offset in 0..<width {
            let byte = bytes[position + offset]
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        position += width
        return value
    }

    /// One or more digits after the decimal point, as whole milliseconds (further digits ignored).
    mutating func fractionInMilliseconds() -> Int? {
        var value = 0
        var digits = 0
        while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 {
            if digits < 3 { value = value * 10 + Int(bytes[position] - 0x30) }
            digits += 1
            position += 1
        }
        guard digits > 0 else { return nil }
        for _ in min(digits, 3)..<3 { value *= 10 }
        return value
    }

    /// +1 or -1 for a `+` or `-`, consumed; nil for anything else.
    mutating func sign() -> Int? {
        if take(0x2B) { return 1 }
        if take(0x2D) { return -1 }
        return nil
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
        StoredInstant.fromDatabaseValue(self[index] as DatabaseValue)?.date
    }

    /// The instant in the column at `index`; throws when the column is NULL or holds no instant.
    func requiredInstant(at index: Int) throws -> Date {
        guard let date = instant(at: index) else {
            throw DatabaseError(resultCode: .SQLITE_MISMATCH, message: "column \(index) holds no instant: \(self)")
        }
        return date
    }
}
