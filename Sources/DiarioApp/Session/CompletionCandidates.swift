import DiarioDomain
import DiarioStore
import Foundation

/// What a shell's Tab offers from the student's data: subject keys and open task ids. Read from the database the
/// environment names, when there is one; a missing file is not created (the built-in subjects are offered).
public enum CompletionCandidates {
    /// The keys of the visible subjects, sorted.
    public static func subjects(environment: [String: String]) -> [String] {
        let subjects = (try? store(environment)?.subjects(includingHidden: false)) ?? nil
        return (subjects ?? []).map(\.key).sorted()
    }

    /// The ids of the open tasks, in due order.
    public static func openTasks(environment: [String: String]) -> [String] {
        let tasks = (try? store(environment)?.tasks(.allOpen)) ?? nil
        return (tasks ?? []).compactMap { $0.id.map(String.init) }
    }

    /// The student's store when the database file exists, else one in memory with only the built-ins.
    private static func store(_ environment: [String: String]) throws -> DiarioStore? {
        let options = try ResolvedOptions.resolve(
            CommandLineFlags(), environment: environment, outputIsTerminal: false, readingSavedLanguage: false)
        guard FileManager.default.fileExists(atPath: options.databasePath) else { return try DiarioStore.inMemory() }
        return try DiarioStore.open(path: options.databasePath, clock: options.clock)
    }
}
