import DiarioDomain
import Foundation

extension SubjectCommands {
    /// The welcome's first question, on a new diary only (no school chosen or passed, no task yet): which school the
    /// student attends, so that Latin or Greek is a subject before the first line. A number or a name chooses the
    /// school's subjects; Enter, "salta" or "skip" passes; either answer is kept and never asked again. Returns a line
    /// typed instead of an answer ("compiti di mate per domani"), for the session to run as any other; nil otherwise.
    /// Never asks where no one can answer (a script). Throws ``StorageError``.
    public func askSchoolOnNewDiary() throws -> String? {
        // One task is enough to tell a diary is not new: the welcome reads no more than that.
        guard try context.preferences.schoolChoice() == nil, try context.tasks.tasks(.recent(limit: 1)).isEmpty
        else { return nil }
        let l10n = context.localization
        let choices = SchoolSubjectSet.welcomeOrder.enumerated().map { index, set in
            "\(index + 1) \(l10n.text("school.\(set.rawValue)"))"
        }
        let question = l10n.text("school.ask", ["choices": choices.joined(separator: " · ")])
        guard let reply = context.asking.ask(question) else { return nil }
        switch SchoolReply(reply) {
        case .school(let set):
            try context.preferences.saveSchoolChoice(.chosen(set))
            try choose(set)
            return nil
        case .skip:
            try context.preferences.saveSchoolChoice(.skipped)
            context.console.out(l10n.text("school.skipped"))
            return nil
        case .otherLine:
            try context.preferences.saveSchoolChoice(.skipped)
            context.console.out(l10n.text("school.skipped"))
            return reply
        }
    }
}

extension SchoolSubjectSet {
    /// The order the welcome lists the schools in, numbered from 1.
    static let welcomeOrder: [SchoolSubjectSet] = [
        .liceoClassico, .liceoScientifico, .liceoLinguistico, .tecnico, .media, .liceoScienzeUmane,
        .liceoEconomicoSociale, .liceoArtistico, .liceoMusicale,
    ]
}

/// An answer to "which school?": a school by its number or a word of its name, a pass, or a line that is no answer.
enum SchoolReply: Equatable {
    case school(SchoolSubjectSet)
    case skip
    case otherLine

    init(_ text: String) {
        let folded = TextFolding.fold(text).trimmingCharacters(in: .whitespaces)
        if ["", "salta", "skip", "no", "n", "dopo", "later", "nessuna", "none", "0"].contains(folded) {
            self = .skip
            return
        }
        if let number = Int(folded), (1...SchoolSubjectSet.welcomeOrder.count).contains(number) {
            self = .school(SchoolSubjectSet.welcomeOrder[number - 1])
            return
        }
        // A name is an answer only when every word of it is a word of schools: "science test friday" is a line.
        let words = Set(folded.split(whereSeparator: { !$0.isLetter }).map(String.init))
        let named: [(words: Set<String>, set: SchoolSubjectSet)] = [
            (["classico", "classic", "classics"], .liceoClassico),
            (["scientifico", "scientific"], .liceoScientifico),
            (["linguistico", "linguistic"], .liceoLinguistico),
            (["tecnico", "technical", "itis", "itc", "itt"], .tecnico),
            (["media", "medie", "middle"], .media),
            (["umane", "human"], .liceoScienzeUmane),
            (["economico", "sociale", "les", "economic", "social"], .liceoEconomicoSociale),
            (["artistico", "artistic", "art", "arts"], .liceoArtistico),
            (["musicale", "music", "musical", "coreutico"], .liceoMusicale),
        ]
        let schoolWords = named.reduce(Self.fillers) { $0.union($1.words) }
        guard !words.isEmpty, words.isSubset(of: schoolWords) else {
            self = .otherLine
            return
        }
        var found = named.filter { !$0.words.isDisjoint(with: words) }.map(\.set)
        // "scienze umane, opzione economico-sociale" is the option, not two schools.
        if found == [.liceoScienzeUmane, .liceoEconomicoSociale] { found = [.liceoEconomicoSociale] }
        self = found.count == 1 ? .school(found[0]) : .otherLine
    }

    /// The words around a school's name in an answer ("il liceo classico", "an istituto tecnico", "middle school").
    private static let fillers: Set<String> = [
        "liceo", "istituto", "scuola", "school", "high", "the", "a", "an", "il", "lo", "la", "l", "un", "uno", "una",
        "faccio", "frequento", "i", "attend", "go", "to", "sono", "al", "allo", "alla", "all", "in", "delle", "scienze",
        "sciences", "of", "opzione", "option", "e",
    ]
}
