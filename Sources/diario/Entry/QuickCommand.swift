import DiarioApp
import DiarioDomain

/// The three commands a student types most, in their plainest shapes, read without the argument parser:
/// `list` alone or with one of its window flags, and `add` or `done` followed by words none of which starts with
/// `-`. The argument parser reflects on a command's properties and on two completion pseudo-commands at every
/// start, which was 14 % of a cold `list` (docs/benchmarks.md, "Start-up without the argument parser").
/// Anything else (another option, a typo, help) is left to the parser, so its checks and messages stay the only
/// ones; `QuickCommandTests` checks that both read each shape here alike.
enum QuickCommand: Equatable {
    case list(ListRequest)
    case add(AddRequest)
    case done(DoneRequest)

    /// Reads the command's name and its arguments (``Invocation/words``); nil when they are not a plain shape.
    init?(_ words: [String]) {
        guard let name = words.first, let command = CommandName(typed: name) else { return nil }
        let arguments = Array(words.dropFirst())
        switch command {
        case .list:
            guard arguments.count <= 1 else { return nil }
            guard let flag = arguments.first else {
                self = .list(ListRequest(filter: .agenda, subjectKey: nil))
                return
            }
            guard let filter = ListRequest.windows[flag] else { return nil }
            self = .list(ListRequest(filter: filter, subjectKey: nil))
        case .add, .done:
            guard !arguments.isEmpty, !arguments.contains(where: { $0.hasPrefix("-") }) else { return nil }
            let text = arguments.joined(separator: " ")
            self =
                command == .add
                ? .add(AddRequest(text: text, subjectKey: nil, notes: nil)) : .done(DoneRequest(task: text))
        default:
            return nil
        }
    }

    /// Runs the command as the parsed one would run (``ContextCommand``).
    func run(with options: ResolvedOptions) throws {
        try AppContext.runOnce(with: options) { context in
            switch self {
            case .list(let request): try request.run(in: context)
            case .add(let request): try request.run(in: context)
            case .done(let request): try request.run(in: context)
            }
        }
    }
}

/// What `list` was asked to show.
struct ListRequest: Equatable {
    /// Each window flag of `list`, by each of its spellings.
    static let windows: [String: ListFilter] = [
        "--today": .today, "--oggi": .today, "--tomorrow": .tomorrow, "--domani": .tomorrow, "--week": .week,
        "--settimana": .week, "--overdue": .overdue, "--in-ritardo": .overdue, "--all": .all, "--tutti": .all,
    ]

    var filter: ListFilter
    var subjectKey: String?

    func run(in context: AppContext) throws {
        try TaskCommands(context: context).list(filter, subjectKey: subjectKey)
    }
}

/// What `add` was asked to file.
struct AddRequest: Equatable {
    var text: String
    var subjectKey: String?
    var notes: String?

    func run(in context: AppContext) throws {
        try TaskCommands(context: context).add(text, subjectKey: subjectKey, notes: notes)
    }
}

/// Which task `done` was asked to complete.
struct DoneRequest: Equatable {
    var task: String

    func run(in context: AppContext) throws {
        try TaskCommands(context: context).complete(task)
    }
}

extension AppContext {
    /// Opens a context for one run of the command line, does `work` in it, then sends what changed to the other
    /// devices when sync is set up (one small read otherwise), and closes the file for good: the process ends next.
    static func runOnce(with options: ResolvedOptions, _ work: (AppContext) throws -> Void) throws {
        let context = try AppContext.open(options, console: .standard, asking: .standardInput)
        defer { context.closeForExit() }
        try work(context)
        SyncCommands(context: context).publishIfChanged()
    }
}
