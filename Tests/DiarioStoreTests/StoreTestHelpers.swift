import DiarioDomain
import DiarioStore
import DiarioTestSupport
import Foundation
import GRDB

/// A store on a real SQLite file in a temporary folder.
struct TestStore {
    let directory = TemporaryDirectory()
    let store: DiarioStore
    var path: String { store.path }

    init() throws {
        store = try DiarioStore.open(path: directory.file("diario.sqlite"))
    }

    /// A second, raw connection to the same file, for SQL the repositories never write.
    func raw() throws -> DatabaseQueue {
        var config = Configuration()
        config.foreignKeysEnabled = true
        config.busyMode = .timeout(5)
        return try DatabaseQueue(path: path, configuration: config)
    }
}

/// A task filed at a given second, for ordering tests.
func task(
    _ title: String, subject: String? = "math", due: String? = nil, time: String? = nil,
    priority: TaskPriority = .medium, createdSecond: Double = 0, completed: Date? = nil
) -> StudyTask {
    StudyTask(
        title: title, subjectKey: subject, kind: .homework, dueDate: due.map { .day($0) },
        dueTime: time.flatMap { TimeOfDay(iso: $0) }, priority: priority,
        createdAt: Date(timeIntervalSince1970: 1_795_000_000 + createdSecond), completedAt: completed)
}

/// The extended result code SQLite refuses `sql` with on its own connection to the file at `path`, or nil when the
/// statement runs; the statement runs in a transaction that is rolled back either way, so nothing changes.
func refusal(of sql: String, at path: String) throws -> ResultCode? {
    var code: ResultCode?
    try DatabaseQueue(path: path).inTransaction { db in
        do {
            try db.execute(sql: sql)
        } catch let error as DatabaseError {
            code = error.extendedResultCode
        }
        return .rollback
    }
    return code
}
