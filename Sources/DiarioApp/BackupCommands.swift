import DiarioDomain
import Foundation

/// Export and import of every task as JSON Lines, so that a backup round-trips.
public struct BackupCommands: Sendable {
    let context: AppContext

    /// Creates the commands over a context.
    public init(context: AppContext) { self.context = context }

    /// Writes every task, open and done, one JSON object a line, in id order.
    public func export(to write: (String) -> Void) throws {
        for task in try context.tasks.allTasks() {
            write(JSONOutput.line(TaskJSON(task)))
        }
    }

    /// Reads JSON Lines of tasks (ids are ignored; blank lines skipped) and saves them all in one
    /// transaction. A line that is not a valid task stops the import before anything is saved.
    @discardableResult
    public func importTasks(lines: [String]) throws -> Int {
        let today = context.clock.today
        let now = context.clock.now()
        let decoder = JSONDecoder()
        var tasks: [StudyTask] = []
        for (offset, line) in lines.enumerated() {
            let number = offset + 1
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            let json: TaskJSON
            do {
                json = try decoder.decode(TaskJSON.self, from: Data(line.utf8))
            } catch {
                throw ImportError.invalidLine(line: number, reason: "import.reason.json", detail: "")
            }
            switch json.task(defaultCreatedAt: now) {
            case .failure(let problem):
                throw ImportError.invalidLine(line: number, reason: problem.key, detail: problem.value)
            case .success(let task):
                do {
                    tasks.append(try task.validated(today: today))
                } catch {
                    let sentence = ErrorPresenter.describe(error, context.localization).message
                    throw ImportError.invalidLine(
                        line: number, reason: "import.reason.rule",
                        detail: sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence)
                }
            }
        }
        guard !tasks.isEmpty else { throw ImportError.empty }
        let (saved, created) = try context.tasks.importTasks(tasks)
        if context.json {
            context.console.out(JSONOutput.line(ImportSummary(imported: saved.count, createdSubjects: created)))
        } else {
            context.console.out(context.localization.plural("import.done", count: saved.count))
            if !created.isEmpty {
                context.console.out(
                    context.localization.text(
                        "import.createdSubjects", ["keys": created.joined(separator: ", ")]))
            }
        }
        return saved.count
    }
}

struct ImportSummary: Encodable {
    var imported: Int
    var createdSubjects: [String]

    enum CodingKeys: String, CodingKey {
        case imported
        case createdSubjects = "created_subjects"
    }
}
