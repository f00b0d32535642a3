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
    /// The lesson the due date was named by ("per la prossima lezione di storia"); with no timetable to read it
    /// in, ``dueDate`` is nil and this says what is missing.
    public var lesson: LessonReference? = nil

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
        self.init(detector: subjects.isEmpty ? SubjectDetectionService() : SubjectDetectionService(subjects: subjects))
    }

    /// Throws ``LanguageError/lineTooLong(maxLength:)`` for a line longer than ``maxLineLength`` characters
    /// (counted in bytes first: a line short in bytes is short in characters).
    static func refuseTooLong(_ line: String) throws(LanguageError) {
        guard line.utf8.count <= maxLineLength || line.count <= maxLineLength else {
            throw .lineTooLong(maxLength: maxLineLength)
        }
    }

    /// Creates a parser over a detector already built (the router shares its own).
    init(detector: SubjectDetectionService) { subjects = detector }

    /// Parses `line` as seen on `today` at `now` (a time with no day is the next such time; today when `now` is
    /// nil).
    public func parse(_ line: String, today: CalendarDay, now: TimeOfDay? = nil) throws(LanguageError) -> ParsedTask {
        try Self.refuseTooLong(line)
        return try parse(tokens: Tokenizer.tokenize(line), line: line, today: today, now: now).task
    }

    /// What the task parser found, and whether the line looked like a task at all.
    struct Reading {
        let task: ParsedTask
        /// A date, a time, a recurrence, a kind word, a subject, a priority word or a task filler was found.
        let hasTaskSignal: Bool
    }

    /// The task in `tokens` of `line`. `words`, when the caller has them, are `tokens.foldedWords`; `due`, the dates
    /// already read from the same tokens.
    func parse(
        tokens: [Token], words knownWords: [String]? = nil, line: String, today: CalendarDay, now: TimeOfDay? = nil,
        due known: DueExpression? = nil
    ) throws(LanguageError) -> Reading {
        let due: DueExpression
        if let known { due = known } else { due = try dates.parse(tokens, today: today, now: now) }
        // Appended to reserved room: `[Bool](repeating:count:)` here compiles to the runtime's generic path, which
        // looks up the array's type at every line.
        var removed: [Bool] = []
        removed.reserveCapacity(tokens.count)
        for _ in tokens.indices { removed.append(false) }
        for run in due.consumed { for index in run { removed[index] = true } }
        let words = knownWords ?? tokens.foldedWords
        let lineTraits = WordTraits.union(of: tokens)
        let priority =
            lineTraits.contains(.priorityStart) || lineTraits.contains(.bang)
            ? findPriority(tokens, words: words, removing: &removed) : .medium
        let hadFiller = removeFiller(words, tokens: tokens, removing: &removed)
        if lineTraits.contains(.bang) {
            for index in tokens.indices where tokens[index].traits.contains(.bang) { removed[index] = true }
        }

        var kept: [Int] = []
        kept.reserveCapacity(tokens.count)
        var subjectTokens: [Token] = []
        subjectTokens.reserveCapacity(tokens.count)
        for index in tokens.indices where !removed[index] {
            kept.append(index)
            if tokens[index].isMeaningful { subjectTokens.append(tokens[index]) }
        }
        let subjectKey = subjects.detect(inTokens: subjectTokens)
        var kind = lineTraits.contains(.kindStart) ? findKind(words, tokens) : .other
        // "40 min di tedesco domani", "physics 2 hours on thursday": time set aside for a subject is study.
        if kind == .other, subjectKey != nil, Self.setsTimeAside(tokens) { kind = .study }
        let task = ParsedTask(
            title: Self.title(line, tokens, kept: kept), subjectKey: subjectKey, kind: kind, dueDate: due.day,
            dueTime: due.time, priority: priority, repeatRule: due.repeatRule)
        let signal =
            due.day != nil || due.time != nil || kind != .other || subjectKey != nil
            || priority != .medium || hadFiller
        return Reading(task: task, hasTaskSignal: signal)
    }

    /// Whether the line gives a length of time to spend: not a lead time ("tra un'ora"), a lesson's number ("alla 4
    /// ora"), or metres written like minutes ("run 100m").
    private static func setsTimeAside(_ tokens: [Token]) -> Bool {
        guard let found = StudyDurationParser().parse(tokens) else { return false }
        let start = found.range.lowerBound
        if start > 0, ["tra", "fra", "in", "within", "entro", "alla", "alle"].contains(tokens[start - 1].folded) {
            return false
        }
        let words = tokens[found.range].map(\.folded)
        if words.count == 1, words[0].hasASCIISuffix("m") { return false }
        if words.count == 2, words[1] == "ora", Int(words[0]).map({ $0 > 1 }) == true { return false }
        return true
    }

    /// Words of a translation, a text of its own.
    private static let translations: WordSet = ["versione", "traduzione", "translation"]

    private func findKind(_ words: [String], _ tokens: [Token]) -> TaskKind {
        if words.contains(where: TaskVocabulary.signing.contains) { return .other }
        var matches = TaskVocabulary.kindIndex.matches(in: words, tokens: tokens, starts: .kindStart)
        matches.removeAll { Self.isLawsOf(tokens, at: $0.start) }
        // Of the kinds found, the one listed first (no array of the kinds made for each line).
        let kind = Self.kindsInOrder.first { kind in matches.contains { $0.value == kind } } ?? .other
        // A translation is a text too: a verb of reading that opens the line reads it ("read latin versione").
        if kind == .homework, matches.contains(where: { $0.value == .reading && $0.start == 0 }),
            matches.allSatisfy({ $0.value != .homework || Self.translations.contains(words[$0.start]) })
        {
            return .reading
        }
        return kind
    }

    private static let kindsInOrder = TaskKind.allCases

    /// "leggi di Keplero", "le leggi della termodinamica": "leggi" before "di/del/della" and a name or a
    /// science is the laws of something, not "read".
    private static func isLawsOf(_ tokens: [Token], at i: Int) -> Bool {
        guard tokens[i].folded == "leggi", i + 2 < tokens.count,
            ["di", "del", "della", "dei", "delle", "dell'"].contains(tokens[i + 1].folded)
        else { return false }
        let next = tokens[i + 2]
        return next.text.first?.isUppercase == true
            || (i > 0 && ["le", "delle", "sulle"].contains(tokens[i - 1].folded))
    }

    private func findPriority(_ tokens: [Token], words: [String], removing removed: inout [Bool]) -> TaskPriority {
        let matches = TaskVocabulary.priorityIndex.matches(in: words, tokens: tokens, starts: .priorityStart)
        let chosen = matches.first { $0.value == .low } ?? matches.first
        if let chosen {
            for index in chosen.start..<chosen.end { removed[index] = true }
            return chosen.value
        }
        var bangs = 0
        for index in tokens.indices where tokens[index].traits.contains(.bang) { bangs += 1 }
        return bangs >= 2 ? .high : .medium
    }

    /// Drops a filler at the start of the line ("remind me to", "devo"); true when one was dropped. `words` are the
    /// folded words of `tokens`.
    private func removeFiller(_ words: [String], tokens: [Token], removing removed: inout [Bool]) -> Bool {
        guard let first = words.indices.first(where: { !removed[$0] }) else { return false }
        guard
            let match = TaskVocabulary.fillerIndex.longest(
                at: first, in: words, tokens: tokens, startingWith: .requestOpening),
            match.end < words.count
        else {
            return false
        }
        for index in match.start..<match.end { removed[index] = true }
        return true
    }

    /// Rebuilds a title from the kept tokens with their original spacing, trims stray punctuation and
    /// dangling linking words at both ends, and upper-cases the first letter.
    static func title(_ line: String, _ tokens: [Token], kept: [Int], capitalized: Bool = true) -> String {
        var kept = kept
        while let last = kept.last, tokens[last].kind != .quoted,
            TaskVocabulary.danglingEnds.contains(tokens[last].folded)
        {
            kept.removeLast()
        }
        guard let firstKept = kept.first, let lastKept = kept.last else { return "" }
        var source = line
        let title = source.withUTF8 { bytes in
            // Tokens of another text than `line` (never the parser's own) are joined by single spaces.
            // By index, the token read in place (``Token``).
            func isInLine(_ index: Int) -> Bool {
                let offsets = tokens[index].offsets
                guard offsets.upperBound <= bytes.count else { return false }
                var text = tokens[index].text
                // Byte by byte by index: the generic comparison of two byte sequences costs a few times more.
                return text.withUTF8 { typed in
                    guard typed.count == offsets.count else { return false }
                    let start = offsets.lowerBound
                    return !typed.indices.contains { bytes[start + $0] != typed[$0] }
                }
            }
            guard isInLine(firstKept), isInLine(lastKept),
                tokens[firstKept].offsets.lowerBound <= tokens[lastKept].offsets.upperBound
            else {
                return kept.map { tokens[$0].text }.joined(separator: " ")
            }
            // The usual case: the kept tokens are one run of the line, copied whole with its own spacing.
            if lastKept - firstKept == kept.count - 1 {
                let run = tokens[firstKept].offsets.lowerBound..<tokens[lastKept].offsets.upperBound
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[run]), as: UTF8.self)
            }
            var built = ""
            built.reserveCapacity(bytes.count)
            var previous: Int?
            for index in kept {
                if let previous {
                    let (end, start) = (tokens[previous].offsets.upperBound, tokens[index].offsets.lowerBound)
                    built +=
                        previous == index - 1 && end <= start && start <= bytes.count
                        ? String(decoding: UnsafeBufferPointer(rebasing: bytes[end..<start]), as: UTF8.self) : " "
                }
                built += tokens[index].text
                previous = index
            }
            return built
        }
        if let ascii = asciiTitle(title, capitalized: capitalized) { return ascii }
        let view = title.unicodeScalars
        guard let first = view.firstIndex(where: { !Self.isStray($0) }),
            let last = view.lastIndex(where: { !Self.isStray($0) })
        else { return "" }
        let trimmed = Substring(view[first...last])
        guard capitalized, let head = trimmed.unicodeScalars.first, head.properties.isLowercase else {
            return String(trimmed)
        }
        return head.properties.uppercaseMapping + Substring(trimmed.unicodeScalars.dropFirst())
    }

    /// `title` trimmed and capitalized as ``title(_:_:kept:capitalized:)`` does, byte by byte, when it is plain
    /// ASCII (most titles are); nil for any other title.
    private static func asciiTitle(_ title: String, capitalized: Bool) -> String? {
        var title = title
        return title.withUTF8 { bytes -> String? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            var first = 0
            var last = bytes.count
            while first < last, isStrayByte(bytes[first]) { first += 1 }
            while last > first, isStrayByte(bytes[last - 1]) { last -= 1 }
            let trimmed = UnsafeBufferPointer(rebasing: bytes[first..<last])
            guard capitalized, let head = trimmed.first, (0x61...0x7A).contains(head) else {
                return String(decoding: trimmed, as: UTF8.self)
            }
            return String(unsafeUninitializedCapacity: trimmed.count) { built in
                _ = built.initialize(from: trimmed)
                built[0] = head - 0x20
                return trimmed.count
            }
        }
    }

    /// ``isStray(_:)`` for an ASCII byte: white space is a tab, a line feed, a vertical tab, a form feed, a carriage
    /// return or a space.
    private static func isStrayByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x2C, 0x3B, 0x3A, 0x2D, 0x2E, 0x2F, 0x28, 0x29, 0x5B, 0x5D, 0x09...0x0D, 0x20: true  // , ; : - . / ( ) [ ]
        default: false
        }
    }

    /// Punctuation and white space that a title never starts or ends with.
    private static func isStray(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case ",", ";", ":", "-", "\u{2013}", "\u{2014}", ".", "\u{B7}", "/", "(", ")", "[", "]": return true
        default: return scalar.properties.isWhitespace
        }
    }
}
