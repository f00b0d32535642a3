public import DiarioDomain
import DiarioLanguage
import Foundation

extension AppContext {
    /// The day `text` names: "2026-12-23", or words read on today ("domani", "23 dicembre", "next friday"). Throws
    /// ``UsageError/notADay(text:)`` for anything else.
    public func day(named text: String) throws -> CalendarDay {
        if let day = CalendarDay(iso: text.trimmingCharacters(in: .whitespaces)) { return day }
        let expression = try? DateExpressionParser().phrase(text, today: clock.today, now: clock.timeOfDay)
        guard let day = expression?.day else { throw UsageError.notADay(text: text) }
        return day
    }

    /// A value with two decimals at most, with the language's decimal mark: "6,88" in Italian, "6.88" in English.
    func decimal(_ value: Double) -> String {
        // Halves round up, as a teacher rounds an average (7.625 is 7.63).
        var text = String(format: "%.2f", (value * 100).rounded() / 100)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return session.language == .it ? text.replacingOccurrences(of: ".", with: ",") : text
    }
}
