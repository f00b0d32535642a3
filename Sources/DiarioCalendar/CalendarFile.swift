public import DiarioDomain
public import Foundation

/// Something with a date for a phone's calendar: a task to do (VTODO) or an event (VEVENT), by its stable UID.
public enum CalendarItem: Sendable, Hashable {
    /// A task with a due day: a VTODO.
    case todo(CalendarTodo)
    /// A test, an oral, a lesson: a VEVENT.
    case event(CalendarEvent)

    /// The item's UID, the same at every export.
    public var uid: String {
        switch self {
        case .todo(let todo): todo.uid
        case .event(let event): event.uid
        }
    }
}

/// A task as a VTODO.
public struct CalendarTodo: Sendable, Hashable {
    /// Stable across exports: the row's UUID.
    public var uid: String
    /// The title.
    public var summary: String
    /// The subject's name, or nil.
    public var category: String?
    /// The due day.
    public var due: CalendarDay
    /// The due time, or nil for the whole day.
    public var dueTime: TimeOfDay?
    /// 1 (high), 5 (medium) or 9 (low), as RFC 5545 counts.
    public var priority: Int
    /// When it was done, or nil while open.
    public var completedAt: Date?
    /// Notes.
    public var notes: String?
    /// How it repeats (an RRULE such as `FREQ=MONTHLY;BYMONTHDAY=5`), or nil.
    public var repeatRule: String?

    /// Creates a to-do.
    public init(
        uid: String, summary: String, category: String?, due: CalendarDay, dueTime: TimeOfDay?, priority: Int,
        completedAt: Date?, notes: String?, repeatRule: String? = nil
    ) {
        self.repeatRule = repeatRule
        self.uid = uid
        self.summary = summary
        self.category = category
        self.due = due
        self.dueTime = dueTime
        self.priority = priority
        self.completedAt = completedAt
        self.notes = notes
    }
}

/// An event: a whole day or a time span, perhaps repeating weekly with days left out.
public struct CalendarEvent: Sendable, Hashable {
    /// Stable across exports: the row's UUID.
    public var uid: String
    /// The title.
    public var summary: String
    /// The subject's name, or nil.
    public var category: String?
    /// Where (a room).
    public var location: String?
    /// The (first) day.
    public var day: CalendarDay
    /// Start and end, or nil for a whole-day event.
    public var time: (start: TimeOfDay, end: TimeOfDay)?
    /// Every `weeks` weeks until this day (included), or nil for a single event.
    public var repeats: (weeks: Int, until: CalendarDay)?
    /// Occurrences left out (holidays).
    public var exceptions: [CalendarDay]
    /// More days it happens on, at the same time (RDATE): a lesson of a cycle of school days.
    public var moreDays: [CalendarDay]

    /// Creates an event.
    public init(
        uid: String, summary: String, category: String?, location: String?, day: CalendarDay,
        time: (start: TimeOfDay, end: TimeOfDay)?, repeats: (weeks: Int, until: CalendarDay)? = nil,
        exceptions: [CalendarDay] = [], moreDays: [CalendarDay] = []
    ) {
        self.uid = uid
        self.summary = summary
        self.category = category
        self.location = location
        self.day = day
        self.time = time
        self.repeats = repeats
        self.exceptions = exceptions
        self.moreDays = moreDays
    }

    public static func == (a: CalendarEvent, b: CalendarEvent) -> Bool {
        a.uid == b.uid && a.summary == b.summary && a.category == b.category && a.location == b.location
            && a.day == b.day && a.time?.start == b.time?.start && a.time?.end == b.time?.end
            && a.repeats?.weeks == b.repeats?.weeks && a.repeats?.until == b.repeats?.until
            && a.exceptions == b.exceptions && a.moreDays == b.moreDays
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(uid) }
}

/// An iCalendar (RFC 5545) file: the items with their times in the student's zone, described by a VTIMEZONE, lines
/// folded at 75 octets and ended by CRLF.
public struct CalendarFile: Sendable {
    /// The items.
    public let items: [CalendarItem]
    /// The zone every local time is in.
    public let zone: LocalTimeZone
    /// When the file is made (DTSTAMP).
    public let stamp: Date

    /// Creates the file's content.
    public init(items: [CalendarItem], zone: LocalTimeZone, stamp: Date) {
        self.items = items
        self.zone = zone
        self.stamp = stamp
    }

    /// The whole calendar, every item in one VCALENDAR.
    public var text: String { calendar(items) }

    /// One VCALENDAR per item, as a CalDAV collection stores them: the UID and the text.
    public var resources: [(uid: String, text: String)] { items.map { ($0.uid, calendar([$0])) } }

    private func calendar(_ items: [CalendarItem]) -> String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Diario//Diario//IT", "CALSCALE:GREGORIAN"]
        lines += timeZoneLines(covering: items)
        for item in items {
            switch item {
            case .todo(let todo): lines += self.lines(todo)
            case .event(let event): lines += self.lines(event)
            }
        }
        lines.append("END:VCALENDAR")
        return lines.map(Self.folded).joined(separator: "\r\n") + "\r\n"
    }

    private func lines(_ todo: CalendarTodo) -> [String] {
        var lines = ["BEGIN:VTODO", "UID:" + Self.escaped(todo.uid), "DTSTAMP:" + Self.utc(stamp)]
        lines.append("SUMMARY:" + Self.escaped(todo.summary))
        if let time = todo.dueTime {
            lines.append("DUE;TZID=\(zone.identifier):" + Self.local(todo.due, time))
        } else {
            lines.append("DUE;VALUE=DATE:" + Self.date(todo.due))
        }
        // A repeating to-do starts on its due day (RFC 5545 counts the rule from DTSTART).
        if let rule = todo.repeatRule {
            if let time = todo.dueTime {
                lines.append("DTSTART;TZID=\(zone.identifier):" + Self.local(todo.due, time))
            } else {
                lines.append("DTSTART;VALUE=DATE:" + Self.date(todo.due))
            }
            lines.append("RRULE:" + rule)
        }
        lines.append("PRIORITY:\(todo.priority)")
        if let completed = todo.completedAt {
            lines += ["STATUS:COMPLETED", "COMPLETED:" + Self.utc(completed), "PERCENT-COMPLETE:100"]
        } else {
            lines.append("STATUS:NEEDS-ACTION")
        }
        if let category = todo.category { lines.append("CATEGORIES:" + Self.escaped(category)) }
        if let notes = todo.notes, !notes.isEmpty { lines.append("DESCRIPTION:" + Self.escaped(notes)) }
        lines.append("END:VTODO")
        return lines
    }

    private func lines(_ event: CalendarEvent) -> [String] {
        var lines = ["BEGIN:VEVENT", "UID:" + Self.escaped(event.uid), "DTSTAMP:" + Self.utc(stamp)]
        lines.append("SUMMARY:" + Self.escaped(event.summary))
        if let time = event.time {
            lines.append("DTSTART;TZID=\(zone.identifier):" + Self.local(event.day, time.start))
            lines.append("DTEND;TZID=\(zone.identifier):" + Self.local(event.day, time.end))
        } else {
            lines.append("DTSTART;VALUE=DATE:" + Self.date(event.day))
            lines.append("DTEND;VALUE=DATE:" + Self.date(event.day.adding(days: 1)))
        }
        if let repeats = event.repeats {
            // With a zoned start, UNTIL is a UTC instant: the end of the last day, here.
            let until =
                event.time == nil
                ? Self.date(repeats.until) : Self.utc(zone.instant(on: repeats.until.adding(days: 1), at: 0) - 1)
            let interval = repeats.weeks > 1 ? ";INTERVAL=\(repeats.weeks)" : ""
            lines.append("RRULE:FREQ=WEEKLY\(interval);UNTIL=\(until)")
            let days = event.exceptions.sorted()
            if !days.isEmpty {
                if let time = event.time {
                    lines.append(
                        "EXDATE;TZID=\(zone.identifier):"
                            + days.map { Self.local($0, time.start) }.joined(separator: ","))
                } else {
                    lines.append("EXDATE;VALUE=DATE:" + days.map(Self.date).joined(separator: ","))
                }
            }
        }
        if !event.moreDays.isEmpty {
            if let time = event.time {
                lines.append(
                    "RDATE;TZID=\(zone.identifier):"
                        + event.moreDays.sorted().map { Self.local($0, time.start) }.joined(separator: ","))
            } else {
                lines.append("RDATE;VALUE=DATE:" + event.moreDays.sorted().map(Self.date).joined(separator: ","))
            }
        }
        if let location = event.location { lines.append("LOCATION:" + Self.escaped(location)) }
        if let category = event.category { lines.append("CATEGORIES:" + Self.escaped(category)) }
        lines.append("END:VEVENT")
        return lines
    }

    /// The zone's offsets and changes over the years the items span (from the year before, so that every time is
    /// covered), as one observance per change.
    private func timeZoneLines(covering items: [CalendarItem]) -> [String] {
        let days = items.flatMap { item -> [CalendarDay] in
            switch item {
            case .todo(let todo): [todo.due]
            case .event(let event): [event.day, event.repeats?.until ?? event.day] + event.moreDays
            }
        }
        let firstYear = (days.min()?.year ?? 2000) - 1
        let lastYear = (days.max()?.year ?? 2000) + 1
        var start = zone.instant(on: CalendarDay(year: firstYear, month: 1, day: 1) ?? .init(dayNumber: 0), at: 0)
        let end = zone.instant(on: CalendarDay(year: lastYear, month: 12, day: 31) ?? .init(dayNumber: 0), at: 0)
        var lines = ["BEGIN:VTIMEZONE", "TZID:" + zone.identifier]
        var offset = zone.secondsFromGMT(at: start)
        var observances = 0
        while let change = zone.nextTransition(after: start), change <= end {
            let next = zone.secondsFromGMT(at: change)
            let kind = next > offset ? "DAYLIGHT" : "STANDARD"
            lines += [
                "BEGIN:\(kind)", "DTSTART:" + Self.floating(change + Double(offset)),
                "TZOFFSETFROM:" + Self.offset(offset), "TZOFFSETTO:" + Self.offset(next), "END:\(kind)",
            ]
            offset = next
            start = change
            observances += 1
        }
        if observances == 0 {
            lines += [
                "BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:" + Self.offset(offset),
                "TZOFFSETTO:" + Self.offset(offset), "END:STANDARD",
            ]
        }
        lines.append("END:VTIMEZONE")
        return lines
    }

    // MARK: - Values

    /// TEXT escaped: backslash, semicolon, comma and line breaks.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n", "\r\n", "\r": out += "\\n"
            default:
                if character.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control }) {
                    out.append(character)
                }
            }
        }
        return out
    }

    /// A line cut into 75-octet pieces, each after the first opened by a space; never inside a character.
    static func folded(_ line: String) -> String {
        guard line.utf8.count > 75 else { return line }
        var pieces: [String] = []
        var current = ""
        var size = 0
        for character in line {
            let width = character.utf8.count
            if size + width > (pieces.isEmpty ? 75 : 74) {
                pieces.append(current)
                current = ""
                size = 0
            }
            current.append(character)
            size += width
        }
        pieces.append(current)
        return pieces.joined(separator: "\r\n ")
    }

    static func date(_ day: CalendarDay) -> String { day.iso.replacingOccurrences(of: "-", with: "") }

    static func local(_ day: CalendarDay, _ time: TimeOfDay) -> String {
        date(day) + "T" + time.iso.replacingOccurrences(of: ":", with: "") + "00"
    }

    /// An instant in UTC: "20261125T090000Z".
    static func utc(_ instant: Date) -> String { floating(instant) + "Z" }

    /// An instant's wall-clock digits read in UTC, with no zone mark.
    private static func floating(_ instant: Date) -> String {
        let seconds = Int(instant.timeIntervalSince1970.rounded(.down))
        let day = CalendarDay(dayNumber: Int((Double(seconds) / 86_400).rounded(.down)))
        let second = seconds - day.dayNumber * 86_400
        return date(day) + "T" + pad2(second / 3600) + pad2(second % 3600 / 60) + pad2(second % 60)
    }

    /// "+0100", "-0330".
    private static func offset(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let minutes = abs(seconds) / 60
        return sign + pad2(minutes / 60) + pad2(minutes % 60)
    }

    private static func pad2(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
