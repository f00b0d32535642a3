extension CalendarDay {
    /// Easter Sunday of the Gregorian calendar in `year` (the anonymous Gregorian algorithm, "Meeus/Jones/Butcher").
    public static func easterSunday(in year: Int) -> CalendarDay? {
        let a = year % 19
        let b = year / 100
        let c = year % 100
        let d = b / 4
        let e = b % 4
        let f = (b + 8) / 25
        let g = (b - f + 1) / 3
        let h = (19 * a + b - d - g + 15) % 30
        let i = c / 4
        let k = c % 4
        let l = (32 + 2 * e + 2 * i - h - k) % 7
        let m = (a + 11 * h + 22 * l) / 451
        let month = (h + l - 7 * m + 114) / 31
        let day = (h + l - 7 * m + 114) % 31 + 1
        return CalendarDay(year: year, month: month, day: day)
    }

    /// The school year this day falls in, as Italian schools count it: from 1 September to 31 August.
    public var schoolYear: DayRange {
        let first = month >= 9 ? year : year - 1
        return DayRange(
            CalendarDay(year: first, month: 9, day: 1) ?? self, CalendarDay(year: first + 1, month: 8, day: 31) ?? self)
    }

    /// The Monday of this day's week.
    public var monday: CalendarDay { adding(days: 1 - weekday.rawValue) }
}
