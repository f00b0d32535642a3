import DiarioDomain
import Foundation
internal import GRDB

/// A row of `conversation`.
struct ConversationRecord: Codable, InstantStoringRecord, MutablePersistableRecord {
    static let databaseTableName = "conversation"

    var id: Int64?
    var startedAt: Date
    var language: String
    /// The row's stable identity across devices and backups; the database gives one when nil.
    @StableIdentity var uuid: String? = nil

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let startedAt = Column(CodingKeys.startedAt)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension ConversationRecord {
    init(_ conversation: CoachConversation) {
        self.init(id: conversation.id, startedAt: conversation.startedAt, language: conversation.language.rawValue)
    }

    var conversation: CoachConversation {
        CoachConversation(id: id, startedAt: startedAt, language: InterfaceLanguage(code: language) ?? .it)
    }
}

/// A row of `coachMessage`; the proposed actions are stored as a JSON array.
struct CoachMessageRecord: Codable, InstantStoringRecord, MutablePersistableRecord {
    static let databaseTableName = "coachMessage"

    var id: Int64?
    var conversationId: Int64
    var role: String
    var content: String
    var status: String
    var toolCalls: [StoredToolCall]?
    var toolCallId: String?
    var model: String?
    var createdAt: Date
    /// The row's stable identity across devices and backups; the database gives one when nil.
    @StableIdentity var uuid: String? = nil

    /// A proposed action as stored in the `toolCalls` column.
    struct StoredToolCall: Codable {
        var id: String
        var name: String
        var arguments: String
    }

    enum Columns {
        static let id = Column(CodingKeys.id)
        static let conversationId = Column(CodingKeys.conversationId)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}

extension CoachMessageRecord {
    init(_ message: CoachMessage) {
        self.init(
            id: message.id, conversationId: message.conversationId, role: message.role.rawValue,
            content: String(message.content.prefix(CoachMessage.maxContentLength)), status: message.status.rawValue,
            toolCalls: message.toolCalls.isEmpty
                ? nil : message.toolCalls.map { StoredToolCall(id: $0.id, name: $0.name, arguments: $0.arguments) },
            toolCallId: message.toolCallId, model: message.model, createdAt: message.createdAt)
    }

    var message: CoachMessage {
        CoachMessage(
            id: id, conversationId: conversationId, role: CoachRole(rawValue: role) ?? .user, content: content,
            status: CoachMessageStatus(rawValue: status) ?? .failed,
            toolCalls: (toolCalls ?? []).map { CoachToolCall(id: $0.id, name: $0.name, arguments: $0.arguments) },
            toolCallId: toolCallId, model: model, createdAt: createdAt)
    }
}
