/// A school subject: one of the built-ins ("math", "history", …) or one the student made ("Latin").
public struct Subject: Identifiable, Hashable, Sendable {
    /// The key of the fallback subject given to work whose subject nobody knows.
    public static let fallbackKey = "other"

    /// The store's id; nil until the subject is saved.
    public var id: Int64?
    /// The stable key used in commands and JSON ("math", "latin").
    public var key: String
    /// The localization key of a built-in's name ("subject.math"); nil for a custom subject.
    public var nameKey: String?
    /// A name the student chose; for a built-in it replaces the localized name.
    public var customName: String?
    /// A symbol a terminal can show ("📐").
    public var icon: String
    /// The colour lists use for it; never the only carrier of meaning.
    public var colour: SubjectColour
    /// Position in lists, smallest first.
    public var sortOrder: Int
    /// Hidden subjects keep their tasks but leave lists and detection.
    public var isActive: Bool
    /// Built-ins cannot be removed, only hidden.
    public var isBuiltIn: Bool
    /// Other words the student uses for it ("lat", "latino"), as typed.
    public var aliases: [String]

    /// Creates a subject value.
    public init(
        id: Int64? = nil, key: String, nameKey: String? = nil, customName: String? = nil,
        icon: String, colour: SubjectColour, sortOrder: Int, isActive: Bool = true,
        isBuiltIn: Bool = false, aliases: [String] = []
    ) {
        self.id = id
        self.key = key
        self.nameKey = nameKey
        self.customName = customName
        self.icon = icon
        self.colour = colour
        self.sortOrder = sortOrder
        self.isActive = isActive
        self.isBuiltIn = isBuiltIn
        self.aliases = aliases
    }

    /// Makes a subject key from a name the student typed: lower case, accents folded, words joined by
    /// "-" ("Storia dell'Arte" → "storia-dell-arte"); nil when nothing usable is left.
    public static func key(forName name: String) -> String? {
        let folded = name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        var key = ""
        var pendingDash = false
        for scalar in folded.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingDash, !key.isEmpty { key.append("-") }
                key.unicodeScalars.append(scalar)
                pendingDash = false
            } else {
                pendingDash = true
            }
        }
        return key.isEmpty ? nil : String(key.prefix(40))
    }
}

/// The colours a subject can have: the eight a basic terminal shows.
public enum SubjectColour: String, CaseIterable, Codable, Sendable {
    case red, green, yellow, blue, magenta, cyan, white, gray
}
