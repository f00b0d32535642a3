import DiarioDomain

/// A card as `--json` prints it.
struct CardJSON: Encodable {
    let id: Int64
    let front: String
    let back: String
    let subject: String?
    let tags: [String]
    let suspended: Bool
    let state: String
    let due: String
    let stability: Double?
    let difficulty: Double?

    init(_ card: StudyCard) {
        id = card.id ?? 0
        front = card.front
        back = card.back
        subject = card.subjectKey
        tags = card.tags
        suspended = card.isSuspended
        state = card.memory.phase.rawValue
        due = Timestamp.format(card.memory.due)
        stability = card.memory.stability
        difficulty = card.memory.difficulty
    }
}

struct QuizReviewJSON: Encodable {
    let card: Int64
    let front: String
    let rating: Int
    let correct: Bool?
    let due: String
    let reason: String
}

struct QuizSummaryJSON: Encodable {
    let reviewed: Int
    let remembered: Int
    let seconds: Int
    let nextDue: String?

    enum CodingKeys: String, CodingKey {
        case reviewed, remembered, seconds
        case nextDue = "next_due"
    }
}

struct DrillAnswerJSON: Encodable {
    let problem: String
    let answer: Int
    let stars: Int
}
