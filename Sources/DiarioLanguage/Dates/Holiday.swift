import DiarioDomain

/// The days a school year turns on, by the Italian calendar (and a few English names): fixed dates, Easter by the
/// Gregorian computus and the days that hang on it, Thanksgiving as the fourth Thursday of November.
enum Holiday: Sendable {
    /// The same month and day every year.
    case fixed(month: Int, day: Int)
    /// Easter Sunday plus `days` (Pasquetta +1, martedì grasso −47).
    case easter(days: Int)
    /// The fourth Thursday of November.
    case thanksgiving
    /// The `place`th `weekday` of `month` (-1 the last): Mother's Day is the second Sunday of May.
    case nthWeekday(month: Int, weekday: Weekday, place: Int)

    /// The holiday in `year`.
    func day(in year: Int) -> CalendarDay? {
        switch self {
        case .fixed(let month, let day):
            return CalendarDay(year: year, month: month, day: day)
        case .easter(let days):
            return Self.easterSunday(year).map { $0.adding(days: days) }
        case .thanksgiving:
            guard let first = CalendarDay(year: year, month: 11, day: 1) else { return nil }
            let toThursday = (4 - first.weekday.rawValue + 7) % 7
            return first.adding(days: toThursday + 21)
        case .nthWeekday(let month, let weekday, let place):
            guard let first = CalendarDay(year: year, month: month, day: 1) else { return nil }
            return DateExpressionParser.weekday(weekday, place: place, inMonthOf: first)
        }
    }

    /// The next time the holiday comes, today included.
    func next(onOrAfter today: CalendarDay) -> CalendarDay? {
        if let day = day(in: today.year), day >= today { return day }
        return day(in: today.year + 1)
    }

    /// Easter Sunday of the Gregorian calendar.
    static func easterSunday(_ year: Int) -> CalendarDay? { CalendarDay.easterSunday(in: year) }

    /// How students write them, in both languages (folded when indexed).
    static let phrases: [(String, Holiday)] = [
        ("natale", .fixed(month: 12, day: 25)), ("christmas", .fixed(month: 12, day: 25)),
        ("christmas day", .fixed(month: 12, day: 25)), ("vigilia", .fixed(month: 12, day: 24)),
        ("la vigilia", .fixed(month: 12, day: 24)), ("vigilia di natale", .fixed(month: 12, day: 24)),
        ("christmas eve", .fixed(month: 12, day: 24)), ("santo stefano", .fixed(month: 12, day: 26)),
        ("boxing day", .fixed(month: 12, day: 26)), ("capodanno", .fixed(month: 1, day: 1)),
        ("new year's day", .fixed(month: 1, day: 1)), ("new years day", .fixed(month: 1, day: 1)),
        ("san silvestro", .fixed(month: 12, day: 31)), ("new year's eve", .fixed(month: 12, day: 31)),
        ("new years eve", .fixed(month: 12, day: 31)), ("epifania", .fixed(month: 1, day: 6)),
        ("befana", .fixed(month: 1, day: 6)), ("la befana", .fixed(month: 1, day: 6)),
        ("san valentino", .fixed(month: 2, day: 14)), ("valentine's day", .fixed(month: 2, day: 14)),
        ("festa della liberazione", .fixed(month: 4, day: 25)), ("primo maggio", .fixed(month: 5, day: 1)),
        ("festa dei lavoratori", .fixed(month: 5, day: 1)), ("festa della repubblica", .fixed(month: 6, day: 2)),
        ("ferragosto", .fixed(month: 8, day: 15)), ("ognissanti", .fixed(month: 11, day: 1)),
        ("tutti i santi", .fixed(month: 11, day: 1)), ("halloween", .fixed(month: 10, day: 31)),
        ("immacolata", .fixed(month: 12, day: 8)), ("l'immacolata", .fixed(month: 12, day: 8)),
        ("pasqua", .easter(days: 0)), ("easter", .easter(days: 0)), ("easter sunday", .easter(days: 0)),
        ("pasquetta", .easter(days: 1)), ("easter monday", .easter(days: 1)),
        ("lunedi dell'angelo", .easter(days: 1)), ("carnevale", .easter(days: -47)),
        ("martedi grasso", .easter(days: -47)), ("giovedi grasso", .easter(days: -52)),
        ("mardi gras", .easter(days: -47)), ("thanksgiving", .thanksgiving),
        ("xmas", .fixed(month: 12, day: 25)), ("xmas day", .fixed(month: 12, day: 25)),
        ("vigilia di capodanno", .fixed(month: 12, day: 31)), ("notte di san silvestro", .fixed(month: 12, day: 31)),
        ("primo dell'anno", .fixed(month: 1, day: 1)), ("primo gennaio", .fixed(month: 1, day: 1)),
        ("festa degli innamorati", .fixed(month: 2, day: 14)), ("valentine day", .fixed(month: 2, day: 14)),
        ("valentines day", .fixed(month: 2, day: 14)), ("idi di marzo", .fixed(month: 3, day: 15)),
        ("le idi di marzo", .fixed(month: 3, day: 15)), ("ides of march", .fixed(month: 3, day: 15)),
        ("the ides of march", .fixed(month: 3, day: 15)), ("festa del papa", .fixed(month: 3, day: 19)),
        ("festa di san giuseppe", .fixed(month: 3, day: 19)), ("san giuseppe", .fixed(month: 3, day: 19)),
        ("anniversario della liberazione", .fixed(month: 4, day: 25)), ("festa del lavoro", .fixed(month: 5, day: 1)),
        ("giorno dei lavoratori", .fixed(month: 5, day: 1)), ("festa dei santi", .fixed(month: 11, day: 1)),
        ("giorno dei santi", .fixed(month: 11, day: 1)), ("il giorno dei santi", .fixed(month: 11, day: 1)),
        ("all saints day", .fixed(month: 11, day: 1)), ("all saints' day", .fixed(month: 11, day: 1)),
        ("giorno dei morti", .fixed(month: 11, day: 2)), ("commemorazione dei defunti", .fixed(month: 11, day: 2)),
        ("independence day", .fixed(month: 7, day: 4)),
        ("festa della mamma", .nthWeekday(month: 5, weekday: .sunday, place: 2)),
        ("mother's day", .nthWeekday(month: 5, weekday: .sunday, place: 2)),
        ("mothers day", .nthWeekday(month: 5, weekday: .sunday, place: 2)),
        ("father's day", .nthWeekday(month: 6, weekday: .sunday, place: 3)),
        ("fathers day", .nthWeekday(month: 6, weekday: .sunday, place: 3)),
        ("memorial day", .nthWeekday(month: 5, weekday: .monday, place: -1)),
        ("labor day", .nthWeekday(month: 9, weekday: .monday, place: 1)),
    ]
}
