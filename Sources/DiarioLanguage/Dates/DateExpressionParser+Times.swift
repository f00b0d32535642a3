internal import DiarioDomain

/// Clock times: "at 9am", "alle 14:30", "15:30", "3pm", "15h00", "8.30", "mezzogiorno", "half past three",
/// "quarter to five", "at ten thirty", "alle tre e un quarto", "alle 11 e mezza", "alle 3 del pomeriggio".
///
/// A time stands alone when its form says it is one (a colon or a dot with minutes, am/pm, noon, "half past"); a
/// bare hour needs a marker ("at 9", "alle 3", "ore 8"), and so does an "h" form but one of ten or more with minutes
/// ("15h00"): "2h", "1h15", "10h" alone are durations. An hour from 1 to 7 with no "am" or morning
/// word is in the afternoon (school ends around two: "alle 3" is 15:00).
extension DateExpressionParser {
    // The small sets of a time's words, looked up rather than built as arrays at every call.
    private static let articlesBeforeHour: WordSet = ["le", "ore", "the", "l'"]
    private static let byBeforeHour: WordSet = ["per", "dopo", "prima"]
    private static let articlesAfterBy: WordSet = ["le", "l'", "delle", "dell'"]
    private static let deadlineMarkers: WordSet = ["by", "entro", "before"]
    private static let meridiems: WordSet = ["am", "pm"]
    private static let plusOrMinus: WordSet = ["e", "meno"]
    private static let pastOrTo: WordSet = ["past", "to"]
    private static let beforePartOfDay: WordSet = ["di", "del", "della", "in", "the", "at"]

    func matchTime(_ tokens: [Token], at i: Int) throws(LanguageError) -> (time: TimeOfDay, end: Int)? {
        var index = i
        var marked = false
        let word = tokens[i].folded
        let next = i + 1 < tokens.count ? tokens[i + 1].folded : ""
        if DateVocabulary.timeMarkers.contains(word) {
            marked = true
            index += 1
            if index < tokens.count, Self.articlesBeforeHour.contains(tokens[index].folded) { index += 1 }
        } else if Self.byBeforeHour.contains(word), Self.articlesAfterBy.contains(next) {
            marked = true  // "per le 15", "dopo le 14", "prima delle 11"
            index += 2
        }
        let article = index > i + 1  // "entro le 10", "alle ore 9": clearly a time
        guard index < tokens.count, tokens[index].kind != .quoted else { return nil }
        if let time = DateVocabulary.namedTimes[tokens[index].folded] { return (time, index + 1) }
        if let english = try englishPastOrTo(tokens, at: index) { return english }
        // A part of the day after an hour makes it a time with no marker ("le tre del pomeriggio", "3 in the AM").
        let leadsPart = word == "le" || Self.startsWithDigit(tokens, at: index)
        let partFollows = { (end: Int) in self.partOfDay(tokens, at: end).meridiem != nil }
        var face = try clockFace(tokens, at: index, marked: marked)
        if face == nil, word == "le", index + 1 < tokens.count {
            index += 1
            face = try clockFace(tokens, at: index, marked: true)
        }
        guard var clock = face else { return nil }
        if !marked, !clock.explicit, !(leadsPart && partFollows(clock.end) && clock.hour <= 12) { return nil }
        if clock.bare, !article, Self.deadlineMarkers.contains(tokens[i].folded) {
            return nil  // "by 5" is too often a count; "by 5pm" and "entro le 5" are times
        }
        if clock.meridiem == nil, let minutes = italianMinutes(tokens, at: clock.end) {
            clock.minute = minutes.minute
            clock.hourShift = minutes.hourShift
            clock.end = minutes.end
        }
        let part = partOfDay(tokens, at: clock.end)
        var hour = Self.hour(clock.hour, in: clock.meridiem ?? part.meridiem)
        hour = (hour + clock.hourShift + 24) % 24
        guard let time = TimeOfDay(hour: hour, minute: clock.minute) else {
            throw .impossibleTime(text: String(tokens[index].text))
        }
        return (time, part.end)
    }

    /// An hour and minute as written: "9", "9am", "9 pm", "15:30", "8.30", "15h00", "15h", or with a marker an
    /// hour word ("otto", "ten") and English minutes ("ten thirty").
    private struct ClockFace {
        var hour: Int
        var minute = 0
        var meridiem: String?
        var hourShift = 0
        var end: Int
        /// The form says it is a time (minutes, am/pm), so no marker is needed.
        var explicit: Bool
        /// A bare hour number with nothing else.
        var bare: Bool
    }

    private func clockFace(_ tokens: [Token], at index: Int, marked: Bool) throws(LanguageError) -> ClockFace? {
        let word = tokens[index].folded
        if marked, let hour = DateVocabulary.hourWords[word] {
            var face = ClockFace(hour: hour, end: index + 1, explicit: false, bare: false)
            // "ten thirty", "three fifteen": English minutes of ten or more right after the hour.
            if face.end < tokens.count, let minute = DateVocabulary.minuteWords[tokens[face.end].folded], minute > 10 {
                face.minute = minute
                face.end += 1
            }
            if face.end < tokens.count, Self.meridiems.contains(tokens[face.end].folded) {
                face.meridiem = tokens[face.end].folded
                face.end += 1
            }
            return face
        }
        guard Self.startsWithDigit(tokens, at: index), !isCounted(tokens, at: index) else { return nil }
        var text = word
        var end = index + 1
        if end < tokens.count, Self.meridiems.contains(tokens[end].folded), tokens[index].kind == .number {
            text += tokens[end].folded
            end += 1
        }
        var meridiem: String?
        if text.utf8HasSuffix("am") || text.utf8HasSuffix("pm") {
            meridiem = String(text.suffix(2))
            text = String(text.dropLast(2))
        } else if text.contains(":"), text.utf8HasSuffix("a") || text.utf8HasSuffix("p") {
            meridiem = text.utf8HasSuffix("a") ? "am" : "pm"  // "3:15p", "3:18a"
            text = String(text.dropLast())
        }
        let fields = text.split(maxSplits: 1, omittingEmptySubsequences: false) { ":.h".contains($0) }
        guard fields.count == 2 || fields[0].count == text.count,
            fields.allSatisfy({ $0.allSatisfy(\.isNumber) }), !fields[0].isEmpty, fields[0].count <= 2,
            let hour = Int(fields[0])
        else { return nil }
        let hasMinutes = fields.count == 2 && !fields[1].isEmpty
        if fields.count == 2 {
            // "15:30", "8.30", "15h00", "15h": minutes in two digits, or none after "h".
            let separator = text[fields[0].endIndex]
            guard hasMinutes ? fields[1].count == 2 : separator == "h" else { return nil }
        }
        let minute = hasMinutes ? Int(fields[1]) ?? 99 : 0
        if meridiem != nil, !(1...12).contains(hour) { throw .impossibleTime(text: String(tokens[index].text)) }
        let duration = fields.count == 2 && text[fields[0].endIndex] == "h" && (hour < 10 || !hasMinutes)
        var face = ClockFace(
            hour: hour, minute: minute, meridiem: meridiem, end: end,
            explicit: meridiem != nil || fields.count == 2 && !duration, bare: meridiem == nil && fields.count == 1)
        if face.hour > 23 || face.minute > 59 {
            guard face.explicit else { return nil }
            throw .impossibleTime(text: String(tokens[index].text))
        }
        if hasMinutes { face.bare = false }
        return face
    }

    /// Italian minutes after an hour: "e mezza", "e mezzo", "e un quarto", "e tre quarti", "e 10", "e venti",
    /// "meno un quarto", "meno dieci".
    private func italianMinutes(_ tokens: [Token], at i: Int) -> (minute: Int, hourShift: Int, end: Int)? {
        guard i + 1 < tokens.count, Self.plusOrMinus.contains(tokens[i].folded) else { return nil }
        let minus = tokens[i].folded == "meno"
        var index = i + 1
        var minutes: Int?
        switch tokens[index].folded {
        case "mezza", "mezzo": minutes = 30
        case "quarto": minutes = 15
        case "un" where index + 1 < tokens.count && tokens[index + 1].folded == "quarto":
            minutes = 15
            index += 1
        case "tre" where index + 1 < tokens.count && tokens[index + 1].folded == "quarti":
            minutes = 45
            index += 1
        case let word:
            if tokens[index].kind == .number, let value = Int(word), (1...59).contains(value) {
                minutes = value
            } else {
                minutes = DateVocabulary.minuteWords[word]
            }
        }
        guard let minutes else { return nil }
        return minus ? (60 - minutes, -1, index + 1) : (minutes, 0, index + 1)
    }

    /// "half past three", "quarter past four", "quarter to five", "ten past six", "twenty to nine".
    private func englishPastOrTo(_ tokens: [Token], at i: Int) throws(LanguageError) -> (time: TimeOfDay, end: Int)? {
        guard i + 2 < tokens.count, Self.pastOrTo.contains(tokens[i + 1].folded) else { return nil }
        let minutes: Int
        switch tokens[i].folded {
        case "half": minutes = 30
        case "quarter": minutes = 15
        case let word:
            guard let value = DateVocabulary.minuteWords[word], value < 30 else { return nil }
            minutes = value
        }
        guard var hour = DateVocabulary.hourWords[tokens[i + 2].folded] ?? Int(tokens[i + 2].folded),
            (1...12).contains(hour)
        else { return nil }
        var minute = minutes
        if tokens[i + 1].folded == "to" {
            hour -= 1
            minute = 60 - minutes
        }
        let part = partOfDay(tokens, at: i + 3)
        guard let time = TimeOfDay(hour: Self.hour(hour, in: part.meridiem) % 24, minute: minute) else { return nil }
        return (time, part.end)
    }

    /// The hour on a 24-hour clock: "am" keeps the morning, "pm" moves to the afternoon, "night" moves 8 to 11
    /// to the evening; with no part of the day, 1 to 7 is in the afternoon.
    static func hour(_ hour: Int, in meridiem: String?) -> Int {
        switch meridiem {
        case "am": return hour == 12 ? 0 : hour
        case "pm": return hour < 12 ? hour + 12 : hour
        case "night": return hour == 12 ? 0 : (8...11).contains(hour) ? hour + 12 : hour
        default: return (1...7).contains(hour) ? hour + 12 : hour
        }
    }

    /// A part of the day after a clock time: "o'clock", "pm", "del pomeriggio", "di sera", "in the morning",
    /// "di notte". A word that is also a day ("domattina", "stasera") sets the part of the day but is left for
    /// the day parser, with its "di".
    private func partOfDay(_ tokens: [Token], at i: Int) -> (meridiem: String?, end: Int) {
        var start = i
        if start + 1 < tokens.count, tokens[start].folded == "o'", tokens[start + 1].folded == "clock" { start += 2 }
        if start < tokens.count, tokens[start].folded == "oclock" { start += 1 }
        var index = start
        while index < tokens.count, Self.beforePartOfDay.contains(tokens[index].folded) {
            index += 1
        }
        guard index < tokens.count else { return (nil, start) }
        let word = tokens[index].folded
        let meridiem: String
        if DateVocabulary.nightParts.contains(word) {
            meridiem = "night"
        } else if DateVocabulary.laterParts.contains(word) {
            meridiem = "pm"
        } else if DateVocabulary.earlierParts.contains(word) {
            meridiem = "am"
        } else {
            return (nil, start)
        }
        return (meridiem, DateVocabulary.relativeDays[word] != nil ? start : index + 1)
    }
}
