import DiarioDomain
import Foundation

/// The parts of a note that are no study material, whatever their shape: a textbook exercise's answers, a
/// transcript's speakers, links to other notes, and the headings that name no topic of their own.
extension CardProposer {
    /// Headings that point elsewhere: their lists are links and references, nothing to recall.
    static let navigationHeadings: Set<String> = [
        "related", "related concepts", "related notes", "related topics", "see also", "links", "link", "sources",
        "source", "references", "bibliography", "further reading", "tags", "backlinks", "index", "contents",
        "table of contents", "vedi anche", "collegamenti", "fonti", "bibliografia", "riferimenti", "indice",
        "sommario", "approfondimenti", "navigation", "todo", "to do", "da fare", "embedded files", "attachments",
        "allegati", "works cited", "opere citate", "evaluation references",
    ]

    /// Whether a heading points elsewhere: one of ``navigationHeadings``, or a heading with a word for a list of
    /// sources in it ("Bibliography (APA 7)", "Sitografia di classe").
    static func isNavigationHeading(_ heading: String) -> Bool {
        let folded = TextFolding.fold(heading).trimmingCharacters(in: .punctuationCharacters.union(.whitespaces))
        if navigationHeadings.contains(folded) { return true }
        let sourceListWords: Set<Substring> = [
            "bibliography", "biblography", "bibliografia", "sitografia", "webgrafia",
        ]
        return folded.split { !$0.isLetter }.contains { sourceListWords.contains($0) }
    }

    /// Whether a heading names a textbook exercise ("P.363 es 15", "Esercizio 3", "P.52 ex 5", "Exercises"): what
    /// stands under it is a student's answer to a question the notes do not hold.
    static func isExerciseHeading(_ heading: String) -> Bool {
        let words = TextFolding.fold(heading).split { !$0.isLetter && !$0.isNumber }
        guard let first = words.first else { return false }
        let exerciseWords: Set<Substring> = [
            "es", "ex", "esercizio", "esercizi", "exercise", "exercises", "esercitazione",
        ]
        let pageWords: Set<Substring> = ["p", "pp", "pag", "pagina", "page"]
        func isNumber(_ word: Substring) -> Bool { word.allSatisfy(\.isNumber) }
        if pageWords.contains(first), words.count > 1, isNumber(words[1]) { return true }
        // The exercise's number right after its word: "Ex URSS dopo il 1991" is history.
        for (index, word) in words.enumerated() where exerciseWords.contains(word) && index + 1 < words.count {
            if isNumber(words[index + 1]) { return true }
        }
        return words.allSatisfy { exerciseWords.contains($0) || isNumber($0) } && exerciseWords.contains(first)
    }

    /// Whether a heading names no topic of its own: "Notes", "Appunti", "Introduzione", "Key points", or a lesson's
    /// number ("Class 21", "Lezione 3", "T2W10L1"). A card under one is asked after the heading above it instead.
    static func isGenericHeading(_ heading: String) -> Bool {
        let folded = TextFolding.fold(heading).trimmingCharacters(in: .punctuationCharacters.union(.whitespaces))
        if genericHeadings.contains(folded) { return true }
        let words = folded.split { !$0.isLetter && !$0.isNumber }
        let lessonNames: Set<Substring> = [
            "class", "lesson", "lecture", "week", "day", "lezione", "lezioni", "settimana", "giorno", "classe",
        ]
        if words.count == 2, lessonNames.contains(words[0]), words[1].allSatisfy(\.isNumber) { return true }
        // "T2W10L1": a school's code for term, week and lesson, letters and numbers in turn three times or more
        // ("CO2", "H2O", "IPv6" and "B12" name things).
        guard words.count == 1, folded.count <= 10 else { return false }
        let turns = zip(folded, folded.dropFirst()).filter { $0.isNumber != $1.isNumber }.count
        return turns >= 3
    }

    /// Whether a title (a heading, or a material's file name) names a topic its cards can be asked after ("Spinoza",
    /// "Protocollo HTTP", "Class struggle"), not a lesson, a worksheet or a placeholder ("Econ Class 1", "Chemistry
    /// Notes", "T2W10L1", "entry"): a word of ``lessonWords`` counts when it ends the title or a number follows it.
    public static func namesTopic(_ title: String) -> Bool {
        let folded = TextFolding.fold(title).trimmingCharacters(in: .whitespaces.union(.punctuationCharacters))
        let words = folded.split { !$0.isLetter && !$0.isNumber }
        guard !words.isEmpty, !isGenericHeading(title), !placeholderTitles.contains(folded) else { return false }
        for (index, word) in words.enumerated() where lessonWords.contains(word) {
            if index + 1 == words.count || words[index + 1].allSatisfy(\.isNumber) { return false }
        }
        return true
    }

    /// Words that name a lesson, a worksheet or a draft rather than what it is about.
    private static let lessonWords: Set<Substring> = [
        "notes", "note", "appunti", "worksheet", "class", "lesson", "lezione", "test", "quiz", "exercises",
        "esercizi", "homework", "compiti", "draft", "bozza", "verifica", "questions", "domande", "summary", "riassunto",
    ]

    /// Titles a file has before its student names it.
    private static let placeholderTitles: Set<String> = [
        "entry", "readme", "index", "untitled", "senza titolo", "nuova nota", "new note", "temp", "todo", "scratch",
    ]

    private static let genericHeadings: Set<String> = [
        "notes", "note", "appunti", "class notes", "lecture notes", "my notes", "text elements", "introduzione",
        "introduction", "intro", "overview", "summary", "riassunto", "sintesi", "general", "generale", "generalita",
        "key points", "punti chiave", "concetti chiave", "key concepts", "main ideas", "idee principali", "theory",
        "teoria", "content", "contenuti", "info", "information", "informazioni", "details", "dettagli", "other",
        "altro", "misc", "varie", "notes and questions", "domande", "questions", "answers", "risposte",
    ]

    /// Whether a line is wiki links and little else ("[[Event - Battle of Issus (333 BC)]]"): the names of other
    /// notes, whose dates and words are those notes' cards.
    static func isOnlyLinks(_ line: String) -> Bool {
        guard line.contains("[[") else { return false }
        var rest = ""
        var depth = 0
        var index = line.startIndex
        while index < line.endIndex {
            if line[index...].hasPrefix("[[") {
                depth += 1
                index = line.index(index, offsetBy: 2)
            } else if depth > 0, line[index...].hasPrefix("]]") {
                depth -= 1
                index = line.index(index, offsetBy: 2)
            } else {
                if depth == 0 { rest.append(line[index]) }
                index = line.index(after: index)
            }
        }
        // "[[Giuseppe Mazzini]] (1805-1872)" says something of its own: the years.
        return rest.filter { $0.isLetter || $0.isNumber }.count < 3
    }

    /// The labels that open lines of a page again and again ("Host:", "Guest:"), folded: a transcript's speakers or a
    /// form's fields, not terms with their meanings. A page where one label opens three lines or more has them, and
    /// they are the labels that open two or more.
    static func repeatedLabels(in text: String) -> Set<String> {
        var counts: [String: Int] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            let body = listBody(line.trimmingCharacters(in: .whitespaces))
            guard let colon = body.range(of: ": ") else { continue }
            var label = PlainPassage.plain(String(body[..<colon.lowerBound]))
            // "Host (6)" is the same speaker as "Host".
            if let open = label.firstIndex(of: "("), label.hasSuffix(")") {
                label = label[..<open].trimmingCharacters(in: .whitespaces)
            }
            guard (1...3).contains(label.split(separator: " ").count) else { continue }
            counts[TextFolding.fold(label), default: 0] += 1
        }
        // Once one speaker talks three times, one who talks twice is a speaker too.
        guard counts.values.contains(where: { $0 >= 3 }) else { return [] }
        return Set(counts.filter { $0.value >= 2 }.keys)
    }
}
