public import DiarioDomain
import Foundation

/// `diario search` / `cerca`: words found in materials, cards and tasks, best first, each with its passage.
public struct SearchCommands: Sendable {
    let context: AppContext

    /// Creates the commands over a context.
    public init(context: AppContext) { self.context = context }

    /// Prints the hits for `text` (of one subject when given): JSON, or each place and its passage. Throws
    /// ``StorageError``.
    @discardableResult
    public func search(_ text: String, subjectKey: String?, limit: Int = 20) throws -> [SearchHit] {
        let hits = try context.search.search(text, subjectKey: subjectKey, limit: limit)
        if context.json {
            context.console.out(JSONOutput.line(hits.map(SearchHitJSON.init)))
            return hits
        }
        guard !hits.isEmpty else {
            context.console.out(context.localization.text("search.none", ["text": text]))
            return hits
        }
        let renderer = try MaterialRenderer(context: context)
        for hit in hits { renderer.hit(hit).forEach(context.console.out) }
        return hits
    }
}
