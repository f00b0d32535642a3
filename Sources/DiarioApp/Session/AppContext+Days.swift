public import DiarioDomain
import DiarioLanguage

extension AppContext {
    /// The day `text` names: "2026-12-23", or words read on today ("domani", "23 dicembre", "next friday"). Throws
    /// ``UsageError/notADay(text:)`` for anything else.
    public func day(named text: String) throws -> CalendarDay {
        if let day = CalendarDay(iso: text.trimmingCharacters(in: .whitespaces)) { return day }
        let expression = try? DateExpressionParser().phrase(text, today: clock.today, now: clock.timeOfDay)
        guard let day = expression?.day else { throw UsageError.notADay(text: text) }
        return day
    }
}
