import DiarioDomain

/// The words, in both languages, that a student types to steer a session rather than to say something: answers
/// to a yes / no / edit question, the words that stop a quiz or a drill or ask for a hint, the commands that end a
/// session or leave chat mode, and the first cell that marks a card file's header row. Lowercase, unaccented.
public enum SessionVocabulary {
    /// Answers that mean yes.
    static let yes: WordSet = ["s", "si", "y", "yes", "ok", "sure", "certo", "va bene"]
    /// Answers that mean no.
    static let no: WordSet = [
        "", "n", "no", "nope", "nah", "non", "annulla", "cancel", "lascia stare", "lascia perdere", "niente",
        "no grazie", "no thanks", "never mind", "nevermind",
    ]
    /// Answers to "a task, or …?" that choose the task.
    static let firstReading: WordSet = ["c", "t", "compito", "task"]
    /// Answers to "a task, or …?" that choose the other reading (done, the coach, time studied).
    static let secondReading: WordSet = [
        "f", "d", "q", "fatto", "fatta", "done", "domanda", "question", "coach", "r", "l", "registra", "log",
    ]
    /// Answers that ask to edit the line first.
    static let edit: WordSet = ["m", "mod", "modifica", "e", "edit", "change", "cambia"]
    /// What stops a quiz or a drill and goes back to the planner.
    public static let stopPractice: Set<String> = ["/stop", "/fine", "/quit", "/esci", "/exit"]
    /// What asks a drill for a hint.
    public static let hint: Set<String> = ["?", "aiuto", "hint", "help"]
    /// Slash commands (without the slash) that end a session.
    public static let quit: Set<String> = ["quit", "exit", "esci", "q"]
    /// Slash commands (without the slash) that, in chat mode, go back to the planner instead of ending the session.
    public static let leaveChat: Set<String> = ["exit", "esci"]
    /// First cells of a card file's header row ("front", "domanda", …).
    public static let cardFileHeader: Set<String> = ["front", "fronte", "domanda", "question"]
}

/// A reply to a yes / no / edit question, in either language ("s", "sì", "y", "yes"; "n", "no", "annulla"; "m",
/// "modifica", "e", "edit"); anything else is not an answer but a new line, which nothing files by mistake.
public enum ConfirmationReply: Equatable, Sendable {
    /// File it.
    case yes
    /// Do not.
    case no
    /// Let me change the line first.
    case edit
    /// Not an answer: a new line the student typed instead ("list", "aggiungi verifica domani").
    case notAnAnswer

    /// Reads what the student typed.
    public init(_ text: String) {
        let word = TextFolding.fold(text.trimmingCharacters(in: .whitespaces))
        if SessionVocabulary.yes.contains(word) {
            self = .yes
        } else if SessionVocabulary.edit.contains(word) {
            self = .edit
        } else if SessionVocabulary.no.contains(word) {
            self = .no
        } else {
            self = .notAnAnswer
        }
    }
}

/// A reply to "save it as a task, or did you mean …? (c / f / n)": the first reading, the second, neither, or a new
/// line typed instead. "c", "t", "compito", "task" and every yes ("s" too) are the task; "f", "d", "q", "fatto",
/// "done", "domanda", "question", "coach", "r", "l", "registra", "log" the other reading.
public enum DoubtReply: Equatable, Sendable {
    /// Save it as first read (a task).
    case first
    /// Do the other reading.
    case second
    /// Do nothing.
    case neither
    /// Not an answer: a new line.
    case notAnAnswer

    /// Reads what the student typed: the letters of the two readings, else as a yes / no answer.
    public init(_ text: String) {
        let word = TextFolding.fold(text.trimmingCharacters(in: .whitespaces))
        if SessionVocabulary.firstReading.contains(word) {
            self = .first
        } else if SessionVocabulary.secondReading.contains(word) {
            self = .second
        } else {
            switch ConfirmationReply(text) {
            case .yes: self = .first
            case .no: self = .neither
            case .edit, .notAnAnswer: self = .notAnAnswer
            }
        }
    }
}
