/// The languages Diario speaks.
public enum InterfaceLanguage: String, CaseIterable, Codable, Sendable {
    case it, en

    /// Reads a language code or locale name ("en", "it_IT.UTF-8", "English", "italiano"); nil otherwise.
    public init?(code: String) {
        let lower = code.lowercased()
        if lower.hasPrefix("it") {
            self = .it
        } else if lower.hasPrefix("en") || lower.hasPrefix("ing") {
            self = .en
        } else {
            return nil
        }
    }
}
