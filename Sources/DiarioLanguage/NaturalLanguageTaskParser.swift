public import DiarioDomain

/// A task as understood from a line of free text, before it is saved.
public struct ParsedTask: Equatable, Sendable {
    /// The task as the student would write it in the planner: the line minus date, time, priority and
    /// filler phrases, first letter upper-case.
    public var title: String
    /// The detected subject's key, or nil.
    public var subjectKey: String?
    /// The kind of work.
    public var kind: TaskKind
    /// The due day, if the line names one (the first occurrence for a repeating task).
    public var dueDate: CalendarDay?
    /// The due time, if the line marks one.
    public var dueTime: TimeOfDay?
    /// The priority; `medium` unless the line says otherwise.
    public var priority: TaskPriority
    /// How the task repeats, or nil.
    public var repeatRule: RecurrenceRule?

    /// Creates a parsed task (tests compare whole values).
    public init(
        title: String, subjectKey: String?, kind: TaskKind, dueDate: CalendarDay?, dueTime: TimeOfDay?,
        priority: TaskPriority, repeatRule: RecurrenceRule? = nil
    ) {
        self.title = title
        self.subjectKey = subjectKey
        self.kind = kind
        self.dueDate = dueDate
        self.dueTime = dueTime
        self.priority = priority
        self.repeatRule = repeatRule
    }
}

/// Turns a planner line ("math homework due Friday", "verifica di storia martedì prossimo") into a
/// ``ParsedTask``. Pure: no I/O, and "today" is given by the caller.
public struct NaturalLanguageTaskParser: Sendable {
    /// The longest line read, in characters; longer lines are refused.
    public static let maxLineLength = 10_000

    private let subjects: SubjectDetectionService
    private let dates = DateExpressionParser()

    /// Creates a parser that knows the student's subjects (built-ins by the lexicon, all by name and alias);
    /// with no list, the built-ins.
    public init(subjects: [Subject] = []) {
        self.subjects = subjects.isEmpty ? SubjectDetectionService() : SubjectDetectionService(subjects: subjects)
    }

    /// Parses `line` as seen on `today`.
    public func parse(_ line: String, today: CalendarDay) throws(LanguageError) -> ParsedTask {
        guard line.count <= Self.maxLineLength else { throw .lineTooLong(maxLength: Self.maxLineLength) }
        return try parse(tokens: Tokenizer.tokenize(line), line: line, today: today).task
    }

    /// What the task parser found, and whether the line looked like a task at all.
    struct Reading {
        let task: ParsedTask
        /// A date, a time, a recurrence, a kind word, a subject, a priority word or a task filler was found.
        let hasTaskSignal: Bool
    }

    func parse(tokens: [Token], line: String, today: CalendarDay) throws(LanguageError) -> Reading {
        let due = try dates.parse(tokens, today: today)
        var removed = due.consumed
        let words = tokens.map { $0.kind == .quoted ? "\u{0}" : $0.folded }
        let priority = findPriority(tokens, words: words, removing: &removed)
        let hadFiller = removeFiller(words, removing: &removed)
        for index in tokens.indices where tokens[index].text == "!" { removed.insert(index) }

        let kept = tokens.indices.filter { !removed.contains($0) }
        let subjectWords = kept.filter { tokens[$0].isMeaningful }.map { tokens[$0].folded }
        let subjectKey = subjects.detect(inWords: subjectWords)
        let kind = findKind(words)
        let task = ParsedTask(
            title: Self.title(line, tokens, kept: kept), subjectKey: subjectKey, kind: kind, dueDate: due.day,
            dueTime: due.time, priority: priority, repeatRule: due.repeatRule)
        let signal =
            due.day != nil || due.time != nil || kind != .other || subjectKey != nil
            || priority != .medium || hadFiller
        return Reading(task: task, hasTaskSignal: signal)
    }

    private func findKind(_ words: [String]) -> TaskKind {
        let found = TaskVocabulary.kindIndex.matches(in: words).map(\.value)
        return TaskKind.allCases.first { found.contains($0) } ?? .other
    }

    private func findPriority(_ tokens: [Token], words: [String], removing removed: inout Set<Int>) -> TaskPriority {
        let matches = TaskVocabulary.priorityIndex.matches(in: words)
        let chosen = matches.first { $0.value == .low } ?? matches.first
        if let chosen {
            removed.formUnion(chosen.start..<chosen.end)
            return chosen.value
        }
        return tokens.lazy.filter { $0.text == "!" }.count >= 2 ? .high : .medium
    }

    /// Drops a filler at the start of the line ("remind me to", "devo"); true when one was dropped.
    private func removeFiller(_ words: [String], removing removed: inout Set<Int>) -> Bool {
        guard let first = words.indices.first(where: { !removed.contains($0) }) else { return false }
        guard let match = TaskVocabulary.fillerIndex.longest(at: first, in: words), match.end < words.count else {
            return false
        }
        removed.formUnion(match.start..<match.end)
        return true
    }

    /// Rebuilds a title from the kept tokens with their original spacing, trims stray punctuation and
    /// dangling linking words at both ends, and upper-cases the first letter.
    static func title(_ line: String, _ tokens: [Token], kept: [Int]) -> String {
        var kept = kept
        while let last = kept.last, tokens[last].kind != .quoted,
            TaskVocabulary.danglingEnds.contains(tokens[last].folded)
        {
            kept.removeLast()
        }
        var title = ""
        var previous: Int?
        for index in kept {
            if let previous {
                title +=
                    previous == index - 1 ? line[tokens[previous].text.endIndex..<tokens[index].text.startIndex] : " "
            }
            title += tokens[index].text
            previous = index
        }
        let stray = Set<Character>(",;:-–—.·/()[]")
        let leading = title.drop { stray.contains($0) || $0.isWhitespace }
        guard let last = leading.lastIndex(where: { !(stray.contains($0) || $0.isWhitespace) }) else { return "" }
        let trimmed = leading[...last]
        return trimmed.prefix(1).uppercased() + trimmed.dropFirst()
    }
}
