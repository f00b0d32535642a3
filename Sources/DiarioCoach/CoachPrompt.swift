public import DiarioDomain
import Foundation

/// The coach's system prompt for a language: `prompts/coach.LANG.md`, shipped with Diario as a resource.
public enum CoachPrompt {
    /// The placeholders the prompts may use; the app fills each of them.
    public static let placeholders: Set<String> = [
        "today", "overdue", "due_today", "due_tomorrow", "upcoming_tests", "weak_subjects", "due_cards", "streak",
        "title", "subject", "due", "when", "percent", "reviews", "longest_streak", "week_minutes", "week_subjects",
        "minutes", "daily_goal", "today_minutes", "goals", "standing", "plan", "passages", "source", "text",
        "lessons_day", "lessons", "averages", "average", "needed",
    ]

    /// The prompt template for `language`.
    public static func template(for language: InterfaceLanguage) throws(CoachPromptError) -> PromptTemplate {
        let name = "coach.\(language.rawValue)"
        guard let url = Bundle.module.url(forResource: name, withExtension: "md", subdirectory: "prompts"),
            let data = try? Data(contentsOf: url)
        else { throw .missing(name: name + ".md") }
        do {
            return try PromptTemplate(String(decoding: data, as: UTF8.self))
        } catch {
            throw .invalid(name: name + ".md", error: error)
        }
    }
}

/// A prompt file that cannot be used (a broken installation).
public enum CoachPromptError: Error, Equatable, Sendable {
    /// The file is not where Diario was installed.
    case missing(name: String)
    /// The file is not a valid template.
    case invalid(name: String, error: PromptTemplateError)
}

extension CoachPromptError: StudentFacingError {
    /// The sentence naming the prompt file.
    public var message: StudentMessage {
        switch self {
        case .missing(let name), .invalid(let name, _): StudentMessage("error.coachPrompt", ["name": name])
        }
    }

    /// A broken installation, like storage trouble: 3.
    public var exitCode: Int32 { 3 }
}
