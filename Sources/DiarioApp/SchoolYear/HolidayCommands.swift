public import DiarioDomain
import DiarioLocalization

/// The days without school: `diario holidays` / `vacanze` lists the national holidays of the school year and the
/// school's own breaks; `holidays add NAME FROM TO` and `holidays remove ID` keep the breaks.
public struct HolidayCommands: Sendable {
    let context: AppContext

    /// Creates the commands over a context.
    public init(context: AppContext) { self.context = context }

    /// The school year's days off, in order: national holidays from September to June, and every break.
    public func list() throws {
        let calendar = try context.timetable.schoolCalendar()
        let today = context.clock.today
        let firstYear = today.schoolYear.first.year
        let september = CalendarDay(year: firstYear, month: 9, day: 1) ?? today
        let june = CalendarDay(year: firstYear + 1, month: 6, day: 30) ?? today
        var national: [CalendarDay: String] = [:]
        var day = september
        while day <= june {
            if let key = SchoolCalendar.nationalHoliday(on: day) { national[day] = key }
            day = day.adding(days: 1)
        }
        if context.json {
            let rows =
                national.keys.sorted().map { HolidayJSON(id: nil, name: national[$0] ?? "", first: $0, last: $0) }
                + calendar.breaks.map { HolidayJSON(id: $0.id, name: $0.name, first: $0.first, last: $0.last) }
            context.console.out(JSONOutput.line(rows.sorted { $0.first < $1.first }))
            return
        }
        let l10n = context.localization
        var lines: [(CalendarDay, String)] = national.map {
            ($0.key, l10n.shortDate($0.key) + "  " + l10n.text("holiday.\($0.value)"))
        }
        for schoolBreak in calendar.breaks {
            lines.append(
                (
                    schoolBreak.first,
                    "#\(schoolBreak.id ?? 0) " + l10n.shortDate(schoolBreak.first) + " – "
                        + l10n.shortDate(schoolBreak.last)
                        + "  " + schoolBreak.name
                ))
        }
        context.console.out(
            context.style.bold(l10n.text("holiday.title", ["from": String(firstYear), "to": String(firstYear + 1)])))
        lines.sorted { $0.0 < $1.0 }.forEach { context.console.out("  " + $0.1) }
        if calendar.breaks.isEmpty { context.console.out(context.style.dim(l10n.text("holiday.hint"))) }
    }

    /// Saves a break from `first` to `last`, both included. Throws ``DomainError/invalidBreak`` for a range that
    /// ends before it starts.
    public func add(name: String, first: CalendarDay, last: CalendarDay) throws {
        let saved = try context.timetable.addSchoolBreak(SchoolBreak(name: name, first: first, last: last))
        if context.json {
            context.console.out(
                JSONOutput.line(HolidayJSON(id: saved.id, name: saved.name, first: saved.first, last: saved.last)))
            return
        }
        context.console.out(
            context.localization.text(
                "holiday.added",
                [
                    "name": saved.name, "from": context.localization.shortDate(saved.first),
                    "to": context.localization.shortDate(saved.last),
                ]))
    }

    /// Removes a break; undo brings it back.
    public func remove(id: Int64) throws {
        let removed = try context.timetable.removeSchoolBreak(id: id)
        context.console.out(
            context.localization.text("holiday.removed", ["name": removed.name, "undo": UndoCommands.hint(context)]))
    }
}

/// A day off as `--json` prints it: a national holiday by its key and no id, or a break.
struct HolidayJSON: Encodable {
    let id: Int64?
    let name: String
    let first: CalendarDay
    let last: CalendarDay

    enum CodingKeys: String, CodingKey {
        case id, name
        case first = "first_day"
        case last = "last_day"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(first.iso, forKey: .first)
        try container.encode(last.iso, forKey: .last)
    }
}
