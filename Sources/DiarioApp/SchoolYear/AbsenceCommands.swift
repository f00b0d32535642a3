public import DiarioDomain
import DiarioLocalization

/// Absences, late entries and early exits: `diario absences` / `assenze` lists the school year's and what is left
/// of the quarter of its hours that may be missed; `absences add DAY`, `absences remove ID`.
public struct AbsenceCommands: Sendable {
    let context: AppContext

    /// Creates the commands over a context.
    public init(context: AppContext) { self.context = context }

    /// The school year of today.
    var schoolYear: DayRange { context.clock.today.schoolYear }

    /// Writes down an absence of `kind` on `day`; its hours are `hours`, else those the timetable says it missed.
    /// Throws ``UsageError/noLessonsToMiss(day:)`` when the timetable gives none and no hours are said, else
    /// ``DomainError``.
    public func add(
        day: CalendarDay, kind: AbsenceKind, period: Int?, time: TimeOfDay?, hours: Double?, note: String?
    ) throws {
        let calendar = try context.timetable.schoolCalendar()
        let missed = hours ?? calendar.hoursMissed(on: day, kind: kind, period: period, time: time)
        guard missed > 0 || hours != nil else {
            throw UsageError.noLessonsToMiss(day: context.localization.shortDate(day))
        }
        let saved = try context.absences.addAbsence(
            Absence(
                day: day, kind: kind, hours: missed, period: period, time: time, note: note,
                createdAt: context.clock.now()))
        let allowance = try allowance(calendar)
        if context.json {
            context.console.out(JSONOutput.line(AbsenceJSON(saved)))
            return
        }
        context.console.out(
            context.localization.text("absence.added", ["absence": line(saved), "left": summary(allowance)]))
        warnIfLow(allowance)
    }

    /// The school year's absences, oldest first, then the hours missed beside the limit.
    public func list() throws {
        let absences = try context.absences.absences(in: schoolYear)
        let allowance = try allowance(try context.timetable.schoolCalendar())
        if context.json {
            context.console.out(JSONOutput.line(AbsencesJSON(absences: absences, allowance: allowance)))
            return
        }
        if absences.isEmpty { context.console.out(context.localization.text("absence.none")) }
        absences.forEach { context.console.out("  " + line($0)) }
        context.console.out(context.style.bold(summary(allowance)))
        warnIfLow(allowance)
    }

    /// Removes an absence; undo brings it back.
    public func remove(id: Int64) throws {
        let removed = try context.absences.removeAbsence(id: id)
        context.console.out(
            context.localization.text(
                "absence.removed", ["absence": line(removed), "undo": UndoCommands.hint(context)]))
    }

    /// The year's allowance: its hours from today's timetable, the hours missed from the year's absences.
    func allowance(_ calendar: SchoolCalendar) throws -> AbsenceAllowance {
        let used = try context.absences.absences(in: schoolYear).reduce(0) { $0 + $1.hours }
        return AbsenceAllowance(weeklyHours: calendar.weeklyHours(on: context.clock.today), used: used)
    }

    /// "Ore perse quest'anno: 12 su 247,5 consentite (un quarto di 990); ne restano 235,5."
    func summary(_ allowance: AbsenceAllowance) -> String {
        guard allowance.yearlyHours > 0 else {
            return context.localization.text("absence.summaryNoTimetable", ["used": context.decimal(allowance.used)])
        }
        return context.localization.text(
            "absence.summary",
            [
                "used": context.decimal(allowance.used), "limit": context.decimal(allowance.limit),
                "yearly": context.decimal(allowance.yearlyHours), "left": context.decimal(max(0, allowance.left)),
            ])
    }

    /// A warning once three quarters of the limit are gone, and another past it.
    private func warnIfLow(_ allowance: AbsenceAllowance) {
        guard allowance.isRunningLow else { return }
        let key = allowance.left < 0 ? "absence.overLimit" : "absence.runningLow"
        context.console.err(
            context.style.warning(context.localization.text(key, ["left": context.decimal(max(0, allowance.left))])))
    }

    /// "#3 gio 20 nov · entrata in 2a ora · 1 ora (visita medica)".
    private func line(_ absence: Absence) -> String {
        let l10n = context.localization
        var what: String
        switch absence.kind {
        case .absent: what = l10n.text("absence.kind.absent")
        case .late, .early:
            let when =
                absence.period.map { l10n.text("absence.inPeriod", ["n": String($0)]) }
                ?? absence.time.map { l10n.text("absence.atTime", ["time": $0.iso]) } ?? ""
            what = l10n.text("absence.kind.\(absence.kind.rawValue)", ["when": when])
        }
        what +=
            " · "
            + l10n.text(
                absence.hours == 1 ? "absence.hour" : "absence.hours", ["hours": context.decimal(absence.hours)])
        if let note = absence.note { what += " (\(note))" }
        return "#\(absence.id ?? 0) " + l10n.shortDate(absence.day) + " · " + what
    }
}

/// An absence as `--json` prints it.
struct AbsenceJSON: Encodable {
    let id: Int64
    let day: String
    let kind: String
    let hours: Double
    let period: Int?
    let time: String?
    let note: String?

    init(_ absence: Absence) {
        id = absence.id ?? 0
        day = absence.day.iso
        kind = absence.kind.rawValue
        hours = absence.hours
        period = absence.period
        time = absence.time?.iso
        note = absence.note
    }
}

/// The year's absences and allowance as `--json` prints them.
struct AbsencesJSON: Encodable {
    let absences: [AbsenceJSON]
    let yearlyHours: Double
    let limit: Double
    let used: Double
    let left: Double
    let runningLow: Bool

    enum CodingKeys: String, CodingKey {
        case absences, limit, used, left
        case yearlyHours = "yearly_hours"
        case runningLow = "running_low"
    }

    init(absences: [Absence], allowance: AbsenceAllowance) {
        self.absences = absences.map(AbsenceJSON.init)
        yearlyHours = allowance.yearlyHours
        limit = allowance.limit
        used = allowance.used
        left = allowance.left
        runningLow = allowance.isRunningLow
    }
}
