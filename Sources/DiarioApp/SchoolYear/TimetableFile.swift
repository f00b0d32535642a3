import DiarioDomain
import DiarioInterchange
import DiarioLanguage
import Foundation

/// A timetable as a CSV (or semicolon- or tab-separated) file: a header naming the columns, in English or Italian,
/// then a lesson a row. Day and subject are needed, and a period or a start.
///
///     giorno;ora;inizio;fine;materia;aula;docente;settimana
///     lunedì;1;08:00;09:00;matematica;12;Rossi;
struct TimetableFile {
    let detector: SubjectDetectionService
    let now: Date
    /// Whether the timetable follows a cycle of school days: then a bare number in the day column is a day of it.
    var cycle = false

    /// Every column a header may name, by the field it fills.
    private static let headers: [String: String] = [
        "day": "day", "giorno": "day", "weekday": "day", "period": "period", "ora": "period", "hour": "period",
        "start": "start", "inizio": "start", "end": "end", "fine": "end", "subject": "subject",
        "materia": "subject", "room": "room", "aula": "room", "teacher": "teacher", "docente": "teacher",
        "prof": "teacher", "insegnante": "teacher", "week": "week", "settimana": "week",
    ]

    /// The lessons of `text`, each in the timetable starting on `validFrom`. Throws ``ImportError``.
    func lessons(in text: String, validFrom: CalendarDay?) throws(ImportError) -> [Lesson] {
        // A spreadsheet's "CSV UTF-8" opens with a byte-order mark.
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        let firstLine = text.prefix { $0 != "\n" }
        let separator: Character =
            firstLine.contains("\t")
            ? "\t"
            : firstLine.filter { $0 == ";" }.count > firstLine.filter { $0 == "," }.count
                ? ";" : ","
        let rows: [(line: Int, fields: [String])]
        do {
            rows = try DelimitedText.rows(text, separator: separator).filter {
                $0.fields.contains { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            }
        } catch {
            throw .invalidLine(line: error.line, reason: error.reason, detail: "")
        }
        guard let header = rows.first else { throw .empty }
        let columns = header.fields.map { Self.headers[TextFolding.fold($0.trimmingCharacters(in: .whitespaces))] }
        guard columns.contains("day"), columns.contains("subject"),
            columns.contains("period") || columns.contains("start")
        else {
            throw .invalidLine(
                line: header.line, reason: "timetable.file.header", detail: header.fields.joined(separator: ","))
        }
        var lessons: [Lesson] = []
        for row in rows.dropFirst() {
            var fields: [String: String] = [:]
            for (index, value) in row.fields.enumerated() where index < columns.count {
                let trimmed = value.trimmingCharacters(in: .whitespaces)
                if let column = columns[index], !trimmed.isEmpty { fields[column] = trimmed }
            }
            lessons.append(try lesson(fields, line: row.line, validFrom: validFrom))
        }
        guard !lessons.isEmpty else { throw .empty }
        return lessons
    }

    /// One row's lesson. Throws ``ImportError/invalidLine(line:reason:detail:)``.
    private func lesson(_ fields: [String: String], line: Int, validFrom: CalendarDay?) throws(ImportError)
        -> Lesson
    {
        let dayText = fields["day"] ?? ""
        let bareNumber = Int(dayText.trimmingCharacters(in: .whitespaces))
        let weekday = cycle && bareNumber != nil ? nil : Weekday(named: dayText)
        let cycleDay =
            weekday != nil
            ? nil : cycle ? bareNumber ?? IntentRouter.cycleDay(named: dayText) : IntentRouter.cycleDay(named: dayText)
        guard weekday != nil || cycleDay != nil else {
            throw .invalidLine(line: line, reason: "timetable.file.day", detail: dayText)
        }
        let period = fields["period"].flatMap { Int($0.prefix { $0.isNumber }) }
        let start = fields["start"].flatMap { TimeOfDay(iso: $0.replacingOccurrences(of: ".", with: ":")) }
        let end = fields["end"].flatMap { TimeOfDay(iso: $0.replacingOccurrences(of: ".", with: ":")) }
        if fields["period"] != nil && period == nil || fields["start"] != nil && start == nil
            || fields["end"] != nil && end == nil || period == nil && start == nil
        {
            let slot = [fields["period"], fields["start"], fields["end"]].compactMap { $0 }.joined(separator: " ")
            throw .invalidLine(line: line, reason: "timetable.file.slot", detail: slot)
        }
        guard let subjectText = fields["subject"], let subject = detector.detect(in: subjectText) else {
            throw .invalidLine(line: line, reason: "timetable.file.subject", detail: fields["subject"] ?? "")
        }
        var week: Int?
        if let text = fields["week"] {
            week = TimetableRotation.week(named: text)
            guard week != nil else { throw .invalidLine(line: line, reason: "timetable.file.week", detail: text) }
        }
        return Lesson(
            weekday: weekday, cycleDay: cycleDay, period: period, start: start, end: end, subjectKey: subject,
            room: fields["room"],
            teacher: fields["teacher"], week: week, validFrom: validFrom, createdAt: now)
    }
}
