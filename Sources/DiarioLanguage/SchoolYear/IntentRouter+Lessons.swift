public import DiarioDomain
import Foundation

/// A lesson of the weekly timetable told in words: "lunedì 1a ora matematica aula 12", "ogni martedì alla 3a ora ho
/// storia", "friday 10:10-11:05 chemistry in lab 2".
public struct LessonRequest: Equatable, Sendable {
    /// The day of the week; nil for a day of a cycle.
    public var weekday: Weekday?
    /// The period, when said.
    public var period: Int?
    /// The start, when said.
    public var start: TimeOfDay?
    /// The end, when said.
    public var end: TimeOfDay?
    /// The subject named, or nil.
    public var subjectKey: String?
    /// The room, as written.
    public var room: String?
    /// The teacher, as written.
    public var teacher: String?
    /// The week of a rotation ("settimana B": 2), when said.
    public var week: Int? = nil
    /// The day of a cycle of school days ("giorno 3" at the start of the line), instead of a weekday.
    public var cycleDay: Int? = nil
}

extension IntentRouter {
    /// A weekday, a period or a time, and a subject, with nothing of a task (no kind of work, no day but the
    /// weekday): a lesson of the timetable. `words` are the folded words of `rest`, `lineTraits` their traits.
    func lessonRequest(_ line: String, rest: [Token], words: [String], lineTraits: WordTraits) -> LessonRequest? {
        // A kind of work ("class test", "verifica") is a task's; a word that only may start one ("class") is not.
        let namesKind =
            lineTraits.contains(.kindStart)
            && !TaskVocabulary.kindIndex.matches(in: words, tokens: rest, starts: .kindStart).isEmpty
        guard !namesKind, !lineTraits.contains(.lessonBlocker) else { return nil }
        let weekdays =
            words.compactMap {
                DateVocabulary.weekdays[$0] ?? DateVocabulary.weekdays[droppingLastCharacterOf: $0]
            } + words.compactMap { DateVocabulary.shortWeekdays[$0] }
        let cycleDay = weekdays.isEmpty ? Self.cycleDay(opening: words) : nil
        guard let weekday = weekdays.first, Set(weekdays).count == 1 else {
            guard let cycleDay else { return nil }
            return cycleLesson(line, words: words, cycleDay: cycleDay)
        }
        // The subject first: a line without one needs no search for times.
        guard let subject = subjects.detect(inWords: words) else { return nil }
        let period = Self.period(in: line, words: words)
        let times = Self.times(in: line.lowercased())
        guard period != nil || times.start != nil else { return nil }
        // A bare "alle 15" is as often a one-off event as a lesson: without a period or an end, it is a lesson only in
        // school hours or when the line says it comes back every week.
        if period == nil, times.end == nil, let start = times.start, start.hour > 13,
            !words.contains(where: IntentVocabulary.habitual.contains),
            !words.contains(where: { $0.hasASCIISuffix("s") && DateVocabulary.weekdays[String($0.dropLast())] != nil })
        {
            return nil
        }
        return LessonRequest(
            weekday: weekday, period: period, start: times.start, end: times.end, subjectKey: subject,
            room: Self.after(IntentVocabulary.roomOpenings, in: line, keepingOpening: ["lab", "laboratorio"]),
            teacher: Self.after(IntentVocabulary.teacherOpenings, in: line, keepingOpening: []),
            week: Self.week(in: words))
    }

    /// The day of a cycle that `text` names ("giorno 3", "day 2", "G3"), or nil.
    public static func cycleDay(named text: String) -> Int? { cycleDay(opening: Tokenizer.words(of: text)) }

    /// "giorno 3 …", "day 2 …", "g3 …" opening a line: a day of a cycle of school days.
    static func cycleDay(opening words: [String]) -> Int? {
        guard let first = words.first else { return nil }
        let number: Int?
        if ["giorno", "day"].contains(first), words.count > 1 {
            number = Int(words[1])
        } else if first.hasPrefix("g"), first.count <= 3 {
            number = Int(first.dropFirst())
        } else {
            number = nil
        }
        return number.flatMap { (1...Lesson.maxCycleDays).contains($0) ? $0 : nil }
    }

    /// A lesson of a cycle day: its period or time, subject, room and teacher, read as a weekly lesson's.
    private func cycleLesson(_ line: String, words: [String], cycleDay: Int) -> LessonRequest? {
        let rest = Array(words.dropFirst(words.first == "giorno" || words.first == "day" ? 2 : 1))
        let period = Self.period(in: line, words: rest)
        let times = Self.times(in: line.lowercased())
        guard period != nil || times.start != nil, let subject = subjects.detect(inWords: rest) else { return nil }
        return LessonRequest(
            weekday: nil, period: period, start: times.start, end: times.end, subjectKey: subject,
            room: Self.after(IntentVocabulary.roomOpenings, in: line, keepingOpening: ["lab", "laboratorio"]),
            teacher: Self.after(IntentVocabulary.teacherOpenings, in: line, keepingOpening: []), cycleDay: cycleDay)
    }

    /// "settimana B", "week A", "sett. 2": the week of a rotation a lesson is held in.
    static func week(in words: [String]) -> Int? {
        for (index, word) in words.enumerated().dropLast() where ["settimana", "sett", "week"].contains(word) {
            let next = words[(index + 1)...].first { $0 != "." } ?? ""
            if let week = TimetableRotation.week(named: next) { return week }
        }
        return nil
    }

    /// "3a ora", "terza ora", "3 ora", "3^ ora", "3rd period", "first period", "alla 2°", "ora 4", "p4".
    static func period(in text: String, words: [String]) -> Int? {
        // "period 2", "ora 4" (not "alle 4 ora…"): the number after the word.
        for (index, word) in words.enumerated().dropLast() where ["period", "periodo", "ora"].contains(word) {
            if word == "ora" && index > 0 && ["alle", "le", "per"].contains(words[index - 1]) { continue }
            if let number = Int(words[index + 1]), (1...Lesson.maxPeriod).contains(number) { return number }
        }
        // "p4": a period in a timetable's shorthand.
        for word in words where word.count == 2 && word.first == "p" {
            if let number = Int(word.dropFirst()), (1...Lesson.maxPeriod).contains(number) { return number }
        }
        for (index, word) in words.enumerated() {
            // "3^ ora", "3 ° ora": a sign between the number and the word is skipped.
            var after = index + 1
            if after < words.count, ["^", "°", "ª"].contains(words[after]) { after += 1 }
            let next = after < words.count ? words[after] : ""
            guard ["ora", "period", "hour", "lesson", "periodo"].contains(next) else { continue }
            if let number = IntentVocabulary.ordinals[word] { return number }
            let digits = word.prefix { $0.isNumber }
            if let number = Int(digits), (1...Lesson.maxPeriod).contains(number) { return number }
        }
        return nil
    }

    /// `text` with its hours of am and pm written on a 24-hour clock ("2-3pm" → "14-15", "from 1pm to 3pm" → "from
    /// 13 to 15"; ``ClockScanner/twentyFourHour()``).
    static func twentyFourHour(_ text: String) -> String {
        guard text.contains("am") || text.contains("pm") else { return text }
        return ClockScanner(text).twentyFourHour()
    }

    /// "10:10-11:05", "8-9", "2-3pm", "dalle 8 alle 9", "from 1pm to 3pm", "9 to 11", "alle 10:05", "at 9".
    static func times(in text: String) -> (start: TimeOfDay?, end: TimeOfDay?) {
        // Every shape holds a digit (of any script): a line without one is not scanned.
        let mayHoldDigit =
            text.utf8.contains { (0x30...0x39).contains($0) }
            || text.utf8.contains { $0 >= 0x80 }
                && text.unicodeScalars.contains { $0.properties.generalCategory == .decimalNumber }
        guard mayHoldDigit else { return (nil, nil) }
        return ClockScanner(twentyFourHour(text)).lessonTimes()
    }

    /// The words after one of `openings` ("aula 12", "con la Rossi", "with Mr Weber"), up to a word that starts
    /// something else; the opening itself kept when listed in `keepingOpening` ("lab 2").
    static func after(_ openings: [String], in line: String, keepingOpening: WordSet) -> String? {
        let original = line.split(whereSeparator: \.isWhitespace).map(String.init)
        let folded = original.map { TextFolding.fold($0).trimmingCharacters(in: .punctuationCharacters) }
        for opening in openings {
            let parts = opening.split(separator: " ").map(String.init)
            guard
                let start = (0..<max(0, folded.count - parts.count + 1)).first(where: {
                    Array(folded[$0..<$0 + parts.count]) == parts
                })
            else { continue }
            var index = start + parts.count
            var taken: [String] = keepingOpening.contains(parts.last ?? "") ? [original[start + parts.count - 1]] : []
            while index < original.count, !IntentVocabulary.lessonFieldEnds.contains(folded[index]),
                DateVocabulary.weekdays[folded[index]] == nil, DateVocabulary.shortWeekdays[folded[index]] == nil,
                taken.count < 4
            {
                taken.append(original[index].trimmingCharacters(in: .punctuationCharacters))
                index += 1
            }
            let text = taken.joined(separator: " ").trimmingCharacters(in: .whitespaces)
            if !text.isEmpty { return text }
        }
        return nil
    }
}
