import ArgumentParser
import DiarioApp
import Foundation

extension CompletionKind {
    /// The student's subject keys.
    static var subjects: CompletionKind {
        .custom { _, _, _ in CompletionCandidates.subjects(environment: ProcessInfo.processInfo.environment) }
    }

    /// The ids of the student's open tasks.
    static var openTasks: CompletionKind {
        .custom { _, _, _ in CompletionCandidates.openTasks(environment: ProcessInfo.processInfo.environment) }
    }
}

/// A shell asking for the candidates of one argument (`diario ---completion …`, as the scripts of
/// `diario completions` do): answered by the argument parser from the whole command tree, then the process ends.
enum CompletionRequest {
    static func answerIfAsked(_ arguments: [String]) {
        guard arguments.first == "---completion" else { return }
        do {
            _ = try Diario.parseAsRoot(arguments)
        } catch {
            Diario.exit(withError: error)
        }
        exit(0)
    }
}
