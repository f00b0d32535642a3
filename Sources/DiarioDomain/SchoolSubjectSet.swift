/// The subjects of a kind of Italian school, which a student picks at once with `subjects preset` instead of one
/// by one. "other" is always among them.
public enum SchoolSubjectSet: String, CaseIterable, Sendable {
    case liceoClassico = "liceo-classico"
    case liceoScientifico = "liceo-scientifico"
    case liceoLinguistico = "liceo-linguistico"
    /// Liceo delle scienze umane.
    case liceoScienzeUmane = "liceo-scienze-umane"
    /// Liceo delle scienze umane, opzione economico-sociale (LES): law and economics and a second language, no Latin.
    case liceoEconomicoSociale = "liceo-economico-sociale"
    case liceoArtistico = "liceo-artistico"
    case liceoMusicale = "liceo-musicale"
    /// Scuola secondaria di primo grado.
    case media
    /// Istituto tecnico (economic and technological sectors share these).
    case tecnico

    /// The built-in subjects' keys the set shows; every other built-in is hidden (custom subjects stay as they are).
    public var subjectKeys: Set<String> {
        let core: Set<String> = [
            "italian", "history", "math", "english", "pe", "religion", "civics", Subject.fallbackKey,
        ]
        let licei = core.union(["geography", "philosophy", "physics", "science", "art", "latin"])
        switch self {
        case .liceoClassico: return licei.union(["greek"])
        case .liceoScientifico: return licei
        case .liceoLinguistico: return licei.union(["french", "spanish", "german"])
        case .liceoScienzeUmane: return licei.union(["human-sciences", "law-economics"])
        case .liceoEconomicoSociale:
            return licei.subtracting(["latin"]).union(["human-sciences", "law-economics", "french", "spanish"])
        case .liceoArtistico: return licei.subtracting(["latin"])
        case .liceoMusicale: return licei.subtracting(["latin"]).union(["music"])
        case .media: return core.union(["geography", "science", "art", "music", "technology", "french"])
        case .tecnico:
            return core.union([
                "geography", "science", "physics", "law-economics", "business-economics",
                "computer-science", "technology",
            ])
        }
    }
}

/// What the student answered when asked which school they attend: a set of subjects, or "not now".
public enum SchoolChoice: Equatable, Sendable {
    /// The subjects of this school were chosen (at the welcome or with `subjects preset`).
    case chosen(SchoolSubjectSet)
    /// The student passed; they are not asked again.
    case skipped

    /// As stored: the set's name, or "skipped".
    public var storedValue: String {
        switch self {
        case .chosen(let set): set.rawValue
        case .skipped: "skipped"
        }
    }

    /// Reads a stored value back; nil for one that is neither.
    public init?(storedValue: String) {
        if storedValue == "skipped" {
            self = .skipped
        } else if let set = SchoolSubjectSet(rawValue: storedValue) {
            self = .chosen(set)
        } else {
            return nil
        }
    }
}
