public import DiarioDomain
import DiarioLocalization
import Foundation

/// The school's clock: the bell times of the periods, and the first and last day of lessons. The calendar, absences
/// given by time and "per la prossima lezione" all read them.
extension TimetableCommands {
    /// Sets the bells from typed times ("8:00 8:55 9:50 …", or spans "8:00-8:55") or from a CSV file of
    /// `period;start;end` rows; without words shows them; `clear` removes them. Throws
    /// ``UsageError/invalidBells(text:)`` or ``TextInputError`` for an unreadable file.
    public func bells(_ words: [String], clear: Bool) throws {
        let l10n = context.localization
        if clear {
            try context.timetable.setBells(nil)
            context.console.out(l10n.text("bells.cleared"))
            return
        }
        guard !words.isEmpty else {
            try show(try context.timetable.bells())
            return
        }
        let spans =
            words.count == 1 && words[0].lowercased().hasSuffix(".csv") ? try Self.spans(inFile: words[0]) : words
        guard let bells = SchoolBells.parse(spans) else {
            throw UsageError.invalidBells(text: words.joined(separator: " "))
        }
        try context.timetable.setBells(bells)
        try show(bells)
    }

    /// Sets the first and last day of lessons; without them shows the days; `clear` removes them. Throws
    /// ``UsageError/invalidLessonDays(first:last:)``.
    public func lessonDays(first: CalendarDay?, last: CalendarDay?, clear: Bool) throws {
        let l10n = context.localization
        if clear {
            try context.timetable.setLessonDays(nil)
            context.console.out(l10n.text("lessonDays.cleared"))
            return
        }
        guard let first, let last else {
            let days = try context.timetable.lessonDays()
            if context.json {
                context.console.out(JSONOutput.line(["first": days?.first.iso, "last": days?.last.iso]))
            } else {
                context.console.out(
                    days.map {
                        l10n.text(
                            "lessonDays.set", ["first": l10n.shortDate($0.first), "last": l10n.shortDate($0.last)])
                    }
                        ?? l10n.text("lessonDays.none"))
            }
            return
        }
        guard let days = LessonDays(first: first, last: last) else {
            throw UsageError.invalidLessonDays(first: first.iso, last: last.iso)
        }
        try context.timetable.setLessonDays(days)
        context.console.out(
            l10n.text("lessonDays.set", ["first": l10n.shortDate(days.first), "last": l10n.shortDate(days.last)]))
    }

    private func show(_ bells: SchoolBells?) throws {
        let l10n = context.localization
        if context.json {
            let periods = bells?.periods.enumerated().map { index, period in
                ["period": String(index + 1), "start": period.start.iso, "end": period.end.iso]
            }
            context.console.out(JSONOutput.line(["bells": periods ?? []]))
            return
        }
        guard let bells else {
            context.console.out(l10n.text("bells.none"))
            return
        }
        let periods = bells.periods.enumerated().map { index, period in
            l10n.text("lesson.period", ["n": String(index + 1)]) + " " + period.start.iso + "–" + period.end.iso
        }
        context.console.out(l10n.text("bells.title") + " " + periods.joined(separator: " · "))
    }

    /// The spans of a CSV of bells: one row a period, `period;start;end` (more cells after are notes) or
    /// `start;end`, commas, semicolons or tabs; the periods must run 1, 2, 3… in some order. A first row with no time
    /// in it is a header. Throws ``UsageError/invalidBells(text:)`` naming the row that is not bells.
    static func spans(inFile path: String) throws -> [String] {
        var rows: [(period: Int, span: String)] = []
        for (index, line) in try TextInput.lines(ofFile: path).enumerated() {
            let cells = line.split(whereSeparator: { $0 == ";" || $0 == "," || $0 == "\t" })
                .map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.allSatisfy(\.isEmpty) { continue }
            let numbered = cells.count >= 3 && Int(cells[0]) != nil
            let times = numbered ? Array(cells[1...2]) : Array(cells.prefix(2))
            let span = times.joined(separator: "-")
            guard times.count == 2, SchoolBells.parse([span]) != nil else {
                if index == 0, !cells.contains(where: { SchoolBells.time($0) != nil }) { continue }
                throw UsageError.invalidBells(text: line)
            }
            rows.append((numbered ? Int(cells[0]) ?? 0 : rows.count + 1, span))
        }
        guard rows.map(\.period).sorted() == Array(1...max(1, rows.count)) else {
            throw UsageError.invalidBells(text: rows.map { String($0.period) }.joined(separator: " "))
        }
        return rows.sorted { $0.period < $1.period }.map(\.span)
    }
}
