import DiarioDomain

@testable import DiarioLanguage

/// The two ways the language tests read a line: by the grammar alone, and by both readers, at 10:00 on `today`.
extension IntentRouter {
    /// What the grammar alone (no intent model) reads in `line`, Italian when the line could be either.
    func grammarAlone(_ line: String, today: CalendarDay) throws -> Request {
        var alone = self
        alone.intentModel = nil
        return try alone.route(line, today: today, now: TimeOfDay(hour: 10, minute: 0), fallback: .it).request
    }

    /// The decision of both readers on `line`, Italian when the line could be either.
    func bothReaders(_ line: String, today: CalendarDay) throws -> Utterance {
        try route(line, today: today, now: TimeOfDay(hour: 10, minute: 0), fallback: .it)
    }
}
