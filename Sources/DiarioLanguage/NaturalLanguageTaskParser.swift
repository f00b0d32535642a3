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
    /// The due day, if the line names one.
    public var dueDate: CalendarDay?
    /// The due time, if the line marks one.
    public var dueTime: TimeOfDay?
    /// The priority; `medium` unless the line says otherwise.
    public var priority: TaskPriority

    /// Creates a parsed task (tests compare whole values).
    public init(
        title: String, subjectKey: String?, kind: TaskKind, dueDate: CalendarDay?, dueTime: TimeOfDay?,
        priority: TaskPriority
    ) {
        self.title = title
        self.subjectKey = subjectKey
        self.kind = kind
        self.dueDate = dueDate
        self.dueTime = dueTime
        self.priority = priority
    }
}

/// Turns a planner line ("math homework due Friday", "verifica di storia martedì prossimo") into a
/// ``ParsedTask``. Pure: no I/O, and "today" is given by the caller.
public struct NaturalLanguageTaskParser: Sendable {
    /// The longest line read, in characters; longer lines are refused.
    public static let maxLineLength = 10_000

    private let subjects = SubjectDetectionService()
    private let dates = DateExpressionParser()

    /// Creates a parser.
    public init() {}

    /// Parses `line` as seen on `today`, detecting subjects among `knownSubjects` (built-in and custom).
    public func parse(_ line: String, today: CalendarDay, knownSubjects: [Subject]) throws(LanguageError)
        -> ParsedTask
    {
        guard line.count <= Self.maxLineLength else { throw .lineTooLong(maxLength: Self.maxLineLength) }
        let tokens = Tokenizer.tokenize(line)
        let due = try dates.parse(tokens, today: today)
        var removed = due.consumed
        let priority = findPriority(tokens, removing: &removed)
        removeFillers(tokens, removing: &removed)
        removeExclamations(tokens, removing: &removed)

        let kept = tokens.indices.filter { !removed.contains($0) }
        let meaningText = kept.filter { tokens[$0].kind != .quoted }.map { String(tokens[$0].text) }
            .joined(separator: " ")
        let subjectKey =
            knownSubjects.isEmpty
            ? subjects.detectBuiltInSubject(in: meaningText)
            : subjects.detectSubject(in: meaningText, among: knownSubjects)
        return ParsedTask(
            title: title(line, tokens, kept: kept), subjectKey: subjectKey, kind: findKind(tokens),
            dueDate: due.day, dueTime: due.time, priority: priority)
    }

    private func findKind(_ tokens: [Token]) -> TaskKind {
        let words = tokens.map { $0.kind == .quoted ? "" : $0.folded }
        for (kind, phrases) in TaskVocabulary.kinds where phrases.contains(where: { find($0, in: words) != nil }) {
            return kind
        }
        return .other
    }

    private func findPriority(_ tokens: [Token], removing removed: inout Set<Int>) -> TaskPriority {
        let words = tokens.map { $0.kind == .quoted ? "" : $0.folded }
        for phrase in TaskVocabulary.lowPriority {
            if let start = find(phrase, in: words) {
                removed.formUnion(start..<(start + phrase.count))
                return .low
            }
        }
        for phrase in TaskVocabulary.highPriority {
            if let start = find(phrase, in: words) {
                removed.formUnion(start..<(start + phrase.count))
                return .high
            }
        }
        let bangs = tokens.filter { $0.text == "!" }.count
        return bangs >= 2 ? .high : .medium
    }

    /// Drops a filler at the start of the line ("remind me to", "devo").
    private func removeFillers(_ tokens: [Token], removing removed: inout Set<Int>) {
        guard let first = tokens.indices.first(where: { !removed.contains($0) }) else { return }
        let words = tokens[first...].map(\.folded)
        for phrase in TaskVocabulary.fillers where words.starts(with: phrase) && words.count > phrase.count {
            removed.formUnion(first..<(first + phrase.count))
            return
        }
    }

    private func removeExclamations(_ tokens: [Token], removing removed: inout Set<Int>) {
        for index in tokens.indices where tokens[index].text == "!" { removed.insert(index) }
    }

    /// Rebuilds the title from the kept tokens with their original spacing, trims stray punctuation at
    /// both ends and upper-cases the first letter.
    private func title(_ line: String, _ tokens: [Token], kept: [Int]) -> String {
        var title = ""
        var previous: Int?
        for index in kept {
            if let previous {
                if previous == index - 1 {
                    title += line[tokens[previous].text.endIndex..<tokens[index].text.startIndex]
                } else {
                    title += " "
                }
            }
            title += tokens[index].text
            previous = index
        }
        let stray = Set<Character>(",;:-–—.·/")
        while let last = title.last, stray.contains(last) || last.isWhitespace { title.removeLast() }
        while let first = title.first, stray.contains(first) || first.isWhitespace { title.removeFirst() }
        guard let first = title.first else { return "" }
        return first.uppercased() + title.dropFirst()
    }

    private func find(_ phrase: [String], in words: [String]) -> Int? {
        guard phrase.count <= words.count else { return nil }
        for start in 0...(words.count - phrase.count)
        where words[start..<(start + phrase.count)].elementsEqual(phrase) {
            return start
        }
        return nil
    }
}
