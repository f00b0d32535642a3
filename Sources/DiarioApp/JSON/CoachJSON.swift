import DiarioDomain

/// A reply as `--json` prints it.
struct CoachReplyJSON: Encodable {
    var conversation: Int64?
    var status: String
    var source: String
    var model: String?
    var reply: String
    var actions: [ActionReport] = []
    var error: String?
    var offline: String?

    init(_ conversation: Int64?, _ status: CoachMessageStatus, _ reply: String, _ model: String?) {
        self.conversation = conversation
        self.status = status.rawValue
        self.source = model == nil ? "offline" : "remote"
        self.model = model
        self.reply = reply
    }

    private enum CodingKeys: String, CodingKey {
        case conversation, status, source, model, reply, actions, error, offline
    }

    /// Every key is written, null when empty, as docs/json.md promises.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(conversation, forKey: .conversation)
        try container.encode(status, forKey: .status)
        try container.encode(source, forKey: .source)
        try container.encode(model, forKey: .model)
        try container.encode(reply, forKey: .reply)
        try container.encode(actions, forKey: .actions)
        try container.encode(error, forKey: .error)
        try container.encode(offline, forKey: .offline)
    }
}
