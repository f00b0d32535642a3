import DiarioDomain
import DiarioLanguage
import Foundation

/// The language engine of a session: one ``IntentRouter`` (and its subject detector) for the student's visible
/// subjects, built at the first line and rebuilt only when the subjects change (here or in another process: the
/// list is read each time, a query of a dozen rows, and compared).
final class LanguageEngine: @unchecked Sendable {
    private let lock = NSLock()
    private var built: (subjects: [Subject], router: IntentRouter)?

    /// The router for `subjects`, the one already built when they are the same.
    func router(for subjects: [Subject]) -> IntentRouter {
        lock.withLock {
            if let built, built.subjects == subjects { return built.router }
            let router = IntentRouter(subjects: subjects)
            built = (subjects, router)
            return router
        }
    }
}
