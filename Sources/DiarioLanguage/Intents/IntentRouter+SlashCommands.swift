internal import DiarioDomain
import Foundation

/// Slash commands ("/add …", "/lista", "/done …"): the intent named, the rest of the line read as usual.
extension IntentRouter {
    /// "/add …", "/lista", "/done …": the intent the slash command names, by any of its names in the one table of
    /// command names (``CommandName``); a command that only shows or manages something is no intent of its own.
    func slashCommand(_ tokens: [Token], line: String) -> Intent? {
        guard tokens.count >= 2, tokens[0].text == "/", tokens[0].kind == .symbol, tokens[1].kind == .word,
            tokens[0].offsets.upperBound == tokens[1].offsets.lowerBound
        else { return nil }
        guard let command = CommandName(typed: tokens[1].folded) else { return .unknown }
        switch command {
        case .add: return .addTask
        case .list: return .listTasks
        case .done: return .completeTask
        case .quiz: return .quiz
        case .card: return .addCard
        case .coach: return .coach
        case .help: return .help
        case .lang: return .setLanguage
        case .study: return .logStudy
        case .stats: return .stats
        case .subjects: return .addSubject
        case .goals: return .setGoal
        case .exams: return .listTests
        case .prepare: return .prepareTest
        case .edit, .move, .delete, .undo, .timer, .start, .stop, .terms, .achievements, .parse, .export, .import,
            .backup, .restore, .cards, .drill, .srs, .plan, .new, .doctor, .completions, .manualPage, .materials,
            .maps, .grades, .timetable, .holidays, .calendar, .absences, .sync:
            return .unknown
        case .search: return .search
        }
    }

    /// What a slash command asks, the rest of the line read for its fields.
    func route(_ intent: Intent, line: String, tokens: [Token], today: CalendarDay, now: TimeOfDay?)
        throws(LanguageError) -> Request
    {
        let rest = Array(tokens.dropFirst(2))
        let words = rest.foldedWords
        let restText = NaturalLanguageTaskParser.title(line, rest, kept: Array(rest.indices))
        let subjectKey = subjects.detect(inWords: words)
        switch intent {
        case .addTask:
            let restLine = String(
                decoding: line.utf8.dropFirst(tokens.count > 2 ? tokens[2].offsets.lowerBound : .max), as: UTF8.self)
            return .addTask(try taskParser.parse(restLine, today: today, now: now))
        case .listTasks:
            let day = try dates.parse(rest, today: today, now: now).day
            return .listTasks(range: listRange(rest, today: today, due: day), subjectKey: subjectKey)
        case .completeTask:
            return .completeTask(reference: restText, subjectKey: subjectKey)
        case .quiz: return .quiz(subjectKey: subjectKey)
        case .prepareTest: return .prepareTest(subjectKey: subjectKey)
        case .listTests:
            let day = try dates.parse(rest, today: today, now: now).day
            return .listTests(range: day.flatMap { listRange(rest, today: today, due: $0) }, subjectKey: subjectKey)
        case .coach: return .coach(message: restText, subjectKey: subjectKey)
        case .stats: return statsRequest(words)
        case .search: return .search(text: restText, subjectKey: nil)
        case .addMaterial: return .addMaterial(subjectKey: subjectKey)
        case .addGrade, .gradeNeeded, .addLesson: return .unknown(unsureTask: nil)
        case .addCard:
            return card(line, rest: rest, words: words)
        case .setLanguage:
            let target = words.lazy.compactMap { IntentVocabulary.languageNames[$0] }.first
                .flatMap { InterfaceLanguage(code: $0) }
            return target.map(Request.setLanguage) ?? .unknown(unsureTask: nil)
        case .logStudy:
            let session = studySession(rest)
            return .logStudy(
                StudyLogRequest(
                    minutes: session?.minutes, subjectKey: subjects.detect(inWords: session?.otherWords ?? words),
                    startTime: session?.start, daysAgo: session?.daysAgo ?? 0))
        case .setGoal:
            return goal(rest, words: words, line: line, opened: true).map(Request.setGoal) ?? .unknown(unsureTask: nil)
        case .addSubject:
            return .addSubject(name: restText, key: Subject.key(forName: restText))
        case .help: return .help
        case .unknown, .moveTask:  // no slash command names a move: it is said in words
            return .unknown(unsureTask: nil)
        }
    }
}
