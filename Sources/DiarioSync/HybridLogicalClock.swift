/// A moment of a hybrid logical clock (Kulkarni et al., 2014): the wall time in milliseconds as the device saw it,
/// a counter for events within one millisecond (or while the wall clock lags behind what was seen), and the device,
/// which breaks ties. Stamps order every change of every device the same way everywhere; a device whose wall clock
/// is wrong cannot push its stamps below what it has already seen, so old edits never win forever.
public struct SyncStamp: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Milliseconds since 1970, as the clock read it (never less than any stamp seen before).
    public let milliseconds: Int64
    /// Events within the same millisecond.
    public let counter: Int
    /// The device that made it.
    public let device: String

    /// Creates a stamp.
    public init(milliseconds: Int64, counter: Int, device: String) {
        self.milliseconds = milliseconds
        self.counter = counter
        self.device = device
    }

    /// By time, then counter, then device: a total order.
    public static func < (a: SyncStamp, b: SyncStamp) -> Bool {
        (a.milliseconds, a.counter, a.device) < (b.milliseconds, b.counter, b.device)
    }

    /// "0019b6c2f8a40-0003-laptop": fixed-width hexadecimal, so that text order is time order.
    public var description: String {
        Self.hex(UInt64(max(0, milliseconds)), width: 13) + "-" + Self.hex(UInt64(max(0, counter)), width: 4) + "-"
            + device
    }

    /// Reads a stamp written by ``description``; nil for anything else.
    public init?(_ text: some StringProtocol) {
        // Read byte by byte: sync reads hundreds of thousands of stamps, and splitting strings is slow.
        let bytes = Array(text.utf8)
        guard bytes.count > 19, bytes[13] == UInt8(ascii: "-"), bytes[18] == UInt8(ascii: "-"),
            let milliseconds = Self.hexValue(bytes[0..<13]), let counter = Self.hexValue(bytes[14..<18])
        else { return nil }
        self.init(
            milliseconds: Int64(milliseconds), counter: Int(counter),
            device: String(decoding: bytes[19...], as: UTF8.self))
    }

    /// The value of lower- or upper-case hexadecimal digits, nil for anything else.
    private static func hexValue(_ digits: ArraySlice<UInt8>) -> UInt64? {
        var value: UInt64 = 0
        for digit in digits {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt64(digit - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt64(digit - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = value << 4 | UInt64(digit - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }
        return value
    }

    private static func hex(_ value: UInt64, width: Int) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

/// One device's hybrid logical clock: every local change takes a new stamp with ``tick(wallMilliseconds:)``, and
/// every stamp read from another device is folded in with ``receive(_:wallMilliseconds:)``, so the next local stamp
/// is later than both.
public struct HybridLogicalClock: Sendable {
    /// The device this clock stamps for.
    public let device: String
    /// The latest stamp made or seen.
    public private(set) var latest: SyncStamp

    /// The largest counter; past it the clock moves its time on by a millisecond instead.
    static let maxCounter = 0xFFFF

    /// A clock for `device` that has seen `latest` (nil: nothing yet).
    public init(device: String, latest: SyncStamp? = nil) {
        self.device = device
        self.latest = latest ?? SyncStamp(milliseconds: 0, counter: 0, device: device)
    }

    /// A new stamp for a local change at the wall time given: later than every stamp made or seen.
    public mutating func tick(wallMilliseconds wall: Int64) -> SyncStamp {
        if wall > latest.milliseconds {
            latest = SyncStamp(milliseconds: wall, counter: 0, device: device)
        } else {
            latest = Self.next(after: latest, device: device)
        }
        return latest
    }

    /// Folds in a stamp read from another device, so that later local stamps come after it.
    public mutating func receive(_ remote: SyncStamp, wallMilliseconds wall: Int64) {
        let top = max(wall, latest.milliseconds, remote.milliseconds)
        if top == latest.milliseconds && top == remote.milliseconds {
            latest = SyncStamp(milliseconds: top, counter: max(latest.counter, remote.counter), device: device)
        } else if top == remote.milliseconds {
            latest = SyncStamp(milliseconds: top, counter: remote.counter, device: device)
        } else if top == latest.milliseconds {
            return
        } else {
            latest = SyncStamp(milliseconds: top, counter: 0, device: device)
        }
    }

    /// The stamp after `stamp` at the same time, or a millisecond later when its counter is full.
    private static func next(after stamp: SyncStamp, device: String) -> SyncStamp {
        stamp.counter < maxCounter
            ? SyncStamp(milliseconds: stamp.milliseconds, counter: stamp.counter + 1, device: device)
            : SyncStamp(milliseconds: stamp.milliseconds + 1, counter: 0, device: device)
    }
}
