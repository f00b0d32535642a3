internal import DiarioDomain

/// Weekdays, dates with a day number and the nth weekday of a month.
extension DateExpressionParser {
    // The small sets of words the phrases below are made of, looked up rather than written out as arrays at each
    // place: an array of strings is built and destroyed at every call, and these run for most lines.
    private static let theBeforeNext: WordSet = ["il", "la"]
    private static let nextAfterWeekday: WordSet = ["prossimo", "prossima"]
    private static let thisBeforeWeekday: WordSet = ["this", "questo", "questa"]
    private static let ofMarkers: WordSet = ["di", "del"]
    private static let atBeforeTime: WordSet = ["at", "alle", "all'", "h", "ore"]
    private static let weekendShortNames: WordSet = ["sat", "sun"]
    private static let theBeforePlace: WordSet = ["il", "the", "l'", "la"]
    private static let dayNouns: WordSet = ["day", "giorno"]
    private static let ofBeforeMonth: WordSet = ["of", "di", "del", "dell'", "in"]
    private static let theBeforeDayNumber: WordSet = ["the", "il", "on", "al", "dal", "l'"]
    static let ofWords: WordSet = ["of", "di", "del"]
    private static let inBeforeMonth: WordSet = ["a", "in", "ad", "nel"]
    /// "set" and "mar", too often other words (a set, Tuesday) to lead a date or a range.
    static let ambiguousMonthNames: WordSet = ["set", "mar"]
    private static let theBeforeDay: WordSet = ["il", "the"]
    private static let theOrOnBeforeDay: WordSet = ["il", "the", "on"]
    private static let ofBeforeWeek: WordSet = ["of", "della", "di", "del"]
    private static let theBeforeMonth: WordSet = ["the", "il", "lo"]
    private static let nextMonthWords: WordSet = ["next", "prossimo"]
    private static let thisMonthWords: WordSet = ["this", "questo"]
    private static let monthNouns: WordSet = ["month", "mese"]

    /// "friday", "this friday", "next friday", "venerdì prossimo", "il prossimo venerdì", "wednesday next week",
    /// "martedì di questa settimana"; a weekday with a day number ("lunedì 7", "friday the 27th") is the next
    /// such date, and a weekday followed by a full date ("sabato 28 novembre") is that date.
    func weekdayPhrase(_ tokens: [Token], at i: Int, today: CalendarDay, lastMeaningful: Int)
        throws(LanguageError) -> (day: CalendarDay, end: Int)?
    {
        var index = i
        var nextWeek = false
        var lastWeek = false
        let word = tokens[index].folded
        if DateVocabulary.pastWeekdayBefore.contains(word), index + 1 < tokens.count,
            DateVocabulary.weekdays[tokens[index + 1].folded] != nil
        {
            lastWeek = true
            index += 1
        } else if word == "next" || word == "prossimo" || word == "prossima" {
            nextWeek = true
            index += 1
        } else if Self.theBeforeNext.contains(word), index + 1 < tokens.count,
            Self.nextAfterWeekday.contains(tokens[index + 1].folded)
        {
            nextWeek = true
            index += 2
        } else if Self.thisBeforeWeekday.contains(word) {
            index += 1
        }
        guard index < tokens.count else { return nil }
        let name = tokens[index].folded
        var weekday = DateVocabulary.weekdays[name]
        if weekday == nil, let short = DateVocabulary.shortWeekdays[name] {
            // "di" and "del" mark no short name ("del mar morto" is the Dead Sea).
            let before = i > 0 ? tokens[i - 1].folded : ""
            let marked = index > i || DateVocabulary.dueMarkers.contains(before) && !Self.ofMarkers.contains(before)
            let last = index >= lastMeaningful
            let heading = index == 0 && index + 1 < tokens.count && tokens[index + 1].text == ":"  // "tue: essay"
            let numbered = dayNumberAfterWeekday(tokens, at: index + 1) != nil  // "gio 26"
            // "wed at 11:15", "ven alle 10"; "ven verifica di tedesco": a time after it, or a kind after it first.
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            let timed = next.map { Self.atBeforeTime.contains($0.folded) } == true
            let heads =
                index == 0 && next?.traits.contains(.kindStart) == true && !Self.weekendShortNames.contains(name)
            if marked || last || heading || numbered || timed || heads { weekday = short }
        }
        guard let weekday else { return nil }
        var end = index + 1
        if end < tokens.count, Self.nextAfterWeekday.contains(tokens[end].folded) {
            nextWeek = true
            end += 1
        } else if end < tokens.count, DateVocabulary.pastWeekdayAfter.contains(tokens[end].folded) {
            lastWeek = true
            end += 1
        } else if end + 1 < tokens.count, tokens[end].folded == "after", tokens[end + 1].folded == "next" {
            nextWeek = true  // "friday after next"
            end += 2
        }
        if lastWeek {
            // "martedì scorso", "last tuesday": the one before today, 1 to 7 days back.
            var back = (today.weekday.rawValue - weekday.rawValue + 7) % 7
            if back == 0 { back = 7 }
            return (today.adding(days: -back), end)
        }
        let dateAt = end < tokens.count && tokens[end].text == "," ? end + 1 : end  // "Fri, Sep 20"
        if let dated = try numericDate(tokens, at: dateAt, today: today) { return dated }
        if let dated = try namedMonthDate(tokens, at: dateAt, today: today) { return dated }
        if let numbered = dayNumberAfterWeekday(tokens, at: end) {
            return (next(weekday, dayOfMonth: numbered.day, from: today), numbered.end)
        }
        if let week = weekAfterWeekday(tokens, at: end) {
            let monday = week.next ? mondayOfNextWeek(after: today) : today.adding(days: 1 - today.weekday.rawValue)
            return (monday.adding(days: weekday.rawValue - 1), week.end)
        }
        if nextWeek {
            return (mondayOfNextWeek(after: today).adding(days: weekday.rawValue - 1), end)
        }
        var ahead = (weekday.rawValue - today.weekday.rawValue + 7) % 7
        if ahead == 0 { ahead = 7 }
        return (today.adding(days: ahead), end)
    }

    /// The day number after a weekday ("lunedì 7", "friday the 27th"), unless it counts something ("lunedì 3
    /// esercizi") or is a time.
    private func dayNumberAfterWeekday(_ tokens: [Token], at i: Int) -> (day: Int, end: Int)? {
        var index = i
        if index < tokens.count, tokens[index].folded == "the" { index += 1 }
        guard let number = dayOfMonth(tokens, at: index, words: false) else { return nil }
        if number.end < tokens.count, DateVocabulary.countedNouns.contains(tokens[number.end].folded) { return nil }
        return number
    }

    /// "next week", "of next week", "della prossima settimana", "this week", "di questa settimana" after a
    /// weekday: which week, and where the phrase ends.
    private func weekAfterWeekday(_ tokens: [Token], at i: Int) -> (next: Bool, end: Int)? {
        var index = i
        if index < tokens.count, Self.ofBeforeWeek.contains(tokens[index].folded) { index += 1 }
        guard index < tokens.count, let match = Self.fixedPhrases.longest(at: index, in: tokens.lazyFolded) else {
            return nil
        }
        switch match.value {
        case .nextWeek: return (true, match.end)
        case .sundayOfThisWeek: return (false, match.end)
        default: return nil
        }
    }

    /// The next date with that day of the month that falls on `weekday`, within a year; else the next date
    /// with that day of the month (the number wins over the weekday, as a date wins in "sabato 28 novembre").
    private func next(_ weekday: Weekday, dayOfMonth number: Int, from today: CalendarDay) -> CalendarDay {
        var first: CalendarDay?
        var month = CalendarDay(year: today.year, month: today.month, day: 1) ?? today
        for _ in 0..<13 {
            if let candidate = CalendarDay(year: month.year, month: month.month, day: number), candidate >= today {
                if candidate.weekday == weekday { return candidate }
                if first == nil { first = candidate }
            }
            month = month.adding(months: 1)
        }
        return first ?? today
    }

    /// "il primo martedì di dicembre", "the last friday of the month", "l'ultimo venerdì del mese", "first monday
    /// of december", "il secondo mercoledì di gennaio": the next such day on or after today.
    func nthWeekdayOfMonth(_ tokens: [Token], at i: Int, today: CalendarDay) throws(LanguageError)
        -> (day: CalendarDay, end: Int)?
    {
        var index = i
        if Self.theBeforePlace.contains(tokens[index].folded) { index += 1 }
        guard let (place, placeEnd) = weekdayPlace(tokens, at: index), placeEnd + 1 < tokens.count else { return nil }
        index = placeEnd
        let lastDay = place == -1 && Self.dayNouns.contains(tokens[index].folded)
        guard lastDay || DateVocabulary.weekdays[tokens[index].folded] != nil else { return nil }
        let weekday = DateVocabulary.weekdays[tokens[index].folded]
        index += 1
        if Self.ofBeforeMonth.contains(tokens[index].folded) { index += 1 }
        if index < tokens.count, tokens[index].folded == "the" { index += 1 }
        if index + 2 < tokens.count, tokens[index].folded == "mese", tokens[index + 1].folded == "di",
            DateVocabulary.months[tokens[index + 2].folded] != nil
        {
            index += 2  // "il primo martedì del mese di ottobre"
        }
        guard index < tokens.count else { return nil }
        if let month = DateVocabulary.months[tokens[index].folded] {
            var end = index + 1
            var years = today.year...(today.year + 1)
            if let year = fourDigitYear(tokens, at: end) {
                years = year...year
                end += 1
            }
            for year in years {
                guard let start = CalendarDay(year: year, month: month, day: 1) else { continue }
                let day =
                    lastDay ? start.endOfMonth : weekday.flatMap { Self.weekday($0, place: place, inMonthOf: start) }
                if let day, day >= today || years.count == 1 { return (day, end) }
            }
            return nil
        }
        guard let weekday else { return nil }
        guard let relative = relativeMonth(tokens, at: index, today: today) else { return nil }
        var start = relative.firstDay
        for _ in 0..<2 {
            if let day = Self.weekday(weekday, place: place, inMonthOf: start), day >= today {
                return (day, relative.end)
            }
            if relative.explicit { break }
            start = start.adding(months: 1)
        }
        return nil
    }

    /// A weekday's place in its month at `i` and where it ends: an ordinal word ("terzo", "last") or number ("3rd",
    /// "1°", "1 °"); a plain number is no place.
    private func weekdayPlace(_ tokens: [Token], at i: Int) -> (place: Int, end: Int)? {
        guard i < tokens.count else { return nil }
        if let place = DateVocabulary.ordinals[tokens[i].folded] { return (place, i + 1) }
        guard Self.startsWithDigit(tokens, at: i), let number = dayOfMonth(tokens, at: i, words: false),
            number.day <= 5, number.end > i + 1 || !tokens[i].folded.allSatisfy(\.isNumber)
        else { return nil }
        return (number.day, number.end)
    }

    /// A year of four digits at `i` ("ottobre 2014", "April 14, 2015"), after an optional comma.
    func fourDigitYear(_ tokens: [Token], at i: Int) -> Int? {
        var index = i
        if index < tokens.count, tokens[index].text == "," { index += 1 }
        guard index < tokens.count, tokens[index].kind == .number, tokens[index].folded.count == 4 else { return nil }
        return Int(tokens[index].folded).flatMap { (1900...2199).contains($0) ? $0 : nil }
    }

    /// The `place`th `weekday` of the month that `start` (its first day) opens; -1 is the last.
    static func weekday(_ weekday: Weekday, place: Int, inMonthOf start: CalendarDay) -> CalendarDay? {
        if place < 0 {
            let last = start.endOfMonth
            return last.adding(days: -((last.weekday.rawValue - weekday.rawValue + 7) % 7))
        }
        let first = start.adding(days: (weekday.rawValue - start.weekday.rawValue + 7) % 7)
        let day = first.adding(days: 7 * (place - 1))
        return day.month == start.month ? day : nil
    }

    /// "the month", "this month", "next month", "il mese", "questo mese", "il mese prossimo": the first day of
    /// that month; `explicit` when the student said which one ("next", "this").
    func relativeMonth(_ tokens: [Token], at i: Int, today: CalendarDay) -> (
        firstDay: CalendarDay, end: Int, explicit: Bool
    )? {
        var index = i
        if Self.theBeforeMonth.contains(tokens[index].folded) { index += 1 }
        guard index < tokens.count else { return nil }
        let thisMonth = CalendarDay(year: today.year, month: today.month, day: 1) ?? today
        var offset: Int?
        if Self.nextMonthWords.contains(tokens[index].folded) {
            offset = 1
            index += 1
        } else if Self.thisMonthWords.contains(tokens[index].folded) {
            offset = 0
            index += 1
        }
        guard index < tokens.count, Self.monthNouns.contains(tokens[index].folded) else { return nil }
        index += 1
        if offset == nil, index < tokens.count, Self.nextMonthWords.contains(tokens[index].folded) {
            offset = 1
            index += 1
        }
        return (thisMonth.adding(months: offset ?? 0), index, offset != nil)
    }

    /// "due 1-20", "entro 3-15": words of dates before a month-first pair joined by a dash, which make it a day.
    private static let numericDateLeads: WordSet = [
        "on", "due", "by", "for", "il", "entro", "per", "x", "al", "dal", "before", "until",
    ]

    /// "27/11", "27-11", "27/11/2026", "27/11/26", "2026-11-27": day first, month first only when
    /// the second number is over 12. "8.30" (a second number over 12 after a dot) is a time, not a date.
    func numericDate(_ tokens: [Token], at i: Int, today: CalendarDay) throws(LanguageError)
        -> (day: CalendarDay, end: Int)?
    {
        // An ISO date ("2027-03-15") is a date even after a counting word ("math exercises 2027-03-15").
        let iso =
            i < tokens.count && tokens[i].folded.utf8.count == 10 && tokens[i].folded.utf8.dropFirst(4).first == 0x2D
        guard i < tokens.count, tokens[i].kind == .number, iso || !isCounted(tokens, at: i) else { return nil }
        let text = tokens[i].folded
        let separators = text.filter { $0 == "/" || $0 == "-" || $0 == "." }
        guard !separators.isEmpty, Set(separators).count == 1, !text.contains(":") else { return nil }
        let parts = text.split(whereSeparator: { "/-.".contains($0) }).map(String.init)
        guard (2...3).contains(parts.count), let numbers = Optional(parts.compactMap { Int($0) }),
            numbers.count == parts.count
        else { return nil }
        if parts.count == 2, i + 1 < tokens.count, case .minutes = DateVocabulary.spanUnits[tokens[i + 1].folded] {
            return nil  // "1/2 h", "3/4 hour": a fraction of an hour
        }
        if parts.count == 3, parts[0].count == 4 {  // 2026-11-27
            guard let day = CalendarDay(year: numbers[0], month: numbers[1], day: numbers[2]) else {
                throw .impossibleDate(text: String(tokens[i].text))
            }
            return (day, i + 1)
        }
        guard parts[0].count <= 2, parts[1].count <= 2 else { return nil }
        if separators.first == ".", parts.count == 2, parts[1].count == 2, numbers[1] > 12, numbers[0] <= 23 {
            return nil
        }
        var dayNumber = numbers[0]
        var month = numbers[1]
        if month > 12, dayNumber <= 12 {
            // "hw 1-20", "#3-15": with no word of dates before it, a month-first pair joined by a dash is a range of
            // exercises more often than a day ("due 1-20" is 20 January).
            if separators.first == "-", parts.count == 2,
                !(i > 0 && Self.numericDateLeads.contains(tokens[i - 1].folded))
            {
                return nil
            }
            swap(&dayNumber, &month)
        }
        if parts.count == 3 {
            guard parts[2].count == 2 || parts[2].count == 4 else { return nil }
            let year = parts[2].count == 2 ? Self.century(ofTwoDigitYear: numbers[2], today: today) : numbers[2]
            guard let day = CalendarDay(year: year, month: month, day: dayNumber) else {
                throw .impossibleDate(text: String(tokens[i].text))
            }
            return (day, i + 1)
        }
        guard let day = upcoming(month: month, day: dayNumber, from: today) else {
            throw .impossibleDate(text: String(tokens[i].text))
        }
        return (day, i + 1)
    }

    /// "27 novembre", "27th November", "the 27th of November", "Nov 27", "Nov 27th", "primo dicembre",
    /// "the first of March", "1° marzo", "il secondo giorno di dicembre", "il 20 del mese prossimo",
    /// "20th of next month".
    func namedMonthDate(_ tokens: [Token], at i: Int, today: CalendarDay) throws(LanguageError)
        -> (day: CalendarDay, end: Int)?
    {
        guard i < tokens.count else { return nil }
        var index = i
        if Self.theBeforeDayNumber.contains(tokens[index].folded) { index += 1 }
        if index < tokens.count, tokens[index].folded == "the" { index += 1 }
        guard index < tokens.count else { return nil }
        if let number = dayOfMonth(tokens, at: index, words: true), !isCounted(tokens, at: index) {
            var monthIndex = number.end
            if monthIndex + 1 < tokens.count, Self.dayNouns.contains(tokens[monthIndex].folded) {
                monthIndex += 1
            }
            if monthIndex < tokens.count, Self.ofWords.contains(tokens[monthIndex].folded) { monthIndex += 1 }
            guard monthIndex < tokens.count else { return nil }
            if let month = DateVocabulary.months[tokens[monthIndex].folded] {
                return try dated(month: month, day: number.day, tokens, yearAt: monthIndex + 1, today: today)
            }
            if monthIndex > number.end, let relative = relativeMonth(tokens, at: monthIndex, today: today) {
                let start = relative.firstDay
                guard let day = CalendarDay(year: start.year, month: start.month, day: number.day) else {
                    throw .impossibleDate(text: tokens[i..<relative.end].map(\.text).joined(separator: " "))
                }
                return (day, relative.end)
            }
            return nil
        }
        // Month first ("Nov 27"); "set" and "mar" are too often other words (a set, Tuesday) to lead.
        if Self.inBeforeMonth.contains(tokens[index].folded) { index += 1 }
        guard index < tokens.count else { return nil }
        let monthWord = tokens[index].folded
        guard !Self.ambiguousMonthNames.contains(monthWord), let month = DateVocabulary.months[monthWord] else {
            return nil
        }
        if let number = dayOfMonth(tokens, at: index + 1, words: monthWord.count > 4) {  // "march first"
            return try dated(month: month, day: number.day, tokens, yearAt: number.end, today: today)
        }
        // "a febbraio il 10", "in march on the 10th": the month, then its day.
        var dayAt = index + 1
        if dayAt < tokens.count, tokens[dayAt].text == "," { dayAt += 1 }
        if dayAt < tokens.count, tokens[dayAt].folded == "on" { dayAt += 1 }
        guard dayAt + 1 < tokens.count, Self.theBeforeDay.contains(tokens[dayAt].folded),
            Self.startsWithDigit(tokens, at: dayAt + 1), let number = dayOfMonth(tokens, at: dayAt + 1, words: false)
        else { return nil }
        return try dated(month: month, day: number.day, tokens, yearAt: number.end, today: today)
    }

    private func dated(month: Int, day: Int, _ tokens: [Token], yearAt index: Int, today: CalendarDay)
        throws(LanguageError) -> (day: CalendarDay, end: Int)
    {
        let text = "\(day)/\(month)"
        if let year = fourDigitYear(tokens, at: index) {
            guard let date = CalendarDay(year: year, month: month, day: day) else {
                throw .impossibleDate(text: text)
            }
            return (date, index + (tokens[index].text == "," ? 2 : 1))
        }
        guard let date = upcoming(month: month, day: day, from: today) else {
            throw .impossibleDate(text: text)
        }
        return (date, index)
    }

    /// "on the 27th", "the 27th", "il 27", "per il 3", "entro il 15", "on the first" (at the end of the line):
    /// the next date with that day of the month, on or after today. A day that no month has ("il 45") is an
    /// error.
    func dayOfMonthAlone(_ tokens: [Token], at i: Int, today: CalendarDay, lastMeaningful: Int)
        throws(LanguageError) -> (day: CalendarDay, end: Int)?
    {
        // "al 15" ("sposta al 15") is a day; "dal 3 al 5" and "3 al 5" count.
        let toThe = tokens[i].folded == "al" && !(i > 0 && tokens[i - 1].kind == .number)
        // "la verifica del 18": the day of the work just named.
        let ofTheWork = tokens[i].folded == "del" && i > 0 && tokens[i - 1].traits.contains(.kindStart)
        let fromThe = tokens[i].folded == "dal" && !isCounted(tokens, at: i)  // "stage dal 20"
        let elided = tokens[i].folded == "l'"  // "l'11", "l'8"
        guard Self.theOrOnBeforeDay.contains(tokens[i].folded) || toThe || fromThe || elided || ofTheWork else {
            return nil
        }
        var index = i + 1
        if tokens[i].folded == "on", index < tokens.count, tokens[index].folded == "the" { index += 1 }
        guard index < tokens.count, tokens[index].kind != .quoted else { return nil }
        let text = tokens[index].folded
        let number: (day: Int, end: Int)?
        if tokens[i].folded == "il" || toThe || fromThe || elided || ofTheWork {
            // Italian writes "il 27"; "il primo" alone is too often "the first one", but not "dal primo".
            let word = fromThe && text == "primo"
            number =
                word
                ? (1, index + 1)
                : tokens[index].kind == .number ? dayOfMonth(tokens, at: index, words: false, allowLarge: true) : nil
        } else if let ordinal = DateVocabulary.ordinals[text], ordinal > 0, index == lastMeaningful {
            number = (ordinal, index + 1)  // "essay on the first"
        } else {
            // English needs an ordinal ("the 27th"; "the 3 chapters" is a count), or "on the" and the line's end.
            let ending = tokens[i].folded == "on" && index == lastMeaningful && tokens[index].kind == .number
            let ordinal = Self.startsWithDigit(tokens, at: index) && (Self.hasOrdinalSuffix(text) || ending)
            number = ordinal ? dayOfMonth(tokens, at: index, words: false, allowLarge: true) : nil
        }
        guard let number else { return nil }
        // "la ricerca del 5 maggio" names its month: the date is read from "5 maggio"; "esercizi del 40" is no day.
        if ofTheWork,
            !(1...31).contains(number.day)
                || number.end < tokens.count && DateVocabulary.months[tokens[number.end].folded] != nil
        {
            return nil
        }
        // "il 3 e il 4", "the 2 of us": a following counting context is not a date, but "il 45" is an error.
        guard (1...31).contains(number.day) else {
            throw .impossibleDate(text: "\(tokens[i].text) \(tokens[index].text)")
        }
        return nextDay(ofMonth: number.day, from: today).map { ($0, number.end) }
    }

    /// The next date with day of the month `number`, on or after today, within a year ("il 31" in November is
    /// 31 December); nil when no month has it.
    func nextDay(ofMonth number: Int, from today: CalendarDay) -> CalendarDay? {
        var month = CalendarDay(year: today.year, month: today.month, day: 1) ?? today
        for _ in 0..<13 {
            if let candidate = CalendarDay(year: month.year, month: month.month, day: number), candidate >= today {
                return candidate
            }
            month = month.adding(months: 1)
        }
        return nil
    }

    /// A day of the month at `i` and where it ends: a number, an ordinal ("27th", "1°", "1º"), or with `words`
    /// an ordinal word ("primo", "first"); nil for anything else.
    func dayOfMonth(_ tokens: [Token], at i: Int, words: Bool, allowLarge: Bool = false) -> (day: Int, end: Int)? {
        guard i < tokens.count, tokens[i].kind != .quoted else { return nil }
        if words, let ordinal = DateVocabulary.ordinals[tokens[i].folded] {
            return ordinal > 0 ? (ordinal, i + 1) : nil
        }
        // Most words start with no digit: they are turned away before their bytes are copied.
        guard let first = tokens[i].folded.utf8.first, (0x30...0x39).contains(first) else { return nil }
        let bytes = Array(tokens[i].folded.utf8)
        guard bytes.count <= 4 else { return nil }
        let digits = bytes.prefix { (0x30...0x39).contains($0) }
        let suffix = bytes[digits.count...]
        // "º", "ª", "°" by their bytes (none has another canonically equal spelling), no string made of the suffix.
        let ordinalSuffix =
            suffix.count == 2 && Self.hasOrdinalSuffix(tokens[i].folded)
            || Self.ordinalSigns.contains { $0.elementsEqual(suffix) }
        guard digits.count <= 2, suffix.isEmpty || ordinalSuffix else { return nil }
        let number = digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        guard number >= 1, allowLarge || number <= 31 else { return nil }
        var end = i + 1
        if suffix.isEmpty, end < tokens.count, ["°", "º", "ª"].contains(tokens[end].folded) { end += 1 }  // "1 °"
        return (number, end)
    }

    /// The UTF-8 bytes of "º", "ª" and "°", which may end a day's number ("1º").
    private static let ordinalSigns: [[UInt8]] = ["º", "ª", "°"].map { Array($0.utf8) }

    /// Whether a folded word ends in an English ordinal suffix ("1st", "2nd", "3rd", "27th").
    static func hasOrdinalSuffix(_ text: String) -> Bool {
        text.utf8HasSuffix("st") || text.utf8HasSuffix("nd") || text.utf8HasSuffix("rd") || text.utf8HasSuffix("th")
    }

    /// The next day with that month and day, this year if not yet past, else next year; nil if none exists
    /// (29 February is looked for up to eight years ahead).
    func upcoming(month: Int, day: Int, from today: CalendarDay) -> CalendarDay? {
        for year in today.year...(today.year + 8) {
            if let date = CalendarDay(year: year, month: month, day: day), date >= today { return date }
        }
        return nil
    }

    /// A two-digit year in the century that puts it nearest: up to 20 years ahead of today, else the century
    /// before ("27/11/26" is 2026, "31/10/74" is 1974).
    static func century(ofTwoDigitYear year: Int, today: CalendarDay) -> Int {
        let current = today.year / 100 * 100
        return current + year > today.year + 20 ? current - 100 + year : current + year
    }

    func mondayOfNextWeek(after today: CalendarDay) -> CalendarDay {
        today.adding(days: 8 - today.weekday.rawValue)
    }
}
