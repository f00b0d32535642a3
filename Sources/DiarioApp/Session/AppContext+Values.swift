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

    /// The day `text` names, read backwards as an absence is: "lunedì" is the Monday just gone (today counts),
    /// "3/11" the last 3 November; "domani" and an ISO date stay as they are (an exit already planned). Throws
    /// ``UsageError/notADay(text:)``.
    public func pastDay(named text: String) throws -> CalendarDay {
        let day = try day(named: text)
        let today = clock.today
        let ahead = ["domani", "dopodomani", "tomorrow"].contains { text.lowercased().contains($0) }
        guard day > today, !ahead, CalendarDay(iso: text.trimmingCharacters(in: .whitespaces)) == nil else {
            return day
        }
        return today.days(until: day) <= 7 ? day.adding(days: -7) : day.adding(months: -12)
    }

    /// Every subject, hidden built-ins included, by key: what lines and tables name subjects from.
    func subjectsByKey() throws -> [String: Subject] {
        Dictionary(
            try subjects.subjects(includingHidden: true).map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
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
