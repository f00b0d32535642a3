public import DiarioDomain

/// What a line asks Diario to do: one case per request, each carrying exactly the fields it needs. A new request
/// is a new case, and the compiler then points to every place that must handle it (the app's executor,
/// `diario parse`).
///
/// The cases of large records are `indirect`: a request is copied many times while a line is decided, and a copy
/// then counts one reference instead of moving the record's every field.
public enum Request: Equatable, Sendable {
    /// File a task. A title left empty with a date ("il 2 dicembre") means something is due then, still to name.
    indirect case addTask(ParsedTask)
    /// Show the open tasks due in `range` (nil: the agenda), of one subject when one is named.
    case listTasks(range: DayRange?, subjectKey: String?)
    /// Mark done the task the words name (an empty reference names none).
    case completeTask(reference: String, subjectKey: String?)
    /// Move the task described (words of its title, its subject and kind) to the day and time it carries, or, when
    /// it carries no day, by `byDays` from its own ("push the test back a week": 7).
    indirect case moveTask(ParsedTask, byDays: Int?)
    /// A quiz of due cards, of one subject when one is named.
    case quiz(subjectKey: String?)
    /// A quiz to get ready for the coming test of a subject.
    case prepareTest(subjectKey: String?)
    /// Show the coming tests, those within `range` when the line names days ("what tests do I have this week").
    case listTests(range: DayRange?, subjectKey: String?)
    /// Make a flashcard; a side the line left out is nil (and refused when the card is made).
    case addCard(front: String?, back: String?, subjectKey: String?)
    /// Say something to the coach.
    case coach(message: String, subjectKey: String?)
    /// Make a subject of the student's own; `key` is nil when the name gives none.
    case addSubject(name: String, key: String?)
    /// Speak another language from now on.
    case setLanguage(InterfaceLanguage)
    /// Log time studied.
    indirect case logStudy(StudyLogRequest)
    /// Show the time studied over `period` (nil: this week).
    case stats(period: StatsPeriod?, subjectKey: String?)
    /// Set a goal.
    indirect case setGoal(ParsedGoal)
    /// Find words among the materials, cards and tasks (of one subject when one is named).
    case search(text: String, subjectKey: String?)
    /// Add a lesson to the weekly timetable.
    indirect case addLesson(LessonRequest)
    /// Record a grade.
    indirect case addGrade(GradeRequest)
    /// Say what the next `count` grades of a subject must be for its average to reach `target`.
    case gradeNeeded(subjectKey: String?, target: Double, count: Int)
    /// Add a study material: the file is asked for.
    case addMaterial(subjectKey: String?)
    /// Show the help.
    case help
    /// Nothing understood; `unsureTask` is the task the line would be if filed anyway (asked about before it is).
    indirect case unknown(unsureTask: ParsedTask?)

    /// The intent's name in the contract (`add_task`, `quiz`, …).
    public var intent: Intent {
        switch self {
        case .addTask: .addTask
        case .listTasks: .listTasks
        case .completeTask: .completeTask
        case .moveTask: .moveTask
        case .quiz: .quiz
        case .prepareTest: .prepareTest
        case .listTests: .listTests
        case .addCard: .addCard
        case .coach: .coach
        case .addSubject: .addSubject
        case .setLanguage: .setLanguage
        case .logStudy: .logStudy
        case .stats: .stats
        case .setGoal: .setGoal
        case .search: .search
        case .addLesson: .addLesson
        case .addGrade: .addGrade
        case .gradeNeeded: .gradeNeeded
        case .addMaterial: .addMaterial
        case .help: .help
        case .unknown: .unknown
        }
    }
}

/// Time studied, as a line tells it ("ho studiato storia dalle 15 alle 16 ieri").
public struct StudyLogRequest: Equatable, Sendable {
    /// Minutes studied; nil when the line gives none (a bare "/study").
    public var minutes: Int?
    /// The subject named, or nil.
    public var subjectKey: String?
    /// When the study began, when the line says ("dalle 15").
    public var startTime: TimeOfDay?
    /// How many days ago: 1 for "ieri" / "yesterday"; 0 otherwise.
    public var daysAgo: Int

    /// Creates a study log request.
    public init(minutes: Int?, subjectKey: String?, startTime: TimeOfDay? = nil, daysAgo: Int = 0) {
        self.minutes = minutes
        self.subjectKey = subjectKey
        self.startTime = startTime
        self.daysAgo = daysAgo
    }
}

/// A line understood: what it asks, the language it was written in (nil for an empty line), how sure the reading
/// is, and the reading that came second when it was close.
public struct Utterance: Equatable, Sendable {
    /// What the line asks.
    public var request: Request
    /// The language the line was written in; nil for an empty line.
    public var language: InterfaceLanguage?
    /// How sure the reading is, from 0 (nothing understood) to 1 (a slash command): below
    /// ``Utterance/askBelow`` a write is asked about before it is made.
    public var confidence: Double
    /// The reading that came second, when the line also reads so ("ho scritto il tema" is a task, or the tema
    /// done); nil when no other reading is close.
    public var alternative: Request?

    /// What each reader made of the line: nil for a slash command, or when no model is shipped.
    public var readers: Readers?
    /// Whether the student is asked before the line is carried out (a script carries out nothing without `--yes`):
    /// the readers disagree about a write, the model doubts the grammar's write, or a task has no evidence.
    public var asks: Bool

    /// The intent each reader gave a line, and how sure the model was.
    public struct Readers: Equatable, Sendable {
        /// The grammar's intent.
        public var grammar: Intent
        /// The model's likeliest intent.
        public var model: Intent
        /// The model's probability for its intent, from 0 to 1.
        public var modelConfidence: Double
    }

    /// The confidence below which a write is confirmed first.
    public static let askBelow = 0.7

    /// Creates an utterance.
    public init(_ request: Request, language: InterfaceLanguage?, confidence: Double = 1, alternative: Request? = nil) {
        self.request = request
        self.language = language
        self.confidence = confidence
        self.alternative = alternative
        self.asks = alternative != nil && confidence < Self.askBelow
    }

    /// The intent's name in the contract.
    public var intent: Intent { request.intent }
    /// The second reading's intent, if any.
    public var runnerUp: Intent? { alternative?.intent }
    /// Whether the reading writes something and is not sure enough to write without asking.
    public var needsConfirmation: Bool { asks }
}
