import DiarioDomain
import Foundation

/// The JSON of an undone or undoable change.
struct UndoneJSON: Encodable {
    var id: Int64
    var action: String
    var summary: String
    var item: Int64?
    var madeAt: String

    init(_ change: JournaledChange) {
        id = change.id
        action = change.action.rawValue
        summary = change.summary
        item = change.itemId
        madeAt = ISO8601DateFormatter().string(from: change.madeAt)
    }

    enum CodingKeys: String, CodingKey {
        case id, action, summary, item
        case madeAt = "made_at"
    }
}
