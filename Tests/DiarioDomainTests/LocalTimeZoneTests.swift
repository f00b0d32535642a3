import DiarioDomain
import Foundation
import Testing

/// The time zone Diario reads from the system's database, checked against Foundation's `TimeZone` (ICU's own copy of
/// the same database) on zones chosen for their shapes: northern and southern daylight time, none, a half hour, 45
/// minutes, daylight time abolished, negative daylight time in the file (Dublin).
@Suite("Time zones from the system's database")
struct LocalTimeZoneTests {
    static let zones = [
        "Europe/Rome", "America/New_York", "Australia/Sydney", "Asia/Kolkata", "America/Sao_Paulo", "Pacific/Chatham",
        "Europe/Dublin", "Asia/Tehran", "UTC",
    ]

    @Test("The offset at any instant from 1971 to 2060 is Foundation's", arguments: zones)
    func offsetsMatchFoundation(_ identifier: String) throws {
        let ours = try #require(LocalTimeZone(identifier: identifier))
        let theirs = try #require(TimeZone(identifier: identifier))
        var second: Double = 31_536_000  // 1971
        while second < 2_871_763_200 {  // 2061
            let instant = Date(timeIntervalSince1970: second)
            #expect(ours.secondsFromGMT(at: instant) == theirs.secondsFromGMT(for: instant), "\(identifier) \(instant)")
            second += 4 * 86_400 + 7 * 3_600 + 13
        }
    }

    @Test("Each change of offset happens at the instant Foundation gives, to the second", arguments: zones)
    func transitionsMatchFoundation(_ identifier: String) throws {
        let ours = try #require(LocalTimeZone(identifier: identifier))
        let theirs = try #require(TimeZone(identifier: identifier))
        var instant = Date(timeIntervalSince1970: 631_152_000)  // 1990
        var changes = 0
        while let next = ours.nextTransition(after: instant), next.timeIntervalSince1970 < 2_556_144_000 {  // 2051
            #expect(next > instant)
            let justBefore = next.addingTimeInterval(-1)
            #expect(ours.secondsFromGMT(at: justBefore) == theirs.secondsFromGMT(for: justBefore), "\(next)")
            #expect(ours.secondsFromGMT(at: next) == theirs.secondsFromGMT(for: next), "\(next)")
            if ours.secondsFromGMT(at: justBefore) != ours.secondsFromGMT(at: next) { changes += 1 }
            instant = next
        }
        let expected: [String: ClosedRange<Int>] = [
            "Europe/Rome": 120...124, "America/New_York": 120...124, "Australia/Sydney": 120...124,
            "Asia/Kolkata": 0...0, "UTC": 0...0, "America/Sao_Paulo": 50...60,
        ]
        if let range = expected[identifier] { #expect(range.contains(changes), "\(identifier): \(changes) changes") }
    }

    @Test("A POSIX rule in TZ reads as the zone it describes")
    func posixRules() throws {
        let pairs = [
            ("CET-1CEST,M3.5.0,M10.5.0/3", "Europe/Rome"), ("EST5EDT,M3.2.0,M11.1.0", "America/New_York"),
            ("EST5EDT", "America/New_York"), ("AEST-10AEDT,M10.1.0,M4.1.0/3", "Australia/Sydney"),
            ("<+0330>-3:30", "Asia/Tehran"),
        ]
        for (rule, identifier) in pairs {
            let ours = try #require(LocalTimeZone(identifier: rule), "\(rule)")
            let theirs = try #require(TimeZone(identifier: identifier))
            var second: Double = 1_262_304_000  // 2010 (Sydney's rule since 2008, New York's since 2007)
            while second < 2_208_988_800 {  // 2040
                let instant = Date(timeIntervalSince1970: second)
                if identifier != "Asia/Tehran" || second >= 1_672_531_200 {  // Tehran without daylight time since 2023
                    #expect(
                        ours.secondsFromGMT(at: instant) == theirs.secondsFromGMT(for: instant), "\(rule) \(instant)")
                }
                second += 3 * 86_400 + 5 * 3_600 + 7
            }
        }
        for bad in [
            "", "C", "XY-1", "CET-1CEST,M13.5.0,M10.5.0", "CET-1CEST,M3.5.0", "../../etc/passwd", "Nowhere/Bogus",
        ] {
            #expect(LocalTimeZone(identifier: bad) == nil, "\(bad)")
        }
    }

    @Test("Julian and zero-based days in a rule: J60 is 1 March every year, 59 is 29 February in a leap year")
    func julianDays() throws {
        // Daylight time (+1 h) from J60 to J300 at 02:00, and from day 59 to day 300 at 02:00.
        let julian = try #require(LocalTimeZone(identifier: "AAA0BBB,J60,J300"))
        let zeroBased = try #require(LocalTimeZone(identifier: "AAA0BBB,59,300"))
        let utc = LocalTimeZone.utc
        func at(_ text: String) -> Date { DiarioClock.instant(fromISO: text, timeZone: utc)! }
        #expect(julian.secondsFromGMT(at: at("2028-03-01T01:59")) == 0)
        #expect(julian.secondsFromGMT(at: at("2028-03-01T02:00")) == 3_600)
        #expect(zeroBased.secondsFromGMT(at: at("2028-02-29T01:59")) == 0)
        #expect(zeroBased.secondsFromGMT(at: at("2028-02-29T02:00")) == 3_600)
        #expect(zeroBased.secondsFromGMT(at: at("2027-03-01T02:00")) == 3_600)
    }

    @Test("A local time the clocks skip lands after the change; one they repeat is the first of the two")
    func skippedAndRepeatedTimes() throws {
        let rome = try #require(LocalTimeZone(identifier: "Europe/Rome"))
        let utc = LocalTimeZone.utc
        #expect(
            DiarioClock.instant(fromISO: "2026-03-29T02:30", timeZone: rome)
                == DiarioClock.instant(fromISO: "2026-03-29T01:30", timeZone: utc))
        #expect(
            DiarioClock.instant(fromISO: "2026-10-25T02:30", timeZone: rome)
                == DiarioClock.instant(fromISO: "2026-10-25T00:30", timeZone: utc))
        // Every other minute of the two days reads back as itself.
        for day in ["2026-03-29", "2026-10-25"] {
            for minute in stride(from: 0, to: 24 * 60, by: 10) where !(120..<180).contains(minute) {
                let text = day + String(format: "T%02d:%02d", minute / 60, minute % 60)
                let instant = try #require(DiarioClock.instant(fromISO: text, timeZone: rome))
                let clock = DiarioClock.fixed(instant, timeZone: rome)
                #expect(clock.today.iso == day && clock.timeOfDay.iso == String(text.suffix(5)), "\(text)")
            }
        }
    }

    @Test("The environment names the zone: TZ (with or without ':'), TZDIR, and UTC for a name that is not one")
    func environment() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Test"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            atPath: "/usr/share/zoneinfo/Asia/Kolkata", toPath: folder.appendingPathComponent("Test/Zone").path)
        let summer = Date(timeIntervalSince1970: 1_782_000_000)  // July 2026
        #expect(LocalTimeZone.current(environment: ["TZ": "Europe/Rome"]).secondsFromGMT(at: summer) == 7_200)
        #expect(LocalTimeZone.current(environment: ["TZ": ":Europe/Rome"]).secondsFromGMT(at: summer) == 7_200)
        let moved = LocalTimeZone.current(environment: ["TZ": "Test/Zone", "TZDIR": folder.path])
        #expect(moved.secondsFromGMT(at: summer) == 19_800)
        #expect(LocalTimeZone.current(environment: ["TZ": "Nowhere/Bogus"]) == .utc)
        #expect(LocalTimeZone.current(environment: ["TZ": "../../../etc/passwd"]) == .utc)
    }
}
