public import DiarioDomain

/// A due date named by a lesson of the timetable: "per la prossima lezione di storia", "for the second latin class
/// from today", "all'ultima lezione di latino prima di Natale". Which day it is depends on the timetable, which the
/// router is given (``IntentRouter/timetable``).
public struct LessonReference: Equatable, Sendable {
    /// Where the count of lessons starts.
    public enum Anchor: Equatable, Sendable {
        /// The lessons after this day, not counting it ("la prossima", "da oggi", "dopo quella di lunedì 7").
        case after(CalendarDay)
        /// The lessons from this day, counting it ("la lezione di martedì", "next week's class", "dopo Natale").
        case from(CalendarDay)
        /// The last lesson before this day ("l'ultima lezione prima di Natale").
        case lastBefore(CalendarDay)
    }

    /// The subject the phrase names ("di storia", "history"), or nil: then the task's subject, or any lesson.
    public var subjectKey: String?
    /// Which lesson, counting from 1 ("la seconda": 2; "dopo la prossima": 2).
    public var place: Int
    /// Where the count starts.
    public var anchor: Anchor

    /// Creates a reference.
    public init(subjectKey: String?, place: Int, anchor: Anchor) {
        self.subjectKey = subjectKey
        self.place = place
        self.anchor = anchor
    }

    /// The day of that lesson of `subject` in `calendar`, holidays and rotations counted; nil when the timetable has
    /// no such lesson within a year.
    public func day(in calendar: SchoolCalendar, subject: String?) -> CalendarDay? {
        switch anchor {
        case .after(let day): calendar.lessonDay(of: subject, place: place, after: day)
        case .from(let day): calendar.lessonDay(of: subject, place: place, from: day)
        case .lastBefore(let day): calendar.lastLessonDay(of: subject, before: day)
        }
    }
}

extension ParsedTask {
    /// The task due at the lesson `reference` names, of its subject when the task names none.
    func dueAt(_ reference: LessonReference) -> ParsedTask {
        var task = self
        task.lesson = reference
        task.subjectKey = subjectKey ?? reference.subjectKey
        return task
    }
}

extension IntentRouter {
    /// The nouns of a lesson.
    static let lessonNouns: WordSet = ["lezione", "lezioni", "lez", "class", "lesson", "lessons", "classes"]
    /// Words that say which lesson, before the noun.
    private static let lessonPlaces: WordMap<Int> = [
        "prossima": 1, "prossimo": 1, "prox": 1, "next": 1, "prima": 1, "first": 1, "1st": 1, "1a": 1,
        "seconda": 2, "second": 2, "2nd": 2, "2a": 2, "terza": 3, "third": 3, "3rd": 3, "3a": 3, "quarta": 4,
        "fourth": 4, "4th": 4, "4a": 4, "quinta": 5, "fifth": 5, "5th": 5, "5a": 5, "sesta": 6, "sixth": 6,
        "6th": 6, "6a": 6,
    ]
    /// Words that open the phrase and say that a due date follows.
    private static let strongLessonLeads: WordSet = ["per", "entro", "x", "for", "due", "by", "until", "till"]
    /// Words that open the phrase only when it also says which lesson or whose.
    private static let weakLessonLeads: WordSet = ["alla", "all", "all'", "at", "in", "on", "to"]
    /// Articles inside the phrase.
    private static let lessonArticles: WordSet = ["la", "l", "l'", "the", "una"]
    /// Words between the subject and a day that name it: "di", "prima delle vacanze di", "after the one on".
    private static let lessonDayLinks: WordSet = [
        "di", "del", "della", "dello", "dell'", "dei", "delle", "of", "on", "the", "dopo", "after", "prima", "before",
        "quella", "quello", "one", "le", "vacanze", "holidays", "holiday", "break", "da", "from", "s", "'s",
    ]
    /// Words after a holiday's name that belong to it: "dopo Natale e le vacanze", "after the christmas break".
    private static let breakWords: WordSet = ["vacanze", "holidays", "holiday", "break", "vacation", "hols"]

    /// `due` with the day of the lesson the line names, and the lesson phrase taken out of the title; nil when the
    /// line names none, or names a day of its own outside the phrase ("pay for the class trip by friday": the day
    /// said wins). Without a timetable the day is nil.
    func lessonDue(_ tokens: [Token], words: [String], due: DueExpression, today: CalendarDay) -> (
        due: DueExpression, reference: LessonReference
    )? {
        // A task that repeats ("practise recorder for music class every day") is due by its rule, not at a lesson.
        guard due.repeatRule == nil, tokens.anyHas(.lessonNoun),
            let found = lessonReference(tokens, words: words, today: today)
        else { return nil }
        if due.day != nil, due.consumed.contains(where: { !$0.overlaps(found.range) }) { return nil }
        var result = due
        result.consumed = [found.range] + due.consumed.filter { !$0.overlaps(found.range) }
        let outside = words.indices.filter { !found.range.contains($0) }.map { words[$0] }
        let subject = found.reference.subjectKey ?? subjects.detect(inWords: outside)
        result.day = timetable().flatMap { found.reference.day(in: $0, subject: subject) }
        return (result, found.reference)
    }

    /// The lesson phrase in `tokens`, the tokens it covers and what it names; nil when the line names no lesson as
    /// a due date. `words` are the tokens folded.
    func lessonReference(_ tokens: [Token], words: [String], today: CalendarDay) -> (
        range: Range<Int>, reference: LessonReference
    )? {
        for noun in words.indices where Self.lessonNouns.contains(words[noun]) {
            if let found = lessonReference(tokens, words: words, noun: noun, today: today) { return found }
        }
        return nil
    }

    private func lessonReference(_ tokens: [Token], words: [String], noun: Int, today: CalendarDay) -> (
        range: Range<Int>, reference: LessonReference
    )? {
        // Before the noun: the lead, an article, which lesson, a day ("tuesday's"), the subject in English.
        var start = noun
        var place: Int?
        var last = false
        var lead: String?
        var subject: String?
        var dayBefore = false
        var index = noun - 1
        while index >= 0 {
            let word = words[index]
            let bare = word.hasASCIISuffix("'s") ? String(word.dropLast(2)) : word
            if let number = Self.lessonPlaces[word] {
                place = place ?? number
            } else if ["ultima", "last"].contains(word) {
                last = true
            } else if Self.lessonArticles.contains(word) || word == "'" {
            } else if Self.strongLessonLeads.contains(word) || Self.weakLessonLeads.contains(word) {
                lead = word
                start = index
                break
            } else if DateVocabulary.weekdays[bare] != nil || bare == "week" || bare == "settimana" || word == "s" {
                dayBefore = true
            } else if index == noun - 1, let key = subjects.detect(inWords: [word]) {
                // "the next history lesson": in English the subject stands right before the noun.
                subject = key
            } else {
                break
            }
            start = index
            index -= 1
        }
        // Alone, "lezione" is often the lesson itself ("ho lezione di storia") or a chapter of a book ("la prima
        // lezione del libro"): the phrase needs a lead that asks for a due date, or words that say which lesson
        // is to come — "prossima", "next", a day, or (checked in `finish`) "da oggi", "dopo la prossima", a day after.
        let said = place != nil || last || dayBefore
        let toCome =
            dayBefore || ["prossima", "prossimo", "prox", "next"].contains { words[start..<noun].contains($0) }
        if let lead {
            guard Self.strongLessonLeads.contains(lead) || said || subject != nil else { return nil }
        } else {
            guard said else { return nil }
        }
        // "lesson 4", "lezione 3": a numbered lesson of a book or a course.
        if noun + 1 < tokens.count, tokens[noun + 1].kind == .number { return nil }
        return finish(
            tokens, words: words, start: start, noun: noun, place: place, last: last, subject: subject,
            dayBefore: dayBefore, needsMore: lead.map { !Self.strongLessonLeads.contains($0) } ?? true && !toCome,
            today: today)
    }

    /// After the noun: the subject ("di storia"), then "da oggi", "dopo la prossima", or a day with its link.
    private func finish(
        _ tokens: [Token], words: [String], start: Int, noun: Int, place: Int?, last: Bool, subject: String?,
        dayBefore: Bool, needsMore: Bool, today: CalendarDay
    ) -> (range: Range<Int>, reference: LessonReference)? {
        var end = noun + 1
        var subject = subject
        if subject == nil, end + 1 < words.count, ["di", "del", "della", "dello", "dell'", "of"].contains(words[end]) {
            let one = subjects.detect(inWords: [words[end + 1]])
            if let one {
                subject = one
                end += 2
            } else if end + 2 < words.count, let two = subjects.detect(inWords: [words[end + 1], words[end + 2]]) {
                subject = two
                end += 3
            }
        }
        var place = place ?? 1
        var anchor = LessonReference.Anchor.after(today)
        if dayBefore, let day = try? dates.parse(Array(tokens[start..<noun]), today: today).day {
            anchor = .from(day)
        }
        func follows(_ phrase: [String]) -> Bool {
            end + phrase.count <= words.count && Array(words[end..<end + phrase.count]) == phrase
        }
        if follows(["dopo", "la", "prossima"]) || follows(["after", "next"]) {
            place += 1
            end += follows(["after", "next"]) ? 2 : 3
        } else if follows(["da", "oggi"]) || follows(["from", "today"]) || follows(["from", "now"]) {
            end += 2
        } else if let tail = dayAfterLesson(tokens, words: words, from: end, today: today) {
            anchor = tail.anchor
            end = tail.end
        } else if needsMore {
            return nil
        }
        if last {
            guard case .lastBefore = anchor else { return nil }
        }
        return (start..<end, LessonReference(subjectKey: subject, place: place, anchor: anchor))
    }

    /// "di martedì", "prima delle vacanze di Natale", "dopo quella di lunedì 7", "after the christmas holidays":
    /// a day right after the lesson, the words that link it, and where the phrase ends.
    private func dayAfterLesson(_ tokens: [Token], words: [String], from start: Int, today: CalendarDay) -> (
        anchor: LessonReference.Anchor, end: Int
    )? {
        guard start < tokens.count else { return nil }
        let window = Array(tokens[start..<min(tokens.count, start + 9)])
        guard let due = try? dates.parse(window, today: today), let day = due.day,
            let first = due.consumed.min(by: { $0.lowerBound < $1.lowerBound })
        else { return nil }
        let links = words[start..<start + first.lowerBound]
        guard links.allSatisfy(Self.lessonDayLinks.contains) else { return nil }
        let consumed = window[first].map(\.folded)
        var end = start + first.upperBound
        while end < words.count, Self.breakWords.contains(words[end]) { end += 1 }
        if links.contains(where: { ["prima", "before"].contains($0) }) || consumed.first == "prima"
            || consumed.first == "before"
        {
            return (.lastBefore(day), end)
        }
        if links.contains(where: { ["quella", "quello", "one"].contains($0) }) {
            return (.after(day), end)
        }
        if links.contains(where: { ["da", "from"].contains($0) }) && day == today {
            return (.after(day), end)
        }
        return (.from(day), end)
    }
}
